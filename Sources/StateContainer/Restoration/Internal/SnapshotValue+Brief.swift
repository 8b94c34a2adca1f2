extension SnapshotValue {
  /// The value written as JSON with its keys sorted, cut after `limit` characters with `…`:
  /// how a diagnostic names a saved value that no longer decodes (`{"draft":{}}`).
  func brief(limit: Int = 60) -> String {
    var text = ""
    write(to: &text, limit: limit)
    return text.count > limit ? String(text.prefix(limit)) + "…" : text
  }

  private func write(to text: inout String, limit: Int) {
    guard text.count <= limit else { return }
    switch self {
    case .null: text += "null"
    case .bool(let value): text += "\(value)"
    case .int(let value): text += "\(value)"
    case .unsigned(let value): text += "\(value)"
    case .double(let value): text += "\(value)"
    case .string(let value): text += value.debugDescription
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.write(to: &text, limit: limit)
      }
      text += "]"
    case .object(let fields):
      text += "{"
      for (index, key) in fields.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        text += key.debugDescription + ":"
        fields[key]?.write(to: &text, limit: limit)
      }
      text += "}"
    }
  }
}
