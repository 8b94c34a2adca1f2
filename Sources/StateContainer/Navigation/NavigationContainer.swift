/// A container that shows one entry at a time: the current node of a tree of
/// destinations that it moves through with push, pop, pop-to, jump and replace
/// (<doc:NavigatingBetweenScreens#A-stack-of-screens>). Its state is the
/// ``NavigationPosition`` of the current node, so every move is a state transition.
///
/// - Important: The container keeps its factory for as long as it lives: capture the
///   container `[unowned self]` or `[weak self]` in it, never strongly.
@MainActor open class NavigationContainer<Destination>: StateContainer<NavigationPosition<Destination>> {
  struct AwaitingMove {
    var serial: UInt64
    /// Weak, so that a node released before it was shown is freed at once.
    weak var node: NavigationNode<Destination>?
    /// The node's ``NavigationNode/releaseCount`` when the move made it current.
    var releaseCount: Int
    var report: OutcomeReport

    /// A released node that the move itself brought back (a held push by reference) counts
    /// only if it is released again.
    @MainActor var isSuperseded: Bool {
      guard let node else { return true }
      return node.releaseCount != releaseCount
    }
  }

  /// The node the container was made with, at the top of its tree; never released.
  public final var rootNode: NavigationNode<Destination> { tree.root }

  /// The node whose entry the container shows, or will show once the latest moves' transition
  /// has run.
  public final var currentNode: NavigationNode<Destination> { tree.current }

  let makeComponent: @MainActor (Destination) -> Component
  /// Moves edit it at once; the container links, shows and retires what they change.
  /// Unchecked: the tree's methods call back into nothing, so no two accesses overlap.
  @exclusivity(unchecked) var tree: NavigationTree<Destination>
  /// Released subtrees whose entry is still on screen, kept with their upstream links
  /// until it has moved out.
  var retiredNodes: [NavigationNode<Destination>] = []
  /// Components that a replace took off their node while they were on screen.
  var retiredComponents: [Component] = []
  var awaitingMoves: [AwaitingMove] = []
  var lastMoveSerial: UInt64 = 0
  /// Kept while its entry is on screen (it may not have moved in yet).
  var shownNode: NavigationNode<Destination>?
  /// The position the container shows (or showed last): its stamps tell the ancestors the
  /// shown node had then, even once they are freed.
  var shownPosition: NavigationPosition<Destination>?
  var shownStamp: UInt64 = 0
  weak var shownComponent: Component?
  /// The last node serial handed out when the shown node was shown: nodes made after it
  /// were made by the moves since.
  var shownAtSerial: UInt64 = 0

  /// Creates a navigation container whose tree holds one node, for `root`, on the clock
  /// of its nearest upstream container; `makeComponent` runs now for the root.
  ///
  /// - Parameters:
  ///   - root: The destination of the root node.
  ///   - identifier: An identifier moves can name the root node by.
  ///   - makeComponent: Makes the entry for a destination; kept for the container's life.
  public init(
    root: Destination, identifier: AnyHashable? = nil,
    makeComponent: @escaping @MainActor (Destination) -> Component
  ) {
    self.makeComponent = makeComponent
    tree = NavigationTree(root: root, identifier: identifier, component: makeComponent(root), owner: nil)
    super.init()
    adoptRoot()
  }

  /// Creates a navigation container whose tree holds one node, for `root`, on `clock`.
  ///
  /// - Parameters:
  ///   - root: The destination of the root node.
  ///   - identifier: An identifier moves can name the root node by.
  ///   - clock: The clock for animated moves; a ``SimulatedClock`` in tests.
  ///   - makeComponent: Makes the entry for a destination; kept for the container's life.
  public init(
    root: Destination, identifier: AnyHashable? = nil, clock: any TransitionClock,
    makeComponent: @escaping @MainActor (Destination) -> Component
  ) {
    self.makeComponent = makeComponent
    tree = NavigationTree(root: root, identifier: identifier, component: makeComponent(root), owner: nil)
    super.init(clock: clock)
    adoptRoot()
  }

