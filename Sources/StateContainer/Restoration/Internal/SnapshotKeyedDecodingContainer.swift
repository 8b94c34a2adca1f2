/// Reads an object's fields: each at its key's string value, a nested value at the path with
/// that key.
struct SnapshotKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: SnapshotValueDecoder
  let fields: [String: SnapshotValue]
  let path: SnapshotCodingPath

  var codingPath: [any CodingKey] { path.keys }
  var allKeys: [Key] {
    // An enum's synthesized `init(from:)` asks for the keys of its one-key object.
    if fields.count == 1, let name = fields.keys.first {
      guard let key = Key(stringValue: name) else { return [] }
      return [key]
    }
    return fields.keys.compactMap { Key(stringValue: $0) }
  }

  func contains(_ key: Key) -> Bool {
    fields[key.stringValue] != nil
  }

  private func value(at key: Key) throws -> SnapshotValue {
    guard let value = fields[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: path.keys,
          debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\").")
      )
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard case .null = try value(at: key) else { return false }
    return true
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try SnapshotValueDecoder.bool(value(at: key), at: path.appending(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try SnapshotValueDecoder.string(value(at: key), at: path.appending(key))
  }

  func decode<T: BinaryFloatingPoint & Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try SnapshotValueDecoder.number(value(at: key), at: path.appending(key))
  }

  func decode<T: FixedWidthInteger & Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try SnapshotValueDecoder.integer(value(at: key), at: path.appending(key))
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.decode(T.self, from: value(at: key), at: path.appending(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder.keyedContainer(NestedKey.self, for: value(at: key), at: path.appending(key))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder.unkeyedContainer(for: value(at: key), at: path.appending(key))
  }

  func superDecoder() throws -> any Decoder {
    decoder.superDecoder(
      for: fields[SnapshotCodingKey.super.stringValue], at: path.appending(SnapshotCodingKey.super))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.superDecoder(for: fields[key.stringValue], at: path.appending(key))
  }
}
