/// A presented or queued component. One made from a registered value keeps the value and
/// its own saved part, and is restored (<doc:SavingAndRestoringTheApp#Presentations>); one
/// presented as a component keeps only where it was, and is left out.
struct PresentedComponentSnapshot: Codable, Equatable, Sendable {
  /// The presented component's type name.
  var typeName: String
  /// Whether it waits in the queue rather than being presented.
  var isQueued: Bool?
  /// The type of the value it was made from, `String(reflecting:)`; `nil` for a component
  /// presented as such.
  var valueType: String?
  var value: SnapshotValue?
  /// The component's own part, as a ``ComponentSnapshot`` keeps it.
  var identifier: String?
  var data: [String: SnapshotValue]?
  var container: ContainerSnapshot?
  var children: [ComponentSnapshot]?

  enum CodingKeys: String, CodingKey {
    case typeName = "k"
    case isQueued = "q"
    case valueType = "t"
    case value = "v"
    case identifier = "i"
    case data = "d"
    case container = "c"
    case children = "s"
  }

  /// The component's own part as the snapshot of a component.
  var component: ComponentSnapshot {
    ComponentSnapshot(
      typeName: typeName, identifier: identifier, position: nil, data: data, container: container,
      children: children)
  }
}

extension PresentedComponentSnapshot {
  /// The snapshot of `component`, presented or queued by `presenter`: with its value and its
  /// own part when it was made from a registered value.
  @MainActor init<State>(of component: Component, isQueued: Bool, by presenter: StateContainer<State>) {
    typeName = ComponentTypeName.of(component)
    self.isQueued = isQueued ? true : nil
    guard let made = presenter.presentationValues?.value(of: component),
      let value = SnapshotValue.saving(
        made.value, at: "The presentation value \(made.value) of \(presenter.debugName)")
    else { return }
    valueType = made.registration.key
    self.value = value
    let own = ComponentSnapshot(of: component, position: nil)
    identifier = own.identifier
    data = own.data
    container = own.container
    children = own.children
  }
}
