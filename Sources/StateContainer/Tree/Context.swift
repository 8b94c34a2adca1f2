/// The context of one component: values stored under ``ContextKey`` types that flow down
/// the tree (<doc:ContextResponsesAndEvents#Context>).
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
    nonmutating set {
      TreeNode.contextRevision &+= 1
      component.node.contextValues[ObjectIdentifier(key)] = newValue
      // A bus or table installed where the component's own was in use takes what it holds.
      if key == EventBusKey.self || key == RouteTableKey.self { component.handOverOwnPerTreeObjects() }
    }
  }

  /// The nearest value for `key`, as the subscript reads it, or `nil` instead of the key's default.
  ///
  /// - Parameter key: The key's type.
  public func value<Key: ContextKey>(for key: Key.Type) -> Key.Value? {
    let identifier = ObjectIdentifier(key)
    for current in component.upstreamChain(includingSelf: true) {
      if let value = current.treeNode?.contextValues[identifier] { return (value as! Key.Value) }
    }
    return nil
  }

  /// Whether the component has a value of its own for `key`.
  ///
  /// - Parameter key: The key's type.
  public func hasOwnValue<Key: ContextKey>(for key: Key.Type) -> Bool {
    component.treeNode?.contextValues[ObjectIdentifier(key)] != nil
  }

  /// Removes the component's own value for `key`, so that reads fall through again.
  ///
  /// - Parameter key: The key's type.
  /// - Returns: The value removed, or `nil` if the component had none.
  @discardableResult
  public func removeValue<Key: ContextKey>(for key: Key.Type) -> Key.Value? {
    TreeNode.contextRevision &+= 1
    return component.treeNode?.contextValues.removeValue(forKey: ObjectIdentifier(key)).map {
      $0 as! Key.Value
    }
  }
}
