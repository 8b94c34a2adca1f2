import StateContainer
import Testing

/// `RealTimeClock` keeps the same ordering promises as `SimulatedClock`, in real time.
/// These tests check order and delivery only; they never assert on how long anything took.
///
/// Pins <doc:TheLifecycle#Equal-times>.
@Suite @MainActor struct RealTimeClockTests {
  /// Waits on the main actor until `condition` holds, checking every millisecond; records
  /// a failure instead of hanging if it does not within 30 s.
  private func waitUntil(
    _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for _ in 0..<30_000 where !condition() { try? await Task.sleep(for: .milliseconds(1)) }
    #expect(condition(), "not reached within 30 s", sourceLocation: sourceLocation)
  }

  @Test func actionsRunInDeadlineOrderThenSchedulingOrder() async {
    let clock = RealTimeClock()
    var log: [String] = []
    // Wide gaps: each schedule(after:) reads real time, so only a stall of 100 ms between
    // two statements could reorder the deadlines. Equal delays scheduled one after the other
    // never reorder: a later call never gets an earlier deadline.
    clock.schedule(after: .milliseconds(300)) { log.append("late") }
    clock.schedule(after: .milliseconds(100)) { log.append("tie 1") }
    clock.schedule(after: .milliseconds(100)) { log.append("tie 2") }
    clock.schedule(after: .zero) { log.append("now") }
    #expect(log == [], "nothing runs inside schedule(after:), even with zero delay")
    await waitUntil { log.count == 4 }
    #expect(log == ["now", "tie 1", "tie 2", "late"])
  }

  @Test func cancelledActionNeverRuns() async {
    let clock = RealTimeClock()
    var log: [String] = []
    let cancelled = clock.schedule(after: .milliseconds(1)) { log.append("cancelled") }
    clock.schedule(after: .milliseconds(10)) { log.append("kept") }
    cancelled.cancel()
    cancelled.cancel()
    await waitUntil { log.count == 1 }
    #expect(log == ["kept"])
  }

  @Test func anEarlierActionScheduledLaterStillRunsFirst() async {
    let clock = RealTimeClock()
    var log: [String] = []
    clock.schedule(after: .milliseconds(200)) { log.append("long") }
    clock.schedule(after: .milliseconds(1)) { log.append("short") }
    await waitUntil { log.count == 2 }
    #expect(log == ["short", "long"])
  }

  @Test func elapsedTimeMovesForward() async throws {
    let clock = RealTimeClock()
    let start = try #require(clock.elapsedTime)
    try await Task.sleep(for: .milliseconds(2))
    #expect(try #require(clock.elapsedTime) > start)
  }

  @Test func isTheDefaultClockAndFinishesAnAnimatedTransitionOfAReleasedContainer() async {
    final class Screen: StateContainer<Int> {
      let child = Component()
      override func loadAppearanceState() -> Int { 0 }
      override func children(for state: Int) -> [Component] { state == 1 ? [child] : [] }
    }
    var screen: Screen? = Screen()
    #expect(screen?.clock is RealTimeClock)
    screen?.defaultTransitionDuration = .milliseconds(5)
    screen?.beginAppearanceTransition(true, animated: false)
    screen?.endAppearanceTransition()
    screen?.setNeedsStateTransition(to: 1, animated: true)
    let child = screen!.child
    weak let released = screen
    screen = nil
    #expect(released != nil, "the clock keeps a container with a transition in flight alive")
    await waitUntil { child.appearance == .appeared }
    await waitUntil { released == nil }
    #expect(child.parent == nil)
  }
}
