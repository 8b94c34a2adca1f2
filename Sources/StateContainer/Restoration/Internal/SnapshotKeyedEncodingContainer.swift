/// Writes an object's fields: each at its key's string value, a nested value at the path
/// with that key.
struct SnapshotKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: SnapshotValueEncoder
  let storage: SnapshotEncodingStorage
  let path: SnapshotCodingPath

  var codingPath: [any CodingKey] { path.keys }

  private func write(_ value: SnapshotValue, at key: any CodingKey) {
    storage.fields[key.stringValue] = .value(value)
  }

  mutating func encodeNil(forKey key: Key) throws {
    write(.null, at: key)
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    write(.bool(value), at: key)
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    write(.string(value), at: key)
  }

  mutating func encode<T: BinaryFloatingPoint & Encodable>(_ value: T, forKey key: Key) throws {
    write(try encoder.number(value, at: path.appending(key)), at: key)
  }

  mutating func encode<T: FixedWidthInteger & Encodable>(_ value: T, forKey key: Key) throws {
    write(try encoder.integer(value, at: path.appending(key)), at: key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    write(try encoder.encode(value, at: path.appending(key)) ?? .object([:]), at: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = SnapshotEncodingStorage(isArray: false)
    storage.fields[key.stringValue] = .storage(nested)
    return KeyedEncodingContainer(
      SnapshotKeyedEncodingContainer<NestedKey>(encoder: encoder, storage: nested, path: path.appending(key))
    )
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = SnapshotEncodingStorage(isArray: true)
    storage.fields[key.stringValue] = .storage(nested)
    return SnapshotUnkeyedEncodingContainer(encoder: encoder, storage: nested, path: path.appending(key))
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(at: SnapshotCodingKey.super)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(at: key)
  }

  private func superEncoder(at key: any CodingKey) -> any Encoder {
    let superEncoder = encoder.superEncoder(at: path.appending(key))
    storage.fields[key.stringValue] = .superEncoder(superEncoder)
    return superEncoder
  }
}
