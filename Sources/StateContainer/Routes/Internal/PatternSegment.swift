/// One segment of a route pattern, as the trie stores it.
enum PatternSegment: Hashable, Sendable {
  /// A segment that matches only this text (percent-decoded).
  case literal(String)
  /// `:name`: any one segment, converted to the route's declared type for it.
  case parameter(String)
  /// `*`: any one segment.
  case wildcard
  /// `**`: the rest of the path, zero or more segments; only last.
  case rest

  /// The segment as a pattern writes it.
  var written: String {
    switch self {
    case .literal(let text): PercentEncoding.encodePatternLiteral(text)
    case .parameter(let name): ":" + name
    case .wildcard: "*"
    case .rest: "**"
    }
  }
}

extension PatternSegment {
  /// The result of reading a pattern: its segments, or what is wrong with it.
  struct Parsed: Sendable, Hashable {
    var segments: [PatternSegment]
    var problem: String?
  }

  /// Reads `pattern`: segments split on `/`, empty ones ignored; `:name`, `*` and `**`
  /// are parameters and wildcards, anything else a literal, percent-decoded.
  static func parse(_ pattern: String) -> Parsed {
    var segments: [PatternSegment] = []
    var names: Set<String> = []
    func failed(_ problem: String) -> Parsed { Parsed(segments: segments, problem: problem) }
    if pattern.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
      return failed("a pattern is a path: it has no query or fragment (`?`, `#`)")
    }
    for part in pattern.split(separator: "/", omittingEmptySubsequences: true) {
      if segments.last == .rest { return failed("`**` must be the last segment") }
      if part == "**" {
        segments.append(.rest)
      } else if part == "*" {
        segments.append(.wildcard)
      } else if part.utf8.first == UInt8(ascii: ":") {
        let name = String(part.dropFirst())
        if name.isEmpty { return failed("a parameter needs a name after `:`") }
        if !names.insert(name).inserted { return failed("the parameter `:\(name)` appears twice") }
        segments.append(.parameter(name))
      } else if part.utf8.first == UInt8(ascii: "{"), part.utf8.last == UInt8(ascii: "}"), part.count > 2 {
        let name = part.dropFirst().dropLast()
        return failed("the segment \(part) is written with braces: write the parameter as :\(name)")
      } else if part == "." || part == ".." {
        return failed("`\(part)` is not a segment a path can have after parsing")
      } else if let literal = PercentEncoding.decode(part) {
        segments.append(.literal(literal))
      } else {
        return failed("`\(part)` has an invalid percent-encoding")
      }
    }
    return Parsed(segments: segments, problem: nil)
  }
}
