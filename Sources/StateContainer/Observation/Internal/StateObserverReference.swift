/// The handler of a state observer, owned by its ``LifecycleObservation``.
@MainActor final class StateObserverHandler<State> {
  let call: @MainActor (StateTransitionEvent<State>) -> Void

  init(_ call: @escaping @MainActor (StateTransitionEvent<State>) -> Void) {
    self.call = call
  }
}

/// A container's reference to one of its state observers; weak, so that releasing the
/// observation ends it and frees its handler.
struct StateObserverReference<State> {
  weak var observation: LifecycleObservation?
  weak var handler: StateObserverHandler<State>?
}
