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
}
