/// Percent-decoding of URL parts and the encoding that prints them back, so that a printed
/// path parses to the same segments (RFC 3986 §2.1).
enum PercentEncoding {
  /// The decoded text of `part`, or `nil` when a `%` is not followed by two hexadecimal
  /// digits or the decoded bytes are not UTF-8.
  ///
  /// - Complexity: O(n) in the bytes of `part`; no copy beyond the result when `part` has
  ///   no `%`.
  static func decode(_ part: Substring) -> String? {
    let utf8 = part.utf8
    guard utf8.contains(UInt8(ascii: "%")) else { return String(part) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        utf8.formIndex(after: &index)
        continue
      }
      let first = utf8.index(after: index)
      guard first != utf8.endIndex else { return nil }
      let second = utf8.index(after: first)
      guard second != utf8.endIndex, let high = hexValue(utf8[first]), let low = hexValue(utf8[second])
      else { return nil }
      bytes.append(high << 4 | low)
      index = utf8.index(after: second)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// `text` as one path segment: every byte that is not unreserved or a sub-delimiter,
  /// `:` or `@` (RFC 3986 `pchar`) is escaped, and a whole segment `.` or `..`, which a
  /// parse would take as a dot segment, is escaped too.
  static func encodeSegment(_ text: String) -> String {
    if text == "." { return "%2E" }
    if text == ".." { return "%2E%2E" }
    return encode(text) {
      isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "@")
    }
  }

  /// `text` as a literal segment of a pattern: like ``encodeSegment(_:)``, and a leading
  /// `:` or a whole `*` or `**` is escaped, so that it does not read as a parameter or a
  /// wildcard.
  static func encodePatternLiteral(_ text: String) -> String {
    let encoded = encodeSegment(text)
    if encoded.utf8.first == UInt8(ascii: ":") { return "%3A" + encoded.dropFirst() }
    if encoded == "*" { return "%2A" }
    if encoded == "**" { return "%2A%2A" }
    return encoded
  }

  /// `text` as the name or value of a query item: `&`, `=`, `+`, `#` and `%` are escaped,
  /// along with everything outside `pchar`, `/` and `?`.
  static func encodeQueryPart(_ text: String) -> String {
    encode(text) { byte in
      if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "+") { return false }
      return isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":")
        || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }
  }

  private static func encode(_ text: String, keeping keeps: (UInt8) -> Bool) -> String {
    let utf8 = text.utf8
    guard !utf8.allSatisfy(keeps) else { return text }
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count * 3)
    for byte in utf8 {
      if keeps(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 0xF)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func isSubDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
      UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "="):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
