import StateContainer
import Testing

/// A request that an inner container's hook makes on an outer container waits until the
/// inner container's hooks return, so the outer transition never reaches into a component
/// that is in the middle of its own hooks.
///
/// Pins <doc:TheLifecycle#Nesting>.
@Suite @MainActor struct NestedReentrancyTests {
  private final class Leaf: Component, StateTransitioning {
    var onDidEnd: (() -> Void)?
    func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(100) }
    func stateTransitionDidEnd(isAppearing: Bool) { onDidEnd?() }
  }

  private final class Inner: StateContainer<Int> {
    let leaf = Leaf()
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { state == 1 ? [leaf] : [] }
  }

  private final class Outer: StateContainer<Int> {
    let inner: Inner
    let other = Component()
    init(clock: SimulatedClock) {
      inner = Inner(clock: clock)
      super.init(clock: clock)
    }
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { state == 0 ? [inner] : [other] }
  }

  @Test("A request on the outer container from an inner container's timed step waits for it")
  func requestFromInnerTimedStepWaits() {
    let clock = SimulatedClock()
    let outer = Outer(clock: clock)
    let recorder = LifecycleRecorder(names: [
      outer: "outer", outer.inner: "inner", outer.inner.leaf: "leaf", outer.other: "other",
    ])
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    recorder.attach(to: outer)
    outer.inner.leaf.onDidEnd = { outer.setNeedsStateTransition(to: 1, animated: false) }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      outer.inner.setNeedsStateTransition(to: 1, animated: true)
      clock.advance(by: .milliseconds(100))
    }

    #expect(diagnostics == [])
    #expect(
      recorder.transcript == [
        "@0ms inner.willTransition(to: 1, animated: true)",
        "@0ms leaf.willMove(toParent: inner)",
        "@0ms inner.childWillAppear(leaf, animated: true)",
        "@0ms leaf.willAppear(animated: true)",
        "@0ms leaf.stateTransitionWillBegin(isAppearing: true)",
        "@0ms leaf.animateAlongsideStateTransition(isAppearing: true)",
        "@100ms leaf.stateTransitionDidEnd(isAppearing: true)",
        "@100ms leaf.didAppear(animated: true)",
        "@100ms inner.childDidAppear(leaf, animated: true)",
        "@100ms leaf.didMove(toParent: inner)",
        "@100ms inner.didTransition(from: 0, animated: true)",
        // Only now, with the inner container's hooks returned, does the outer one begin.
        "@100ms outer.willTransition(to: 1, animated: false)",
        "@100ms inner.willMove(toParent: nil)",
        "@100ms outer.childWillDisappear(inner, animated: false)",
        "@100ms inner.willDisappear(animated: false)",
        "@100ms inner.childWillDisappear(leaf, animated: false)",
        "@100ms leaf.willDisappear(animated: false)",
        "@100ms other.willMove(toParent: outer)",
        "@100ms outer.childWillAppear(other, animated: false)",
        "@100ms other.willAppear(animated: false)",
        "@100ms inner.didDisappear(animated: false)",
        "@100ms leaf.didDisappear(animated: false)",
        "@100ms inner.childDidDisappear(leaf, animated: false)",
        "@100ms outer.childDidDisappear(inner, animated: false)",
        "@100ms inner.didMove(toParent: nil)",
        "@100ms other.didAppear(animated: false)",
        "@100ms outer.childDidAppear(other, animated: false)",
        "@100ms other.didMove(toParent: outer)",
        "@100ms outer.didTransition(from: 0, animated: false)",
      ])
    #expect(outer.inner.appearance == .disappeared)
    #expect(outer.inner.leaf.appearance == .disappeared)
    #expect(outer.inner.parent == nil)
    #expect(outer.children.map(ObjectIdentifier.init) == [ObjectIdentifier(outer.other)])
    #expect(clock.scheduledCount == 0)
    outer.inner.leaf.onDidEnd = nil  // the closure holds `outer`: break the cycle
  }

  private final class DetailContainer: StateContainer<Int> {
    let leaf = Component()
    override func loadAppearanceState() -> Int { 1 }
    override func children(for state: Int) -> [Component] { state == 1 ? [leaf] : [] }
  }

  private final class Host: StateContainer<Int> {
    let detail: DetailContainer
    init(clock: SimulatedClock) {
      detail = DetailContainer(clock: clock)
      super.init(clock: clock)
    }
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { state == 1 ? [detail] : [] }
  }

  @Test("A container that asks its future parent to add it, from its own hook, appears with it")
  func containerAddedFromItsOwnHookAppears() {
    let clock = SimulatedClock()
    let host = Host(clock: clock)
    let detail = host.detail
    let recorder = LifecycleRecorder(names: [host: "host", detail: "detail", detail.leaf: "leaf"])
    host.beginAppearanceTransition(true, animated: false)
    host.endAppearanceTransition()
    recorder.attach(to: host)
    recorder.attach(to: detail)
    // "When the detail has loaded its state, show it": asked from the detail's own hook.
    let observation = detail.addLifecycleObserver { event in
      if event.kind == .didTransition, event.component === detail, host.currentState == 0 {
        host.setNeedsStateTransition(to: 1, animated: false)
      }
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      detail.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics == [])
    #expect(
      recorder.transcript == [
        "@0ms detail.willTransition(to: 1, animated: false)",
        "@0ms leaf.willMove(toParent: detail)",
        "@0ms leaf.didMove(toParent: detail)",
        "@0ms detail.didTransition(from: nil, animated: false)",
        // The host begins once the detail's hooks have returned, and shows it.
        "@0ms host.willTransition(to: 1, animated: false)",
        "@0ms detail.willMove(toParent: host)",
        "@0ms host.childWillAppear(detail, animated: false)",
        "@0ms detail.willAppear(animated: false)",
        "@0ms detail.childWillAppear(leaf, animated: false)",
        "@0ms leaf.willAppear(animated: false)",
        "@0ms detail.didAppear(animated: false)",
        "@0ms leaf.didAppear(animated: false)",
        "@0ms detail.childDidAppear(leaf, animated: false)",
        "@0ms host.childDidAppear(detail, animated: false)",
        "@0ms detail.didMove(toParent: host)",
        "@0ms host.didTransition(from: 0, animated: false)",
      ])
    #expect(detail.appearance == .appeared)
    #expect(detail.leaf.appearance == .appeared)
    #expect(detail.parent === host)
    observation.cancel()
  }
}
