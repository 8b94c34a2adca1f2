extension ComponentSnapshot {
  /// The snapshot of `component` and what is below it, at `position` among its siblings.
  @MainActor init(of component: Component, position: Int?) {
    typeName = ComponentTypeName.of(component)
    identifier = component.restorationIdentifier
    self.position = identifier == nil && position != 0 ? position : nil
    let coder = RestorationCoder(place: "\(component.debugName).encodeRestorableState(with:)")
    component.encodeRestorableState(with: coder)
    data = coder.values.isEmpty ? nil : coder.values
    if let source = component.asRestorableContainer {
      let parts = source.snapshotParts()
      container = parts.container.isEmpty ? nil : parts.container
      children = parts.children
    }
  }

  /// Whether this is the snapshot of `component` at `position` among its siblings: the
  /// same type name, and the same identifier, or none and the same position
  /// (<doc:SavingAndRestoringTheApp#Keys>).
  @MainActor func isSnapshot(of component: Component, at position: Int?) -> Bool {
    guard typeName == ComponentTypeName.of(component),
      identifier == component.restorationIdentifier
    else { return false }
    return identifier != nil || (self.position ?? 0) == (position ?? 0)
  }

  /// The snapshots of `components`, by position, less those that carry nothing; `nil` for none.
  @MainActor static func children(_ components: [Component]) -> [ComponentSnapshot]? {
    var result: [ComponentSnapshot] = []
    for (position, component) in components.enumerated() {
      let child = ComponentSnapshot(of: component, position: position)
      if !child.isEmpty { result.append(child) }
    }
    return result.isEmpty ? nil : result
  }
}

extension SnapshotValue {
  /// `value` as a snapshot value when it is `Codable`, else `nil`; a value that fails to
  /// encode reports `restorationValueNotCoded` at `place` and is `nil` too.
  @MainActor static func saving(_ value: Any, at place: @autoclosure () -> String) -> SnapshotValue? {
    guard type(of: value) is any Decodable.Type, let encodable = value as? any Encodable else { return nil }
    do {
      return try SnapshotValueEncoder.encode(encodable)
    } catch {
      LifecycleDiagnostic.report(
        .restorationValueNotCoded,
        "\(place()) could not be saved (\(restorationReason(error))); it is left out of the snapshot.")
      return nil
    }
  }
}
