import StateContainer
import Testing

/// The app may not drive the appearance of a component that a container manages. The call
/// is refused with a diagnostic, nothing changes, and the container keeps its books: what
/// follows runs by the lifecycle's rules.
///
/// Pins <doc:TheLifecycle#Misuse>.
@Suite("The app may not drive a managed child: its appearance calls are refused and change nothing")
@MainActor
struct ManagedChildAppearanceTests {
  @Test(
    "the app's begin and end on an appeared child are refused, and the container later removes it normally")
  func appearedChild() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer.appeared(log: log, clock: SimulatedClock(), table: [.a: [x]])

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      x.beginAppearanceTransition(false, animated: false)
      x.endAppearanceTransition()
    }

    #expect(
      diagnostics.map(\.kind) == [.managedChildAppearanceTransition, .managedChildAppearanceTransition])
    #expect(
      diagnostics.map(\.message) == [
        "beginAppearanceTransition(false, animated: false) on RecordingComponent, a child of "
          + "RecordingContainer<SpecState>; ignored. RecordingContainer<SpecState> makes its children "
          + "appear and disappear with itself and its state.",
        "endAppearanceTransition() on RecordingComponent, a child of RecordingContainer<SpecState>; "
          + "ignored. RecordingContainer<SpecState> makes its children appear and disappear with itself "
          + "and its state.",
      ])
    #expect(log.take() == [])
    #expect(x.appearance == .appeared)

    container.setNeedsStateTransition(to: .b, animated: false)

    #expect(
      log.entries == [
        "C.willTransition(to: b, animated: false)",
        "C.children(for: b)",
        "x.willMove(toParent: nil)",
        "C.childWillDisappear(x, animated: false)",
        "x.willDisappear(animated: false)",
        "x.didDisappear(animated: false)",
        "C.childDidDisappear(x, animated: false)",
        "x.didMove(toParent: nil)",
        "C.didTransition(from: a, animated: false)",
      ])
    #expect(x.appearance == .disappeared)
    #expect(x.parent == nil)
  }

  @Test("a child of a disappeared container may not be made to appear; it appears with its container")
  func childOfDisappearedContainer() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [x]])
    container.setNeedsStateTransition(to: .a, animated: false)
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      x.beginAppearanceTransition(true, animated: true)
    }

    #expect(diagnostics.map(\.kind) == [.managedChildAppearanceTransition])
    #expect(log.take() == [])
    #expect(x.appearance == .disappeared)

    container.appearForTest()

    #expect(
      log.entries == [
        "C.willAppear(animated: false)",
        "C.childWillAppear(x, animated: false)",
        "x.willAppear(animated: false)",
        "C.didAppear(animated: false)",
        "x.didAppear(animated: false)",
        "C.childDidAppear(x, animated: false)",
      ])
  }

  @Test(
    "a child that is disappearing on the clock stays managed until its didMove(toParent: nil); then the app may drive it"
  )
  func childLeavingOnTheClock() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x]])
    container.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(100))

    let (_, refused) = LifecycleDiagnostic.capture {
      x.endAppearanceTransition()
      x.beginAppearanceTransition(true, animated: false)
    }
    #expect(refused.map(\.kind) == [.managedChildAppearanceTransition, .managedChildAppearanceTransition])
    #expect(x.appearance == .disappearing)

    clock.advance(by: .milliseconds(250))
    let (_, accepted) = LifecycleDiagnostic.capture {
      x.beginAppearanceTransition(true, animated: false)
      x.endAppearanceTransition()
    }

    #expect(accepted.isEmpty)
    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms x.willAppear(animated: false)",
        "@350ms x.didAppear(animated: false)",
      ])
  }

  @Test("a refused call on a nested container's child leaves both containers working")
  func nestedChild() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let inner = RecordingContainer<SpecState>(
      "I", log: log, clock: clock, appearanceState: .a, table: [.a: [x]])
    let outer = RecordingContainer<SpecState>(
      "O", log: log, clock: clock, appearanceState: .a, table: [.a: [inner]])
    outer.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.beginAppearanceTransition(false, animated: false)
      x.beginAppearanceTransition(false, animated: false)
    }
    #expect(
      diagnostics.map(\.kind) == [.managedChildAppearanceTransition, .managedChildAppearanceTransition])
    #expect(log.take() == [])

    outer.disappearForTest()

    #expect(
      log.entries == [
        "O.willDisappear(animated: false)",
        "O.childWillDisappear(I, animated: false)",
        "I.willDisappear(animated: false)",
        "I.childWillDisappear(x, animated: false)",
        "x.willDisappear(animated: false)",
        "O.didDisappear(animated: false)",
        "I.didDisappear(animated: false)",
        "x.didDisappear(animated: false)",
        "I.childDidDisappear(x, animated: false)",
        "O.childDidDisappear(I, animated: false)",
      ])
  }
}
