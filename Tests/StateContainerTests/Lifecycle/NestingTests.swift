import StateContainer
import Testing

/// A container inside a container.
///
/// The outer container `O` shows the inner container `I` in state `a` and `w` in state `b`;
/// `I` shows `x` in state `a` and `y` in state `b`.
///
/// Pins <doc:TheLifecycle#Nesting>.
@Suite("Nesting: a container inside a container")
@MainActor
struct NestingTests {
  private let clock = SimulatedClock()
  private let log: RecordingLog
  private let x: RecordingComponent
  private let y: RecordingTransitioningComponent
  private let w: RecordingComponent
  private let inner: RecordingContainer<SpecState>
  private let outer: RecordingContainer<SpecState>

  init() {
    log = RecordingLog(stampingWith: clock)
    x = RecordingComponent("x", log: log)
    y = RecordingTransitioningComponent("y", log: log, duration: .milliseconds(200))
    w = RecordingComponent("w", log: log)
    inner = RecordingContainer("I", log: log, clock: clock, appearanceState: .a, table: [.a: [x], .b: [y]])
    outer = RecordingContainer(
      "O", log: log, clock: clock, appearanceState: .a, table: [.a: [inner], .b: [w]])
  }

  @Test(
    "when the outer container appears, the inner one resolves its own state and its children appear with it"
  )
  func innerAppearsWithOuter() {
    outer.beginAppearanceTransition(true, animated: false)
    let begun = log.take()
    outer.endAppearanceTransition()

    #expect(
      begun == [
        "@0ms O.willAppear(animated: false)",
        "@0ms O.loadAppearanceState() -> a",
        "@0ms O.willTransition(to: a, animated: false)",
        "@0ms O.children(for: a)",
        "@0ms I.willMove(toParent: O)",
        "@0ms O.childWillAppear(I, animated: false)",
        "@0ms I.willAppear(animated: false)",
        "@0ms I.loadAppearanceState() -> a",
        "@0ms I.willTransition(to: a, animated: false)",
        "@0ms I.children(for: a)",
        "@0ms x.willMove(toParent: I)",
        "@0ms I.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
      ])
    #expect(
      log.entries == [
        "@0ms O.didAppear(animated: false)",
        "@0ms I.didAppear(animated: false)",
        "@0ms x.didAppear(animated: false)",
        "@0ms I.childDidAppear(x, animated: false)",
        "@0ms x.didMove(toParent: I)",
        "@0ms I.didTransition(from: nil, animated: false)",
        "@0ms O.childDidAppear(I, animated: false)",
        "@0ms I.didMove(toParent: O)",
        "@0ms O.didTransition(from: nil, animated: false)",
      ])
    #expect(inner.parent === outer)
    #expect(x.parent === inner)
    #expect(x.appearance == .appeared)
  }

  @Test("an inner container added by an animated transition appears with its children when its part ends")
  func innerAddedByAnimatedTransition() {
    outer.appearanceState = .b
    outer.appearForTest()
    _ = log.take()

    outer.setNeedsStateTransition(to: .a, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms O.willTransition(to: a, animated: true)",
        "@0ms O.children(for: a)",
        "@0ms w.willMove(toParent: nil)",
        "@0ms O.childWillDisappear(w, animated: true)",
        "@0ms w.willDisappear(animated: true)",
        "@0ms I.willMove(toParent: O)",
        "@0ms O.childWillAppear(I, animated: true)",
        "@0ms I.willAppear(animated: true)",
        "@0ms I.loadAppearanceState() -> a",
        "@0ms I.willTransition(to: a, animated: true)",
        "@0ms I.children(for: a)",
        "@0ms x.willMove(toParent: I)",
        "@0ms I.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
        "@350ms w.didDisappear(animated: true)",
        "@350ms O.childDidDisappear(w, animated: true)",
        "@350ms w.didMove(toParent: nil)",
        "@350ms I.didAppear(animated: true)",
        "@350ms x.didAppear(animated: true)",
        "@350ms I.childDidAppear(x, animated: true)",
        "@350ms x.didMove(toParent: I)",
        "@350ms I.didTransition(from: nil, animated: true)",
        "@350ms O.childDidAppear(I, animated: true)",
        "@350ms I.didMove(toParent: O)",
        "@350ms O.didTransition(from: b, animated: true)",
      ])
  }

  @Test(
    "when the outer container removes an inner one mid-transition, the inner transition is finished first"
  )
  func removingInnerMidTransition() {
    outer.appearForTest()
    inner.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(100))
    _ = log.take()

    outer.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@100ms O.willTransition(to: b, animated: true)",
        "@100ms O.children(for: b)",
        "@100ms I.willMove(toParent: nil)",
        "@100ms O.childWillDisappear(I, animated: true)",
        "@100ms y.stateTransitionDidEnd(isAppearing: true)",
        "@100ms y.didAppear(animated: true)",
        "@100ms I.childDidAppear(y, animated: true)",
        "@100ms y.didMove(toParent: I)",
        "@100ms x.didDisappear(animated: true)",
        "@100ms I.childDidDisappear(x, animated: true)",
        "@100ms x.didMove(toParent: nil)",
        "@100ms I.didTransition(from: a, animated: true)",
        "@100ms I.willDisappear(animated: true)",
        "@100ms I.childWillDisappear(y, animated: true)",
        "@100ms y.willDisappear(animated: true)",
        "@100ms w.willMove(toParent: O)",
        "@100ms O.childWillAppear(w, animated: true)",
        "@100ms w.willAppear(animated: true)",
        "@450ms I.didDisappear(animated: true)",
        "@450ms y.didDisappear(animated: true)",
        "@450ms I.childDidDisappear(y, animated: true)",
        "@450ms O.childDidDisappear(I, animated: true)",
        "@450ms I.didMove(toParent: nil)",
        "@450ms w.didAppear(animated: true)",
        "@450ms O.childDidAppear(w, animated: true)",
        "@450ms w.didMove(toParent: O)",
        "@450ms O.didTransition(from: a, animated: true)",
      ])
    #expect(inner.parent == nil)
    #expect(inner.appearance == .disappeared)
    #expect(inner.currentState == .b)
    #expect(recordingNames(inner.children) == ["y"])
    #expect(y.appearance == .disappeared)
  }

  @Test(
    "when the outer container disappears, an inner one mid-transition finishes it, then disappears with its children"
  )
  func outerDisappearsWhileInnerInFlight() {
    outer.appearForTest()
    _ = log.take()
    inner.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(300))
    let inFlight = log.take()

    outer.disappearForTest()
    clock.run()

    #expect(
      inFlight == [
        "@0ms I.willTransition(to: b, animated: true)",
        "@0ms I.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms I.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms y.willMove(toParent: I)",
        "@0ms I.childWillAppear(y, animated: true)",
        "@0ms y.willAppear(animated: true)",
        "@0ms y.stateTransitionWillBegin(isAppearing: true)",
        "@0ms y.animateAlongsideStateTransition(isAppearing: true)",
        "@200ms y.stateTransitionDidEnd(isAppearing: true)",
        "@200ms y.didAppear(animated: true)",
        "@200ms I.childDidAppear(y, animated: true)",
        "@200ms y.didMove(toParent: I)",
      ])
    #expect(
      log.entries == [
        "@300ms O.willDisappear(animated: false)",
        "@300ms O.childWillDisappear(I, animated: false)",
        "@300ms x.didDisappear(animated: true)",
        "@300ms I.childDidDisappear(x, animated: true)",
        "@300ms x.didMove(toParent: nil)",
        "@300ms I.didTransition(from: a, animated: true)",
        "@300ms I.willDisappear(animated: false)",
        "@300ms I.childWillDisappear(y, animated: false)",
        "@300ms y.willDisappear(animated: false)",
        "@300ms O.didDisappear(animated: false)",
        "@300ms I.didDisappear(animated: false)",
        "@300ms y.didDisappear(animated: false)",
        "@300ms I.childDidDisappear(y, animated: false)",
        "@300ms O.childDidDisappear(I, animated: false)",
      ])
  }

  @Test(
    "an inner container whose state a request determined off screen keeps it when the outer one makes it appear"
  )
  func innerAttachedOffScreenKeepsItsState() {
    outer.setNeedsStateTransition(to: .a, animated: true)
    inner.setNeedsStateTransition(to: .b, animated: true)
    #expect(log.take() == Self.offScreen)

    outer.appearForTest()
    clock.run()

    #expect(
      log.entries == [
        "@0ms O.willAppear(animated: false)",
        "@0ms O.childWillAppear(I, animated: false)",
        "@0ms I.willAppear(animated: false)",
        "@0ms I.childWillAppear(y, animated: false)",
        "@0ms y.willAppear(animated: false)",
        "@0ms O.didAppear(animated: false)",
        "@0ms I.didAppear(animated: false)",
        "@0ms y.didAppear(animated: false)",
        "@0ms I.childDidAppear(y, animated: false)",
        "@0ms O.childDidAppear(I, animated: false)",
      ])
  }

  @Test(
    "an inner container attached off-screen with reloadsStateOnAppearance resolves its state again when the outer one makes it appear"
  )
  func innerAttachedOffScreenReloads() {
    outer.reloadsStateOnAppearance = true
    inner.reloadsStateOnAppearance = true
    outer.setNeedsStateTransition(to: .a, animated: true)
    inner.setNeedsStateTransition(to: .b, animated: true)
    #expect(log.take() == Self.offScreen)

    outer.appearForTest()
    clock.run()

    #expect(
      log.entries == [
        "@0ms O.willAppear(animated: false)",
        "@0ms O.loadAppearanceState() -> a",
        "@0ms O.childWillAppear(I, animated: false)",
        "@0ms I.willAppear(animated: false)",
        "@0ms I.loadAppearanceState() -> a",
        "@0ms I.willTransition(to: a, animated: false)",
        "@0ms I.children(for: a)",
        "@0ms y.willMove(toParent: nil)",
        "@0ms y.didMove(toParent: nil)",
        "@0ms x.willMove(toParent: I)",
        "@0ms I.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms O.didAppear(animated: false)",
        "@0ms I.didAppear(animated: false)",
        "@0ms x.didAppear(animated: false)",
        "@0ms I.childDidAppear(x, animated: false)",
        "@0ms x.didMove(toParent: I)",
        "@0ms I.didTransition(from: b, animated: false)",
        "@0ms O.childDidAppear(I, animated: false)",
      ])
  }

  /// The two requests of the 6.1 tests above, applied off screen.
  static let offScreen = [
    "@0ms O.willTransition(to: a, animated: false)",
    "@0ms O.children(for: a)",
    "@0ms I.willMove(toParent: O)",
    "@0ms I.didMove(toParent: O)",
    "@0ms O.didTransition(from: nil, animated: false)",
    "@0ms I.willTransition(to: b, animated: false)",
    "@0ms I.children(for: b)",
    "@0ms y.willMove(toParent: I)",
    "@0ms y.didMove(toParent: I)",
    "@0ms I.didTransition(from: nil, animated: false)",
  ]
}
