extension ComponentSnapshot {
  /// Hands the saved data to `component`, then restores its part as a container and the
  /// components below it.
  @MainActor func restore(into component: Component, in run: RestoreRun) {
    if let data {
      component.decodeRestorableState(
        with: RestorationCoder(values: data, place: "\(component.debugName).decodeRestorableState(with:)"))
    }
    guard container != nil || children != nil else { return }
    guard let restorable = component as? any RestorableContainer else {
      run.leaveOut(
        "The saved container part of \(describedKey) is left out: \(component.debugName) is not a container.")
      return
    }
    restorable.restoreParts(container ?? ContainerSnapshot(), children: children, in: run)
  }

  /// Restores each of `snapshots` into the component of `components` it is the snapshot of;
  /// those that match none are left out, as children of `place`.
  @MainActor static func restore(
    _ snapshots: [ComponentSnapshot]?, into components: [Component], of place: @autoclosure () -> String,
    in run: RestoreRun
  ) {
    guard var unmatched = snapshots, !unmatched.isEmpty else { return }
    var matched: [(ComponentSnapshot, Component)] = []
    for (position, component) in components.enumerated() {
      guard let index = unmatched.firstIndex(where: { $0.isSnapshot(of: component, at: position) }) else {
        continue
      }
      matched.append((unmatched.remove(at: index), component))
    }
    // The report goes outermost first: this level's parts left out before those below.
    for snapshot in unmatched {
      run.leaveOut("\(place()) shows no \(snapshot.describedKey) now; its saved part is left out.")
    }
    for (snapshot, component) in matched { snapshot.restore(into: component, in: run) }
  }

  /// The key in words: the type name, and the identifier or position.
  var describedKey: String {
    if let identifier { return "\(typeName) identified as \"\(identifier)\"" }
    return "\(typeName) at position \(position ?? 0)"
  }
}
