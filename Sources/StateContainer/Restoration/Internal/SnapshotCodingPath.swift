/// A coding path as a list that shares its parent's nodes: the coders extend it once per
/// nested value and build the `[any CodingKey]` array only when asked (an error, a type that
/// reads `codingPath`).
indirect enum SnapshotCodingPath {
  case root
  case key(any CodingKey, parent: SnapshotCodingPath)

  /// This path with `key` appended.
  func appending(_ key: any CodingKey) -> SnapshotCodingPath {
    .key(key, parent: self)
  }

  /// The keys from the root.
  var keys: [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = self
    while case .key(let key, let parent) = node {
      keys.append(key)
      node = parent
    }
    return keys.reversed()
  }
}
