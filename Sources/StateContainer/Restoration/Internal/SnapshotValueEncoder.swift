/// Turns an `Encodable` value into a ``SnapshotValue``, as JSONEncoder would write it: an
/// optional that is `nil` is left out of an object and is `null` in an array, a value that
/// encodes nothing is an empty object, a non-finite number is an `EncodingError`.
///
/// One encoder serves a whole encoding: it moves down to each nested value and back, so a
/// nested value costs a path node, not an encoder.
final class SnapshotValueEncoder: Encoder {
  let userInfo: [CodingUserInfoKey: Any]
  /// Where the value being encoded sits.
  private var path: SnapshotCodingPath
  /// What the value being encoded has written: `nil` until it writes.
  private var written: SnapshotEncodingStorage.Part?
  /// The encoder whose encoding this one's belongs to (a super encoder's), `nil` at the top.
  private let root: SnapshotValueEncoder?
  /// The first misuse (two kinds of container for one value), thrown when the encoding ends:
  /// JSONEncoder stops the process there.
  private var misuse: EncodingError?

  var codingPath: [any CodingKey] { path.keys }

  private init(path: SnapshotCodingPath, userInfo: [CodingUserInfoKey: Any], root: SnapshotValueEncoder?) {
    self.path = path
    self.userInfo = userInfo
    self.root = root
  }

  /// The snapshot value of `value`.
  static func encode<T: Encodable>(
    _ value: T, userInfo: [CodingUserInfoKey: Any] = [:]
  ) throws -> SnapshotValue {
    let encoder = SnapshotValueEncoder(path: .root, userInfo: userInfo, root: nil)
    let encoded = try encoder.encode(value, at: .root)
    if let misuse = encoder.misuse {
      throw misuse
    }
    guard let encoded else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values.")
      )
    }
    return encoded
  }

  /// The snapshot value of `value` at `path`, `nil` when it writes nothing.
  func encode<T: Encodable>(_ value: T, at path: SnapshotCodingPath) throws -> SnapshotValue? {
    if T.self == SnapshotValue.self {
      return value as? SnapshotValue
    }
    let outer = (path: self.path, written: written)
    (self.path, written) = (path, nil)
    defer { (self.path, written) = outer }
    try value.encode(to: self)
    return written?.value
  }

  /// An encoder for a super class's value at `path`, which it may write after its parent
  /// container moved on: the parent keeps it as a part.
  func superEncoder(at path: SnapshotCodingPath) -> SnapshotValueEncoder {
    SnapshotValueEncoder(path: path, userInfo: userInfo, root: root ?? self)
  }

  /// What a super encoder wrote, an empty object when it wrote nothing.
  var superEncoderValue: SnapshotValue { written?.value ?? .object([:]) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(
      SnapshotKeyedEncodingContainer(encoder: self, storage: storage(isArray: false), path: path)
    )
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    SnapshotUnkeyedEncodingContainer(encoder: self, storage: storage(isArray: true), path: path)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SnapshotSingleValueEncodingContainer(encoder: self, path: path)
  }

  /// The storage of the value being encoded: a second container of the same kind shares it,
  /// as with JSONEncoder; one of another kind is a misuse and writes nowhere.
  private func storage(isArray: Bool) -> SnapshotEncodingStorage {
    switch written {
    case nil:
      let storage = SnapshotEncodingStorage(isArray: isArray)
      written = .storage(storage)
      return storage
    case .storage(let storage) where storage.isArray == isArray:
      return storage
    default:
      report("an \(isArray ? "unkeyed" : "keyed") container")
      return SnapshotEncodingStorage(isArray: isArray)
    }
  }

  /// Writes the single value of the value being encoded.
  func writeSingle(_ value: SnapshotValue) {
    guard written == nil else {
      return report("a single value")
    }
    written = .value(value)
  }

  private func report(_ attempt: String) {
    let encoder = root ?? self
    guard encoder.misuse == nil else { return }
    encoder.misuse = EncodingError.invalidValue(
      attempt,
      .init(
        codingPath: path.keys,
        debugDescription: "Attempt to encode \(attempt) where this value already encoded another kind."
      )
    )
  }

  /// The snapshot value of a number, or the error JSONEncoder throws for it.
  func number<T: BinaryFloatingPoint>(_ value: T, at path: SnapshotCodingPath) throws -> SnapshotValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: path.keys, debugDescription: "Unable to encode \(T.self).\(value) in a snapshot.")
      )
    }
    if T.self == Double.self {
      return SnapshotValue(number: Double(value))
    }
    // A `Float` is kept as its shortest decimal, so that 0.1 reads 0.1, not 0.10000000149011612.
    if let shortest = Double("\(value)"), T(shortest) == value {
      return SnapshotValue(number: shortest)
    }
    return SnapshotValue(number: Double(value))
  }

  /// The snapshot value of an integer, or an error when it does not fit in 64 bits.
  func integer<T: FixedWidthInteger>(_ value: T, at path: SnapshotCodingPath) throws -> SnapshotValue {
    guard let integer = SnapshotValue(integer: value) else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path.keys, debugDescription: "\(T.self) \(value) does not fit in 64 bits.")
      )
    }
    return integer
  }
}
