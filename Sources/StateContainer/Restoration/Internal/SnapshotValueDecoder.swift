/// Makes a `Decodable` value from a ``SnapshotValue``, as JSONDecoder would from its JSON: a
/// missing key or a `null` reads as `nil` through `decodeIfPresent`, and each failure is the
/// `DecodingError` JSONDecoder throws, at the path of the value that failed (a number that
/// does not fit its type too, where JSONDecoder on Linux loses the path).
///
/// One decoder serves a whole decoding: it moves down to each nested value and back.
final class SnapshotValueDecoder: Decoder {
  let userInfo: [CodingUserInfoKey: Any]
  /// The value being decoded, and where it sits.
  private var value: SnapshotValue
  private var path: SnapshotCodingPath

  var codingPath: [any CodingKey] { path.keys }

  private init(value: SnapshotValue, path: SnapshotCodingPath, userInfo: [CodingUserInfoKey: Any]) {
    self.value = value
    self.path = path
    self.userInfo = userInfo
  }

  /// The value of type `T` that `value` holds.
  static func decode<T: Decodable>(
    _ type: T.Type, from value: SnapshotValue, userInfo: [CodingUserInfoKey: Any] = [:]
  ) throws -> T {
    try SnapshotValueDecoder(value: value, path: .root, userInfo: userInfo).decode(
      T.self, from: value, at: .root)
  }

  /// The value of type `T` that `value`, at `path`, holds.
  func decode<T: Decodable>(_ type: T.Type, from value: SnapshotValue, at path: SnapshotCodingPath) throws
    -> T
  {
    if T.self == SnapshotValue.self {
      return value as! T
    }
    let outer = (value: self.value, path: self.path)
    (self.value, self.path) = (value, path)
    defer { (self.value, self.path) = outer }
    return try T(from: self)
  }

  /// A decoder of its own for a super class's value at `path` (`null` when the key is
  /// missing), since the caller may keep it.
  func superDecoder(for value: SnapshotValue?, at path: SnapshotCodingPath) -> any Decoder {
    SnapshotValueDecoder(value: value ?? .null, path: path, userInfo: userInfo)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try keyedContainer(Key.self, for: value, at: path)
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try unkeyedContainer(for: value, at: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SnapshotSingleValueDecodingContainer(decoder: self, value: value, path: path)
  }

  func keyedContainer<Key: CodingKey>(
    _ type: Key.Type, for value: SnapshotValue, at path: SnapshotCodingPath
  ) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let fields) = value else {
      throw Self.mismatch([String: Any].self, value, at: path, container: "keyed decoding container")
    }
    return KeyedDecodingContainer(SnapshotKeyedDecodingContainer(decoder: self, fields: fields, path: path))
  }

  func unkeyedContainer(for value: SnapshotValue, at path: SnapshotCodingPath) throws
    -> any UnkeyedDecodingContainer
  {
    guard case .array(let elements) = value else {
      throw Self.mismatch([Any].self, value, at: path, container: "unkeyed decoding container")
    }
    return SnapshotUnkeyedDecodingContainer(decoder: self, elements: elements, path: path)
  }

  static func bool(_ value: SnapshotValue, at path: SnapshotCodingPath) throws -> Bool {
    guard case .bool(let bool) = value else {
      throw mismatch(Bool.self, value, at: path)
    }
    return bool
  }

  static func string(_ value: SnapshotValue, at path: SnapshotCodingPath) throws -> String {
    guard case .string(let string) = value else {
      throw mismatch(String.self, value, at: path)
    }
    return string
  }

  static func integer<T: FixedWidthInteger>(_ value: SnapshotValue, at path: SnapshotCodingPath) throws -> T {
    let integer: T?
    switch value {
    case .int(let number): integer = T(exactly: number)
    case .unsigned(let number): integer = T(exactly: number)
    case .double(let number): integer = T(exactly: number)
    default: throw mismatch(T.self, value, at: path)
    }
    guard let integer else {
      throw doesNotFit(T.self, value, at: path)
    }
    return integer
  }

  static func number<T: BinaryFloatingPoint>(_ value: SnapshotValue, at path: SnapshotCodingPath) throws -> T
  {
    let number: T
    switch value {
    case .int(let integer): number = T(integer)
    case .unsigned(let integer): number = T(integer)
    case .double(let double): number = T(double)
    default: throw mismatch(T.self, value, at: path)
    }
    guard number.isFinite else {
      throw doesNotFit(T.self, value, at: path)
    }
    return number
  }

  /// The error for a value of another kind than `type`, or `null`, in JSONDecoder's words.
  private static func mismatch(
    _ type: Any.Type, _ value: SnapshotValue, at path: SnapshotCodingPath, container: String? = nil
  ) -> DecodingError {
    let found: String
    switch value {
    case .null:
      return .valueNotFound(
        type,
        .init(
          codingPath: path.keys,
          debugDescription: "Cannot get \(container ?? "value of type \(type)") -- found null value instead"
        )
      )
    case .bool: found = "bool"
    case .int, .unsigned, .double: found = "number"
    case .string: found = "a string"
    case .array: found = "an array"
    case .object: found = "a dictionary"
    }
    return .typeMismatch(
      type,
      .init(codingPath: path.keys, debugDescription: "Expected to decode \(type) but found \(found) instead.")
    )
  }

  private static func doesNotFit(_ type: Any.Type, _ value: SnapshotValue, at path: SnapshotCodingPath)
    -> DecodingError
  {
    let number: String
    switch value {
    case .int(let integer): number = "\(integer)"
    case .unsigned(let integer): number = "\(integer)"
    case .double(let double): number = "\(double)"
    default: number = "\(value)"
    }
    return .dataCorrupted(
      .init(codingPath: path.keys, debugDescription: "Number \(number) does not fit in \(type)."))
  }
}
