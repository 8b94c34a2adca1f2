import StateContainer
import Testing

/// Requests that arrive while a transition is in
/// flight, or from inside one of its hooks, are remembered and run after it, latest wins.
///
/// `C` has appeared in state `a` showing `[x]`; `b` shows `[z]`, `c` shows `[u]`, `d` shows `[v]`.
///
/// Pins <doc:TheLifecycle#Requests-that-arrive-while-busy>.
@Suite("Requests that arrive while busy are remembered and run after, latest wins")
@MainActor
struct BusyRequestTests {
  private let clock = SimulatedClock()
  private let log: RecordingLog
  private let container: RecordingContainer<SpecState>

  init() {
    log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let u = RecordingComponent("u", log: log)
    let v = RecordingComponent("v", log: log)
    container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x], .b: [z], .c: [u], .d: [v]])
  }

  /// The log of an animated `a -> b` that starts at 0 ms and ends at 350 ms.
  private static let animatedAToB = [
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
  ]

  /// The log of a non-animated `a -> b` at 0 ms.
  private static let immediateAToB = [
    "@0ms C.willTransition(to: b, animated: false)",
    "@0ms C.children(for: b)",
    "@0ms x.willMove(toParent: nil)",
    "@0ms C.childWillDisappear(x, animated: false)",
    "@0ms x.willDisappear(animated: false)",
    "@0ms z.willMove(toParent: C)",
    "@0ms C.childWillAppear(z, animated: false)",
    "@0ms z.willAppear(animated: false)",
    "@0ms x.didDisappear(animated: false)",
    "@0ms C.childDidDisappear(x, animated: false)",
    "@0ms x.didMove(toParent: nil)",
    "@0ms z.didAppear(animated: false)",
    "@0ms C.childDidAppear(z, animated: false)",
    "@0ms z.didMove(toParent: C)",
    "@0ms C.didTransition(from: a, animated: false)",
  ]

  /// The log of a non-animated `b -> c` at `time`.
  private static func immediateBToC(at time: String) -> [String] {
    [
      "C.willTransition(to: c, animated: false)",
      "C.children(for: c)",
      "z.willMove(toParent: nil)",
      "C.childWillDisappear(z, animated: false)",
      "z.willDisappear(animated: false)",
      "u.willMove(toParent: C)",
      "C.childWillAppear(u, animated: false)",
      "u.willAppear(animated: false)",
      "z.didDisappear(animated: false)",
      "C.childDidDisappear(z, animated: false)",
      "z.didMove(toParent: nil)",
      "u.didAppear(animated: false)",
      "C.childDidAppear(u, animated: false)",
      "u.didMove(toParent: C)",
      "C.didTransition(from: b, animated: false)",
    ].map { "@\(time)ms " + $0 }
  }

  /// The log of an animated `b -> c` that starts at 350 ms and ends at 700 ms.
  private static let animatedBToC = [
    "@350ms C.willTransition(to: c, animated: true)",
    "@350ms C.children(for: c)",
    "@350ms z.willMove(toParent: nil)",
    "@350ms C.childWillDisappear(z, animated: true)",
    "@350ms z.willDisappear(animated: true)",
    "@350ms u.willMove(toParent: C)",
    "@350ms C.childWillAppear(u, animated: true)",
    "@350ms u.willAppear(animated: true)",
    "@700ms z.didDisappear(animated: true)",
    "@700ms C.childDidDisappear(z, animated: true)",
    "@700ms z.didMove(toParent: nil)",
    "@700ms u.didAppear(animated: true)",
    "@700ms C.childDidAppear(u, animated: true)",
    "@700ms u.didMove(toParent: C)",
    "@700ms C.didTransition(from: b, animated: true)",
  ]

  @Test("a request while a transition is in flight waits, and begins right after didTransition returns")
  func requestWhileInFlight() {
    container.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(100))
    container.setNeedsStateTransition(to: .c, animated: true)
    #expect(container.currentState == .b)
    clock.run()

    #expect(log.entries == Self.animatedAToB + Self.animatedBToC)
    #expect(recordingNames(container.children) == ["u"])
  }

  @Test("only the latest pending request is kept")
  func latestPendingRequestWins() {
    container.setNeedsStateTransition(to: .b, animated: true)
    container.setNeedsStateTransition(to: .d, animated: true)
    clock.advance(by: .milliseconds(100))
    container.setNeedsStateTransition(to: .c, animated: false)
    clock.advance(by: .milliseconds(100))
    container.setNeedsStateTransition(to: .c, animated: true)
    clock.run()

    #expect(log.entries == Self.animatedAToB + Self.animatedBToC)
  }

  @Test("a pending request for the state that is now current is dropped")
  func pendingRequestForCurrentStateDropped() {
    container.setNeedsStateTransition(to: .b, animated: true)
    container.setNeedsStateTransition(to: .c, animated: true)
    container.setNeedsStateTransition(to: .b, animated: false)
    clock.run()

    #expect(log.entries == Self.animatedAToB)
    #expect(container.currentState == .b)
    #expect(container.isTransitioning == false)
  }

  @Test("a pending request for the state left behind is not dropped: it goes back")
  func pendingRequestForPreviousStateRuns() {
    container.setNeedsStateTransition(to: .b, animated: true)
    container.setNeedsStateTransition(to: .a, animated: false)
    clock.run()

    #expect(
      log.entries == Self.animatedAToB + [
        "@350ms C.willTransition(to: a, animated: false)",
        "@350ms C.children(for: a)",
        "@350ms z.willMove(toParent: nil)",
        "@350ms C.childWillDisappear(z, animated: false)",
        "@350ms z.willDisappear(animated: false)",
        "@350ms x.willMove(toParent: C)",
        "@350ms C.childWillAppear(x, animated: false)",
        "@350ms x.willAppear(animated: false)",
        "@350ms z.didDisappear(animated: false)",
        "@350ms C.childDidDisappear(z, animated: false)",
        "@350ms z.didMove(toParent: nil)",
        "@350ms x.didAppear(animated: false)",
        "@350ms C.childDidAppear(x, animated: false)",
        "@350ms x.didMove(toParent: C)",
        "@350ms C.didTransition(from: b, animated: false)",
      ])
  }

  @Test(
    "a request from inside a hook of a non-animated transition runs after it, before the first request returns",
    arguments: [
      "C.willTransition(to: b, animated: false)",
      "C.children(for: b)",
      "x.willDisappear(animated: false)",
      "z.willMove(toParent: C)",
      "z.didAppear(animated: false)",
      "C.childDidDisappear(x, animated: false)",
      "C.didTransition(from: a, animated: false)",
    ])
  func requestFromHookOfImmediateTransition(hook: String) throws {
    log.on(hook) {
      container.setNeedsStateTransition(to: .c, animated: false)
      log.record("requested c")
    }

    container.setNeedsStateTransition(to: .b, animated: false)
    let returned = log.take()

    var expected = Self.immediateAToB
    let hookIndex = try #require(expected.firstIndex(of: "@0ms " + hook))
    expected.insert("@0ms requested c", at: hookIndex + 1)
    #expect(returned == expected + Self.immediateBToC(at: "0"))
    clock.run()
    #expect(log.entries == [])
  }

  @Test("a request from inside willTransition of an animated transition runs after its didTransition")
  func requestFromWillTransition() {
    log.on("C.willTransition(to: b, animated: true)") {
      container.setNeedsStateTransition(to: .c, animated: true)
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(log.entries == Self.animatedAToB + Self.animatedBToC)
  }

  @Test("a request from inside children(for:) runs after didTransition")
  func requestFromChildrenFor() {
    log.on("C.children(for: b)") {
      container.setNeedsStateTransition(to: .c, animated: true)
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(log.entries == Self.animatedAToB + Self.animatedBToC)
  }

  @Test("a request from inside a child hook fired by the clock runs after didTransition")
  func requestFromTimedChildHook() {
    log.on("x.didMove(toParent: nil)") {
      container.setNeedsStateTransition(to: .c, animated: true)
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(log.entries == Self.animatedAToB + Self.animatedBToC)
  }

  @Test("a request from inside a transitioning child's alongside animation waits for the last child")
  func requestFromAlongsideAnimation() {
    let t = RecordingTransitioningComponent(
      "t", log: log, delay: .milliseconds(100), duration: .milliseconds(50))
    container.childrenForState = { $0 == .b ? [t] : [] }
    log.on("t.animateAlongsideStateTransition(isAppearing: true)") {
      container.setNeedsStateTransition(to: .c, animated: false)
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms t.willMove(toParent: C)",
        "@0ms C.childWillAppear(t, animated: true)",
        "@0ms t.willAppear(animated: true)",
        "@0ms t.stateTransitionWillBegin(isAppearing: true)",
        "@100ms t.animateAlongsideStateTransition(isAppearing: true)",
        "@150ms t.stateTransitionDidEnd(isAppearing: true)",
        "@150ms t.didAppear(animated: true)",
        "@150ms C.childDidAppear(t, animated: true)",
        "@150ms t.didMove(toParent: C)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms C.willTransition(to: c, animated: false)",
        "@350ms C.children(for: c)",
        "@350ms t.willMove(toParent: nil)",
        "@350ms C.childWillDisappear(t, animated: false)",
        "@350ms t.willDisappear(animated: false)",
        "@350ms t.didDisappear(animated: false)",
        "@350ms C.childDidDisappear(t, animated: false)",
        "@350ms t.didMove(toParent: nil)",
        "@350ms C.didTransition(from: b, animated: false)",
      ])
  }

  @Test("a request from inside didTransition begins right after it returns")
  func requestFromDidTransition() {
    log.on("C.didTransition(from: a, animated: true)") {
      container.setNeedsStateTransition(to: .c, animated: true)
      log.record("requested c")
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(log.entries == Self.animatedAToB + ["@350ms requested c"] + Self.animatedBToC)
  }

  @Test("a request from inside willTransition for the state being entered is dropped")
  func requestForEnteredStateFromHookDropped() {
    log.on("C.willTransition(to: b, animated: true)") {
      container.setNeedsStateTransition(to: .b, animated: false)
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(log.entries == Self.animatedAToB)
  }

  @Test("from hooks too, only the latest request is kept")
  func latestRequestFromHooksWins() {
    log.on("C.willTransition(to: b, animated: true)") {
      container.setNeedsStateTransition(to: .d, animated: false)
    }
    log.on("z.willAppear(animated: true)") {
      container.setNeedsStateTransition(to: .c, animated: true)
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(log.entries == Self.animatedAToB + Self.animatedBToC)
  }
}
