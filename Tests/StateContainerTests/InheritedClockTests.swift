import StateContainer
import Synchronization
import Testing

/// A container created without a clock runs on its upstream's. When that upstream is
/// released, the container keeps the clock it had (at the latest from when it appeared),
/// and its next animated transition says so once: it never moves from a test's
/// `SimulatedClock` to real time without a word.
@Suite("A container whose upstream is released keeps its inherited clock, and says so once")
@MainActor
struct InheritedClockTests {
  /// An app container on a simulated clock that shows `stack`, created without a clock.
  private final class App: StateContainer<Int> {
    let stack: Component
    init(stack: Component, clock: SimulatedClock?) {
      self.stack = stack
      if let clock { super.init(clock: clock) } else { super.init() }
    }
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { [stack] }
  }

  /// A stack created without a clock, named `Stack` in the log.
  private final class Stack: NavigationContainer<String>, RecordingNamed {
    let name = "Stack"
  }

  @Test(
    "A stack whose app container was a released temporary pushes on the test's clock, with one diagnostic")
  func stackKeepsTheClockOfItsReleasedApp() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let stack = Stack(root: "root") { destination in
      let entry = RecordingEntry(destination, log: log)
      entry.componentName = destination
      return entry
    }
    stack.componentName = "Stack"
    // The app container is a temporary: it shows the stack, then is released.
    weak var released: App?
    do {
      let app = App(stack: stack, clock: clock)
      app.appearForTest()
      released = app
    }
    #expect(released == nil)
    #expect(stack.parent == nil)
    #expect(stack.clock === clock)
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      stack.push("detail", animated: true)
      clock.advance(by: .milliseconds(350))
      stack.push("more", animated: true)
      clock.advance(by: .milliseconds(350))
    }

    #expect(
      diagnostics.map(\.description) == [
        "StateContainer: Stack ran on a SimulatedClock inherited from upstream, and has no upstream now (it "
          + "was released or the container taken out of its tree); it keeps that clock instead of "
          + "RealTimeClock.shared. Keep the container's upstream alive while it is shown, or create it with "
          + "init(clock:)."
      ])
    #expect(
      log.take() == [
        "@0ms root.willMove(toParent: nil)",
        "@0ms root.willDisappear(animated: true) [forward to detail]",
        "@0ms detail.willMove(toParent: Stack)",
        "@0ms detail.willAppear(animated: true) [forward to detail]",
        "@350ms root.didDisappear(animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms detail.didAppear(animated: true)",
        "@350ms detail.didMove(toParent: Stack)",
        "@350ms detail.willMove(toParent: nil)",
        "@350ms detail.willDisappear(animated: true) [forward to more]",
        "@350ms more.willMove(toParent: Stack)",
        "@350ms more.willAppear(animated: true) [forward to more]",
        "@700ms detail.didDisappear(animated: true)",
        "@700ms detail.didMove(toParent: nil)",
        "@700ms more.didAppear(animated: true)",
        "@700ms more.didMove(toParent: Stack)",
      ])
    #expect(clock.scheduledCount == 0)
    #expect(stack.isTransitioning == false)
  }

  @Test("A container that only ever ran on the real-time clock reports nothing when its upstream goes")
  func realTimeContainerLosingItsUpstreamSaysNothing() async throws {
    let stack = NavigationContainer<String>(root: "root") { _ in Component() }
    do {
      let app = App(stack: stack, clock: nil)
      app.appearForTest()
    }
    #expect(stack.parent == nil)
    let (_, diagnostics) = await LifecycleDiagnostic.capture {
      stack.push("detail", animated: true)
      // Bounded: a loaded machine may take seconds; a broken clock fails, not hangs.
      for _ in 0..<3_000 where stack.isTransitioning { try? await Task.sleep(for: .milliseconds(10)) }
    }
    #expect(diagnostics.isEmpty)
    #expect(stack.isTransitioning == false)
    #expect(stack.clock === RealTimeClock.shared)
  }
}
