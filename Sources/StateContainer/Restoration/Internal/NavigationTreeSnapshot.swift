/// A ``NavigationContainer``'s whole tree: its nodes in pre-order (a node before its
/// children, children in order), the current node and history as indices.
struct NavigationTreeSnapshot: Codable, Equatable, Sendable {
  struct Node: Codable, Equatable, Sendable {
    var destination: SnapshotValue
    /// The node's identifier when it is a `String` or an `Int`; others are not saved.
    var identifier: SnapshotValue?
    /// The index of the parent; `nil` for the root and for the node right after its parent.
    var parent: Int?
    /// The entry, when it carries something of its own.
    var entry: ComponentSnapshot?

    enum CodingKeys: String, CodingKey {
      case destination = "d"
      case identifier = "i"
      case parent = "p"
      case entry = "e"
    }
  }

  var nodes: [Node]
  /// The index of the current node; `nil` for the root.
  var current: Int?
  /// The history entries as the indices of their nodes, oldest first.
  var history: [Int]?

  enum CodingKeys: String, CodingKey {
    case nodes = "n"
    case current = "c"
    case history = "h"
  }
}
