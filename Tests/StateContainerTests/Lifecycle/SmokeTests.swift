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

/// Pins <doc:GettingStarted>.
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
    if FuzzSummary.isVerbose { print(recorder.text) }
    #expect(clock.scheduledCount == 0)
    #expect(screen.children.count == 2)
  }
}

@Suite @MainActor struct SmokeSleeperTests {
  @Test func wokenTaskRunsAtItsDeadline() async {
    let clock = SimulatedClock()
    var stamps: [Duration] = []
    let task = Task { @MainActor in
      try await clock.sleep(for: .milliseconds(1200))
      stamps.append(clock.now.offset)
      try await clock.sleep(for: .milliseconds(300))
      stamps.append(clock.now.offset)
    }
    await clock.advance(by: .seconds(2), yieldsPerWake: 10)
    try? await task.value
    #expect(stamps == [.milliseconds(1200), .milliseconds(1500)])
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func cancelledSleeperThrows() async {
    let clock = SimulatedClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.scheduledCount == 0 { await Task.yield() }
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.scheduledCount == 0)
  }
}

@Suite @MainActor struct AsyncAdvanceTests {
  @Test func taskStartedByAnActionSleepsFromThatActionsDeadline() async {
    let clock = SimulatedClock()
    var stamps: [Duration] = []
    clock.schedule(after: .milliseconds(250)) {
      Task { @MainActor in
        try await clock.sleep(for: .milliseconds(100))
        stamps.append(clock.now.offset)
      }
    }
    await clock.advance(by: .seconds(1), yieldsPerWake: 10)
    #expect(stamps == [.milliseconds(350)])
  }
}
