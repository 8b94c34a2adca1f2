/// The books of one ``ComponentTree/restore(_:animated:)``: what it left out.
@MainActor final class RestoreRun {
  private(set) var leftOut: [String] = []
  /// Each type read so far as `Decodable`, or `nil` when it is not: a conformance is looked
  /// up once per type and restore, not once per value.
  private var decodableTypes: [ObjectIdentifier: (any Decodable.Type)?] = [:]

  /// Leaves out a part of the snapshot, with a diagnostic that says which and why.
  func leaveOut(_ message: String) {
    LifecycleDiagnostic.report(.restorationLeftOut, message)
    leftOut.append(message)
  }

  /// `value` read as a `T`, or `nil` when `T` is not `Decodable` or the value does not
  /// decode as one (then left out as `what`).
  func read<T>(_ value: SnapshotValue, as _: T.Type, _ what: @autoclosure () -> String) -> T? {
    if let scalar = Self.scalar(value, as: T.self) { return scalar }
    guard let decodable = decodableType(T.self) else { return nil }
    do {
      if let read = try SnapshotValueDecoder.decode(decodable, from: value) as? T { return read }
    } catch {
      leaveOut("\(what()) does not decode as \(T.self) (\(restorationReason(error))); it is left out.")
      return nil
    }
    leaveOut("\(what()) does not decode as \(T.self); it is left out.")
    return nil
  }

  /// `value` as a `T` without a decoder, when `T` is `Int` or `String` and `value` holds
  /// one, as their `Decodable` conformances read it: the plain states apps use. `nil`
  /// otherwise, and the decoder reads it.
  private static func scalar<T>(_ value: SnapshotValue, as _: T.Type) -> T? {
    switch value {
    case .int(let number) where T.self == Int.self: Int(exactly: number).flatMap { $0 as? T }
    case .string(let string) where T.self == String.self: string as? T
    default: nil
    }
  }

  /// `type` as a `Decodable` type, or `nil`.
  private func decodableType<T>(_ type: T.Type) -> (any Decodable.Type)? {
    let key = ObjectIdentifier(type)
    if let known = decodableTypes[key] { return known }
    let decodable = type as? any Decodable.Type
    decodableTypes[key] = decodable
    return decodable
  }

  /// `value` read as a `T`, or `nil`, reporting nothing: a look ahead at a part that
  /// ``read(_:as:_:)`` reads, and reports, in its turn.
  func decoded<T>(_ value: SnapshotValue, as _: T.Type) -> T? {
    if let scalar = Self.scalar(value, as: T.self) { return scalar }
    guard let decodable = decodableType(T.self) else { return nil }
    return (try? SnapshotValueDecoder.decode(decodable, from: value)) as? T
  }
}
