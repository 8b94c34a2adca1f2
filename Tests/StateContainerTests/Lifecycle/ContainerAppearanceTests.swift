import StateContainer
import Testing

/// The container's own appearance, the state it
/// resolves when it begins to appear, and requests made while it is not `appeared`.
///
/// Pins <doc:TheLifecycle#The-containers-own-appearance>.
@Suite("The container's own appearance: the state it resolves, and requests while it is not appeared")
@MainActor
struct ContainerAppearanceTests {
  @Test(
    "before any state is determined, currentState returns loadAppearanceState() without determining it")
  func currentStateBeforeDetermination() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .b, table: [.b: [x]])

    #expect(container.hasDeterminedState == false)
    let first = container.currentState
    container.appearanceState = .c
    let second = container.currentState

    #expect(first == .b)
    #expect(second == .c)
    #expect(container.hasDeterminedState == false)
    #expect(container.children.isEmpty)
    #expect(log.entries == ["C.loadAppearanceState() -> b", "C.loadAppearanceState() -> c"])
  }

  /// `C` shows `x` in `a` (its appearance state) and `z` in `b`; a request determines `b`
  /// before `C` first appears, then `C` appears, is asked for `b` again, disappears and
  /// appears again.
  private func requestThenAppearTwice(reloads: Bool) -> [String] {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: clock, appearanceState: .a, table: [.a: [x], .b: [z]])
    container.reloadsStateOnAppearance = reloads

    container.setNeedsStateTransition(to: .b, animated: true)
    #expect(container.hasDeterminedState)
    container.appearForTest()
    container.setNeedsStateTransition(to: .b, animated: false)
    container.disappearForTest()
    container.appearForTest()
    clock.run()
    return log.entries
  }

  /// The request for `b`, applied before `C` ever appeared.
  private static let requestedOffScreen = [
    "C.willTransition(to: b, animated: false)",
    "C.children(for: b)",
    "z.willMove(toParent: C)",
    "z.didMove(toParent: C)",
    "C.didTransition(from: nil, animated: false)",
  ]

  /// `C` disappears showing `z`.
  private static let disappearsShowingZ = [
    "C.willDisappear(animated: false)",
    "C.childWillDisappear(z, animated: false)",
    "z.willDisappear(animated: false)",
    "C.didDisappear(animated: false)",
    "z.didDisappear(animated: false)",
    "C.childDidDisappear(z, animated: false)",
  ]

  @Test("the framework calls loadAppearanceState() only when C appears without a determined state")
  func loadAppearanceStateOnlyWithoutDeterminedState() {
    let entries = requestThenAppearTwice(reloads: false)

    // The request determined `b` before the first appearance: every appearance keeps it.
    let appearsShowingZ = [
      "C.willAppear(animated: false)",
      "C.childWillAppear(z, animated: false)",
      "z.willAppear(animated: false)",
      "C.didAppear(animated: false)",
      "z.didAppear(animated: false)",
      "C.childDidAppear(z, animated: false)",
    ]
    #expect(entries == Self.requestedOffScreen + appearsShowingZ + Self.disappearsShowingZ + appearsShowingZ)
  }

  @Test(
    "with reloadsStateOnAppearance, every appearance asks loadAppearanceState() and applies a new result")
  func reloadingAsksOnEveryAppearance() {
    let entries = requestThenAppearTwice(reloads: true)

    let appearsInA = [
      "C.willAppear(animated: false)",
      "C.loadAppearanceState() -> a",
      "C.willTransition(to: a, animated: false)",
      "C.children(for: a)",
      "z.willMove(toParent: nil)",
      "z.didMove(toParent: nil)",
      "x.willMove(toParent: C)",
      "C.childWillAppear(x, animated: false)",
      "x.willAppear(animated: false)",
      "C.didAppear(animated: false)",
      "x.didAppear(animated: false)",
      "C.childDidAppear(x, animated: false)",
      "x.didMove(toParent: C)",
      "C.didTransition(from: b, animated: false)",
    ]
    let requestsB = [
      "C.willTransition(to: b, animated: false)",
      "C.children(for: b)",
      "x.willMove(toParent: nil)",
      "C.childWillDisappear(x, animated: false)",
      "x.willDisappear(animated: false)",
      "z.willMove(toParent: C)",
      "C.childWillAppear(z, animated: false)",
      "z.willAppear(animated: false)",
      "x.didDisappear(animated: false)",
      "C.childDidDisappear(x, animated: false)",
      "x.didMove(toParent: nil)",
      "z.didAppear(animated: false)",
      "C.childDidAppear(z, animated: false)",
      "z.didMove(toParent: C)",
      "C.didTransition(from: a, animated: false)",
    ]
    #expect(
      entries == Self.requestedOffScreen + appearsInA + requestsB + Self.disappearsShowingZ + appearsInA)
  }

  @Test(
    "first appearance: willAppear, loadAppearanceState once, state applied, children appear; end: didAppear, children, didTransition(from: nil)"
  )
  func firstAppearance() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let y = RecordingTransitioningComponent("y", log: log, duration: .milliseconds(100))
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: clock, appearanceState: .a, table: [.a: [x, y]])

    container.beginAppearanceTransition(true, animated: true)
    let begun = log.take()
    #expect(container.appearance == .appearing)
    #expect(container.hasDeterminedState)
    #expect(container.isTransitioning)
    #expect(container.currentState == .a)
    #expect(x.appearance == .appearing)
    container.endAppearanceTransition()
    #expect(container.isTransitioning == false)
    clock.run()

    #expect(
      begun == [
        "C.willAppear(animated: true)",
        "C.loadAppearanceState() -> a",
        "C.willTransition(to: a, animated: true)",
        "C.children(for: a)",
        "x.willMove(toParent: C)",
        "y.willMove(toParent: C)",
        "C.childWillAppear(x, animated: true)",
        "x.willAppear(animated: true)",
        "C.childWillAppear(y, animated: true)",
        "y.willAppear(animated: true)",
      ])
    #expect(
      log.entries == [
        "C.didAppear(animated: true)",
        "x.didAppear(animated: true)",
        "C.childDidAppear(x, animated: true)",
        "x.didMove(toParent: C)",
        "y.didAppear(animated: true)",
        "C.childDidAppear(y, animated: true)",
        "y.didMove(toParent: C)",
        "C.didTransition(from: nil, animated: true)",
      ])
    #expect(container.appearance == .appeared)
    #expect(recordingNames(container.children) == ["x", "y"])
    #expect(x.appearance == .appeared)
  }

  @Test(
    "appearing again keeps the current state, and with reloadsStateOnAppearance a result equal to it applies nothing: the children just appear",
    arguments: [false, true])
  func appearanceInCurrentState(reloads: Bool) {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer.appeared(log: log, clock: SimulatedClock(), table: [.a: [x]])
    container.reloadsStateOnAppearance = reloads
    container.disappearForTest()
    _ = log.take()

    container.beginAppearanceTransition(true, animated: true)
    #expect(container.isTransitioning == false)
    container.endAppearanceTransition()

    #expect(
      log.entries == [
        "C.willAppear(animated: true)"
      ] + (reloads ? ["C.loadAppearanceState() -> a"] : []) + [
        "C.childWillAppear(x, animated: true)",
        "x.willAppear(animated: true)",
        "C.didAppear(animated: true)",
        "x.didAppear(animated: true)",
        "C.childDidAppear(x, animated: true)",
      ])
  }

  @Test(
    "reappearance in a new state (reloadsStateOnAppearance): removed children detached silently, added ones attached, then all appear"
  )
  func reappearanceInNewState() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let k = RecordingComponent("k", log: log)
    let z = RecordingTransitioningComponent("z", log: log, duration: .milliseconds(100))
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x, k], .b: [k, z]])
    container.reloadsStateOnAppearance = true
    container.disappearForTest()
    _ = log.take()
    container.appearanceState = .b

    container.appearForTest(animated: true)
    clock.run()

    #expect(
      log.entries == [
        "C.willAppear(animated: true)",
        "C.loadAppearanceState() -> b",
        "C.willTransition(to: b, animated: true)",
        "C.children(for: b)",
        "x.willMove(toParent: nil)",
        "x.didMove(toParent: nil)",
        "z.willMove(toParent: C)",
        "C.childWillAppear(k, animated: true)",
        "k.willAppear(animated: true)",
        "C.childWillAppear(z, animated: true)",
        "z.willAppear(animated: true)",
        "C.didAppear(animated: true)",
        "k.didAppear(animated: true)",
        "C.childDidAppear(k, animated: true)",
        "z.didAppear(animated: true)",
        "C.childDidAppear(z, animated: true)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: a, animated: true)",
      ])
    #expect(x.parent == nil)
    #expect(x.appearance == .disappeared)
    #expect(recordingNames(container.children) == ["k", "z"])
  }

  @Test("disappearance: willDisappear, then each child in order; end: didDisappear, then each child")
  func disappearance() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let y = RecordingComponent("y", log: log)
    let container = RecordingContainer.appeared(log: log, clock: SimulatedClock(), table: [.a: [x, y]])

    container.beginAppearanceTransition(false, animated: true)
    #expect(container.appearance == .disappearing)
    container.endAppearanceTransition()

    #expect(
      log.entries == [
        "C.willDisappear(animated: true)",
        "C.childWillDisappear(x, animated: true)",
        "x.willDisappear(animated: true)",
        "C.childWillDisappear(y, animated: true)",
        "y.willDisappear(animated: true)",
        "C.didDisappear(animated: true)",
        "x.didDisappear(animated: true)",
        "C.childDidDisappear(x, animated: true)",
        "y.didDisappear(animated: true)",
        "C.childDidDisappear(y, animated: true)",
      ])
    #expect(container.appearance == .disappeared)
    #expect(recordingNames(container.children) == ["x", "y"])
    #expect(x.parent === container)
    #expect(x.appearance == .disappeared)
  }

  @Test(
    "disappearance mid-flight finishes the transition at once, in clock order, and drops its pending request"
  )
  func disappearanceMidFlight() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingTransitioningComponent("x", log: log, duration: .milliseconds(100))
    let k = RecordingComponent("k", log: log)
    let z = RecordingComponent("z", log: log)
    let u = RecordingComponent("u", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x, k], .b: [k, z], .c: [u]])
    container.setNeedsStateTransition(to: .b, animated: true)
    container.setNeedsStateTransition(to: .c, animated: true)
    clock.advance(by: .milliseconds(50))
    let inFlight = log.take()

    container.disappearForTest()
    clock.run()

    #expect(
      inFlight == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
        "@0ms x.stateTransitionWillBegin(isAppearing: false)",
        "@0ms x.animateAlongsideStateTransition(isAppearing: false)",
      ])
    #expect(
      log.entries == [
        "@50ms x.stateTransitionDidEnd(isAppearing: false)",
        "@50ms x.didDisappear(animated: true)",
        "@50ms C.childDidDisappear(x, animated: true)",
        "@50ms x.didMove(toParent: nil)",
        "@50ms z.didAppear(animated: true)",
        "@50ms C.childDidAppear(z, animated: true)",
        "@50ms z.didMove(toParent: C)",
        "@50ms C.didTransition(from: a, animated: true)",
        "@50ms C.willDisappear(animated: false)",
        "@50ms C.childWillDisappear(k, animated: false)",
        "@50ms k.willDisappear(animated: false)",
        "@50ms C.childWillDisappear(z, animated: false)",
        "@50ms z.willDisappear(animated: false)",
        "@50ms C.didDisappear(animated: false)",
        "@50ms k.didDisappear(animated: false)",
        "@50ms C.childDidDisappear(k, animated: false)",
        "@50ms z.didDisappear(animated: false)",
        "@50ms C.childDidDisappear(z, animated: false)",
      ])
    #expect(container.currentState == .b)
    #expect(recordingNames(container.children) == ["k", "z"])
  }

  @Test(
    "requests from hooks of that finish are dropped; a request from willDisappear is applied off-screen after the end"
  )
  func requestsAroundMidFlightDisappearance() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let u = RecordingComponent("u", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x], .b: [z], .c: [u]])
    container.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(20))
    _ = log.take()
    log.on("C.didTransition(from: a, animated: true)") {
      container.setNeedsStateTransition(to: .d, animated: true)
    }
    log.on("C.willDisappear(animated: true)") {
      container.setNeedsStateTransition(to: .c, animated: true)
    }

    container.beginAppearanceTransition(false, animated: true)
    let begun = log.take()
    clock.advance(by: .milliseconds(20))
    container.endAppearanceTransition()
    clock.run()

    #expect(
      begun == [
        "@20ms x.didDisappear(animated: true)",
        "@20ms C.childDidDisappear(x, animated: true)",
        "@20ms x.didMove(toParent: nil)",
        "@20ms z.didAppear(animated: true)",
        "@20ms C.childDidAppear(z, animated: true)",
        "@20ms z.didMove(toParent: C)",
        "@20ms C.didTransition(from: a, animated: true)",
        "@20ms C.willDisappear(animated: true)",
        "@20ms C.childWillDisappear(z, animated: true)",
        "@20ms z.willDisappear(animated: true)",
      ])
    #expect(
      log.entries == [
        "@40ms C.didDisappear(animated: true)",
        "@40ms z.didDisappear(animated: true)",
        "@40ms C.childDidDisappear(z, animated: true)",
        "@40ms C.willTransition(to: c, animated: false)",
        "@40ms C.children(for: c)",
        "@40ms z.willMove(toParent: nil)",
        "@40ms z.didMove(toParent: nil)",
        "@40ms u.willMove(toParent: C)",
        "@40ms u.didMove(toParent: C)",
        "@40ms C.didTransition(from: b, animated: false)",
      ])
    #expect(container.currentState == .c)
  }

  @Test("a request while C is appearing waits for the end of the appearance, then runs animated")
  func requestWhileAppearing() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: clock, appearanceState: .a, table: [.a: [x], .b: [z]])

    container.beginAppearanceTransition(true, animated: true)
    container.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(100))
    let whileAppearing = log.take()
    container.endAppearanceTransition()
    clock.run()

    #expect(
      whileAppearing == [
        "@0ms C.willAppear(animated: true)",
        "@0ms C.loadAppearanceState() -> a",
        "@0ms C.willTransition(to: a, animated: true)",
        "@0ms C.children(for: a)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
      ])
    #expect(
      log.entries == [
        "@100ms C.didAppear(animated: true)",
        "@100ms x.didAppear(animated: true)",
        "@100ms C.childDidAppear(x, animated: true)",
        "@100ms x.didMove(toParent: C)",
        "@100ms C.didTransition(from: nil, animated: true)",
        "@100ms C.willTransition(to: b, animated: true)",
        "@100ms C.children(for: b)",
        "@100ms x.willMove(toParent: nil)",
        "@100ms C.childWillDisappear(x, animated: true)",
        "@100ms x.willDisappear(animated: true)",
        "@100ms z.willMove(toParent: C)",
        "@100ms C.childWillAppear(z, animated: true)",
        "@100ms z.willAppear(animated: true)",
        "@450ms x.didDisappear(animated: true)",
        "@450ms C.childDidDisappear(x, animated: true)",
        "@450ms x.didMove(toParent: nil)",
        "@450ms z.didAppear(animated: true)",
        "@450ms C.childDidAppear(z, animated: true)",
        "@450ms z.didMove(toParent: C)",
        "@450ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("a request made while appearing for the state the appearance resolves is dropped at its end")
  func requestWhileAppearingForResolvedState() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .b, table: [.a: [x], .b: [z]])
    log.on("C.willAppear(animated: true)") {
      container.setNeedsStateTransition(to: .a, animated: true)
      container.setNeedsStateTransition(to: .b, animated: true)
    }

    container.appearForTest(animated: true)

    #expect(
      log.entries == [
        "C.willAppear(animated: true)",
        "C.loadAppearanceState() -> b",
        "C.willTransition(to: b, animated: true)",
        "C.children(for: b)",
        "z.willMove(toParent: C)",
        "C.childWillAppear(z, animated: true)",
        "z.willAppear(animated: true)",
        "C.didAppear(animated: true)",
        "z.didAppear(animated: true)",
        "C.childDidAppear(z, animated: true)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: nil, animated: true)",
      ])
    #expect(container.isTransitioning == false)
  }

  @Test("a request from a child's willAppear during the appearance waits for its end")
  func requestFromChildHookWhileAppearing() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [x], .b: [z]])
    log.on("x.willAppear(animated: false)") {
      container.setNeedsStateTransition(to: .b, animated: false)
    }

    container.appearForTest()

    #expect(
      log.entries == [
        "C.willAppear(animated: false)",
        "C.loadAppearanceState() -> a",
        "C.willTransition(to: a, animated: false)",
        "C.children(for: a)",
        "x.willMove(toParent: C)",
        "C.childWillAppear(x, animated: false)",
        "x.willAppear(animated: false)",
        "C.didAppear(animated: false)",
        "x.didAppear(animated: false)",
        "C.childDidAppear(x, animated: false)",
        "x.didMove(toParent: C)",
        "C.didTransition(from: nil, animated: false)",
        "C.willTransition(to: b, animated: false)",
        "C.children(for: b)",
        "x.willMove(toParent: nil)",
        "C.childWillDisappear(x, animated: false)",
        "x.willDisappear(animated: false)",
        "z.willMove(toParent: C)",
        "C.childWillAppear(z, animated: false)",
        "z.willAppear(animated: false)",
        "x.didDisappear(animated: false)",
        "C.childDidDisappear(x, animated: false)",
        "x.didMove(toParent: nil)",
        "z.didAppear(animated: false)",
        "C.childDidAppear(z, animated: false)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: a, animated: false)",
      ])
  }

  @Test("a request while C is disappearing waits for the end, then is applied off-screen")
  func requestWhileDisappearing() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])

    container.beginAppearanceTransition(false, animated: true)
    container.setNeedsStateTransition(to: .b, animated: true)
    #expect(container.currentState == .a)
    container.endAppearanceTransition()
    clock.run()

    #expect(
      log.entries == [
        "C.willDisappear(animated: true)",
        "C.childWillDisappear(x, animated: true)",
        "x.willDisappear(animated: true)",
        "C.didDisappear(animated: true)",
        "x.didDisappear(animated: true)",
        "C.childDidDisappear(x, animated: true)",
        "C.willTransition(to: b, animated: false)",
        "C.children(for: b)",
        "x.willMove(toParent: nil)",
        "x.didMove(toParent: nil)",
        "z.willMove(toParent: C)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: a, animated: false)",
      ])
    #expect(z.appearance == .disappeared)
  }

  @Test(
    "a request while C is disappeared is applied at once, without animation and without appearance hooks")
  func offScreenRequest() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let k = RecordingComponent("k", log: log)
    let z = RecordingTransitioningComponent("z", log: log, duration: .milliseconds(100))
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x, k], .b: [k, z]])
    container.disappearForTest()
    _ = log.take()
    for event in ["C.willTransition(to: b, animated: false)", "C.didTransition(from: a, animated: false)"] {
      log.on(event) { log.record("probe: isTransitioning \(container.isTransitioning)") }
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    let returned = log.take()
    #expect(container.isTransitioning == false)
    clock.run()

    #expect(
      returned == [
        "C.willTransition(to: b, animated: false)",
        "probe: isTransitioning true",
        "C.children(for: b)",
        "x.willMove(toParent: nil)",
        "x.didMove(toParent: nil)",
        "z.willMove(toParent: C)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: a, animated: false)",
        "probe: isTransitioning false",
      ])
    #expect(log.entries == [])
    #expect(x.parent == nil)
    #expect(z.parent === container)
    #expect(z.appearance == .disappeared)
    #expect(recordingNames(container.children) == ["k", "z"])
  }

  @Test(
    "off-screen, a request for the current state does nothing, and one from didTransition runs at once after it"
  )
  func offScreenChain() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.b: [x], .c: [z]])
    container.setNeedsStateTransition(to: .b, animated: false)
    _ = log.take()
    log.on("C.didTransition(from: b, animated: false)") {
      container.setNeedsStateTransition(to: .b, animated: true)
      log.record("requested b")
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    let sameState = log.take()
    container.setNeedsStateTransition(to: .c, animated: true)

    #expect(sameState == [])
    #expect(
      log.entries == [
        "C.willTransition(to: c, animated: false)",
        "C.children(for: c)",
        "x.willMove(toParent: nil)",
        "x.didMove(toParent: nil)",
        "z.willMove(toParent: C)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: b, animated: false)",
        "requested b",
        "C.willTransition(to: b, animated: false)",
        "C.children(for: b)",
        "z.willMove(toParent: nil)",
        "z.didMove(toParent: nil)",
        "x.willMove(toParent: C)",
        "x.didMove(toParent: C)",
        "C.didTransition(from: c, animated: false)",
      ])
  }
}
