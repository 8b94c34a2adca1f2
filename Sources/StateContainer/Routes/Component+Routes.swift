extension Component {
  /// The route table this component registers routes in and navigates with: the one
  /// installed nearest upstream under ``RouteTableKey``, else its top component's own.
  ///
  /// The top component (the one with no ``upstreamComponent``) makes its own table the
  /// first time one is needed and keeps it for its lifetime, so every component of a tree
  /// shares one table. A component that registers routes while it is detached is its own
  /// top; when it then gets an upstream (a container adds it), its routes move to the table
  /// of the tree it joins, where a clash is reported like any other.
  ///
  /// ```swift
  /// let routes = screen.treeRouteTable  // the same object for every component of the tree
  /// ```
  ///
  /// - Complexity: O(d), d the number of components upstream.
  public var treeRouteTable: RouteTable {
    let installed = ObjectIdentifier(RouteTableKey.self)
    var node = self
    while true {
      if let value = node.contextValues[installed], let table = value as? RouteTable { return table }
      guard let next = node.upstreamComponent else { return node.ownRouteTable }
      node = next
    }
  }

  /// Navigates the tree to `url`: resolves its route in ``treeRouteTable`` and runs the
  /// route's handler now.
  ///
  /// See ``RouteTable/navigate(to:payload:)`` for every rule. A URL that is malformed or
  /// matches no route reports ``LifecycleDiagnostic/Kind/unmatchedRoute`` and runs
  /// nothing.
  ///
  /// ```swift
  /// final class Inbox: Component {
  ///   func open(_ id: Int) { navigate(toURL: "/notes/\(id)") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: A path or a URL (see ``RoutePath``).
  ///   - payload: A value for the handler that the URL does not carry.
  /// - Returns: The match whose handler ran, or why none did.
  @discardableResult
  public func navigate(toURL url: String, payload: Any? = nil) -> Result<RouteMatch, RouteFailure> {
    treeRouteTable.navigate(to: url, payload: payload)
  }

  /// The component's own table, made now if it has none.
  var ownRouteTable: RouteTable {
    let key = ObjectIdentifier(ImplicitRouteTableKey.self)
    if let table = contextValues[key] { return table as! RouteTable }
    let table = RouteTable()
    contextValues[key] = table
    return table
  }

  /// Called right after the component gets an upstream: moves the live routes of its own
  /// table, if it has one, to the table it resolves to now, and drops its own table.
  final func handOverOwnRouteTable() {
    guard let value = contextValues.removeValue(forKey: ObjectIdentifier(ImplicitRouteTableKey.self)) else {
      return
    }
    let own = value as! RouteTable
    guard own.hasLiveRoutes else { return }
    let table = treeRouteTable
    for entry in own.takeLiveEntries() { table.insert(entry) }
  }
}

extension TreeMember {
  /// Registers a route that ends when this component is released.
  ///
  /// The handler receives the component itself, the ``RouteMatch`` and the parameters
  /// converted to the pattern's types, so it need not capture the component. The route
  /// is registered in ``Component/treeRouteTable`` now; see ``RouteTable`` for the rules
  /// (most specific wins, typed parameters, clashes refused with a diagnostic).
  ///
  /// ```swift
  /// final class Notes: Component {
  ///   private(set) var shown: [Int] = []
  ///
  ///   override init() {
  ///     super.init()
  ///     registerRoute(RoutePattern("/notes/:id", Int.self)) { notes, match, id in
  ///       notes.shown.append(id)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// And its test:
  ///
  /// ```swift
  /// @Test @MainActor func aLinkShowsItsNote() {
  ///   let notes = Notes()
  ///   notes.navigate(toURL: "/notes/007")
  ///   #expect(notes.shown == [7])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern and its parameter types.
  ///   - handler: Called with this component, the match and the converted parameters.
  /// - Returns: The registration, to remove the route earlier than the component's
  ///   release.
  /// - Complexity: O(d + k): d the components upstream, k the pattern's segments.
  @discardableResult
  public func registerRoute<each Parameter: LosslessStringConvertible>(
    _ pattern: RoutePattern<repeat each Parameter>,
    _ handler: @escaping @MainActor (Self, RouteMatch, repeat each Parameter) -> Void
  ) -> RouteRegistration {
    let entry = RouteEntry(segments: pattern.segments, pattern: pattern.description, owner: self) {
      [weak self] match in
      guard let self, let values = RoutePattern<repeat each Parameter>.convert(match.parameterSegments) else {
        return nil
      }
      return { handler(self, match, repeat each values) }
    }
    if let problem = pattern.problem {
      RouteTable.refuse(pattern.written, problem, by: self)
    } else {
      treeRouteTable.insert(entry)
    }
    return RouteRegistration(entry)
  }

  /// Registers a route from its pattern text and parameter types that ends when this
  /// component is released; see ``registerRoute(_:_:)``.
  ///
  /// ```swift
  /// notes.registerRoute("/notes/:id", Int.self) { notes, match, id in notes.show(id) }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The path pattern: literals, `:name`, `*`, `**`.
  ///   - types: One type per `:name`, in order.
  ///   - handler: Called with this component, the match and the converted parameters.
  /// - Returns: The registration, to remove the route earlier.
  @discardableResult
  public func registerRoute<each Parameter: LosslessStringConvertible>(
    _ pattern: String, _ types: repeat (each Parameter).Type,
    handler: @escaping @MainActor (Self, RouteMatch, repeat each Parameter) -> Void
  ) -> RouteRegistration {
    registerRoute(RoutePattern(pattern, repeat each types), handler)
  }
}
