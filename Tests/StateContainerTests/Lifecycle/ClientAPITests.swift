// A client written only against the core public API: the names an app ports from
// StateViewController with. Nothing here uses the test support, any API beyond those names,
// or @testable.
import StateContainer
import Testing

private enum Screen: Equatable, CustomStringConvertible {
  case loading, list([String]), failed

  var description: String {
    switch self {
    case .loading: "loading"
    case .list(let items): "list(\(items.count))"
    case .failed: "failed"
    }
  }
}

@MainActor
private final class ClientJournal {
  var lines: [String] = []
  let clock: SimulatedClock
  let start: SimulatedClock.Instant

  init(clock: SimulatedClock) {
    self.clock = clock
    self.start = clock.now
  }

  func write(_ line: String) {
    let (seconds, attoseconds) = start.duration(to: clock.now).components
    lines.append("@\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms \(line)")
  }
}

@MainActor
private class ClientLabel: Component {
  let name: String
  let journal: ClientJournal

  init(_ name: String, journal: ClientJournal) {
    self.name = name
    self.journal = journal
    super.init()
  }

  override func willAppear(animated: Bool) { journal.write("\(name).willAppear(\(animated))") }
  override func didAppear(animated: Bool) { journal.write("\(name).didAppear(\(animated))") }
  override func willDisappear(animated: Bool) { journal.write("\(name).willDisappear(\(animated))") }
  override func didDisappear(animated: Bool) { journal.write("\(name).didDisappear(\(animated))") }
  override func willMove(toParent parent: Component?) {
    journal.write("\(name).willMove(\(parent == nil ? "nil" : "screen"))")
  }
  override func didMove(toParent parent: Component?) {
    journal.write("\(name).didMove(\(parent == nil ? "nil" : "screen"))")
  }
}

@MainActor
private final class ClientSpinner: ClientLabel, StateTransitioning {
  func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(isAppearing ? 100 : 200) }
  func stateTransitionDelay(isAppearing: Bool) -> Duration { .milliseconds(isAppearing ? 0 : 50) }
  func stateTransitionWillBegin(isAppearing: Bool) { journal.write("\(name).willBegin(\(isAppearing))") }
  func animateAlongsideStateTransition(isAppearing: Bool) {
    journal.write("\(name).alongside(\(isAppearing))")
  }
  func stateTransitionDidEnd(isAppearing: Bool) { journal.write("\(name).didEnd(\(isAppearing))") }
}

@MainActor
private final class ClientScreen: StateContainer<Screen> {
  let journal: ClientJournal
  lazy var list = ClientLabel("list", journal: journal)
  lazy var spinner = ClientSpinner("spinner", journal: journal)
  lazy var banner = ClientLabel("banner", journal: journal)

  init(clock: SimulatedClock, journal: ClientJournal) {
    self.journal = journal
    super.init(clock: clock)
  }

  override func loadAppearanceState() -> Screen { .loading }

  override func children(for state: Screen) -> [Component] {
    switch state {
    case .loading: [list, spinner]
    case .list: [list]
    case .failed: [banner]
    }
  }

  override func willTransition(to nextState: Screen, animated: Bool) {
    journal.write("screen.willTransition(\(nextState), \(animated)) from \(currentState)")
  }
  override func didTransition(from previousState: Screen?, animated: Bool) {
    journal.write(
      "screen.didTransition(\(previousState.map(String.init(describing:)) ?? "nil"), \(animated))")
  }
  override func childWillAppear(_ child: Component, animated: Bool) {
    journal.write("screen.childWillAppear")
  }
  override func childDidAppear(_ child: Component, animated: Bool) { journal.write("screen.childDidAppear") }
  override func childWillDisappear(_ child: Component, animated: Bool) {
    journal.write("screen.childWillDisappear")
  }
  override func childDidDisappear(_ child: Component, animated: Bool) {
    journal.write("screen.childDidDisappear")
  }
  override func willAppear(animated: Bool) { journal.write("screen.willAppear(\(animated))") }
  override func didAppear(animated: Bool) { journal.write("screen.didAppear(\(animated))") }
}

/// A `TransitionClock` written by a client: it hands each action on to a `SimulatedClock`
/// and counts them.
@MainActor
private final class CountingClock: TransitionClock {
  let base: SimulatedClock
  var scheduled = 0

  init(base: SimulatedClock) { self.base = base }

  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    scheduled += 1
    return base.schedule(after: delay, action)
  }
}

