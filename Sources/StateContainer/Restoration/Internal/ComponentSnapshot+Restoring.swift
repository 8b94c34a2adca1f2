extension ComponentSnapshot {
  /// Hands the saved data to `component`, then restores its part as a container and the
  /// components below it, at once: `component` is not on screen.
  @MainActor func restore(into component: Component, in run: RestoreRun) {
    handData(to: component)
    if let restorable = restorableContainer(component, in: run) {
      restorable.restoreParts(container ?? ContainerSnapshot(), children: children, in: run)
    } else if let container = component.asRestorableContainer {
      // Saved with nothing of its own: it presented nothing, and presents nothing now.
      container.restoreParts(ContainerSnapshot(), children: nil, in: run)
    }
  }

  /// Hands the saved data, if any, to `component`'s ``Component/decodeRestorableState(with:)``.
  @MainActor func handData(to component: Component) {
    guard let data else { return }
    component.decodeRestorableState(
      with: RestorationCoder(values: data, place: "\(component.debugName).decodeRestorableState(with:)"))
  }

  /// `component` as a container to restore the saved part into; `nil` when nothing is saved
  /// for it as one, or (left out) when it is not a container.
  @MainActor func restorableContainer(_ component: Component, in run: RestoreRun) -> (
    any RestorableContainer
  )? {
    guard container != nil || children != nil else { return nil }
    guard let restorable = component.asRestorableContainer else {
      run.leaveOut(
        "The saved container part of \(describedKey) is left out: \(component.debugName) is not a container.")
      return nil
    }
    return restorable
  }

  /// Each of `snapshots` with the component of `components` it is the snapshot of; those that
  /// match none are left out, as children of `place`.
  @MainActor static func matching(
    _ snapshots: [ComponentSnapshot]?, to components: [Component], of place: @autoclosure () -> String,
    in run: RestoreRun
  ) -> [(component: Component, snapshot: ComponentSnapshot)] {
    guard var unmatched = snapshots, !unmatched.isEmpty else { return [] }
    var pairs: [(component: Component, snapshot: ComponentSnapshot)] = []
    for (position, component) in components.enumerated() {
      guard let index = unmatched.firstIndex(where: { $0.isSnapshot(of: component, at: position) }) else {
        continue
      }
      pairs.append((component, unmatched.remove(at: index)))
    }
    // The report goes outermost first: this level's parts left out before those below.
    for snapshot in unmatched {
      run.leaveOut("\(place()) shows no \(snapshot.describedKey) now; its saved part is left out.")
    }
    return pairs
  }

  /// The key in words: the type name, and the identifier or position.
  var describedKey: String {
    if let identifier { return "\(typeName) identified as \"\(identifier)\"" }
    return "\(typeName) at position \(position ?? 0)"
  }
}
