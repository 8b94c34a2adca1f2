/// A registration made with ``Component/addLifecycleObserver(_:)``.
///
/// The observer receives events until ``cancel()`` is called or this object is released,
/// whichever comes first. Keep it for as long as you want events.
@MainActor public final class LifecycleObservation {
  private weak var component: Component?
  let handler: @MainActor (LifecycleEvent) -> Void
  private(set) var isActive = true

  init(component: Component, handler: @escaping @MainActor (LifecycleEvent) -> Void) {
    self.component = component
    self.handler = handler
    ObserverRegistry.activeCount += 1
  }

  /// Stops the observer; it receives no further events. Calling it again does nothing.
  public func cancel() {
    guard isActive else { return }
    isActive = false
    ObserverRegistry.activeCount -= 1
    component?.removeObservation(self)
  }

  isolated deinit {
    cancel()
  }
}

/// The count of live observations, checked before building any event so that a tree with
/// no observer pays one comparison per hook.
@MainActor enum ObserverRegistry {
  static var activeCount = 0
}

extension Component {
  /// Registers `handler` to receive every lifecycle event of this component and of its
  /// descendants, in the order the hooks are called.
  ///
  /// Observers never change behaviour. A container tree with no observer attached pays one
  /// integer comparison per hook. ``LifecycleRecorder`` is an observer that keeps the
  /// events and prints them as a transcript.
  ///
  /// - Parameter handler: Called with each event just before its hook.
  /// - Returns: The registration. Events stop when it is cancelled or released.
  public func addLifecycleObserver(
    _ handler: @escaping @MainActor (LifecycleEvent) -> Void
  ) -> LifecycleObservation {
    let observation = LifecycleObservation(component: self, handler: handler)
    observations.append(observation)
    return observation
  }

  func removeObservation(_ observation: LifecycleObservation) {
    observations.removeAll { $0 === observation }
  }

  /// Delivers an event to the observers of `event.component`, then of the container and
  /// every ancestor of it.
  func deliver(_ event: LifecycleEvent) {
    var observers: [LifecycleObservation] = []
    var node: Component? = event.container ?? event.component
    if event.component !== node { observers += event.component.observations }
    while let current = node {
      observers += current.observations
      node = current.parent
    }
    for observation in observers where observation.isActive {
      observation.handler(event)
    }
  }
}
