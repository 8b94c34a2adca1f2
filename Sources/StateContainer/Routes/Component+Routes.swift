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
    var top = self
    for node in upstreamChain(includingSelf: true) {
      if let value = node.contextValues[installed], let table = value as? RouteTable { return table }
      top = node
    }
    return top.ownRouteTable
  }

  /// Navigates the tree to `url`: as a deep link through the tree's routed containers,
  /// else through the route handlers of ``treeRouteTable`` (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
  ///
  /// **Deep links.** The URL is read from the top of the tree: each routed container
  /// reads its part (``StateContainer/state(forDeepLink:)``,
  /// ``NavigationContainer/destination(forDeepLink:above:)``) and hands the rest to what it
  /// will show in the state it read. Past the last segment, the walk goes on with the
  /// link's end, so that containers below show what an address without their part names
  /// (a navigation container that shows a part goes back to its root). When they read
  /// every segment:
  /// - Every container that changes is asked by its guard
  ///   (``StateContainer/transitionDecision(for:)``, with
  ///   ``TransitionCause/deepLink(url:)``), outermost first, before anything changes. One
  ///   refusal refuses the whole link: nothing changes, and this returns
  ///   ``RouteFailure/refused(_:)``. One hold holds the whole link in the first container
  ///   that held: the match's ``RouteMatch/heldTransition`` (the same as that container's
  ///   ``StateContainer/heldTransition``) proceeds or cancels all of it, and
  ///   ``HeldTransitionEvent`` is posted on the tree's bus.
  /// - Then each container makes at most one transition, the outermost first. A container
  ///   that is not on screen takes its state at once, without animation, and appears in it:
  ///   no screen in between appears on the way.
  /// - The match's ``RouteMatch/transition`` reports when every container has shown it.
  ///
  /// Reading makes no change the user can see, but it may make components: the children of
  /// the states read (``StateContainer/children(for:)``) and the entries a navigation
  /// container will push, made by its factory so that they can read the rest. A link that
  /// is refused or not read through drops the entries.
  ///
  /// **Route handlers.** When the routed containers leave a segment unread, the URL goes to
  /// ``RouteTable/navigate(to:payload:)``: the most specific route's handler runs now.
  /// A URL that is malformed or matches neither reports
  /// ``LifecycleDiagnostic/Kind/unmatchedRoute`` and changes nothing.
  ///
  /// ```swift
  /// final class Inbox: Component {
  ///   func open(_ id: Int) { navigate(toURL: "/notes/\(id)") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: A path or a URL (see ``RoutePath``).
  ///   - payload: A value that the URL does not carry, for the route's handler
  ///     (``RouteMatch/payload``) or the routed containers (``DeepLink/payload``).
  ///   - animated: Whether containers on screen animate their transitions.
  /// - Returns: The match (``RouteMatch/isHeld`` when a guard held it), or why nothing
  ///   changed.
  @discardableResult
  public func navigate(toURL url: String, payload: Any? = nil, animated: Bool = true)
    -> Result<RouteMatch, RouteFailure>
  {
    let parsed = Result { () throws(RouteFailure) in try RoutePath(parsing: url) }
    var unread: String?
    if case .success(let path) = parsed {
      switch DeepLinkNavigation.reading(
        DeepLink(url: url, path: path, payload: payload), from: treeTop, animated: animated)
      {
      case .read(let navigation):
        let decision = navigation.proceed()
        if case .refused = decision { return .failure(.refused(url)) }
        var match = RouteMatch(
          url: url, path: path, pattern: navigation.canonicalURL, parameterNames: [], parameterSegments: [],
          wildcards: [], rest: [], payload: payload)
        match.transition = navigation.outcome.request
        if case .held(let held) = decision { match.heldTransition = held }
        return .success(match)
      case .unread(let sentence):
        unread = sentence
      }
    }
    return treeRouteTable.navigate(
      to: url, parsed: parsed, payload: payload, call: "navigate(toURL:", unread: unread)
  }

  /// The URL of what the tree shows, or heads to mid-animation: the parts of its routed
  /// containers, from the top; `nil` when no container the tree shows is routed.
  ///
  /// Each routed container adds its part for the state it heads to, then the components
  /// that state shows add theirs, in the order of the tree:
  /// - a ``StateContainer`` adds ``StateContainer/deepLinkPath(for:)`` of
  ///   ``StateContainer/currentState`` (the state of its transition in flight), and its
  ///   children in that state follow, not the children it is removing;
  /// - a ``NavigationContainer`` adds the parts of its current path (moves change the tree
  ///   at once), and the entry of ``NavigationContainer/currentNode`` follows.
  ///
  /// So at every instant of an animation the URL names the screens the tree is heading to,
  /// never a mix of what arrives and what leaves: switching from `/items/5` to the settings
  /// tab reads `/settings` from the moment the switch begins. A request that waits behind a
  /// transition in flight shows in the URL when it begins. The URL carries what is shown,
  /// not history, drafts, payloads or the stacks of tabs not shown: navigating a fresh tree
  /// to it shows the same states. See <doc:RoutesAndDeepLinks>.
  ///
  /// ```swift
  /// let url = app.currentURL  // "/inbox/notes/7"
  /// ```
  ///
  /// - Complexity: O(n), the components the tree shows.
  public var currentURL: String? {
    var parts: [String] = []
    var routed = false
    func visit(_ component: Component) {
      if let part = component.targetDeepLinkPath() {
        routed = true
        parts.append(part)
      }
      for child in component.targetURLChildren() { visit(child) }
    }
    visit(treeTop)
    guard routed else { return nil }
    let text = parts.joined()
    return text.isEmpty ? "/" : text
  }

  /// The top of this component's tree: the component upstream with no upstream.
  var treeTop: Component {
    var top = self
    for node in upstreamChain() { top = node }
    return top
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
      treeRouteTable.refuse(pattern.written, problem, by: self)
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
