/// A coding key the coders make themselves: an object's own keys, an array's indices, and
/// the `super` key of `superEncoder()`, spelled as JSONEncoder spells them.
struct SnapshotCodingKey: CodingKey, Sendable {
  static let `super` = SnapshotCodingKey(stringValue: "super")

  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }
}
