/// The context key of the ``RouteTable`` a subtree registers routes in and navigates
/// with.
///
/// Nothing is installed by default: a tree's components share the top component's own
/// table (see ``ComponentTree/routeTable``), so there is one table per tree and no
/// process-wide router: two trees, in one test or one app, never see each other's routes.
/// Install a table on a component to give its subtree a table of its own:
///
/// ```swift
/// onboarding.tree.context[RouteTableKey.self] = RouteTable()
/// ```
///
/// Routes stay in the table they were registered in: install the table before the
/// subtree's components register.
public enum RouteTableKey: ContextKey {
  /// `nil`: no table installed; components use their top's own table.
  public static var defaultValue: RouteTable? { nil }
}
