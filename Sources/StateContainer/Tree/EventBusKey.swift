/// The context key of the ``EventBus`` a subtree posts and watches on instead of its top's
/// own; install it before the subtree watches (<doc:ContextResponsesAndEvents#Events>).
public enum EventBusKey: ContextKey {
  /// `nil`: no bus installed; components use their top's own bus.
  public static var defaultValue: EventBus? { nil }
}
