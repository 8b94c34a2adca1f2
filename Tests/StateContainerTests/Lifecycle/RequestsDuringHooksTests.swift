import StateContainer
import Testing

/// While any container runs its hooks, a request waits for the outermost hooks to return,
/// first come first, and an app's appearance call on a container is refused (TheLifecycle,
/// "Requests that arrive while busy" and "Misuse", `reentrantAppearanceTransition`). Each
/// test is the smallest sequence of the random suite that broke the rule.
///
/// Pins <doc:TheLifecycle#Requests-that-arrive-while-busy>.
@Suite("While any container runs hooks, requests wait for them and appearance calls are refused")
@MainActor
struct RequestsDuringHooksTests {
  let clock = SimulatedClock()
  let log: RecordingLog

  init() {
    log = RecordingLog(stampingWith: clock)
  }

  func component(_ name: String) -> RecordingComponent {
    RecordingComponent(name, log: log).namedInDiagnostics()
  }

  func container(_ name: String, appearingIn state: Int = 0, table: [Int: [Component]] = [:])
    -> RecordingContainer<Int>
  {
    RecordingContainer(name, log: log, clock: clock, appearanceState: state, table: table)
      .namedInDiagnostics()
  }

  /// A request on the root from a hook of a nested container waits for that container's
  /// hooks. Before, `#6.didAppear` (a child of the nested container #1, during #1's own
  /// transition) asked the root for a state without #1; the root began at once and removed
  /// #1 while #1 ran its hooks, so #1 refused to disappear and stayed appeared with no
  /// parent. The shrunk sequence, as the random suite printed it.
  @Test func requestOnTheRootFromANestedContainersHookWaits() async {
    let sequence = FuzzSequence(
      world: FuzzWorld(
        nodes: [
          .init(isContainer: true, isTransitioning: false, timing: .init(0, 0, 0, 0)),
          .init(isContainer: true, isTransitioning: false, timing: .init(0, 0, 0, 0)),
          .init(isContainer: false, isTransitioning: true, timing: .init(350, 10, 0, 350)),
          .init(isContainer: false, isTransitioning: true, timing: .init(-350, 500, 10, -10)),
          .init(isContainer: false, isTransitioning: true, timing: .init(500, 0, 0, 0)),
          .init(isContainer: false, isTransitioning: true, timing: .init(0, 50, 200, 50)),
          .init(isContainer: false, isTransitioning: true, timing: .init(0, 500, 350, 0)),
        ],
        containers: [
          .init(lists: [[1], [3]], appearanceState: 1, defaultDuration: 100, pool: [1, 2, 3]),
          .init(lists: [[5, 4], [6]], appearanceState: 0, defaultDuration: 350, pool: [4, 5, 6]),
          nil, nil, nil, nil, nil,
        ]),
      operations: [
        .perform(.beginAppearance(isAppearing: true, animated: true)),
        .arm(component: 6, hook: .didAppear, action: .request(container: 0, state: 1, animated: false)),
        .perform(.endAppearance),
        .perform(.request(container: 0, state: 0, animated: true)),
        .advance(ms: 175),
        .perform(.request(container: 1, state: 1, animated: false)),
      ])
    let failure = await FuzzRunner.run(sequence)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    #expect(FuzzRunner.lastKnownGap == nil)
  }

  /// A container that is running its own hooks is added by its parent: the request waits for
  /// the hooks to return.
  ///
  /// `inner` is not shown yet; a request applies its state off screen, and its
  /// `didTransition` asks `outer` to show it. `outer` was idle, and `inner` not inside it
  /// yet, so the request began at once and called `inner.beginAppearanceTransition` while
  /// `inner` was still inside `didTransition`: `inner` refused
  /// (`.reentrantAppearanceTransition`) and stayed disappeared inside an appeared `outer`,
  /// and `leaf` never appeared. Now the request waits for `inner`'s hooks to return.
  @Test
  func containerAddedWhileRunningItsHooksAppears() {
    let leaf = component("leaf")
    let inner = container("inner", appearingIn: 1, table: [1: [leaf]])
    let outer = container("outer", table: [1: [inner]])
    outer.appearForTest()
    _ = log.take()
    log.on("inner.didTransition(from: nil, animated: false)") {
      outer.setNeedsStateTransition(to: 1, animated: false)
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.setNeedsStateTransition(to: 1, animated: false)
    }

    expectDiagnostics(diagnostics, [])
    expectWholeLog(
      log.take(),
      [
        "@0ms inner.willTransition(to: 1, animated: false)",
        "@0ms inner.children(for: 1)",
        "@0ms leaf.willMove(toParent: inner)",
        "@0ms leaf.didMove(toParent: inner)",
        "@0ms inner.didTransition(from: nil, animated: false)",
        // Only now, once `inner`'s hooks have returned, does `outer`'s request begin.
        "@0ms outer.willTransition(to: 1, animated: false)",
        "@0ms outer.children(for: 1)",
        "@0ms inner.willMove(toParent: outer)",
        "@0ms outer.childWillAppear(inner, animated: false)",
        "@0ms inner.willAppear(animated: false)",
        "@0ms inner.childWillAppear(leaf, animated: false)",
        "@0ms leaf.willAppear(animated: false)",
        "@0ms inner.didAppear(animated: false)",
        "@0ms leaf.didAppear(animated: false)",
        "@0ms inner.childDidAppear(leaf, animated: false)",
        "@0ms outer.childDidAppear(inner, animated: false)",
        "@0ms inner.didMove(toParent: outer)",
        "@0ms outer.didTransition(from: 0, animated: false)",
      ])
    #expect(inner.parent === outer && leaf.appearance == .appeared && clock.scheduledCount == 0)
  }

