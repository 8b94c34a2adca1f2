/// A route's path pattern with the types of its parameters: what a route matches, and how
/// it prints the path for given values.
///
/// Segments are literals, `:name` parameters (one `LosslessStringConvertible` type each,
/// in order), `*` and `**` (last only); a pattern that breaks a rule is not registered
/// (``LifecycleDiagnostic/Kind/invalidRoutePattern``). Register it and print links with it,
/// so that the two never disagree (<doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>):
///
/// ```swift
/// let note = RoutePattern("/notes/:id", Int.self)
///
/// routes.addRoute(note) { match, id in
///   print("show note", id)
/// }
/// note.path(7)  // "/notes/7"
/// ```
public struct RoutePattern<each Parameter: LosslessStringConvertible>: Sendable, Hashable,
  CustomStringConvertible
{
  /// The segments as read, up to a problem if there is one.
  let segments: [PatternSegment]
  /// What is wrong with the pattern, if anything; such a pattern is never registered.
  let problem: String?
  /// The pattern as it was written.
  public let written: String

  /// Creates a pattern from its text and the types of its parameters, in order.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern: literals, `:name`, `*`, `**`.
  ///   - types: One `LosslessStringConvertible` type per `:name`, in order.
  public init(_ pattern: String, _ types: repeat (each Parameter).Type) {
    written = pattern
    var parsed = PatternSegment.parse(pattern)
    if parsed.problem == nil {
      var declared = 0
      for _ in repeat (each Parameter).self { declared += 1 }
      let names = parsed.segments.compactMap { segment -> String? in
        if case .parameter(let name) = segment { return name } else { return nil }
      }
      if names.count != declared {
        let list = names.isEmpty ? "no parameters" : names.map { ":" + $0 }.joined(separator: ", ")
        parsed.problem = "it has \(list) but \(declared) type\(declared == 1 ? " is" : "s are") declared"
      }
    }
    segments = parsed.segments
    problem = parsed.problem
  }

  /// The canonical pattern: `/`-separated segments, literals percent-encoded.
  public var description: String {
    segments.isEmpty ? "/" : segments.map { "/" + $0.written }.joined()
  }

  /// Whether the pattern follows every rule and can be registered.
  public var isValid: Bool { problem == nil }

  /// The path this pattern matches with these parameter values, in canonical form
  /// (<doc:RoutesAndDeepLinks#How-a-URL-is-parsed>); a `*` with no wildcard left prints `*`.
  ///
  /// - Parameters:
  ///   - values: One value per parameter, in order.
  ///   - wildcards: The segments for `*`, in order.
  ///   - rest: The segments for `**`.
  /// - Returns: The path, starting with `/`.
  public func path(_ values: repeat each Parameter, wildcards: [String] = [], rest: [String] = []) -> String {
    var printed: [String] = []
    for value in repeat each values { printed.append(value.description) }
    var parameters = printed.makeIterator()
    var stars = wildcards.makeIterator()
    var text = ""
    for segment in segments {
      switch segment {
      case .literal(let literal):
        text += "/" + PercentEncoding.encodeSegment(literal)
      case .parameter:
        text += "/" + PercentEncoding.encodeSegment(parameters.next() ?? "")
      case .wildcard:
        text += "/" + (stars.next().map(PercentEncoding.encodeSegment) ?? "*")
      case .rest:
        for segment in rest { text += "/" + PercentEncoding.encodeSegment(segment) }
      }
    }
    return text.isEmpty ? "/" : text
  }

  /// Converts the captured parameter segments to the declared types, in order; `nil` when
  /// one does not convert. Nothing runs half way: all convert or none is used.
  static func convert(_ captures: [String]) -> (repeat each Parameter)? {
    var index = 0
    func next<Value: LosslessStringConvertible>(_ type: Value.Type) throws(ConversionFailed) -> Value {
      guard index < captures.count, let value = Value(captures[index]) else { throw ConversionFailed() }
      index += 1
      return value
    }
    do {
      return (repeat try next((each Parameter).self))
    } catch {
      return nil
    }
  }

  /// Compares the text of two patterns; their types take no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.written == rhs.written }

  /// Hashes the text of the pattern.
  public func hash(into hasher: inout Hasher) { hasher.combine(written) }
}

/// A parameter did not convert to its declared type.
struct ConversionFailed: Error {}
