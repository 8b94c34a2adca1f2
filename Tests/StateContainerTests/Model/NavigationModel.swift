/// An executable model of a navigation container at the top of its
/// tree, written from the documents: the tree of nodes and its moves, the one coalesced
/// transition that follows them under the lifecycle's rules (TheLifecycle),
/// the direction each entry learns, when released nodes are let go of, and each move's
/// outcome. `NavigationModelTests` runs it beside a real `NavigationContainer<Int>`.
struct NavigationModel {
  struct Node {
    var destination: Int
    var identifier: Int?
    var component: Int
    var parent: Int?
    var children: [Int] = []
    var generation = 0
    var isReleased = false
    /// How many times a move released it: a held push by reference may bring it back.
    var releaseCount = 0
    let creationSerial: Int
    var stamp: Int
  }

  struct Entry {
    var appearance = ModelAppearance.disappeared
    var isAttached = false
    /// The node whose entry it is (or was).
    var node: Int
    /// Whether the container let go of it: its upstream is its parent again.
    var isUnlinked = false
    /// What it learned of its last navigation transition.
    var learned = "[nothing]"
    let spec: NavigationFuzzEntrySpec
  }

  enum Phase {
    case idle
    /// An animated transition waits on the clock.
    case animating(from: [Int]?, outstanding: Int)
    /// An interactive transition follows the app's gesture (NavigationModel+Interaction).
    case interacting(from: [Int]?)
    /// Appearing; with what a state applied on appearance added.
    case appearing(applied: (from: [Int]?, added: [Int])?)
    case disappearing
  }

  struct ClockEntry {
    var deadline: Int
    var order: Int
    var step: Step
  }

  enum Step {
    case alongside(Int, isAppearing: Bool)
    case end(Int, isAppearing: Bool)
    case complete(Int, isAppearing: Bool)
    /// A cancelled interactive transition's entry: `stateTransitionDidCancel`, then it
    /// completes the other way.
    case cancelled(Int, isAppearing: Bool)
  }

  let specs: [NavigationFuzzEntrySpec]
  /// What the factory returns, and the entry it keeps for each key.
  let factory: NavigationFuzzFactory
  var cache: [Int: Int] = [:]
  /// The entries a deep link made for its pushes before its first move, taken in order.
  var premade: [Int] = []
  /// The entry a move combined with a held change made when the guard allowed it, with the
  /// move's slot: the move takes it when it is made.
  var prepared: (slot: Int, entry: Int)?
  let defaultDuration: Int
  /// Guards and history (NavigationModel+Guards.swift).
  let verdicts: [NavigationFuzzVerdict]
  var guards = NavigationModelGuards()
  /// Deep links (NavigationModel+DeepLinks.swift).
  var links = NavigationModelLinks()
  var nodes: [Node] = []
  var entries: [Entry] = []
  var current = 0
  var byIdentifier: [Int: Int] = [:]
  var serial = 0

  // The container.
  var appearance = ModelAppearance.disappeared
  var appearanceAnimated = false
  var phase = Phase.idle
  /// The determined state: the stamps of the path; nil until determined.
  var state: [Int]?
  /// The attached children (the current state's entry), and removed ones still leaving.
  var attached: [Int] = []
  var detaching: [Int] = []
  var pending: (position: [Int], animated: Bool, serial: Int, unshown: Bool)?
  var inFlightSerial: Int?
  var depth = 0
  var clock: [ClockEntry] = []
  var nextOrder = 0
  var now = 0

  // What the container remembers of the screen.
  var shownNode: Int?
  var shownStamp = 0
  var shownComponent: Int?
  var shownPosition: [Int]?
  var shownAtSerial = 0

