import StateContainer
import Testing

/// An interactive back and the guard: the guard is asked once, at the beginning; a cancel
/// puts history back (AnimatingTransitions, "Interactive transitions").
///
/// `C` has appeared in `a`, then gone to `b` and `c`: history holds `a` and `b`. Each state
/// shows one plain child of its own, which takes the default 350 ms.
@Suite("Interactive transitions with history and guards")
@MainActor
struct InteractiveGuardsAndHistoryTests {
  let clock = SimulatedClock()
  let log: RecordingLog
  let screen: GuardedScreen<SpecState>

  init() {
    log = RecordingLog(stampingWith: clock)
    screen = GuardedScreen.appeared(in: SpecState.a, log: log, clock: clock)
    screen.setNeedsStateTransition(to: .b, animated: false)
    screen.setNeedsStateTransition(to: .c, animated: false)
    _ = log.take()
  }

  @Test("a back asks the guard once, removes its entry at once, and a cancel puts it back")
  func cancelledBack() {
    let swipe = screen.beginInteractiveGoBack()
    #expect(screen.stateHistory == [.a])
    #expect(screen.currentState == .b)
    swipe.update(progress: 0.6)
    swipe.cancel()
    #expect(screen.stateHistory == [.a, .b])
    #expect(screen.currentState == .c)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.transitionDecision(back(1)(from: c, to: b, animated: true)) -> allow",
        "@0ms C history removedByBack([b])",
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C history restoredByCancel([a, b])",
        "@210ms C.didTransition(from: b, animated: true)",
      ])
    #expect(swipe.request.reportedOutcome == .cancelled)
    #expect(screen.canGoBack)
  }

  @Test("a finished back is an ordinary back")
  func finishedBack() {
    let swipe = screen.beginInteractiveGoBack(2)
    swipe.update(progress: 0.5)
    swipe.finish()
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.transitionDecision(back(2)(from: c, to: a, animated: true)) -> allow",
        "@0ms C history removedByBack([a, b])",
        "@0ms C.willTransition(to: a, animated: true)",
        "@175ms C.didTransition(from: c, animated: true)",
      ])
    #expect(screen.stateHistory == [])
    #expect(swipe.phase == .finished)
  }

  @Test("a change the guard refuses does not begin, and nothing changes")
  func refused() {
    screen.decide = { _ in .refuse }
    let swipe = screen.beginInteractiveGoBack()

    #expect(
      log.entries == [
        "@0ms C.transitionDecision(back(1)(from: c, to: b, animated: true)) -> refuse",
        "@0ms C observed refused(from: c, to: b)",
      ])
    #expect(swipe.phase == .notBegun(.refused))
    #expect(swipe.request.reportedOutcome == .refused)
    #expect(screen.currentState == .c)
    #expect(screen.stateHistory == [.a, .b])
  }

  @Test("the guard can tell a swipe from a back: it refuses the one and allows the other")
  func refusesTheSwipeOnly() {
    var proposals: [Bool] = []
    screen.decide = { proposal in
      proposals.append(proposal.isInteractive)
      return proposal.isInteractive ? .refuse : .allow
    }
    let swipe = screen.beginInteractiveGoBack()
    screen.goBack(animated: false)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.transitionDecision(back(1)(from: c, to: b, animated: true)) -> refuse",
        "@0ms C observed refused(from: c, to: b)",
        "@0ms C.transitionDecision(back(1)(from: c, to: b, animated: false)) -> allow",
        "@0ms C history removedByBack([b])",
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.didTransition(from: c, animated: false)",
      ])
    #expect(proposals == [true, false])
    #expect(swipe.phase == .notBegun(.refused))
    #expect(screen.currentState == .b)
  }

  @Test("a change the guard holds does not begin interactively; proceeded later, it runs animated")
  func held() {
    screen.decide = { _ in .hold }
    let swipe = screen.beginInteractiveTransition(to: .d)
    #expect(swipe.phase == .notBegun(.held))
    #expect(swipe.request.reportedOutcome == nil)
    #expect(screen.isTransitioning == false)
    let (_, diagnostics) = LifecycleDiagnostic.capture { swipe.update(progress: 0.5) }
    #expect(
      diagnostics.map(\.message) == [
        "GuardedScreen<SpecState>: update(progress: 0.5) on an interactive transition that is notBegun(held); ignored."
      ])

    screen.heldTransition?.proceed()
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.transitionDecision(request(from: c, to: d, animated: true)) -> hold",
        "@0ms C observed held(from: c, to: d)",
        "@0ms C.historyEntry(forLeaving: c) -> c",
        "@0ms C history recorded(c)",
        "@0ms C.willTransition(to: d, animated: true)",
        "@350ms C.didTransition(from: c, animated: true)",
      ])
    #expect(swipe.phase == .notBegun(.held))
    #expect(swipe.request.reportedOutcome == .completed)
  }

  @Test(
    "a request a hook of the beginning makes replaces the gesture's: it does not begin, and that request runs as an ordinary one"
  )
  func replacedByAHookOfTheBeginning() {
    // Going to `b` prunes the entry that repeats it, once the request is remembered.
    screen.entryForLeaving = { _ in nil }
    var asked = false
    let observation = screen.addHistoryObserver { [screen] _ in
      guard !asked else { return }
      asked = true
      screen.setNeedsStateTransition(to: .a, animated: true)
    }
    defer { observation.cancel() }
    let swipe = screen.beginInteractiveTransition(to: .b)
    #expect(swipe.phase == .notBegun(.busy))
    #expect(swipe.request.reportedOutcome == .superseded)
    #expect(screen.interactiveTransition == nil)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.transitionDecision(request(from: c, to: b, animated: true)) -> allow",
        "@0ms C.historyEntry(forLeaving: c) -> nil",
        "@0ms C history pruned([b])",
        "@0ms C.transitionDecision(request(from: b, to: a, animated: true)) -> allow",
        "@0ms C history pruned([a])",
        "@0ms C.willTransition(to: a, animated: true)",
        "@350ms C.didTransition(from: c, animated: true)",
      ])
    #expect(screen.currentState == .a)
    #expect(screen.stateHistory == [])
  }

  @Test("a back with no history, and a request for the current state, do not begin")
  func nothingToDo() {
    screen.clearStateHistory()
    _ = log.take()
    let (results, diagnostics) = LifecycleDiagnostic.capture {
      (screen.beginInteractiveGoBack(), screen.beginInteractiveTransition(to: .c))
    }

    #expect(results.0.phase == .notBegun(.invalid))
    #expect(results.0.request.reportedOutcome == .invalid)
    #expect(results.1.phase == .notBegun(.alreadyCurrent))
    #expect(results.1.request.reportedOutcome == .alreadyCurrent)
    #expect(diagnostics.map(\.kind) == [.historyTooShort])
    #expect(log.entries == [])
  }
}
