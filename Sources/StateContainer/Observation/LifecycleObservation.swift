// Public so that the observer check inlines into clients' specialized transitions.
public import Synchronization

/// A registration made with ``Component/addLifecycleObserver(_:)`` or
/// ``StateContainer/addStateObserver(_:)``: events arrive until ``cancel()`` or its release.
@MainActor public final class LifecycleObservation {
  private weak var component: Component?
  let handler: @MainActor (LifecycleEvent) -> Void
  /// What the registration keeps alive for as long as it lives: the typed handler of a
  /// state observer, which its container references weakly.
  private let owned: AnyObject?
  private let isCounted = Atomic<Bool>(true)

  init(
    component: Component, owning owned: AnyObject? = nil,
    handler: @escaping @MainActor (LifecycleEvent) -> Void
  ) {
    self.component = component
    self.owned = owned
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
  /// Fires when the component drops this reference: when the component is released, or
  /// when the reference is pruned after its observation ended.
  var releaseNotice: ReleaseNotice?
}
