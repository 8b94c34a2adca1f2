/// Appends an array's elements: a nested value at the path with its index.
struct SnapshotUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let encoder: SnapshotValueEncoder
  let storage: SnapshotEncodingStorage
  let path: SnapshotCodingPath

  var codingPath: [any CodingKey] { path.keys }
  var count: Int { storage.elements.count }

  /// The path of the element appended next.
  private var nextPath: SnapshotCodingPath { path.appending(SnapshotCodingKey(index: count)) }

  private func append(_ part: SnapshotEncodingStorage.Part) {
    storage.elements.append(part)
  }

  mutating func encodeNil() throws {
    append(.value(.null))
  }

  mutating func encode(_ value: Bool) throws {
    append(.value(.bool(value)))
  }

  mutating func encode(_ value: String) throws {
    append(.value(.string(value)))
  }

  mutating func encode<T: BinaryFloatingPoint & Encodable>(_ value: T) throws {
    append(.value(try encoder.number(value, at: nextPath)))
  }

  mutating func encode<T: FixedWidthInteger & Encodable>(_ value: T) throws {
    append(.value(try encoder.integer(value, at: nextPath)))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    append(.value(try encoder.encode(value, at: nextPath) ?? .object([:])))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = SnapshotEncodingStorage(isArray: false)
    let nestedPath = nextPath
    append(.storage(nested))
    return KeyedEncodingContainer(
      SnapshotKeyedEncodingContainer<NestedKey>(encoder: encoder, storage: nested, path: nestedPath)
    )
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = SnapshotEncodingStorage(isArray: true)
    let nestedPath = nextPath
    append(.storage(nested))
    return SnapshotUnkeyedEncodingContainer(encoder: encoder, storage: nested, path: nestedPath)
  }

  mutating func superEncoder() -> any Encoder {
    let superEncoder = encoder.superEncoder(at: nextPath)
    append(.superEncoder(superEncoder))
    return superEncoder
  }
}
