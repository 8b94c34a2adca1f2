/// A key read from a raw terminal.
enum Key: Equatable, Sendable {
  /// A character typed: a letter, a digit, a sign, or any Unicode scalar (`é`, `😀`).
  case character(Character)
  case enter
  case backspace
  /// Delete: the character after the cursor.
  case delete
  /// Escape pressed alone.
  case escape
  case up, down, left, right
  case home, end
  /// Ctrl-C, when it arrives as a byte rather than as `SIGINT`.
  case interrupt
  /// A key or escape sequence that no key here means (F1, Alt+x, Tab, Ctrl-D): its name,
  /// for the hint in the status line.
  case unknown(String)
}

/// Turns the bytes a raw terminal sends into keys: UTF-8 characters, and the escape
/// sequences of the arrows, Home, End and Delete.
///
/// A read may end in the middle of a character or a sequence; the decoder keeps those
/// bytes until the next read completes them. Escape alone is also the start of every
/// sequence, so a lone trailing `ESC` stays pending too: when no byte follows it within a
/// moment, the caller calls ``flush()`` and it becomes ``Key/escape``.
///
/// A sequence it does not know (F1 `ESC O P`, `ESC [ 1 1 ~`, Alt+x `ESC x`) is one
/// ``Key/unknown(_:)``, never Escape followed by letters.
struct KeyDecoder {
  /// Bytes of a character or sequence that is not complete yet.
  private(set) var pending: [UInt8] = []

  /// The keys that `bytes` complete, in order; a trailing incomplete character or
  /// sequence waits for the next call.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var start = 0
    while start < pending.count {
      guard let (key, length) = Self.key(at: start, in: pending) else { break }
      keys.append(key)
      start += length
    }
    pending.removeFirst(start)
    return keys
  }

  /// What is pending, as keys: no more bytes are coming soon. A lone `ESC` is Escape; a
  /// sequence or character cut short is one ``Key/unknown(_:)``.
  mutating func flush() -> [Key] {
    defer { pending = [] }
    switch pending.count {
    case 0: return []
    case 1 where pending[0] == 0x1B: return [.escape]
    default:
      if pending[0] == 0x1B { return [.unknown(Self.spelled(pending))] }
      return [.unknown("an incomplete character")]
    }
  }

  // MARK: - One key

  /// The key at `start` and how many bytes it takes, or `nil` when its bytes are not all
  /// there yet.
  private static func key(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
    let byte = bytes[start]
    switch byte {
    case 0x1B: return escapeSequence(at: start, in: bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0x09: return (.unknown("Tab"), 1)
    case 0x00..<0x20: return (.unknown("Ctrl-" + String(UnicodeScalar(byte + 0x40))), 1)
    case 0x20..<0x80: return (.character(Character(UnicodeScalar(byte))), 1)
    default: return character(at: start, in: bytes)
    }
  }

  /// A UTF-8 character at `start`: `nil` while its bytes are not all there, one
  /// ``Key/unknown(_:)`` byte when it is not UTF-8.
  private static func character(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
    let lead = bytes[start]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown(invalidByte(lead)), 1)
    }
    let available = bytes.count - start
    // Every byte that is here must continue the character, even before all are here.
    for offset in 1..<min(length, available) where bytes[start + offset] & 0xC0 != 0x80 {
      return (.unknown(invalidByte(lead)), 1)
    }
    guard available >= length else { return nil }
    var decoder = UTF8()
    var iterator = bytes[start..<start + length].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return (.unknown(invalidByte(lead)), 1)
    }
    return (.character(Character(scalar)), length)
  }

  /// An escape sequence at `start` (`bytes[start]` is `ESC`), or `nil` while it is not
  /// complete.
  private static func escapeSequence(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
    guard start + 1 < bytes.count else { return nil }
    let second = bytes[start + 1]
    switch second {
    case UInt8(ascii: "["):
      // CSI: parameters 0x30-0x3F, intermediates 0x20-0x2F, then a final byte 0x40-0x7E.
      var end = start + 2
      while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { return nil }
      let sequence = Array(bytes[start...end])
      guard (0x40...0x7E).contains(bytes[end]) else {
        // Not a sequence after all: the bytes so far are one unknown key.
        return (.unknown(spelled(Array(bytes[start..<end]))), end - start)
      }
      let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
      return (controlSequence(parameters, final: bytes[end]) ?? .unknown(spelled(sequence)), sequence.count)
    case UInt8(ascii: "O"):
      // SS3: one more byte.
      guard start + 2 < bytes.count else { return nil }
      let key: Key =
        switch bytes[start + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .unknown("F1")
        case UInt8(ascii: "Q"): .unknown("F2")
        case UInt8(ascii: "R"): .unknown("F3")
        case UInt8(ascii: "S"): .unknown("F4")
        default: .unknown(spelled(Array(bytes[start...start + 2])))
        }
      return (key, 3)
    case 0x1B:
      // Escape, then whatever the second one starts.
      return (.escape, 1)
    case 0x20..<0x7F:
      return (.unknown("Alt-" + String(UnicodeScalar(second))), 2)
    case 0x80...:
      // Alt with a character of more than one byte.
      guard let (key, length) = character(at: start + 1, in: bytes) else { return nil }
      guard case .character(let character) = key else { return (.escape, 1) }
      return (.unknown("Alt-\(character)"), 1 + length)
    default:
      // Escape followed by a control byte: Escape, then that byte's own key.
      return (.escape, 1)
    }
  }

  /// The key of `ESC [ parameters final`, or `nil` for one that no key here means.
  private static func controlSequence(_ parameters: String, final: UInt8) -> Key? {
    // `ESC [ 1 ; 5 C` is Ctrl-→: with modifiers it is another key.
    let plain = parameters.isEmpty || parameters == "1"
    switch (final, parameters) {
    case (UInt8(ascii: "A"), _) where plain: return .up
    case (UInt8(ascii: "B"), _) where plain: return .down
    case (UInt8(ascii: "C"), _) where plain: return .right
    case (UInt8(ascii: "D"), _) where plain: return .left
    case (UInt8(ascii: "H"), _) where plain: return .home
    case (UInt8(ascii: "F"), _) where plain: return .end
    case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return .home
    case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return .end
    case (UInt8(ascii: "~"), "3"): return .delete
    case (UInt8(ascii: "~"), let number):
      return Self.functionKeys[number].map(Key.unknown)
    default: return nil
    }
  }

  /// The function keys' `ESC [ n ~` numbers, to name them in a hint.
  private static let functionKeys = [
    "11": "F1", "12": "F2", "13": "F3", "14": "F4", "15": "F5", "17": "F6", "18": "F7", "19": "F8",
    "20": "F9", "21": "F10", "23": "F11", "24": "F12", "2": "Insert", "5": "Page Up", "6": "Page Down",
  ]

  /// `ESC [ 1 ; 5 C`: a sequence spelled for a person.
  private static func spelled(_ bytes: [UInt8]) -> String {
    bytes.map { $0 == 0x1B ? "ESC" : (0x21..<0x7F).contains($0) ? String(UnicodeScalar($0)) : hex($0) }
      .joined(separator: " ")
  }

  private static func invalidByte(_ byte: UInt8) -> String { "the byte \(hex(byte)) (not UTF-8)" }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }
}
