import StateContainer
import Synchronization
import Testing

/// Regressions for the findings of the source review: each test failed before its fix.
@Suite @MainActor struct ReviewFindingsTests {
  private final class Box: StateContainer<Int> {
    let initial: Int
    let table: (Int) -> [Component]
    init(_ initial: Int, clock: any TransitionClock, table: @escaping (Int) -> [Component]) {
      self.initial = initial
      self.table = table
      super.init(clock: clock)
    }
    override func loadAppearanceState() -> Int { initial }
    override func children(for state: Int) -> [Component] { table(state) }
  }

  private final class HookLeaf: Component {
    var onWillMove: ((Component?) -> Void)?
    override func willMove(toParent parent: Component?) { onWillMove?(parent) }
  }

  /// A clock that breaks the contract: it runs every action inside `schedule`.
  private final class ImmediateClock: TransitionClock {
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
      action()
      return ScheduledAction(onCancel: {})
    }
  }

  private final class Fade: Component, StateTransitioning {}

  @Test("A request that waits for another container's hooks survives its container's disappearance")
  func waitingRequestSurvivesDisappearance() {
    let clock = SimulatedClock()
    let leaf = Component()
    let x = Box(0, clock: clock) { $0 == 0 ? [] : [leaf] }
    let a = HookLeaf()
    let outer = Box(0, clock: clock) { $0 == 0 ? [a, x] : [] }
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    let recorder = LifecycleRecorder(names: [outer: "outer", x: "x", a: "a", leaf: "leaf"])
    recorder.attach(to: outer)
    recorder.attach(to: x)
    a.onWillMove = { if $0 == nil { x.setNeedsStateTransition(to: 1, animated: false) } }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      outer.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics == [])
    #expect(
      recorder.transcript == [
        "@0ms outer.willTransition(to: 1, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms outer.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms outer.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false)",
        "@0ms a.didDisappear(animated: false)",
        "@0ms outer.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms x.didDisappear(animated: false)",
        "@0ms outer.childDidDisappear(x, animated: false)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms outer.didTransition(from: 0, animated: false)",
        // The outer hooks have returned: x, now off screen, takes up its request.
        "@0ms x.willTransition(to: 1, animated: false)",
        "@0ms leaf.willMove(toParent: x)",
        "@0ms leaf.didMove(toParent: x)",
        "@0ms x.didTransition(from: 0, animated: false)",
      ])
    #expect(x.currentState == 1)
    #expect(x.children.map(ObjectIdentifier.init) == [ObjectIdentifier(leaf)])
    a.onWillMove = nil
  }

  @Test("A clock that runs actions inside schedule(after:) completes an animated transition in order")
  func synchronousClockDoesNotCrash() {
    let plain = Component()
    let fade = Fade()
    let screen = Box(0, clock: ImmediateClock()) { $0 == 0 ? [] : [plain, fade] }
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    let recorder = LifecycleRecorder(names: [screen: "screen", plain: "plain", fade: "fade"])
    recorder.attach(to: screen)

    screen.setNeedsStateTransition(to: 1, animated: true)

    #expect(
      recorder.transcript == [
        "screen.willTransition(to: 1, animated: true)",
        "plain.willMove(toParent: screen)",
        "screen.childWillAppear(plain, animated: true)",
        "plain.willAppear(animated: true)",
        "fade.willMove(toParent: screen)",
        "screen.childWillAppear(fade, animated: true)",
        "fade.willAppear(animated: true)",
        // Each step runs inside its own scheduling, so each child completes at once.
        "plain.didAppear(animated: true)",
        "screen.childDidAppear(plain, animated: true)",
        "plain.didMove(toParent: screen)",
        "fade.stateTransitionWillBegin(isAppearing: true)",
        "fade.animateAlongsideStateTransition(isAppearing: true)",
        "fade.stateTransitionDidEnd(isAppearing: true)",
        "fade.didAppear(animated: true)",
        "screen.childDidAppear(fade, animated: true)",
        "fade.didMove(toParent: screen)",
        "screen.didTransition(from: 0, animated: true)",
      ])
    #expect(!screen.isTransitioning)
    #expect(screen.children.count == 2)
    // The container keeps working.
    screen.setNeedsStateTransition(to: 0, animated: true)
    #expect(screen.children.isEmpty)
    #expect(!screen.isTransitioning)
  }

  @Test("A real-time action reports diagnostics to the handler bound where it was scheduled")
  func realTimeActionsReportWhereScheduled() async throws {
    let clock = RealTimeClock()
    // The first action arms the clock's wake-up inside a capture nobody reads afterwards.
    _ = LifecycleDiagnostic.capture { clock.schedule(after: .milliseconds(1)) {} }
    let seen = Mutex<[LifecycleDiagnostic.Kind]>([])
    var ran = false
    LifecycleDiagnostic.$handler.withValue({ diagnostic in seen.withLock { $0.append(diagnostic.kind) } }) {
      clock.schedule(after: .milliseconds(20)) {
        Component().endAppearanceTransition()
        ran = true
      }
    }
    // Bounded: a sanitized, loaded machine may take seconds; a broken clock fails, not hangs.
    for _ in 0..<3_000 where !ran { try await Task.sleep(for: .milliseconds(10)) }
    #expect(ran, "the action did not run within 30 s")
    #expect(seen.withLock { $0 } == [.unbalancedAppearanceTransition])
  }

  @Test("A negative defaultTransitionDuration is reported once per transition, not once per child")
  func negativeDefaultDurationReportedOnce() {
    let clock = SimulatedClock()
    let first = Component()
    let second = Component()
    let screen = Box(0, clock: clock) { $0 == 0 ? [] : [first, second] }
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    screen.defaultTransitionDuration = .milliseconds(-5)
    let recorder = LifecycleRecorder(names: [screen: "screen", first: "first", second: "second"])
    recorder.attach(to: screen)

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      screen.setNeedsStateTransition(to: 1, animated: true)
      clock.advance(by: .zero)
    }

    #expect(diagnostics.map(\.kind) == [.negativeTiming])
    #expect(
      recorder.transcript == [
        "@0ms screen.willTransition(to: 1, animated: true)",
        "@0ms first.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(first, animated: true)",
        "@0ms first.willAppear(animated: true)",
        "@0ms second.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(second, animated: true)",
        "@0ms second.willAppear(animated: true)",
        "@0ms first.didAppear(animated: true)",
        "@0ms screen.childDidAppear(first, animated: true)",
        "@0ms first.didMove(toParent: screen)",
        "@0ms second.didAppear(animated: true)",
        "@0ms screen.childDidAppear(second, animated: true)",
        "@0ms second.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: 0, animated: true)",
      ])
  }
}
