/// A presented or queued component. Presentations are not restorable yet: the snapshot
/// keeps only where they were, so that its format has a place for them.
struct PresentedComponentSnapshot: Codable, Equatable, Sendable {
  /// The presented component's type name.
  var typeName: String
  /// Whether it waits in the queue rather than being presented.
  var isQueued: Bool?

  enum CodingKeys: String, CodingKey {
    case typeName = "k"
    case isQueued = "q"
  }
}
