import StateContainer
import Testing

/// A request's outcome, reported exactly once and never left hanging.
///
/// Pins <doc:ContextResponsesAndEvents#Awaiting-a-request>.
@Suite("A request's outcome is reported exactly once and never left hanging")
@MainActor
struct TransitionOutcomeTests {
  /// A container `C` appeared in `.a` showing `x`, on a clock-stamped log.
  @MainActor struct Screen {
    let clock = SimulatedClock()
    let log: RecordingLog
    let x: RecordingComponent
    let container: RecordingContainer<SpecState>

    init() {
      log = RecordingLog(stampingWith: clock)
      x = RecordingComponent("x", log: log)
      container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x]])
    }

    /// A completion that logs the outcome of request `name`.
    func report(_ name: String) -> @MainActor (TransitionOutcome) -> Void {
      { [log] outcome in log.record("\(name): \(outcome)") }
    }
  }

  @Test("completed: reported right after didTransition returns, on the clock")
  func completed() {
    let screen = Screen()

    screen.container.setNeedsStateTransition(to: .b, animated: true, completion: screen.report("to b"))
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms to b: completed",
      ])
  }

  @Test(
    "superseded and alreadyCurrent: a later request replaces a waiting one; a request for the current state")
  func supersededAndAlreadyCurrent() {
    let screen = Screen()

    screen.container.setNeedsStateTransition(to: .a, animated: false, completion: screen.report("to a"))
    screen.container.setNeedsStateTransition(to: .b, animated: true, completion: screen.report("to b"))
    screen.container.setNeedsStateTransition(to: .c, animated: false, completion: screen.report("to c"))
    screen.container.setNeedsStateTransition(to: .d, animated: false, completion: screen.report("to d"))
    screen.container.setNeedsStateTransition(to: .b, animated: false, completion: screen.report("back to b"))
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms to a: alreadyCurrent",
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms to c: superseded",
        "@0ms to d: superseded",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms to b: completed",
        "@350ms back to b: alreadyCurrent",
      ])
  }

  @Test("dropped: still waiting when the container begins to disappear; the transition in flight completes")
  func dropped() {
    let screen = Screen()
    screen.container.setNeedsStateTransition(to: .b, animated: true, completion: screen.report("to b"))
    screen.container.setNeedsStateTransition(to: .c, animated: true, completion: screen.report("to c"))
    screen.clock.advance(by: .milliseconds(100))

    screen.container.beginAppearanceTransition(false, animated: false)
    screen.container.endAppearanceTransition()

    #expect(
      screen.log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@100ms x.didDisappear(animated: true)",
        "@100ms C.childDidDisappear(x, animated: true)",
        "@100ms x.didMove(toParent: nil)",
        "@100ms C.didTransition(from: a, animated: true)",
        "@100ms to b: completed",
        "@100ms to c: dropped",
        "@100ms C.willDisappear(animated: false)",
        "@100ms C.didDisappear(animated: false)",
      ])
  }

  @Test("the async form returns each outcome once it is known")
  func asyncOutcomes() async {
    let screen = Screen()

    let current = screen.container.requestStateTransition(to: .a, animated: true)
    let first = screen.container.requestStateTransition(to: .b, animated: true)
    let second = screen.container.requestStateTransition(to: .c, animated: false)
    let third = screen.container.requestStateTransition(to: .d, animated: false)
    #expect(current.reportedOutcome == .alreadyCurrent)
    #expect(first.reportedOutcome == nil)
    screen.clock.run()

    #expect(await current.outcome == .alreadyCurrent)
    #expect(await first.outcome == .completed)
    #expect(await second.outcome == .superseded)
    #expect(await third.outcome == .completed)
    #expect(screen.container.currentState == .d)
  }

  @Test(
    "cancelling the awaiting task does not cancel the transition, and the await still returns its outcome")
  func cancellingTheAwaitingTask() async {
    let screen = Screen()
    let request = screen.container.requestStateTransition(to: .b, animated: true)

    let task = Task { await request.outcome }
    await Task.yield()
    task.cancel()
    screen.clock.advance(by: .milliseconds(350))

    #expect(await task.value == .completed)
    #expect(screen.container.currentState == .b)
    #expect(!screen.container.isTransitioning)
  }

  @Test("releasing the container ends what waits on it: dropped, never a hang")
  func releasedContainer() async throws {
    weak var weakContainer: RecordingContainer<SpecState>?
    var request: TransitionRequest?
    do {
      let container = RecordingContainer<SpecState>(
        "C", log: RecordingLog(), clock: SimulatedClock(), appearanceState: .a, table: [:])
      weakContainer = container
      // While the container is appearing, a request waits for the appearance to end.
      container.beginAppearanceTransition(true, animated: false)
      request = container.requestStateTransition(to: .b, animated: false)
    }
    #expect(weakContainer == nil)

    let waited = request!
    let seen = SeenOutcome()
    try await withTimeLimit(hangGuard) { seen.outcome = await waited.outcome }
    #expect(seen.outcome == .dropped)
  }

}

/// What an awaiting test body saw.
@MainActor final class SeenOutcome {
  var outcome: TransitionOutcome?
}
