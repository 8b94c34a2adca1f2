import StateContainer
import Testing

/// Each misuse: the diagnostic it reports, the
/// whole event log (nothing lost, nothing extra), and a normal transition afterwards to
/// show that the container keeps working.
///
/// Pins <doc:TheLifecycle#Misuse>.
@Suite @MainActor struct MisuseTests {
  /// A container whose states list what the test says, and whose hooks the test can
  /// script (each script runs once).
  private final class Screen: StateContainer<Int> {
    var lists: [Int: [Component]] = [:]
    var appearanceState = 0
    var onWillAppear: (() -> Void)?
    var onDidTransition: (() -> Void)?

    override func loadAppearanceState() -> Int { appearanceState }
    override func children(for state: Int) -> [Component] { lists[state] ?? [] }
    override func willAppear(animated: Bool) { take(&onWillAppear)?() }
    override func didTransition(from previousState: Int?, animated: Bool) { take(&onDidTransition)?() }
  }

  /// A child whose hooks the test can script (each script runs once).
  private class Child: Component {
    var onWillAppear: (() -> Void)?
    var onDidAppear: (() -> Void)?
    var onWillDisappear: (() -> Void)?
    override func willAppear(animated: Bool) { take(&onWillAppear)?() }
    override func didAppear(animated: Bool) { take(&onDidAppear)?() }
    override func willDisappear(animated: Bool) { take(&onWillDisappear)?() }
  }

  private final class Claimable: Child {
    var onWillMove: ((Component?) -> Void)?
    override func willMove(toParent parent: Component?) { take(&onWillMove)?(parent) }
  }

  private final class TimedChild: Child, StateTransitioning {
    var delay = Duration.zero
    var duration = Duration.milliseconds(100)
    func stateTransitionDelay(isAppearing: Bool) -> Duration { delay }
    func stateTransitionDuration(isAppearing: Bool) -> Duration { duration }
  }

  /// A screen with children `a`, `b`, `c`, a clock, and a recorder that names them.
  @MainActor private struct Fixture {
    let clock = SimulatedClock()
    let screen: Screen
    let a = Child()
    let b = Child()
    let c = Child()
    let recorder: LifecycleRecorder

    init() {
      screen = Screen(clock: clock)
      recorder = LifecycleRecorder(names: [screen: "screen", a: "a", b: "b", c: "c"])
      recorder.attach(to: screen)
    }

    /// Makes the screen appear without animation, then forgets the events.
    func appear() {
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      recorder.clear()
    }

    /// The transcript of the screen appearing without animation in state 0, showing `a`.
    static let appearanceShowingA = [
      "@0ms screen.willAppear(animated: false)",
      "@0ms screen.willTransition(to: 0, animated: false)",
      "@0ms a.willMove(toParent: screen)",
      "@0ms screen.childWillAppear(a, animated: false)",
      "@0ms a.willAppear(animated: false)",
      "@0ms screen.didAppear(animated: false)",
      "@0ms a.didAppear(animated: false)",
      "@0ms screen.childDidAppear(a, animated: false)",
      "@0ms a.didMove(toParent: screen)",
      "@0ms screen.didTransition(from: nil, animated: false)",
    ]

    /// Takes the recorded transcript and forgets it.
    func take() -> [String] {
      defer { recorder.clear() }
      return recorder.transcript
    }
  }

  // MARK: - children(for:)

