import StateContainer
import Synchronization
import Testing

/// Timed steps under any clock: a clock that runs actions inside `schedule`, and a real-time
/// action's diagnostics. (A negative duration: `LifecycleMisuseTests`, `negativeTiming`.)
///
/// Pins <doc:TheLifecycle#Animated>.
@Suite("Timed steps: in order under any clock, diagnosed where scheduled")
@MainActor
struct TimedStepEdgeTests {
  private typealias Box = TableContainer

  /// A clock that breaks the contract: it runs every action inside `schedule`.
  private final class ImmediateClock: TransitionClock {
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
      action()
      return ScheduledAction(onCancel: {})
    }
  }

  private final class Fade: Component, StateTransitioning {}

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
}