  var retiredNodes: [Int] = []
  var retiredComponents: [Int] = []
  /// The moves waiting for a transition, with their node's release count when made.
  var awaiting: [(serial: Int, node: Int, releaseCount: Int, move: Int)] = []
  var lastMoveSerial = 0
  var outcomes: [String] = []
  var triggers: [(component: String, hook: String, move: NavigationFuzzMove)] = []
  /// The interactive pop under way, the one whose beginning is being proposed, and every
  /// handle's phase (NavigationModel+Interaction).
  var gesture: NavigationModelGesture?
  var gestureToBegin: NavigationModelGesture?
  var gestures: [String] = []

  var log: [String] = []
  var diagnostics: [ModelDiagnostic] = []
  var coverage: [String: Int] = [:]

  init(_ sequence: NavigationFuzzSequence) {
    specs = sequence.specs
    factory = sequence.factory
    verdicts = sequence.verdicts
    defaultDuration = sequence.defaultDuration
    let component = make(0)
    serial += 1
    let creation = serial
    serial += 1
    nodes.append(
      Node(
        destination: 0, identifier: NavigationFuzzSequence.rootIdentifier, component: component,
        creationSerial: creation, stamp: serial))
    entries[component].node = 0
    entries[component].isUnlinked = false
    byIdentifier[NavigationFuzzSequence.rootIdentifier] = 0
  }

  // MARK: - Reading

  var snapshot: NavigationFuzzSnapshot {
    NavigationFuzzSnapshot(
      tree: describe(0), current: nodes[current].destination, children: children.map { "e\($0)" },
      entries: entries.indices.map { index in
        let entry = entries[index]
        return
          "e\(index) \(entry.appearance) parent \(entry.isAttached ? "N" : "nil") up \(upstream(of: index))"
      }, outcomes: linkedOutcomes, history: historySnapshot, held: heldSnapshot, url: shownURL ?? "nil",
      gestures: gestures)
  }

  func describe(_ index: Int) -> String {
    let node = nodes[index]
    let generation = node.generation > 0 ? "#\(node.generation)" : ""
    let identifier = node.identifier.map { "=\($0)" } ?? ""
    return "\(node.destination)\(generation)\(identifier)(e\(node.component))["
      + node.children.map(describe).joined(separator: ", ") + "]"
  }

  /// The container's `children`: the state's entry, then the removed ones still leaving.
  var children: [Int] {
    attached.filter { entries[$0].isAttached } + detaching.filter { entries[$0].isAttached }
  }

  func upstream(of component: Int) -> String {
    let entry = entries[component]
    if entry.isUnlinked { return entry.isAttached ? "N" : "nil" }
    if let parent = nodes[entry.node].parent { return "e\(nodes[parent].component)" }
    return "N"
  }

  func isDescendant(_ node: Int, ofOrSameAs other: Int) -> Bool {
    var cursor: Int? = node
    while let index = cursor {
      if index == other { return true }
      cursor = nodes[index].parent
    }
    return false
  }

  func path(to node: Int) -> [Int] {
    var result: [Int] = []
    var cursor: Int? = node
    while let index = cursor {
      result.append(nodes[index].stamp)
      cursor = nodes[index].parent
    }
    return result.reversed()
  }

  func node(stamped stamp: Int) -> Int? {
    nodes.indices.first { nodes[$0].stamp == stamp }
  }

  func subtree(_ root: Int) -> [Int] {
    [root] + nodes[root].children.flatMap(subtree)
  }

  // MARK: - Operations

  mutating func apply(_ operation: NavigationFuzzOperation) {
    switch operation {
    case .move(let move): perform(move)
    case .advance(let ms): advance(by: ms)
    case .runClock: runClock()
    case .beginAppearance(let isAppearing, let animated): beginAppearance(isAppearing, animated: animated)
    case .endAppearance: endAppearance()
    case .arm(let component, let hook, let move): triggers.append((component, hook, move))
    }
  }

  mutating func emit(_ component: String, _ hook: String, _ line: String) {
    log.append("\(now)ms \(component).\(line)")
    if let index = triggers.firstIndex(where: { $0.component == component && $0.hook == hook }) {
      let trigger = triggers.remove(at: index)
      coverage["nav move from a hook", default: 0] += 1
      if trigger.move.isDeepLink { coverage["deepLink.fromHook", default: 0] += 1 }
      if depth > 0 && pending != nil { coverage["nav moves coalesced", default: 0] += 1 }
      perform(trigger.move)
    }
  }

