/// Where a component saves its own data when a snapshot is taken, and reads it back when the
/// tree is restored (<doc:SavingAndRestoringTheApp#Each-screen-saves-its-own-data>).
///
/// Its keys belong to one component: two screens may use the same key, and a screen whose
/// type was renamed does not read the data of the old one.
@MainActor public final class RestorationCoder {
  /// The values saved, by key.
  var values: [String: SnapshotValue]
  /// Names the component and the hook in diagnostics; built only for one (a component's
  /// `debugName` reflects on its type).
  private let place: () -> String

  init(values: [String: SnapshotValue] = [:], place: @escaping @autoclosure () -> String) {
    self.values = values
    self.place = place
  }

  /// Saves `value` under `key`, replacing what was saved there. A value that cannot be
  /// encoded is not saved, with a ``LifecycleDiagnostic/Kind/restorationValueNotCoded``
  /// diagnostic.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - key: The component's own name for it.
  public func encode<T: Encodable>(_ value: T, forKey key: String) {
    do {
      values[key] = try SnapshotValueEncoder.encode(value)
    } catch {
      LifecycleDiagnostic.report(
        .restorationValueNotCoded,
        "\(place()) could not save the \(T.self) for key \"\(key)\" (\(restorationReason(error))); it is not saved."
      )
    }
  }

  /// The value saved under `key`, or `nil` when none was, or when it does not decode as a
  /// `T` (then with a ``LifecycleDiagnostic/Kind/restorationValueNotCoded`` diagnostic).
  ///
  /// - Parameters:
  ///   - type: The type to read.
  ///   - key: The name the value was saved under.
  /// - Returns: The value, or `nil`.
  public func decode<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
    guard let value = values[key] else { return nil }
    do {
      return try SnapshotValueDecoder.decode(T.self, from: value)
    } catch {
      LifecycleDiagnostic.report(
        .restorationValueNotCoded,
        "\(place()) could not read the value for key \"\(key)\" as \(T.self) (\(restorationReason(error))); returned nil."
      )
      return nil
    }
  }
}
