import StateContainer
import Testing

/// An outcome says what happened, and is reported when it is decided: a change that cannot
/// be made reports `invalid` in the call that asked for it; a move whose node a later move
/// releases reports `superseded` in that later move's call; a request still waiting when its
/// container is released reports `dropped` in the call that releases it.
///
/// Pins <doc:ContextResponsesAndEvents#Awaiting-a-request>.
@Suite("Outcomes: what happened, reported when it is decided")
@MainActor
struct OutcomeTimingTests {
  @Test(
    "pop at the root, a jump or pop-to to a released node, a push on the current path and a back too far report invalid at once"
  )
  func invalidMovesReportInvalidAtOnce() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.historyPolicy = .unlimited
    navigation.observeHistoryAndDecisions()
    navigation.push("a", identifier: "A", animated: false)
    let released = navigation.currentNode
    navigation.pop(animated: false)
    _ = stack.log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      let log = stack.log
      log.record("pop at the root: \(navigation.pop(animated: true).reported)")
      log.record("jump to a released node: \(navigation.jump(to: released, animated: true).reported)")
      log.record("pop to a released node: \(navigation.pop(to: released, animated: true).reported)")
      navigation.push("b", identifier: "B", animated: false)
      log.record("push B again: \(navigation.push("b2", identifier: "B", animated: true).reported)")
      log.record("back 3: \(navigation.requestGoBack(3, animated: true).reported)")
      log.record("back 0: \(navigation.requestGoBack(0, animated: true).reported)")
    }

    #expect(
      diagnostics.map(\.kind) == [
        .missingNavigationTarget, .missingNavigationTarget, .missingNavigationTarget,
        .navigationEntryOnCurrentPath, .historyTooShort, .invalidHistoryCount,
      ])
    #expect(navigation.pathNames == ["root", "b"] && !navigation.isTransitioning)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms pop at the root: invalid",
        "@0ms jump to a released node: invalid",
        "@0ms pop to a released node: invalid",
        "@0ms make(b)",
        "@0ms N history recorded(root)",
        "@0ms N.willTransition(to: root / b, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: false)",
        "@0ms root.willDisappear(animated: false) [forward to b]",
        "@0ms b.willMove(toParent: N)",
        "@0ms N.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false) [forward to b]",
        "@0ms root.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(root, animated: false)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms b.didAppear(animated: false)",
        "@0ms N.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
        "@0ms push B again: invalid",
        "@0ms back 3: invalid",
        "@0ms back 0: invalid",
      ])
  }

  @Test(
    "a factory's component that belongs to another container is refused before any hook: no node, invalid in the call"
  )
  func factoryResultOfAnotherContainerReportsInvalid() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let shared = RecordingComponent("shared", log: log)
    let owner = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [shared]])
    let navigation = NavigationContainer<String>(root: "root", clock: clock) { destination in
      destination == "shared" ? shared : RecordingEntry(destination, log: log)
    }
    navigation.appearForTest()
    _ = log.take()

    let (push, diagnostics) = LifecycleDiagnostic.capture { navigation.push("shared", animated: false) }
    log.record("push: \(push.reported)")

    #expect(diagnostics.map(\.kind) == [.navigationEntryInUse])
    #expect(navigation.currentState.nodes.map(\.destination) == ["root"] && shared.parent === owner)
    expectWholeLog(log.take(), ["@0ms push: invalid"])
  }

  @Test(
    "a push whose node a pop releases reports superseded in the pop's call, before the transition that follows"
  )
  func supersededAtThePop() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    let log = stack.log
    let pushB = navigation.push("b", animated: true)
    let pushC = navigation.push("c", animated: true)
    log.record("before pop: push b \(pushB.reported), push c \(pushC.reported)")
    navigation.pop(animated: true)
    log.record("after pop: push b \(pushB.reported), push c \(pushC.reported)")
    stack.clock.run()
    log.record("after the clock: push b \(pushB.reported), push c \(pushC.reported)")

    expectWholeLog(
      log.take(),
      [
        "@0ms make(b)",
        "@0ms N.willTransition(to: root / b, animated: true)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: true)",
        "@0ms root.willDisappear(animated: true) [forward to b]",
        "@0ms b.willMove(toParent: N)",
        "@0ms N.childWillAppear(b, animated: true)",
        "@0ms b.willAppear(animated: true) [forward to b]",
        "@0ms make(c)",
        "@0ms before pop: push b waiting, push c waiting",
        "@0ms after pop: push b waiting, push c superseded",
        "@350ms root.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(root, animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms b.didAppear(animated: true)",
        "@350ms N.childDidAppear(b, animated: true)",
        "@350ms b.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: true)",
        "@350ms after the clock: push b completed, push c superseded",
      ])
  }

  @Test(
    "a push by reference that brings back the node a held pop released is not superseded by that pop: a later back leaves it waiting, and it completes when the screen catches up"
  )
  func bringingBackAReleasedNodeIsNotSupersededByItsEarlierRelease() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    let navigation = stack.navigation
    let log = stack.log
    navigation.historyPolicy = .unlimited
    // The push's transition is still in flight when the moves below are made.
    navigation.push("a", identifier: "A", animated: true)
    let a = navigation.currentNode
    navigation.decide = { _ in .hold }
    let pop = navigation.pop(animated: true)
    navigation.decide = { _ in .allow }
    // Combines with the held pop: the pop releases a, the push by reference brings it back.
    let pushA = navigation.push("a again", identifier: "A", animated: true)
    log.record("after the push: pop \(pop.reported), push a \(pushA.reported), a released \(a.isReleased)")
    let back = navigation.requestGoBack(animated: true)
    log.record("after the back: pop \(pop.reported), push a \(pushA.reported), back \(back.reported)")
    stack.clock.run()
    log.record("after the clock: pop \(pop.reported), push a \(pushA.reported), back \(back.reported)")

    expectWholeLog(
      log.take(),
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
        "@0ms N guard navigation(from: root / a, to: root, animated: true) -> hold",
        "@0ms N observed held(from: root / a, to: root)",
        "@0ms N guard navigation(from: root / a, to: root / a, animated: true) -> allow",
        "@0ms after the push: pop waiting, push a waiting, a released false",
        "@0ms N guard back(1)(from: root / a again, to: root, animated: true) -> allow",
        "@0ms N history removedByBack([root])",
        "@0ms after the back: pop waiting, push a waiting, back waiting",
        "@350ms root.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(root, animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms a.didAppear(animated: true)",
        "@350ms N.childDidAppear(a, animated: true)",
        "@350ms a.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: true)",
        "@350ms N.willTransition(to: root, animated: true)",
        "@350ms a.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(a, animated: true)",
        "@350ms a.willDisappear(animated: true) [back to root]",
        "@350ms root.willMove(toParent: N)",
        "@350ms N.childWillAppear(root, animated: true)",
        "@350ms root.willAppear(animated: true) [back to root]",
        "@700ms a.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(a, animated: true)",
        "@700ms a.didMove(toParent: nil)",
        "@700ms root.didAppear(animated: true)",
        "@700ms N.childDidAppear(root, animated: true)",
        "@700ms root.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / a again, animated: true)",
        "@700ms after the clock: pop completed, push a completed, back completed",
      ])
  }

  @Test("a request still waiting when its container is released reports dropped in the call that releases it")
  func droppedAtRelease() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    weak var weakContainer: RecordingContainer<SpecState>?
    do {
      let container = RecordingContainer<SpecState>(
        "C", log: log, clock: clock, appearanceState: .a, table: [:])
      weakContainer = container
      // While the container is appearing, a request waits for the appearance to end.
      container.beginAppearanceTransition(true, animated: false)
      container.setNeedsStateTransition(to: .b, animated: false) { outcome in log.record("to b: \(outcome)") }
      log.record("releasing C")
    }
    log.record("C released: \(weakContainer == nil)")

    expectWholeLog(
      log.take(),
      [
        "@0ms C.willAppear(animated: false)",
        "@0ms C.loadAppearanceState() -> a",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.children(for: a)",
        "@0ms releasing C",
        "@0ms to b: dropped",
        "@0ms C released: true",
      ])
  }
}
