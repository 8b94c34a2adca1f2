/// The part of a URL that a routed container reads: the segments that the containers above
/// it have not read yet, with the URL's query items and the payload.
/// Each routed container reads its part with the `read` methods; a `read` that does not
/// match consumes nothing (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
public struct DeepLink {
  /// What does not change as the link is read, shared by every copy: a copy costs two
  /// references, not one per part.
  let shared: DeepLinkShared
  /// The segments no container has read yet, in order.
  public private(set) var remainingSegments: ArraySlice<String>

  /// The URL as it was given to ``ComponentTree/navigate(toURL:payload:animated:)``.
  public var url: String { shared.url }
  /// The URL as parsed: all its segments and its query items.
  public var path: RoutePath { shared.path }
  /// The payload given with the navigation, if any: a value the URL does not carry.
  public var payload: Any? { shared.payload }

  /// Creates a link to `path`, with every segment still to read.
  ///
  /// - Parameters:
  ///   - url: The URL as written.
  ///   - path: The URL as parsed.
  ///   - payload: A value the URL does not carry.
  public init(url: String, path: RoutePath, payload: Any? = nil) {
    shared = DeepLinkShared(url: url, path: path, payload: payload)
    remainingSegments = path.segments[...]
  }

  /// Puts the link back to `original` with what was left at `index` (a reader that read, or
  /// assigned another link, and then returned `nil`): reads only take segments from the front.
  @inline(__always) mutating func rewind(to index: Int, of original: DeepLinkShared) {
    guard shared !== original || remainingSegments.startIndex != index else { return }
    self = DeepLink(shared: original, remainingSegments: original.path.segments[index...])
  }

  private init(shared: DeepLinkShared, remainingSegments: ArraySlice<String>) {
    self.shared = shared
    self.remainingSegments = remainingSegments
  }

  /// Whether every segment has been read.
  public var isAtEnd: Bool { remainingSegments.isEmpty }

  /// The query items of the URL, in order.
  public var queryItems: [RouteQueryItem] { path.queryItems }

  /// The value of the first query item named `name`, or `nil`.
  ///
  /// - Parameter name: The item's name, decoded.
  public func queryValue(_ name: String) -> String? { path.queryValue(name) }

  /// Reads the next segment if it is `literal`.
  ///
  /// - Parameter literal: The segment to read, decoded.
  /// - Returns: Whether it was next; when it was not, nothing is read.
  public mutating func read(_ literal: String) -> Bool {
    guard remainingSegments.first == literal else { return false }
    remainingSegments.removeFirst()
    return true
  }

  /// Reads the next segment converted to `type`.
  ///
  /// - Parameter type: The type to convert the segment to.
  /// - Returns: The value, or `nil` when there is no next segment or it does not convert;
  ///   then nothing is read.
  public mutating func read<Value: LosslessStringConvertible>(_ type: Value.Type) -> Value? {
    guard let segment = remainingSegments.first else { return nil }
    guard let value = Value(segment) else {
      shared.record(at: remainingSegments.startIndex, "it does not convert to \(Value.self)")
      return nil
    }
    remainingSegments.removeFirst()
    return value
  }

  /// Reads the segments that `pattern` matches at the start of what is left, and returns its
  /// parameters converted to their types.
  ///
  /// The pattern matches a prefix, all or nothing: when a segment does not match or a
  /// parameter does not convert, nothing is read.
  ///
  /// - Parameter pattern: The pattern to read; an invalid pattern reads nothing.
  /// - Returns: The converted parameters, or `nil`.
  /// - Complexity: O(k), the pattern's segments.
  public mutating func read<each Parameter: LosslessStringConvertible>(
    _ pattern: RoutePattern<repeat each Parameter>
  ) -> (repeat each Parameter)? {
    if let problem = pattern.problem {
      LifecycleDiagnostic.report(
        .invalidRoutePattern,
        "DeepLink.read(\(pattern.written)): the pattern is invalid: \(problem); nothing is read.")
      return nil
    }
    var rest = remainingSegments
    var captures: [String] = []
    for segment in pattern.segments {
      switch segment {
      case .literal(let literal):
        guard rest.first == literal else { return nil }
        rest.removeFirst()
      case .parameter:
        guard let next = rest.first else { return nil }
        captures.append(next)
        rest.removeFirst()
      case .wildcard:
        guard !rest.isEmpty else { return nil }
        rest.removeFirst()
      case .rest:
        rest = rest[rest.endIndex...]
      }
    }
    guard let values = RoutePattern<repeat each Parameter>.convert(captures) else {
      shared.record(at: remainingSegments.startIndex, "\(pattern) does not convert its parameters")
      return nil
    }
    remainingSegments = rest
    return (repeat each values)
  }
}

/// A link carries its payload, which need not be `Sendable`; it stays on the main actor.
@available(*, unavailable)
extension DeepLink: Sendable {}

/// A link's URL, path and payload, and the readings that failed on a segment that was there
/// but did not convert: the first reason per segment, for the diagnostic of a link left unread.
final class DeepLinkShared {
  let url: String
  let path: RoutePath
  let payload: Any?
  private(set) var reasons: [Int: String] = [:]

  init(url: String, path: RoutePath, payload: Any?) {
    self.url = url
    self.path = path
    self.payload = payload
  }

  func record(at index: Int, _ reason: String) {
    if reasons[index] == nil { reasons[index] = reason }
  }
}
