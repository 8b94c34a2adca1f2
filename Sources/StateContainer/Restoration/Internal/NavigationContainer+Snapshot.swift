extension NavigationContainer: RestorableNavigation {
  /// The whole tree in pre-order, the current node and history as node indices.
  func navigationSnapshotParts() -> ContainerSnapshot? {
    guard Destination.self is any Codable.Type else { return nil }
    var indices: [ObjectIdentifier: Int] = [:]
    var nodes: [NavigationTreeSnapshot.Node] = []
    tree.root.forEachInSubtree { node in
      // A node whose destination or parent was not saved is left out with its subtree.
      let parent = node.parent.flatMap { indices[ObjectIdentifier($0)] }
      guard node.parent == nil || parent != nil,
        let destination = SnapshotValue.saving(
          node.destination, at: "The destination \(node.destinationDescription) of \(debugName)")
      else { return }
      let entry = ComponentSnapshot(of: node.component, position: nil)
      indices[ObjectIdentifier(node)] = nodes.count
      nodes.append(
        NavigationTreeSnapshot.Node(
          destination: destination, identifier: Self.savedIdentifier(node.identifier),
          parent: parent == nodes.count - 1 ? nil : parent, entry: entry.isEmpty ? nil : entry))
    }
    let current = indices[ObjectIdentifier(tree.current)]
    let history = stateHistory.compactMap { $0.currentNode.flatMap { indices[ObjectIdentifier($0)] } }
    var part = ContainerSnapshot(historyPolicy: historyPolicy)
    part.navigation = NavigationTreeSnapshot(
      nodes: nodes, current: current == 0 ? nil : current, history: history.isEmpty ? nil : history)
    part.presentations = presentationSnapshots()
    return part
  }

  /// An identifier that is a `String` or an `Int`; `nil` for any other.
  private static func savedIdentifier(_ identifier: AnyHashable?) -> SnapshotValue? {
    switch identifier?.base {
    case let text as String: .string(text)
    case let number as Int: .int(Int64(number))
    default: nil
    }
  }
}
