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
