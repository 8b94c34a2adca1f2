/// What a snapshot of the container holds, from the model's books.
extension NavigationModel {
  /// The snapshot coverage keys the random sequences must reach.
  static let requiredSnapshotCoverage = [
    "snapshot", "snapshot midAnimation", "snapshot with history", "snapshot with branches",
    "restore into a fresh tree", "restore into a fresh tree midAnimation",
    "restore into a fresh tree with history", "restore into a fresh tree on screen",
    "restored twin compared after a move", "restored twin history compared after a move",
  ]

  /// Counts `.restoreIntoFreshTree` (the driver restores the twin; the model changes
  /// nothing); returns whether `move` was that move.
  mutating func performRestore(_ move: NavigationFuzzMove) -> Bool {
    guard move == .restoreIntoFreshTree else { return false }
    coverage["restore into a fresh tree", default: 0] += 1
    if case .animating = phase { coverage["restore into a fresh tree midAnimation", default: 0] += 1 }
    if !guards.history.isEmpty { coverage["restore into a fresh tree with history", default: 0] += 1 }
    if appearance == .appeared { coverage["restore into a fresh tree on screen", default: 0] += 1 }
    return true
  }

  /// Logs the snapshot `.takeSnapshot` takes; returns whether `move` was that move.
  mutating func performSnapshot(_ move: NavigationFuzzMove) -> Bool {
    guard move == .takeSnapshot else { return false }
    coverage["snapshot", default: 0] += 1
    if case .animating = phase { coverage["snapshot midAnimation", default: 0] += 1 }
    // Pre-order from the root; a parent is written unless it is the node just before.
    let order = subtree(0)
    var index: [Int: Int] = [:]
    for (position, node) in order.enumerated() { index[node] = position }
    let lines = order.enumerated().map { position, node in
      var text = "d\(nodes[node].destination)"
      if let identifier = nodes[node].identifier { text += " i\(identifier)" }
      if let parent = nodes[node].parent, let parentIndex = index[parent], parentIndex != position - 1 {
        text += " p\(parentIndex)"
      }
      return text
    }
    let history = guards.history.compactMap { entry in
      entry.last.flatMap { node(stamped: $0) }.flatMap { index[$0] }
    }
    if !history.isEmpty { coverage["snapshot with history", default: 0] += 1 }
    if order.contains(where: { nodes[$0].parent != nil && index[nodes[$0].parent!] != index[$0]! - 1 }) {
      coverage["snapshot with branches", default: 0] += 1
    }
    let policy: Int? = guards.policy == 0 ? nil : guards.policy < 0 ? 0 : guards.policy
    log.append(
      "\(now)ms snapshot "
        + navigationSnapshotLine(
          nodes: lines, current: index[current] ?? -1, history: history, policy: policy))
    return true
  }
}
