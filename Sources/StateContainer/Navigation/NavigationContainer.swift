/// A container that shows one entry at a time: the current node of a tree of
/// destinations that it moves through with push, pop, pop-to, jump and replace.
///
/// A stack is a tree with one branch; tabs are a root whose children are the tabs, each
/// keeping its own stack, that you ``jump(to:animated:)-(NavigationNode<Destination>,_)``
/// between. Each ``NavigationNode`` holds a destination (a typed value: what the screen
/// shows) and the component the container's factory made for it, once. The container's
/// state is the ``NavigationPosition`` of its current node, so every move is a state
/// transition with the whole lifecycle of <doc:TheLifecycle>: the same hooks, per-child
/// animations on ``StateContainer/clock``, coalescing, and the off-screen rules.
///
/// ```swift
/// enum Route { case inbox, note(Int) }
///
/// final class InboxScreen: Component {}
/// final class NoteScreen: Component {
///   let id: Int
///   init(id: Int) { self.id = id }
/// }
///
/// let navigation = NavigationContainer<Route>(root: .inbox) { route in
///   switch route {
///   case .inbox: InboxScreen()
///   case .note(let id): NoteScreen(id: id)
///   }
/// }
/// navigation.push(.note(7), animated: true)
/// ```
///
/// ### Moves
/// Moves edit the tree at once, in the order they are made, and the screen follows: made
/// while a transition is in flight, or from inside hooks, they all take effect on the tree,
/// and the container then makes one transition, from the entry it shows to the final
/// current one, animated as the last move asked. Each move returns a ``TransitionRequest``
/// whose outcome is reported when it is decided: ``TransitionOutcome/completed`` once a
/// transition has shown the tree with the move in it; ``TransitionOutcome/superseded`` in
/// the call of a later move that released the node the move went to; or
/// ``TransitionOutcome/refused`` or ``TransitionOutcome/cancelled`` when the guard says so.
/// A move whose target does not exist (a pop at the root, an unknown or released node)
/// reports a ``LifecycleDiagnostic/Kind/missingNavigationTarget`` diagnostic, changes
/// nothing, and its outcome is ``TransitionOutcome/invalid``, in its own call. A push whose
/// entry the transition leaves out (the factory returned a component that belongs to
/// another container) reports ``TransitionOutcome/invalid`` once that transition has run.
///
/// Unlike a plain request, a transition that carries moves already made is not dropped
/// when the container disappears: it is applied off screen right after `didDisappear`, so
/// the tree and the screen agree.
///
/// ### Entries
/// An entry's ``ComponentTree/upstream`` is the entry of the node it was pushed from
/// (the container, for the root's entry), on screen or not: context flows down the stack,
/// and a response a popped entry sends before it goes (from its `willDisappear`, say)
/// reaches the entry that pushed it. Before an entry's `willAppear` or `willDisappear`,
/// ``Component/navigationTransition(as:)`` tells it which way the container moves.
///
/// Popped nodes, and a replaced node's old component, live until the entry among them that
/// was on screen has had `didMove(toParent: nil)`; then the container lets go of them. A
/// component made for a node that was released before it was ever shown gets no hook.
///
/// A request for a position (``StateContainer/setNeedsStateTransition(to:animated:)`` and
/// its other forms) is a jump to the position's current node, wherever the tree holds it
/// now; a position whose current node is no longer in the tree is a
/// ``LifecycleDiagnostic/Kind/missingNavigationTarget`` diagnostic and changes nothing.
///
/// ### Guards and history
/// Every move is proposed to ``StateContainer/transitionDecision(for:)``, with
/// ``TransitionCause/navigation``, before the tree changes. Refused, nothing changes and no
/// factory runs: the move reports ``TransitionOutcome/refused``. Held, nothing changes until
/// ``HeldTransition/proceed()`` makes the move as if it were made then (the factory runs
/// then) or ``HeldTransition/cancel()`` drops it (``TransitionOutcome/cancelled``). Push,
/// pop, pop to (and to the root) and replace are relative: made while a move is held, they
/// combine with it and the guard is asked about the combination. A jump, a request and a
/// route are absolute: they replace the held move, which reports
/// ``TransitionOutcome/superseded``. A move that changes nothing (a jump to the node the
/// container heads to) is not guarded. In a proposal, a node a push would make reads
/// `destination (new)`, and its ``NavigationPosition/currentNode`` is `nil`.
///
/// ```swift
/// final class Editor: NavigationContainer<Route> {
///   var hasUnsavedChanges = false
///
///   override func transitionDecision(for proposal: TransitionProposal<NavigationPosition<Route>>)
///     -> TransitionDecision
///   {
///     hasUnsavedChanges && proposal.to.depth < (proposal.from?.depth ?? 0) ? .hold : .allow
///   }
/// }
/// ```
///
/// With a ``StateContainer/historyPolicy``, each move records the position it leaves, as
/// ``StateContainer/historyEntry(forLeaving:)`` chooses; a pop, a pop to an ancestor and a
/// replace release that position, so they record nothing. ``StateContainer/goBack(_:animated:)``
/// returns to where you were: a jump to the entry's node, across tabs, whose direction is
/// worked out like any jump's. Entries that name nodes a move released, or made anew, are
/// removed from ``StateContainer/stateHistory``, and so is the newest entry when it equals
/// the position a change leads to (push, push, pop: the first back goes to the root);
/// history observers see them as ``StateHistoryChange/pruned(_:)``.
///
/// - Important: The container keeps its factory for as long as it lives. A factory that
///   captures the container (or a subclass's `self`) strongly makes a cycle that is never
///   freed: capture it `[unowned self]` or `[weak self]`.
@MainActor open class NavigationContainer<Destination>: StateContainer<NavigationPosition<Destination>> {
  /// A move waiting for a transition to show it.
  struct AwaitingMove {
    /// The order of the move among the container's moves.
    var serial: UInt64
    /// The node the move made current; weak, so that a node released before it was shown
    /// is freed at once.
    weak var node: NavigationNode<Destination>?
    /// The node's ``NavigationNode/releaseCount`` when the move made it current.
    var releaseCount: Int
    /// Where the move's outcome goes.
    var report: OutcomeReport

