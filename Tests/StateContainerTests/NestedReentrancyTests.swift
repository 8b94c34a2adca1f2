import StateContainer
import Testing

/// A request that an inner container's hook makes on an outer container waits until the
/// inner container's hooks return, so the outer transition never reaches into a component
/// that is in the middle of its own hooks.
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
  }

  @Test("An appearance call on an outer container from an inner container's hook is refused")
  func appearanceCallFromInnerHookIsRefused() {
    let clock = SimulatedClock()
    let outer = Outer(clock: clock)
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    outer.inner.leaf.onDidEnd = { outer.beginAppearanceTransition(false, animated: false) }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      outer.inner.setNeedsStateTransition(to: 1, animated: true)
      clock.advance(by: .milliseconds(100))
    }

    #expect(diagnostics.map(\.kind) == [.reentrantAppearanceTransition])
    #expect(outer.appearance == .appeared)
    #expect(outer.inner.leaf.appearance == .appeared)
    // The container keeps working afterwards.
    outer.beginAppearanceTransition(false, animated: false)
    outer.endAppearanceTransition()
    #expect(outer.inner.leaf.appearance == .disappeared)
  }
}
