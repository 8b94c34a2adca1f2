import StateContainer
import Testing

/// Every public scenario frees what it should: containers, children, observers, and
/// nothing left on a clock once it is idle. (`ModelBasedTests` also checks, at the end of
/// every random sequence, that all components and the clock are freed.)
@Suite @MainActor struct LeakTests {
  private final class Screen: StateContainer<Int> {
    let a = Fade()
    let b = Component()
    let inner: Inner?

    init(clock: SimulatedClock, nested: Bool = false) {
      inner = nested ? Inner(clock: clock) : nil
      super.init(clock: clock)
    }

    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] {
      switch state {
      case 0: [a]
      case 1: [a, b] + (inner.map { [$0] } ?? [])
      default: [b]
      }
    }
  }

  private final class Inner: StateContainer<Int> {
    let leaf = Fade()
    override func loadAppearanceState() -> Int { 1 }
    override func children(for state: Int) -> [Component] { state == 1 ? [leaf] : [] }
  }

  private final class Fade: Component, StateTransitioning {
    func stateTransitionDelay(isAppearing: Bool) -> Duration { .milliseconds(50) }
  }

  /// Weak references to a screen, its children and its clock.
  private struct Tracked {
    weak var screen: Screen?
    weak var a: Component?
    weak var b: Component?
    weak var inner: Inner?
    weak var leaf: Component?
    weak var clock: SimulatedClock?

    init(_ screen: Screen, _ clock: SimulatedClock) {
      self.screen = screen
      a = screen.a
      b = screen.b
      inner = screen.inner
      leaf = screen.inner?.leaf
      self.clock = clock
    }

    var allFreed: Bool {
      screen == nil && a == nil && b == nil && inner == nil && leaf == nil && clock == nil
    }
  }

  /// Runs `scenario` on a fresh screen and clock, drops both, and returns what is left.
  private func afterDropping(
    nested: Bool = false, _ scenario: (Screen, SimulatedClock) -> Void
  ) -> (tracked: Tracked, scheduledAtEnd: Int) {
    var clock: SimulatedClock? = SimulatedClock()
    var screen: Screen? = Screen(clock: clock!, nested: nested)
    let tracked = Tracked(screen!, clock!)
    scenario(screen!, clock!)
    let scheduled = clock!.scheduledCount
    screen = nil
    clock = nil
    return (tracked, scheduled)
  }

  @Test func idleScreenIsFreed() {
    let (tracked, scheduled) = afterDropping { _, _ in }
    #expect(scheduled == 0)
    #expect(tracked.allFreed)
  }

  @Test func screenThatAppearedTransitionedAndDisappearedIsFreed() {
    let (tracked, scheduled) = afterDropping(nested: true) { screen, clock in
      screen.beginAppearanceTransition(true, animated: true)
      screen.endAppearanceTransition()
      screen.setNeedsStateTransition(to: 1, animated: true)
      clock.advance(by: .milliseconds(200))
      screen.setNeedsStateTransition(to: 2, animated: false)
      screen.setNeedsStateTransition(to: 1, animated: true)
      clock.run()
      screen.beginAppearanceTransition(false, animated: true)
      screen.endAppearanceTransition()
    }
    #expect(scheduled == 0)
    #expect(tracked.allFreed)
  }

  @Test func disappearingMidTransitionLeavesNothingOnTheClock() {
    let (tracked, scheduled) = afterDropping(nested: true) { screen, _ in
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      screen.setNeedsStateTransition(to: 1, animated: true)
      screen.inner!.setNeedsStateTransition(to: 0, animated: true)
      screen.beginAppearanceTransition(false, animated: true)
      screen.endAppearanceTransition()
    }
    #expect(scheduled == 0)
    #expect(tracked.allFreed)
  }

  @Test func offScreenTransitionsScheduleNothing() {
    let (tracked, scheduled) = afterDropping(nested: true) { screen, _ in
      screen.setNeedsStateTransition(to: 1, animated: true)
      screen.setNeedsStateTransition(to: 2, animated: true)
    }
    #expect(scheduled == 0)
    #expect(tracked.allFreed)
  }

  @Test func screenReleasedMidTransitionIsFreedWhenTheClockRuns() {
    let clock = SimulatedClock()
    var screen: Screen? = Screen(clock: clock, nested: true)
    let tracked = Tracked(screen!, clock)
    screen!.beginAppearanceTransition(true, animated: false)
    screen!.endAppearanceTransition()
    screen!.setNeedsStateTransition(to: 1, animated: true)
    screen = nil
    #expect(tracked.screen != nil, "the clock holds a screen in mid-transition until its steps have run")
    clock.run()
    #expect(clock.scheduledCount == 0)
    #expect(tracked.screen == nil)
    #expect(tracked.a == nil && tracked.b == nil && tracked.inner == nil && tracked.leaf == nil)
  }

  /// A screen in mid-transition and its clock, both dropped without running the clock,
  /// keep each other: the screen holds its clock, the clock holds the pending steps, the
  /// steps hold the screen. Documented rather than fixed: run the clock, or let the screen
  /// disappear (which finishes the transition at once), before dropping a simulated clock.
  @Test func screenAndClockDroppedMidTransitionKeepEachOther() {
    let (tracked, scheduled) = afterDropping { screen, _ in
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      screen.setNeedsStateTransition(to: 1, animated: true)
    }
    #expect(scheduled > 0)
    #expect(tracked.screen != nil && tracked.clock != nil)
    // Running the clock breaks the cycle (and keeps the leak sanitizer quiet).
    tracked.clock?.run()
    #expect(tracked.allFreed)
  }

  @Test func observersEndWithTheirTokenAndKeepNothingAlive() {
    var events = 0
    let (tracked, _) = afterDropping { screen, clock in
      var observation: LifecycleObservation? = screen.addLifecycleObserver { _ in events += 1 }
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      let counted = events
      #expect(counted > 0)
      observation = nil
      screen.setNeedsStateTransition(to: 2, animated: false)
      #expect(events == counted)
      _ = observation
      let recorder = LifecycleRecorder()
      recorder.attach(to: screen)
      screen.setNeedsStateTransition(to: 1, animated: true)
      clock.run()
      #expect(!recorder.events.isEmpty)
      // The recorder holds its components weakly: no clear() needed.
    }
    #expect(tracked.allFreed)
  }

  @Test func cancelledActionsLeaveNothingOnTheClock() {
    let clock = SimulatedClock()
    var fired = 0
    let actions = (0..<10).map { index in
      clock.schedule(after: .milliseconds(index * 10)) { fired += 1 }
    }
    #expect(clock.scheduledCount == 10)
    for (index, action) in actions.enumerated() where index.isMultiple(of: 2) {
      action.cancel()
      action.cancel()
    }
    #expect(clock.scheduledCount == 5)
    clock.run()
    for action in actions { action.cancel() }
    #expect(fired == 5)
    #expect(clock.scheduledCount == 0)
  }
}
