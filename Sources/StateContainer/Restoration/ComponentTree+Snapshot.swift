extension ComponentTree {
  /// A snapshot of the component and everything below it: each container's state (when
  /// its `State` is `Codable`), history, navigation tree, presentations, hidden tabs that
  /// are still alive, and each component's ``Component/encodeRestorableState(with:)`` data
  /// (<doc:SavingAndRestoringTheApp#What-a-snapshot-holds>).
  ///
  /// A container in a transition, or with a request waiting, is saved in the state it heads to.
  ///
  /// - Returns: The snapshot, a value independent of the tree.
  /// - Complexity: O(n) in the components and navigation nodes below, plus the hooks.
  public func snapshot() -> TreeSnapshot {
    TreeSnapshot(root: ComponentSnapshot(of: component, position: nil))
  }
}
