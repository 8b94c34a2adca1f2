/// A child an interactive transition moves, and the child as `StateTransitioning`, cast
/// once when the transition begins.
struct MovedChild {
  let child: Component
  let transitioning: (any StateTransitioning)?
  /// Whether the transition adds it (it removes it otherwise).
  let isAppearing: Bool
}

@available(*, unavailable)
extension MovedChild: Sendable {}
