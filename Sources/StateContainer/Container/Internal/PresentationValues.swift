/// The presentation value types a container registered, and the value each component it
/// presents or queues was made from (<doc:NavigatingBetweenScreens#Presenting-by-value>).
/// A container that never registers a type pays nothing for it: the registry is kept with
/// its context values (`StateContainer.presentationValues`).
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
  /// Whether a container ever registered a type that links read or print: until then, links
  /// and ``ComponentTree/currentURL`` ask no component about presentations.
  @exclusivity(unchecked) static var linksUsePresentations = false
  private var made: [Made] = []

  /// Registers `registration`, in place of one of the same type.
  func register(_ registration: Registration) {
    if registration.readDeepLink != nil || registration.deepLinkPath != nil {
      Self.linksUsePresentations = true
    }
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

/// A container that may present registered values: a link and ``ComponentTree/currentURL``
/// ask it, once a type that links read or print was registered
/// (<doc:RoutesAndDeepLinks#A-URL-that-presents>).
@MainActor protocol PresentsValues: Component {
  /// The component a link presents here when what is left of `link` names a registered value.
  func presentation(readingDeepLink link: inout DeepLink, for navigation: DeepLinkNavigation) -> Component?
  /// The part of the URL the presented value prints, and its component.
  func presentationURLPart() -> (part: String, component: Component)?
}
