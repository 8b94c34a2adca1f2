import StateContainer
import Testing

/// A back goes somewhere visible: history never keeps, as its newest entry, the state the
/// container heads to, nor two equal entries side by side (Navigating Between Screens,
/// "History").
///
/// Pins <doc:NavigatingBetweenScreens#History-going-back-where-you-were>.
@Suite("History: a back always goes somewhere visible")
@MainActor
struct HistoryGoesSomewhereTests {
  @Test("push, push, pop: the entry the pop returns to is dropped, and the first back goes to the root")
  func pushPushPopThenBack() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.historyPolicy = .unlimited
    navigation.observeHistoryAndDecisions()
    navigation.push("a", animated: false)
    navigation.push("b", animated: false)
    navigation.pop(animated: false)
    stack.log.record(
      "history [\(navigation.stateHistory.map(\.description).joined(separator: ", "))], canGoBack \(navigation.canGoBack)"
    )
    let back = navigation.requestGoBack(animated: false)
    stack.log.record("back: \(back.reported)")

    #expect(navigation.pathNames == ["root"] && !navigation.canGoBack)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a)",
        "@0ms N history recorded(root)",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: false)",
        "@0ms root.willDisappear(animated: false) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [forward to a]",
        "@0ms root.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(root, animated: false)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
        "@0ms make(b)",
        "@0ms N history recorded(root / a)",
        "@0ms N.willTransition(to: root / a / b, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false) [forward to b]",
        "@0ms b.willMove(toParent: N)",
        "@0ms N.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false) [forward to b]",
        "@0ms a.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms b.didAppear(animated: false)",
        "@0ms N.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a, animated: false)",
        "@0ms N history pruned([root / a])",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [back to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [back to a]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b, animated: false)",
        "@0ms history [root], canGoBack true",
        "@0ms N history removedByBack([root])",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms a.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a, animated: false)",
        "@0ms back: completed",
      ])
  }

  @Test("pop-to-root releasing the branch between two equal entries leaves one, and then none")
  func pruningLeavesNoEqualNeighbours() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.historyPolicy = .unlimited
    navigation.push("t1", animated: false)
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("t2", animated: false)
    navigation.push("x", animated: false)
    navigation.observeHistoryAndDecisions()
    #expect(navigation.stateHistory.map(\.description) == ["root", "root / t1", "root", "root / t2"])
    _ = stack.log.take()

    navigation.popToRoot(animated: false)

    #expect(navigation.stateHistory.isEmpty)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N history pruned([root / (released), root, root / t2])",
        "@0ms N history pruned([root])",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms x.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(x, animated: false)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / t2 / x, animated: false)",
      ])
  }

  @Test("a then b then a: back goes to b, then to a, never from a to a")
  func backAfterReturning() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    screen.setNeedsStateTransition(to: .b, animated: false)
    screen.setNeedsStateTransition(to: .a, animated: false)
    log.record("history \(screen.stateHistory)")
    screen.goBack(animated: false, completion: screen.report("back 1"))
    screen.goBack(animated: false, completion: screen.report("back 2"))

    #expect(screen.currentState == .a && screen.stateHistory.isEmpty)
    expectWholeLog(
      log.take(),
      [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms C.transitionDecision(request(from: b, to: a, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C history recorded(b)",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
        "@0ms history [a, b]",
        "@0ms C.transitionDecision(back(1)(from: a, to: b, animated: false)) -> allow",
        "@0ms C history removedByBack([b])",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms back 1: completed",
        "@0ms C.transitionDecision(back(1)(from: b, to: a, animated: false)) -> allow",
        "@0ms C history removedByBack([a])",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
        "@0ms back 2: completed",
      ])
  }

  @Test(
    "an entry the history hook makes equal to the newest entry, or to the state requested, is not recorded")
  func hookValuesThatRepeatAreNotRecorded() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    // The screen remembers every state as `a` (a list it always returns to).
    screen.entryForLeaving = { _ in .a }
    screen.setNeedsStateTransition(to: .b, animated: false)
    screen.setNeedsStateTransition(to: .c, animated: false)
    screen.setNeedsStateTransition(to: .a, animated: false)
    log.record("history \(screen.stateHistory)")

    #expect(screen.stateHistory.isEmpty)
    expectWholeLog(
      log.take(),
      [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms C.transitionDecision(request(from: b, to: c, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: b) -> a",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
        "@0ms C.transitionDecision(request(from: c, to: a, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: c) -> a",
        "@0ms C history pruned([a])",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.didTransition(from: c, animated: false)",
        "@0ms history []",
      ])
  }

  @Test(
    "a state reloaded on appearance (reloadsStateOnAppearance) that equals the newest entry drops it: back goes further"
  )
  func appearanceStateEqualToTheNewestEntry() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    screen.setNeedsStateTransition(to: .b, animated: false)
    screen.setNeedsStateTransition(to: .c, animated: false)
    screen.disappearForTest()
    screen.reloadsStateOnAppearance = true
    screen.appearanceState = .b
    _ = log.take()

    screen.appearForTest()
    screen.goBack(animated: false, completion: screen.report("back"))

    #expect(screen.currentState == .a && screen.stateHistory.isEmpty)
    expectWholeLog(
      log.take(),
      [
        "@0ms C.willAppear(animated: false)",
        "@0ms C.loadAppearanceState() -> b",
        "@0ms C history pruned([b])",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didAppear(animated: false)",
        "@0ms C.didTransition(from: c, animated: false)",
        "@0ms C.transitionDecision(back(1)(from: b, to: a, animated: false)) -> allow",
        "@0ms C history removedByBack([a])",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
        "@0ms back: completed",
      ])
  }

  @Test(
    "a held deep link proceeded with a push made meanwhile is one change: the entry the link passes through stays"
  )
  func heldLinkAndPushAreOneChange() throws {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    inbox.historyPolicy = .unlimited
    inbox.push("note 3", animated: false)
    inbox.decide = { _ in .hold }
    let log = tree.log
    let observation = inbox.addHistoryObserver { change in log.record("I history \(change)") }
    defer { observation.cancel() }
    _ = tree.log.take()
    _ = try tree.tabs.tree.navigate(toURL: "/inbox", animated: false).get()
    let push = inbox.push("note 8", animated: false)
    inbox.decide = nil
    inbox.heldTransition?.proceed()
    tree.clock.run()

    // The link leads to the list, the push above it: the list's entry is not the target
    // when the change ends, so a back from note 8 goes to the list.
    #expect(push.reportedOutcome == .completed)
    #expect(inbox.destinations == ["list", "note 8"])
    #expect(inbox.stateHistory.map(\.description) == ["list"])
    let back = inbox.requestGoBack(animated: false)
    tree.clock.run()
    #expect(back.reportedOutcome == .completed && inbox.destinations == ["list"])
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms I guard deepLink(/inbox)(from: list / note 3, to: list, animated: false) -> hold",
        "@0ms I guard navigation(from: list / note 3, to: list / note 8 (new), animated: false) -> hold",
        "@0ms make(I: note 8)",
        "@0ms I.willTransition(to: list / note 8, animated: false)",
        "@0ms I note 3.willMove(toParent: nil)",
        "@0ms I note 3.willDisappear(animated: false) [forward to note 8]",
        "@0ms I note 8.willMove(toParent: I)",
        "@0ms I note 8.willAppear(animated: false) [forward to note 8]",
        "@0ms I note 3.didDisappear(animated: false)",
        "@0ms I note 3.didMove(toParent: nil)",
        "@0ms I note 8.didAppear(animated: false)",
        "@0ms I note 8.didMove(toParent: I)",
        "@0ms I.didTransition(from: list / note 3, animated: false)",
        "@0ms I history removedByBack([list])",
        "@0ms I.willTransition(to: list, animated: false)",
        "@0ms I note 8.willMove(toParent: nil)",
        "@0ms I note 8.willDisappear(animated: false) [back to list]",
        "@0ms I list.willMove(toParent: I)",
        "@0ms I list.willAppear(animated: false) [back to list]",
        "@0ms I note 8.didDisappear(animated: false)",
        "@0ms I note 8.didMove(toParent: nil)",
        "@0ms I list.didAppear(animated: false)",
        "@0ms I list.didMove(toParent: I)",
        "@0ms I.didTransition(from: list / note 8, animated: false)",
      ])
  }

  @Test(
    "a push by reference that moves a node to another branch removes the entry naming its old place: the back goes to the root, not to the node shown"
  )
  func movedNodeLeavesNoEntryAtItsOldPlace() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    let navigation = stack.navigation
    navigation.historyPolicy = .unlimited
    // A tab app's moves while a slide runs: the jump and the pushes after it replace one
    // another before a transition begins, so only the push and the jump record.
    let first = navigation.push("a", identifier: "a", animated: true)
    let jump = navigation.jump(to: navigation.rootNode, animated: true)
    let other = navigation.push("b", animated: true)
    let moved = navigation.push("a", identifier: "a", animated: true)
    stack.log.record(
      "history [\(navigation.stateHistory.map(\.description).joined(separator: ", "))], path \(navigation.pathNames)"
    )
    stack.clock.run()
    stack.log.record("outcomes \([first, jump, other, moved].map(\.reported))")
    let back = navigation.requestGoBack(animated: false)
    stack.log.record("back: \(back.reported)")

    #expect(navigation.pathNames == ["root"] && !navigation.canGoBack)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a)",
        "@0ms N history recorded(root)",
        "@0ms N.willTransition(to: root / a, animated: true)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: true)",
        "@0ms root.willDisappear(animated: true) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true) [forward to a]",
        "@0ms N history recorded(root / a)",
        "@0ms make(b)",
        "@0ms N history pruned([root / a])",
        "@0ms history [root], path [\"root\", \"b\", \"a\"]",
        "@350ms root.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(root, animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms a.didAppear(animated: true)",
        "@350ms N.childDidAppear(a, animated: true)",
        "@350ms a.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: true)",
        "@350ms N.willTransition(to: root / b / a, animated: true)",
        "@350ms N.didTransition(from: root / a, animated: true)",
        "@350ms outcomes [\"completed\", \"completed\", \"completed\", \"completed\"]",
        "@350ms N history removedByBack([root])",
        "@350ms N.willTransition(to: root, animated: false)",
        "@350ms a.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(a, animated: false)",
        "@350ms a.willDisappear(animated: false) [back to root]",
        "@350ms root.willMove(toParent: N)",
        "@350ms N.childWillAppear(root, animated: false)",
        "@350ms root.willAppear(animated: false) [back to root]",
        "@350ms a.didDisappear(animated: false)",
        "@350ms N.childDidDisappear(a, animated: false)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms root.didAppear(animated: false)",
        "@350ms N.childDidAppear(root, animated: false)",
        "@350ms root.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / b / a, animated: false)",
        "@350ms back: completed",
      ])
  }
}
