import StateContainer
import Synchronization
import Testing

/// A container created without a clock runs on its upstream's. When that upstream is
/// released, the container keeps the clock it had (at the latest from when it appeared),
/// and its next animated transition says so once: it never moves from a test's
/// `SimulatedClock` to real time without a word.
///
/// Pins <doc:ContextResponsesAndEvents#The-clock-comes-from-upstream>.
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

  /// A container created without a clock that shows `lists[state]`.
  private final class Screen: StateContainer<Int> {
    let lists: [[Component]]
    init(_ lists: [[Component]]) {
      self.lists = lists
      super.init()
    }
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { lists[state] }
  }

  private struct Ping {}

  @Test("The containers below one that kept its clock run on it and stamp their events with its time")
  func containersBelowAKeptClockRunOnIt() {
    let clock = SimulatedClock()
    let sender = Component()
    let inner = Screen([[], [sender]])
    let outer = Screen([[], [inner]])
    // The app container is a temporary: `outer` keeps the clock it read when it appeared.
    // `inner` joins it afterwards and never read a clock through a tree that provides one.
    do {
      let app = App(stack: outer, clock: clock)
      app.appearForTest()
    }
    #expect(outer.parent == nil)
    clock.advance(by: .milliseconds(500))
    outer.tree.handle(Ping.self) { _, _, _ in }
    let recorder = LifecycleRecorder(names: [outer: "outer", inner: "inner", sender: "sender"])
    recorder.attach(to: outer)

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      outer.setNeedsStateTransition(to: 1, animated: true)
      clock.advance(by: .milliseconds(350))
      inner.setNeedsStateTransition(to: 1, animated: true)
      clock.advance(by: .milliseconds(350))
      sender.tree.send(Ping())
    }

    // Only the container that lost its upstream reports the clock it kept.
    #expect(diagnostics.map(\.kind) == [.clockKeptWithoutUpstream])
    #expect(inner.clock === clock)
    // Every event, the response included, carries the test clock's time; `inner`'s own
    // transition ends when the test advances the clock.
    #expect(
      recorder.transcript == [
        "@500ms outer.willTransition(to: 1, animated: true)",
        "@500ms inner.willMove(toParent: outer)",
        "@500ms outer.childWillAppear(inner, animated: true)",
        "@500ms inner.willAppear(animated: true)",
        "@500ms inner.willTransition(to: 0, animated: true)",
        "@850ms inner.didAppear(animated: true)",
        "@850ms inner.didTransition(from: nil, animated: true)",
        "@850ms outer.childDidAppear(inner, animated: true)",
        "@850ms inner.didMove(toParent: outer)",
        "@850ms outer.didTransition(from: 0, animated: true)",
        "@850ms inner.willTransition(to: 1, animated: true)",
        "@850ms sender.willMove(toParent: inner)",
        "@850ms inner.childWillAppear(sender, animated: true)",
        "@850ms sender.willAppear(animated: true)",
        "@1200ms sender.didAppear(animated: true)",
        "@1200ms inner.childDidAppear(sender, animated: true)",
        "@1200ms sender.didMove(toParent: inner)",
        "@1200ms inner.didTransition(from: 0, animated: true)",
        "@1200ms sender.tree.send(Ping) -> outer (asked: inner, outer)",
      ])
    #expect(clock.scheduledCount == 0)
    #expect(inner.isTransitioning == false)
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
