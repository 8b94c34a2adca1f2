/// Reads an array's elements in order: a nested value at the path with its index. A failed
/// read does not move on, as with JSONDecoder.
struct SnapshotUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let decoder: SnapshotValueDecoder
  let elements: [SnapshotValue]
  let path: SnapshotCodingPath
  private(set) var currentIndex = 0

  init(decoder: SnapshotValueDecoder, elements: [SnapshotValue], path: SnapshotCodingPath) {
    self.decoder = decoder
    self.elements = elements
    self.path = path
  }

  var codingPath: [any CodingKey] { path.keys }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The next element and its path, or the error for reading a `type` past the end.
  private func current(_ type: Any.Type) throws -> (SnapshotValue, SnapshotCodingPath) {
    let elementPath = path.appending(SnapshotCodingKey(index: currentIndex))
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: elementPath.keys, debugDescription: "Unkeyed container is at end.")
      )
    }
    return (elements[currentIndex], elementPath)
  }

  /// Moves on after `value`, the next element read: a failed read stays.
  private mutating func movingOn<T>(after value: T) -> T {
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard case .null = try current(Any?.self).0 else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    let (element, elementPath) = try current(type)
    return try movingOn(after: SnapshotValueDecoder.bool(element, at: elementPath))
  }

  mutating func decode(_ type: String.Type) throws -> String {
    let (element, elementPath) = try current(type)
    return try movingOn(after: SnapshotValueDecoder.string(element, at: elementPath))
  }

  mutating func decode<T: BinaryFloatingPoint & Decodable>(_ type: T.Type) throws -> T {
    let (element, elementPath) = try current(type)
    return try movingOn(after: SnapshotValueDecoder.number(element, at: elementPath))
  }

  mutating func decode<T: FixedWidthInteger & Decodable>(_ type: T.Type) throws -> T {
    let (element, elementPath) = try current(type)
    return try movingOn(after: SnapshotValueDecoder.integer(element, at: elementPath))
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (element, elementPath) = try current(type)
    return try movingOn(after: decoder.decode(T.self, from: element, at: elementPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let (element, elementPath) = try current(KeyedDecodingContainer<NestedKey>.self)
    return try movingOn(after: decoder.keyedContainer(NestedKey.self, for: element, at: elementPath))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (element, elementPath) = try current((any UnkeyedDecodingContainer).self)
    return try movingOn(after: decoder.unkeyedContainer(for: element, at: elementPath))
  }

  mutating func superDecoder() throws -> any Decoder {
    let (element, elementPath) = try current((any Decoder).self)
    return movingOn(after: decoder.superDecoder(for: element, at: elementPath))
  }
}
