/// The event watches a component made, kept so that their handlers are released with the
/// component: a component has no `deinit` of its own, so this object's `deinit` is where
/// the component's release is noticed.
///
/// A registration holds its handler strongly; this object ends that hold when the watcher
/// goes (its watcher is already `nil` then, so no event reaches the handler meanwhile).
@MainActor final class EventWatchOwnership {
  /// The watches made by the component, cancelled ones dropped now and then.
  private var registrations: [EventRegistration] = []
  /// The count at which cancelled registrations are next dropped.
  private var pruneThreshold = 8

  ///
  /// - Complexity: Amortized O(1).
  func add(_ registration: EventRegistration) {
    registrations.append(registration)
    if registrations.count >= pruneThreshold {
      registrations.removeAll { $0.handler == nil }
      pruneThreshold = max(8, 2 * registrations.count)
    }
  }

  isolated deinit {
    for registration in registrations { registration.releaseHandler() }
  }
}
