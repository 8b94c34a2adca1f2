/// The suffixes that tell components of one type apart in a message, `Screen#2`.
///
/// A component gets its number the first time a message needs it and keeps it for life,
/// so a name reads the same in every message and transcript line.
@MainActor enum NameSerials {
  @exclusivity(unchecked) private static var last: [String: Int] = [:]

  /// The next number for components named `name`, starting at 1.
  static func next(for name: String) -> Int {
    let number = last[name, default: 0] + 1
    last[name] = number
    return number
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