  mutating func diagnose(_ diagnostic: ModelDiagnostic, _ key: String, slot: Int) {
    diagnostics.append(diagnostic)
    coverage["nav invalid: \(key)", default: 0] += 1
    outcomes[slot] = "invalid"
  }

  /// The factory: a new entry, not linked to any node yet, or the one cached for the
  /// destination's key.
  mutating func make(_ destination: Int) -> Int {
    let key = factory.key(for: destination)
    if let key, let cached = cache[key] {
      coverage["nav factory returned a cached entry", default: 0] += 1
      log.append("\(now)ms make(\(destination)) -> e\(cached) (cached)")
      return cached
    }
    let id = entries.count
    entries.append(Entry(node: -1, isUnlinked: true, spec: specs[id % specs.count]))
    if let key { cache[key] = id }
    log.append("\(now)ms make(\(destination)) -> e\(id)")
    return id
  }

  /// Whether `entry` is in the tree: attached (or being added), or linked to a live (or kept)
  /// node.
  func isInUse(_ entry: Int) -> Bool {
    // A child the transition adds is the container's from its `willMove(toParent:)` on.
    entries[entry].isAttached || !entries[entry].isUnlinked || attached.contains(entry)
  }

  /// A component is in one place at a time: an entry the factory returned for a push or a
  /// replace that is already in the tree makes the move invalid (a replace may keep the
  /// node's own component).
  mutating func refuses(_ entry: Int, for kind: ModelNavigationMove.Kind) -> Bool {
    if case .replace = kind, entry == nodes[current].component { return false }
    guard isInUse(entry) else { return false }
    diagnostics.append(.navigationEntryInUse)
    coverage["nav invalid: factory returned an entry in the tree", default: 0] += 1
    return true
  }

  // MARK: - Moves

  mutating func perform(_ move: NavigationFuzzMove) {
    if case .animating = phase { coverage["nav move mid-animation", default: 0] += 1 }
    if performGuardOrHistory(move) { return }
    if performDeepLink(move) { return }
    if performSnapshot(move) { return }
    if performRestore(move) { return }
    if performGesture(move) { return }
    let slot = outcomes.count
    outcomes.append("waiting")
    if gesture != nil, move.namesNodeByIdentifier {
      // Read once the gesture ends, from the tree it leaves (NavigationModel+Interaction).
      coverage["nav move naming an identifier read after a gesture", default: 0] += 1
      gesture!.deferred.append(.read(move, slot: slot))
      return
    }
    read(move, slot: slot)
  }

  /// Reads `move` from the tree as it is now, and proposes it.
  mutating func read(_ move: NavigationFuzzMove, slot: Int) {
    let made: ModelNavigationMove.Kind
    var label: String
    let animated: Bool
    switch move {
    case .push(let destination, let identifier, let isAnimated):
      animated = isAnimated
      if let identifier, let existing = byIdentifier[identifier] {
        made = .pushByReference(existing, destination)
        label = "push by reference"
      } else {
        made = .push(destination, identifier: identifier)
        label = "push"
      }
    case .pop(let isAnimated):
      (made, label, animated) = (.pop, "pop", isAnimated)
    case .popTo(let identifier, let isAnimated):
      guard let node = byIdentifier[identifier] else {
        return diagnose(.missingNavigationTarget, "unknown identifier", slot: slot)
      }
      (made, label, animated) = (.popTo(node), "pop-to", isAnimated)
    case .popToRoot(let isAnimated):
      (made, label, animated) = (.popTo(0), "pop-to-root", isAnimated)
    case .jump(let identifier, let isAnimated):
      guard let node = byIdentifier[identifier] else {
        return diagnose(.missingNavigationTarget, "unknown identifier", slot: slot)
      }
      (made, label, animated) = (.jump(node), "jump", isAnimated)
    case .replace(let destination, let isAnimated):
      (made, label, animated) = (.replace(destination), "replace", isAnimated)
    case .goBack(let steps, let isAnimated):
      (made, label, animated) = (.back(steps), "back", isAnimated)
    case .proceed, .cancel, .clearHistory, .historyPolicy, .navigateToURL, .navigateToShownURL,
      .readURLOnFreshTree, .takeSnapshot, .restoreIntoFreshTree, .interactivePop, .gestureUpdate,
      .gestureFinish, .gestureCancel:
      preconditionFailure(
        "handled by performGuardOrHistory, performDeepLink, performSnapshot, performRestore and performGesture"
      )
    }
    propose(ModelNavigationMove(kind: made, label: label, animated: animated, slot: slot))
  }

