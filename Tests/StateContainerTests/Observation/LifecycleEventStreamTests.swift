import StateContainer
import Testing

/// An `AsyncSequence` of the lifecycle events of a subtree, from the moment it
/// is made; it finishes when the subtree's top is released or the iteration ends.
///
/// The outer container `O` shows `[I, x]` in state `a` and `[I, y]` in `b`; the inner
/// container `I`, on `O`'s clock, shows `[p]` in `a` and `[q]` in `b`. `y` fades for
/// 200 ms; `q` waits 100 ms, then fades for 100 ms; `x` and `p` take the default 350 ms.
///
/// Pins <doc:TestingWithSimulatedClock#Iterate-the-events-as-they-happen>.
@Suite("Lifecycle event streams: a subtree's events from the moment the stream is made")
@MainActor
struct LifecycleEventStreamTests {
  final class Box: StateContainer<SpecState> {
    let table: [SpecState: [Component]]

    init(_ name: String, clock: SimulatedClock? = nil, table: [SpecState: [Component]] = [:]) {
      self.table = table
      if let clock { super.init(clock: clock) } else { super.init() }
      componentName = name
    }

    override func loadAppearanceState() -> SpecState { .a }
    override func children(for state: SpecState) -> [Component] { table[state] ?? [] }
  }

  final class Fade: Component, StateTransitioning {
    let delay: Duration
    let duration: Duration

    init(_ name: String, delay: Duration = .zero, duration: Duration) {
      self.delay = delay
      self.duration = duration
      super.init()
      componentName = name
    }

    func stateTransitionDelay(isAppearing: Bool) -> Duration { delay }
    func stateTransitionDuration(isAppearing: Bool) -> Duration { duration }
  }

  /// The two-level tree above; the test drops it to release every component.
  @MainActor struct Tree {
    let outer: Box
    let inner: Box

    init(clock: SimulatedClock) {
      let x = Component()
      x.componentName = "x"
      let p = Component()
      p.componentName = "p"
      inner = Box(
        "I", table: [.a: [p], .b: [Fade("q", delay: .milliseconds(100), duration: .milliseconds(100))]])
      outer = Box(
        "O", clock: clock, table: [.a: [inner, x], .b: [inner, Fade("y", duration: .milliseconds(200))]])
    }
  }

  /// What a task iterating a stream has received so far, and whether its loop ended.
  @MainActor final class Received {
    var lines: [String] = []
    var ended = false
  }

  /// Starts a task on the main actor that iterates `events` and writes each one down.
  func iterate(_ events: LifecycleEventStream) -> (Received, Task<Void, Never>) {
    let received = Received()
    let task = Task { @MainActor in
      for await event in events { received.lines.append(event.description) }
      received.ended = true
    }
    return (received, task)
  }

