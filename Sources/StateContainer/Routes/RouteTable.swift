/// Where URLs are matched to routes: one table per tree, like a web router.
///
/// A route is a ``RoutePattern`` and a handler. ``navigate(to:payload:)`` runs the handler
/// of the most specific route whose parameters all convert; a URL that matches none reports
/// ``LifecycleDiagnostic/Kind/unmatchedRoute`` and runs nothing. The matching rules, clashes
/// and removal are in <doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>.
/// Components reach their tree's table as ``ComponentTree/routeTable``; a table made on its
/// own works the same:
///
/// ```swift
/// let routes = RouteTable()
/// routes.addRoute(RoutePattern("/notes/:id", Int.self)) { match, id in
///   print("note", id)
/// }
/// routes.addRoute(RoutePattern("/notes/*")) { match in
///   print("not a note id:", match.wildcards[0])
/// }
/// routes.navigate(to: "/notes/007")  // note 7
/// routes.navigate(to: "/notes/new")  // not a note id: new
/// ```
///
/// - Complexity: Matching is O(k) in the segments of the URL, plus the routes it tries
///   when a parameter fails to convert, whatever the number of routes; bounded by the
///   trie's nodes in the worst case. Registering and removing are O(k) in the pattern's
///   segments.
@MainActor public final class RouteTable {
  private let root = RouteNode(parent: nil, edge: .root)
  /// The routes added, in registration order; removed ones are dropped lazily.
  private var entries: [RouteEntry] = []
  /// The entry count at which ended routes are next dropped.
  private var sweepThreshold = 16

  /// Creates a table with no routes; install it under ``RouteTableKey`` to give a subtree
  /// a table of its own.
  public init() {}

  /// Registers a route that lasts until its registration is cancelled.
  ///
  /// An invalid pattern, or one that clashes with a registered one, is refused with a
  /// diagnostic and an inactive registration; the first route stays.
  ///
  /// - Parameters:
  ///   - pattern: The pattern and its parameter types.
  ///   - handler: Called with the match and the converted parameters.
  /// - Returns: The registration, to remove the route.
  /// - Complexity: O(k), k the pattern's segments.
  @discardableResult
  public func addRoute<each Parameter: LosslessStringConvertible>(
    _ pattern: RoutePattern<repeat each Parameter>,
    _ handler: @escaping @MainActor (RouteMatch, repeat each Parameter) -> Void
  ) -> RouteRegistration {
    let entry = RouteEntry(segments: pattern.segments, pattern: pattern.description, owner: nil) { match in
      guard let values = RoutePattern<repeat each Parameter>.convert(match.parameterSegments) else {
        return nil
      }
      return { handler(match, repeat each values) }
    }
    if let problem = pattern.problem {
      refuse(pattern.written, problem, by: nil)
    } else {
      insert(entry)
    }
    return RouteRegistration(entry)
  }

  /// Registers a route from its pattern text and parameter types; see
  /// ``addRoute(_:_:)``.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern: literals, `:name`, `*`, `**`.
  ///   - types: One type per `:name`, in order.
  ///   - handler: Called with the match and the converted parameters.
  /// - Returns: The registration, to remove the route.
  @discardableResult
  public func addRoute<each Parameter: LosslessStringConvertible>(
    _ pattern: String, _ types: repeat (each Parameter).Type,
    handler: @escaping @MainActor (RouteMatch, repeat each Parameter) -> Void
  ) -> RouteRegistration {
    addRoute(RoutePattern(pattern, repeat each types), handler)
  }

  /// Finds the route that `url` leads to and converts its parameters, without running its
  /// handler and without a diagnostic.
  ///
  /// - Parameter url: A path or a URL (see ``RoutePath``).
  /// - Returns: The match, or why there is none.
  /// - Complexity: Like ``navigate(to:payload:)``, without the handler.
  public func match(_ url: String) -> Result<RouteMatch, RouteFailure> {
    Result { () throws(RouteFailure) in try RoutePath(parsing: url) }
      .flatMap { resolve(url, $0, payload: nil) }.map(\.match)
  }

  /// Navigates to `url`: runs the handler of its route before returning, or, when none
  /// matches, reports ``LifecycleDiagnostic/Kind/unmatchedRoute`` and runs nothing.
  ///
  /// - Parameters:
  ///   - url: A path or a URL (see ``RoutePath``).
  ///   - payload: A value for the handler that the URL does not carry, as
  ///     ``RouteMatch/payload``.
  /// - Returns: The match whose handler ran, or why none did.
  @discardableResult
  public func navigate(to url: String, payload: Any? = nil) -> Result<RouteMatch, RouteFailure> {
    // The seam for what comes with navigation containers: asking guards and handing each
    // routed container the rest of its path happen here, between resolving and running.
    navigate(
      to: url, parsed: Result { () throws(RouteFailure) in try RoutePath(parsing: url) }, payload: payload)
  }

