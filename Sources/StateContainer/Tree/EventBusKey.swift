/// The context key of the ``EventBus`` a subtree posts and watches on.
///
/// Nothing is installed by default: a tree's components share the top component's own
/// bus (see ``ComponentTree/eventBus``). Install a bus on a component to give its subtree a
/// bus of its own: the component and everything downstream of it then post and watch there,
/// and events posted elsewhere in the tree do not reach them, nor theirs the rest of the
/// tree.
///
/// ```swift
/// // A settings flow whose events stay inside it:
/// settings.tree.context[EventBusKey.self] = EventBus()
/// ```
///
/// Watches stay on the bus they were made on: install the bus before the subtree's
/// components watch. Removing it (`tree.context.removeValue(for: EventBusKey.self)`) or
/// setting `nil` makes the subtree use the bus upstream again for its next watches and
/// posts.
public enum EventBusKey: ContextKey {
  /// `nil`: no bus installed; components use their top's own bus.
  public static var defaultValue: EventBus? { nil }
}