  /// Makes a move on the tree that was found possible from the current node.
  mutating func make(_ move: ModelNavigationMove, entry: Int? = nil) {
    coverage["nav move \(move.label)", default: 0] += 1
    let animated = move.animated
    switch move.kind {
    case .pushByReference(let existing, let destination):
      if let parent = nodes[existing].parent { nodes[parent].children.removeAll { $0 == existing } }
      nodes[existing].parent = current
      nodes[existing].destination = destination
      nodes[current].children.append(existing)
      if nodes[existing].isReleased {
        // A released node brought back is in the tree again, with its subtree: unreleased,
        // indexed, its entries linked and no longer kept to leave the screen.
        coverage["nav push by reference brought a released node back", default: 0] += 1
        retiredNodes.removeAll { $0 == existing }
        for node in subtree(existing) {
          nodes[node].isReleased = false
          if let identifier = nodes[node].identifier { byIdentifier[identifier] = node }
          entries[nodes[node].component].isUnlinked = false
          entries[nodes[node].component].node = node
        }
      }
      current = existing
    case .push(let destination, let identifier):
      let component = entry!
      entries[component].node = nodes.count
      entries[component].isUnlinked = false
      serial += 1
      let creation = serial
      serial += 1
      nodes.append(
        Node(
          destination: destination, identifier: identifier, component: component, parent: current,
          creationSerial: creation, stamp: serial))
      let node = nodes.count - 1
      nodes[current].children.append(node)
      if let identifier { byIdentifier[identifier] = node }
      current = node
    case .pop:
      let parent = nodes[current].parent!
      release(current)
      current = parent
    case .popTo(let node):
      for child in nodes[node].children { release(child) }
      current = node
    case .jump(let node):
      current = node
    case .replace(let destination):
      let node = current
      let old = nodes[node].component
      let component = entry!
      entries[component].node = node
      entries[component].isUnlinked = false
      nodes[node].destination = destination
      nodes[node].component = component
      nodes[node].generation += 1
      serial += 1
      nodes[node].stamp = serial
      if old == component {
        coverage["nav replace kept the cached entry", default: 0] += 1
      } else if entries[old].isAttached {
        retiredComponents.append(old)
      } else {
        entries[old].isUnlinked = true
      }
    case .back:
      preconditionFailure("a back is made by performBack")
    }
    _ = animated
  }

  mutating func release(_ node: Int) {
    if let parent = nodes[node].parent { nodes[parent].children.removeAll { $0 == node } }
    var isOnScreen = false
    for released in subtree(node) {
      nodes[released].isReleased = true
      nodes[released].releaseCount += 1
      if let identifier = nodes[released].identifier { byIdentifier[identifier] = nil }
      if showsAnEntry(of: released) { isOnScreen = true }
    }
    if !isOnScreen {
      isOnScreen = retiredNodes.contains { root in
        nodes[root].parent.map { isDescendant($0, ofOrSameAs: node) } ?? false
      }
      if isOnScreen { coverage["nav released node kept for a kept one pushed from it", default: 0] += 1 }
    } else {
      coverage["nav released subtree kept while on screen", default: 0] += 1
    }
    if isOnScreen { retiredNodes.append(node) } else { unlinkSubtree(node) }
  }

