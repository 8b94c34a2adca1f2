/// The context key of the ``RouteTable`` a subtree registers routes in and navigates
/// with, instead of its top's own: one table per tree, no process-wide router
/// (<doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>).
/// Install it before the subtree's components register: routes stay in their table.
public enum RouteTableKey: ContextKey {
  /// `nil`: no table installed; components use their top's own table.
  public static var defaultValue: RouteTable? { nil }
}
