import StateContainer
import Testing

/// An observer of a `StateContainer<S>` receives its states as `S` values.
///
/// The container `C` shows nothing in state `a` and `x` in `b` and `c`; `x` takes the
/// default 350 ms to appear or disappear.
///
/// Pins <doc:TestingWithSimulatedClock#Iterate-the-events-as-they-happen>.
@Suite("State observers receive a container's states as typed values")
@MainActor
struct StateObserverTests {
  private let clock = SimulatedClock()
  private let log: RecordingLog
  private let x: RecordingComponent
  private let container: RecordingContainer<SpecState>

  init() {
    log = RecordingLog(stampingWith: clock)
    x = RecordingComponent("x", log: log)
    container = RecordingContainer(
      "C", log: log, clock: clock, appearanceState: .a, table: [.b: [x], .c: [x]])
  }

  @Test("the observer gets each state as a value, the first with from: nil, just before each transition hook")
  func statesArriveAsValuesBeforeTheHooks() {
    var events: [StateTransitionEvent<SpecState>] = []
    let observation = container.addStateObserver { event in
      events.append(event)
      log.record(
        "observer: \(event.kind)(from: \(event.fromState.map { "\($0)" } ?? "nil"), to: \(event.toState))")
    }

    container.appearForTest()
    container.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(350))
    container.disappearForTest()
    container.setNeedsStateTransition(to: .c, animated: true)

    #expect(
      log.entries == [
        "@0ms C.willAppear(animated: false)",
        "@0ms C.loadAppearanceState() -> a",
        "@0ms observer: willTransition(from: nil, to: a)",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.children(for: a)",
        "@0ms C.didAppear(animated: false)",
        "@0ms observer: didTransition(from: nil, to: a)",
        "@0ms C.didTransition(from: nil, animated: false)",
        "@0ms observer: willTransition(from: a, to: b)",
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
        "@350ms x.didAppear(animated: true)",
        "@350ms C.childDidAppear(x, animated: true)",
        "@350ms x.didMove(toParent: C)",
        "@350ms observer: didTransition(from: a, to: b)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms C.willDisappear(animated: false)",
        "@350ms C.childWillDisappear(x, animated: false)",
        "@350ms x.willDisappear(animated: false)",
        "@350ms C.didDisappear(animated: false)",
        "@350ms x.didDisappear(animated: false)",
        "@350ms C.childDidDisappear(x, animated: false)",
        "@350ms observer: willTransition(from: b, to: c)",
        "@350ms C.willTransition(to: c, animated: false)",
        "@350ms C.children(for: c)",
        "@350ms observer: didTransition(from: b, to: c)",
        "@350ms C.didTransition(from: b, animated: false)",
      ])
    #expect(
      events == [
        StateTransitionEvent(
          kind: .willTransition, fromState: nil, toState: .a, animated: false, time: .zero),
        StateTransitionEvent(kind: .didTransition, fromState: nil, toState: .a, animated: false, time: .zero),
        StateTransitionEvent(kind: .willTransition, fromState: .a, toState: .b, animated: true, time: .zero),
        StateTransitionEvent(
          kind: .didTransition, fromState: .a, toState: .b, animated: true, time: .milliseconds(350)),
        StateTransitionEvent(
          kind: .willTransition, fromState: .b, toState: .c, animated: false, time: .milliseconds(350)),
        StateTransitionEvent(
          kind: .didTransition, fromState: .b, toState: .c, animated: false, time: .milliseconds(350)),
      ])
    #expect(
      events.map(\.description) == [
        "@0ms willTransition(from: nil, to: a, animated: false)",
        "@0ms didTransition(from: nil, to: a, animated: false)",
        "@0ms willTransition(from: a, to: b, animated: true)",
        "@350ms didTransition(from: a, to: b, animated: true)",
        "@350ms willTransition(from: b, to: c, animated: false)",
        "@350ms didTransition(from: b, to: c, animated: false)",
      ])
    observation.cancel()
  }

  @Test("the state observers come after the lifecycle observers of the container and its ancestors")
  func stateObserversComeAfterLifecycleObservers() {
    var order: [String] = []
    let typed = container.addStateObserver { order.append("state: \($0.kind)") }
    let untyped = container.addLifecycleObserver { order.append("lifecycle: \($0.kind)") }

    container.setNeedsStateTransition(to: .b, animated: false)

    #expect(
      order == [
        "lifecycle: willTransition", "state: willTransition",
        "lifecycle: willMove", "lifecycle: didMove",
        "lifecycle: didTransition", "state: didTransition",
      ])
    typed.cancel()
    untyped.cancel()
  }

  @Test("a cancelled observation sees nothing more, even within the delivery that cancels it")
  func cancelledObservationSeesNothingMore() {
    var first: [String] = []
    var second: [String] = []
    var late: [String] = []
    var secondObservation: LifecycleObservation?
    var lateObservation: LifecycleObservation?
    let firstObservation = container.addStateObserver { event in
      first.append("\(event)")
      secondObservation?.cancel()
      lateObservation = lateObservation ?? container.addStateObserver { late.append("\($0)") }
    }
    secondObservation = container.addStateObserver { second.append("\($0)") }

    container.setNeedsStateTransition(to: .b, animated: false)
    firstObservation.cancel()
    container.setNeedsStateTransition(to: .c, animated: false)

    #expect(
      first == [
        "@0ms willTransition(from: nil, to: b, animated: false)",
        "@0ms didTransition(from: nil, to: b, animated: false)",
      ])
    #expect(second == [], "cancelled by the first observer before its turn")
    #expect(
      late == [
        "@0ms didTransition(from: nil, to: b, animated: false)",
        "@0ms willTransition(from: b, to: c, animated: false)",
        "@0ms didTransition(from: b, to: c, animated: false)",
      ], "registered during the first delivery: from the next event on")
    lateObservation?.cancel()
  }

  @Test("releasing the observation ends it and frees its handler; the container keeps nothing")
  func releasedObservationEndsAndFreesItsHandler() {
    final class Sink {
      var events: [String] = []
    }
    var sink: Sink? = Sink()
    weak let released = sink
    var observation: LifecycleObservation? = container.addStateObserver { [sink] in
      sink!.events.append("\($0.kind)")
    }
    container.setNeedsStateTransition(to: .b, animated: false)
    let seen = sink!.events
    sink = nil
    #expect(released != nil, "the observation holds its handler")

    observation = nil
    container.setNeedsStateTransition(to: .c, animated: false)

    #expect(seen == ["willTransition", "didTransition"])
    #expect(released == nil)
    #expect(observation == nil)
  }

  @Test("a nested container's observer gets its own states, of its own type")
  func nestedContainerHasItsOwnStates() {
    final class Counter: StateContainer<Int> {
      override func loadAppearanceState() -> Int { 0 }
    }
    let counter = Counter()
    let outer = RecordingContainer<SpecState>(
      "O", log: log, clock: clock, appearanceState: .a, table: [.a: [counter]])
    var outerStates: [String] = []
    var counterStates: [Int] = []
    let outerObservation = outer.addStateObserver { outerStates.append("\($0.kind) \($0.toState)") }
    let counterObservation = counter.addStateObserver { event in
      if event.kind == .didTransition { counterStates.append(event.toState) }
    }

    outer.appearForTest()
    counter.setNeedsStateTransition(to: 1, animated: false)
    counter.setNeedsStateTransition(to: 2, animated: true)
    clock.run()

    #expect(outerStates == ["willTransition a", "didTransition a"])
    #expect(counterStates == [0, 1, 2])
    outerObservation.cancel()
    counterObservation.cancel()
  }
}
