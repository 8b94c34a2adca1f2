/// How many terminal columns text takes, and text cut to a number of columns, so that a
/// frame drawn at a terminal's width never wraps.
///
/// Close enough for a terminal: an emoji and an East Asian wide character take two
/// columns, a combining mark none (it joins the character before it), everything else
/// one. Characters whose width depends on the terminal (ambiguous width) count one.
extension Character {
  /// The columns the character takes in a terminal.
  var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }),
      first.properties.isEmoji
    {
      return 2
    }
    return first.isWide ? 2 : 1
  }
}

extension Unicode.Scalar {
  /// Whether East Asian Width says wide or fullwidth, by its main ranges.
  fileprivate var isWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }
}

extension StringProtocol {
  /// The columns the text takes in a terminal.
  var displayWidth: Int { reduce(0) { $0 + $1.displayWidth } }

  /// The text cut to at most `width` columns, ending in `…` when something was cut.
  func fitted(to width: Int) -> String {
    guard displayWidth > width else { return String(self) }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      let columns = character.displayWidth
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// The text cut or padded with spaces to exactly `width` columns.
  func padded(to width: Int) -> String {
    let fitted = fitted(to: width)
    return fitted + String(repeating: " ", count: Swift.max(0, width - fitted.displayWidth))
  }
}
