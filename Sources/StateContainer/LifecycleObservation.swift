// Public so that the observer check inlines into clients' specialized transitions.
public import Synchronization

/// A registration made with ``Component/addLifecycleObserver(_:)``.
///
/// The observer receives events until ``cancel()`` is called or this object is released,
/// whichever comes first. Keep it for as long as you want events.
@MainActor public final class LifecycleObservation {
  private weak var component: Component?
  let handler: @MainActor (LifecycleEvent) -> Void
  /// Whether the observation still counts in ``ObserverRegistry/liveCount``.
  private let isCounted = Atomic<Bool>(true)

  init(component: Component, handler: @escaping @MainActor (LifecycleEvent) -> Void) {
    self.component = component
    self.handler = handler
    ObserverRegistry.liveCount.add(1, ordering: .relaxed)
  }

  var isActive: Bool { isCounted.load(ordering: .relaxed) }

  /// Stops the observer; it receives no further events. Calling it again does nothing.
  public func cancel() {
    uncount()
    component?.removeObservation(self)
  }

  private nonisolated func uncount() {
    if isCounted.exchange(false, ordering: .relaxed) {
      ObserverRegistry.liveCount.subtract(1, ordering: .relaxed)
    }
  }

  deinit {
    uncount()
  }
}

/// The count of live observations, checked before building any event so that a tree with
/// no observer pays one load and one comparison per hook.
@usableFromInline enum ObserverRegistry: Sendable {
  @usableFromInline static let liveCount = Atomic<Int>(0)

  @inlinable
  static var isObserving: Bool { liveCount.load(ordering: .relaxed) > 0 }

  private static let serials = Atomic<UInt64>(0)

  static func nextSerial() -> UInt64 {
    serials.add(1, ordering: .relaxed).newValue
  }
}

/// A component's reference to one of its observations; weak, so that releasing the
/// observation ends it.
struct ObservationReference {
  weak var observation: LifecycleObservation?
}

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
