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
  /// A container with a fixed list of children per state and hooks the test can script.
  private final class ScriptedContainer: StateContainer<Int> {
    var lists: [Int: [Component]] = [:]
    var appearanceState = 0
    var onDidTransition: (() -> Void)?
    override func loadAppearanceState() -> Int { appearanceState }
    override func children(for state: Int) -> [Component] { lists[state] ?? [] }
    override func didTransition(from previousState: Int?, animated: Bool) { onDidTransition?() }
  }

  private final class ScriptedComponent: Component {
    var onWillMove: ((Component?) -> Void)?
    override func willMove(toParent parent: Component?) { onWillMove?(parent) }
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
    let clock = SimulatedClock()
    let outer = ScriptedContainer(clock: clock)
    let inner = ScriptedContainer(clock: clock)
    let leaf = Component()
    outer.lists = [1: [inner]]
    inner.lists = [1: [leaf]]
    inner.appearanceState = 1
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    inner.onDidTransition = {
      inner.onDidTransition = nil
      outer.setNeedsStateTransition(to: 1, animated: false)
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics.map(\.kind) == [])
    #expect(inner.parent === outer)
    #expect(inner.appearance == .appeared)
    #expect(leaf.appearance == .appeared)
    #expect(clock.scheduledCount == 0)
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
    let clock = SimulatedClock()
    let first = ScriptedContainer(clock: clock)
    let second = ScriptedContainer(clock: clock)
    let shared = ScriptedComponent()
    first.lists = [1: [shared]]
    second.lists = [1: [shared]]
    shared.onWillMove = { _ in
      shared.onWillMove = nil
      second.setNeedsStateTransition(to: 1, animated: false)
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      first.setNeedsStateTransition(to: 1, animated: false)
    }

    let owners = [first, second].filter { $0.children.contains { $0 === shared } }
    #expect(owners.count == 1)
    #expect(owners.first === shared.parent)
    #expect(diagnostics.map(\.kind) == [.childOfAnotherContainer])
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
    let clock = SimulatedClock()
    let outer = ScriptedContainer(clock: clock)
    let inner = ScriptedContainer(clock: clock)
    let leaf = ScriptedComponent()
    outer.lists = [0: [inner]]
    inner.lists = [0: [leaf], 1: []]
    inner.setNeedsStateTransition(to: 0, animated: false)
    leaf.onWillMove = { parent in
      guard parent == nil else { return }
      leaf.onWillMove = nil
      outer.beginAppearanceTransition(true, animated: false)
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.setNeedsStateTransition(to: 1, animated: false)
      outer.endAppearanceTransition()
    }

    #expect(diagnostics.map(\.kind) == [.reentrantAppearanceTransition, .unbalancedAppearanceTransition])
    #expect(inner.parent == nil)
    #expect(outer.appearance == .disappeared)
    #expect(inner.appearance == .disappeared)
    #expect(clock.scheduledCount == 0)
  }
}