    /// Whether a later move released the node before a transition showed it (or it was
    /// freed): the move is superseded. A released node that the move itself brought back
    /// (a held push by reference) counts only if it is released again.
    @MainActor var isSuperseded: Bool {
      guard let node else { return true }
      return node.releaseCount != releaseCount
    }
  }

  /// The node the container was made with, at the top of its tree; never released.
  public let rootNode: NavigationNode<Destination>

  /// The node whose entry the container shows, or will show once the transition that the
  /// latest moves asked for has run. Moves change it at once.
  public internal(set) final var currentNode: NavigationNode<Destination>

  /// Makes the component of each new node.
  let makeComponent: @MainActor (Destination) -> Component
  /// The nodes of the tree that carry an identifier.
  var nodesByIdentifier: [AnyHashable: NavigationNode<Destination>] = [:]
  /// Released subtrees whose entry is still on screen, kept with their upstream links
  /// until it has moved out.
  var retiredNodes: [NavigationNode<Destination>] = []
  /// Components that a replace took off their node while they were on screen.
  var retiredComponents: [Component] = []
  /// The moves whose outcome waits for a transition, oldest first.
  var awaitingMoves: [AwaitingMove] = []
  /// The serial of the latest move.
  var lastMoveSerial: UInt64 = 0
  /// The node whose entry the container shows (or is about to show: its entry may not
  /// have moved in yet); kept, as its entry is on screen.
  var shownNode: NavigationNode<Destination>?
  /// The position the container shows (or showed last): its stamps tell the ancestors the
  /// shown node had then, even once they are freed.
  var shownPosition: NavigationPosition<Destination>?
  /// The stamp of ``shownNode`` when it was shown.
  var shownStamp: UInt64 = 0
  /// The entry the container shows (or showed last).
  weak var shownComponent: Component?
  /// The last node serial handed out when the shown node was shown: nodes made after it
  /// were made by the moves since.
  var shownAtSerial: UInt64 = 0
  /// The entries a deep link made while it was read, for its pushes to take in order
  /// instead of calling the factory.
  var premadeEntries: [Component] = []

