import StateContainer

/// Transitions: cost per child as the number of children grows, against the quadratic
/// diff, and the framework's overhead over the hooks it calls.
@MainActor
enum TransitionSuite {
  /// Measures the transition benchmarks and returns their figures.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let scaling = await measureDiff(runner, configuration)
    let overhead = await measureOverhead(runner, configuration)
    let animated = await measureAnimatedOverhead(runner, configuration)
    let interactive = await measureInteractiveUpdate(runner, configuration)
    return scaling + [overhead, animated, interactive]
  }

  // MARK: - Many children

  private static func measureDiff(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let small = framework(count: 100, configuration)
    let large = framework(count: 10_000, configuration)
    let naive = naiveDiff(count: 10_000, configuration)
    let results = await runner.measure([small, large, naive], repetitions: configuration.microRepetitions)
    let smallPerChild = results[0].median
    let largePerChild = results[1].median
    return [
      Figure(
        name: "diff_scaling_10k_vs_100",
        value: largePerChild / smallPerChild,
        direction: .atMost,
        goal: 1.5,
        formula: "ns/child at n = 10,000 ÷ ns/child at n = 100 (medians)"
      ),
      Figure(
        name: "naive_diff_vs_ours_10k",
        value: results[2].median / largePerChild,
        direction: .atLeast,
        goal: 100,
        formula: "naive `Array.contains` diff ÷ StateContainer, n = 10,000, measured in turn (medians)"
      ),
    ]
  }

  /// A container with `count` children going back and forth between two states that
  /// share half of them.
  private static func framework(count: Int, _ configuration: Configuration) -> BenchmarkCase {
    let states = halfReplacedStates(count: count)
    let container = BenchmarkContainer(clock: SimulatedClock(), childrenByState: states)
    container.appear()
    verifyTransition(container, states, expectedHookCalls: 3 + 6 * count)
    return .batched(
      "transition, \(count) children, half replaced: StateContainer",
      unit: "ns/child",
      target: configuration.batchTarget,
      divisor: Double(count)
    ) {
      container.setNeedsStateTransition(to: 1 - container.currentState, animated: false)
    }
  }

  /// The same transition driven by the quadratic diff.
  private static func naiveDiff(count: Int, _ configuration: Configuration) -> BenchmarkCase {
    let states = halfReplacedStates(count: count)
    let container = BenchmarkContainer(clock: SimulatedClock(), childrenByState: states)
    let driver = NaiveStateDriver(container: container)
    let before = hookCalls(container, states)
    driver.toggle()
    check(
      hookCalls(container, states) - before == 3 + 6 * count,
      "the naive driver calls \(hookCalls(container, states) - before) hooks, expected \(3 + 6 * count)"
    )
    return BenchmarkCase(
      "transition, \(count) children, half replaced: naive Array.contains diff",
      unit: "ns/child",
      repetitions: configuration.slowRepetitions,
      warmsUp: false
    ) {
      nanosecondsPerOperation(iterations: 1) { driver.toggle() } / Double(count)
    }
  }

  // MARK: - Three children

  private static func measureOverhead(_ runner: Runner, _ configuration: Configuration) async -> Figure {
    let removed = CountingComponent()
    let kept = CountingComponent()
    let added = CountingComponent()
    let states: [[Component]] = [[removed, kept], [kept, added]]
    let container = BenchmarkContainer(clock: SimulatedClock(), childrenByState: states)
    container.appear()
    verifyTransition(container, states, expectedHookCalls: 15)

    let framework = BenchmarkCase.batched(
      "transition, 3 children (1 removed, 1 added, 1 kept): StateContainer",
      unit: "ns/transition",
      target: configuration.batchTarget
    ) {
      container.setNeedsStateTransition(to: 1 - container.currentState, animated: false)
    }
    let floorState = Box(0)
    let floor = BenchmarkCase.batched(
      "transition, 3 children: the same hooks called directly",
      unit: "ns/transition",
      target: configuration.batchTarget
    ) {
      let state = floorState.value
      callTransitionHooks(
        on: container,
        from: state,
        to: 1 - state,
        removing: state == 0 ? removed : added,
        adding: state == 0 ? added : removed
      )
      floorState.value = 1 - state
    }
    let before = hookCalls(container, states)
    callTransitionHooks(on: container, from: 0, to: 1, removing: removed, adding: added)
    check(hookCalls(container, states) - before == 15, "the direct calls are not the framework's 15 hooks")

    let results = await runner.measure([framework, floor], repetitions: configuration.microRepetitions)
    return Figure(
      name: "overhead_factor_3_children",
      value: results[0].median / results[1].median,
      direction: .atMost,
      goal: 3,
      formula: "StateContainer ÷ the same 15 hooks called directly, measured in turn (medians)"
    )
  }

  private static func measureAnimatedOverhead(_ runner: Runner, _ configuration: Configuration) async
    -> Figure
  {
    let removed = ZeroDurationComponent()
    let kept = ZeroDurationComponent()
    let added = ZeroDurationComponent()
    let states: [[Component]] = [[removed, kept], [kept, added]]
    let clock = SimulatedClock()
    let container = BenchmarkContainer(clock: clock, childrenByState: states)
    container.appear()
    let before = hookCalls(container, states)
    container.setNeedsStateTransition(to: 1, animated: true)
    clock.advance(by: .zero)
    let frameworkHooks = hookCalls(container, states) - before
    check(!container.isTransitioning, "the animated transition did not finish in one zero advance")
    check(container.currentState == 1 && container.children.count == 2, "the animated transition went wrong")

    let framework = BenchmarkCase.batched(
      "animated transition, 3 zero-duration children: StateContainer + SimulatedClock",
      unit: "ns/transition",
      target: configuration.batchTarget
    ) {
      container.setNeedsStateTransition(to: 1 - container.currentState, animated: true)
      clock.advance(by: .zero)
    }
    let floorState = Box(0)
    let heap = Box(ClosureHeap())
    let floor = BenchmarkCase.batched(
      "animated transition, 3 children: the same hooks called directly + 4 actions on a binary heap",
      unit: "ns/transition",
      target: configuration.batchTarget
    ) {
      let state = floorState.value
      callAnimatedTransitionHooks(
        on: container,
        from: state,
        to: 1 - state,
        removing: state == 0 ? removed : added,
        adding: state == 0 ? added : removed,
        heap: &heap.value
      )
      floorState.value = 1 - state
    }
    let floorBefore = hookCalls(container, states)
    callAnimatedTransitionHooks(
      on: container, from: 0, to: 1, removing: removed, adding: added, heap: &heap.value)
    let floorHooks = hookCalls(container, states) - floorBefore
    check(
      floorHooks == frameworkHooks, "the framework calls \(frameworkHooks) hooks, the floor \(floorHooks)")

    let results = await runner.measure([framework, floor], repetitions: configuration.microRepetitions)
    return Figure(
      name: "animated_overhead_factor_3_children",
      value: results[0].median / results[1].median,
      direction: .atMost,
      goal: 3,
      formula:
        "StateContainer animated + `advance(by: .zero)` ÷ the same hooks called directly + 4 heap actions (medians)"
    )
  }

  /// One progress update of a 3-child interactive transition against one timed step of the
  /// same transition animated: the animated transition (its start, its four timed steps on
  /// the clock and its end) less the same transition without animation, divided by its
  /// steps; the three are measured side by side.
  private static func measureInteractiveUpdate(_ runner: Runner, _ configuration: Configuration) async
    -> Figure
  {
    let (container, swipe) = interactiveTransition3()
    let progress = Box(0)
    let update = BenchmarkCase.batched(
      "interactive transition, 3 children: one update(progress:)",
      unit: "ns/update",
      target: configuration.batchTarget
    ) {
      progress.value = (progress.value + 1) % 10
      swipe.update(progress: Double(progress.value) / 10)
    }
    let removed = ZeroDurationComponent()
    let kept = ZeroDurationComponent()
    let added = ZeroDurationComponent()
    let clock = SimulatedClock()
    let animatedContainer = BenchmarkContainer(
      clock: clock, childrenByState: [[removed, kept], [kept, added]])
    animatedContainer.appear()
    let animated = BenchmarkCase.batched(
      "animated transition, 3 zero-duration children (4 timed steps)",
      unit: "ns/transition",
      target: configuration.batchTarget
    ) {
      animatedContainer.setNeedsStateTransition(to: 1 - animatedContainer.currentState, animated: true)
      clock.advance(by: .zero)
    }
    let plain = BenchmarkCase.batched(
      "the same transition without animation",
      unit: "ns/transition",
      target: configuration.batchTarget
    ) {
      animatedContainer.setNeedsStateTransition(to: 1 - animatedContainer.currentState, animated: false)
    }
    let results = await runner.measure(
      [update, animated, plain], repetitions: configuration.microRepetitions)
    withExtendedLifetime(container) {}
    let step = (results[1].median - results[2].median) / 4
    return Figure(
      name: "interactive_update_vs_animated_step",
      value: results[0].median / step,
      direction: .atMost,
      goal: 1,
      formula:
        "one update(progress:) of a 3-child interactive transition ÷ ((animated − non-animated transition) ÷ 4 timed steps), medians"
    )
  }

  /// Checks that one transition back and forth calls the expected number of hooks each
  /// way and ends where it started.
  private static func verifyTransition(
    _ container: BenchmarkContainer, _ states: [[Component]], expectedHookCalls: Int
  ) {
    for nextState in [1, 0] {
      let before = hookCalls(container, states)
      container.setNeedsStateTransition(to: nextState, animated: false)
      let calls = hookCalls(container, states) - before
      check(calls == expectedHookCalls, "a transition called \(calls) hooks, expected \(expectedHookCalls)")
      check(
        container.children.elementsEqual(states[nextState], by: ===),
        "after a transition to \(nextState) the children are not those of the state"
      )
    }
  }
}

/// Stops the suite when a benchmark does not do what it claims to measure.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition {
    fatalError("Benchmark setup is wrong: \(message())")
  }
}
