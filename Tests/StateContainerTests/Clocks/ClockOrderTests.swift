import StateContainer
import Testing

/// Time and order on the clock, seen through containers: how a transition's timed steps are
/// put on the clock, and in which order they run when deadlines meet.
///
/// Pins <doc:TheLifecycle#Equal-times>.
@Suite("Time and order on the clock, through containers")
@MainActor
struct ClockOrderTests {
  @Test("an animated transition schedules per child, R before A, the alongside action before the end action")
  func schedulingOrder() {
    let clock = SimulatedClock()
    let requests = SchedulingLog()
    let log = RecordingLog()
    let x = RecordingTransitioningComponent(
      "x", log: log, delay: .milliseconds(20), duration: .milliseconds(100))
    let y = RecordingComponent("y", log: log)
    let k = RecordingComponent("k", log: log)
    let z = RecordingComponent("z", log: log)
    let w = RecordingTransitioningComponent(
      "w", log: log, delay: .milliseconds(5), duration: .milliseconds(40))
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClockRelay(clock, requests: requests), appearanceState: .a,
      table: [.a: [x, y, k], .b: [k, z, w]])
    container.appearForTest()
    container.defaultTransitionDuration = .milliseconds(300)

    container.setNeedsStateTransition(to: .b, animated: true)
    let scheduled = requests.entries
    clock.run()

