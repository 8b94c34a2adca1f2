import StateContainer
import Testing

/// A ``LifecycleRecorder`` holds the components it records weakly: recording never keeps
/// a component alive, and the transcript keeps every line, with the names they had.
///
/// Pins <doc:TestingWithSimulatedClock#Assert-the-whole-transcript>.
@Suite("A LifecycleRecorder keeps no component alive, and its transcript keeps every line")
@MainActor
struct LifecycleRecorderLifetimeTests {
  private final class Screen: StateContainer<Int> {
    var lists: [Int: [Component]] = [:]
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { lists[state] ?? [] }
  }

  @Test("A recorded child that the screen drops is freed; its lines stay, its events go")
  func recordedChildIsFreed() {
    let clock = SimulatedClock()
    let screen = Screen(clock: clock)
    let recorder = LifecycleRecorder(names: [screen: "screen"])
    recorder.attach(to: screen)
    weak var weakChild: Component?
    do {
      let child = Component()
      child.componentName = "child"
      weakChild = child
      screen.lists = [0: [child]]
    }
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    screen.setNeedsStateTransition(to: 1, animated: false)
    screen.lists = [:]

    #expect(weakChild == nil)
    #expect(
      recorder.transcript == [
        "@0ms screen.willAppear(animated: false)",
        "@0ms screen.willTransition(to: 0, animated: false)",
        "@0ms child.willMove(toParent: screen)",
        "@0ms screen.childWillAppear(child, animated: false)",
        "@0ms child.willAppear(animated: false)",
        "@0ms screen.didAppear(animated: false)",
        "@0ms child.didAppear(animated: false)",
        "@0ms screen.childDidAppear(child, animated: false)",
        "@0ms child.didMove(toParent: screen)",
        "@0ms screen.didTransition(from: nil, animated: false)",
        "@0ms screen.willTransition(to: 1, animated: false)",
        "@0ms child.willMove(toParent: nil)",
        "@0ms screen.childWillDisappear(child, animated: false)",
        "@0ms child.willDisappear(animated: false)",
        "@0ms child.didDisappear(animated: false)",
        "@0ms screen.childDidDisappear(child, animated: false)",
        "@0ms child.didMove(toParent: nil)",
        "@0ms screen.didTransition(from: 0, animated: false)",
      ])
    // The events that name only the screen stay; those that name the freed child go.
    #expect(
      recorder.events.map(\.description) == [
        "@0ms Screen.willAppear(animated: false)",
        "@0ms Screen.willTransition(to: 0, animated: false)",
        "@0ms Screen.didAppear(animated: false)",
        "@0ms Screen.didTransition(from: nil, animated: false)",
        "@0ms Screen.willTransition(to: 1, animated: false)",
        "@0ms Screen.didTransition(from: 0, animated: false)",
      ])
  }

  @Test(
    "A recorded screen is freed with the recorder still attached and not cleared; a name given late stays")
  func recordedScreenIsFreed() {
    let recorder = LifecycleRecorder()
    weak var weakScreen: Screen?
    do {
      let screen = Screen(clock: SimulatedClock())
      weakScreen = screen
      recorder.attach(to: screen)
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      // Named after its events were recorded: the lines read with this name.
      recorder.name("screen", for: screen)
    }
    #expect(weakScreen == nil)
    #expect(
      recorder.transcript == [
        "@0ms screen.willAppear(animated: false)",
        "@0ms screen.willTransition(to: 0, animated: false)",
        "@0ms screen.didAppear(animated: false)",
        "@0ms screen.didTransition(from: nil, animated: false)",
      ])
    #expect(recorder.events.isEmpty)
  }
}
