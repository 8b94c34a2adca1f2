import StateContainer

/// A child whose hooks do the least a real hook does: count that they ran.
///
/// The hooks are never inlined, so that calling them directly (the floor) costs a
/// call, as it does for the framework.
class CountingComponent: Component {
  /// How many hooks of this component have run.
  final var hookCalls = 0

  @inline(never) override func willAppear(animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func didAppear(animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func willDisappear(animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func didDisappear(animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func willMove(toParent parent: Component?) { hookCalls &+= 1 }
  @inline(never) override func didMove(toParent parent: Component?) { hookCalls &+= 1 }
}

/// A child that animates its own part of a transition in zero time, so that an animated
/// transition costs only the framework's scheduling.
final class ZeroDurationComponent: CountingComponent, StateTransitioning {
  @inline(never) func stateTransitionDuration(isAppearing: Bool) -> Duration {
    hookCalls &+= 1
    return .zero
  }

  @inline(never) func stateTransitionDelay(isAppearing: Bool) -> Duration {
    hookCalls &+= 1
    return .zero
  }

  @inline(never) func stateTransitionWillBegin(isAppearing: Bool) { hookCalls &+= 1 }
  @inline(never) func animateAlongsideStateTransition(isAppearing: Bool) { hookCalls &+= 1 }
  @inline(never) func stateTransitionDidEnd(isAppearing: Bool) { hookCalls &+= 1 }
}
