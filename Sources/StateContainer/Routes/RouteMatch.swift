/// What a route's handler receives besides its typed parameters, and what
/// ``ComponentTree/navigate(toURL:payload:animated:)`` returns for a deep link.
public struct RouteMatch {
  /// The URL as it was given to ``RouteTable/navigate(to:payload:)``.
  public let url: String
  /// The URL as parsed: its segments and query items.
  public let path: RoutePath
  /// The canonical text of the pattern that matched (see ``RoutePattern/description``);
  /// for a deep link, the URL as the routed containers print what they read.
  public let pattern: String
  /// The names of the pattern's parameters, in order.
  public let parameterNames: [String]
  /// The segments the parameters matched, decoded and not yet converted, in order.
  public let parameterSegments: [String]
  /// The segments the pattern's `*`s matched, in order.
  public let wildcards: [String]
  /// The segments the pattern's `**` matched; empty without one.
  public let rest: [String]
  /// The payload given with the navigation, if any: a value the URL does not carry.
  public let payload: Any?
  /// For a deep link, the changes it makes, whose outcome is that of
  /// <doc:RoutesAndDeepLinks#How-a-link-is-read>; `nil` for a route's handler.
  public internal(set) var transition: TransitionRequest? = nil
  /// For a deep link that a guard held, the held change, which proceeds or cancels the
  /// whole link; `nil` when nothing was held, and for a route's handler.
  public internal(set) var heldTransition: (any AnyHeldTransition)? = nil

  /// Whether a guard held the deep link: ``heldTransition`` waits for an answer.
  public var isHeld: Bool { heldTransition != nil }

  /// The query items of the URL, in order.
  public var queryItems: [RouteQueryItem] { path.queryItems }

  /// The value of the first query item named `name`, or `nil`.
  ///
  /// - Parameter name: The item's name, decoded.
  /// - Complexity: O(q), the number of query items.
  public func queryValue(_ name: String) -> String? { path.queryValue(name) }

  /// The value of the first query item named `name`, converted to `type`; `nil` when the
  /// item is missing, has no value or does not convert.
  ///
  /// - Parameters:
  ///   - name: The item's name, decoded.
  ///   - type: The type to convert the value to.
  /// - Complexity: O(q), the number of query items.
  public func queryValue<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type) -> Value? {
    path.queryValue(name).flatMap(Value.init)
  }

  /// The segment that the parameter `name` matched, not converted; `nil` for a name the
  /// pattern does not have.
  ///
  /// - Parameter name: The parameter's name, without `:`.
  public func parameterSegment(_ name: String) -> String? {
    parameterNames.firstIndex(of: name).map { parameterSegments[$0] }
  }
}

/// A match carries its payload, which need not be `Sendable`; it stays on the main actor.
@available(*, unavailable)
extension RouteMatch: Sendable {}
