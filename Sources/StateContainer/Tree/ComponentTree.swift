/// What the tree gives one component: its context, its upstream, responses, events,
/// services, routes and held changes (<doc:ContextResponsesAndEvents>). It stores nothing.
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
  /// of a tree (<doc:ContextResponsesAndEvents#Upstream>).
  public var upstream: Component? { component.upstream }
}

extension TreeMember {
  /// The component's place in its tree (<doc:ContextResponsesAndEvents>): the only member
  /// the tree adds to every component.
  @inlinable public var tree: ComponentTree<Self> { ComponentTree(of: self) }
}
