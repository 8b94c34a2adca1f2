extension ComponentTree {
  /// Restores `snapshot`, taken with ``snapshot()`` from a tree like this one, into the
  /// component and everything below it, before the component appears: its first appearance
  /// then shows the restored screens at once
  /// (<doc:SavingAndRestoringTheApp#Restoring-at-launch>).
  ///
  /// Each container below is given the state it was saved in, with its history; its
  /// ``StateContainer/children(for:)`` is asked once for that state, and a navigation
  /// container's factory once per node; each component's saved data is handed to its
  /// ``Component/decodeRestorableState(with:)`` before it appears. Guards are not asked:
  /// nothing is on screen to leave. A part that no longer fits the app (a state or a
  /// destination that does not decode, a screen that is no longer shown, history past the
  /// ``StateContainer/historyPolicy``) is left out with what depends on it, and the rest is
  /// restored.
  ///
  /// The component must not be on screen: on one that is appearing, appeared or
  /// disappearing, nothing is restored, with a ``LifecycleDiagnostic/Kind/restorationLeftOut`` diagnostic.
  ///
  /// - Parameter snapshot: The snapshot to restore.
  /// - Returns: What was left out, if anything.
  /// - Complexity: O(n) in the components and navigation nodes restored, plus the app's
  ///   factories and hooks.
  @discardableResult
  public func restore(_ snapshot: TreeSnapshot) -> RestoreReport {
    let run = RestoreRun()
    if component.appearance != .disappeared {
      run.leaveOut(
        "tree.restore(_:) on \(component.debugName): the component is on screen (\(component.appearance)); "
          + "restore a snapshot before the tree appears. Nothing was restored.")
    } else if !snapshot.root.isSnapshot(of: component, at: nil) {
      run.leaveOut(
        "tree.restore(_:) on \(component.debugName): the snapshot was taken from a "
          + "\(snapshot.root.describedKey), not from this component. Nothing was restored.")
    } else {
      snapshot.root.restore(into: component, in: run)
    }
    return RestoreReport(leftOut: run.leftOut)
  }
}
