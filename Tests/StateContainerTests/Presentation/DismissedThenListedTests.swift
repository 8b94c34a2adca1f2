import StateContainer
import Testing

/// A component dismissed from a container's presentation is free once its own removal has
/// completed (`didMove(toParent: nil)`), even while the presentation step that dismissed it
/// still animates the next presented component in: a state may take it as a plain child,
/// and a later state that lists it again keeps it, while the component still presented is
/// left out of every state.
///
/// Pins <doc:NavigatingBetweenScreens#Presenting-over-a-screen>.
@Suite("A dismissed component taken back by a state is a plain child of the container")
@MainActor
struct DismissedThenListedTests {
  @Test("a later state that lists it again keeps it while the step that dismissed it still animates")
  func keptByTheNextStateWhileThePresentationStepAnimates() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let p = RecordingComponent("p", log: log)
    let q = RecordingTransitioningComponent(
      "q", log: log, delay: .milliseconds(350), duration: .milliseconds(100))
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x], .b: [p], .c: [p, q]])
    container.componentName = "C"
    for component in [x, p, q] { component.componentName = component.name }
    container.defaultTransitionDuration = .milliseconds(100)
    container.present(p, animated: false)
    let presentQ = container.present(q, animated: true)
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      let dismissP = container.dismissPresentation(animated: true)  // p leaves, q comes on: one step
      clock.advance(by: .milliseconds(100))  // p's removal has completed; q still animates
      #expect(dismissP.reported == "waiting" && container.isChangingPresentation)
      container.setNeedsStateTransition(to: .b, animated: true)  // takes p back, as a plain child
      clock.advance(by: .milliseconds(100))
      container.setNeedsStateTransition(to: .c, animated: true)  // p is kept; q is presented: left out
      clock.run()
    }

    #expect(diagnostics.map(\.kind) == [.childOfAnotherContainer])
    #expect(
      diagnostics.map(\.message) == ["C.children(for:) item 1 (q) is presented by the container; left out."])
    #expect(recordingNames(container.children) == ["p", "q"])
    #expect(p.parent === container && p.appearance == .appeared && container.presentedComponent === q)
    #expect(presentQ.reported == "completed")
    expectWholeLog(
      log.take(),
      [
        "@0ms p.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(p, animated: true)",
        "@0ms p.willDisappear(animated: true)",
        "@0ms q.willMove(toParent: C)",
        "@0ms C.childWillAppear(q, animated: true)",
        "@0ms q.willAppear(animated: true)",
        "@0ms q.stateTransitionWillBegin(isAppearing: true)",
        "@100ms p.didDisappear(animated: true)",
        "@100ms C.childDidDisappear(p, animated: true)",
        "@100ms p.didMove(toParent: nil)",
        "@100ms C.willTransition(to: b, animated: true)",
        "@100ms C.children(for: b)",
        "@100ms x.willMove(toParent: nil)",
        "@100ms C.childWillDisappear(x, animated: true)",
        "@100ms x.willDisappear(animated: true)",
        "@100ms p.willMove(toParent: C)",
        "@100ms C.childWillAppear(p, animated: true)",
        "@100ms p.willAppear(animated: true)",
        "@200ms x.didDisappear(animated: true)",
        "@200ms C.childDidDisappear(x, animated: true)",
        "@200ms x.didMove(toParent: nil)",
        "@200ms p.didAppear(animated: true)",
        "@200ms C.childDidAppear(p, animated: true)",
        "@200ms p.didMove(toParent: C)",
        "@200ms C.didTransition(from: a, animated: true)",
        "@200ms C.willTransition(to: c, animated: true)",
        "@200ms C.children(for: c)",
        "@200ms C.didTransition(from: b, animated: true)",
        "@350ms q.animateAlongsideStateTransition(isAppearing: true)",
        "@450ms q.stateTransitionDidEnd(isAppearing: true)",
        "@450ms q.didAppear(animated: true)",
        "@450ms C.childDidAppear(q, animated: true)",
        "@450ms q.didMove(toParent: C)",
      ])
  }

  @Test("a state that removes it again lists it with the content, before the presented component")
  func removedByTheNextStateWhileThePresentationStepAnimates() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let p = RecordingComponent("p", log: log)
    let q = RecordingTransitioningComponent(
      "q", log: log, delay: .milliseconds(350), duration: .milliseconds(100))
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.b: [p]])
    container.componentName = "C"
    for component in [p, q] { component.componentName = component.name }
    container.defaultTransitionDuration = .milliseconds(100)
    container.present(p, animated: false)
    container.present(q, animated: true)
    _ = log.take()
    let recordChildren = { log.record("C.children \(recordingNames(container.children))") }

    container.dismissPresentation(animated: true)  // p leaves, q comes on: one step
    clock.advance(by: .milliseconds(100))  // p's removal has completed; q still animates
    container.setNeedsStateTransition(to: .b, animated: true)  // takes p back, as a plain child
    clock.advance(by: .milliseconds(100))
    recordChildren()
    container.setNeedsStateTransition(to: .c, animated: true)  // removes p while q still animates
    recordChildren()
    clock.advance(by: .milliseconds(100))
    recordChildren()
    clock.run()

    #expect(recordingNames(container.children) == ["q"] && p.parent == nil)
    expectWholeLog(
      log.take(),
      [
        "@0ms p.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(p, animated: true)",
        "@0ms p.willDisappear(animated: true)",
        "@0ms q.willMove(toParent: C)",
        "@0ms C.childWillAppear(q, animated: true)",
        "@0ms q.willAppear(animated: true)",
        "@0ms q.stateTransitionWillBegin(isAppearing: true)",
        "@100ms p.didDisappear(animated: true)",
        "@100ms C.childDidDisappear(p, animated: true)",
        "@100ms p.didMove(toParent: nil)",
        "@100ms C.willTransition(to: b, animated: true)",
        "@100ms C.children(for: b)",
        "@100ms p.willMove(toParent: C)",
        "@100ms C.childWillAppear(p, animated: true)",
        "@100ms p.willAppear(animated: true)",
        "@200ms p.didAppear(animated: true)",
        "@200ms C.childDidAppear(p, animated: true)",
        "@200ms p.didMove(toParent: C)",
        "@200ms C.didTransition(from: a, animated: true)",
        "@200ms C.children [\"p\", \"q\"]",
        "@200ms C.willTransition(to: c, animated: true)",
        "@200ms C.children(for: c)",
        "@200ms p.willMove(toParent: nil)",
        "@200ms C.childWillDisappear(p, animated: true)",
        "@200ms p.willDisappear(animated: true)",
        "@200ms C.children [\"p\", \"q\"]",
        "@300ms p.didDisappear(animated: true)",
        "@300ms C.childDidDisappear(p, animated: true)",
        "@300ms p.didMove(toParent: nil)",
        "@300ms C.didTransition(from: b, animated: true)",
        "@300ms C.children [\"q\"]",
        "@350ms q.animateAlongsideStateTransition(isAppearing: true)",
        "@450ms q.stateTransitionDidEnd(isAppearing: true)",
        "@450ms q.didAppear(animated: true)",
        "@450ms C.childDidAppear(q, animated: true)",
        "@450ms q.didMove(toParent: C)",
      ])
  }

  @Test("one a state removed, then presented and dismissed while the state still animates, is listed last")
  func presentedAfterItsStateRemovalStaysLastWhileDismissed() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let s = RecordingTransitioningComponent("s", log: log, duration: .milliseconds(400))
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [s]])
    container.componentName = "C"
    for component in [x, s] { component.componentName = component.name }
    container.defaultTransitionDuration = .milliseconds(100)
    _ = log.take()
    let recordChildren = { log.record("C.children \(recordingNames(container.children))") }

    container.setNeedsStateTransition(to: .b, animated: true)  // x leaves in 100 ms, s comes on in 400
    clock.advance(by: .milliseconds(100))
    container.present(x, animated: true)  // beside the state animation
    recordChildren()
    clock.advance(by: .milliseconds(100))
    container.dismissPresentation(animated: true)  // x leaves the presentation
    recordChildren()
    clock.run()
    recordChildren()

    expectWholeLog(
      log.take(),
      [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms s.willMove(toParent: C)",
        "@0ms C.childWillAppear(s, animated: true)",
        "@0ms s.willAppear(animated: true)",
        "@0ms s.stateTransitionWillBegin(isAppearing: true)",
        "@0ms s.animateAlongsideStateTransition(isAppearing: true)",
        "@100ms x.didDisappear(animated: true)",
        "@100ms C.childDidDisappear(x, animated: true)",
        "@100ms x.didMove(toParent: nil)",
        "@100ms x.willMove(toParent: C)",
        "@100ms C.childWillAppear(x, animated: true)",
        "@100ms x.willAppear(animated: true)",
        "@100ms C.children [\"s\", \"x\"]",
        "@200ms x.didAppear(animated: true)",
        "@200ms C.childDidAppear(x, animated: true)",
        "@200ms x.didMove(toParent: C)",
        "@200ms x.willMove(toParent: nil)",
        "@200ms C.childWillDisappear(x, animated: true)",
        "@200ms x.willDisappear(animated: true)",
        "@200ms C.children [\"s\", \"x\"]",
        "@300ms x.didDisappear(animated: true)",
        "@300ms C.childDidDisappear(x, animated: true)",
        "@300ms x.didMove(toParent: nil)",
        "@400ms s.stateTransitionDidEnd(isAppearing: true)",
        "@400ms s.didAppear(animated: true)",
        "@400ms C.childDidAppear(s, animated: true)",
        "@400ms s.didMove(toParent: C)",
        "@400ms C.didTransition(from: a, animated: true)",
        "@400ms C.children [\"s\"]",
      ])
  }

  /// The random suite's sequence (seed 0x3cfe9d5201f9aae1, shrunk), where the model used to
  /// leave `#2` out as still held by the presentation: the model and the container agree.
  @Test("the random suite's sequence: the model keeps it too")
  func theModelAgrees() async {
    let sequence = FuzzSequence(
      world: FuzzWorld(
        nodes: [
          .init(isContainer: true, isTransitioning: false, timing: .init(0, 500, 0, 50)),
          .init(isContainer: false, isTransitioning: true, timing: .init(0, 50, 0, 500)),
          .init(isContainer: false, isTransitioning: false, timing: .init(10, 100, 350, 200)),
        ],
        containers: [
          .init(lists: [[1, 1], [1], [2, 1]], appearanceState: 1, defaultDuration: 350, pool: [1, 2]), nil,
          nil,
        ]),
      operations: [
        .perform(.present(container: 0, component: 2, animated: true, replacing: false)),
        .perform(.beginAppearance(isAppearing: true, animated: false)),
        .setChildren(container: 0, state: 0, children: [2]),
        .perform(.endAppearance),
        .setTiming(component: 1, timing: .init(350, 100, 0, 0)),
        .perform(.request(container: 0, state: 0, animated: true)),
        .runClock,
        .perform(.present(container: 0, component: 1, animated: true, replacing: false)),
        .setDefaultDuration(container: 0, ms: 100),
        .perform(.dismissPresentation(container: 0, animated: true)),
        .perform(.request(container: 0, state: 1, animated: true)),
        .advance(ms: 100),
        .perform(.request(container: 0, state: 0, animated: true)),
        .perform(.request(container: 0, state: 2, animated: true)),
      ])
    let failure = await FuzzRunner.run(sequence)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }

  /// The random suite's sequence (seed 0x8f2c19d8f3482d4a, shrunk), where the container
  /// listed the component a state removed after the presented one.
  @Test("the random suite's sequence: a removed component is listed before the presented one")
  func theModelAgreesOnTheOrder() async {
    let sequence = FuzzSequence(
      world: FuzzWorld(
        nodes: [
          .init(isContainer: true, isTransitioning: false, timing: .init(0, 50, 200, 10)),
          .init(isContainer: false, isTransitioning: false, timing: .init(500, 0, 200, 500)),
          .init(isContainer: false, isTransitioning: true, timing: .init(500, 350, 500, 100)),
        ],
        containers: [
          .init(
            lists: [[2], [2]], appearanceState: 1, defaultDuration: 350, pool: [1, 2],
            reloadsOnAppearance: true),
          nil, nil,
        ]),
      operations: [
        .setHistoryScripts(container: 0, verdicts: [.allow, .hold, .allow, .allow, .hold], entries: []),
        .perform(.beginAppearance(isAppearing: true, animated: true)),
        .perform(.request(container: 0, state: 0, animated: true)),
        .perform(.history(.setPolicy(container: 0, policy: .bounded(2)))),
        .perform(.request(container: 0, state: 1, animated: true)),
        .perform(.request(container: 0, state: 1, animated: true)),
        .perform(.present(container: 0, component: 1, animated: true, replacing: false)),
        .perform(.endAppearance),
        .setChildren(container: 0, state: 0, children: []),
        .perform(.request(container: 0, state: 0, animated: true, reportsOutcome: true)),
        .advance(ms: 700),
        .perform(.request(container: 0, state: 1, animated: true)),
        .perform(.present(container: 0, component: 2, animated: true, replacing: false)),
        .setChildren(container: 0, state: 0, children: [1, 2, 1]),
        .perform(.request(container: 0, state: 1, animated: true)),
        .perform(.beginAppearance(isAppearing: false, animated: true)),
        .arm(component: 1, hook: .didDisappear, action: .request(container: 0, state: 0, animated: true)),
        .perform(.endAppearance),
        .perform(.history(.goBack(container: 0, steps: 1, animated: false, reportsOutcome: false))),
        .perform(.request(container: 0, state: 0, animated: true, reportsOutcome: true)),
        .setDefaultDuration(container: 0, ms: 100),
        .arm(
          component: 0, hook: .transitionDecision,
          action: .request(container: 0, state: 1, animated: true, reportsOutcome: true)),
        .perform(
          .request(container: 0, state: 1, animated: false, evenIfCurrent: true, reportsOutcome: true)),
        .perform(.beginAppearance(isAppearing: true, animated: true)),
        .arm(component: 1, hook: .didDisappear, action: .request(container: 0, state: 0, animated: true)),
        .perform(.dismissPresentation(container: 0, animated: true)),
        .perform(.endAppearance),
        .advance(ms: 350),
        .perform(.request(container: 0, state: 1, animated: true)),
      ])
    let failure = await FuzzRunner.run(sequence)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }
}
