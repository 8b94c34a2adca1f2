import StateContainer
import Testing

/// A container presents components over its content, one at a time.
///
/// Pins <doc:NavigatingBetweenScreens#Presenting-over-a-screen>.
@Suite("Presentation: a container presents components over its content, one at a time")
@MainActor
struct PresentationTests {
  /// `C` appeared in `.a` showing `x` (`.b` shows `y`), and three components to present,
  /// on a clock-stamped log.
  @MainActor struct Screen {
    let clock = SimulatedClock()
    let log: RecordingLog
    let x: RecordingComponent
    let y: RecordingComponent
    let p: RecordingComponent
    let q: RecordingComponent
    let r: RecordingComponent
    let container: RecordingContainer<SpecState>

    init(appeared: Bool = true) {
      log = RecordingLog(stampingWith: clock)
      x = RecordingComponent("x", log: log)
      y = RecordingComponent("y", log: log)
      p = RecordingComponent("p", log: log)
      q = RecordingComponent("q", log: log)
      r = RecordingComponent("r", log: log)
      if appeared {
        container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [y]])
      } else {
        container = RecordingContainer(
          "C", log: log, clock: clock, appearanceState: .a, table: [.a: [x], .b: [y]])
      }
      container.componentName = "C"
      for component in [x, y, p, q, r] { component.componentName = component.name }
    }

    var children: [String] { recordingNames(container.children) }
    var presented: String { recordingName(container.presentedComponent) }
    var queued: [String] { recordingNames(container.queuedPresentations) }
  }

  // MARK: - The child lifecycle

  @Test("present, not animated: the lifecycle of an added child, after the content, which stays appeared")
  func presentNotAnimated() {
    let screen = Screen()

    let request = screen.container.present(screen.p, animated: false)

    #expect(
      screen.log.take() == [
        "@0ms p.willMove(toParent: C)",
        "@0ms C.childWillAppear(p, animated: false)",
        "@0ms p.willAppear(animated: false)",
        "@0ms p.didAppear(animated: false)",
        "@0ms C.childDidAppear(p, animated: false)",
        "@0ms p.didMove(toParent: C)",
      ])
    #expect(screen.children == ["x", "p"])
    #expect(screen.presented == "p")
    #expect(screen.x.appearance == .appeared && screen.p.appearance == .appeared)
    #expect(screen.p.parent === screen.container)
    #expect(request.reportedOutcome == .completed)
  }

  @Test("present and dismiss, animated: StateTransitioning steps on the clock, completion after them")
  func presentAndDismissAnimated() {
    let screen = Screen()
    let t = RecordingTransitioningComponent(
      "t", log: screen.log, delay: .milliseconds(50), duration: .milliseconds(200))

    let presenting = screen.container.present(t, animated: true)
    #expect(screen.children == ["x", "t"])
    #expect(presenting.reportedOutcome == nil)
    screen.clock.run()
    #expect(presenting.reportedOutcome == .completed)
    let dismissing = screen.container.dismissPresentation(animated: true)
    #expect(screen.presented == "nil")
    #expect(screen.children == ["x", "t"])
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms t.willMove(toParent: C)",
        "@0ms C.childWillAppear(t, animated: true)",
        "@0ms t.willAppear(animated: true)",
        "@0ms t.stateTransitionWillBegin(isAppearing: true)",
        "@50ms t.animateAlongsideStateTransition(isAppearing: true)",
        "@250ms t.stateTransitionDidEnd(isAppearing: true)",
        "@250ms t.didAppear(animated: true)",
        "@250ms C.childDidAppear(t, animated: true)",
        "@250ms t.didMove(toParent: C)",
        "@250ms t.willMove(toParent: nil)",
        "@250ms C.childWillDisappear(t, animated: true)",
        "@250ms t.willDisappear(animated: true)",
        "@250ms t.stateTransitionWillBegin(isAppearing: false)",
        "@300ms t.animateAlongsideStateTransition(isAppearing: false)",
        "@500ms t.stateTransitionDidEnd(isAppearing: false)",
        "@500ms t.didDisappear(animated: true)",
        "@500ms C.childDidDisappear(t, animated: true)",
        "@500ms t.didMove(toParent: nil)",
      ])
    #expect(screen.children == ["x"])
    #expect(t.parent == nil && t.tree.upstream == nil)
    #expect(dismissing.reportedOutcome == .completed)
  }

  @Test("a plain component presented with animation completes after defaultTransitionDuration")
  func defaultDuration() {
    let screen = Screen()
    screen.container.defaultTransitionDuration = .milliseconds(120)

    screen.container.present(screen.p, animated: true)
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms p.willMove(toParent: C)",
        "@0ms C.childWillAppear(p, animated: true)",
        "@0ms p.willAppear(animated: true)",
        "@120ms p.didAppear(animated: true)",
        "@120ms C.childDidAppear(p, animated: true)",
        "@120ms p.didMove(toParent: C)",
      ])
  }

  // MARK: - children

  @Test(
    "children: the state's children, then the presented one; a presented component listed by the state is left out"
  )
  func presentedListedByTheState() {
    let screen = Screen()
    screen.container.present(screen.p, animated: false)
    screen.container.childrenForState = { [x = screen.x, p = screen.p] _ in [p, x] }
    _ = screen.log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      screen.container.setNeedsStateTransition(to: .b, animated: false)
    }

    #expect(diagnostics.map(\.kind) == [.childOfAnotherContainer])
    #expect(
      diagnostics.map(\.message) == ["C.children(for:) item 0 (p) is presented by the container; left out."])
    #expect(
      screen.log.entries == [
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.children(for: b)",
        "@0ms C.didTransition(from: a, animated: false)",
      ])
    #expect(screen.children == ["x", "p"])
  }

  @Test("a queued component listed by the state is left out too: it belongs to its presenter")
  func queuedListedByAnotherContainer() {
    let screen = Screen()
    screen.container.present(screen.p, animated: false)
    screen.container.present(screen.q, animated: false)
    let other = RecordingContainer<SpecState>(
      "D", log: screen.log, clock: screen.clock, appearanceState: .a, table: [.a: [screen.q]])
    other.componentName = "D"
    _ = screen.log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture { other.appearForTest() }

    #expect(
      diagnostics.map(\.message) == [
        "D.children(for:) item 0 (q) is already presented or queued by C; left out."
      ])
    #expect(other.children.isEmpty)
    #expect(screen.q.parent == nil && screen.q.tree.upstream === screen.container)
  }

  // MARK: - The queue and replacing

  @Test(
    "one at a time: a second presentation queues; dismissing shows the next, first in first out, in one transition"
  )
  func queueFirstInFirstOut() {
    let screen = Screen()
    screen.container.present(screen.p, animated: false)
    let second = screen.container.present(screen.q, animated: true)
    screen.container.present(screen.r, animated: true)
    #expect(screen.presented == "p")
    #expect(screen.queued == ["q", "r"])
    #expect(screen.q.parent == nil && screen.q.tree.upstream === screen.container)
    _ = screen.log.take()

    screen.container.dismissPresentation(animated: true)
    #expect(screen.presented == "q")
    #expect(screen.queued == ["r"])
    #expect(screen.children == ["x", "q", "p"])
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms p.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(p, animated: true)",
        "@0ms p.willDisappear(animated: true)",
        "@0ms q.willMove(toParent: C)",
        "@0ms C.childWillAppear(q, animated: true)",
        "@0ms q.willAppear(animated: true)",
        "@350ms p.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(p, animated: true)",
        "@350ms p.didMove(toParent: nil)",
        "@350ms q.didAppear(animated: true)",
        "@350ms C.childDidAppear(q, animated: true)",
        "@350ms q.didMove(toParent: C)",
      ])
    #expect(screen.children == ["x", "q"])
    #expect(second.reportedOutcome == .completed)
  }

  @Test(
    "replacing drops the queue and replaces the one shown in one step; the dropped get no hook and are unlinked"
  )
  func replaceDropsTheQueue() {
    let screen = Screen()
    let s = RecordingComponent("s", log: screen.log)
    screen.container.present(screen.p, animated: false)
    let queuedQ = screen.container.present(screen.q, animated: false)
    let queuedR = screen.container.present(screen.r, animated: false)
    _ = screen.log.take()

    let replacing = screen.container.replacePresentation(with: s, animated: false)

    #expect(
      screen.log.entries == [
        "@0ms p.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(p, animated: false)",
        "@0ms p.willDisappear(animated: false)",
        "@0ms s.willMove(toParent: C)",
        "@0ms C.childWillAppear(s, animated: false)",
        "@0ms s.willAppear(animated: false)",
        "@0ms p.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(p, animated: false)",
        "@0ms p.didMove(toParent: nil)",
        "@0ms s.didAppear(animated: false)",
        "@0ms C.childDidAppear(s, animated: false)",
        "@0ms s.didMove(toParent: C)",
      ])
    #expect(screen.presented == "s" && screen.queued.isEmpty)
    #expect(screen.children == ["x", "s"])
    #expect(screen.q.tree.upstream == nil && screen.r.tree.upstream == nil)
    #expect(queuedQ.reportedOutcome == .superseded && queuedR.reportedOutcome == .superseded)
    #expect(replacing.reportedOutcome == .completed)
  }

  @Test("replacing with nothing presented presents")
  func replaceWithNothingPresented() {
    let screen = Screen()

    screen.container.replacePresentation(with: screen.p, animated: false)

    #expect(screen.children == ["x", "p"])
    #expect(screen.log.entries.count == 6)
  }

  // MARK: - Presentations are not states

  @Test("state transitions leave the presented component in place: no hook, listed last throughout")
  func stateTransitionsLeaveItInPlace() {
    let screen = Screen()
    screen.container.present(screen.p, animated: false)
    _ = screen.log.take()

    screen.container.setNeedsStateTransition(to: .b, animated: true)
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms y.willMove(toParent: C)",
        "@0ms C.childWillAppear(y, animated: true)",
        "@0ms y.willAppear(animated: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms y.didAppear(animated: true)",
        "@350ms C.childDidAppear(y, animated: true)",
        "@350ms y.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
    #expect(screen.children == ["y", "p"])
    #expect(screen.p.appearance == .appeared)
  }

  @Test("during a state transition, children lists the content's, then the presented one")
  func childrenDuringAStateTransition() {
    let screen = Screen()
    screen.container.present(screen.p, animated: false)

    screen.container.setNeedsStateTransition(to: .b, animated: true)

    #expect(screen.children == ["y", "x", "p"])
    // The clock holds an animating container until the animation ends: let it end, so
    // that the test leaves nothing alive.
    screen.clock.run()
    #expect(screen.children == ["y", "p"])
  }

  // MARK: - The container's own appearance

  @Test("when C disappears the presented component disappears after the content, and reappears with C")
  func disappearsAndReappearsWithTheContainer() {
    let screen = Screen()
    screen.container.present(screen.p, animated: false)
    _ = screen.log.take()

    screen.container.disappearForTest(animated: true)
    screen.container.appearForTest(animated: false)

    #expect(
      screen.log.entries == [
        "@0ms C.willDisappear(animated: true)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms C.childWillDisappear(p, animated: true)",
        "@0ms p.willDisappear(animated: true)",
        "@0ms C.didDisappear(animated: true)",
        "@0ms x.didDisappear(animated: true)",
        "@0ms C.childDidDisappear(x, animated: true)",
        "@0ms p.didDisappear(animated: true)",
        "@0ms C.childDidDisappear(p, animated: true)",
        "@0ms C.willAppear(animated: false)",
        "@0ms C.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms C.childWillAppear(p, animated: false)",
        "@0ms p.willAppear(animated: false)",
        "@0ms C.didAppear(animated: false)",
        "@0ms x.didAppear(animated: false)",
        "@0ms C.childDidAppear(x, animated: false)",
        "@0ms p.didAppear(animated: false)",
        "@0ms C.childDidAppear(p, animated: false)",
      ])
    #expect(screen.children == ["x", "p"])
  }

  @Test("while C is disappeared, presenting and dismissing attach and detach silently; it appears with C")
  func offScreen() {
    let screen = Screen(appeared: false)

    screen.container.present(screen.p, animated: true)
    screen.container.present(screen.q, animated: true)
    screen.container.dismissPresentation(animated: true)
    screen.container.appearForTest()

    #expect(
      screen.log.entries == [
        "@0ms p.willMove(toParent: C)",
        "@0ms p.didMove(toParent: C)",
        "@0ms p.willMove(toParent: nil)",
        "@0ms p.didMove(toParent: nil)",
        "@0ms q.willMove(toParent: C)",
        "@0ms q.didMove(toParent: C)",
        "@0ms C.willAppear(animated: false)",
        "@0ms C.loadAppearanceState() -> a",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.children(for: a)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms C.childWillAppear(q, animated: false)",
        "@0ms q.willAppear(animated: false)",
        "@0ms C.didAppear(animated: false)",
        "@0ms x.didAppear(animated: false)",
        "@0ms C.childDidAppear(x, animated: false)",
        "@0ms x.didMove(toParent: C)",
        "@0ms q.didAppear(animated: false)",
        "@0ms C.childDidAppear(q, animated: false)",
        "@0ms C.didTransition(from: nil, animated: false)",
      ])
    #expect(screen.children == ["x", "q"])
  }

  @Test("while C is appearing, a presentation waits for the appearance to end, then runs on screen")
  func waitsForTheAppearance() {
    let screen = Screen(appeared: false)
    screen.container.appearForTest()
    screen.container.disappearForTest()
    _ = screen.log.take()

    screen.container.beginAppearanceTransition(true, animated: false)
    screen.container.present(screen.p, animated: false)
    #expect(screen.children == ["x"] && screen.presented == "p")
    screen.container.endAppearanceTransition()

    #expect(
      screen.log.entries == [
        "@0ms C.willAppear(animated: false)",
        "@0ms C.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms C.didAppear(animated: false)",
        "@0ms x.didAppear(animated: false)",
        "@0ms C.childDidAppear(x, animated: false)",
        "@0ms p.willMove(toParent: C)",
        "@0ms C.childWillAppear(p, animated: false)",
        "@0ms p.willAppear(animated: false)",
        "@0ms p.didAppear(animated: false)",
        "@0ms C.childDidAppear(p, animated: false)",
        "@0ms p.didMove(toParent: C)",
      ])
  }

  @Test("while C is disappearing, a dismissal waits for the disappearance to end, then detaches silently")
  func waitsForTheDisappearance() {
    let screen = Screen()
    screen.container.present(screen.p, animated: false)
    _ = screen.log.take()

    screen.container.beginAppearanceTransition(false, animated: false)
    screen.container.dismissPresentation(animated: true)
    #expect(screen.children == ["x", "p"])
    screen.container.endAppearanceTransition()

    #expect(
      screen.log.entries == [
        "@0ms C.willDisappear(animated: false)",
        "@0ms C.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false)",
        "@0ms C.childWillDisappear(p, animated: false)",
        "@0ms p.willDisappear(animated: false)",
        "@0ms C.didDisappear(animated: false)",
        "@0ms x.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(x, animated: false)",
        "@0ms p.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(p, animated: false)",
        "@0ms p.willMove(toParent: nil)",
        "@0ms p.didMove(toParent: nil)",
      ])
    #expect(screen.children == ["x"])
  }

  @Test("C's disappearance finishes a state transition in flight first, then a presentation in flight")
  func disappearanceFinishesBoth() {
    let screen = Screen()
    screen.container.setNeedsStateTransition(to: .b, animated: true)
    screen.clock.advance(by: .milliseconds(100))
    screen.container.present(screen.p, animated: true)
    screen.clock.advance(by: .milliseconds(100))
    _ = screen.log.take()

    screen.container.beginAppearanceTransition(false, animated: false)

    #expect(
      screen.log.entries == [
        "@200ms x.didDisappear(animated: true)",
        "@200ms C.childDidDisappear(x, animated: true)",
        "@200ms x.didMove(toParent: nil)",
        "@200ms y.didAppear(animated: true)",
        "@200ms C.childDidAppear(y, animated: true)",
        "@200ms y.didMove(toParent: C)",
        "@200ms C.didTransition(from: a, animated: true)",
        "@200ms p.didAppear(animated: true)",
        "@200ms C.childDidAppear(p, animated: true)",
        "@200ms p.didMove(toParent: C)",
        "@200ms C.willDisappear(animated: false)",
        "@200ms C.childWillDisappear(y, animated: false)",
        "@200ms y.willDisappear(animated: false)",
        "@200ms C.childWillDisappear(p, animated: false)",
        "@200ms p.willDisappear(animated: false)",
      ])
    screen.container.endAppearanceTransition()
    #expect(screen.clock.scheduledCount == 0)
  }

  // MARK: - When presentations begin

  @Test("presented from a hook of C's state transition: begins when the hooks return, beside the animation")
  func fromAHookOfTheContainer() {
    let screen = Screen()
    screen.log.on("C.willTransition(to: b, animated: true)") {
      screen.container.present(screen.p, animated: true)
      screen.log.record("presented: \(screen.presented), children: \(screen.children)")
    }

    screen.container.setNeedsStateTransition(to: .b, animated: true)
    screen.clock.advance(by: .milliseconds(100))
    screen.container.dismissPresentation(animated: false)
    screen.log.record("dismissal waits for the presentation in flight")
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms presented: p, children: [\"x\"]",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms y.willMove(toParent: C)",
        "@0ms C.childWillAppear(y, animated: true)",
        "@0ms y.willAppear(animated: true)",
        "@0ms p.willMove(toParent: C)",
        "@0ms C.childWillAppear(p, animated: true)",
        "@0ms p.willAppear(animated: true)",
        "@100ms dismissal waits for the presentation in flight",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms y.didAppear(animated: true)",
        "@350ms C.childDidAppear(y, animated: true)",
        "@350ms y.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms p.didAppear(animated: true)",
        "@350ms C.childDidAppear(p, animated: true)",
        "@350ms p.didMove(toParent: C)",
        "@350ms p.willMove(toParent: nil)",
        "@350ms C.childWillDisappear(p, animated: false)",
        "@350ms p.willDisappear(animated: false)",
        "@350ms p.didDisappear(animated: false)",
        "@350ms C.childDidDisappear(p, animated: false)",
        "@350ms p.didMove(toParent: nil)",
      ])
  }

  @Test("presented from a hook of another container: begins as soon as that hook sequence returns")
  func fromAHookOfAnotherContainer() {
    let screen = Screen()
    let z = RecordingComponent("z", log: screen.log)
    let other = RecordingContainer<SpecState>(
      "D", log: screen.log, clock: screen.clock, appearanceState: .a, table: [.a: [], .b: [z]])
    other.appearForTest()
    _ = screen.log.take()
    screen.log.on("D.children(for: b)") {
      screen.container.present(screen.p, animated: false)
    }

    other.setNeedsStateTransition(to: .b, animated: false)

    #expect(
      screen.log.entries == [
        "@0ms D.willTransition(to: b, animated: false)",
        "@0ms D.children(for: b)",
        "@0ms z.willMove(toParent: D)",
        "@0ms D.childWillAppear(z, animated: false)",
        "@0ms z.willAppear(animated: false)",
        "@0ms z.didAppear(animated: false)",
        "@0ms D.childDidAppear(z, animated: false)",
        "@0ms z.didMove(toParent: D)",
        "@0ms D.didTransition(from: a, animated: false)",
        "@0ms p.willMove(toParent: C)",
        "@0ms C.childWillAppear(p, animated: false)",
        "@0ms p.willAppear(animated: false)",
        "@0ms p.didAppear(animated: false)",
        "@0ms C.childDidAppear(p, animated: false)",
        "@0ms p.didMove(toParent: C)",
      ])
  }

  @Test(
    "presented and dismissed from the presented component's own hooks: never refused, each waits its turn")
  func fromThePresentedComponentsHooks() {
    let screen = Screen()
    screen.log.on("p.didAppear(animated: false)") {
      screen.container.present(screen.q, animated: false)
      screen.container.dismissPresentation(animated: false)
    }

    screen.container.present(screen.p, animated: false)

    #expect(
      screen.log.entries == [
        "@0ms p.willMove(toParent: C)",
        "@0ms C.childWillAppear(p, animated: false)",
        "@0ms p.willAppear(animated: false)",
        "@0ms p.didAppear(animated: false)",
        "@0ms C.childDidAppear(p, animated: false)",
        "@0ms p.didMove(toParent: C)",
        "@0ms p.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(p, animated: false)",
        "@0ms p.willDisappear(animated: false)",
        "@0ms q.willMove(toParent: C)",
        "@0ms C.childWillAppear(q, animated: false)",
        "@0ms q.willAppear(animated: false)",
        "@0ms p.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(p, animated: false)",
        "@0ms p.didMove(toParent: nil)",
        "@0ms q.didAppear(animated: false)",
        "@0ms C.childDidAppear(q, animated: false)",
        "@0ms q.didMove(toParent: C)",
      ])
  }

  @Test("presented and dismissed before the screen caught up: nothing happens on screen")
  func presentedAndDismissedInOneTurn() {
    let screen = Screen()
    var presenting: TransitionRequest?
    var dismissing: TransitionRequest?
    screen.log.on("C.didTransition(from: a, animated: false)") {
      presenting = screen.container.present(screen.p, animated: true)
      dismissing = screen.container.dismissPresentation(animated: true)
    }

    screen.container.setNeedsStateTransition(to: .b, animated: false)
    screen.clock.run()

    #expect(screen.log.entries.allSatisfy { !$0.contains("p.") })
    #expect(presenting?.reportedOutcome == .superseded)
    #expect(dismissing?.reportedOutcome == .completed)
    #expect(screen.p.tree.upstream == nil)
  }

  @Test("dismissed mid-animation: the dismissal waits for the presentation in flight, then removes it")
  func dismissedMidAnimation() {
    let screen = Screen()

    screen.container.present(screen.p, animated: true)
    screen.clock.advance(by: .milliseconds(100))
    screen.container.dismissPresentation(animated: true)
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms p.willMove(toParent: C)",
        "@0ms C.childWillAppear(p, animated: true)",
        "@0ms p.willAppear(animated: true)",
        "@350ms p.didAppear(animated: true)",
        "@350ms C.childDidAppear(p, animated: true)",
        "@350ms p.didMove(toParent: C)",
        "@350ms p.willMove(toParent: nil)",
        "@350ms C.childWillDisappear(p, animated: true)",
        "@350ms p.willDisappear(animated: true)",
        "@700ms p.didDisappear(animated: true)",
        "@700ms C.childDidDisappear(p, animated: true)",
        "@700ms p.didMove(toParent: nil)",
      ])
  }

  // MARK: - Upstream and leaks

  @Test("a presented or queued component's upstream is the presenter: context and responses go there")
  func upstreamIsThePresenter() {
    let screen = Screen()
    screen.container.tree.handle(NoteSaved.self) { container, saved, sender in
      container.log.record("C handles NoteSaved(\(saved.id)) from \(recordingName(sender))")
    }
    screen.container.present(screen.p, animated: false)
    screen.container.present(screen.q, animated: false)
    _ = screen.log.take()

    let handler = screen.q.tree.send(NoteSaved(id: 1))
    _ = screen.p.tree.send(NoteSaved(id: 2))

    #expect(handler === screen.container)
    #expect(
      screen.p.tree.upstream === screen.container && screen.q.tree.upstream === screen.container)
    #expect(
      screen.log.entries == ["@0ms C handles NoteSaved(1) from q", "@0ms C handles NoteSaved(2) from p"])
  }

  @Test("a dismissed presentation and a dropped queue are freed: nothing in the tree keeps them")
  func dismissedAndDroppedAreFreed() {
    let screen = Screen()
    weak var shown: Component?
    weak var dropped: Component?
    do {
      let first = Component()
      let second = Component()
      shown = first
      dropped = second
      screen.container.present(first, animated: true)
      screen.container.present(second, animated: true)
    }
    screen.clock.run()
    #expect(shown != nil && dropped != nil)

    screen.container.replacePresentation(with: screen.p, animated: true)
    #expect(dropped == nil)
    #expect(shown != nil)
    screen.clock.run()

    #expect(shown == nil)
    #expect(screen.children == ["x", "p"])
  }

  @Test("releasing the presenter frees its queue and ends what waits on it")
  func releasingThePresenter() async throws {
    try await withTimeLimit(hangGuard) {
      weak var queued: Component?
      var request: TransitionRequest?
      do {
        let screen = Screen()
        let component = Component()
        queued = component
        screen.container.present(screen.p, animated: false)
        request = screen.container.present(component, animated: false)
      }
      #expect(queued == nil)
      let outcome = await request?.outcome
      #expect(outcome == .dropped)
    }
  }

  // MARK: - Bad input

  @Test("dismissing with nothing presented: nothing happens, outcome alreadyCurrent, no diagnostic")
  func dismissWithNothing() {
    let screen = Screen()

    let (request, diagnostics) = LifecycleDiagnostic.capture {
      screen.container.dismissPresentation(animated: true)
    }

    #expect(diagnostics.isEmpty)
    #expect(request.reportedOutcome == .alreadyCurrent)
    #expect(screen.log.entries.isEmpty)
  }

  @Test(
    "presenting a component that has a parent, is presented or queued, or is the container: a diagnostic, nothing changes"
  )
  func invalidPresentations() {
    let screen = Screen()
    let other = RecordingContainer<SpecState>("D", log: screen.log, clock: screen.clock, appearanceState: .a)
    other.componentName = "D"
    screen.container.present(screen.p, animated: false)
    other.present(screen.q, animated: false)
    other.present(screen.r, animated: false)
    _ = screen.log.take()

    let (requests, diagnostics) = LifecycleDiagnostic.capture {
      [
        screen.container.present(screen.x, animated: false),
        screen.container.present(screen.p, animated: false),
        screen.container.replacePresentation(with: screen.r, animated: false),
        screen.container.present(screen.container, animated: false),
      ]
    }

    #expect(diagnostics.map(\.kind) == Array(repeating: .invalidPresentation, count: 4))
    #expect(
      diagnostics.map(\.message) == [
        "C.present(x): x already belongs to C; ignored.",
        "C.present(p): p already belongs to C; ignored.",
        "C.replacePresentation(with: r): r is already presented or queued by D; ignored.",
        "C.present(C): C is the container itself; ignored.",
      ])
    #expect(requests.map(\.reportedOutcome) == Array(repeating: .invalid, count: 4))
    #expect(screen.log.entries.isEmpty)
    #expect(screen.presented == "p" && screen.queued.isEmpty && screen.children == ["x", "p"])
    #expect(recordingNames(other.queuedPresentations) == ["r"])
  }

  @Test("presenting a component upstream of the container would make a cycle: a diagnostic, nothing changes")
  func presentingAnAncestor() {
    let screen = Screen()
    let inner = RecordingContainer<SpecState>("I", log: screen.log, clock: screen.clock, appearanceState: .a)
    inner.componentName = "I"
    screen.container.present(inner, animated: false)

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.present(screen.container, animated: false)
    }

    #expect(
      diagnostics.map(\.message) == [
        "I.present(C): C is upstream of the container: it would be its own ancestor; ignored."
      ])
    #expect(inner.presentedComponent == nil)
  }

  /// A container whose state adds `inner`: `inner`, from its own `willMove(toParent:)`,
  /// presents the container that adds it.
  final class AddingScreen: StateContainer<Int> {
    let inner: PresentingOnMove
    init(_ inner: PresentingOnMove) {
      self.inner = inner
      super.init(clock: SimulatedClock())
    }
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { state == 1 ? [inner] : [] }
  }

  final class PresentingOnMove: StateContainer<Int> {
    var presentation: TransitionRequest?
    override init(clock: any TransitionClock = SimulatedClock()) { super.init(clock: clock) }
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { [] }
    override func willMove(toParent parent: Component?) {
      if let parent { presentation = present(parent, animated: false) }
    }
  }

  @Test(
    "presenting the container that is adding this one, from its willMove(toParent:), would make a cycle: a diagnostic, the addition completes"
  )
  func presentingTheContainerAddingIt() {
    let inner = PresentingOnMove()
    let outer = AddingScreen(inner)
    outer.appearForTest()
    let recorder = LifecycleRecorder(names: [outer: "O", inner: "I"])
    recorder.attach(to: outer)

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      outer.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(
      diagnostics.map(\.message) == [
        "PresentingOnMove.present(AddingScreen): AddingScreen is upstream of the container: it would be its own ancestor; ignored."
      ])
    #expect(inner.presentation?.reportedOutcome == .invalid)
    #expect(inner.parent === outer && outer.tree.upstream == nil && inner.presentedComponent == nil)
    #expect(
      recorder.transcript == [
        "@0ms O.willTransition(to: 1, animated: false)",
        "@0ms I.willMove(toParent: O)",
        "@0ms O.childWillAppear(I, animated: false)",
        "@0ms I.willAppear(animated: false)",
        "@0ms I.willTransition(to: 0, animated: false)",
        "@0ms I.didAppear(animated: false)",
        "@0ms I.didTransition(from: nil, animated: false)",
        "@0ms O.childDidAppear(I, animated: false)",
        "@0ms I.didMove(toParent: O)",
        "@0ms O.didTransition(from: 0, animated: false)",
      ])
  }

  @Test("the app may not drive a queued component's appearance (it manages it)")
  func queuedIsManaged() {
    let screen = Screen()
    screen.container.present(screen.p, animated: false)
    screen.container.present(screen.q, animated: false)
    _ = screen.log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      screen.q.beginAppearanceTransition(true, animated: false)
      screen.p.beginAppearanceTransition(false, animated: false)
    }

    #expect(
      diagnostics.map(\.kind) == [.managedChildAppearanceTransition, .managedChildAppearanceTransition])
    #expect(diagnostics.first?.message.contains("q, queued for presentation by C") == true)
    #expect(screen.log.entries.isEmpty)
  }
}