  /// Navigates to `url`, already parsed (or not parsable) as `parsed`; see
  /// ``navigate(to:payload:)``.
  ///
  /// - Parameters:
  ///   - call: How the diagnostic names the call, up to the URL.
  ///   - unread: What the tree's routed containers left unread, for the diagnostic.
  func navigate(
    to url: String, parsed: Result<RoutePath, RouteFailure>, payload: Any?, call: String = "navigate(to:",
    unread: String? = nil
  ) -> Result<RouteMatch, RouteFailure> {
    switch parsed.flatMap({ resolve(url, $0, payload: payload) }) {
    case .success(let resolution):
      resolution.run()
      return .success(resolution.match)
    case .failure(let failure):
      Self.reportUnmatched(
        failure, call: call, tried: lastConversionFailures, unread: unread, refused: refusedPatterns)
      return .failure(failure)
    }
  }

  /// The canonical patterns of the routes that can match now, in registration order.
  ///
  /// - Complexity: O(n), n the routes added.
  public var routes: [String] {
    entries.filter(\.isLive).map(\.pattern)
  }

  // MARK: - Internals

  /// A route found for a URL, with the call of its handler.
  struct Resolution {
    let match: RouteMatch
    let run: @MainActor () -> Void
  }

  /// How a frame of the matching walk reached its node, and what it tries next.
  private struct Frame {
    let node: RouteNode
    let edge: RouteNode.Edge
    /// 0: end of path or a literal child; 1: the parameter child; 2: the `*` child;
    /// 3: the `**` child; then back up.
    var stage: UInt8 = 0
  }

  /// The patterns whose segments matched the last URL resolved but whose parameters did
  /// not convert, for the diagnostic.
  private var lastConversionFailures: [String] = []
  /// The last invalid patterns refused (at most ``refusedPatternLimit``): a link that
  /// matches nothing names them, since one of them may be the route meant.
  private var refusedPatterns: [String] = []
  private static let refusedPatternLimit = 4

  /// Finds the most specific live route for `path`, parsed from `url`, whose parameters
  /// convert.
  ///
  /// A depth-first walk in specificity order, with an explicit stack: each node is
  /// visited at most once, and the stack is no deeper than the longest pattern, so no
  /// path, however long, can exhaust the call stack.
  func resolve(_ url: String, _ path: RoutePath, payload: Any?) -> Result<Resolution, RouteFailure> {
    lastConversionFailures.removeAll(keepingCapacity: true)
    let segments = path.segments
    let count = segments.count
    var frames: [Frame] = [Frame(node: root, edge: .root)]
    var ended: [RouteEntry] = []
    defer { for entry in ended { entry.remove() } }
    while let top = frames.last {
      let depth = frames.count - 1
      frames[depth].stage += 1
      switch top.stage {
      case 0:
        if depth == count {
          if let entry = top.node.entry,
            let resolution = attempt(entry, url, path, frames, rest: [], payload, &ended)
          {
            return .success(resolution)
          }
        } else if let child = top.node.literals[segments[depth]] {
          frames.append(Frame(node: child, edge: .literal))
        }
      case 1:
        if depth < count, let child = top.node.parameter {
          frames.append(Frame(node: child, edge: .parameter))
        }
      case 2:
        if depth < count, let child = top.node.wildcard { frames.append(Frame(node: child, edge: .wildcard)) }
      case 3:
        if let entry = top.node.rest?.entry,
          let resolution = attempt(entry, url, path, frames, rest: Array(segments[depth...]), payload, &ended)
        {
          return .success(resolution)
        }
      default:
        frames.removeLast()
      }
    }
    return .failure(.unmatched(url))
  }

