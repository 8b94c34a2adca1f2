extension StateContainer {
  /// Registers `handler` to receive this container's transitions with their states as
  /// `State` values.
  ///
  /// The handler is called when the guard refuses or holds a transition (an event of kind
  /// ``StateTransitionKind/refused`` or ``StateTransitionKind/held``, with the proposal's
  /// states), and just before ``willTransition(to:animated:)`` and just before
  /// ``didTransition(from:animated:)``, every time they are called: on requests, on
  /// the state applied when the container appears (the first one with `fromState: nil`),
  /// and off screen. Both events of one transition carry the same ``StateTransitionEvent/fromState``
  /// and ``StateTransitionEvent/toState``. It is called after the lifecycle observers of
  /// the container and its ancestors (``Component/addLifecycleObserver(_:)``), and for
  /// this container only: a nested container has observers of its own.
  ///
  /// Observers never change behaviour, and a request made from the handler waits its turn
  /// like one made from the hook. An observer registered while an event is delivered
  /// receives the events after it; one cancelled then receives nothing more. While no
  /// observer is attached anywhere, each hook pays one atomic load and comparison, as for
  /// lifecycle observers.
  ///
  /// ```swift
  /// enum Phase: Equatable { case loading, ready }
  ///
  /// final class Screen: StateContainer<Phase> {
  ///   override func loadAppearanceState() -> Phase { .loading }
  /// }
  ///
  /// @MainActor func trackReady(_ screen: Screen, onReady: @escaping @MainActor () -> Void)
  ///   -> LifecycleObservation
  /// {
  ///   screen.addStateObserver { event in
  ///     if event.kind == .didTransition, event.toState == .ready { onReady() }
  ///   }
  /// }
  /// ```
  ///
  /// Its test, on a ``SimulatedClock``:
  ///
  /// ```swift
  /// @Test @MainActor func statesArriveAsValues() {
  ///   let screen = Screen(clock: SimulatedClock())
  ///   var events: [StateTransitionEvent<Phase>] = []
  ///   let observation = screen.addStateObserver { events.append($0) }
  ///   screen.beginAppearanceTransition(true, animated: false)
  ///   screen.endAppearanceTransition()
  ///   screen.setNeedsStateTransition(to: .ready, animated: false)
  ///   #expect(events.map(\.description) == [
  ///     "@0ms willTransition(from: nil, to: loading, animated: false)",
  ///     "@0ms didTransition(from: nil, to: loading, animated: false)",
  ///     "@0ms willTransition(from: loading, to: ready, animated: false)",
  ///     "@0ms didTransition(from: loading, to: ready, animated: false)",
  ///   ])
  ///   observation.cancel()
  /// }
  /// ```
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