  /// Waits for `task` to end and returns its value. A hang guard, not a timing check: a
  /// task still running after `hangGuard` of real time, counted from this call, is
  /// cancelled and the test fails.
  @discardableResult
  func awaitEnd<Value>(
    of task: Task<Value, Never>, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Value {
    let watchdog = Task {
      try await Task.sleep(for: hangGuard)
      task.cancel()
      Issue.record("the iteration did not end within \(hangGuard)", sourceLocation: sourceLocation)
    }
    defer { watchdog.cancel() }
    return await task.value
  }

  static let outerTransition = [
    "@0ms O.willTransition(to: b, animated: true)",
    "@0ms x.willMove(toParent: nil)",
    "@0ms O.childWillDisappear(x, animated: true)",
    "@0ms x.willDisappear(animated: true)",
    "@0ms y.willMove(toParent: O)",
    "@0ms O.childWillAppear(y, animated: true)",
    "@0ms y.willAppear(animated: true)",
    "@0ms y.stateTransitionWillBegin(isAppearing: true)",
  ]

  static let innerTransition = [
    "@0ms I.willTransition(to: b, animated: true)",
    "@0ms p.willMove(toParent: nil)",
    "@0ms I.childWillDisappear(p, animated: true)",
    "@0ms p.willDisappear(animated: true)",
    "@0ms q.willMove(toParent: I)",
    "@0ms I.childWillAppear(q, animated: true)",
    "@0ms q.willAppear(animated: true)",
    "@0ms q.stateTransitionWillBegin(isAppearing: true)",
  ]

  @Test("a stream yields exactly the events of its subtree from its creation on, in order, while they happen")
  func yieldsTheSubtreesEventsFromItsCreationOn() async {
    let clock = SimulatedClock()
    var tree: Tree? = Tree(clock: clock)
    weak let outer = tree!.outer
    weak let inner = tree!.inner
    tree!.outer.appearForTest()  // before the streams: not in them
    let (fromOuter, outerTask) = iterate(tree!.outer.lifecycleEvents)
    let (fromInner, innerTask) = iterate(tree!.inner.lifecycleEvents)
    var observed: [String] = []
    let observation = tree!.outer.addLifecycleObserver { observed.append($0.description) }

    tree!.outer.setNeedsStateTransition(to: .b, animated: true)
    tree!.inner.setNeedsStateTransition(to: .b, animated: true)
    await clock.advance(by: .milliseconds(100), yieldsPerWake: 5)

    let untilNow = [
      "@0ms y.animateAlongsideStateTransition(isAppearing: true)",
      "@100ms q.animateAlongsideStateTransition(isAppearing: true)",
    ]
    #expect(fromOuter.lines == Self.outerTransition + Self.innerTransition + untilNow)
    #expect(fromInner.lines == Self.innerTransition + [untilNow[1]])

    await clock.advance(by: .milliseconds(250), yieldsPerWake: 5)
    let rest = [
      "@200ms y.stateTransitionDidEnd(isAppearing: true)",
      "@200ms y.didAppear(animated: true)",
      "@200ms O.childDidAppear(y, animated: true)",
      "@200ms y.didMove(toParent: O)",
      "@200ms q.stateTransitionDidEnd(isAppearing: true)",
      "@200ms q.didAppear(animated: true)",
      "@200ms I.childDidAppear(q, animated: true)",
      "@200ms q.didMove(toParent: I)",
      "@350ms x.didDisappear(animated: true)",
      "@350ms O.childDidDisappear(x, animated: true)",
      "@350ms x.didMove(toParent: nil)",
      "@350ms O.didTransition(from: a, animated: true)",
      "@350ms p.didDisappear(animated: true)",
      "@350ms I.childDidDisappear(p, animated: true)",
      "@350ms p.didMove(toParent: nil)",
      "@350ms I.didTransition(from: a, animated: true)",
    ]
    let innerRest = [
      "@200ms q.stateTransitionDidEnd(isAppearing: true)",
      "@200ms q.didAppear(animated: true)",
      "@200ms I.childDidAppear(q, animated: true)",
      "@200ms q.didMove(toParent: I)",
      "@350ms p.didDisappear(animated: true)",
      "@350ms I.childDidDisappear(p, animated: true)",
      "@350ms p.didMove(toParent: nil)",
      "@350ms I.didTransition(from: a, animated: true)",
    ]
    #expect(fromOuter.lines == Self.outerTransition + Self.innerTransition + untilNow + rest)
    #expect(fromInner.lines == Self.innerTransition + [untilNow[1]] + innerRest)
    #expect(fromOuter.lines == observed, "the events an observer made at the same moment gets")
    #expect(!fromOuter.ended && !fromInner.ended)

    tree = nil
    await awaitEnd(of: outerTask)
    await awaitEnd(of: innerTask)
    #expect(fromOuter.ended && fromInner.ended)
    #expect(fromOuter.lines.count == 34 && fromInner.lines.count == 17, "nothing after the release")
    #expect(outer == nil && inner == nil)
    #expect(clock.scheduledCount == 0)
    observation.cancel()
  }

  @Test("releasing the top ends a waiting iteration at once")
  func releasingTheTopEndsAWaitingIteration() async {
    let clock = SimulatedClock()
    var screen: Box? = Box("S", clock: clock)
    weak let released = screen
    let (received, task) = iterate(screen!.lifecycleEvents)
    screen!.appearForTest()
    await clock.advance(by: .zero, yieldsPerWake: 5)
    #expect(!received.ended, "waiting for the next event")

    screen = nil

    #expect(released == nil)
    await awaitEnd(of: task)
    #expect(
      received.lines == [
        "@0ms S.willAppear(animated: false)",
        "@0ms S.willTransition(to: a, animated: false)",
        "@0ms S.didAppear(animated: false)",
        "@0ms S.didTransition(from: nil, animated: false)",
      ])
    #expect(received.ended)
  }

