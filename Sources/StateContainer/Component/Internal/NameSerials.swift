/// The suffixes that tell components of one type apart in a message, `Screen#2`.
///
/// A component gets its number the first time a message needs it and keeps it for life,
/// so a name reads the same in every message and transcript line.
@MainActor enum NameSerials {
  @exclusivity(unchecked) private static var last = 0

  /// The next number, starting at 1: one counter for all components, so that two
  /// components never get the same suffix, whatever their names and types.
  static func next() -> Int {
    last += 1
    return last
  }

  /// The names of `components` in one message: each one's ``Component/debugName``, with
  /// its suffix where two different components would otherwise read the same.
  static func distinct(_ components: [Component]) -> [String] {
    components.map { component in
      let name = component.debugName
      let isShared = components.contains { $0 !== component && $0.debugName == name }
      return isShared ? component.numberedName : name
    }
  }
}
