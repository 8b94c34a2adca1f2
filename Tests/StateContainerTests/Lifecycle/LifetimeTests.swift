import StateContainer
import Testing

/// What the framework keeps alive, and for how long: nothing after it is done with it.
///
/// Pins <doc:TheLifecycle#Misuse>.
@Suite("Lifetimes: nothing is kept once the framework is done with it")
@MainActor
struct LifetimeTests {
  @Test("a removed child is held while its animated removal runs, and released when it completes")
  func removedChildReleased() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let z = RecordingComponent("z", log: log)
    weak var weakX: RecordingComponent?
    let container: RecordingContainer<SpecState>
    do {
      let x = RecordingComponent("x", log: log)
      weakX = x
      container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    container.childrenForState = { $0 == .b ? [z] : [] }
    #expect(weakX != nil)
    clock.advance(by: .milliseconds(349))
    #expect(weakX != nil)
    clock.advance(by: .milliseconds(1))

    #expect(weakX == nil)
    #expect(container.isTransitioning == false)
  }

  @Test("a child removed off-screen is released at once")
  func offScreenRemovalReleased() {
    let log = RecordingLog()
    weak var weakX: RecordingComponent?
    let container: RecordingContainer<SpecState>
    do {
      let x = RecordingComponent("x", log: log)
      weakX = x
      container = RecordingContainer<SpecState>(
        "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [x]])
      container.setNeedsStateTransition(to: .a, animated: false)
    }

    container.childrenForState = { _ in [] }
    container.setNeedsStateTransition(to: .b, animated: true)

    #expect(weakX == nil)
  }

  @Test(
    "an idle container leaves nothing on the clock, and is released with its children when the app lets go")
  func idleContainerReleased() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    weak var weakContainer: RecordingContainer<SpecState>?
    weak var weakX: RecordingTransitioningComponent?
    weak var weakZ: RecordingComponent?
    do {
      let x = RecordingTransitioningComponent("x", log: log, duration: .milliseconds(100))
      let z = RecordingComponent("z", log: log)
      let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z, x]])
      container.setNeedsStateTransition(to: .b, animated: true)
      clock.run()
      container.setNeedsStateTransition(to: .a, animated: true)
      clock.run()
      container.disappearForTest()
      weakContainer = container
      weakX = x
      weakZ = z
    }

    #expect(clock.scheduledCount == 0)
    #expect(weakContainer == nil)
    #expect(weakX == nil)
    #expect(weakZ == nil)
  }

  @Test(
    "a container the app lets go of mid-flight stays alive until its transition ends, then is released with its children"
  )
  func containerReleasedMidFlight() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    weak var weakContainer: RecordingContainer<SpecState>?
    weak var weakX: RecordingComponent?
    weak var weakZ: RecordingComponent?
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      do {
        let x = RecordingComponent("x", log: log)
        let z = RecordingComponent("z", log: log)
        let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
        container.setNeedsStateTransition(to: .b, animated: true)
        (weakContainer, weakX, weakZ) = (container, x, z)
      }

      #expect(weakContainer != nil)
      clock.run()
    }

    #expect(diagnostics.isEmpty)
    #expect(weakContainer == nil && weakX == nil && weakZ == nil)
    #expect(clock.scheduledCount == 0)
    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms z.didAppear(animated: true)",
        "@350ms C.childDidAppear(z, animated: true)",
        "@350ms z.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("a container that disappears mid-flight leaves nothing on the clock and can be released at once")
  func disappearanceMidFlightClearsTheClock() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    weak var weakContainer: RecordingContainer<SpecState>?
    do {
      let x = RecordingTransitioningComponent("x", log: log, delay: .seconds(1), duration: .seconds(1))
      let z = RecordingComponent("z", log: log)
      let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
      container.setNeedsStateTransition(to: .b, animated: true)
      #expect(clock.scheduledCount == 3)
      container.disappearForTest()
      weakContainer = container
    }

    #expect(clock.scheduledCount == 0)
    #expect(weakContainer == nil)
  }

  @Test("an inner container removed by its outer container is released with its children")
  func removedInnerContainerReleased() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    weak var weakInner: RecordingContainer<SpecState>?
    weak var weakX: RecordingComponent?
    let outer = RecordingContainer<SpecState>("O", log: log, clock: clock, appearanceState: .a)
    do {
      let x = RecordingComponent("x", log: log)
      let inner = RecordingContainer<SpecState>(
        "I", log: log, clock: clock, appearanceState: .a, table: [.a: [x]])
      outer.childrenForState = { $0 == .a ? [inner] : [] }
      weakInner = inner
      weakX = x
    }
    outer.appearForTest()
    outer.setNeedsStateTransition(to: .b, animated: true)
    outer.childrenForState = { _ in [] }
    clock.run()

    #expect(weakInner == nil)
    #expect(weakX == nil)
  }

  @Test("a cancelled clock action is released at once, and a run one after it runs")
  func clockReleasesActions() {
    let clock = SimulatedClock()
    weak var weakCancelled: Payload?
    weak var weakRun: Payload?
    var ran: [String] = []
    do {
      let cancelled = Payload()
      let run = Payload()
      weakCancelled = cancelled
      weakRun = run
      let handle = clock.schedule(after: .seconds(1)) { ran.append("cancelled \(cancelled)") }
      clock.schedule(after: .seconds(1)) { ran.append("run \(run)") }
      handle.cancel()
    }

    #expect(weakCancelled == nil)
    #expect(weakRun != nil)
    #expect(clock.scheduledCount == 1)
    clock.run()

    #expect(weakRun == nil)
    #expect(ran == ["run payload"])
    #expect(clock.scheduledCount == 0)
  }
}

/// Something for a clock action to capture.
private final class Payload: CustomStringConvertible {
  var description: String { "payload" }
}
