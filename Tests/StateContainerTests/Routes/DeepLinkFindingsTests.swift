import StateContainer
import Testing

/// Deep-link bugs the random navigation suite found (NavigationModel+DeepLinks.swift), each
/// pinned by the smallest case.
@Suite("routes.md §2: deep-link findings of the random suite")
@MainActor
struct DeepLinkFindingsTests {
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
      numbers.navigate(toURL: "/3/-1", animated: false)
    }
    #expect(throws: RouteFailure.unmatched("/3/-1")) { try result.get() }
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    // The entry for 3 is made while the link is read, for it to read the rest; it is dropped.
    expectWholeLog(log.take(), ["@0ms make(3)"])
    #expect(numbers.currentNode.destination == 0)
    #expect(numbers.currentURL == nil)
  }

  @Test(
    "a back combined with a held link is previewed from where the link leads: the guard sees the back's real target"
  )
  func backCombinedWithAHeldLink() throws {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    inbox.historyPolicy = .unlimited
    inbox.push("note 3", animated: false)
    inbox.decide = { _ in .hold }
    _ = tree.log.take()
    let match = try tree.tabs.navigate(toURL: "/inbox/notes/5", animated: false).get()
    let back = inbox.requestGoBack(1, animated: false)
    inbox.decide = nil
    inbox.heldTransition?.proceed()
    tree.clock.run()
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms I guard deepLink(/inbox/notes/5)(from: list / note 3, to: list / note 5 (new), animated: false) -> hold",
        // The link pops to the list and pushes note 5, which records nothing: the back
        // goes to the list, the entry recorded before the link.
        "@0ms I guard deepLink(/inbox/notes/5)(from: list / note 3, to: list, animated: false) -> hold",
        // Proceeded: the link and the back make one transition; note 5 is never shown.
        "@0ms make(I: note 5)",
        "@0ms I.willTransition(to: list, animated: false)",
        "@0ms I note 3.willMove(toParent: nil)",
        "@0ms I note 3.willDisappear(animated: false) [back to list]",
        "@0ms I list.willMove(toParent: I)",
        "@0ms I list.willAppear(animated: false) [back to list]",
        "@0ms I note 3.didDisappear(animated: false)",
        "@0ms I note 3.didMove(toParent: nil)",
        "@0ms I list.didAppear(animated: false)",
        "@0ms I list.didMove(toParent: I)",
        "@0ms I.didTransition(from: list / note 3, animated: false)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(back.reportedOutcome == .completed)
    #expect(inbox.destinations == ["list"])
  }

  @Test("a link to what is shown replaces a held change, as a jump or a request that changes nothing does")
  func alreadyCurrentLinkSupersedesAHeldChange() throws {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    inbox.push("note 3", animated: false)
    inbox.decide = { _ in .hold }
    let pop = inbox.pop(animated: false)
    _ = tree.log.take()
    let match = try tree.tabs.navigate(toURL: "/inbox/notes/3", animated: false).get()
    tree.clock.run()
    expectWholeLog(tree.log.take(), [])
    #expect(match.transition?.reportedOutcome == .alreadyCurrent)
    #expect(pop.reportedOutcome == .superseded)
    #expect(inbox.heldTransition == nil)
    #expect(inbox.destinations == ["list", "note 3"])
  }
}