/// Pins <doc:TheLifecycle#The-steps>.
@Suite("A client of the core public API compiles and sees the lifecycle's order")
@MainActor
struct ClientAPITests {
  @Test("a client of the public API compiles and sees the contract's order")
  func clientSeesTheContract() {
    let clock = SimulatedClock()
    let journal = ClientJournal(clock: clock)
    let screen = ClientScreen(clock: clock, journal: journal)
    #expect(screen.hasDeterminedState == false)
    #expect(screen.defaultTransitionDuration == .milliseconds(350))

    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    screen.setNeedsStateTransition(to: .list(["a", "b"]), animated: true)
    #expect(screen.isTransitioning)
    clock.advance(by: .milliseconds(100))
    screen.setNeedsStateTransition(to: .failed, animated: false)
    clock.advance(to: clock.now.advanced(by: .milliseconds(150)))
    clock.run()

    #expect(
      journal.lines == [
        "@0ms screen.willAppear(false)",
        "@0ms screen.willTransition(loading, false) from loading",
        "@0ms list.willMove(screen)",
        "@0ms spinner.willMove(screen)",
        "@0ms screen.childWillAppear",
        "@0ms list.willAppear(false)",
        "@0ms screen.childWillAppear",
        "@0ms spinner.willAppear(false)",
        "@0ms screen.didAppear(false)",
        "@0ms list.didAppear(false)",
        "@0ms screen.childDidAppear",
        "@0ms list.didMove(screen)",
        "@0ms spinner.didAppear(false)",
        "@0ms screen.childDidAppear",
        "@0ms spinner.didMove(screen)",
        "@0ms screen.didTransition(nil, false)",
        "@0ms screen.willTransition(list(2), true) from loading",
        "@0ms spinner.willMove(nil)",
        "@0ms screen.childWillDisappear",
        "@0ms spinner.willDisappear(true)",
        "@0ms spinner.willBegin(false)",
        "@50ms spinner.alongside(false)",
        "@250ms spinner.didEnd(false)",
        "@250ms spinner.didDisappear(true)",
        "@250ms screen.childDidDisappear",
        "@250ms spinner.didMove(nil)",
        "@250ms screen.didTransition(loading, true)",
        "@250ms screen.willTransition(failed, false) from list(2)",
        "@250ms list.willMove(nil)",
        "@250ms screen.childWillDisappear",
        "@250ms list.willDisappear(false)",
        "@250ms banner.willMove(screen)",
        "@250ms screen.childWillAppear",
        "@250ms banner.willAppear(false)",
        "@250ms list.didDisappear(false)",
        "@250ms screen.childDidDisappear",
        "@250ms list.didMove(nil)",
        "@250ms banner.didAppear(false)",
        "@250ms screen.childDidAppear",
        "@250ms banner.didMove(screen)",
        "@250ms screen.didTransition(list(2), false)",
      ])
    #expect(screen.currentState == .failed)
    #expect(screen.children.count == 1 && screen.children.first === screen.banner)
    #expect(screen.banner.parent === screen)
    #expect(screen.list.parent == nil)
    #expect(screen.appearance == .appeared)
    #expect(screen.isTransitioning == false)
  }

  @Test("a client's own TransitionClock receives every timed step, and ScheduledAction cancels")
  func clientClock() {
    let base = SimulatedClock()
    let clock = CountingClock(base: base)
    let screen = ScreenOnAnyClock(clock: clock)
    screen.beginAppearanceTransition(true, animated: true)
    screen.endAppearanceTransition()

    screen.setNeedsStateTransition(to: 1, animated: true)
    let scheduledByTransition = clock.scheduled
    var ran = false
    let action = clock.schedule(after: .milliseconds(10)) { ran = true }
    action.cancel()
    base.run()

    #expect(scheduledByTransition == 3)
    #expect(ran == false)
    #expect(screen.currentState == 1)
    #expect(screen.children.count == 1 && screen.children.first === screen.second)
    #expect(screen.children.allSatisfy { $0.appearance == .appeared })
  }
}

/// States 0 and 1, each with one child; the child of state 1 animates with the protocol's
/// defaults.
@MainActor
private final class ScreenOnAnyClock: StateContainer<Int> {
  final class Fading: Component, StateTransitioning {}
  let first = Component()
  let second = Fading()

  override func loadAppearanceState() -> Int { 0 }
  override func children(for state: Int) -> [Component] { state == 0 ? [first] : [second] }
}