  /// Creates a navigation container whose tree holds one node, for `root`, and that runs
  /// on the clock of its nearest upstream container (see ``StateContainer/clock``).
  ///
  /// `makeComponent` runs now for the root, then once for each node a move makes, inside
  /// that move: the component it returns is the node's entry.
  ///
  /// - Parameters:
  ///   - root: The destination of the root node.
  ///   - identifier: An identifier for the root node, that moves can name it by.
  ///   - makeComponent: Makes the entry for a destination. The container keeps it: do not
  ///     capture the container strongly in it.
  public init(
    root: Destination, identifier: AnyHashable? = nil,
    makeComponent: @escaping @MainActor (Destination) -> Component
  ) {
    self.makeComponent = makeComponent
    let node = NavigationNode(
      destination: root, identifier: identifier, component: makeComponent(root), container: nil)
    rootNode = node
    currentNode = node
    super.init()
    adoptRoot()
  }

  /// Creates a navigation container whose tree holds one node, for `root`, that schedules
  /// its animations on `clock` and provides it to the components below it.
  ///
  /// - Parameters:
  ///   - root: The destination of the root node.
  ///   - identifier: An identifier for the root node, that moves can name it by.
  ///   - clock: The clock for animated moves; a ``SimulatedClock`` in tests.
  ///   - makeComponent: Makes the entry for a destination. The container keeps it: do not
  ///     capture the container strongly in it.
  public init(
    root: Destination, identifier: AnyHashable? = nil, clock: any TransitionClock,
    makeComponent: @escaping @MainActor (Destination) -> Component
  ) {
    self.makeComponent = makeComponent
    let node = NavigationNode(
      destination: root, identifier: identifier, component: makeComponent(root), container: nil)
    rootNode = node
    currentNode = node
    super.init(clock: clock)
    adoptRoot()
  }

  /// Released, the container lets go of its tree: a change an entry holds ends
  /// (``TransitionOutcome/cancelled``), so that a held deep link, whose moves keep the nodes
  /// they go to, does not keep the entry that holds it alive.
  isolated deinit {
    let root = rootNode
    root.forEachInSubtree { $0.component.endHeldTransition(leavingTreeOf: nil) }
    for node in retiredNodes { node.forEachInSubtree { $0.component.endHeldTransition(leavingTreeOf: nil) } }
  }

  private func adoptRoot() {
    requestsAreMoves = true
    rootNode.container = self
    link(rootNode)
    if let identifier = rootNode.identifier { nodesByIdentifier[identifier] = rootNode }
  }

  /// Whether the current node has a parent to pop to.
  public final var canPop: Bool { currentNode.parent != nil }

  /// The node of the tree that carries `identifier`, or `nil`.
  ///
  /// - Parameter identifier: The identifier a node was pushed with.
  /// - Returns: The node, while it is in the tree.
  public final func node(identifiedBy identifier: AnyHashable) -> NavigationNode<Destination>? {
    nodesByIdentifier[identifier]
  }

  // MARK: - Deep links

  /// The destination that `link` names next, pushed above `parent`: read the segments that
  /// are its part and return it, or return `nil` when the link names none
  /// (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
  ///
  /// A deep link that reaches this container reads destinations from the root up, each
  /// above the one read before (the root's destination first), until one returns `nil`,
  /// one reads no segment (it is the last), or the link ends. When it reads at least one, the current path becomes the root and
  /// those destinations, in one transition. From the root down, a node that already shows
  /// the next destination (it prints the same part, see ``deepLinkPath(for:above:)``) is
  /// kept: the one on the current path, else one in another branch (another tab). The
  /// container pops to the last node kept, or jumps to it in its branch, and pushes the
  /// rest above it; other branches stay. When it reads none, the link goes on to the entry
  /// the container shows now; when the link has already ended, a container that shows a
  /// part of the URL (see ``ComponentTree/currentURL``) goes back to its root, so the tree
  /// shows the address and nothing more. The default reads nothing.
  ///
  /// ```swift
  /// enum Screen { case list, note(Int), editor(Int) }
  ///
  /// final class Notes: NavigationContainer<Screen> {
  ///   override func destination(forDeepLink link: inout DeepLink, above parent: Screen) -> Screen? {
  ///     switch parent {
  ///     case .list: if link.read("notes"), let id = link.read(Int.self) { return .note(id) }
  ///     case .note(let id): if link.read("edit") { return .editor(id) }
  ///     case .editor: break
  ///     }
  ///     return nil
  ///   }
  ///
  ///   override func deepLinkPath(for destination: Screen, above parent: Screen) -> String? {
  ///     switch destination {
  ///     case .list: nil
  ///     case .note(let id): "/notes/\(id)"
  ///     case .editor: "/edit"
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - link: What is left of the URL; read your part from its start. Whatever is read
  ///     when this returns `nil` is put back.
  ///   - parent: The destination of the node it would be pushed above.
  /// - Returns: The destination, or `nil`.
  open func destination(forDeepLink link: inout DeepLink, above parent: Destination) -> Destination? { nil }

