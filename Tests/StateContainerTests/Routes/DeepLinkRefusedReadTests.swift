import StateContainer
import Testing

/// A segment that a destination reader reads and then refuses goes back to the link, so the
/// link ends unread.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite("A segment a reader refuses is put back: the link is unread, not cut short")
@MainActor
struct DeepLinkRefusedReadTests {
  /// A stack of numbers: above any destination, a link reads the next segment as an `Int`
  /// and refuses a negative one after reading it.
  final class Numbers: NavigationContainer<Int> {
    init(log: RecordingLog, clock: SimulatedClock) {
      super.init(root: 0, clock: clock) { [log] destination in
        log.record("make(\(destination))")
        return RecordingComponent("e\(destination)", log: log)
      }
    }

    override func destination(forDeepLink link: inout DeepLink, above parent: Int) -> Int? {
      guard let value = link.read(Int.self) else { return nil }
      return value >= 0 ? value : nil
    }

    override func deepLinkPath(for destination: Int, above parent: Int) -> String? { "/\(destination)" }
  }

  @Test(
    "a segment a destination reader reads and then refuses is put back: the link is unread, not cut short")
  func refusedReadIsPutBack() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let numbers = Numbers(log: log, clock: clock)
    _ = log.take()
    let (result, diagnostics) = LifecycleDiagnostic.capture {
      numbers.tree.navigate(toURL: "/3/-1", animated: false)
    }
    #expect(throws: RouteFailure.unmatched("/3/-1")) { try result.get() }
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    // The entry for 3 is made while the link is read, for it to read the rest; it is dropped.
    expectWholeLog(log.take(), ["@0ms make(3)"])
    #expect(numbers.currentNode.destination == 0)
    #expect(numbers.tree.currentURL == nil)
  }
}
