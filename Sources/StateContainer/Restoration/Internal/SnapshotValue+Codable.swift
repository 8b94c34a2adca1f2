/// A snapshot value codes as the JSON value it stands for: scalars in a single-value
/// container, objects keyed, arrays unkeyed, so that a snapshot's JSON nests with no blobs.
///
/// Decoding asks for null, an object, a string, an integer (`Int64`, then `UInt64`), a
/// double, a bool, an array in turn: the order fails least often on a snapshot's usual values,
/// and integers come before doubles so that a large one keeps its precision; JSONDecoder
/// reads `1.0` as an integer, so the number rule of ``SnapshotValue`` decides the case.
extension SnapshotValue: Codable {
  init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let keyed = try? decoder.container(keyedBy: SnapshotCodingKey.self) {
      let keys = keyed.allKeys
      var fields: [String: SnapshotValue] = [:]
      fields.reserveCapacity(keys.count)
      for key in keys {
        fields[key.stringValue] = try keyed.decode(SnapshotValue.self, forKey: key)
      }
      self = .object(fields)
    } else if let value = Self.scalar(in: single) {
      self = value
    } else if var unkeyed = try? decoder.unkeyedContainer() {
      var elements: [SnapshotValue] = []
      elements.reserveCapacity(unkeyed.count ?? 0)
      while !unkeyed.isAtEnd {
        elements.append(try unkeyed.decode(SnapshotValue.self))
      }
      self = .array(elements)
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Expected a JSON value.")
      )
    }
  }

  private static func scalar(in container: any SingleValueDecodingContainer) -> SnapshotValue? {
    if let value = try? container.decode(String.self) {
      return .string(value)
    } else if let value = try? container.decode(Int64.self) {
      // `-0` reads as the integer 0; only the double keeps its sign.
      if value == 0, let double = try? container.decode(Double.self), double.sign == .minus {
        return .double(double)
      }
      return .int(value)
    } else if let value = try? container.decode(UInt64.self) {
      return .unsigned(value)
    } else if let value = try? container.decode(Double.self) {
      return SnapshotValue(number: value)
    } else if let value = try? container.decode(Bool.self) {
      return .bool(value)
    }
    return nil
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements {
        try container.encode(element)
      }
    case .object(let fields):
      var container = encoder.container(keyedBy: SnapshotCodingKey.self)
      for (key, value) in fields {
        try container.encode(value, forKey: SnapshotCodingKey(stringValue: key))
      }
    case .null, .bool, .int, .unsigned, .double, .string:
      var container = encoder.singleValueContainer()
      switch self {
      case .bool(let value): try container.encode(value)
      case .int(let value): try container.encode(value)
      case .unsigned(let value): try container.encode(value)
      case .double(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      default: try container.encodeNil()
      }
    }
  }
}
