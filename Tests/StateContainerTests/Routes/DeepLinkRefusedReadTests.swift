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

  /// A container whose `state(forDeepLink:)` reads `/a` (or, `assigning`, replaces the link
  /// with one to `/z`) and then returns nil; it shows `inner`.
  final class Refuser: StateContainer<String> {
    let inner: Reader
    let assigning: Bool
    var log: [String] = []
    init(assigning: Bool, clock: SimulatedClock) {
      self.assigning = assigning
      inner = Reader(clock: clock)
      super.init(clock: clock)
      inner.record = { [unowned self] in self.log.append($0) }
    }
    override func loadAppearanceState() -> String { "home" }
    override func children(for state: String) -> [Component] { [inner] }
    override func state(forDeepLink link: inout DeepLink) -> String? {
      if assigning {
        link = DeepLink(url: "/z", path: RoutePath(segments: ["z"]))
        log.append("Refuser.state(forDeepLink:) assigns /z -> nil")
      } else {
        log.append("Refuser.state(forDeepLink:) reads a: \(link.read("a")) -> nil")
      }
      return nil
    }
  }

  /// Reads two segments as its state.
  final class Reader: StateContainer<String> {
    var record: (String) -> Void = { _ in }
    override func loadAppearanceState() -> String { "top" }
    override func state(forDeepLink link: inout DeepLink) -> String? {
      let first = link.read(String.self)
      let second = link.read(String.self)
      record("Reader.state(forDeepLink:) reads \(first ?? "-"), \(second ?? "-") of \(link.url)")
      guard let first, let second else { return nil }
      return first + "+" + second
    }
    override func deepLinkPath(for state: String) -> String? {
      "/" + state.split(separator: "+").joined(separator: "/")
    }
    override func didTransition(from previousState: String?, animated: Bool) {
      record("Reader.didTransition(to: \(currentState))")
    }
  }

  @Test(
    "what a container's state(forDeepLink:) reads, or a link it assigns, before it returns nil is put back",
    arguments: [false, true])
  func plainReaderThatReturnsNilIsPutBack(assigning: Bool) throws {
    let refuser = Refuser(assigning: assigning, clock: SimulatedClock())
    refuser.beginAppearanceTransition(true, animated: false)
    refuser.endAppearanceTransition()
    refuser.log = []
    let match = try refuser.tree.navigate(toURL: "/a/b", animated: false).get()
    #expect(
      refuser.log == [
        assigning
          ? "Refuser.state(forDeepLink:) assigns /z -> nil"
          : "Refuser.state(forDeepLink:) reads a: true -> nil",
        "Reader.state(forDeepLink:) reads a, b of /a/b",
        "Reader.didTransition(to: a+b)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(refuser.currentState == "home")
    #expect(refuser.tree.currentURL == "/a/b")
  }
}
