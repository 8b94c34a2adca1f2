import StateContainer
import Testing

/// Interactive transitions: begun, driven by progress, finished or cancelled
/// (AnimatingTransitions, "Interactive transitions").
///
/// Unless a test says otherwise, `C` has appeared in state `a` showing `x`; `b` shows `z`.
/// `x` and `z` animate their own part for 200 ms; `p` does not adopt `StateTransitioning`
/// and takes the container's default 350 ms.
@Suite("Interactive transitions")
@MainActor
struct InteractiveTransitionTests {
  let clock = SimulatedClock()
  let log: RecordingLog
  let x: RecordingTransitioningComponent
  let z: RecordingTransitioningComponent

  init() {
    log = RecordingLog(stampingWith: clock)
    x = RecordingTransitioningComponent("x", log: log, duration: .milliseconds(200))
    z = RecordingTransitioningComponent("z", log: log, duration: .milliseconds(200))
  }

  /// A cancel at progress 0 (or at once, by a disappearance): `x` comes back, `z` leaves.
  static let cancelledAtOnce = [
    "@0ms C.childWillDisappear(z, animated: true)",
    "@0ms z.willDisappear(animated: true)",
    "@0ms C.childWillAppear(x, animated: true)",
    "@0ms x.willAppear(animated: true)",
    "@0ms z.stateTransitionInteractionDidEnd(isCancelled: true, remaining: 0ms, isAppearing: true)",
    "@0ms x.stateTransitionInteractionDidEnd(isCancelled: true, remaining: 0ms, isAppearing: false)",
    "@0ms z.stateTransitionDidCancel(isAppearing: true)",
    "@0ms z.didDisappear(animated: true)",
    "@0ms C.childDidDisappear(z, animated: true)",
    "@0ms z.didMove(toParent: nil)",
    "@0ms x.stateTransitionDidCancel(isAppearing: false)",
    "@0ms x.didAppear(animated: true)",
    "@0ms C.childDidAppear(x, animated: true)",
    "@0ms x.didMove(toParent: C)",
    "@0ms C.didTransition(from: b, animated: true)",
  ]

  func container(_ table: [SpecState: [Component]]? = nil) -> RecordingContainer<SpecState> {
    RecordingContainer.appeared(log: log, clock: clock, table: table ?? [.a: [x], .b: [z]])
  }

  static let beginning = [
    "@0ms C.willTransition(to: b, animated: true)",
    "@0ms C.children(for: b)",
    "@0ms x.willMove(toParent: nil)",
    "@0ms C.childWillDisappear(x, animated: true)",
    "@0ms x.willDisappear(animated: true)",
    "@0ms z.willMove(toParent: C)",
    "@0ms C.childWillAppear(z, animated: true)",
    "@0ms z.willAppear(animated: true)",
    "@0ms x.stateTransitionWillBegin(isAppearing: false)",
    "@0ms x.animateAlongsideStateTransition(isAppearing: false)",
    "@0ms z.stateTransitionWillBegin(isAppearing: true)",
    "@0ms z.animateAlongsideStateTransition(isAppearing: true)",
  ]

