import StateContainer
import Testing

/// A navigation container's moves are proposed to its guard
/// before the tree changes.
///
/// Pins <doc:NavigatingBetweenScreens#Guards-discard-your-draft>.
@Suite("Guarded moves: a navigation container proposes each move to its guard before the tree changes")
@MainActor
struct NavigationGuardTests {
  /// A confirmation presented over the container while a move is held.
  final class Confirmation: ErrorDialog, RecordingNamed {
    let name = "confirm"
    let log: RecordingLog

    init(log: RecordingLog, onDismiss: @escaping @MainActor (ErrorDialog) -> Void) {
      self.log = log
      super.init(title: "Discard the draft?", message: "Your changes will be lost.", onDismiss: onDismiss)
    }

    override func willAppear(animated: Bool) { log.record("confirm.willAppear(animated: \(animated))") }
    override func didAppear(animated: Bool) { log.record("confirm.didAppear(animated: \(animated))") }
    override func willDisappear(animated: Bool) { log.record("confirm.willDisappear(animated: \(animated))") }
    override func didDisappear(animated: Bool) { log.record("confirm.didDisappear(animated: \(animated))") }
  }

  /// Holds a pop off `a`, presents a confirmation, and dismisses it with `discard`.
  func confirmAndDismiss(discard: Bool) -> (AppearedNavigation, TransitionRequest) {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    stack.navigation.push("a", animated: false)
    _ = stack.log.take()
    stack.navigation.decide = { proposal in
      proposal.from?.currentNode?.destination == "a" && proposal.cause == .navigation ? .hold : .allow
    }
    let pop = stack.navigation.pop(animated: true)
    #expect(stack.navigation.pathNames == ["root", "a"])
    #expect(pop.reported == "waiting")
    let held = stack.navigation.heldTransition
    #expect(held?.proposal.to.description == "root")
    let confirmation = Confirmation(log: stack.log) { [log = stack.log] _ in
      log.record("the user chose \(discard ? "discard" : "keep editing")")
      if discard { held?.proceed() } else { held?.cancel() }
    }
    stack.navigation.present(confirmation, animated: true)
    stack.clock.run()
    confirmation.dismiss(animated: true)
    stack.clock.run()
    return (stack, pop)
  }