  mutating func unlinkSubtree(_ root: Int) {
    let released = subtree(root)
    for node in released { entries[nodes[node].component].isUnlinked = true }
    // A component a replace took off one of them links to its node weakly: once the node
    // is let go of, it has no upstream.
    for component in retiredComponents where released.contains(entries[component].node) {
      entries[component].isUnlinked = true
    }
  }

  mutating func pruneRetired() {
    while let index = retiredNodes.indices.first(where: { canLetGo(of: retiredNodes[$0]) }) {
      unlinkSubtree(retiredNodes.remove(at: index))
    }
    retiredComponents.removeAll { component in
      if entries[component].isAttached { return false }
      entries[component].isUnlinked = true
      return true
    }
  }

  func showsAnEntry(of node: Int) -> Bool {
    node == shownNode || entries[nodes[node].component].isAttached
      || retiredComponents.contains { entries[$0].isAttached && entries[$0].node == node }
  }

  func canLetGo(of root: Int) -> Bool {
    !subtree(root).contains(where: showsAnEntry)
      && !retiredNodes.contains { other in
        other != root && (nodes[other].parent.map { isDescendant($0, ofOrSameAs: root) } ?? false)
      }
  }

  mutating func showCurrent(animated: Bool, slot: Int) {
    lastMoveSerial += 1
    awaiting.append((lastMoveSerial, current, nodes[current].releaseCount, slot))
    request(path(to: current), animated: animated, serial: lastMoveSerial)
  }

  /// Whether a move released `waiting`'s node after it made it current (a node the move
  /// itself brought back, released before, counts only if released again).
  func isSuperseded(_ waiting: (serial: Int, node: Int, releaseCount: Int, move: Int)) -> Bool {
    nodes[waiting.node].releaseCount != waiting.releaseCount
  }

  /// The moves still waiting for a transition whose node a later move just released
  /// report `superseded` now: their outcome is decided at the release.
  mutating func supersedeMovesOfReleasedNodes() {
    let (superseded, kept) = (awaiting.filter(isSuperseded), awaiting.filter { !isSuperseded($0) })
    awaiting = kept
    for waiting in superseded {
      coverage["nav move superseded at the move that released its node", default: 0] += 1
      if waiting.move >= 0 { outcomes[waiting.move] = "superseded" }
    }
  }

  mutating func screenCaughtUp(through serial: Int) {
    pruneRetired()
    while let first = awaiting.first, first.serial <= serial {
      awaiting.removeFirst()
      let isReleased = isSuperseded(first)
      if isReleased { coverage["nav move superseded: its node released first", default: 0] += 1 }
      if !isReleased, nodes[first.node].releaseCount > 0 {
        coverage["nav released node brought back: its move completed", default: 0] += 1
      }
      if first.move >= 0 { outcomes[first.move] = isReleased ? "superseded" : "completed" }
    }
  }

  // MARK: - Requests and transitions

  var isIdle: Bool {
    if case .idle = phase { true } else { false }
  }

  mutating func request(_ position: [Int], animated: Bool, serial: Int) {
    if pending == nil && depth == 0 && isIdle && state == position {
      return screenCaughtUp(through: serial)
    }
    let unshown = target != position || (pending?.unshown ?? false)
    pending = (position, animated, serial, unshown)
    drain()
  }

  mutating func drain() {
    while let request = pending {
      guard depth == 0, isIdle, !guards.applying else { return }
      pending = nil
      if state == request.position {
        screenCaughtUp(through: request.serial)
        continue
      }
      inFlightSerial = request.serial
      depth += 1
      if appearance == .appeared {
        transition(to: request.position, animated: request.animated)
      } else {
        coverage["nav off-screen transition", default: 0] += 1
        offScreen(to: request.position)
      }
      depth -= 1
    }
  }

