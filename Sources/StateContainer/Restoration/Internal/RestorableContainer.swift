/// A component with a part of its own in a snapshot (a ``StateContainer``): it saves that
/// part and the components below it, and restores them.
@MainActor protocol RestorableContainer: Component {
  /// Whether the container has a state (it has appeared, or a deep link set one): a
  /// restore changes it by a step, which asks its guard.
  var hasState: Bool { get }
  func snapshotParts() -> (container: ContainerSnapshot, children: [ComponentSnapshot]?)
  /// Restores `part`, and `children` into the components it shows in the restored state.
  func restoreParts(_ part: ContainerSnapshot, children: [ComponentSnapshot]?, in run: RestoreRun)
  /// Adds to `navigation` the step that changes the container, on screen, to `part`, and
  /// goes on into the components it will show.
  func restoreStep(
    _ part: ContainerSnapshot, children: [ComponentSnapshot]?, for navigation: DeepLinkNavigation,
    in run: RestoreRun)
}

/// A ``NavigationContainer`` whose `Destination` is `Codable`: its tree is its part.
@MainActor protocol RestorableNavigation: Component {
  /// `nil` when the destinations are not `Codable`: the container is saved as any other.
  func navigationSnapshotParts() -> ContainerSnapshot?
  /// Restores the tree `part` names; `false` when the container's destinations are not
  /// `Codable` (it is restored as any other container).
  func restoreNavigation(_ part: ContainerSnapshot, in run: RestoreRun) -> Bool
  /// ``restoreNavigation(_:in:)`` on screen: the step of `navigation` that makes the change.
  func restoreNavigationStep(
    _ part: ContainerSnapshot, for navigation: DeepLinkNavigation, in run: RestoreRun
  )
    -> Bool
}
