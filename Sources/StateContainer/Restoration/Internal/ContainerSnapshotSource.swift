/// A component with a part of its own in a snapshot (a ``StateContainer``), and the
/// components saved below it.
@MainActor protocol ContainerSnapshotSource: Component {
  func snapshotParts() -> (container: ContainerSnapshot, children: [ComponentSnapshot]?)
}

/// A ``NavigationContainer`` whose `Destination` is `Codable`: its tree is its part.
@MainActor protocol NavigationSnapshotSource: Component {
  /// `nil` when the destinations are not `Codable`: the container is saved as any other.
  func navigationSnapshotParts() -> ContainerSnapshot?
}
