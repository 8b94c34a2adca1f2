/// A URL as routes see it: the path's segments and the query's items, percent-decoded.
///
/// Parsing never traps: a string reads as a path or fails with
/// ``RouteFailure/malformedURL(_:reason:)``; printing is a fixed point after one parse. The
/// rules are in <doc:RoutesAndDeepLinks#How-a-URL-is-parsed>.
///
/// ```swift
/// let path = try RoutePath(parsing: "myapp://notes/./007/?sort=date#top")
/// path.segments     // ["notes", "007"]
/// path.queryItems   // [sort=date]
/// path.description  // "/notes/007?sort=date"
/// ```
///
/// - Complexity: Parsing and printing are O(n) in the length of the string.
public struct RoutePath: Sendable, Hashable, CustomStringConvertible {
  /// The path's segments, percent-decoded; never empty strings, `.` or `..` as written.
  public var segments: [String]
  /// The query's items, in order, percent-decoded.
  public var queryItems: [RouteQueryItem]

  /// Creates a path from segments and query items.
  ///
  /// - Parameters:
  ///   - segments: The segments, decoded. An empty segment prints as nothing, so it does
  ///     not survive a print and parse.
  ///   - queryItems: The query items, decoded.
  public init(segments: [String], queryItems: [RouteQueryItem] = []) {
    self.segments = segments
    self.queryItems = queryItems
  }

  /// Reads a URL or a path.
  ///
  /// - Parameter url: A path (`/notes/5`, `notes/5`) or a URL with a scheme
  ///   (`myapp://notes/5`, `https://example.com/notes/5`).
  /// - Throws: ``RouteFailure/malformedURL(_:reason:)`` when a part does not
  ///   percent-decode.
  public init(parsing url: String) throws(RouteFailure) {
    if let segments = Self.plainSegments(url) {
      self.init(segments: segments)
      return
    }
    var rest = Substring(url)
    if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
    var query: Substring = ""
    if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
      query = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    rest = Self.dropScheme(rest)
    var segments: [String] = []
    // Split on the byte `/`, not on the character: a `/` followed by a combining mark is
    // one character, and still a separator.
    for bytes in rest.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      let part = Substring(bytes)
      if part == "." { continue }
      if part == ".." {
        _ = segments.popLast()
        continue
      }
      guard let segment = PercentEncoding.decode(part) else {
        throw .malformedURL(url, reason: "the segment `\(part)` has an invalid percent-encoding")
      }
      segments.append(segment)
    }
    var items: [RouteQueryItem] = []
    for bytes in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let part = Substring(bytes)
      let equals = part.utf8.firstIndex(of: UInt8(ascii: "="))
      let rawName = equals.map { part[..<$0] } ?? part
      guard let name = PercentEncoding.decode(rawName) else {
        throw .malformedURL(url, reason: "the query item `\(part)` has an invalid percent-encoding")
      }
      var value: String?
      if let equals {
        guard let decoded = PercentEncoding.decode(part[part.index(after: equals)...]) else {
          throw .malformedURL(url, reason: "the query item `\(part)` has an invalid percent-encoding")
        }
        value = decoded
      }
      items.append(RouteQueryItem(name: name, value: value))
    }
    self.init(segments: segments, queryItems: items)
  }

  /// The canonical URL path: `/` and the segments percent-encoded, then `?` and the query
  /// items if there are any. The root is `/`.
  public var description: String {
    var text = segments.isEmpty ? "/" : ""
    for segment in segments {
      text += "/"
      text += PercentEncoding.encodeSegment(segment)
    }
    if !queryItems.isEmpty {
      text += "?"
      text += queryItems.map(\.description).joined(separator: "&")
    }
    return text
  }

  /// The first item named `name`'s value; `nil` when there is no such item or it has no
  /// value.
  ///
  /// - Parameter name: The item's name, decoded.
  /// - Complexity: O(q), the number of query items.
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value ?? nil
  }

  /// `url` past its scheme: for `http` and `https` also past the host; for other schemes
  /// the host stays as the path's first segment.
  // The segments of a URL without a fragment, query, scheme, percent-encoding or dot (a
  // plain path, as apps' links mostly are), split in one pass over its bytes: the general
  // parse costs ~8,000 instructions for three segments. `nil` for any other URL.
  private static func plainSegments(_ url: String) -> [String]? {
    var url = url
    return url.withUTF8 { bytes -> [String]? in
      var separators = 0
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "%"), UInt8(ascii: "."):
          return nil
        case UInt8(ascii: "/"): separators += 1
        default: continue
        }
      }
      var segments: [String] = []
      segments.reserveCapacity(separators + 1)
      // A `while`, not a `ClosedRange` loop, whose indices were copied through witnesses.
      var start = 0
      var index = 0
      while index <= bytes.count {
        if index == bytes.count || bytes[index] == UInt8(ascii: "/") {
          if index > start {
            segments.append(
              String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          }
          start = index + 1
        }
        index += 1
      }
      return segments
    }
  }

  private static func dropScheme(_ url: Substring) -> Substring {
    let utf8 = url.utf8
    guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), colon != utf8.startIndex else { return url }
    let scheme = utf8[..<colon]
    guard Self.isScheme(scheme) else { return url }
    var rest = url[url.index(after: colon)...]
    guard rest.utf8.starts(with: "//".utf8) else { return rest }
    rest = rest[rest.utf8.index(rest.startIndex, offsetBy: 2)...]
    let lowered = String(decoding: scheme, as: UTF8.self).lowercased()
    guard lowered == "http" || lowered == "https" else { return rest }
    guard let slash = rest.utf8.firstIndex(of: UInt8(ascii: "/")) else { return "" }
    return rest[slash...]
  }

  /// Whether `bytes` is a scheme: a letter, then letters, digits, `+`, `-` or `.`.
  private static func isScheme(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
    for (offset, byte) in bytes.enumerated() {
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      if offset == 0 {
        guard isLetter else { return false }
      } else {
        let isOther =
          (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        guard isLetter || isOther else { return false }
      }
    }
    return true
  }
}
