/// Reads the one value of the value being decoded.
struct SnapshotSingleValueDecodingContainer: SingleValueDecodingContainer {
  let decoder: SnapshotValueDecoder
  let value: SnapshotValue
  let path: SnapshotCodingPath

  var codingPath: [any CodingKey] { path.keys }

  func decodeNil() -> Bool {
    guard case .null = value else { return false }
    return true
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    try SnapshotValueDecoder.bool(value, at: path)
  }

  func decode(_ type: String.Type) throws -> String {
    try SnapshotValueDecoder.string(value, at: path)
  }

  func decode<T: BinaryFloatingPoint & Decodable>(_ type: T.Type) throws -> T {
    try SnapshotValueDecoder.number(value, at: path)
  }

  func decode<T: FixedWidthInteger & Decodable>(_ type: T.Type) throws -> T {
    try SnapshotValueDecoder.integer(value, at: path)
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decode(T.self, from: value, at: path)
  }
}
