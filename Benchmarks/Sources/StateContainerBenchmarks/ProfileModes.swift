import StateContainer

/// Loops of single benchmark operations for a profiler, run as
/// `StateContainerBenchmarks --child profile NAME ITERATIONS`, for example under
/// `valgrind --tool=callgrind`.
@MainActor
enum ProfileModes {
  /// The names of the operations that can be profiled.
  static let names = [
    "transition3", "animated3", "floor3", "animatedFloor3", "diff10k", "naive10k", "clock1m", "heap1m",
    "chain", "event1k", "notification1k", "pushPop10", "pushPop1k", "pushPop10k", "navigationHistory",
    "poppedNodes", "deepLink3", "direct3", "make3", "fresh3", "coldLink3", "restore3", "snapshot3",
    "restore100",
    "restore10k", "interactiveUpdate3",
  ]

  /// Runs `iterations` of the operation `name`.
  static func run(_ name: String, iterations: Int) {
    switch name {
    case "transition3", "floor3":
      let removed = CountingComponent()
      let kept = CountingComponent()
      let added = CountingComponent()
      let container = BenchmarkContainer(
        clock: SimulatedClock(), childrenByState: [[removed, kept], [kept, added]])
      container.appear()
      for iteration in 0..<iterations {
        let next = 1 - iteration % 2
        if name == "floor3" {
          callTransitionHooks(
            on: container, from: 1 - next, to: next, removing: next == 1 ? removed : added,
            adding: next == 1 ? added : removed)
        } else {
          container.setNeedsStateTransition(to: next, animated: false)
        }
      }
    case "animated3", "animatedFloor3":
      let removed = ZeroDurationComponent()
      let kept = ZeroDurationComponent()
      let added = ZeroDurationComponent()
      let clock = SimulatedClock()
      let container = BenchmarkContainer(clock: clock, childrenByState: [[removed, kept], [kept, added]])
      container.appear()
      var heap = ClosureHeap()
      for iteration in 0..<iterations {
        let next = 1 - iteration % 2
        if name == "animatedFloor3" {
          callAnimatedTransitionHooks(
            on: container, from: 1 - next, to: next, removing: next == 1 ? removed : added,
            adding: next == 1 ? added : removed, heap: &heap)
        } else {
          container.setNeedsStateTransition(to: next, animated: true)
          clock.advance(by: .zero)
        }
      }
    case "interactiveUpdate3":
      let (container, swipe) = interactiveTransition3()
      for iteration in 0..<iterations { swipe.update(progress: Double(iteration % 10) / 10) }
      check(swipe.phase == .interacting, "the interactive transition ended: \(swipe.phase)")
      withExtendedLifetime(container) {}
    case "diff10k":
      let container = BenchmarkContainer(
        clock: SimulatedClock(), childrenByState: halfReplacedStates(count: 10_000))
      container.appear()
      for iteration in 0..<iterations {
        container.setNeedsStateTransition(to: 1 - iteration % 2, animated: false)
      }
    case "naive10k":
      let container = BenchmarkContainer(
        clock: SimulatedClock(), childrenByState: halfReplacedStates(count: 10_000))
      let driver = NaiveStateDriver(container: container)
      for _ in 0..<iterations { driver.toggle() }
    case "clock1m", "heap1m":
      let delays = ClockSuite.spreadDelays(count: ClockSuite.callbackCount)
      let counter = Counter()
      for _ in 0..<iterations {
        if name == "clock1m" {
          let clock = SimulatedClock()
          for delay in delays { clock.schedule(after: delay) { counter.value &+= 1 } }
          clock.advance(by: .seconds(1))
        } else {
          var heap = ClosureHeap()
          for delay in delays { heap.schedule(after: delay) { counter.value &+= 1 } }
          heap.advance(by: .seconds(1))
        }
      }
    case "event1k":
      let fixture = EventSuite.OursFixture(watchers: EventSuite.watcherCount)
      for _ in 0..<iterations { fixture.post() }
    case "notification1k":
      let fixture = EventSuite.FoundationFixture(observers: EventSuite.watcherCount)
      for _ in 0..<iterations { fixture.post() }
    case "pushPop10", "pushPop1k", "pushPop10k":
      let depth = [
        "pushPop10": NavigationSuite.shallowDepth, "pushPop1k": 1_000,
        "pushPop10k": NavigationSuite.deepDepth,
      ][name]!
      let stack = NavigationSuite.StackFixture(depth: depth)
      for _ in 0..<iterations { stack.pushAndPop() }
      stack.verify()
    case "navigationHistory":
      let tabs = NavigationSuite.TabsFixture(bound: NavigationSuite.historyBound)
      tabs.jump(times: iterations)
      tabs.verify(after: iterations, bound: NavigationSuite.historyBound)
    case "poppedNodes":
      let stack = NavigationSuite.StackFixture(depth: 1)
      for _ in 0..<iterations {
        stack.push(NavigationSuite.poppedRoundDepth)
        stack.pop(NavigationSuite.poppedRoundDepth)
      }
      stack.verify()
    case "deepLink3":
      let fixture = DeepLinkSuite.Fixture()
      for _ in 0..<iterations { fixture.link() }
    case "direct3":
      let fixture = DeepLinkSuite.Fixture()
      for _ in 0..<iterations { fixture.request() }
    case "make3":
      // What the three ops below do besides their call and appearance: making the tree.
      for _ in 0..<iterations { blackHole(DeepLinkSuite.Fixture(appearing: false)) }
    case "fresh3", "coldLink3", "restore3":
      // Each makes a fresh cold tree and makes it appear; `fresh3` only that.
      let levels = RestoreSuite.ThreeLevels()
      for _ in 0..<iterations {
        let fixture = DeepLinkSuite.Fixture(appearing: false)
        if name == "coldLink3" { levels.link(fixture) }
        if name == "restore3" { levels.restore(fixture) }
        fixture.appear()
        if name != "fresh3" { levels.verify(fixture) }
      }
    case "snapshot3":
      let fixture = DeepLinkSuite.Fixture()
      fixture.link()
      for _ in 0..<iterations { blackHole(fixture.top.tree.snapshot()) }
    case "restore100", "restore10k":
      // Each restores into a fresh cold container, made and released in the loop.
      let stack = RestoreSuite.StackRestore(
        nodes: name == "restore100" ? RestoreSuite.smallNodes : RestoreSuite.largeNodes)
      for _ in 0..<iterations {
        let subject = stack.makeSubject()
        stack.restore(subject)
        check(subject.counter.value == stack.nodes, "the factory made \(subject.counter.value) entries")
      }
    case "chain":
      ChainContainer(clock: SimulatedClock(), length: iterations).runChain()
    default:
      fatalError("Unknown profile mode \(name); one of \(names.joined(separator: ", "))")
    }
  }
}

/// A container of three `StateTransitioning` children (one removed, one kept, one added),
/// appeared, with an interactive transition between its two states begun.
@MainActor func interactiveTransition3() -> (BenchmarkContainer, InteractiveTransition) {
  let removed = ZeroDurationComponent()
  let kept = ZeroDurationComponent()
  let added = ZeroDurationComponent()
  let container = BenchmarkContainer(
    clock: SimulatedClock(), childrenByState: [[removed, kept], [kept, added]])
  container.appear()
  let swipe = container.beginInteractiveTransition(to: 1)
  check(swipe.phase == .interacting, "the interactive transition did not begin: \(swipe.phase)")
  return (container, swipe)
}
