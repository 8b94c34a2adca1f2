import StateContainer
import Testing

/// Components and their appearance.
///
/// Pins <doc:TheLifecycle#Appearance>.
@Suite("Components and appearance")
@MainActor
struct ComponentAppearanceTests {
  @Test("a component starts disappeared, without parent or children; its parent reference is weak")
  func freshComponent() {
    let component = Component()
    #expect(component.appearance == .disappeared)
    #expect(component.parent == nil)
    #expect(component.children.isEmpty)

    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    weak var weakContainer: RecordingContainer<SpecState>?
    do {
      let container = RecordingContainer<SpecState>(
        "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [x]])
      container.setNeedsStateTransition(to: .a, animated: false)
      weakContainer = container
      #expect(x.parent === container)
    }
    #expect(weakContainer == nil)
    #expect(x.parent == nil)
  }

  @Test(
    "begin and end move appearance, updated before each hook, and call will/did hooks with begin's animated"
  )
  func appearanceMoves() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    for event in [
      "x.willAppear(animated: true)", "x.didAppear(animated: true)",
      "x.willDisappear(animated: false)", "x.didDisappear(animated: false)",
    ] {
      log.on(event) { log.record("probe: \(x.appearance)") }
    }

    var seen: [Appearance] = []
    x.beginAppearanceTransition(true, animated: true)
    seen.append(x.appearance)
    x.endAppearanceTransition()
    seen.append(x.appearance)
    x.beginAppearanceTransition(false, animated: false)
    seen.append(x.appearance)
    x.endAppearanceTransition()
    seen.append(x.appearance)

    #expect(seen == [.appearing, .appeared, .disappearing, .disappeared])
    #expect(
      log.entries == [
        "x.willAppear(animated: true)",
        "probe: appearing",
        "x.didAppear(animated: true)",
        "probe: appeared",
        "x.willDisappear(animated: false)",
        "probe: disappearing",
        "x.didDisappear(animated: false)",
        "probe: disappeared",
      ])
  }

  @Test(
    "hooks are notifications only: overrides that call super see the same order",
    arguments: [false, true])
  func hooksAreNotifications(callingSuper: Bool) {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x: Component = callingSuper ? SuperCallingComponent("x", log: log) : RecordingComponent("x", log: log)
    let z: Component = callingSuper ? SuperCallingComponent("z", log: log) : RecordingComponent("z", log: log)
    let table: [SpecState: [Component]] = [.a: [x], .b: [z]]
    let container: StateContainer<SpecState> =
      callingSuper
      ? SuperCallingContainer("C", log: log, clock: clock, table: table)
      : RecordingContainer("C", log: log, clock: clock, appearanceState: .a, table: table)

    container.appearForTest(animated: true)
    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()
    container.disappearForTest(animated: false)

    #expect(
      log.entries == [
        "@0ms C.willAppear(animated: true)",
        "@0ms C.loadAppearanceState() -> a",
        "@0ms C.willTransition(to: a, animated: true)",
        "@0ms C.children(for: a)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
        "@0ms C.didAppear(animated: true)",
        "@0ms x.didAppear(animated: true)",
        "@0ms C.childDidAppear(x, animated: true)",
        "@0ms x.didMove(toParent: C)",
        "@0ms C.didTransition(from: nil, animated: true)",
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
        "@350ms C.willDisappear(animated: false)",
        "@350ms C.childWillDisappear(z, animated: false)",
        "@350ms z.willDisappear(animated: false)",
        "@350ms C.didDisappear(animated: false)",
        "@350ms z.didDisappear(animated: false)",
        "@350ms C.childDidDisappear(z, animated: false)",
      ])
    #expect(container.appearance == .disappeared)
    #expect(x.parent == nil)
    #expect(z.parent === container)
    #expect(z.appearance == .disappeared)
  }

  @Test("a parent is told before its children, and the container's hooks wrap each child's")
  func parentFirstAndWrapping() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let y = RecordingComponent("y", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [x, y]])
    container.appearForTest()
    _ = log.take()

    container.disappearForTest(animated: true)
    container.appearForTest(animated: false)

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
        "C.willAppear(animated: false)",
        "C.childWillAppear(x, animated: false)",
        "x.willAppear(animated: false)",
        "C.childWillAppear(y, animated: false)",
        "y.willAppear(animated: false)",
        "C.didAppear(animated: false)",
        "x.didAppear(animated: false)",
        "C.childDidAppear(x, animated: false)",
        "y.didAppear(animated: false)",
        "C.childDidAppear(y, animated: false)",
      ])
  }

  @Test("a child is never told that it appears while its container is disappeared")
  func noAppearanceWhileDisappeared() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingTransitioningComponent("z", log: log, duration: .milliseconds(100))
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: clock, appearanceState: .a, table: [.a: [x], .b: [z, x]])

    container.setNeedsStateTransition(to: .a, animated: true)
    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "C.willTransition(to: a, animated: false)",
        "C.children(for: a)",
        "x.willMove(toParent: C)",
        "x.didMove(toParent: C)",
        "C.didTransition(from: nil, animated: false)",
        "C.willTransition(to: b, animated: false)",
        "C.children(for: b)",
        "z.willMove(toParent: C)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: a, animated: false)",
      ])
    #expect(x.appearance == .disappeared)
    #expect(z.appearance == .disappeared)
  }
}

