/// A snapshot of a component and everything below it, as a value: every container's state,
/// history and navigation tree, and each screen's own saved data
/// (<doc:SavingAndRestoringTheApp>). Take it with ``ComponentTree/snapshot()``.
///
/// It holds no object and is independent of the tree it was taken from. Its contents are
/// opaque so that its format can evolve; its JSON carries a format version.
public struct TreeSnapshot: Codable, Equatable, Sendable {
  /// The version of the format this library writes.
  static let currentFormatVersion = 1

  /// The version of the format the snapshot was written in.
  let formatVersion: Int
  let root: ComponentSnapshot

  init(root: ComponentSnapshot) {
    formatVersion = Self.currentFormatVersion
    self.root = root
  }

  enum CodingKeys: String, CodingKey {
    case formatVersion = "v"
    case root = "t"
  }

  /// Reads a snapshot written in this format version or an older one.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a snapshot written by a newer version of
  ///   the library or with a format version below 1, and the decoder's errors for data that
  ///   is not a snapshot.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    formatVersion = try container.decode(Int.self, forKey: .formatVersion)
    guard formatVersion <= Self.currentFormatVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .formatVersion, in: container,
        debugDescription: "The snapshot is in format version \(formatVersion); this version of the "
          + "library reads versions up to \(Self.currentFormatVersion).")
    }
    guard formatVersion >= 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .formatVersion, in: container,
        debugDescription: "The snapshot's format version is \(formatVersion); versions start at 1, so "
          + "this is not a snapshot this library wrote.")
    }
    root = try container.decode(ComponentSnapshot.self, forKey: .root)
  }
}
