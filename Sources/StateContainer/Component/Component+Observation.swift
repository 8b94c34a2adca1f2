extension Component {
  /// Registers `handler` to receive every lifecycle event of this component and of its
  /// descendants, in the order the hooks are called; observers never change behaviour
  /// (<doc:TestingWithSimulatedClock#Assert-the-whole-transcript>).
  ///
  /// - Parameter handler: Called with each event just before its hook.
  /// - Returns: The registration. Events stop when it is cancelled or released.
  /// - Complexity: O(k) to register, k the observers of this component. Each event then
  ///   costs O(d + k), d the component's depth; one atomic load while nobody observes.
  public func addLifecycleObserver(
    _ handler: @escaping @MainActor (LifecycleEvent) -> Void
  ) -> LifecycleObservation {
    let observation = LifecycleObservation(component: self, handler: handler)
    register(observation)
    return observation
  }

  /// The lifecycle events of this component and of its descendants from now on, as an
  /// asynchronous sequence, buffered until iterated
  /// (<doc:TestingWithSimulatedClock#Iterate-the-events-as-they-happen>).
  ///
  /// - Important: A buffered event holds its component, so an iteration that falls behind
  ///   keeps it alive until it catches up.
  /// - Complexity: O(k) to read, k the observers of this component; each event then costs
  ///   what it costs ``addLifecycleObserver(_:)``, plus O(1) amortized to buffer.
  public var lifecycleEvents: LifecycleEventStream {
    let channel = LifecycleEventChannel()
    let observation = LifecycleObservation(component: self) { [weak channel] event in
      channel?.eventDelivered(event)
    }
    register(observation, releaseNotice: ReleaseNotice { [weak channel] in channel?.topReleased() })
    channel.observationMade(observation)
    return LifecycleEventStream(channel: channel)
  }

  /// Adds `observation`, with `releaseNotice` kept as long as it is, and prunes ended ones.
  func register(_ observation: LifecycleObservation, releaseNotice: ReleaseNotice? = nil) {
    observations.removeAll { $0.observation == nil }
    observations.append(ObservationReference(observation: observation, releaseNotice: releaseNotice))
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
    event.askedComponentNames = event.askedComponents.map(\.debugName)
    var observers: [LifecycleObservation] = []
    // A response travels up from its sender: every component on the way, the handler
    // and those above it, observes it.
    let start = event.kind == .response ? event.component : event.container ?? event.component
    if event.component !== start { observers += event.component.observations.compactMap(\.observation) }
    for current in UpstreamWalk(from: start, along: .parent) {
      observers += current.observations.compactMap(\.observation)
    }
    for observation in observers where observation.isActive {
      observation.handler(event)
    }
  }
}