/// A component whose overrides call `super` before writing to the log.
@MainActor
private final class SuperCallingComponent: Component, RecordingNamed {
  let name: String
  let log: RecordingLog

  init(_ name: String, log: RecordingLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override func willAppear(animated: Bool) {
    super.willAppear(animated: animated)
    log.record("\(name).willAppear(animated: \(animated))")
  }

  override func didAppear(animated: Bool) {
    super.didAppear(animated: animated)
    log.record("\(name).didAppear(animated: \(animated))")
  }

  override func willDisappear(animated: Bool) {
    super.willDisappear(animated: animated)
    log.record("\(name).willDisappear(animated: \(animated))")
  }

  override func didDisappear(animated: Bool) {
    super.didDisappear(animated: animated)
    log.record("\(name).didDisappear(animated: \(animated))")
  }

  override func willMove(toParent parent: Component?) {
    super.willMove(toParent: parent)
    log.record("\(name).willMove(toParent: \(recordingName(parent)))")
  }

  override func didMove(toParent parent: Component?) {
    super.didMove(toParent: parent)
    log.record("\(name).didMove(toParent: \(recordingName(parent)))")
  }
}

/// A container in state `a` whose overrides call `super` before writing to the log.
@MainActor
private final class SuperCallingContainer: StateContainer<SpecState>, RecordingNamed {
  let name: String
  let log: RecordingLog
  let table: [SpecState: [Component]]

  init(_ name: String, log: RecordingLog, clock: SimulatedClock, table: [SpecState: [Component]]) {
    self.name = name
    self.log = log
    self.table = table
    super.init(clock: clock)
  }

  override func loadAppearanceState() -> SpecState {
    log.record("\(name).loadAppearanceState() -> a")
    return .a
  }

  override func children(for state: SpecState) -> [Component] {
    log.record("\(name).children(for: \(state))")
    return table[state] ?? []
  }

  override func willTransition(to nextState: SpecState, animated: Bool) {
    super.willTransition(to: nextState, animated: animated)
    log.record("\(name).willTransition(to: \(nextState), animated: \(animated))")
  }

  override func didTransition(from previousState: SpecState?, animated: Bool) {
    super.didTransition(from: previousState, animated: animated)
    log.record(
      "\(name).didTransition(from: \(previousState.map { "\($0)" } ?? "nil"), animated: \(animated))")
  }

  override func childWillAppear(_ child: Component, animated: Bool) {
    super.childWillAppear(child, animated: animated)
    log.record("\(name).childWillAppear(\(recordingName(child)), animated: \(animated))")
  }

  override func childDidAppear(_ child: Component, animated: Bool) {
    super.childDidAppear(child, animated: animated)
    log.record("\(name).childDidAppear(\(recordingName(child)), animated: \(animated))")
  }

  override func childWillDisappear(_ child: Component, animated: Bool) {
    super.childWillDisappear(child, animated: animated)
    log.record("\(name).childWillDisappear(\(recordingName(child)), animated: \(animated))")
  }

  override func childDidDisappear(_ child: Component, animated: Bool) {
    super.childDidDisappear(child, animated: animated)
    log.record("\(name).childDidDisappear(\(recordingName(child)), animated: \(animated))")
  }

  override func willAppear(animated: Bool) {
    super.willAppear(animated: animated)
    log.record("\(name).willAppear(animated: \(animated))")
  }

  override func didAppear(animated: Bool) {
    super.didAppear(animated: animated)
    log.record("\(name).didAppear(animated: \(animated))")
  }

  override func willDisappear(animated: Bool) {
    super.willDisappear(animated: animated)
    log.record("\(name).willDisappear(animated: \(animated))")
  }

  override func didDisappear(animated: Bool) {
    super.didDisappear(animated: animated)
    log.record("\(name).didDisappear(animated: \(animated))")
  }
}