  @Test("a guard holds a pop behind a confirmation; the user discards: the pop is made then, and shown")
  func confirmationProceeds() {
    let (stack, pop) = confirmAndDismiss(discard: true)

    #expect(pop.reported == "completed")
    #expect(stack.navigation.pathNames == ["root"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root / a, to: root, animated: true) -> hold",
        "@0ms N observed held(from: root / a, to: root)",
        "@0ms N.childWillAppear(confirm, animated: true)",
        "@0ms confirm.willAppear(animated: true)",
        "@350ms confirm.didAppear(animated: true)",
        "@350ms N.childDidAppear(confirm, animated: true)",
        "@350ms N.childWillDisappear(confirm, animated: true)",
        "@350ms confirm.willDisappear(animated: true)",
        "@350ms the user chose discard",
        "@350ms N.willTransition(to: root, animated: true)",
        "@350ms a.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(a, animated: true)",
        "@350ms a.willDisappear(animated: true) [back to root]",
        "@350ms root.willMove(toParent: N)",
        "@350ms N.childWillAppear(root, animated: true)",
        "@350ms root.willAppear(animated: true) [back to root]",
        "@700ms confirm.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(confirm, animated: true)",
        "@700ms a.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(a, animated: true)",
        "@700ms a.didMove(toParent: nil)",
        "@700ms root.didAppear(animated: true)",
        "@700ms N.childDidAppear(root, animated: true)",
        "@700ms root.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / a, animated: true)",
      ])
  }

  @Test("a guard holds a pop behind a confirmation; the user keeps editing: the tree never changed")
  func confirmationCancels() {
    let (stack, pop) = confirmAndDismiss(discard: false)

    #expect(pop.reported == "cancelled")
    #expect(stack.navigation.pathNames == ["root", "a"])
    #expect(stack.navigation.heldTransition == nil)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root / a, to: root, animated: true) -> hold",
        "@0ms N observed held(from: root / a, to: root)",
        "@0ms N.childWillAppear(confirm, animated: true)",
        "@0ms confirm.willAppear(animated: true)",
        "@350ms confirm.didAppear(animated: true)",
        "@350ms N.childDidAppear(confirm, animated: true)",
        "@350ms N.childWillDisappear(confirm, animated: true)",
        "@350ms confirm.willDisappear(animated: true)",
        "@350ms the user chose keep editing",
        "@700ms confirm.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(confirm, animated: true)",
      ])
  }

  @Test("two pops made while one is held combine: the guard is asked about both; proceeded, both are made")
  func popsCombine() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    stack.navigation.push("a", animated: false)
    stack.navigation.push("b", animated: false)
    _ = stack.log.take()
    stack.navigation.decide = { _ in .hold }

    let first = stack.navigation.pop(animated: true)
    let second = stack.navigation.pop(animated: true)
    let held = stack.navigation.heldTransition
    #expect(held?.proposal.to.description == "root")
    #expect(stack.navigation.pathNames == ["root", "a", "b"])
    held?.proceed()
    stack.clock.run()

    #expect(stack.navigation.pathNames == ["root"])
    #expect(first.reported == "superseded" && second.reported == "completed")
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root / a / b, to: root / a, animated: true) -> hold",
        "@0ms N observed held(from: root / a / b, to: root / a)",
        "@0ms N guard navigation(from: root / a / b, to: root, animated: true) -> hold",
        "@0ms N observed held(from: root / a / b, to: root)",
        "@0ms N.willTransition(to: root, animated: true)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: true)",
        "@0ms b.willDisappear(animated: true) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: true)",
        "@0ms root.willAppear(animated: true) [back to root]",
        "@350ms b.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(b, animated: true)",
        "@350ms b.didMove(toParent: nil)",
        "@350ms root.didAppear(animated: true)",
        "@350ms N.childDidAppear(root, animated: true)",
        "@350ms root.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / a / b, animated: true)",
      ])
  }

  @Test("a jump replaces a held push, which reports superseded; the factory never ran for it")
  func jumpReplacesHeldPush() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    stack.navigation.push("tab", identifier: "T", animated: false)
    stack.navigation.jump(to: stack.navigation.rootNode, animated: false)
    _ = stack.log.take()
    // Hold a move to a node not made yet (a push); allow the others.
    stack.navigation.decide = { proposal in proposal.to.currentNode == nil ? .hold : .allow }

    let push = stack.navigation.push("x", animated: true)
    #expect(push.reported == "waiting")
    let jump = stack.navigation.jump(to: "T", animated: true)
    stack.clock.run()

    #expect(push.reported == "superseded" && jump.reported == "completed")
    #expect(stack.navigation.pathNames == ["root", "tab"])
    #expect(stack.navigation.heldTransition == nil)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root, to: root / x (new), animated: true) -> hold",
        "@0ms N observed held(from: root, to: root / x (new))",
        "@0ms N guard navigation(from: root, to: root / tab, animated: true) -> allow",
        "@0ms N.willTransition(to: root / tab, animated: true)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: true)",
        "@0ms root.willDisappear(animated: true) [forward to tab]",
        "@0ms tab.willMove(toParent: N)",
        "@0ms N.childWillAppear(tab, animated: true)",
        "@0ms tab.willAppear(animated: true) [forward to tab]",
        "@350ms root.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(root, animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms tab.didAppear(animated: true)",
        "@350ms N.childDidAppear(tab, animated: true)",
        "@350ms tab.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: true)",
      ])
  }

  @Test("a refused push leaves the tree as it was and makes no factory call")
  func refusedPush() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    stack.navigation.decide = { _ in .refuse }

    let push = stack.navigation.push("a", animated: true)
    stack.clock.run()

    #expect(push.reported == "refused")
    #expect(stack.navigation.pathNames == ["root"])
    #expect(stack.navigation.rootNode.children.isEmpty)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root, to: root / a (new), animated: true) -> refuse",
        "@0ms N observed refused(from: root, to: root / a (new))",
      ])
  }

  @Test("a held push proceeded while the container is off screen is made off screen; it appears with it")
  func proceededOffScreen() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    stack.navigation.decide = { _ in .hold }
    let push = stack.navigation.push("a", animated: true)
    stack.navigation.disappearForTest()
    stack.navigation.heldTransition?.proceed()
    #expect(stack.navigation.pathNames == ["root", "a"])
    stack.navigation.appearForTest()
    stack.clock.run()

    #expect(push.reported == "completed")
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root, to: root / a (new), animated: true) -> hold",
        "@0ms N observed held(from: root, to: root / a (new))",
        "@0ms N.willDisappear(animated: false)",
        "@0ms N.childWillDisappear(root, animated: false)",
        "@0ms root.willDisappear(animated: false) [none to root]",
        "@0ms N.didDisappear(animated: false)",
        "@0ms root.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(root, animated: false)",
        "@0ms make(a)",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms a.willMove(toParent: N)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
        "@0ms N.willAppear(animated: false)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [none to a]",
        "@0ms N.didAppear(animated: false)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
      ])
  }

  @Test(
    "a request for a position is a jump to its node, guarded; a position whose node was released changes nothing"
  )
  func requestIsJump() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    stack.navigation.push("a", animated: false)
    let positionOfA = stack.navigation.currentState
    stack.navigation.jump(to: stack.navigation.rootNode, animated: false)
    stack.navigation.push("b", animated: false)
    let positionOfB = stack.navigation.currentState
    stack.navigation.pop(animated: false)
    _ = stack.log.take()
    stack.navigation.decide = { _ in .allow }

    let request = stack.navigation.requestStateTransition(to: positionOfA, animated: false)
    #expect(stack.navigation.pathNames == ["root", "a"])
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      stack.navigation.setNeedsStateTransition(to: positionOfB, animated: false)
    }
    stack.clock.run()

    #expect(request.reported == "completed")
    #expect(diagnostics.map(\.kind) == [.missingNavigationTarget])
    #expect(
      diagnostics.map(\.message) == [
        "setNeedsStateTransition(to: root / (released), animated: false) on N: "
          + "the position's current node is no longer in the tree; nothing changes."
      ])
    #expect(stack.navigation.pathNames == ["root", "a"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard request(from: root, to: root / a, animated: false) -> allow",
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
      ])
  }

  @Test("releasing the container cancels a held push: an await on it never hangs, and nothing stays alive")
  func releaseCancelsHeldPush() async throws {
    try await withTimeLimit(hangGuard) { @MainActor in
      let clock = SimulatedClock()
      let log = RecordingLog(stampingWith: clock)
      var navigation: RecordingNavigation? = RecordingNavigation(log: log, clock: clock)
      navigation?.appearForTest()
      _ = log.take()
      weak let weakNavigation = navigation
      navigation?.decide = { _ in .hold }
      let push = try #require(navigation?.push("a", animated: true))
      #expect(navigation?.heldTransition != nil)

      navigation?.disappearForTest()
      navigation = nil
      clock.run()
      #expect(weakNavigation == nil)
      #expect(await push.outcome == .cancelled)
      expectWholeLog(
        log.take(),
        [
          "@0ms N guard navigation(from: root, to: root / a (new), animated: true) -> hold",
          "@0ms N.willDisappear(animated: false)",
          "@0ms N.childWillDisappear(root, animated: false)",
          "@0ms root.willDisappear(animated: false) [none to root]",
          "@0ms N.didDisappear(animated: false)",
          "@0ms root.didDisappear(animated: false)",
          "@0ms N.childDidDisappear(root, animated: false)",
        ])
    }
  }

  /// A destination that is an object, so that a test can tell when nothing holds it.
  final class Payload: CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { name }
  }

  /// A navigation container over payloads whose guard holds every move.
  final class HoldingNavigation: NavigationContainer<Payload> {
    override func transitionDecision(for proposal: TransitionProposal<NavigationPosition<Payload>>)
      -> TransitionDecision
    { .hold }
  }

  @Test("a held push that is cancelled leaves nothing alive: its destination, the held change, no component")
  func cancelledPushLeavesNothing() {
    let clock = SimulatedClock()
    var made = 0
    let navigation = HoldingNavigation(root: Payload("root"), clock: clock) { _ in
      made += 1
      return Component()
    }
    navigation.appearForTest()
    var payload: Payload? = Payload("draft")
    weak let weakPayload = payload
    let push = navigation.push(payload!, animated: true)
    payload = nil
    #expect(weakPayload != nil)
    weak let held = navigation.heldTransition
    navigation.heldTransition?.cancel()
    clock.run()

    #expect(push.reportedOutcome == .cancelled)
    #expect(held == nil)
    #expect(weakPayload == nil)
    #expect(made == 1)
    #expect(navigation.rootNode.children.isEmpty)
  }
}
