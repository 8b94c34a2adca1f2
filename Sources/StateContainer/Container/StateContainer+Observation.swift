extension StateContainer {
  /// Registers `handler` to receive this container's transitions, and the changes its guard
  /// refuses or holds, with their states as `State` values
  /// (<doc:TestingWithSimulatedClock#Iterate-the-events-as-they-happen>).
  ///
  /// - Parameter handler: Called with each event just before its hook.
  /// - Returns: The registration. Events stop when it is cancelled or released.
  /// - Complexity: O(k) to register, k the state observers of this container; each
  ///   transition hook then costs O(k) more while any observer is attached anywhere.
  public func addStateObserver(
    _ handler: @escaping @MainActor (StateTransitionEvent<State>) -> Void
  ) -> LifecycleObservation {
    let typedHandler = StateObserverHandler(handler)
    let observation = LifecycleObservation(component: self, owning: typedHandler) { _ in }
    stateObservers.removeAll { $0.observation == nil }
    stateObservers.append(StateObserverReference(observation: observation, handler: typedHandler))
    return observation
  }

  /// Delivers `event` to the state observers registered before it, skipping those
  /// cancelled meanwhile, and prunes the ones that ended.
  final func deliverStateTransition(_ event: StateTransitionEvent<State>) {
    let observers = stateObservers
    var sawEnded = false
    for reference in observers {
      guard let observation = reference.observation, observation.isActive,
        let handler = reference.handler
      else {
        sawEnded = true
        continue
      }
      handler.call(event)
    }
    if sawEnded { stateObservers.removeAll { $0.observation?.isActive != true } }
  }
}
