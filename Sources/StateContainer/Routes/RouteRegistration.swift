/// A route that ``RouteTable/addRoute(_:_:)`` or ``ComponentTree/registerRoute(_:_:)``
/// made: a handle to remove it and to ask whether it is still registered.
///
/// Like an ``EventWatch``, a route registered by a component is bound to the component's
/// lifetime, not to this object: releasing the registration does not remove the route,
/// and the route ends when its component is released, with no unregister in `deinit`.
/// Keep the registration only to remove the route earlier.
///
/// ```swift
/// let registration = routes.addRoute(RoutePattern("/debug")) { _ in print("debug") }
/// registration.cancel()  // "/debug" is unmatched from now on
/// ```
@MainActor public final class RouteRegistration {
  let entry: RouteEntry

  init(_ entry: RouteEntry) {
    self.entry = entry
  }

  /// The canonical text of the route's pattern.
  public var pattern: String { entry.pattern }

  /// Whether the route is registered and can match: `false` when it was refused at
  /// registration (a clash or an invalid pattern), removed with ``cancel()``, or its
  /// component was released.
  ///
  /// - Complexity: O(1).
  public var isActive: Bool { entry.isLive }

  /// Removes the route: from now on URLs it matched go to the next most specific route,
  /// or are unmatched, and its handler and what it captured are released. Cancelling a
  /// route that has already ended does nothing.
  ///
  /// - Complexity: O(k), k the pattern's segments.
  public func cancel() {
    entry.remove()
  }
}
