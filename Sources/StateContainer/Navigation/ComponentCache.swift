/// Components made once per key and kept (<doc:NavigatingBetweenScreens#The-component-cache>).
///
/// ``clear()`` lets go of the components nobody shows. In a ``NavigationContainer``'s
/// factory, a key pushed again while its component is in the tree is refused
/// (<doc:NavigatingBetweenScreens#A-cache-in-a-navigation-factory>).
@MainActor public final class ComponentCache<Key: Hashable> {
  private var entries: [Key: Component] = [:]

  /// Creates an empty cache.
  public init() {}

  /// The component cached for `key`, made by `make`, inside this call, if there is none yet.
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

  /// Releases the cached components nobody shows
  /// (<doc:NavigatingBetweenScreens#The-component-cache>); the others stay.
  ///
  /// - Complexity: O(n) in the number of cached components.
  public func clear() {
    entries = entries.filter { $0.value.isInUseByTree }
  }

  /// Releases the component cached for `key` if nobody shows it, as ``clear()`` does for
  /// every key.
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