  /// A component listed by two containers, claimed by the second while the first is adding
  /// it, belongs to the first only.
  ///
  /// `first` accepts `shared` (it has no parent yet), and `shared.willMove(toParent: first)`
  /// made `second` apply a state that lists it too. `second` saw no parent either (the
  /// parent is set after `willMove` returns) and adopted it; then `first` set the parent to
  /// itself. Both containers listed `shared`, which got `willMove`/`didMove` from both. Now
  /// `second`'s request waits for `first`'s hooks, then leaves `shared` out.
  @Test
  func childClaimedDuringWillMoveBelongsToOneContainer() {
    let shared = component("shared")
    let first = container("first", table: [1: [shared]])
    let second = container("second", table: [1: [shared]])
    log.on("shared.willMove(toParent: first)") {
      second.setNeedsStateTransition(to: 1, animated: false)
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      first.setNeedsStateTransition(to: 1, animated: false)
    }

    expectDiagnostics(
      diagnostics,
      ["childOfAnotherContainer: second.children(for:) item 0 (shared) already belongs to first; left out."])
    expectWholeLog(
      log.take(),
      [
        "@0ms first.willTransition(to: 1, animated: false)",
        "@0ms first.children(for: 1)",
        "@0ms shared.willMove(toParent: first)",
        "@0ms shared.didMove(toParent: first)",
        "@0ms first.didTransition(from: nil, animated: false)",
        // `second`'s request waited for `first`'s hooks, and finds `shared` taken.
        "@0ms second.willTransition(to: 1, animated: false)",
        "@0ms second.children(for: 1)",
        "@0ms second.didTransition(from: nil, animated: false)",
      ])
    #expect(
      shared.parent === first && recordingNames(first.children) == ["shared"] && second.children.isEmpty)
  }

  /// An appearance call on a container from a hook of a container it lists but that is not
  /// inside it yet is refused.
  ///
  /// `inner` is not shown; a request applies its state off screen and removes `leaf`, and
  /// `leaf.willMove(toParent: nil)` makes `outer` begin to appear. That call used to go
  /// through, and `outer` then called `inner.beginAppearanceTransition(true)` while `inner`
  /// was still in its hooks, which `inner` refused: `inner` stayed disappeared inside an
  /// appeared `outer`. An app's appearance call made while any container runs hooks is now
  /// refused, so `outer` stays disappeared and its later end is unbalanced.
  @Test
  func appearanceCallFromTheHookOfAContainerItWillAdd() {
    let leaf = component("leaf")
    let inner = container("inner", table: [0: [leaf], 1: []])
    let outer = container("outer", table: [0: [inner]])
    inner.setNeedsStateTransition(to: 0, animated: false)
    _ = log.take()
    log.on("leaf.willMove(toParent: nil)") {
      outer.beginAppearanceTransition(true, animated: false)
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.setNeedsStateTransition(to: 1, animated: false)
      outer.endAppearanceTransition()
    }

    expectDiagnostics(
      diagnostics,
      [
        "reentrantAppearanceTransition: beginAppearanceTransition(true, animated: false) on outer from inside a hook "
          + "of inner, another container; ignored. Change a container's appearance from outside its lifecycle hooks.",
        "unbalancedAppearanceTransition: endAppearanceTransition() on outer while it is disappeared; ignored. "
          + "Call it once after each beginAppearanceTransition(_:animated:).",
      ])
    expectWholeLog(
      log.take(),
      [
        "@0ms inner.willTransition(to: 1, animated: false)",
        "@0ms inner.children(for: 1)",
        "@0ms leaf.willMove(toParent: nil)",
        "@0ms leaf.didMove(toParent: nil)",
        "@0ms inner.didTransition(from: 0, animated: false)",
      ])
    #expect(inner.parent == nil && outer.appearance == .disappeared && inner.appearance == .disappeared)
    #expect(clock.scheduledCount == 0)
  }
}