  /// `willTransition`, the state, `children(for:)` (which tells the entries the
  /// direction) and the diff.
  mutating func enter(_ position: [Int], animated: Bool) -> (removed: [Int], added: [Int]) {
    let previous = state
    let last = node(stamped: position.last!)!
    guards.inFlight = position
    emit("N", "willTransition", "willTransition(to: \(nodes[last].destination), animated: \(animated))")
    _ = previous
    state = position
    guards.inFlight = nil
    var target = current
    if let candidate = node(stamped: position.last!), !nodes[candidate].isReleased { target = candidate }
    announce(target)
    shownNode = target
    shownPosition = position
    shownStamp = nodes[target].stamp
    shownComponent = nodes[target].component
    shownAtSerial = serial
    let listed = [nodes[target].component]
    let removed = attached.filter { !listed.contains($0) }
    let added = listed.filter { !attached.contains($0) }
    attached = listed
    detaching = removed
    return (removed, added)
  }

  mutating func announce(_ target: Int) {
    let direction = direction(to: target)
    coverage["nav direction \(direction)", default: 0] += 1
    let component = nodes[target].component
    entries[component].learned = "[\(direction) to \(nodes[target].destination)]"
    if let leaving = shownComponent, leaving != component {
      entries[leaving].learned = "[\(direction) to \(nodes[target].destination)]"
    }
  }

  func direction(to target: Int) -> String {
    guard appearance != .appearing, let shown = shownNode, shownComponent != nil else { return "none" }
    if target == shown { return nodes[target].stamp == shownStamp ? "none" : "replace" }
    if let shownPosition, shownPosition.dropLast().contains(nodes[target].stamp) { return "back" }
    if nodes[target].creationSerial > shownAtSerial || isDescendant(target, ofOrSameAs: shown) {
      return "forward"
    }
    return "jump"
  }

  mutating func transition(to position: [Int], animated: Bool) {
    let previous = state
    // An allowed interactive pop: under way from here, so that what its hooks ask waits.
    let isInteractive = animated && gestureToBegin != nil
    if isInteractive {
      gesture = gestureToBegin
      gestureToBegin = nil
      gesture!.childrenBefore = attached
      // History as the change left it, before any hook of the beginning runs: a change a
      // hook makes to it is one a cancel does not undo.
      gesture!.revisionAfterBegin = guards.revision
    }
    let (removed, added) = enter(position, animated: animated)
    for child in removed {
      emit("e\(child)", "willMove", "willMove(toParent: nil)")
      emit("N", "childWillDisappear", "childWillDisappear(e\(child), animated: \(animated))")
      entries[child].appearance = .disappearing
      emit("e\(child)", "willDisappear", "willDisappear(animated: \(animated)) \(entries[child].learned)")
    }
    for child in added {
      emit("e\(child)", "willMove", "willMove(toParent: N)")
      entries[child].isAttached = true
      emit("N", "childWillAppear", "childWillAppear(e\(child), animated: \(animated))")
      entries[child].appearance = .appearing
      emit("e\(child)", "willAppear", "willAppear(animated: \(animated)) \(entries[child].learned)")
    }
    if isInteractive { return beginInteractiveChange(from: previous, removed: removed, added: added) }
    if animated && !(removed.isEmpty && added.isEmpty) {
      phase = .animating(from: previous, outstanding: removed.count + added.count)
      for (child, isAppearing) in removed.map({ ($0, false) }) + added.map({ ($0, true) }) {
        let spec = entries[child].spec
        if spec.isTransitioning {
          emit(
            "e\(child)", "stateTransitionWillBegin",
            "stateTransitionWillBegin(isAppearing: \(isAppearing)) \(entries[child].learned)")
          schedule(after: spec.delay, .alongside(child, isAppearing: isAppearing))
          schedule(after: spec.delay + spec.duration, .end(child, isAppearing: isAppearing))
        } else {
          schedule(after: defaultDuration, .complete(child, isAppearing: isAppearing))
        }
      }
      return
    }
    for child in removed { completeRemoved(child, animated: animated) }
    for child in added { completeAdded(child, animated: animated) }
    finish(from: previous, animated: animated)
  }