  /// The part of the URL that shows `destination` pushed above `parent`, such as
  /// `"/notes/7"`; `nil` when it has none (<doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>).
  ///
  /// The container's part of ``ComponentTree/currentURL`` is the parts of the nodes above the
  /// root on the current path, up to the first that has none. Print the canonical form
  /// of what ``destination(forDeepLink:above:)`` reads. The default is `nil`.
  ///
  /// - Parameters:
  ///   - destination: A destination above the root.
  ///   - parent: The destination below it.
  /// - Returns: The part, starting with `/`, or `nil`.
  open func deepLinkPath(for destination: Destination, above parent: Destination) -> String? { nil }

  /// A deep link reads destinations, not positions.
  override func deepLinkStep(reading link: inout DeepLink, for navigation: DeepLinkNavigation) -> (
    any DeepLinkStep
  )? {
    navigationDeepLinkStep(reading: &link, for: navigation)
  }

  /// The current node's part: moves edit the tree at once, so it is where the container
  /// heads, whatever transition is in flight.
  override func targetDeepLinkPath() -> String? { currentDeepLinkPath() }

  /// The current node's entry, which the container shows or heads to, and the presented
  /// component on screen.
  override func targetChildren() -> [Component] {
    var result = [currentNode.component]
    if let shown = machine.presentation.onScreen, shown.parent === self { result.append(shown) }
    return result
  }

  /// The current entry's parts follow only when every node above the root prints one: a
  /// link stops at the first that does not, so it could not reach the entry.
  override func targetURLChildren() -> [Component] {
    currentPathIsRouted ? targetChildren() : targetChildren().filter { $0 !== currentNode.component }
  }

  // MARK: - StateContainer

  /// The position of the current node: the container appears showing it.
  public final override func loadAppearanceState() -> NavigationPosition<Destination> {
    currentPosition
  }

  /// The tree is what a navigation container keeps: every appearance shows its current
  /// position, whatever ``StateContainer/reloadsStateOnAppearance`` says.
  override var asksAppearanceStateOnEveryAppearance: Bool { true }

  /// The entry of the position's current node, which learns the direction of the move,
  /// as does the entry it replaces on screen.
  public final override func children(for state: NavigationPosition<Destination>) -> [Component] {
    let target = shownTarget(for: state)
    announceTransition(to: target)
    shownNode = target
    shownPosition = state
    shownStamp = target.stamp
    shownComponent = target.component
    shownAtSerial = NavigationSerials.current
    return [target.component]
  }

  /// The children, then the entries of every node of the tree, from the root down.
  override func componentsBelow() -> [Component] {
    var result = children
    rootNode.forEachInSubtree { result.append($0.component) }
    return result
  }

  /// A request for a position is a jump to its current node, so that the tree follows.
  override func requestAsMove(_ request: ContainerStateMachine<NavigationPosition<Destination>>.Request) {
    requestAsJump(request)
  }

  /// A back heads to the entry's current node, wherever the tree holds it now.
  override func stateReached(goingBackTo entry: NavigationPosition<Destination>) -> NavigationPosition<
    Destination
  > {
    positionGoingBack(to: entry)
  }

  /// A back is a jump to the entry's current node.
  override func requestGoingBack(
    to entry: NavigationPosition<Destination>, animated: Bool, report: OutcomeReport?
  ) {
    jumpGoingBack(to: entry, animated: animated, report: report)
  }

  /// The entry that appears or disappears with the container learns the direction
  /// ``NavigationDirection/none`` first.
  override func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
    let node = isAppearing ? currentNode : shownNode ?? currentNode
    if let entry = isAppearing ? node.component : shownComponent {
      entry.setNavigationTransition(
        NavigationTransition(direction: .none, enteringDestination: node.destination, isEntering: isAppearing)
      )
    }
    super.performBeginAppearance(isAppearing, animated: animated)
  }
}

@available(*, unavailable)
extension NavigationContainer.AwaitingMove: Sendable {}
