/// The context key of the ``EventBus`` a subtree posts and watches on, instead of its
/// top's own (<doc:ContextResponsesAndEvents#Events>).
///
/// Watches stay on the bus they were made on, so install it before the subtree watches:
/// `settings.tree.context[EventBusKey.self] = EventBus()`. Removing it, or `nil`, sends the
/// next watches and posts upstream again.
public enum EventBusKey: ContextKey {
  /// `nil`: no bus installed; components use their top's own bus.
  public static var defaultValue: EventBus? { nil }
}
