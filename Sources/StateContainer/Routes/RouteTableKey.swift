/// The context key of the ``RouteTable`` a subtree registers routes in and navigates
/// with, instead of its top's own: one table per tree, no process-wide router
/// (<doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>).
///
/// Nothing is installed by default: the tree shares its top's own table
/// (<doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>). Routes stay in the
/// table they were registered in: install one before the subtree's components register.
public enum RouteTableKey: ContextKey {
  /// `nil`: no table installed; components use their top's own table.
  public static var defaultValue: RouteTable? { nil }
}
