/// The context of one component: values stored under ``ContextKey`` types that flow down
/// the tree.
///
/// A read returns the component's own value for the key, else the value its
/// ``Component/upstreamComponent`` reads, and so on up to the top; with none, the key's
/// ``ContextKey/defaultValue``. Reads are live: they see the tree as it is at the moment of
/// the read, so a value written high in the tree reaches everything below it at once, and
/// nothing is cached that a later write could miss.
///
/// A write sets the component's own value: a branch. The component and everything
/// downstream of it read the new value; its upstream, its siblings and other branches do
/// not. Own values are stored in the component, released with it, and never copied.
///
/// ```swift
/// app.treeContext.theme = .dark        // the whole tree reads .dark
/// settings.treeContext.theme = .light  // settings and what is below it read .light
/// settings.treeContext.removeValue(for: ThemeKey.self)  // settings reads .dark again
/// ```
///
/// - Complexity: A read is O(1) when the value is the component's own and O(d) at worst,
///   d the number of components upstream of it. A write is O(1).
@MainActor public struct Context {
  /// The component whose context this is.
  public let component: Component

  /// Creates the context of `component`.
  ///
  /// - Parameter component: The component to read and write values on.
  public init(of component: Component) {
    self.component = component
  }

  /// The value for `key`: the component's own, else the nearest upstream one, else the
  /// key's default. Setting it sets the component's own value.
  ///
  /// - Parameter key: The key's type.
  public subscript<Key: ContextKey>(key: Key.Type) -> Key.Value {
    get { value(for: key) ?? Key.defaultValue }
    nonmutating set { component.contextValues[ObjectIdentifier(key)] = newValue }
  }

  /// The value for `key` from the component or the nearest component upstream of it that
  /// has one, or `nil` when none has; the key's default is not consulted.
  ///
  /// - Parameter key: The key's type.
  /// - Returns: The nearest value, or `nil`.
  public func value<Key: ContextKey>(for key: Key.Type) -> Key.Value? {
    let identifier = ObjectIdentifier(key)
    for current in component.upstreamChain(includingSelf: true) {
      if let value = current.contextValues[identifier] { return (value as! Key.Value) }
    }
    return nil
  }

  /// Whether the component has a value of its own for `key`.
  ///
  /// - Parameter key: The key's type.
  public func hasOwnValue<Key: ContextKey>(for key: Key.Type) -> Bool {
    component.contextValues[ObjectIdentifier(key)] != nil
  }

  /// Removes the component's own value for `key`, so that reads fall through to its
  /// upstream again.
  ///
  /// - Parameter key: The key's type.
  /// - Returns: The value removed, or `nil` if the component had none.
  @discardableResult
  public func removeValue<Key: ContextKey>(for key: Key.Type) -> Key.Value? {
    component.contextValues.removeValue(forKey: ObjectIdentifier(key)).map { $0 as! Key.Value }
  }
}

extension Component {
  /// The values that flow down the tree to this component; see ``Context``.
  ///
  /// `Context(of: component)` is the same. (It is not called `context`, so that
  /// subclasses keep that name, often a Core Data context, for themselves.)
  ///
  /// ```swift
  /// let theme = component.treeContext.theme
  /// component.treeContext.theme = .dark
  /// ```
  public var treeContext: Context { Context(of: self) }
}
