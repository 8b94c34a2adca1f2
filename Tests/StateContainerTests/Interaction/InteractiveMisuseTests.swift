import StateContainer
import Testing

/// Misuse of interactive transitions, release mid-gesture, and nesting (TheLifecycle,
/// "Misuse"; AnimatingTransitions, "Interactive transitions").
///
/// `C` has appeared in `a` showing `x`; `b` shows `z`; both take the default 350 ms.
@Suite("Interactive transitions: misuse, release and nesting")
@MainActor
struct InteractiveMisuseTests {
  let clock = SimulatedClock()
  let log: RecordingLog
  let x: RecordingComponent
  let z: RecordingComponent

  init() {
    log = RecordingLog(stampingWith: clock)
    x = RecordingComponent("x", log: log)
    z = RecordingComponent("z", log: log)
  }

  func messages(_ body: () -> Void) -> [String] {
    let diagnostics = LifecycleDiagnostic.capture(body).diagnostics
    #expect(diagnostics.allSatisfy { $0.kind == .interactiveTransitionMisuse })
    return diagnostics.map(\.message)
  }

  @Test("a progress outside 0…1 is clamped, one that is not a number ignored, a negative velocity taken as 0")
  func badValues() {
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    let swipe = container.beginInteractiveTransition(to: .b)
    let name = "RecordingContainer<SpecState>"

    var progresses: [Double] = []
    let reported = messages {
      swipe.update(progress: 1.5)
      progresses.append(swipe.progress)
      swipe.update(progress: -0.25)
      progresses.append(swipe.progress)
      swipe.update(progress: 0.5)
      swipe.update(progress: .nan)
      progresses.append(swipe.progress)
      swipe.finish(velocity: -3)
    }
    #expect(progresses == [1, 0, 0.5])
    #expect(
      reported == [
        "\(name): update(progress: 1.5) is outside 0…1; taken as 1.0.",
        "\(name): update(progress: -0.25) is outside 0…1; taken as 0.0.",
        "\(name): update(progress: nan) is not a number; ignored.",
        "\(name): finish(velocity: -3.0) is negative or not a number; taken as 0.",
      ])
    _ = log.take()
    clock.run()
    #expect(log.entries.first == "@175ms x.didDisappear(animated: true)")
    #expect(container.currentState == .b)
  }

  @Test("driving a transition once let go is ignored: a second finish, a cancel, an update")
  func afterLettingGo() {
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    let swipe = container.beginInteractiveTransition(to: .b)
    swipe.finish()
    let name = "RecordingContainer<SpecState>"

    #expect(
      messages {
        swipe.finish()
        swipe.cancel()
        clock.run()
        swipe.update(progress: 0.5)
      } == [
        "\(name): finish(velocity: 0.0) on an interactive transition that is finishing; ignored.",
        "\(name): cancel(velocity: 0.0) on an interactive transition that is finishing; ignored.",
        "\(name): update(progress: 0.5) on an interactive transition that is finished; ignored.",
      ])
    #expect(swipe.phase == .finished)
    #expect(container.currentState == .b)
  }

  @Test(
    "a second gesture, one off screen, or one from a hook does not begin, with a diagnostic; one mid-animation does not begin, without one"
  )
  func cannotBegin() {
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z], .c: []])
    let name = "RecordingContainer<SpecState>"
    let first = container.beginInteractiveTransition(to: .b)
    var fromHook: InteractiveTransition?
    var second: InteractiveTransition?
    #expect(
      messages { second = container.beginInteractiveTransition(to: .c) } == [
        "\(name) cannot begin an interactive transition while another is under way; not begun."
      ])
    #expect(second?.phase == .notBegun(.busy))
    #expect(first.phase == .interacting)
    first.cancel()
    clock.run()

    container.setNeedsStateTransition(to: .c, animated: true)
    let midAnimation = container.beginInteractiveTransition(to: .b)
    #expect(midAnimation.phase == .notBegun(.busy))
    #expect(midAnimation.request.reportedOutcome == .dropped)
    clock.run()

    log.on("C.willTransition(to: a, animated: false)") {
      fromHook = container.beginInteractiveTransition(to: .b)
    }
    #expect(
      messages { container.setNeedsStateTransition(to: .a, animated: false) } == [
        "\(name) cannot begin an interactive transition from inside a lifecycle hook; not begun. "
          + "Begin it from the app's gesture."
      ])
    #expect(fromHook?.phase == .notBegun(.busy))

    container.disappearForTest()
    var offScreen: InteractiveTransition?
    #expect(
      messages { offScreen = container.beginInteractiveTransition(to: .b) } == [
        "\(name) cannot begin an interactive transition while it is off screen; not begun."
      ])
    #expect(offScreen?.phase == .notBegun(.busy))
    #expect(container.currentState == .a)
  }

  @Test(
    "releasing the container mid-gesture cancels it: the handle and its request say so, and nothing waits")
  func releasedMidGesture() async {
    var container: RecordingContainer<SpecState>? = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x], .b: [z]])
    weak let weakContainer = container
    let swipe = container!.beginInteractiveTransition(to: .b)
    swipe.update(progress: 0.3)
    container = nil

    #expect(weakContainer == nil)
    #expect(await swipe.request.outcome == .cancelled)
    #expect(swipe.phase == .cancelled)
    let diagnostics = LifecycleDiagnostic.capture { swipe.finish() }.diagnostics
    #expect(diagnostics.count == 1)
  }

  @Test("an entering container that is cancelled completes its appearance before it turns around")
  func enteringContainerCancelled() {
    let y = RecordingComponent("y", log: log)
    let inner = RecordingContainer(
      "N", log: log, clock: clock, appearanceState: SpecState.a, table: [.a: [y]])
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [inner]])
    let swipe = container.beginInteractiveTransition(to: .b)
    _ = log.take()
    swipe.update(progress: 0.5)
    swipe.cancel()
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.childWillDisappear(N, animated: true)",
        "@0ms N.didAppear(animated: true)",
        "@0ms y.didAppear(animated: true)",
        "@0ms N.childDidAppear(y, animated: true)",
        "@0ms y.didMove(toParent: N)",
        "@0ms N.didTransition(from: nil, animated: true)",
        "@0ms N.willDisappear(animated: true)",
        "@0ms N.childWillDisappear(y, animated: true)",
        "@0ms y.willDisappear(animated: true)",
        "@0ms C.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
        "@175ms N.didDisappear(animated: true)",
        "@175ms y.didDisappear(animated: true)",
        "@175ms N.childDidDisappear(y, animated: true)",
        "@175ms C.childDidDisappear(N, animated: true)",
        "@175ms N.didMove(toParent: nil)",
        "@175ms x.didAppear(animated: true)",
        "@175ms C.childDidAppear(x, animated: true)",
        "@175ms x.didMove(toParent: C)",
        "@175ms C.didTransition(from: b, animated: true)",
      ])
    #expect(inner.appearance == .disappeared)
    #expect(inner.parent == nil)
  }

  @Test("a gesture in a container inside another is cancelled when the outer one disappears")
  func nestedGestureOuterDisappears() {
    let inner = RecordingContainer(
      "N", log: log, clock: clock, appearanceState: SpecState.a, table: [.a: [x], .b: [z]])
    let outer = RecordingContainer(
      "O", log: log, clock: clock, appearanceState: SpecState.a, table: [.a: [inner]])
    outer.appearForTest()
    let swipe = inner.beginInteractiveTransition(to: .b)
    swipe.update(progress: 0.5)
    _ = log.take()

    outer.disappearForTest(animated: true)

    #expect(
      log.entries == [
        "@0ms O.willDisappear(animated: true)",
        "@0ms O.childWillDisappear(N, animated: true)",
        "@0ms N.childWillDisappear(z, animated: true)",
        "@0ms z.willDisappear(animated: true)",
        "@0ms N.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
        "@0ms z.didDisappear(animated: true)",
        "@0ms N.childDidDisappear(z, animated: true)",
        "@0ms z.didMove(toParent: nil)",
        "@0ms x.didAppear(animated: true)",
        "@0ms N.childDidAppear(x, animated: true)",
        "@0ms x.didMove(toParent: N)",
        "@0ms N.didTransition(from: b, animated: true)",
        "@0ms N.willDisappear(animated: true)",
        "@0ms N.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms O.didDisappear(animated: true)",
        "@0ms N.didDisappear(animated: true)",
        "@0ms x.didDisappear(animated: true)",
        "@0ms N.childDidDisappear(x, animated: true)",
        "@0ms O.childDidDisappear(N, animated: true)",
      ])
    #expect(swipe.phase == .cancelled)
    #expect(inner.currentState == .a)
  }

  @Test(
    "a request a beginning hook makes on the outer container runs once the beginning ends, and its removal of the inner one cancels the gesture"
  )
  func outerRequestFromABeginningHook() {
    let inner = RecordingContainer(
      "N", log: log, clock: clock, appearanceState: SpecState.a, table: [.a: [x], .b: [z]])
    let outer = RecordingContainer(
      "O", log: log, clock: clock, appearanceState: SpecState.a, table: [.a: [inner]])
    outer.appearForTest()
    _ = log.take()
    log.on("z.willAppear(animated: true)") { outer.setNeedsStateTransition(to: .b, animated: false) }

    let swipe = inner.beginInteractiveTransition(to: .b)

    #expect(
      log.entries == [
        "@0ms N.willTransition(to: b, animated: true)",
        "@0ms N.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: N)",
        "@0ms N.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
        "@0ms O.willTransition(to: b, animated: false)",
        "@0ms O.children(for: b)",
        "@0ms N.willMove(toParent: nil)",
        "@0ms O.childWillDisappear(N, animated: false)",
        "@0ms N.childWillDisappear(z, animated: true)",
        "@0ms z.willDisappear(animated: true)",
        "@0ms N.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
        "@0ms z.didDisappear(animated: true)",
        "@0ms N.childDidDisappear(z, animated: true)",
        "@0ms z.didMove(toParent: nil)",
        "@0ms x.didAppear(animated: true)",
        "@0ms N.childDidAppear(x, animated: true)",
        "@0ms x.didMove(toParent: N)",
        "@0ms N.didTransition(from: b, animated: true)",
        "@0ms N.willDisappear(animated: false)",
        "@0ms N.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false)",
        "@0ms N.didDisappear(animated: false)",
        "@0ms x.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(x, animated: false)",
        "@0ms O.childDidDisappear(N, animated: false)",
        "@0ms N.didMove(toParent: nil)",
        "@0ms O.didTransition(from: a, animated: false)",
      ])
    #expect(swipe.phase == .cancelled)
    #expect(swipe.request.reportedOutcome == .cancelled)
    #expect(inner.currentState == .a)
    #expect(outer.currentState == .b)
  }
}
