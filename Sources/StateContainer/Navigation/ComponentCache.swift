/// Components made once per key and kept (<doc:NavigatingBetweenScreens#The-component-cache>).
///
/// ``component(for:make:)`` runs its factory the first time a key is asked for and
/// returns the same instance every time after, so a screen that comes back is the screen
/// that left, with everything it kept. ``clear()`` lets go of the components nobody shows:
/// those with no parent that are neither presented, queued for presentation, nor the
/// entry of a live navigation node; the others stay.
///
/// In a ``NavigationContainer``'s factory it gives one instance per key, and a component
/// is in one place at a time: a key pushed again while its component is still in the tree
/// (a double tap, a detail that pushes itself) is refused with a
/// ``LifecycleDiagnostic/Kind/navigationEntryInUse`` diagnostic, and the move reports
/// ``TransitionOutcome/invalid`` (a push a guard holds, when it is proceeded: the factory
/// runs then); once the node is popped and its component has left the
/// screen, the key's component comes back. For destinations that can repeat, make a new
/// component per node, or key the cache by node. See "A cache in a navigation factory" in
/// <doc:NavigatingBetweenScreens>.
///
/// ```swift
/// enum Page: Hashable { case home, note(Int) }
///
/// // A second push(.note(7), animated:) while note 7 is in the stack reports .invalid.
/// @MainActor func makeStack(screens: ComponentCache<Page>) -> NavigationContainer<Page> {
///   NavigationContainer(root: .home) { page in
///     screens.component(for: page) { Component() }
///   }
/// }
/// ```
///
/// It serves ``StateContainer/children(for:)`` too:
///
/// ```swift
/// enum Tab: Hashable { case inbox, archive }
///
/// final class MailScreen: StateContainer<Tab> {
///   let cache = ComponentCache<Tab>()
///
///   override func loadAppearanceState() -> Tab { .inbox }
///
///   override func children(for state: Tab) -> [Component] {
///     [cache.component(for: state) { Component() }]
///   }
/// }
/// ```
@MainActor public final class ComponentCache<Key: Hashable> {
  private var entries: [Key: Component] = [:]

  /// Creates an empty cache.
  public init() {}

  /// The component cached for `key`, made by `make` if there is none yet.
  ///
  /// `make` runs at most once per key (until ``clear()`` lets the component go), inside
  /// this call, so the caller can configure what it makes.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - make: Makes the component the first time `key` is asked for.
  /// - Returns: The cached component.
  /// - Complexity: O(1) on average, plus `make`.
  public func component(for key: Key, make: () -> Component) -> Component {
    if let cached = entries[key] { return cached }
    let made = make()
    entries[key] = made
    return made
  }

  /// The component cached for `key`, if any; makes nothing.
  public subscript(key: Key) -> Component? { entries[key] }

  /// Releases the cached components that are not in use: with no parent, not presented
  /// or queued for presentation by a live container, not the entry of a live navigation
  /// node. The ones in use stay cached.
  ///
  /// - Complexity: O(n) in the number of cached components.
  public func clear() {
    entries = entries.filter { $0.value.isInUseByTree }
  }

  /// Releases the component cached for `key` if it is not in use, as ``clear()`` does for
  /// every key: a detail popped for good can go while the others stay cached.
  ///
  /// ```swift
  /// stack.pop(animated: false)
  /// screens.removeComponent(for: .note(7))  // note 7 is made anew next time
  /// ```
  ///
  /// - Parameter key: The key whose component to release.
  /// - Returns: Whether it was released; `false` when nothing is cached for `key` or its
  ///   component is still in use (it stays cached).
  /// - Complexity: O(1) on average.
  @discardableResult
  public func removeComponent(for key: Key) -> Bool {
    guard let cached = entries[key], !cached.isInUseByTree else { return false }
    entries[key] = nil
    return true
  }

  /// The number of cached components.
  public var count: Int { entries.count }

  /// The keys of the cached components, in no particular order.
  public var keys: [Key] { Array(entries.keys) }
}
