import StateContainer
import Testing

/// The clock is context. A container created without a clock runs on its
/// nearest upstream container's clock, looked up when a transition begins.
///
/// Pins <doc:ContextResponsesAndEvents#The-clock-comes-from-upstream>.
@Suite("The clock is context: a container without one runs on its nearest upstream container's")
@MainActor
struct ClockInheritanceTests {
  /// A container made with `init()`, as a screen nested in another is.
  final class NestedScreen: StateContainer<SpecState>, RecordingNamed {
    let name = "N"
    let log: RecordingLog
    let table: [SpecState: [Component]]

    init(log: RecordingLog, table: [SpecState: [Component]]) {
      self.log = log
      self.table = table
      super.init()
    }

    override func loadAppearanceState() -> SpecState { .a }
    override func children(for state: SpecState) -> [Component] { table[state] ?? [] }
    override func didTransition(from previousState: SpecState?, animated: Bool) {
      log.record("N.didTransition(from: \(previousState.map { "\($0)" } ?? "nil"), animated: \(animated))")
    }
    override func childDidDisappear(_ child: Component, animated: Bool) {
      log.record("N.childDidDisappear(\(recordingName(child)), animated: \(animated))")
    }
  }

  @Test("a nested container made without a clock animates on the test's SimulatedClock, to the millisecond")
  func nestedContainerRunsOnTheOuterClock() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let nested = NestedScreen(log: log, table: [.a: [x]])
    let outer = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [nested]])
    _ = log.take()

    #expect(nested.clock === clock)
    nested.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(349))
    #expect(nested.isTransitioning)
    clock.advance(by: .milliseconds(1))

    #expect(
      log.entries == [
        "@0ms x.willMove(toParent: nil)",
        "@0ms x.willDisappear(animated: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms N.didTransition(from: a, animated: true)",
      ])
    #expect(clock.scheduledCount == 0)
    #expect(outer.children.count == 1)
  }

  @Test(
    "with no clock upstream, a container uses the shared real-time clock; a given clock wins over an upstream one"
  )
  func defaultAndGivenClocks() {
    let detached = NestedScreen(log: RecordingLog(), table: [:])
    #expect(detached.clock === RealTimeClock.shared)

    let outerClock = SimulatedClock()
    let ownClock = SimulatedClock()
    let given = RecordingContainer<SpecState>("G", log: RecordingLog(), clock: ownClock, appearanceState: .a)
    let outer = RecordingContainer<SpecState>(
      "O", log: RecordingLog(), clock: outerClock, appearanceState: .a, table: [.a: [given, detached]])
    outer.appearForTest()

    #expect(given.clock === ownClock)
    #expect(detached.clock === outerClock)
  }

  @Test("any component can provide the clock for the containers below it")
  func clockOnAPlainTop() {
    let clock = SimulatedClock()
    let nested = NestedScreen(log: RecordingLog(), table: [:])
    let top = RecordingContainer<SpecState>(
      "T", log: RecordingLog(), clock: clock, appearanceState: .a, table: [.a: [nested]])
    let other = SimulatedClock()
    top.tree.context[TransitionClockKey.self] = other
    top.appearForTest()

    #expect(nested.clock === other)
    #expect(top.clock === other)
  }

  @Test(
    "the clock is looked up when a transition begins: an animation in flight stays on the clock it began on")
  func lookedUpWhenATransitionBegins() {
    let first = SimulatedClock()
    let second = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let nested = NestedScreen(log: log, table: [.a: [x]])
    let outer = RecordingContainer.appeared(log: log, clock: first, table: [.a: [nested]])
    _ = log.take()

    nested.setNeedsStateTransition(to: .b, animated: true)
    outer.tree.context[TransitionClockKey.self] = second
    second.run()
    #expect(nested.isTransitioning)
    first.run()
    #expect(!nested.isTransitioning)

    nested.setNeedsStateTransition(to: .a, animated: true)
    #expect(first.scheduledCount == 0)
    #expect(second.scheduledCount == 1)
    second.run()
    #expect(
      log.entries == [
        "x.willMove(toParent: nil)",
        "x.willDisappear(animated: true)",
        "x.didDisappear(animated: true)",
        "N.childDidDisappear(x, animated: true)",
        "x.didMove(toParent: nil)",
        "N.didTransition(from: a, animated: true)",
        "x.willMove(toParent: N)",
        "x.willAppear(animated: true)",
        "x.didAppear(animated: true)",
        "x.didMove(toParent: N)",
        "N.didTransition(from: b, animated: true)",
      ])
  }
  @Test(
    "a container's own clock replaced, then removed, in its context: each next transition runs on the clock the context gives then"
  )
  func ownClockReplacedAfterATransition() {
    let given = SimulatedClock()
    let replacement = SimulatedClock()
    let upstream = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let inner = RecordingContainer<SpecState>(
      "I", log: log, clock: given, appearanceState: .a, table: [.a: [x]])
    let outer = RecordingContainer.appeared(log: log, clock: upstream, table: [.a: [inner]])
    _ = log.take()

    inner.setNeedsStateTransition(to: .b, animated: true)
    #expect(given.scheduledCount == 1)
    given.run()
    inner.tree.context[TransitionClockKey.self] = replacement
    inner.setNeedsStateTransition(to: .a, animated: true)
    #expect(given.scheduledCount == 0)
    #expect(replacement.scheduledCount == 1)
    replacement.run()
    inner.tree.context.removeValue(for: TransitionClockKey.self)
    inner.setNeedsStateTransition(to: .b, animated: true)
    #expect(replacement.scheduledCount == 0)
    #expect(upstream.scheduledCount == 1)
    upstream.run()
    #expect(inner.clock === upstream)
    #expect(
      log.entries == [
        "I.willTransition(to: b, animated: true)",
        "I.children(for: b)",
        "x.willMove(toParent: nil)",
        "I.childWillDisappear(x, animated: true)",
        "x.willDisappear(animated: true)",
        "x.didDisappear(animated: true)",
        "I.childDidDisappear(x, animated: true)",
        "x.didMove(toParent: nil)",
        "I.didTransition(from: a, animated: true)",
        "I.willTransition(to: a, animated: true)",
        "I.children(for: a)",
        "x.willMove(toParent: I)",
        "I.childWillAppear(x, animated: true)",
        "x.willAppear(animated: true)",
        "x.didAppear(animated: true)",
        "I.childDidAppear(x, animated: true)",
        "x.didMove(toParent: I)",
        "I.didTransition(from: b, animated: true)",
        "I.willTransition(to: b, animated: true)",
        "I.children(for: b)",
        "x.willMove(toParent: nil)",
        "I.childWillDisappear(x, animated: true)",
        "x.willDisappear(animated: true)",
        "x.didDisappear(animated: true)",
        "I.childDidDisappear(x, animated: true)",
        "x.didMove(toParent: nil)",
        "I.didTransition(from: a, animated: true)",
      ])
    #expect(outer.children.count == 1 && outer.children[0] === inner)
  }
}
