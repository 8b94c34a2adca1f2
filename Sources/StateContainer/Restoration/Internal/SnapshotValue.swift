/// A JSON-shaped value: how a snapshot holds the app's own values (a container's `State`, a
/// navigation destination, a screen's saved data), nested inline so that its JSON reads as
/// the values do.
///
/// Numbers are kept the way JSON keeps them, one number kind whatever Swift type wrote it:
/// an integral number in `Int64`'s range is `int`, one above `Int64.max` is `unsigned`,
/// any other is `double` (`-0.0` too). `init(number:)` and `init(integer:)` keep that rule,
/// which the coders and `init(from:)` follow, so a value survives a JSON round trip equal.
indirect enum SnapshotValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  /// Only above `Int64.max`: a smaller unsigned number is `int`.
  case unsigned(UInt64)
  case double(Double)
  case string(String)
  case array([SnapshotValue])
  case object([String: SnapshotValue])

  /// The value of an integer, `nil` when it does not fit in 64 bits.
  init?(integer: some BinaryInteger) {
    if let value = Int64(exactly: integer) {
      self = .int(value)
    } else if let value = UInt64(exactly: integer) {
      self = .unsigned(value)
    } else {
      return nil
    }
  }

  /// The value of a finite floating-point number: `int` or `unsigned` when it is integral
  /// and fits, since JSON writes `1.0` as `1` and reads it back as an integer.
  init(number: Double) {
    if number == 0, number.sign == .minus {
      self = .double(number)
    } else if let value = Int64(exactly: number) {
      self = .int(value)
    } else if let value = UInt64(exactly: number) {
      self = .unsigned(value)
    } else {
      self = .double(number)
    }
  }
}
