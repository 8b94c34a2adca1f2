/// What the tree gives one component: its context, its upstream, responses, events,
/// services, routes and held changes (<doc:ContextResponsesAndEvents>).
///
/// Read it through ``TreeMember/tree``, the one name a ``Component`` subclass gives up to
/// the tree: `tree.send(NoteSaved(id: 7))`. It stores nothing. Handlers registered through
/// it receive the component typed as `Member`, so they need not capture it.
@MainActor public struct ComponentTree<Member: Component> {
  /// The component this view is of.
  public let component: Member

  /// Creates the view of `component`'s place in its tree.
  @inlinable public init(of component: Member) {
    self.component = component
  }

  /// The values that flow down the tree to the component; see ``Context``.
  public var context: Context { Context(of: component) }

  /// The component that context is read from and responses travel to, or `nil` at the top
  /// of a tree (<doc:ContextResponsesAndEvents#Overview>).
  ///
  /// For a child that a container shows, that container; for the entry of a
  /// ``NavigationContainer``'s node, the entry of the node it was pushed from (the
  /// container, for the root's entry); for a presented or queued component, its presenter.
  /// Upstream links never form a cycle.
  public var upstream: Component? { component.upstream }
}

extension TreeMember {
  /// The component's place in its tree (<doc:ContextResponsesAndEvents>): the only member
  /// the tree adds to every component, so that a subclass keeps every other name.
  @inlinable public var tree: ComponentTree<Self> { ComponentTree(of: self) }
}