  @Test("buffered events keep the top alive until they are iterated; then the stream ends")
  func bufferedEventsAreIteratedAfterTheTopIsReleased() async {
    var screen: Box? = Box("S", clock: SimulatedClock())
    weak let released = screen
    let events = screen!.lifecycleEvents
    screen!.appearForTest()
    screen = nil
    #expect(released != nil, "the buffered events hold it")

    let (received, task) = iterate(events)
    await awaitEnd(of: task)

    #expect(
      received.lines == [
        "@0ms S.willAppear(animated: false)",
        "@0ms S.willTransition(to: a, animated: false)",
        "@0ms S.didAppear(animated: false)",
        "@0ms S.didTransition(from: nil, animated: false)",
      ])
    #expect(released == nil)
  }

  @Test("cancelling the iterating task ends the stream, and it receives nothing more")
  func cancellingTheTaskEndsTheStream() async {
    let clock = SimulatedClock()
    var screen: Box? = Box("S", clock: clock, table: [.b: [Component()]])
    weak let released = screen
    let events = screen!.lifecycleEvents
    let (received, task) = iterate(events)
    screen!.appearForTest()
    await clock.advance(by: .zero, yieldsPerWake: 5)

    task.cancel()
    await awaitEnd(of: task)
    screen!.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(received.ended)
    #expect(
      received.lines == [
        "@0ms S.willAppear(animated: false)",
        "@0ms S.willTransition(to: a, animated: false)",
        "@0ms S.didAppear(animated: false)",
        "@0ms S.didTransition(from: nil, animated: false)",
      ])
    screen = nil
    #expect(released == nil, "no event of the later transition was kept")
    withExtendedLifetime(events) {}
  }

  @Test("cancelling the task drops the events it had not taken, so nothing keeps the tree alive")
  func cancellingDropsTheBuffer() async {
    var screen: Box? = Box("S", clock: SimulatedClock(), table: [.a: [Component()]])
    weak let released = screen
    weak let child = screen!.table[.a]![0]
    let events = screen!.lifecycleEvents
    let (received, task) = iterate(events)
    task.cancel()  // before it runs: the events below wait in the buffer
    screen!.appearForTest()

    await awaitEnd(of: task)
    screen = nil

    #expect(received.lines == [] && received.ended)
    #expect(released == nil && child == nil)
    withExtendedLifetime(events) {}
  }

  @Test(
    "breaking out of the loop releases the iterator, which ends the registration; the value iterates once")
  func releasingTheIteratorEndsTheRegistration() async {
    let clock = SimulatedClock()
    var screen: Box? = Box("S", clock: clock, table: [.b: [Component()]])
    weak let released = screen
    let events = screen!.lifecycleEvents
    screen!.appearForTest()

    var lines: [String] = []
    for await event in events {
      lines.append(event.description)
      if lines.count == 2 { break }
    }
    screen!.setNeedsStateTransition(to: .b, animated: true)
    clock.run()
    let (again, task) = iterate(events)
    await awaitEnd(of: task)

    #expect(lines == ["@0ms S.willAppear(animated: false)", "@0ms S.willTransition(to: a, animated: false)"])
    #expect(again.lines == [], "a later iterator of the same value ends at once")
    screen = nil
    #expect(released == nil, "neither the rest of the buffer nor later events were kept")
    withExtendedLifetime(events) {}
  }

  @Test("a stream released without being iterated ends its registration and drops its buffer")
  func droppingAnUniteratedStream() {
    var screen: Box? = Box("S", clock: SimulatedClock())
    weak let released = screen
    var events: LifecycleEventStream? = screen!.lifecycleEvents
    screen!.appearForTest()
    events = nil
    screen!.disappearForTest()
    screen = nil
    #expect(events == nil && released == nil)
  }

  @Test("each read of lifecycleEvents is a registration of its own, from that moment")
  func eachReadIsItsOwnRegistration() async {
    var screen: Box? = Box("S", clock: SimulatedClock())
    let early = screen!.lifecycleEvents
    screen!.appearForTest()
    let late = screen!.lifecycleEvents
    screen!.disappearForTest()
    screen = nil

    // Both at once: each stream ends when the screen is released, which is when the events
    // of both that hold it have been taken.
    let (fromEarly, earlyTask) = iterate(early)
    let (fromLate, lateTask) = iterate(late)
    await awaitEnd(of: earlyTask)
    await awaitEnd(of: lateTask)

    let disappearance = [
      "@0ms S.willDisappear(animated: false)",
      "@0ms S.didDisappear(animated: false)",
    ]
    #expect(
      fromEarly.lines == [
        "@0ms S.willAppear(animated: false)",
        "@0ms S.willTransition(to: a, animated: false)",
        "@0ms S.didAppear(animated: false)",
        "@0ms S.didTransition(from: nil, animated: false)",
      ] + disappearance)
    #expect(fromLate.lines == disappearance)
  }

  @Test("a task off the main actor may iterate the stream")
  func iteratesOffTheMainActor() async {
    let clock = SimulatedClock()
    var screen: Box? = Box("S", clock: clock)
    let events = screen!.lifecycleEvents
    let task = Task.detached {
      var lines: [String] = []
      for await event in events { lines.append("\(event.kind)") }
      return lines
    }
    screen!.appearForTest()
    screen!.disappearForTest()
    screen = nil

    let lines = await awaitEnd(of: task)
    #expect(
      lines == [
        "willAppear", "willTransition", "didAppear", "didTransition", "willDisappear", "didDisappear",
      ])
  }
}