  /// Converts the parameters of `entry` for the walk in `frames`; the resolution, or
  /// `nil` when the route has ended or a parameter does not convert.
  private func attempt(
    _ entry: RouteEntry, _ url: String, _ path: RoutePath, _ frames: [Frame], rest: [String], _ payload: Any?,
    _ ended: inout [RouteEntry]
  ) -> Resolution? {
    guard entry.isLive, let prepare = entry.prepare else {
      ended.append(entry)
      return nil
    }
    var parameters: [String] = []
    var wildcards: [String] = []
    for index in 1..<max(1, frames.count) {
      switch frames[index].edge {
      case .parameter: parameters.append(path.segments[index - 1])
      case .wildcard: wildcards.append(path.segments[index - 1])
      default: break
      }
    }
    let match = RouteMatch(
      url: url, path: path, pattern: entry.pattern, parameterNames: entry.parameterNames,
      parameterSegments: parameters, wildcards: wildcards, rest: rest, payload: payload)
    guard let run = prepare(match) else {
      lastConversionFailures.append(entry.pattern)
      return nil
    }
    return Resolution(match: match, run: run)
  }

  /// Adds `entry` to the trie, unless a live route has the same shape.
  ///
  /// - Returns: Whether it was added.
  @discardableResult
  func insert(_ entry: RouteEntry) -> Bool {
    var node = root
    for segment in entry.segments { node = node.child(for: segment) }
    if let existing = node.entry {
      if existing.isLive {
        Self.report(
          .routeClash,
          "Route \(entry.pattern)\(entry.ownerDescription) clashes with \(existing.pattern)"
            + "\(existing.ownerDescription), which has the same shape; the first stays, and this one is not registered."
        )
        return false
      }
      existing.retire()
    }
    node.entry = entry
    entry.node = node
    entry.table = self
    entry.isRegistered = true
    entries.append(entry)
    if entries.count >= sweepThreshold { sweep() }
    return true
  }

  /// Takes `entry` out of the trie (its registration was cancelled, or it moves to
  /// another table).
  func detach(_ entry: RouteEntry) {
    guard let node = entry.node else { return }
    if node.entry === entry {
      node.entry = nil
      node.pruneIfEmpty()
    }
    entry.node = nil
    entry.isRegistered = false
  }

  /// The routes that can still match, to hand them to another table.
  func takeLiveEntries() -> [RouteEntry] {
    let live = entries.filter(\.isLive)
    for entry in live { detach(entry) }
    entries.removeAll()
    return live
  }

  var hasLiveRoutes: Bool { entries.contains(where: \.isLive) }

  /// Drops the routes that ended; the next sweep happens when the count doubles.
  ///
  /// - Complexity: O(n) in the routes added, amortized O(1) per route added.
  private func sweep() {
    for entry in entries where entry.isRegistered && !entry.isLive { entry.remove() }
    entries.removeAll { !$0.isRegistered }
    sweepThreshold = max(16, 2 * entries.count)
  }

  private static func reportInvalid(_ pattern: String, _ problem: String, by owner: Component?) {
    let by = owner.map { " (registered by \($0.debugName))" } ?? ""
    report(.invalidRoutePattern, "Route pattern \(pattern)\(by) is invalid: \(problem); not registered.")
  }

  private static func reportUnmatched(
    _ failure: RouteFailure, call: String, tried: [String], unread: String?, refused: [String]
  ) {
    var reason: String
    switch failure {
    case .malformedURL(_, let why): reason = "is not a valid URL (\(why))"
    case .unmatched where tried.isEmpty: reason = "matched no route"
    case .unmatched:
      reason = "matched no route whose parameters convert (tried \(tried.joined(separator: ", ")))"
    case .refused: reason = "was refused"
    }
    if let unread, case .unmatched = failure {
      reason =
        ": " + unread
        + (tried.isEmpty
          ? ", and no route matches it"
          : ", and no route whose parameters convert matches it (tried \(tried.joined(separator: ", ")))")
    }
    let space = reason.hasPrefix(":") ? "" : " "
    var refusedNote = ""
    if case .unmatched = failure, !refused.isEmpty {
      refusedNote =
        " Not registered because invalid: \(refused.joined(separator: ", ")); fix the pattern if it is the route meant."
    }
    report(
      .unmatchedRoute,
      "\(call) \"\(failure.url)\")\(space)\(reason); nothing ran and nothing changed.\(refusedNote)")
  }

  private static func report(_ kind: LifecycleDiagnostic.Kind, _ message: String) {
    LifecycleDiagnostic.report(kind, message)
  }

  /// Reports an invalid pattern that `owner` (or the app, `nil`) tried to register, and
  /// remembers it for the diagnostic of a link that matches nothing.
  func refuse(_ pattern: String, _ problem: String, by owner: Component?) {
    Self.reportInvalid(pattern, problem, by: owner)
    refusedPatterns.removeAll { $0 == pattern }
    if refusedPatterns.count == Self.refusedPatternLimit { refusedPatterns.removeFirst() }
    refusedPatterns.append(pattern)
  }
}
