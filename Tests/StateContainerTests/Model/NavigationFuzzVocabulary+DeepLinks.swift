import StateContainer

// Deep links in the random navigation sequences (into navigation containers): how
// the fuzzed container reads and prints its destinations, a reference reading of URLs that
// the model uses instead of `RoutePath`, and the URLs the generator makes.

/// The routes of the fuzzed `NavigationContainer<Int>`: above any parent, destination `k`
/// (`k >= 0`) reads the segment `k` as an `Int` and prints `/k`, except that the
/// destinations ending in 9 print nothing (they are not routed).
enum NavigationFuzzRoutes {
  /// The container's reader: reads an `Int`, then refuses a negative one, so that what it
  /// read must be put back.
  static func destination(_ link: inout DeepLink, above parent: Int) -> Int? {
    guard let value = link.read(Int.self) else { return nil }
    return value >= 0 ? value : nil
  }

  /// The model's reading of one segment: a reference conversion, not `Int.init`.
  static func destination(of segment: String) -> Int? {
    referenceInt(segment).flatMap { $0 >= 0 ? $0 : nil }
  }

  /// The part a destination prints.
  static func path(for destination: Int) -> String? {
    destination % 10 == 9 ? nil : "/\(destination)"
  }

  /// An optional sign, then ASCII digits, without overflow.
  static func referenceInt(_ text: String) -> Int? {
    var digits = Substring(text).utf8[...]
    var isNegative = false
    if let first = digits.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      isNegative = first == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowedAgain) =
        isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowed, !overflowedAgain else { return nil }
      value = next
    }
    return value
  }

  /// The segments of `url` by the rules of `RoutePath`'s documentation, read byte by byte;
  /// `nil` when a segment or a query item does not percent-decode.
  static func referenceSegments(_ url: String) -> [String]? {
    var bytes = Array(url.utf8)[...]
    if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) { bytes = bytes[..<hash] }
    var query: ArraySlice<UInt8> = []
    if let mark = bytes.firstIndex(of: UInt8(ascii: "?")) {
      query = bytes[(mark + 1)...]
      bytes = bytes[..<mark]
    }
    if let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon != bytes.startIndex,
      isScheme(bytes[..<colon])
    {
      let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
      bytes = bytes[(colon + 1)...]
      if bytes.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
        bytes = bytes.dropFirst(2)
        if scheme == "http" || scheme == "https" {
          bytes = bytes.firstIndex(of: UInt8(ascii: "/")).map { bytes[$0...] } ?? []
        }
      }
    }
    var segments: [String] = []
    for part in bytes.split(separator: UInt8(ascii: "/")) {
      if part.elementsEqual([UInt8(ascii: ".")]) { continue }
      if part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
        _ = segments.popLast()
        continue
      }
      guard let segment = decode(part) else { return nil }
      segments.append(segment)
    }
    for item in query.split(separator: UInt8(ascii: "&")) {
      for piece in item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false) {
        guard decode(piece) != nil else { return nil }
      }
    }
    return segments
  }

  private static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
    for (offset, byte) in bytes.enumerated() {
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let isOther =
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      guard isLetter || (offset > 0 && isOther) else { return false }
    }
    return true
  }

  private static func decode(_ part: ArraySlice<UInt8>) -> String? {
    var bytes: [UInt8] = []
    var index = part.startIndex
    while index < part.endIndex {
      guard part[index] == UInt8(ascii: "%") else {
        bytes.append(part[index])
        index += 1
        continue
      }
      guard index + 2 < part.endIndex, let high = hex(part[index + 1]), let low = hex(part[index + 2]) else {
        return nil
      }
      bytes.append(high << 4 | low)
      index += 3
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

extension NavigationFuzzMove {
  /// Whether it navigates to a URL.
  var isDeepLink: Bool {
    switch self {
    case .navigateToURL, .navigateToShownURL, .readURLOnFreshTree: true
    default: false
    }
  }
}

extension NavigationFuzzGenerator {
  /// A URL for `navigateToURL`: the printed path of a random stack, or one written with
  /// leading zeros, garbage, empty segments, dot segments, percent-encoding, a scheme, a
  /// query; a very long segment, very many segments, or random bytes.
  mutating func linkURL() -> String {
    let stack = (0..<random.int(0...4)).map { _ in random.pick([0, 1, 2, 3, 4, 5, 6, 9, 19]) }
    let segments = stack.map(String.init)
    func path(_ parts: [String]) -> String { parts.isEmpty ? "/" : parts.map { "/" + $0 }.joined() }
    switch random.int(0...99) {
    case 0..<14: return path(segments)
    case 14..<28:
      // Short stacks of few destinations: links that repeat, keep prefixes, or show what is shown.
      return path((0..<random.int(1...2)).map { _ in String(random.pick([1, 1, 2])) })
    case 28..<36:
      return path(
        segments.map { random.chance(0.2) ? "+" + $0 : String(repeating: "0", count: random.int(1...3)) + $0 }
      )
    case 36..<44:
      var parts = segments
      let garbage = random.pick([
        "abc", "-1", "-0", "x1", "1.5", "+", "-", "99999999999999999999", "%2E%2E", "%2e", "\u{FF11}", "1e3",
        " 1", "0x1",
      ])
      parts.insert(garbage, at: random.int(0...parts.count))
      return path(parts)
    case 44..<50: return "//" + segments.joined(separator: random.pick(["//", "///", "/"])) + "//"
    case 50..<57:
      var parts = segments
      parts.insert(random.pick(["..", ".", "../..", "7/..", "%2E%2E/1"]), at: random.int(0...parts.count))
      return random.pick(["", "/"]) + parts.joined(separator: "/")
    case 57..<65:
      if random.chance(0.3) {
        return path(segments) + "/" + random.pick(["%", "%G1", "%C3", "%e2%82", "1%", "%%31", "%C3%28"])
      }
      return path(segments.map { $0.utf8.map { "%3" + String(UnicodeScalar($0)) }.joined() })
    case 65..<69:
      let digits = random.pick(["0", "1", "9"])
      return path(segments) + "/" + String(repeating: digits, count: random.pick([19, 20, 64, 4000])) + "1"
    case 69..<73:
      if random.chance(0.3) { return String(repeating: "/", count: 2000) + "1" }
      return path((0..<random.int(20...80)).map { _ in String(random.pick([1, 2, 3])) })
    case 73..<80:
      let bytes = (0..<random.int(0...40)).map { _ in
        random.chance(0.3)
          ? random.pick(Array("/.%0123".utf8)) : UInt8(truncatingIfNeeded: random.int(0...255))
      }
      return String(decoding: bytes, as: UTF8.self)
    case 80..<87:
      let rest = segments.joined(separator: "/")
      return random.pick([
        "myapp://" + rest, "myapp:///" + rest, "https://example.com/" + rest, "HTTP://h", "1:2/" + rest,
        "x-y.z:" + rest,
      ])
    case 87..<94:
      return path(segments) + random.pick(["?a=1&b", "#frag", "?a=1#/9", "?&&=", "?a=%ZZ", "?%", "#%ZZ"])
    default:
      return path(segments) + random.pick(["/\u{301}1", "/1\u{301}", "/\u{0661}", "/\u{1F600}"])
    }
  }
}