  mutating func offScreen(to position: [Int]) {
    let previous = state
    let (removed, added) = enter(position, animated: false)
    for child in removed {
      emit("e\(child)", "willMove", "willMove(toParent: nil)")
      entries[child].isAttached = false
      emit("e\(child)", "didMove", "didMove(toParent: nil)")
    }
    for child in added {
      emit("e\(child)", "willMove", "willMove(toParent: N)")
      entries[child].isAttached = true
      emit("e\(child)", "didMove", "didMove(toParent: N)")
    }
    finish(from: previous, animated: false)
  }

  mutating func completeRemoved(_ child: Int, animated: Bool) {
    entries[child].appearance = .disappeared
    emit("e\(child)", "didDisappear", "didDisappear(animated: \(animated))")
    emit("N", "childDidDisappear", "childDidDisappear(e\(child), animated: \(animated))")
    entries[child].isAttached = false
    emit("e\(child)", "didMove", "didMove(toParent: nil)")
  }

  mutating func completeAdded(_ child: Int, animated: Bool) {
    entries[child].appearance = .appeared
    emit("e\(child)", "didAppear", "didAppear(animated: \(animated))")
    emit("N", "childDidAppear", "childDidAppear(e\(child), animated: \(animated))")
    emit("e\(child)", "didMove", "didMove(toParent: N)")
  }

  mutating func finish(from previous: [Int]?, animated: Bool, reports: Bool = true) {
    detaching = []
    phase = .idle
    emit(
      "N", "didTransition",
      "didTransition(from: \(previous.map { "\($0.count)" } ?? "nil"), animated: \(animated))")
    if reports, let serial = inFlightSerial {
      inFlightSerial = nil
      screenCaughtUp(through: serial)
    }
    endGesture()
  }

  // MARK: - Clock

  mutating func schedule(after ms: Int, _ step: Step) {
    clock.append(ClockEntry(deadline: now + ms, order: nextOrder, step: step))
    nextOrder += 1
  }

  func nextIndex(dueBy limit: Int?) -> Int? {
    clock.indices.filter { limit == nil || clock[$0].deadline <= limit! }
      .min { (clock[$0].deadline, clock[$0].order) < (clock[$1].deadline, clock[$1].order) }
  }

  mutating func advance(by ms: Int) {
    let target = now + ms
    while let index = nextIndex(dueBy: target) { fire(clock.remove(at: index)) }
    now = target
  }

  mutating func runClock() {
    while let index = nextIndex(dueBy: nil) { fire(clock.remove(at: index)) }
  }

  mutating func fire(_ entry: ClockEntry) {
    now = max(now, entry.deadline)
    depth += 1
    run(entry.step)
    depth -= 1
    drain()
  }

  mutating func run(_ step: Step) {
    guard case .animating(let from, let outstanding) = phase else {
      preconditionFailure("a timed step with no transition in flight")
    }
    let child: Int
    let isAppearing: Bool
    switch step {
    case .alongside(let component, let appearing):
      emit("e\(component)", "animateAlongside", "animateAlongside(isAppearing: \(appearing))")
      return
    case .end(let component, let appearing):
      emit("e\(component)", "stateTransitionDidEnd", "stateTransitionDidEnd(isAppearing: \(appearing))")
      (child, isAppearing) = (component, appearing)
    case .complete(let component, let appearing):
      (child, isAppearing) = (component, appearing)
    case .cancelled(let component, let appearing):
      emit(
        "e\(component)", "stateTransitionDidCancel", "stateTransitionDidCancel(isAppearing: \(!appearing))")
      (child, isAppearing) = (component, appearing)
    }
    if isAppearing { completeAdded(child, animated: true) } else { completeRemoved(child, animated: true) }
    if outstanding == 1 {
      finish(from: from, animated: true)
    } else {
      phase = .animating(from: from, outstanding: outstanding - 1)
    }
  }

