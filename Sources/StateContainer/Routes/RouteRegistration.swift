/// A route that ``RouteTable/addRoute(_:_:)`` or ``ComponentTree/registerRoute(_:_:)``
/// made: a handle to remove it and to ask whether it is still registered.
/// A component's route ends with the component, not with this object.
@MainActor public final class RouteRegistration {
  let entry: RouteEntry

  init(_ entry: RouteEntry) {
    self.entry = entry
  }

  /// The canonical text of the route's pattern.
  public var pattern: String { entry.pattern }

  /// Whether the route can match: `false` once refused, cancelled, or its component released.
  ///
  /// - Complexity: O(1).
  public var isActive: Bool { entry.isLive }

  /// Removes the route and releases its handler; does nothing for a route that ended.
  ///
  /// - Complexity: O(k), k the pattern's segments.
  public func cancel() {
    entry.remove()
  }
}
