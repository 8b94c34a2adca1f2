/// One component of a ``TreeSnapshot``: its key, its own saved data, its part as a
/// container, and the components below it that carry something.
struct ComponentSnapshot: Codable, Equatable, Sendable {
  /// The component's type name, `String(reflecting:)`: a renamed type does not match.
  var typeName: String
  /// The component's ``Component/restorationIdentifier``.
  var identifier: String?
  /// Its position among the children its container showed for the state; `nil` for 0,
  /// for a component with an identifier, and where no position applies.
  var position: Int?
  /// What ``Component/encodeRestorableState(with:)`` saved; `nil` for nothing.
  var data: [String: SnapshotValue]?
  var container: ContainerSnapshot?
  /// The children shown in the state the container heads to that carry something.
  var children: [ComponentSnapshot]?

  enum CodingKeys: String, CodingKey {
    case typeName = "k"
    case identifier = "i"
    case position = "n"
    case data = "d"
    case container = "c"
    case children = "s"
  }

  /// Whether it carries nothing but its key: a child or an entry like this is left out.
  var isEmpty: Bool { data == nil && container == nil && children == nil }
}
