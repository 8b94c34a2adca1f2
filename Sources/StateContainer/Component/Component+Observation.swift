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
    register(observation)
    return observation
  }

  /// The lifecycle events of this component and of its descendants from now on, as an
  /// asynchronous sequence that ends when this component is released or the iteration ends.
  ///
  /// Each read makes a new registration, like ``addLifecycleObserver(_:)``: the sequence
  /// receives the events that observer would, from the moment of the read, and buffers them
  /// in order, without bound, until they are iterated. See ``LifecycleEventStream`` for
  /// when it ends and why it is iterated once.
  ///
  /// ```swift
  /// final class Screen: StateContainer<Int> {
  ///   override func loadAppearanceState() -> Int { 0 }
  /// }
  ///
  /// @MainActor func logLifecycle(of screen: Screen) async {
  ///   for await event in screen.lifecycleEvents {
  ///     print(event)
  ///   }
  /// }
  /// ```
  ///
  /// A test reads it before driving the component, and collects what a task iterating it
  /// received; <doc:TestingWithSimulatedClock> shows one.
  ///
  /// - Important: A buffered event holds its component and container, so an iteration that
  ///   falls behind keeps them alive until it catches up; the sequence ends only after
  ///   that. Iterate it from a task that keeps up, or end the iteration.
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

  /// Adds `observation` to this component's observers, with `releaseNotice` kept as long as
  /// it is, and prunes the ones that ended.
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