  @Test func duplicateChildIsKeptOnceAtItsFirstPosition() {
    let f = Fixture()
    f.screen.lists = [0: [f.a], 1: [f.b, f.a, f.b, f.c, f.c]]
    f.appear()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics.map(\.kind) == [.duplicateChild, .duplicateChild])
    #expect(
      diagnostics.map(\.message) == [
        "Screen.children(for:) item 2 (Child) is listed more than once; kept once.",
        "Screen.children(for:) item 4 (Child) is listed more than once; kept once.",
      ])
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 1, animated: false)",
        "@0ms b.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false)",
        "@0ms c.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(c, animated: false)",
        "@0ms c.willAppear(animated: false)",
        "@0ms b.didAppear(animated: false)",
        "@0ms screen.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: screen)",
        "@0ms c.didAppear(animated: false)",
        "@0ms screen.childDidAppear(c, animated: false)",
        "@0ms c.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: 0, animated: false)",
      ])
    #expect(f.screen.children.map(ObjectIdentifier.init) == [f.b, f.a, f.c].map(ObjectIdentifier.init))
    f.screen.setNeedsStateTransition(to: 0, animated: false)
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 0, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false)",
        "@0ms c.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(c, animated: false)",
        "@0ms c.willDisappear(animated: false)",
        "@0ms b.didDisappear(animated: false)",
        "@0ms screen.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms c.didDisappear(animated: false)",
        "@0ms screen.childDidDisappear(c, animated: false)",
        "@0ms c.didMove(toParent: nil)",
        "@0ms screen.didTransition(from: 1, animated: false)",
      ])
    #expect(f.screen.children.map(ObjectIdentifier.init) == [ObjectIdentifier(f.a)])
  }

  @Test func childOfAnotherContainerIsLeftOutUntilItIsFree() {
    let f = Fixture()
    let other = Screen(clock: f.clock)
    // Two screens in one message: named, they read apart (unnamed, each would get a suffix).
    f.screen.componentName = "screen"
    other.componentName = "other"
    f.recorder.name("other", for: other)
    f.recorder.attach(to: other)
    other.lists = [0: [f.a]]
    other.beginAppearanceTransition(true, animated: false)
    other.endAppearanceTransition()
    f.screen.lists = [0: [], 1: [f.a, f.b]]
    f.appear()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics.map(\.kind) == [.childOfAnotherContainer])
    #expect(
      diagnostics.map(\.message) == [
        "screen.children(for:) item 0 (Child) already belongs to other; left out."
      ])
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 1, animated: false)",
        "@0ms b.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false)",
        "@0ms b.didAppear(animated: false)",
        "@0ms screen.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: 0, animated: false)",
      ])
    #expect(f.a.parent === other)
    #expect(f.a.appearance == .appeared)
    #expect(f.screen.children.map(ObjectIdentifier.init) == [ObjectIdentifier(f.b)])
    // Once `other` lets go of `a`, the next transition that lists it takes it.
    other.setNeedsStateTransition(to: 1, animated: false)
    f.screen.setNeedsStateTransition(to: 0, animated: false)
    f.screen.setNeedsStateTransition(to: 1, animated: false)
    #expect(
      f.take() == [
        "@0ms other.willTransition(to: 1, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms other.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false)",
        "@0ms a.didDisappear(animated: false)",
        "@0ms other.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms other.didTransition(from: 0, animated: false)",
        "@0ms screen.willTransition(to: 0, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false)",
        "@0ms b.didDisappear(animated: false)",
        "@0ms screen.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms screen.didTransition(from: 1, animated: false)",
        "@0ms screen.willTransition(to: 1, animated: false)",
        "@0ms a.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false)",
        "@0ms b.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false)",
        "@0ms a.didAppear(animated: false)",
        "@0ms screen.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: screen)",
        "@0ms b.didAppear(animated: false)",
        "@0ms screen.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: 0, animated: false)",
      ])
    #expect(f.a.parent === f.screen)
  }

  /// A component listed both by a container and by a container that it adds in the same
  /// transition: the inner container appears first and claims it, so the outer one leaves
  /// it out.
  @Test func childClaimedWhileBeingAddedIsLeftOut() {
    let f = Fixture()
    let other = Screen(clock: f.clock)
    let shared = Claimable()
    f.screen.componentName = "screen"
    other.componentName = "other"
    f.recorder.name("other", for: other)
    f.recorder.name("shared", for: shared)
    other.lists = [0: [shared]]
    f.screen.lists = [0: [], 1: [other, shared, f.b]]
    f.appear()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics.map(\.kind) == [.childOfAnotherContainer])
    #expect(
      diagnostics.map(\.message) == [
        "Claimable was added to other while screen was adding it; left out of screen."
      ])
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 1, animated: false)",
        "@0ms other.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(other, animated: false)",
        "@0ms other.willAppear(animated: false)",
        "@0ms other.willTransition(to: 0, animated: false)",
        "@0ms shared.willMove(toParent: other)",
        "@0ms other.childWillAppear(shared, animated: false)",
        "@0ms shared.willAppear(animated: false)",
        // The screen reaches `shared` next, finds it claimed, and skips it.
        "@0ms b.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false)",
        "@0ms other.didAppear(animated: false)",
        "@0ms shared.didAppear(animated: false)",
        "@0ms other.childDidAppear(shared, animated: false)",
        "@0ms shared.didMove(toParent: other)",
        "@0ms other.didTransition(from: nil, animated: false)",
        "@0ms screen.childDidAppear(other, animated: false)",
        "@0ms other.didMove(toParent: screen)",
        "@0ms b.didAppear(animated: false)",
        "@0ms screen.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: 0, animated: false)",
      ])
    #expect(shared.parent === other)
    #expect(shared.appearance == .appeared)
    #expect(
      f.screen.children.map(ObjectIdentifier.init) == [ObjectIdentifier(other), ObjectIdentifier(f.b)])
    // The container keeps working: leaving the state removes what it holds.
    f.screen.setNeedsStateTransition(to: 0, animated: false)
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 0, animated: false)",
        "@0ms other.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(other, animated: false)",
        "@0ms other.willDisappear(animated: false)",
        "@0ms other.childWillDisappear(shared, animated: false)",
        "@0ms shared.willDisappear(animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false)",
        "@0ms other.didDisappear(animated: false)",
        "@0ms shared.didDisappear(animated: false)",
        "@0ms other.childDidDisappear(shared, animated: false)",
        "@0ms screen.childDidDisappear(other, animated: false)",
        "@0ms other.didMove(toParent: nil)",
        "@0ms b.didDisappear(animated: false)",
        "@0ms screen.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms screen.didTransition(from: 1, animated: false)",
      ])
    #expect(f.screen.children.isEmpty)
    #expect(shared.parent === other)
  }

  @Test func containerListedAsItsOwnChildIsLeftOut() {
    let f = Fixture()
    f.screen.lists = [0: [f.a], 1: [f.screen, f.b]]
    f.appear()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics.map(\.kind) == [.containerAsOwnChild])
    #expect(
      diagnostics.map(\.message) == [
        "Screen.children(for:) item 0 (Screen) is the container itself; left out."
      ])
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 1, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false)",
        "@0ms b.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false)",
        "@0ms a.didDisappear(animated: false)",
        "@0ms screen.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms b.didAppear(animated: false)",
        "@0ms screen.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: 0, animated: false)",
      ])
    #expect(f.screen.parent == nil)
    #expect(f.screen.children.map(ObjectIdentifier.init) == [ObjectIdentifier(f.b)])
    f.screen.setNeedsStateTransition(to: 0, animated: false)
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 0, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false)",
        "@0ms a.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false)",
        "@0ms b.didDisappear(animated: false)",
        "@0ms screen.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms screen.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: 1, animated: false)",
      ])
    f.screen.lists = [:]  // The lists hold the screen itself.
  }

  @Test func ancestorListedAsChildIsLeftOut() {
    let f = Fixture()
    let inner = Screen(clock: f.clock)
    f.screen.componentName = "screen"
    inner.componentName = "inner"
    f.recorder.name("inner", for: inner)
    f.screen.lists = [0: [inner]]
    inner.lists = [0: [f.a], 1: [f.screen, f.b]]
    f.appear()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics.map(\.kind) == [.ancestorAsChild])
    #expect(
      diagnostics.map(\.message) == [
        "inner.children(for:) item 0 (screen) is an ancestor of the container; left out."
      ])
    #expect(
      f.take() == [
        "@0ms inner.willTransition(to: 1, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms inner.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false)",
        "@0ms b.willMove(toParent: inner)",
        "@0ms inner.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false)",
        "@0ms a.didDisappear(animated: false)",
        "@0ms inner.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms b.didAppear(animated: false)",
        "@0ms inner.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: inner)",
        "@0ms inner.didTransition(from: 0, animated: false)",
      ])
    #expect(f.screen.parent == nil)
    #expect(inner.children.map(ObjectIdentifier.init) == [ObjectIdentifier(f.b)])
    inner.setNeedsStateTransition(to: 0, animated: false)
    #expect(
      f.take() == [
        "@0ms inner.willTransition(to: 0, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms inner.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false)",
        "@0ms a.willMove(toParent: inner)",
        "@0ms inner.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false)",
        "@0ms b.didDisappear(animated: false)",
        "@0ms inner.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms inner.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: inner)",
        "@0ms inner.didTransition(from: 1, animated: false)",
      ])
    inner.lists = [:]  // The lists hold the screen, an ancestor of `inner`.
  }

  // MARK: - Appearance calls

  @Test func unbalancedAppearanceCallsOnAComponentChangeNothing() {
    let component = Child()
    let recorder = LifecycleRecorder(names: [component: "x"])
    recorder.attach(to: component)

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      component.endAppearanceTransition()
      component.beginAppearanceTransition(false, animated: false)
      component.beginAppearanceTransition(true, animated: true)
      component.beginAppearanceTransition(true, animated: false)
      component.beginAppearanceTransition(false, animated: false)
      component.endAppearanceTransition()
      component.endAppearanceTransition()
      component.beginAppearanceTransition(true, animated: false)
    }

    #expect(
      diagnostics.map(\.kind) == [
        .unbalancedAppearanceTransition, .unbalancedAppearanceTransition,
        .unbalancedAppearanceTransition, .unbalancedAppearanceTransition,
        .unbalancedAppearanceTransition, .unbalancedAppearanceTransition,
      ])
    #expect(
      diagnostics.map(\.message) == [
        "endAppearanceTransition() on Child while it is disappeared; ignored. Call it once after each beginAppearanceTransition(_:animated:).",
        "beginAppearanceTransition(false, animated: false) on Child while it is disappeared; ignored. Begin to appear only when disappeared, to disappear only when appeared.",
        "beginAppearanceTransition(true, animated: false) on Child while it is appearing; ignored. Begin to appear only when disappeared, to disappear only when appeared.",
        "beginAppearanceTransition(false, animated: false) on Child while it is appearing; ignored. Begin to appear only when disappeared, to disappear only when appeared.",
        "endAppearanceTransition() on Child while it is appeared; ignored. Call it once after each beginAppearanceTransition(_:animated:).",
        "beginAppearanceTransition(true, animated: false) on Child while it is appeared; ignored. Begin to appear only when disappeared, to disappear only when appeared.",
      ])
    #expect(
      recorder.transcript == [
        "x.willAppear(animated: true)",
        "x.didAppear(animated: true)",
      ])
    #expect(component.appearance == .appeared)
  }

  @Test func unbalancedAppearanceCallsOnAContainerChangeNothing() {
    let f = Fixture()
    f.screen.lists = [0: [f.a]]

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.endAppearanceTransition()
      f.screen.beginAppearanceTransition(false, animated: false)
      f.screen.beginAppearanceTransition(true, animated: false)
      f.screen.beginAppearanceTransition(true, animated: false)
      f.screen.beginAppearanceTransition(false, animated: false)
      f.screen.endAppearanceTransition()
      f.screen.endAppearanceTransition()
    }

    #expect(
      diagnostics.map(\.kind) == [
        .unbalancedAppearanceTransition, .unbalancedAppearanceTransition,
        .unbalancedAppearanceTransition, .unbalancedAppearanceTransition,
        .unbalancedAppearanceTransition,
      ])
    #expect(
      diagnostics.map(\.message) == [
        "endAppearanceTransition() on Screen while it is disappeared; ignored. Call it once after each beginAppearanceTransition(_:animated:).",
        "beginAppearanceTransition(false, animated: false) on Screen while it is disappeared; ignored. Begin to appear only when disappeared, to disappear only when appeared.",
        "beginAppearanceTransition(true, animated: false) on Screen while it is appearing; ignored. Begin to appear only when disappeared, to disappear only when appeared.",
        "beginAppearanceTransition(false, animated: false) on Screen while it is appearing; ignored. Begin to appear only when disappeared, to disappear only when appeared.",
        "endAppearanceTransition() on Screen while it is appeared; ignored. Call it once after each beginAppearanceTransition(_:animated:).",
      ])
    #expect(
      f.take() == Fixture.appearanceShowingA)
    #expect(f.screen.appearance == .appeared)
    #expect(f.a.appearance == .appeared)
    f.screen.beginAppearanceTransition(false, animated: false)
    f.screen.endAppearanceTransition()
    #expect(
      f.take() == [
        "@0ms screen.willDisappear(animated: false)",
        "@0ms screen.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false)",
        "@0ms screen.didDisappear(animated: false)",
        "@0ms a.didDisappear(animated: false)",
        "@0ms screen.childDidDisappear(a, animated: false)",
      ])
  }

  // MARK: - Timing

  @Test func negativeDelayAndDurationCountAsZero() {
    let f = Fixture()
    let timed = TimedChild()
    timed.delay = .milliseconds(-100)
    timed.duration = .milliseconds(-50)
    f.recorder.name("timed", for: timed)
    f.screen.lists = [0: [f.a], 1: [timed]]
    f.screen.defaultTransitionDuration = .milliseconds(-10)
    f.appear()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.setNeedsStateTransition(to: 1, animated: true)
    }
    let atOnce = f.take()
    f.clock.advance(by: .zero)

    #expect(diagnostics.map(\.kind) == [.negativeTiming, .negativeTiming, .negativeTiming])
    #expect(
      diagnostics.map(\.message) == [
        "Screen.defaultTransitionDuration is negative (-0.01 seconds); taken as zero.",
        "TimedChild.stateTransitionDelay is negative (-0.1 seconds); taken as zero.",
        "TimedChild.stateTransitionDuration is negative (-0.05 seconds); taken as zero.",
      ])
    #expect(
      atOnce == [
        "@0ms screen.willTransition(to: 1, animated: true)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(a, animated: true)",
        "@0ms a.willDisappear(animated: true)",
        "@0ms timed.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(timed, animated: true)",
        "@0ms timed.willAppear(animated: true)",
        "@0ms timed.stateTransitionWillBegin(isAppearing: true)",
      ])
    #expect(
      f.take() == [
        "@0ms a.didDisappear(animated: true)",
        "@0ms screen.childDidDisappear(a, animated: true)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms timed.animateAlongsideStateTransition(isAppearing: true)",
        "@0ms timed.stateTransitionDidEnd(isAppearing: true)",
        "@0ms timed.didAppear(animated: true)",
        "@0ms screen.childDidAppear(timed, animated: true)",
        "@0ms timed.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: 0, animated: true)",
      ])
    #expect(f.clock.scheduledCount == 0)
    timed.delay = .milliseconds(10)
    timed.duration = .milliseconds(40)
    f.screen.defaultTransitionDuration = .milliseconds(100)
    f.screen.setNeedsStateTransition(to: 0, animated: true)
    f.clock.run()
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 0, animated: true)",
        "@0ms timed.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(timed, animated: true)",
        "@0ms timed.willDisappear(animated: true)",
        "@0ms a.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true)",
        "@0ms timed.stateTransitionWillBegin(isAppearing: false)",
        "@10ms timed.animateAlongsideStateTransition(isAppearing: false)",
        "@50ms timed.stateTransitionDidEnd(isAppearing: false)",
        "@50ms timed.didDisappear(animated: true)",
        "@50ms screen.childDidDisappear(timed, animated: true)",
        "@50ms timed.didMove(toParent: nil)",
        "@100ms a.didAppear(animated: true)",
        "@100ms screen.childDidAppear(a, animated: true)",
        "@100ms a.didMove(toParent: screen)",
        "@100ms screen.didTransition(from: 1, animated: true)",
      ])
  }

  // MARK: - Hooks that call back

  @Test func childHookRequestingItsOwnContainerWaitsForTheTransition() {
    let f = Fixture()
    f.screen.lists = [0: [f.a], 1: [f.b], 2: [f.c]]
    f.appear()
    f.b.onWillAppear = { f.screen.setNeedsStateTransition(to: 0, animated: false) }
    f.b.onDidAppear = { f.screen.setNeedsStateTransition(to: 2, animated: false) }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.setNeedsStateTransition(to: 1, animated: true)
      f.clock.advance(by: .milliseconds(350))
    }

    #expect(diagnostics == [])
    #expect(
      f.take() == [
        "@0ms screen.willTransition(to: 1, animated: true)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(a, animated: true)",
        "@0ms a.willDisappear(animated: true)",
        "@0ms b.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(b, animated: true)",
        "@0ms b.willAppear(animated: true)",
        "@350ms a.didDisappear(animated: true)",
        "@350ms screen.childDidDisappear(a, animated: true)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms b.didAppear(animated: true)",
        "@350ms screen.childDidAppear(b, animated: true)",
        "@350ms b.didMove(toParent: screen)",
        "@350ms screen.didTransition(from: 0, animated: true)",
        "@350ms screen.willTransition(to: 2, animated: false)",
        "@350ms b.willMove(toParent: nil)",
        "@350ms screen.childWillDisappear(b, animated: false)",
        "@350ms b.willDisappear(animated: false)",
        "@350ms c.willMove(toParent: screen)",
        "@350ms screen.childWillAppear(c, animated: false)",
        "@350ms c.willAppear(animated: false)",
        "@350ms b.didDisappear(animated: false)",
        "@350ms screen.childDidDisappear(b, animated: false)",
        "@350ms b.didMove(toParent: nil)",
        "@350ms c.didAppear(animated: false)",
        "@350ms screen.childDidAppear(c, animated: false)",
        "@350ms c.didMove(toParent: screen)",
        "@350ms screen.didTransition(from: 1, animated: false)",
      ])
    #expect(f.screen.currentState == 2)
    #expect(f.clock.scheduledCount == 0)
  }

  @Test("An appearance call on a container from inside its own willAppear is reentrant, not unbalanced")
  func appearanceCallFromOwnWillAppearIsReentrant() {
    let f = Fixture()
    f.screen.lists = [0: [f.a]]
    f.screen.onWillAppear = {
      f.screen.beginAppearanceTransition(true, animated: false)
      f.screen.endAppearanceTransition()
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.beginAppearanceTransition(true, animated: false)
      f.screen.endAppearanceTransition()
    }

    #expect(
      diagnostics.map(\.description) == [
        "StateContainer: beginAppearanceTransition(true, animated: false) on Screen from inside one of its own hooks; ignored. Change a container's appearance from outside its lifecycle hooks.",
        "StateContainer: endAppearanceTransition() on Screen from inside one of its own hooks; ignored. Change a container's appearance from outside its lifecycle hooks.",
      ])
    #expect(diagnostics.map(\.kind) == [.reentrantAppearanceTransition, .reentrantAppearanceTransition])
    #expect(
      f.take() == Fixture.appearanceShowingA)
    #expect(f.screen.appearance == .appeared)
  }

  @Test func childHookChangingItsContainersAppearanceIsIgnored() {
    let f = Fixture()
    f.screen.lists = [0: [f.a], 1: [f.b]]
    f.a.onWillAppear = { f.screen.endAppearanceTransition() }
    f.b.onWillAppear = { f.screen.beginAppearanceTransition(false, animated: false) }
    f.b.onDidAppear = { f.screen.beginAppearanceTransition(false, animated: true) }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.screen.beginAppearanceTransition(true, animated: false)
      f.screen.endAppearanceTransition()
      f.screen.setNeedsStateTransition(to: 1, animated: true)
      f.clock.advance(by: .milliseconds(350))
    }

    #expect(
      diagnostics.map(\.kind) == [
        .reentrantAppearanceTransition, .reentrantAppearanceTransition, .reentrantAppearanceTransition,
      ])
    #expect(
      diagnostics.map(\.message) == [
        "endAppearanceTransition() on Screen from inside one of its own hooks; ignored. Change a container's appearance from outside its lifecycle hooks.",
        "beginAppearanceTransition(false, animated: false) on Screen from inside one of its own hooks; ignored. Change a container's appearance from outside its lifecycle hooks.",
        "beginAppearanceTransition(false, animated: true) on Screen from inside one of its own hooks; ignored. Change a container's appearance from outside its lifecycle hooks.",
      ])
    #expect(
      f.take() == Fixture.appearanceShowingA + [
        "@0ms screen.willTransition(to: 1, animated: true)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(a, animated: true)",
        "@0ms a.willDisappear(animated: true)",
        "@0ms b.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(b, animated: true)",
        "@0ms b.willAppear(animated: true)",
        "@350ms a.didDisappear(animated: true)",
        "@350ms screen.childDidDisappear(a, animated: true)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms b.didAppear(animated: true)",
        "@350ms screen.childDidAppear(b, animated: true)",
        "@350ms b.didMove(toParent: screen)",
        "@350ms screen.didTransition(from: 0, animated: true)",
      ])
    #expect(f.screen.appearance == .appeared)
    #expect(f.b.appearance == .appeared)
    f.screen.beginAppearanceTransition(false, animated: false)
    f.screen.endAppearanceTransition()
    #expect(
      f.take() == [
        "@350ms screen.willDisappear(animated: false)",
        "@350ms screen.childWillDisappear(b, animated: false)",
        "@350ms b.willDisappear(animated: false)",
        "@350ms screen.didDisappear(animated: false)",
        "@350ms b.didDisappear(animated: false)",
        "@350ms screen.childDidDisappear(b, animated: false)",
      ])
  }

  @Test func containerReleasedMidTransitionFinishesThenIsFreed() {
    let clock = SimulatedClock()
    var screen: Screen? = Screen(clock: clock)
    weak let weakScreen = screen
    var a: Child? = Child()
    var b: Child? = Child()
    weak let weakA = a
    weak let weakB = b
    screen!.lists = [0: [a!], 1: [b!]]
    let recorder = LifecycleRecorder(names: [screen!: "screen", a!: "a", b!: "b"])
    recorder.attach(to: screen!)
    screen!.beginAppearanceTransition(true, animated: false)
    screen!.endAppearanceTransition()
    recorder.clear()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      screen!.setNeedsStateTransition(to: 1, animated: true)
      screen = nil
      a = nil
      b = nil
      #expect(weakScreen != nil)
      clock.advance(by: .milliseconds(350))
    }
    // The recorder's events hold their components; let them go.
    let transcript = recorder.transcript
    recorder.clear()

    #expect(diagnostics == [])
    #expect(
      transcript == [
        "@0ms screen.willTransition(to: 1, animated: true)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(a, animated: true)",
        "@0ms a.willDisappear(animated: true)",
        "@0ms b.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(b, animated: true)",
        "@0ms b.willAppear(animated: true)",
        "@350ms a.didDisappear(animated: true)",
        "@350ms screen.childDidDisappear(a, animated: true)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms b.didAppear(animated: true)",
        "@350ms screen.childDidAppear(b, animated: true)",
        "@350ms b.didMove(toParent: screen)",
        "@350ms screen.didTransition(from: 0, animated: true)",
      ])
    #expect(weakScreen == nil)
    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(clock.scheduledCount == 0)
  }
}

/// Returns the value and leaves nil behind, for scripts that run once.
@MainActor private func take<T>(_ value: inout T?) -> T? {
  defer { value = nil }
  return value
}
