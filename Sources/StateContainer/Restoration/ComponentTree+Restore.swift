extension ComponentTree {
  /// Restores `snapshot`, taken with ``snapshot()`` from a tree like this one, into the
  /// component and everything below it (<doc:SavingAndRestoringTheApp>).
  ///
  /// Before the component appears, it is restored at once, and its first appearance shows the
  /// saved screens (<doc:SavingAndRestoringTheApp#Restoring-at-launch>): each container's
  /// ``StateContainer/children(for:)`` is asked once for its saved state, a navigation
  /// container's factory once per node, and each component gets its saved data in
  /// ``Component/decodeRestorableState(with:)`` before it appears. No guard is asked.
  ///
  /// On screen, the restore is a change like a deep link
  /// (<doc:SavingAndRestoringTheApp#Restoring-a-tree-on-screen>): every container whose state
  /// or current node changes proposes it to its guard with ``TransitionCause/restoration``,
  /// and a refusal or a hold changes nothing until it is answered; allowed, each changes with
  /// one transition, outermost first.
  ///
  /// A part that no longer fits the app (a state or a destination that does not decode, a
  /// screen that is no longer shown, history past the ``StateContainer/historyPolicy``) is
  /// left out with what depends on it, and the rest is restored. A snapshot of another type of
  /// component restores nothing.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to restore.
  ///   - animated: Whether containers on screen animate their transitions.
  /// - Returns: What was left out, and the change on screen.
  /// - Complexity: O(n) in the components and navigation nodes restored, plus the app's
  ///   factories and hooks.
  @discardableResult
  public func restore(_ snapshot: TreeSnapshot, animated: Bool = false) -> RestoreReport {
    let run = RestoreRun()
    guard snapshot.root.isSnapshot(of: component, at: nil) else {
      run.leaveOut(
        "tree.restore(_:) on \(component.debugName): the snapshot was taken from a "
          + "\(snapshot.root.describedKey), not from this component. Nothing was restored.")
      return RestoreReport(run)
    }
    guard component.appearance != .disappeared else {
      snapshot.root.restore(into: component, in: run)
      return RestoreReport(run)
    }
    let navigation = DeepLinkNavigation.restoring(snapshot.root, into: component, animated: animated, in: run)
    _ = navigation.proceed()
    return RestoreReport(run, transition: navigation.outcome)
  }
}
