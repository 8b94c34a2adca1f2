/// The name a snapshot keys a component by, `String(reflecting:)` of its type, kept per type:
/// the runtime builds it anew on every call (some 7,000 instructions for a nested type), and
/// a snapshot or a restore needs it for every component it saves or matches.
@MainActor enum ComponentTypeName {
  private static var names: [ObjectIdentifier: String] = [:]

  static func of(_ component: Component) -> String {
    let type = type(of: component)
    if let name = names[ObjectIdentifier(type)] { return name }
    let name = stableName(of: type)
    names[ObjectIdentifier(type)] = name
    return name
  }

  /// `String(reflecting:)` of `type` without the parts that change from launch to launch: a
  /// `private` or `fileprivate` type, or one declared in a function, is named inside
  /// `(unknown context at $55c264453dec)`, the address of its context in this run.
  nonisolated static func stableName(of type: Any.Type) -> String {
    let name = String(reflecting: type)
    let marker = "(unknown context at $"
    guard name.contains(marker) else { return name }
    var stable = ""
    var rest = Substring(name)
    while let start = rest.firstRange(of: marker) {
      stable += rest[..<start.lowerBound]
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: ")") else { break }
      rest = rest[rest.index(after: end)...]
      if rest.first == "." { rest = rest.dropFirst() }
    }
    return stable + rest
  }
}
