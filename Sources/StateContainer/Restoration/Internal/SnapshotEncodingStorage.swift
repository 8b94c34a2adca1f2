/// A keyed or unkeyed container's content while it is being encoded: a reference, so that a
/// nested container or a super encoder fills its part in place after the parent moved on.
final class SnapshotEncodingStorage {
  /// One value of a container: finished, or still being filled.
  enum Part {
    case value(SnapshotValue)
    case storage(SnapshotEncodingStorage)
    case superEncoder(SnapshotValueEncoder)

    var value: SnapshotValue {
      switch self {
      case .value(let value): value
      case .storage(let storage): storage.value
      case .superEncoder(let encoder): encoder.superEncoderValue
      }
    }
  }

  let isArray: Bool
  var fields: [String: Part] = [:]
  var elements: [Part] = []

  init(isArray: Bool) {
    self.isArray = isArray
  }

  var value: SnapshotValue {
    isArray ? .array(elements.map(\.value)) : .object(fields.mapValues(\.value))
  }
}
