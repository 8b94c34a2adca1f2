import StateContainer
import Testing

/// History, on every StateContainer (NavigatingBetweenScreens, "History: going back where
/// you were").
///
/// Pins <doc:NavigatingBetweenScreens#History-going-back-where-you-were>.
@Suite("History: every container can go back where it was")
@MainActor
struct HistoryTests {
  let clock = SimulatedClock()
  let log: RecordingLog

  init() {
    log = RecordingLog(stampingWith: clock)
  }

  @Test("disabled by default: nothing is recorded, the hook is not asked, and back is too far")
  func disabledByDefault() {
    let screen = GuardedScreen.appeared(in: SpecState.a, policy: .disabled, log: log, clock: clock)
    #expect(GuardedScreen<SpecState>(log: log, clock: clock, appearanceState: .a).historyPolicy == .disabled)

    screen.setNeedsStateTransition(to: .b, animated: false)
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      screen.setNeedsStateTransition(to: .c, animated: false)
      screen.requestGoBack(animated: false).reportedOutcome.map { log.record("back: \($0)") }
    }

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> allow",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms C.transitionDecision(request(from: b, to: c, animated: false)) -> allow",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
        "@0ms back: invalid",
      ])
    #expect(diagnostics.map(\.kind) == [.historyTooShort])
    #expect(
      diagnostics.map(\.message) == [
        "goBack(1) on GuardedScreen<SpecState>, whose history holds 0 entries; nothing changes."
      ])
    #expect(screen.stateHistory.isEmpty && !screen.canGoBack && screen.currentState == .c)
  }

  @Test("a request records the target it leaves, as the hook remembers it; observers see each entry")
  func recordsTheStateLeft() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)

    screen.setNeedsStateTransition(to: .b, animated: false)
    screen.setNeedsStateTransition(to: .c, animated: false)

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms C.transitionDecision(request(from: b, to: c, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C history recorded(b)",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
      ])
    #expect(screen.stateHistory == [.a, .b] && screen.canGoBack)
  }

  @Test("history is kept against the target: a request that never began is not recorded")
  func keptAgainstTheTarget() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)

    screen.setNeedsStateTransition(to: .b, animated: true)
    // b is in flight: c leaves b, and is pending; d leaves c, which never began.
    screen.setNeedsStateTransition(to: .c, animated: true)
    screen.setNeedsStateTransition(to: .d, animated: true, completion: screen.report("to d"))
    #expect(screen.stateHistory == [.a, .b])
    clock.run()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: true)) -> allow",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.transitionDecision(request(from: b, to: c, animated: true)) -> allow",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C history recorded(b)",
        "@0ms C.transitionDecision(request(from: c, to: d, animated: true)) -> allow",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms C.willTransition(to: d, animated: true)",
        "@700ms C.didTransition(from: b, animated: true)",
        "@700ms to d: completed",
      ])
    #expect(screen.stateHistory == [.a, .b] && screen.currentState == .d)
  }

  @Test("a request from inside willTransition leaves the state being entered")
  func requestFromWillTransition() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    log.on("C.willTransition(to: b, animated: false)") {
      screen.setNeedsStateTransition(to: .c, animated: false)
    }

    screen.setNeedsStateTransition(to: .b, animated: false)

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.transitionDecision(request(from: b, to: c, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C history recorded(b)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
      ])
    #expect(screen.stateHistory == [.a, .b])
  }

  @Test("the hook remembers another value (a saved draft), or keeps a state out with nil")
  func hookChoosesTheEntry() {
    let screen = GuardedScreen.appeared(in: Page.compose(draft: ""), log: log, clock: clock)
    var draft = "Hel"
    screen.entryForLeaving = { state in
      switch state {
      case .compose: .compose(draft: draft)
      case .failed: nil
      default: state
      }
    }

    screen.setNeedsStateTransition(to: .failed, animated: false)
    draft = "unused"
    screen.setNeedsStateTransition(to: .list, animated: false)
    screen.goBack(animated: false)

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: compose(), to: failed, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: compose()) -> compose(Hel)",
        "@0ms C history recorded(compose(Hel))",
        "@0ms C.willTransition(to: failed, animated: false)",
        "@0ms C.didTransition(from: compose(), animated: false)",
        "@0ms C.transitionDecision(request(from: failed, to: list, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: failed) -> nil",
        "@0ms C.willTransition(to: list, animated: false)",
        "@0ms C.didTransition(from: failed, animated: false)",
        "@0ms C.transitionDecision(back(1)(from: list, to: compose(Hel), animated: false)) -> allow",
        "@0ms C history removedByBack([compose(Hel)])",
        "@0ms C.willTransition(to: compose(Hel), animated: false)",
        "@0ms C.didTransition(from: list, animated: false)",
      ])
    #expect(screen.stateHistory.isEmpty && screen.currentState == .compose(draft: "Hel"))
  }

  @Test("bounded history counts the current state and drops the oldest, each drop observed")
  func boundedDropsTheOldest() {
    let screen = GuardedScreen.appeared(in: SpecState.a, policy: .bounded(3), log: log, clock: clock)
    screen.decide = { _ in .allow }
    for state in [SpecState.b, .c, .d] { screen.setNeedsStateTransition(to: state, animated: false) }
    #expect(screen.stateHistory == [.b, .c])
    _ = log.take()

    screen.historyPolicy = .bounded(1)
    screen.setNeedsStateTransition(to: .a, animated: false)

    #expect(
      log.take() == [
        "@0ms C history droppedByBound(b)",
        "@0ms C history droppedByBound(c)",
        "@0ms C.transitionDecision(request(from: d, to: a, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: d) -> d",
        "@0ms C history recorded(d)",
        "@0ms C history droppedByBound(d)",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.didTransition(from: d, animated: false)",
      ])
    #expect(screen.stateHistory.isEmpty)
  }

  @Test("a bound below 1 is a diagnostic and counts as disabled; turning history off clears it")
  func invalidBoundAndTurningOff() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    screen.setNeedsStateTransition(to: .b, animated: false)
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      screen.historyPolicy = .bounded(0)
      screen.setNeedsStateTransition(to: .c, animated: false)
    }

    #expect(
      log.take() == [
        "@0ms C history cleared([a])",
        "@0ms C.transitionDecision(request(from: b, to: c, animated: false)) -> allow",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
      ])
    #expect(diagnostics.map(\.kind) == [.invalidHistoryCount])
    #expect(
      diagnostics.map(\.message) == [
        "historyPolicy .bounded(0) on GuardedScreen<SpecState> counts the current state, so it must be at least 1; "
          + "treated as .disabled."
      ])
    #expect(screen.stateHistory.isEmpty)
  }

  @Test("states applied on appearance (reloadsStateOnAppearance) are not recorded, and no guard sees them")
  func appearanceIsNotRecorded() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    screen.reloadsStateOnAppearance = true
    screen.setNeedsStateTransition(to: .b, animated: false)
    screen.disappearForTest()
    screen.appearanceState = .c
    _ = log.take()

    screen.appearForTest()

    #expect(
      log.take() == [
        "@0ms C.willAppear(animated: false)",
        "@0ms C.loadAppearanceState() -> c",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didAppear(animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
      ])
    #expect(screen.stateHistory == [.a])
    // The next request leaves c, the state the container now shows.
    screen.setNeedsStateTransition(to: .d, animated: false)
    #expect(screen.stateHistory == [.a, .c])
  }

  @Test("back by n removes n entries at once, records nothing, and requests the last one removed")
  func backByN() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    for state in [SpecState.b, .c, .d] { screen.setNeedsStateTransition(to: state, animated: false) }
    _ = log.take()

    let request = screen.requestGoBack(2, animated: false)

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(back(2)(from: d, to: b, animated: false)) -> allow",
        "@0ms C history removedByBack([b, c])",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: d, animated: false)",
      ])
    #expect(request.reportedOutcome == .completed)
    #expect(screen.stateHistory == [.a])
  }

  @Test("two backs asked while a transition is in flight go back two entries")
  func twoBacksMidAnimation() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    for state in [SpecState.b, .c, .d] { screen.setNeedsStateTransition(to: state, animated: false) }
    _ = log.take()

    screen.goBack(animated: true)
    clock.advance(by: .milliseconds(100))
    screen.goBack(animated: true)
    clock.run()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(back(1)(from: d, to: c, animated: true)) -> allow",
        "@0ms C history removedByBack([c])",
        "@0ms C.willTransition(to: c, animated: true)",
        "@100ms C.transitionDecision(back(1)(from: c, to: b, animated: true)) -> allow",
        "@100ms C history removedByBack([b])",
        "@350ms C.didTransition(from: d, animated: true)",
        "@350ms C.willTransition(to: b, animated: true)",
        "@700ms C.didTransition(from: c, animated: true)",
      ])
    #expect(screen.stateHistory == [.a] && screen.currentState == .b)
  }

  @Test("back while another back waits replaces it: no ping-pong, the last one wins")
  func backThenBackWhilePending() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    for state in [SpecState.b, .c] { screen.setNeedsStateTransition(to: state, animated: false) }
    screen.setNeedsStateTransition(to: .d, animated: true)
    _ = log.take()

    let first = screen.requestGoBack(animated: true)
    let second = screen.requestGoBack(animated: true)
    clock.run()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(back(1)(from: d, to: c, animated: true)) -> allow",
        "@0ms C history removedByBack([c])",
        "@0ms C.transitionDecision(back(1)(from: c, to: b, animated: true)) -> allow",
        "@0ms C history removedByBack([b])",
        "@350ms C.didTransition(from: c, animated: true)",
        "@350ms C.willTransition(to: b, animated: true)",
        "@700ms C.didTransition(from: d, animated: true)",
      ])
    #expect(first.reportedOutcome == .superseded && second.reportedOutcome == .completed)
    #expect(screen.stateHistory == [.a])
  }

  @Test("fewer entries than steps, or no step: a diagnostic, nothing changes, the outcome is invalid")
  func backTooFar() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    screen.setNeedsStateTransition(to: .b, animated: false)
    _ = log.take()

    let (outcomes, diagnostics) = LifecycleDiagnostic.capture {
      [screen.requestGoBack(2, animated: false), screen.requestGoBack(0, animated: false)].map(
        \.reportedOutcome)
    }

    #expect(log.take().isEmpty)
    #expect(outcomes == [.invalid, .invalid])
    #expect(diagnostics.map(\.kind) == [.historyTooShort, .invalidHistoryCount])
    #expect(
      diagnostics.map(\.message) == [
        "goBack(2) on GuardedScreen<SpecState>, whose history holds 1 entry; nothing changes.",
        "goBack(0) on GuardedScreen<SpecState> asks for no step; a back takes at least 1 step. Nothing changes.",
      ])
    #expect(screen.stateHistory == [.a] && screen.currentState == .b)
    // The container keeps working.
    screen.goBack(animated: false)
    #expect(screen.currentState == .a && screen.stateHistory.isEmpty)
  }

  @Test("clearing empties history in one observed change; an empty history clears silently")
  func clear() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    for state in [SpecState.b, .c] { screen.setNeedsStateTransition(to: state, animated: false) }
    _ = log.take()

    screen.clearStateHistory()
    screen.clearStateHistory()

    #expect(log.take() == ["@0ms C history cleared([a, b])"])
    #expect(screen.stateHistory.isEmpty && !screen.canGoBack && screen.currentState == .c)
  }

  @Test("a request into an equal state records nothing, even with evenIfCurrent")
  func equalStatesRecordNothing() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    screen.setNeedsStateTransition(to: .b, animated: true)
    _ = log.take()

    screen.setNeedsStateTransition(to: .b, animated: true)
    clock.run()
    screen.setNeedsStateTransition(to: .b, animated: false, evenIfCurrent: true)

    #expect(
      log.take() == [
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms C.transitionDecision(request(from: b, to: b, animated: false)) -> allow",
        "@350ms C.willTransition(to: b, animated: false)",
        "@350ms C.didTransition(from: b, animated: false)",
      ])
    #expect(screen.stateHistory == [.a])
  }

  @Test("with history on, a request waiting behind the transition in flight survives disappearance")
  func pendingRequestSurvivesDisappearance() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    screen.setNeedsStateTransition(to: .b, animated: true)
    screen.setNeedsStateTransition(to: .c, animated: true, completion: screen.report("to c"))
    _ = log.take()

    screen.disappearForTest()

    #expect(
      log.take() == [
        "@0ms C.didTransition(from: a, animated: true)",
        "@0ms C.willDisappear(animated: false)",
        "@0ms C.didDisappear(animated: false)",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
        "@0ms to c: completed",
      ])
    #expect(screen.stateHistory == [.a, .b] && screen.currentState == .c)
  }

  @Test("a cancelled history observer hears nothing more")
  func observerCancelled() {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    var heard: [StateHistoryChange<SpecState>] = []
    let observation = screen.addHistoryObserver { heard.append($0) }
    screen.setNeedsStateTransition(to: .b, animated: false)
    observation.cancel()
    screen.setNeedsStateTransition(to: .c, animated: false)

    #expect(heard == [.recorded(.a)])
  }
}

/// A screen's state whose history entries can carry data: a draft saved when it is left.
enum Page: Hashable, CustomStringConvertible {
  case list
  case compose(draft: String)
  case failed

  var description: String {
    switch self {
    case .list: "list"
    case .compose(let draft): "compose(\(draft))"
    case .failed: "failed"
    }
  }
}
