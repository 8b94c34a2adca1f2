/// The name a snapshot keys a component by, `String(reflecting:)` of its type, kept per type:
/// the runtime builds it anew on every call (some 7,000 instructions for a nested type), and
/// a snapshot or a restore needs it for every component it saves or matches.
@MainActor enum ComponentTypeName {
  private static var names: [ObjectIdentifier: String] = [:]

  static func of(_ component: Component) -> String {
    let type = type(of: component)
    if let name = names[ObjectIdentifier(type)] { return name }
    let name = String(reflecting: type)
    names[ObjectIdentifier(type)] = name
    return name
  }
}