  // MARK: - Appearance

  mutating func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    guard appearance == (isAppearing ? .disappeared : .appeared) else {
      diagnostics.append(.unbalancedAppearanceTransition)
      return
    }
    if isAppearing {
      entries[nodes[current].component].learned = "[none to \(nodes[current].destination)]"
    } else if let shown = shownComponent {
      entries[shown].learned = "[none to \(nodes[shownNode ?? current].destination)]"
    }
    depth += 1
    appearanceAnimated = animated
    if isAppearing {
      phase = .appearing(applied: nil)
      appearance = .appearing
      emit("N", "willAppear", "willAppear(animated: \(animated))")
      let position = path(to: current)
      if state != position {
        let previous = state
        let (removed, added) = enter(position, animated: animated)
        for child in removed {
          emit("e\(child)", "willMove", "willMove(toParent: nil)")
          entries[child].isAttached = false
          emit("e\(child)", "didMove", "didMove(toParent: nil)")
        }
        var kept: [Int] = []
        for child in added {
          emit("e\(child)", "willMove", "willMove(toParent: N)")
          entries[child].isAttached = true
          kept.append(child)
        }
        detaching = []
        phase = .appearing(applied: (previous, kept))
      }
      for child in attached {
        emit("N", "childWillAppear", "childWillAppear(e\(child), animated: \(animated))")
        entries[child].appearance = .appearing
        emit("e\(child)", "willAppear", "willAppear(animated: \(animated)) \(entries[child].learned)")
      }
    } else {
      // A gesture under way is cancelled first, then runs back at once with the rest.
      if let gesture, !gesture.isLetGo {
        coverage["nav interactive pop cancelled by a disappearance", default: 0] += 1
        letGo(cancelled: true, velocity: 0, atOnce: true)
      }
      if case .animating = phase {
        coverage["nav transition finished at once by disappearing", default: 0] += 1
        let remaining = clock.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
        clock.removeAll()
        for entry in remaining {
          guard case .animating = phase else { break }
          run(entry.step)
        }
        if pending != nil { coverage["nav pending moves kept through disappearance", default: 0] += 1 }
      }
      phase = .disappearing
      appearance = .disappearing
      emit("N", "willDisappear", "willDisappear(animated: \(animated))")
      for child in attached {
        emit("N", "childWillDisappear", "childWillDisappear(e\(child), animated: \(animated))")
        entries[child].appearance = .disappearing
        emit("e\(child)", "willDisappear", "willDisappear(animated: \(animated)) \(entries[child].learned)")
      }
    }
    depth -= 1
  }

  mutating func endAppearance() {
    let animated = appearanceAnimated
    switch phase {
    case .appearing(let applied):
      depth += 1
      phase = .idle
      appearance = .appeared
      emit("N", "didAppear", "didAppear(animated: \(animated))")
      for child in attached {
        entries[child].appearance = .appeared
        emit("e\(child)", "didAppear", "didAppear(animated: \(animated))")
        emit("N", "childDidAppear", "childDidAppear(e\(child), animated: \(animated))")
        if let applied, applied.added.contains(child) { emit("e\(child)", "didMove", "didMove(toParent: N)") }
      }
      if let applied { finish(from: applied.from, animated: animated, reports: false) }
      depth -= 1
      drain()
    case .disappearing:
      depth += 1
      phase = .idle
      appearance = .disappeared
      emit("N", "didDisappear", "didDisappear(animated: \(animated))")
      for child in attached {
        entries[child].appearance = .disappeared
        emit("e\(child)", "didDisappear", "didDisappear(animated: \(animated))")
        emit("N", "childDidDisappear", "childDidDisappear(e\(child), animated: \(animated))")
      }
      depth -= 1
      drain()
    case .idle, .animating, .interacting:
      diagnostics.append(.unbalancedAppearanceTransition)
    }
  }
}
