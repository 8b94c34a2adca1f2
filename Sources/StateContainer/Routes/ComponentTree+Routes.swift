extension ComponentTree {
  /// The route table the component registers routes in and navigates with: the one
  /// installed nearest upstream under ``RouteTableKey``, else the top component's own
  /// (<doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>).
  ///
  /// - Complexity: O(d), d the number of components upstream.
  public var routeTable: RouteTable { component.nearestRouteTable }

  /// Navigates the tree to `url`: as a deep link through the tree's routed containers,
  /// else through the route handlers of ``routeTable``
  /// (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
  ///
  /// A URL that matches neither reports ``LifecycleDiagnostic/Kind/unmatchedRoute`` and
  /// changes nothing.
  ///
  /// - Parameters:
  ///   - url: A path or a URL (see ``RoutePath``).
  ///   - payload: A value that the URL does not carry, for the route's handler
  ///     (``RouteMatch/payload``) or the routed containers (``DeepLink/payload``).
  ///   - animated: Whether containers on screen animate their transitions.
  /// - Returns: The match (``RouteMatch/isHeld`` when a guard held it), or why nothing
  ///   changed.
  @inlinable @discardableResult
  public func navigate(toURL url: String, payload: Any? = nil, animated: Bool = true)
    -> Result<RouteMatch, RouteFailure>
  {
    // Not generic past this call, so that a link costs no generic-metadata lookups.
    component.navigateTree(toURL: url, payload: payload, animated: animated)
  }

  /// The URL of what the tree shows, or heads to mid-animation: the parts of its routed
  /// containers, from the top; `nil` when no container the tree shows is routed
  /// (<doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>).
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
      // A presentation's part follows the content's, then the presented component's parts.
      let presentation =
        PresentationValues.linksUsePresentations
        ? (component as? any PresentsValues)?.presentationURLPart() : nil
      var presented: Component?
      for child in component.targetURLChildren() {
        if child === presentation?.component { presented = child } else { visit(child) }
      }
      if let presentation {
        routed = true
        parts.append(presentation.part)
      }
      if let presented { visit(presented) }
    }
    visit(component.treeTop)
    guard routed else { return nil }
    let text = parts.joined()
    return text.isEmpty ? "/" : text
  }

  /// Registers a route that ends when the component is released; see ``RouteTable`` for
  /// the rules (<doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>).
  ///
  ///
  /// - Parameters:
  ///   - pattern: The pattern and its parameter types.
  ///   - handler: Called with the component, the match and the converted parameters.
  /// - Returns: The registration, to remove the route earlier than the component's
  ///   release.
  /// - Complexity: O(d + k): d the components upstream, k the pattern's segments.
  @discardableResult
  public func registerRoute<each Parameter: LosslessStringConvertible>(
    _ pattern: RoutePattern<repeat each Parameter>,
    _ handler: @escaping @MainActor (Member, RouteMatch, repeat each Parameter) -> Void
  ) -> RouteRegistration {
    let entry = RouteEntry(segments: pattern.segments, pattern: pattern.description, owner: component) {
      [weak component] match in
      guard let component, let values = RoutePattern<repeat each Parameter>.convert(match.parameterSegments)
      else {
        return nil
      }
      return { handler(component, match, repeat each values) }
    }
    if let problem = pattern.problem {
      routeTable.refuse(pattern.written, problem, by: component)
    } else {
      routeTable.insert(entry)
    }
    return RouteRegistration(entry)
  }

  /// Registers a route from its pattern text and parameter types; see
  /// ``ComponentTree/registerRoute(_:_:)``.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern: literals, `:name`, `*`, `**`.
  ///   - types: One type per `:name`, in order.
  ///   - handler: Called with the component, the match and the converted parameters.
  /// - Returns: The registration, to remove the route earlier.
  @discardableResult
  public func registerRoute<each Parameter: LosslessStringConvertible>(
    _ pattern: String, _ types: repeat (each Parameter).Type,
    handler: @escaping @MainActor (Member, RouteMatch, repeat each Parameter) -> Void
  ) -> RouteRegistration {
    registerRoute(RoutePattern(pattern, repeat each types), handler)
  }
}

extension Component {
  /// The top of this component's tree: the component upstream with no upstream.
  var treeTop: Component {
    var top = self
    for node in upstreamChain() { top = node }
    return top
  }

  @usableFromInline final func navigateTree(toURL url: String, payload: Any? = nil, animated: Bool = true)
    -> Result<RouteMatch, RouteFailure>
  {
    // Not `Result { … }`: its main-actor closure would check its executor.
    let parsed: Result<RoutePath, RouteFailure>
    do throws(RouteFailure) { parsed = .success(try RoutePath(parsing: url)) } catch {
      parsed = .failure(error)
    }
    var unread: String?
    if case .success(let path) = parsed, InteractionCount.live > 0,
      let waiting = treeTop.containerInteracting()
    {
      // A link waits for the interactive transition under way in its tree, then is read.
      let transition = TransitionRequest()
      waiting.deferUntilItsInteractionEnds { [weak self] in
        guard let self else { return transition.deliver(.dropped) }
        switch self.navigateTree(toURL: url, payload: payload, animated: animated) {
        case .success(let match):
          if let linked = match.transition {
            linked.forward(to: transition)
          } else {
            transition.deliver(.completed)
          }
        case .failure(.refused): transition.deliver(.refused)
        case .failure: transition.deliver(.invalid)
        }
      }
      return .success(
        RouteMatch(
          url: url, path: path, pattern: url, parameterNames: [], parameterSegments: [], wildcards: [],
          rest: [],
          payload: payload, transition: transition, heldTransition: nil))
    }
    if case .success(let path) = parsed {
      switch DeepLinkNavigation.reading(
        DeepLink(url: url, path: path, payload: payload), from: treeTop, animated: animated)
      {
      case .read(let navigation):
        let decision = navigation.proceed()
        if case .refused = decision { return .failure(.refused(url)) }
        var held: (any AnyHeldTransition)?
        if case .held(let holder) = decision { held = holder }
        // Made whole in the result: setting its fields after copies it (~500 instructions).
        return .success(
          RouteMatch(
            url: url, path: path, pattern: navigation.canonicalURL, parameterNames: [], parameterSegments: [],
            wildcards: [], rest: [], payload: payload, transition: navigation.outcome,
            heldTransition: held))
      case .unread(let sentence):
        unread = sentence
      }
    }
    return nearestRouteTable.navigate(
      to: url, parsed: parsed, payload: payload, call: "tree.navigate(toURL:", unread: unread)
  }
}
