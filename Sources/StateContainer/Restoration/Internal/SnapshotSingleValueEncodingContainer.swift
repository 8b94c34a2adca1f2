/// Writes the one value of the value being encoded.
struct SnapshotSingleValueEncodingContainer: SingleValueEncodingContainer {
  let encoder: SnapshotValueEncoder
  let path: SnapshotCodingPath

  var codingPath: [any CodingKey] { path.keys }

  mutating func encodeNil() throws {
    encoder.writeSingle(.null)
  }

  mutating func encode(_ value: Bool) throws {
    encoder.writeSingle(.bool(value))
  }

  mutating func encode(_ value: String) throws {
    encoder.writeSingle(.string(value))
  }

  mutating func encode<T: BinaryFloatingPoint & Encodable>(_ value: T) throws {
    encoder.writeSingle(try encoder.number(value, at: path))
  }

  mutating func encode<T: FixedWidthInteger & Encodable>(_ value: T) throws {
    encoder.writeSingle(try encoder.integer(value, at: path))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.writeSingle(try encoder.encode(value, at: path) ?? .object([:]))
  }
}
