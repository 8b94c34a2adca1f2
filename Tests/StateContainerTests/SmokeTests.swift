import StateContainer
import Testing

@MainActor private final class Fade: Component, StateTransitioning {
  func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(250) }
}

@MainActor private final class Screen: StateContainer<Int> {
  let a = Component()
  let b = Fade()
  let c = Component()
  override func loadAppearanceState() -> Int { 0 }
  override func children(for state: Int) -> [Component] {
    switch state {
    case 0: [a, b]
    case 1: [a, c]
    default: []
    }
  }
}

@Suite @MainActor struct SmokeTests {
  @Test func walkthrough() {
    let clock = SimulatedClock()
    let screen = Screen(clock: clock)
    let recorder = LifecycleRecorder(names: [screen: "C", screen.a: "a", screen.b: "b", screen.c: "c"])
    recorder.attach(to: screen)
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    screen.setNeedsStateTransition(to: 1, animated: false)
    screen.setNeedsStateTransition(to: 0, animated: true)
    clock.advance(by: .milliseconds(300))
    screen.beginAppearanceTransition(false, animated: false)
    screen.endAppearanceTransition()
    print(recorder.text)
    #expect(clock.scheduledCount == 0)
    #expect(screen.children.count == 2)
  }
}
