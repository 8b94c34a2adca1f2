import StateContainer
import Testing

/// What the app asks of a navigation stack during its swipe back waits for the swipe's end:
/// moves and deep links (AnimatingTransitions, "Interactive transitions").
@Suite("Moves and deep links during a swipe back")
@MainActor
struct InteractiveWaitingMovesTests {
  let clock = SimulatedClock()
  let log: RecordingLog
  let stack: RoutedStack

  /// `I` has appeared on list › note 1.
  init() {
    log = RecordingLog(stampingWith: clock)
    stack = RoutedStack("I", log: log, clock: clock)
    stack.appearForTest()
    stack.push("note 1", animated: false)
    _ = log.take()
  }

  @Test("a push during a cancelled swipe is made after it, on the node the swipe stayed on")
  func pushWaits() {
    let swipe = stack.beginInteractivePop()
    let push = stack.push("note 2", animated: false)
    #expect(push.reportedOutcome == nil)
    #expect(stack.destinations == ["list"])
    swipe.update(progress: 0.5)
    swipe.cancel()
    clock.run()

    #expect(push.reportedOutcome == .completed)
    #expect(stack.destinations == ["list", "note 1", "note 2"])
  }

  @Test(
    "a move that names a node by its identifier during a swipe reads it once the swipe has ended, from where it ended"
  )
  func identifiersAreReadOnceTheSwipeEnds() {
    stack.push("note 2", identifier: "two", animated: false)
    _ = log.take()
    // The swipe releases `two` for as long as it runs; its cancel puts it back.
    let swipe = stack.beginInteractivePop()
    let (moves, diagnostics) = LifecycleDiagnostic.capture {
      let moves = (
        push: stack.push("note 3", identifier: "two", animated: false),
        jump: stack.jump(to: "two", animated: false)
      )
      swipe.update(progress: 0.5)
      swipe.cancel()
      clock.run()
      return moves
    }

    #expect(
      log.entries == [
        "@0ms I.willTransition(to: list / note 1, animated: true)",
        "@0ms I note 2.willMove(toParent: nil)",
        "@0ms I note 2.willDisappear(animated: true) [back to note 1]",
        "@0ms I note 1.willMove(toParent: I)",
        "@0ms I note 1.willAppear(animated: true) [back to note 1]",
        "@0ms I note 1.willDisappear(animated: true) [forward to note 2]",
        "@0ms I note 2.willAppear(animated: true) [forward to note 2]",
        "@175ms I note 1.didDisappear(animated: true)",
        "@175ms I note 1.didMove(toParent: nil)",
        "@175ms I note 2.didAppear(animated: true)",
        "@175ms I note 2.didMove(toParent: I)",
        "@175ms I.didTransition(from: list / note 1, animated: true)",
      ])
    // Read then, `two` names the node on screen: a push by reference of it is refused, and
    // the jump, to where the stack is, completes. Read during the swipe, the push would have
    // made a second node carrying `two`, and the jump found no such node.
    #expect(diagnostics.map(\.kind) == [.navigationEntryOnCurrentPath])
    #expect(moves.push.reportedOutcome == .invalid)
    #expect(moves.jump.reportedOutcome == .completed)
    #expect(stack.destinations == ["list", "note 1", "note 2"])
    #expect(stack.node(identifiedBy: "two") === stack.currentNode)
  }

  @Test("a deep link during a swipe is read once the swipe has ended, from where it ended")
  func deepLinkWaits() {
    let swipe = stack.beginInteractivePop()
    let link = stack.tree.navigate(toURL: "/notes/3", animated: false)
    guard case .success(let match) = link else {
      Issue.record("the link was not taken: \(link)")
      return
    }
    #expect(match.transition?.reportedOutcome == nil)
    #expect(stack.destinations == ["list"])
    swipe.update(progress: 0.8)
    swipe.finish()
    #expect(stack.destinations == ["list"])
    clock.run()

    #expect(stack.destinations == ["list", "note 3"])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(stack.tree.currentURL == "/notes/3")
  }

  @Test("a deep link that no longer matches once the swipe ends reports invalid")
  func deepLinkThatDoesNotMatch() {
    let swipe = stack.beginInteractivePop()
    let link = LifecycleDiagnostic.capture { stack.tree.navigate(toURL: "/nowhere", animated: false) }
    guard case .success(let match) = link.result else {
      Issue.record("the link was not taken: \(link.result)")
      return
    }
    swipe.cancel()
    let diagnostics = LifecycleDiagnostic.capture { clock.run() }.diagnostics
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    #expect(match.transition?.reportedOutcome == .invalid)
    #expect(stack.destinations == ["list", "note 1"])
  }
}
