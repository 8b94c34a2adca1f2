/// How a component is linked to its upstream: the one rule that context and responses
/// follow.
///
/// Every way a component can be shown adds its case here: a navigation entry links to the
/// entry it was pushed from, a presented component to the container that presents it.
/// Wherever a component gets an upstream, it then calls `handOverOwnEventBus()`, so that
/// the watches it made while it was its own top move to the bus of the tree it joins.
@MainActor enum UpstreamLink {
  /// The component's ``Component/parent``: a child that a container shows, or nothing
  /// for a detached component.
  case parent
  /// The entry of a ``NavigationNode``: its upstream is the entry of the node it was
  /// pushed from, and the root's entry has the container upstream, so context flows down
  /// a stack and a popped entry's response reaches the entry that pushed it. The link is
  /// weak; the container sets the component back to ``parent`` when its node is freed.
  case navigationEntry(NavigationEntryLink)
}

extension Component {
  /// The component that context is read from and responses travel to: for a component
  /// that a container shows as its child, that container; for the entry of a
  /// ``NavigationContainer``'s node, the entry of the node it was pushed from (the
  /// container, for the root's entry), whether it is on screen or not; for a detached
  /// component, `nil`.
  ///
  /// Upstream links never form a cycle, so walking them always ends at the top of a tree.
  public var upstreamComponent: Component? {
    switch upstreamLink {
    case .parent: parent
    case .navigationEntry(let link): link.node?.upstreamOfEntry ?? parent
    }
  }
}
