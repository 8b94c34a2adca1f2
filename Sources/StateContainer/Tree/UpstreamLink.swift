/// How a component is linked to its upstream (<doc:ContextResponsesAndEvents#Upstream>):
/// every way a component can be shown adds its case here. Set with
/// `Component.setUpstreamLink(_:)`, which hands the component's own bus and route table to
/// the tree it joins.
@MainActor enum UpstreamLink {
  case parent
  /// Held weakly; the container sets the component back to ``parent`` when its node is freed.
  case navigationEntry(NavigationEntryLink)
  /// Held weakly, and cleared back to ``parent`` when the component is dismissed or dropped
  /// from the queue, so that nothing keeps it alive afterwards.
  case presented(by: PresenterReference)
}

/// Held weakly, with the presenter's own way to dismiss, which does not need its state type.
@MainActor final class PresenterReference {
  weak var container: Component?
  let dismiss: @MainActor (Component, Bool) -> Void

  init(_ container: Component, dismiss: @escaping @MainActor (Component, Bool) -> Void) {
    self.container = container
    self.dismiss = dismiss
  }
}

extension Component {
  var presenter: PresenterReference? {
    guard case .presented(let presenter) = treeNode?.upstreamLink, presenter.container != nil else {
      return nil
    }
    return presenter
  }

  /// Whether a tree holds this component elsewhere than in `container`'s states (a navigation
  /// container's own entries are what its states list).
  func isInTree(besides container: Component) -> Bool {
    if parent != nil { return true }
    switch treeNode?.upstreamLink ?? .parent {
    case .parent: return false
    case .presented(let presenter): return presenter.container != nil
    case .navigationEntry(let link):
      guard let node = link.node else { return false }
      return node.containerOfEntry !== container
    }
  }

  /// What a ``ComponentCache`` checks before it clears a component: each new ``UpstreamLink``
  /// case says here when it counts.
  var isInUseByTree: Bool {
    if parent != nil { return true }
    switch treeNode?.upstreamLink ?? .parent {
    case .parent: return false
    case .presented(let presenter): return presenter.container != nil
    case .navigationEntry(let link): return link.node != nil
    }
  }
}

/// Where a component already is in a tree, when it may not join a container there: a
/// component is in one place at a time (so no upstream link can make a cycle).
@MainActor enum TreePlace {
  case container
  case upstream
  case child(of: Component)
  case presented(by: Component)
  case entry(of: Component?, destination: String)
  case movingIn

  var other: Component? {
    switch self {
    case .child(let owner): owner
    case .presented(let presenter): presenter
    case .entry(let container, _): container
    case .container, .upstream, .movingIn: nil
    }
  }

  /// `other` is the name of ``other`` as the message spells it.
  func phrase(naming other: String?) -> String {
    let other = other ?? "another container"
    return switch self {
    case .container: "is the container itself"
    case .upstream: "is upstream of the container: it would be its own ancestor"
    case .child: "already belongs to \(other)"
    case .presented: "is already presented or queued by \(other)"
    case .entry(_, let destination): "is already the entry of the node \(destination) of \(other)"
    case .movingIn: "is being added to a container (this is its willMove(toParent:))"
    }
  }
}

extension Component {
  /// Where this component already is, when it may not join `container`; `nil` when it is free to.
  ///
  /// - Complexity: O(d), d the number of components upstream of `container`.
  func placeInTree(joining container: Component) -> TreePlace? {
    if self === container { return .container }
    // The entry of a live node first: the node says more than the container showing it.
    if case .navigationEntry(let link) = treeNode?.upstreamLink, let node = link.node {
      return .entry(of: node.containerOfEntry, destination: node.destinationDescription)
    }
    if let parent { return .child(of: parent) }
    if let presenter = presenter?.container { return .presented(by: presenter) }
    if container.willHaveUpstream(self) { return .upstream }
    if ComponentsMovingIn.contains(self) { return .movingIn }
    return nil
  }
}
