/// How a component is linked to its upstream: the one rule that context and responses
/// follow.
///
/// Every way a component can be shown adds its case here: a navigation entry links to the
/// entry it was pushed from, a presented component to the container that presents it.
/// Set with `Component.setUpstreamLink(_:)`, which hands the component's own bus and
/// route table to the tree it joins.
@MainActor enum UpstreamLink {
  /// The component's ``Component/parent``: a child that a container shows, or nothing
  /// for a detached component.
  case parent
  /// The entry of a ``NavigationNode``: its upstream is the entry of the node it was
  /// pushed from, and the root's entry has the container upstream, so context flows down
  /// a stack and a popped entry's response reaches the entry that pushed it. The link is
  /// weak; the container sets the component back to ``parent`` when its node is freed.
  case navigationEntry(NavigationEntryLink)
  /// A component presented by a container, or queued for presentation there
  /// (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>): that container, held
  /// weakly. Set by `present` and `replacePresentation`, cleared back to ``parent`` when
  /// the component is dismissed or dropped from the queue, so that nothing keeps it alive
  /// afterwards.
  case presented(by: PresenterReference)
}

/// The container that presents a component, held weakly so that a presented component
/// does not keep its presenter alive; with the presenter's own way to dismiss it, which
/// does not need the presenter's state type.
@MainActor final class PresenterReference {
  weak var container: Component?
  /// Dismisses the component from the presenter, or drops it from its queue.
  let dismiss: @MainActor (Component, Bool) -> Void

  init(_ container: Component, dismiss: @escaping @MainActor (Component, Bool) -> Void) {
    self.container = container
    self.dismiss = dismiss
  }
}

extension Component {
  /// The live container that presents this component or has it queued, if any.
  var presenter: PresenterReference? {
    guard case .presented(let presenter) = treeNode?.upstreamLink, presenter.container != nil else {
      return nil
    }
    return presenter
  }

  /// Whether a tree holds this component elsewhere than in `container`'s states: it has a
  /// parent, it is presented or queued, or it is the entry of a live node of another
  /// navigation container (a navigation container's own entries are what its states list).
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

  /// Whether the tree holds on to this component: it is a child of a container, or it is
  /// linked upstream otherwise (presented or queued by a live container; a navigation
  /// node's entry). A ``ComponentCache`` clears only the components for which it is
  /// `false`. Each new ``UpstreamLink`` case says here when it counts.
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
/// component is in one place at a time, so a container's state, a navigation factory's
/// result and a presentation each refuse one of these (and so no upstream link can make a
/// cycle).
@MainActor enum TreePlace {
  /// It is the container it would join.
  case container
  /// It is upstream of the container: joining would make it its own ancestor.
  case upstream
  /// It is a child of `owner` (shown by a state, presented, or leaving).
  case child(of: Component)
  /// It is presented or queued for presentation by `presenter`.
  case presented(by: Component)
  /// It is the entry of a live node of the navigation container `container`.
  case entry(of: Component?, destination: String)
  /// Its `willMove(toParent:)` to a container is running: it is being added there.
  case movingIn

  /// The component the place names besides the two involved, if any.
  var other: Component? {
    switch self {
    case .child(let owner): owner
    case .presented(let presenter): presenter
    case .entry(let container, _): container
    case .container, .upstream, .movingIn: nil
    }
  }

  /// The place, as the end of a sentence about the component; `other` is the name of
  /// ``other`` as the message spells it.
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
  /// Where this component already is, when it may not join `container` (as a child of a
  /// state, a navigation entry, or a presentation); `nil` when it is free to.
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
    if container.hasUpstream(self) { return .upstream }
    if ComponentsMovingIn.contains(self) { return .movingIn }
    return nil
  }
}
