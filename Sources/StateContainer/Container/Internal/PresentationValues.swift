/// The presentation value types a container registered, and the value each component it
/// presents or queues was made from (<doc:NavigatingBetweenScreens#Presenting-by-value>).
/// Not generic, and a container keeps it as `AnyObject?`: one that never registers a type
/// pays nothing for it.
@MainActor final class PresentationValues {
  /// One registered type: its factory and its link closures, with the value as `Any`.
  struct Registration {
    let type: ObjectIdentifier
    /// The type in snapshots: `String(reflecting:)`, as a component's type name.
    let key: String
    let make: @MainActor (Any) -> Component
    let decode: (SnapshotValue) throws -> Any
    let equals: (Any, Any) -> Bool
    let readDeepLink: (@MainActor (inout DeepLink) -> Any?)?
    let deepLinkPath: (@MainActor (Any) -> String?)?
  }

  /// A component made from a value, while it is presented or queued.
  struct Made {
    weak var component: Component?
    let registration: Registration
    let value: Any
  }

  private(set) var registrations: [Registration] = []
  /// Whether a container ever registered a type that links read: until then, a link asks no
  /// component for a presentation.
  static var linksReadPresentations = false
  private var made: [Made] = []

  /// Registers `registration`, in place of one of the same type.
  func register(_ registration: Registration) {
    if registration.readDeepLink != nil { Self.linksReadPresentations = true }
    registrations.removeAll { $0.type == registration.type }
    registrations.append(registration)
  }

  func registration(of type: Any.Type) -> Registration? {
    let type = ObjectIdentifier(type)
    return registrations.first { $0.type == type }
  }

  func registration(forKey key: String) -> Registration? {
    registrations.first { $0.key == key }
  }

  func remember(_ component: Component, madeFrom value: Any, by registration: Registration) {
    made.append(Made(component: component, registration: registration, value: value))
  }

  /// Forgets the values of `components`, which left the presentation, and of released ones.
  func forget(_ components: [Component]) {
    made.removeAll { entry in entry.component.map { gone in components.contains { $0 === gone } } ?? true }
  }

  /// The value `component` was made from, while it is presented or queued.
  func value(of component: Component) -> Made? {
    made.first { $0.component === component }
  }
}
