import StateContainer
import Testing

/// Guards that allow, refuse or hold, and held transitions (NavigatingBetweenScreens,
/// "Guards").
///
/// Pins <doc:NavigatingBetweenScreens#Guards-discard-your-draft>.
@Suite("Guards allow, refuse or hold a change; a held change proceeds or is cancelled later")
@MainActor
struct GuardTests {
  let clock = SimulatedClock()
  let log: RecordingLog

  init() {
    log = RecordingLog(stampingWith: clock)
  }

  /// A screen appeared in `a` whose history holds `history`, shown in order before `d`...
  func screen(visiting states: [SpecState] = []) -> GuardedScreen<SpecState> {
    let screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    for state in states { screen.setNeedsStateTransition(to: state, animated: false) }
    _ = log.take()
    return screen
  }

  @Test("asked in the request call, from the target; a request that changes nothing is not guarded")
  func askedWhenTheRequestIsMade() {
    let screen = screen()

    screen.setNeedsStateTransition(to: .b, animated: true)
    screen.setNeedsStateTransition(to: .b, animated: true)
    screen.setNeedsStateTransition(to: .a, animated: false)
    clock.run()
    screen.setNeedsStateTransition(to: .a, animated: false, evenIfCurrent: true)

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: true)) -> allow",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.transitionDecision(request(from: b, to: a, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C history recorded(b)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms C.willTransition(to: a, animated: false)",
        "@350ms C.didTransition(from: b, animated: false)",
        "@350ms C.transitionDecision(request(from: a, to: a, animated: false)) -> allow",
        "@350ms C.willTransition(to: a, animated: false)",
        "@350ms C.didTransition(from: a, animated: false)",
      ])
  }

  @Test("refused: nothing changes, the pending request stays, observers see it, no diagnostic")
  func refused() {
    let screen = screen()
    screen.decide = { $0.to == .d ? .refuse : .allow }
    screen.setNeedsStateTransition(to: .b, animated: true)
    screen.setNeedsStateTransition(to: .c, animated: true, completion: screen.report("to c"))
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      screen.setNeedsStateTransition(to: .d, animated: true, completion: screen.report("to d"))
      screen.goBack(animated: true)
    }
    clock.run()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: c, to: d, animated: true)) -> refuse",
        "@0ms C observed refused(from: c, to: d)",
        "@0ms to d: refused",
        "@0ms C.transitionDecision(back(1)(from: c, to: b, animated: true)) -> allow",
        "@0ms C history removedByBack([b])",
        "@0ms to c: superseded",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
    #expect(diagnostics.isEmpty)
    #expect(screen.currentState == .b && screen.stateHistory == [.a])
  }

  @Test("refused: a held transition stays as it was")
  func refusedLeavesTheHeldOneAlone() {
    let screen = screen()
    screen.decide = { $0.to == .b ? .hold : .refuse }
    screen.setNeedsStateTransition(to: .b, animated: false)
    let held = screen.heldTransition

    screen.setNeedsStateTransition(to: .c, animated: false, completion: screen.report("to c"))

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> hold",
        "@0ms C observed held(from: a, to: b)",
        "@0ms C.transitionDecision(request(from: a, to: c, animated: false)) -> refuse",
        "@0ms C observed refused(from: a, to: c)",
        "@0ms to c: refused",
      ])
    #expect(screen.heldTransition === held && held?.isWaiting == true)
    #expect(held?.proposal == TransitionProposal(from: .a, to: .b, animated: false, cause: .request))
  }

  @Test(
    "held: nothing changes until proceed, which applies it as if made now, unguarded; then both do nothing")
  func heldThenProceeded() throws {
    let screen = screen()
    screen.decide = { _ in .hold }

    screen.setNeedsStateTransition(to: .b, animated: true, completion: screen.report("to b"))
    let held = try #require(screen.heldTransition)
    #expect(screen.currentState == .a && screen.stateHistory.isEmpty && !screen.isTransitioning)
    clock.advance(by: .milliseconds(100))
    held.proceed()
    held.proceed()
    held.cancel()
    clock.run()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: true)) -> hold",
        "@0ms C observed held(from: a, to: b)",
        "@100ms C.historyEntry(forLeaving: a) -> a",
        "@100ms C history recorded(a)",
        "@100ms C.willTransition(to: b, animated: true)",
        "@450ms C.didTransition(from: a, animated: true)",
        "@450ms to b: completed",
      ])
    #expect(screen.heldTransition == nil && !held.isWaiting)
  }

  @Test("a guard keeps working after its first use: hold, proceed, and hold again (react-router #10649)")
  func keepsWorkingAfterFirstUse() throws {
    let screen = screen()
    screen.decide = { _ in .hold }

    screen.setNeedsStateTransition(to: .b, animated: false)
    let first = try #require(screen.heldTransition)
    first.proceed()
    screen.setNeedsStateTransition(to: .c, animated: false)
    let second = try #require(screen.heldTransition)
    second.proceed()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> hold",
        "@0ms C observed held(from: a, to: b)",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms C.transitionDecision(request(from: b, to: c, animated: false)) -> hold",
        "@0ms C observed held(from: b, to: c)",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C history recorded(b)",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
      ])
    #expect(first !== second && screen.heldTransition == nil && screen.stateHistory == [.a, .b])
  }

  @Test("held: proceeded while a transition is in flight, it waits its turn like any request")
  func proceededWhileInFlight() throws {
    let screen = screen()
    screen.decide = { $0.to == .c ? .hold : .allow }
    screen.setNeedsStateTransition(to: .b, animated: true)
    screen.setNeedsStateTransition(to: .c, animated: true)
    _ = log.take()

    try #require(screen.heldTransition).proceed()
    clock.run()

    #expect(
      log.take() == [
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C history recorded(b)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms C.willTransition(to: c, animated: true)",
        "@700ms C.didTransition(from: b, animated: true)",
      ])
  }

  @Test("held, then cancelled: dropped with the outcome cancelled; cancel and proceed then do nothing")
  func heldThenCancelled() throws {
    let screen = screen()
    screen.decide = { $0.to == .b ? .hold : .allow }

    screen.setNeedsStateTransition(to: .b, animated: false, completion: screen.report("to b"))
    let held = try #require(screen.heldTransition)
    held.cancel()
    held.cancel()
    held.proceed()
    screen.setNeedsStateTransition(to: .c, animated: false)

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> hold",
        "@0ms C observed held(from: a, to: b)",
        "@0ms to b: cancelled",
        "@0ms C.transitionDecision(request(from: a, to: c, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
      ])
    #expect(screen.heldTransition == nil && screen.stateHistory == [.a])
  }

  @Test("a guard that holds forever: each newer request replaces the held one and is guarded in turn")
  func newerRequestReplacesTheHeldOne() throws {
    let screen = screen()
    screen.decide = { _ in .hold }
    screen.setNeedsStateTransition(to: .b, animated: false, completion: screen.report("to b"))
    let first = try #require(screen.heldTransition)

    screen.setNeedsStateTransition(to: .c, animated: false, completion: screen.report("to c"))
    first.proceed()
    screen.decide = { _ in .allow }
    screen.setNeedsStateTransition(to: .d, animated: false, completion: screen.report("to d"))
    screen.decide = { _ in .hold }
    screen.setNeedsStateTransition(to: .b, animated: false, completion: screen.report("to b again"))
    // Asking for the state the container heads to changes nothing: not guarded, and it
    // replaces the held request like any newer one.
    screen.setNeedsStateTransition(to: .d, animated: false, completion: screen.report("to d again"))

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> hold",
        "@0ms C observed held(from: a, to: b)",
        "@0ms C.transitionDecision(request(from: a, to: c, animated: false)) -> hold",
        "@0ms C observed held(from: a, to: c)",
        "@0ms to b: superseded",
        "@0ms C.transitionDecision(request(from: a, to: d, animated: false)) -> allow",
        "@0ms to c: superseded",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: d, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms to d: completed",
        "@0ms C.transitionDecision(request(from: d, to: b, animated: false)) -> hold",
        "@0ms C observed held(from: d, to: b)",
        "@0ms to b again: superseded",
        "@0ms to d again: alreadyCurrent",
      ])
    #expect(!first.isWaiting && screen.heldTransition == nil)
  }

  @Test("a request made from the outcome of a replaced held request replaces the new one in turn")
  func requestFromASupersededOutcome() {
    let screen = screen()
    screen.decide = { _ in .hold }
    screen.setNeedsStateTransition(to: .b, animated: false) { [unowned screen] outcome in
      screen.log.record("to b: \(outcome)")
      screen.setNeedsStateTransition(to: .d, animated: false, completion: screen.report("to d"))
    }

    screen.setNeedsStateTransition(to: .c, animated: false, completion: screen.report("to c"))

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: b, animated: false)) -> hold",
        "@0ms C observed held(from: a, to: b)",
        "@0ms C.transitionDecision(request(from: a, to: c, animated: false)) -> hold",
        "@0ms C observed held(from: a, to: c)",
        "@0ms to b: superseded",
        "@0ms C.transitionDecision(request(from: a, to: d, animated: false)) -> hold",
        "@0ms C observed held(from: a, to: d)",
        "@0ms to c: superseded",
      ])
    #expect(screen.heldTransition?.proposal.to == .d)
  }

  @Test("a back made while one is held combines with it: the guard sees back(2), the same handle holds it")
  func backsCombine() throws {
    let screen = screen(visiting: [.b, .c, .d])
    screen.decide = { _ in .hold }

    let first = screen.requestGoBack(animated: false)
    let held = try #require(screen.heldTransition)
    let second = screen.requestGoBack(animated: false)
    #expect(screen.heldTransition === held)
    #expect(held.proposal == TransitionProposal(from: .d, to: .b, animated: false, cause: .back(steps: 2)))
    held.proceed()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(back(1)(from: d, to: c, animated: false)) -> hold",
        "@0ms C observed held(from: d, to: c)",
        "@0ms C.transitionDecision(back(2)(from: d, to: b, animated: false)) -> hold",
        "@0ms C observed held(from: d, to: b)",
        "@0ms C history removedByBack([c])",
        "@0ms C history removedByBack([b])",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: d, animated: false)",
      ])
    #expect(first.reportedOutcome == .superseded && second.reportedOutcome == .completed)
    #expect(screen.stateHistory == [.a])
  }

  @Test("a combination allowed at once applies the held back and the new one in one transition")
  func combinationAllowed() {
    let screen = screen(visiting: [.b, .c, .d])
    screen.decide = { $0.cause == .back(steps: 1) ? .hold : .allow }

    screen.goBack(animated: true)
    screen.goBack(animated: true)
    clock.run()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(back(1)(from: d, to: c, animated: true)) -> hold",
        "@0ms C observed held(from: d, to: c)",
        "@0ms C.transitionDecision(back(2)(from: d, to: b, animated: true)) -> allow",
        "@0ms C history removedByBack([c])",
        "@0ms C history removedByBack([b])",
        "@0ms C.willTransition(to: b, animated: true)",
        "@350ms C.didTransition(from: d, animated: true)",
      ])
    #expect(screen.heldTransition == nil && screen.stateHistory == [.a])
  }

  @Test("a refused combination leaves the held one as it was, and refuses the new move")
  func refusedCombination() throws {
    let screen = screen(visiting: [.b, .c, .d])
    screen.decide = { $0.cause == .back(steps: 1) ? .hold : .refuse }
    screen.goBack(animated: false)
    let held = try #require(screen.heldTransition)

    let second = screen.requestGoBack(animated: false)
    held.proceed()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(back(1)(from: d, to: c, animated: false)) -> hold",
        "@0ms C observed held(from: d, to: c)",
        "@0ms C.transitionDecision(back(2)(from: d, to: b, animated: false)) -> refuse",
        "@0ms C observed refused(from: d, to: b)",
        "@0ms C history removedByBack([c])",
        "@0ms C.willTransition(to: c, animated: false)",
        "@0ms C.didTransition(from: d, animated: false)",
      ])
    #expect(second.reportedOutcome == .refused && screen.stateHistory == [.a, .b])
  }

  @Test("a back combined with a held request: worked out with the hook's entry; too far is a diagnostic")
  func backAfterAHeldRequest() throws {
    let screen = screen(visiting: [.b])
    screen.decide = { $0.cause == .request ? .hold : .allow }
    screen.setNeedsStateTransition(to: .c, animated: false, completion: screen.report("to c"))
    let held = try #require(screen.heldTransition)

    let (tooFar, diagnostics) = LifecycleDiagnostic.capture { screen.requestGoBack(3, animated: false) }
    screen.setNeedsStateTransition(to: .c, animated: false, completion: screen.report("to c"))
    screen.goBack(2, animated: false)
    screen.decide = { _ in .allow }
    try #require(screen.heldTransition).proceed()

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: b, to: c, animated: false)) -> hold",
        "@0ms C observed held(from: b, to: c)",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C.transitionDecision(request(from: b, to: c, animated: false)) -> hold",
        "@0ms C observed held(from: b, to: c)",
        "@0ms to c: superseded",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C.transitionDecision(request(from: b, to: a, animated: false)) -> hold",
        "@0ms C observed held(from: b, to: a)",
        "@0ms C.historyEntry(forLeaving: b) -> b",
        "@0ms C history recorded(b)",
        "@0ms C history removedByBack([a, b])",
        "@0ms to c: superseded",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.didTransition(from: b, animated: false)",
      ])
    #expect(tooFar.reportedOutcome == .invalid && diagnostics.map(\.kind) == [.historyTooShort])
    #expect(!held.isWaiting && screen.stateHistory.isEmpty && screen.currentState == .a)
  }

  @Test("a held request survives disappearance; proceeded off screen, it is applied off screen")
  func heldSurvivesDisappearance() throws {
    let screen = screen()
    screen.decide = { _ in .hold }
    screen.setNeedsStateTransition(to: .b, animated: true, completion: screen.report("to b"))
    _ = log.take()

    screen.disappearForTest()
    try #require(screen.heldTransition).proceed()

    #expect(
      log.take() == [
        "@0ms C.willDisappear(animated: false)",
        "@0ms C.didDisappear(animated: false)",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms to b: completed",
      ])
  }

  @Test("a request made from inside the guard waits its turn; the guard is asked again from the new target")
  func redirectFromTheGuard() {
    let screen = screen()
    screen.decide = { [unowned screen] proposal in
      guard proposal.to == .c else { return .allow }
      screen.setNeedsStateTransition(to: .d, animated: false)
      return .refuse
    }

    screen.setNeedsStateTransition(to: .c, animated: false, completion: screen.report("to c"))

    #expect(
      log.take() == [
        "@0ms C.transitionDecision(request(from: a, to: d, animated: false)) -> allow",
        "@0ms C.historyEntry(forLeaving: a) -> a",
        "@0ms C history recorded(a)",
        "@0ms C.transitionDecision(request(from: a, to: c, animated: false)) -> refuse",
        "@0ms C.transitionDecision(request(from: d, to: c, animated: false)) -> refuse",
        "@0ms C observed refused(from: d, to: c)",
        "@0ms to c: refused",
        "@0ms C.willTransition(to: d, animated: false)",
        "@0ms C.didTransition(from: a, animated: false)",
      ])
  }

  @Test("releasing the container cancels a held request: an await on it never hangs")
  func releaseCancels() async throws {
    try await withTimeLimit(hangGuard) { @MainActor in
      let clock = SimulatedClock()
      let log = RecordingLog(stampingWith: clock)
      var screen: GuardedScreen<SpecState>? = GuardedScreen.appeared(in: .a, log: log, clock: clock)
      weak let weakScreen = screen
      screen?.decide = { _ in .hold }
      let request = try #require(screen?.requestStateTransition(to: .b, animated: true))
      let held = try #require(screen?.heldTransition)

      screen = nil
      #expect(weakScreen == nil)
      #expect(await request.outcome == .cancelled)
      held.proceed()
      held.cancel()
      #expect(!held.isWaiting)
      #expect(
        log.take() == [
          "@0ms C.transitionDecision(request(from: a, to: b, animated: true)) -> hold",
          "@0ms C observed held(from: a, to: b)",
        ])
    }
  }
}
