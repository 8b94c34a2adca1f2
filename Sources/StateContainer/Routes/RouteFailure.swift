/// Why a URL did not lead to a route: what ``RouteTable/navigate(to:payload:)`` and
/// ``RouteTable/match(_:)`` return instead of a match.
///
/// Nothing runs and nothing changes when a URL fails
/// (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
public enum RouteFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The URL could not be read: a `%` not followed by two hexadecimal digits, or escapes
  /// that do not decode to UTF-8.
  case malformedURL(String, reason: String)
  /// No registered route matches the URL, or every route whose segments match it failed
  /// to convert a parameter (`abc` as an `Int`).
  case unmatched(String)
  /// A guard refused the deep link (``TransitionDecision/refuse``): nothing changed.
  case refused(String)

  /// The URL as it was given.
  public var url: String {
    switch self {
    case .malformedURL(let url, _), .unmatched(let url), .refused(let url): url
    }
  }

  /// A sentence that names the URL and what was wrong.
  public var description: String {
    switch self {
    case .malformedURL(let url, let reason): "\(url) is not a valid URL: \(reason)"
    case .unmatched(let url): "no route for \(url)"
    case .refused(let url): "a guard refused \(url)"
    }
  }
}