    #expect(
      scheduled == [
        "schedule(after: 20ms)",
        "schedule(after: 120ms)",
        "schedule(after: 300ms)",
        "schedule(after: 300ms)",
        "schedule(after: 5ms)",
        "schedule(after: 45ms)",
      ])
    #expect(requests.entries == scheduled)
  }

  @Test("at equal deadlines removals finish first, then additions in N order, alongside before end")
  func equalDeadlines() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let y = RecordingTransitioningComponent("y", log: log, delay: .milliseconds(350), duration: .zero)
    let z = RecordingTransitioningComponent("z", log: log, duration: .milliseconds(350))
    let w = RecordingComponent("w", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x, y], .b: [z, w]])

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms y.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(y, animated: true)",
        "@0ms y.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
        "@0ms w.willMove(toParent: C)",
        "@0ms C.childWillAppear(w, animated: true)",
        "@0ms w.willAppear(animated: true)",
        "@0ms y.stateTransitionWillBegin(isAppearing: false)",
        "@0ms z.stateTransitionWillBegin(isAppearing: true)",
        "@0ms z.animateAlongsideStateTransition(isAppearing: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms y.animateAlongsideStateTransition(isAppearing: false)",
        "@350ms y.stateTransitionDidEnd(isAppearing: false)",
        "@350ms y.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(y, animated: true)",
        "@350ms y.didMove(toParent: nil)",
        "@350ms z.stateTransitionDidEnd(isAppearing: true)",
        "@350ms z.didAppear(animated: true)",
        "@350ms C.childDidAppear(z, animated: true)",
        "@350ms z.didMove(toParent: C)",
        "@350ms w.didAppear(animated: true)",
        "@350ms C.childDidAppear(w, animated: true)",
        "@350ms w.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("the clock moves only when told: advance(by:), advance(to:) and run() each move a transition on")
  func clockMovesOnlyWhenTold() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let start = clock.now
    let x = RecordingTransitioningComponent(
      "x", log: log, delay: .milliseconds(100), duration: .milliseconds(100))
    let z = RecordingTransitioningComponent(
      "z", log: log, delay: .milliseconds(250), duration: .milliseconds(250))
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])

    container.setNeedsStateTransition(to: .b, animated: true)
    var pages = [log.take()]
    clock.advance(by: .milliseconds(150))
    pages.append(log.take())
    clock.advance(to: start.advanced(by: .milliseconds(250)))
    pages.append(log.take())
    clock.run()
    pages.append(log.take())

    #expect(
      pages == [
        [
          "@0ms C.willTransition(to: b, animated: true)",
          "@0ms C.children(for: b)",
          "@0ms x.willMove(toParent: nil)",
          "@0ms C.childWillDisappear(x, animated: true)",
          "@0ms x.willDisappear(animated: true)",
          "@0ms z.willMove(toParent: C)",
          "@0ms C.childWillAppear(z, animated: true)",
          "@0ms z.willAppear(animated: true)",
          "@0ms x.stateTransitionWillBegin(isAppearing: false)",
          "@0ms z.stateTransitionWillBegin(isAppearing: true)",
        ],
        [
          "@100ms x.animateAlongsideStateTransition(isAppearing: false)"
        ],
        [
          "@200ms x.stateTransitionDidEnd(isAppearing: false)",
          "@200ms x.didDisappear(animated: true)",
          "@200ms C.childDidDisappear(x, animated: true)",
          "@200ms x.didMove(toParent: nil)",
          "@250ms z.animateAlongsideStateTransition(isAppearing: true)",
        ],
        [
          "@500ms z.stateTransitionDidEnd(isAppearing: true)",
          "@500ms z.didAppear(animated: true)",
          "@500ms C.childDidAppear(z, animated: true)",
          "@500ms z.didMove(toParent: C)",
          "@500ms C.didTransition(from: a, animated: true)",
        ],
      ])
    #expect(start.duration(to: clock.now) == .milliseconds(500))
  }

  @Test("a transition requested while the clock advances runs in the same advance when it falls due")
  func scheduledWhileAdvancing() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    container.defaultTransitionDuration = .milliseconds(100)
    clock.schedule(after: .milliseconds(50)) {
      log.record("tick")
      container.setNeedsStateTransition(to: .b, animated: true)
    }

    clock.advance(by: .milliseconds(150))
    let first = log.take()
    clock.run()

    #expect(
      first == [
        "@50ms tick",
        "@50ms C.willTransition(to: b, animated: true)",
        "@50ms C.children(for: b)",
        "@50ms x.willMove(toParent: nil)",
        "@50ms C.childWillDisappear(x, animated: true)",
        "@50ms x.willDisappear(animated: true)",
        "@50ms z.willMove(toParent: C)",
        "@50ms C.childWillAppear(z, animated: true)",
        "@50ms z.willAppear(animated: true)",
        "@150ms x.didDisappear(animated: true)",
        "@150ms C.childDidDisappear(x, animated: true)",
        "@150ms x.didMove(toParent: nil)",
        "@150ms z.didAppear(animated: true)",
        "@150ms C.childDidAppear(z, animated: true)",
        "@150ms z.didMove(toParent: C)",
        "@150ms C.didTransition(from: a, animated: true)",
      ])
    #expect(log.entries == [])
  }

  @Test("steps of two containers on one clock run by deadline, then by scheduling order")
  func twoContainersShareTheClock() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x1 = RecordingComponent("x1", log: log)
    let x2 = RecordingComponent("x2", log: log)
    let z2 = RecordingTransitioningComponent("z2", log: log, duration: .milliseconds(100))
    let first = RecordingContainer<SpecState>(
      "C1", log: log, clock: clock, appearanceState: .a, table: [.a: [x1]])
    let second = RecordingContainer<SpecState>(
      "C2", log: log, clock: clock, appearanceState: .a, table: [.a: [x2], .b: [z2]])
    first.appearForTest()
    second.appearForTest()
    _ = log.take()

    second.setNeedsStateTransition(to: .b, animated: true)
    first.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C2.willTransition(to: b, animated: true)",
        "@0ms C2.children(for: b)",
        "@0ms x2.willMove(toParent: nil)",
        "@0ms C2.childWillDisappear(x2, animated: true)",
        "@0ms x2.willDisappear(animated: true)",
        "@0ms z2.willMove(toParent: C2)",
        "@0ms C2.childWillAppear(z2, animated: true)",
        "@0ms z2.willAppear(animated: true)",
        "@0ms z2.stateTransitionWillBegin(isAppearing: true)",
        "@0ms C1.willTransition(to: b, animated: true)",
        "@0ms C1.children(for: b)",
        "@0ms x1.willMove(toParent: nil)",
        "@0ms C1.childWillDisappear(x1, animated: true)",
        "@0ms x1.willDisappear(animated: true)",
        "@0ms z2.animateAlongsideStateTransition(isAppearing: true)",
        "@100ms z2.stateTransitionDidEnd(isAppearing: true)",
        "@100ms z2.didAppear(animated: true)",
        "@100ms C2.childDidAppear(z2, animated: true)",
        "@100ms z2.didMove(toParent: C2)",
        "@350ms x2.didDisappear(animated: true)",
        "@350ms C2.childDidDisappear(x2, animated: true)",
        "@350ms x2.didMove(toParent: nil)",
        "@350ms C2.didTransition(from: a, animated: true)",
        "@350ms x1.didDisappear(animated: true)",
        "@350ms C1.childDidDisappear(x1, animated: true)",
        "@350ms x1.didMove(toParent: nil)",
        "@350ms C1.didTransition(from: a, animated: true)",
      ])
  }
}

/// The delays a container asks its clock for, in milliseconds, in the order asked.
@MainActor
private final class SchedulingLog {
  var entries: [String] = []
}

/// A `TransitionClock` written against the public API only: it writes each request into a
/// ``SchedulingLog`` and hands it on to a `SimulatedClock`.
@MainActor
private final class SimulatedClockRelay: TransitionClock {
  let base: SimulatedClock
  let requests: SchedulingLog

  init(_ base: SimulatedClock, requests: SchedulingLog) {
    self.base = base
    self.requests = requests
  }

  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    requests.entries.append("schedule(after: \(RecordingLog.milliseconds(delay))ms)")
    return base.schedule(after: delay, action)
  }
}