  /// Released, the container lets go of its tree: a change an entry holds ends
  /// (``TransitionOutcome/cancelled``), so that a held deep link, whose moves keep the nodes
  /// they go to, does not keep the entry that holds it alive.
  isolated deinit {
    let root = tree.root
    root.forEachInSubtree { $0.component.endHeldTransition(leavingTreeOf: nil) }
    for node in retiredNodes { node.forEachInSubtree { $0.component.endHeldTransition(leavingTreeOf: nil) } }
  }

  private func adoptRoot() {
    tree.adopt(by: self)
    link(tree.root)
  }

  /// Whether the current node has a parent to pop to.
  public final var canPop: Bool { tree.current.parent != nil }

  /// The node of the tree that carries `identifier`, or `nil`.
  ///
  /// - Parameter identifier: The identifier a node was pushed with.
  /// - Returns: The node, while it is in the tree.
  public final func node(identifiedBy identifier: AnyHashable) -> NavigationNode<Destination>? {
    tree.node(identifiedBy: identifier)
  }

  // MARK: - Deep links

  /// The destination that `link` names next, pushed above `parent`, or `nil` when it names
  /// none; the default reads nothing (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
  ///
  /// - Parameters:
  ///   - link: What is left of the URL; read your part from its start. Whatever is read
  ///     when this returns `nil` is put back.
  ///   - parent: The destination of the node it would be pushed above.
  /// - Returns: The destination, or `nil`.
  open func destination(forDeepLink link: inout DeepLink, above parent: Destination) -> Destination? { nil }

  /// The part of the URL that shows `destination` pushed above `parent`, such as
  /// `"/notes/7"`; `nil` (the default) when it has none
  /// (<doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>).
  ///
  /// - Parameters:
  ///   - destination: A destination above the root.
  ///   - parent: The destination below it.
  /// - Returns: The part, starting with `/`, or `nil`.
  open func deepLinkPath(for destination: Destination, above parent: Destination) -> String? { nil }

  override func deepLinkStep(reading link: inout DeepLink, for navigation: DeepLinkNavigation) -> (
    ContainerDeepLinkStep
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
    if let shown = machine.presentedOnScreen, shown.parent === self { result.append(shown) }
    return result
  }

  /// The current entry's parts follow only when every node above the root prints one: a
  /// link stops at the first that does not, so it could not reach the entry.
  override func targetURLChildren() -> [Component] {
    currentPathIsRouted ? targetChildren() : targetChildren().filter { $0 !== currentNode.component }
  }

  public final override func loadAppearanceState() -> NavigationPosition<Destination> {
    tree.currentPosition
  }

  /// The tree is what a navigation container keeps: every appearance shows its current
  /// position, whatever ``StateContainer/reloadsStateOnAppearance`` says.
  override var asksAppearanceStateOnEveryAppearance: Bool { true }

  override var asRestorableNavigation: (any RestorableNavigation)? { self }

  /// The entry it replaces on screen learns the direction of the move too.
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

  /// Its tree keeps every entry: a snapshot saves them from there.
  override func rememberChildrenOfStateLeft() {}

  override func componentsBelow() -> [Component] {
    var result = children
    rootNode.forEachInSubtree { result.append($0.component) }
    return result
  }

  /// A request for a position is a jump to its current node, so that the tree follows.
  override func requestIsMove(_ request: ContainerStateMachine<NavigationPosition<Destination>>.Request)
    -> Bool
  {
    requestAsJump(request)
    return true
  }

  /// A back heads to the entry's current node, wherever the tree holds it now.
  override func stateReached(goingBackTo entry: NavigationPosition<Destination>) -> NavigationPosition<
    Destination
  > {
    positionGoingBack(to: entry)
  }

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
