extension Component {
  /// Registers `handler` to receive every lifecycle event of this component and of its
  /// descendants, in the order the hooks are called.
  ///
  /// Observers never change behaviour. While no observer is attached anywhere, each hook
  /// pays one atomic load and comparison; once one is attached, events are built for every
  /// tree and delivered to the observers above each one. ``LifecycleRecorder`` is an observer that keeps the
  /// events and prints them as a transcript.
  ///
  /// - Parameter handler: Called with each event just before its hook.
  /// - Returns: The registration. Events stop when it is cancelled or released.
  /// - Complexity: Registering is O(k) in the observers of this component. Each event then
  ///   costs O(d + k): d the depth of the component in its tree, k the observers along the
  ///   way.
  public func addLifecycleObserver(
    _ handler: @escaping @MainActor (LifecycleEvent) -> Void
  ) -> LifecycleObservation {
    let observation = LifecycleObservation(component: self, handler: handler)
    observations.removeAll { $0.observation == nil }
    observations.append(ObservationReference(observation: observation))
    return observation
  }

  func removeObservation(_ observation: LifecycleObservation) {
    observations.removeAll { $0.observation == nil || $0.observation === observation }
  }

  /// Delivers an event to the observers of `event.component`, then of the container and
  /// every ancestor of it.
  func deliver(_ event: LifecycleEvent) {
    var event = event
    event.serial = ObserverRegistry.nextSerial()
    event.componentName = event.component.debugName
    event.containerName = event.container?.debugName
    var observers: [LifecycleObservation] = []
    var node: Component? = event.container ?? event.component
    if event.component !== node { observers += event.component.observations.compactMap(\.observation) }
    while let current = node {
      observers += current.observations.compactMap(\.observation)
      node = current.parent
    }
    for observation in observers where observation.isActive {
      observation.handler(event)
    }
  }
}