  @Test(
    "finished at 0.25: the rest takes three quarters of each child's time, then completes as an animated transition"
  )
  func finished() {
    let container = container()
    let swipe = container.beginInteractiveTransition(to: .b)
    #expect(log.take() == Self.beginning)
    #expect(swipe.phase == .interacting)
    #expect(container.currentState == .b)
    #expect(container.isTransitioning)

    clock.advance(by: .milliseconds(100))
    swipe.update(progress: 0.25)
    swipe.finish()
    #expect(swipe.phase == .finishing)
    clock.run()

    #expect(
      log.entries == [
        "@100ms x.stateTransitionDidUpdate(progress: 0.25, isAppearing: false)",
        "@100ms z.stateTransitionDidUpdate(progress: 0.25, isAppearing: true)",
        "@100ms x.stateTransitionInteractionDidEnd(isCancelled: false, remaining: 150ms, isAppearing: false)",
        "@100ms z.stateTransitionInteractionDidEnd(isCancelled: false, remaining: 150ms, isAppearing: true)",
        "@250ms x.stateTransitionDidEnd(isAppearing: false)",
        "@250ms x.didDisappear(animated: true)",
        "@250ms C.childDidDisappear(x, animated: true)",
        "@250ms x.didMove(toParent: nil)",
        "@250ms z.stateTransitionDidEnd(isAppearing: true)",
        "@250ms z.didAppear(animated: true)",
        "@250ms C.childDidAppear(z, animated: true)",
        "@250ms z.didMove(toParent: C)",
        "@250ms C.didTransition(from: a, animated: true)",
      ])
    #expect(swipe.phase == .finished)
    #expect(swipe.request.reportedOutcome == .completed)
    #expect(container.currentState == .b)
    #expect(recordingNames(container.children) == ["z"])
    #expect(container.interactiveTransition == nil)
  }

  @Test(
    "cancelled at 0.75: each child turns around at once, runs back for three quarters of its time, and the container is in a again"
  )
  func cancelled() {
    let container = container()
    let swipe = container.beginInteractiveTransition(to: .b)
    _ = log.take()

    clock.advance(by: .milliseconds(100))
    swipe.update(progress: 0.75)
    swipe.cancel()
    #expect(swipe.phase == .cancelling)
    #expect(container.currentState == .a)
    clock.run()

    #expect(
      log.entries == [
        "@100ms x.stateTransitionDidUpdate(progress: 0.75, isAppearing: false)",
        "@100ms z.stateTransitionDidUpdate(progress: 0.75, isAppearing: true)",
        "@100ms C.childWillDisappear(z, animated: true)",
        "@100ms z.willDisappear(animated: true)",
        "@100ms C.childWillAppear(x, animated: true)",
        "@100ms x.willAppear(animated: true)",
        "@100ms z.stateTransitionInteractionDidEnd(isCancelled: true, remaining: 150ms, isAppearing: true)",
        "@100ms x.stateTransitionInteractionDidEnd(isCancelled: true, remaining: 150ms, isAppearing: false)",
        "@250ms z.stateTransitionDidCancel(isAppearing: true)",
        "@250ms z.didDisappear(animated: true)",
        "@250ms C.childDidDisappear(z, animated: true)",
        "@250ms z.didMove(toParent: nil)",
        "@250ms x.stateTransitionDidCancel(isAppearing: false)",
        "@250ms x.didAppear(animated: true)",
        "@250ms C.childDidAppear(x, animated: true)",
        "@250ms x.didMove(toParent: C)",
        "@250ms C.didTransition(from: b, animated: true)",
      ])
    #expect(swipe.phase == .cancelled)
    #expect(swipe.request.reportedOutcome == .cancelled)
    #expect(container.currentState == .a)
    #expect(recordingNames(container.children) == ["x"])
    #expect(x.appearance == .appeared)
    #expect(z.appearance == .disappeared)
    #expect(z.parent == nil)
    #expect(x.parent === container)
  }

  @Test(
    "a progress hook that takes the container off screen is the app's call: the gesture is cancelled, and the children not yet told are not told"
  )
  func disappearanceFromAnUpdateHook() {
    let screen = container()
    let swipe = screen.beginInteractiveTransition(to: .b)
    _ = log.take()
    x.onUpdate = { [screen] in screen.beginAppearanceTransition(false, animated: false) }
    let diagnostics = LifecycleDiagnostic.capture { swipe.update(progress: 0.5) }.diagnostics

    #expect(diagnostics.isEmpty)
    // `z` is never told of 0.5: the cancel ran back before its turn.
    #expect(
      log.entries == [
        "@0ms x.stateTransitionDidUpdate(progress: 0.5, isAppearing: false)"
      ] + Self.cancelledAtOnce + [
        "@0ms C.willDisappear(animated: false)",
        "@0ms C.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false)",
      ])
    #expect(swipe.phase == .cancelled)
    #expect(screen.currentState == .a)
  }

  @Test("cancelled at 0 and finished at 1: nothing is left to run, and the ends come at the same instant")
  func atTheEnds() {
    let container = container()
    let back = container.beginInteractiveTransition(to: .b)
    back.cancel()
    clock.run()
    let forward = container.beginInteractiveTransition(to: .b)
    forward.update(progress: 1)
    forward.finish()
    clock.run()

    #expect(
      log.entries == Self.beginning + Self.cancelledAtOnce + Self.beginning + [
        "@0ms x.stateTransitionDidUpdate(progress: 1.0, isAppearing: false)",
        "@0ms z.stateTransitionDidUpdate(progress: 1.0, isAppearing: true)",
        "@0ms x.stateTransitionInteractionDidEnd(isCancelled: false, remaining: 0ms, isAppearing: false)",
        "@0ms z.stateTransitionInteractionDidEnd(isCancelled: false, remaining: 0ms, isAppearing: true)",
        "@0ms x.stateTransitionDidEnd(isAppearing: false)",
        "@0ms x.didDisappear(animated: true)",
        "@0ms C.childDidDisappear(x, animated: true)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms z.stateTransitionDidEnd(isAppearing: true)",
        "@0ms z.didAppear(animated: true)",
        "@0ms C.childDidAppear(z, animated: true)",
        "@0ms z.didMove(toParent: C)",
        "@0ms C.didTransition(from: a, animated: true)",
      ])
    #expect(back.phase == .cancelled)
    #expect(forward.phase == .finished)
    #expect(container.currentState == .b)
  }

  @Test("a velocity shortens the rest to what is left over the velocity, never lengthens it")
  func velocity() {
    let p = RecordingComponent("p", log: log)
    let container = container([.a: [x], .b: [z, p]])
    let swipe = container.beginInteractiveTransition(to: .b)
    swipe.update(progress: 0.5)
    _ = log.take()
    // Half is left: 100 ms of x's and z's 200 ms and 175 ms of p's 350 ms; at 5 per second,
    // the half takes 100 ms; so x and z keep their 100 ms and p takes 100 ms instead of 175.
    swipe.finish(velocity: 5)
    clock.run()

    #expect(
      log.entries == [
        "@0ms x.stateTransitionInteractionDidEnd(isCancelled: false, remaining: 100ms, isAppearing: false)",
        "@0ms z.stateTransitionInteractionDidEnd(isCancelled: false, remaining: 100ms, isAppearing: true)",
        "@100ms x.stateTransitionDidEnd(isAppearing: false)",
        "@100ms x.didDisappear(animated: true)",
        "@100ms C.childDidDisappear(x, animated: true)",
        "@100ms x.didMove(toParent: nil)",
        "@100ms z.stateTransitionDidEnd(isAppearing: true)",
        "@100ms z.didAppear(animated: true)",
        "@100ms C.childDidAppear(z, animated: true)",
        "@100ms z.didMove(toParent: C)",
        "@100ms p.didAppear(animated: true)",
        "@100ms C.childDidAppear(p, animated: true)",
        "@100ms p.didMove(toParent: C)",
        "@100ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("requests made during the gesture wait for its end, then are made in order and coalesce as usual")
  func requestsWait() {
    let w = RecordingComponent("w", log: log)
    let container = container([.a: [x], .b: [z], .c: [w]])
    let swipe = container.beginInteractiveTransition(to: .b)
    _ = log.take()
    container.setNeedsStateTransition(to: .d, animated: false) { log.record("to d: \($0)") }
    container.setNeedsStateTransition(to: .c, animated: false) { log.record("to c: \($0)") }
    #expect(log.entries == [])
    #expect(container.currentState == .b)

    swipe.update(progress: 0.5)
    swipe.finish()
    clock.advance(by: .milliseconds(99))
    #expect(container.currentState == .b)
    _ = log.take()
    clock.advance(by: .milliseconds(1))

    #expect(
      log.entries == [
        "@100ms x.stateTransitionDidEnd(isAppearing: false)",
        "@100ms x.didDisappear(animated: true)",
        "@100ms C.childDidDisappear(x, animated: true)",
        "@100ms x.didMove(toParent: nil)",
        "@100ms z.stateTransitionDidEnd(isAppearing: true)",
        "@100ms z.didAppear(animated: true)",
        "@100ms C.childDidAppear(z, animated: true)",
        "@100ms z.didMove(toParent: C)",
        "@100ms C.didTransition(from: a, animated: true)",
        "@100ms to d: superseded",
        "@100ms C.willTransition(to: c, animated: false)",
        "@100ms C.children(for: c)",
        "@100ms z.willMove(toParent: nil)",
        "@100ms C.childWillDisappear(z, animated: false)",
        "@100ms z.willDisappear(animated: false)",
        "@100ms w.willMove(toParent: C)",
        "@100ms C.childWillAppear(w, animated: false)",
        "@100ms w.willAppear(animated: false)",
        "@100ms z.didDisappear(animated: false)",
        "@100ms C.childDidDisappear(z, animated: false)",
        "@100ms z.didMove(toParent: nil)",
        "@100ms w.didAppear(animated: false)",
        "@100ms C.childDidAppear(w, animated: false)",
        "@100ms w.didMove(toParent: C)",
        "@100ms C.didTransition(from: b, animated: false)",
        "@100ms to c: completed",
      ])
    #expect(swipe.phase == .finished)
  }

  @Test("a request for the state the gesture began in, made during it, goes nowhere after a cancel")
  func requestAfterCancel() {
    let container = container()
    let swipe = container.beginInteractiveTransition(to: .b)
    container.setNeedsStateTransition(to: .a, animated: true) { log.record("to a: \($0)") }
    swipe.cancel()
    _ = log.take()
    clock.run()

    #expect(
      log.entries.suffix(2) == ["@0ms C.didTransition(from: b, animated: true)", "@0ms to a: alreadyCurrent"])
    #expect(container.currentState == .a)
  }

  @Test(
    "a disappearance during the gesture cancels it first, then runs it back at once: the rest takes no time")
  func disappearanceCancels() {
    let container = container()
    let swipe = container.beginInteractiveTransition(to: .b)
    clock.advance(by: .milliseconds(40))
    swipe.update(progress: 0.5)
    _ = log.take()

    container.beginAppearanceTransition(false, animated: true)
    container.endAppearanceTransition()

    #expect(
      log.entries == [
        "@40ms C.childWillDisappear(z, animated: true)",
        "@40ms z.willDisappear(animated: true)",
        "@40ms C.childWillAppear(x, animated: true)",
        "@40ms x.willAppear(animated: true)",
        "@40ms z.stateTransitionInteractionDidEnd(isCancelled: true, remaining: 0ms, isAppearing: true)",
        "@40ms x.stateTransitionInteractionDidEnd(isCancelled: true, remaining: 0ms, isAppearing: false)",
        "@40ms z.stateTransitionDidCancel(isAppearing: true)",
        "@40ms z.didDisappear(animated: true)",
        "@40ms C.childDidDisappear(z, animated: true)",
        "@40ms z.didMove(toParent: nil)",
        "@40ms x.stateTransitionDidCancel(isAppearing: false)",
        "@40ms x.didAppear(animated: true)",
        "@40ms C.childDidAppear(x, animated: true)",
        "@40ms x.didMove(toParent: C)",
        "@40ms C.didTransition(from: b, animated: true)",
        "@40ms C.willDisappear(animated: true)",
        "@40ms C.childWillDisappear(x, animated: true)",
        "@40ms x.willDisappear(animated: true)",
        "@40ms C.didDisappear(animated: true)",
        "@40ms x.didDisappear(animated: true)",
        "@40ms C.childDidDisappear(x, animated: true)",
      ])
    #expect(swipe.phase == .cancelled)
    #expect(swipe.request.reportedOutcome == .cancelled)
    #expect(container.currentState == .a)
    #expect(container.appearance == .disappeared)
  }
}
