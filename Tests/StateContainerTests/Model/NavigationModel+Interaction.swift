/// An interactive pop under way in the model, from its beginning to its end: what a cancel
/// puts back (the container's books, the navigation tree, history), the entries it moves,
/// and the moves made meanwhile, made once it ends (AnimatingTransitions, "Interactive
/// transitions").
struct NavigationModelGesture {
  /// The books just before the pop was made.
  struct Books {
    var nodes: [NavigationModel.Node]
    var current: Int
    var byIdentifier: [Int: Int]
    var retiredNodes: [Int]
    var retiredComponents: [Int]
    var awaiting: Int
    var links: [(isUnlinked: Bool, node: Int)]
    var shownNode: Int?
    var shownStamp: Int
    var shownComponent: Int?
    var shownPosition: [Int]?
    var shownAtSerial: Int
    /// The node popped to.
    var target: Int?
  }

  /// Its index in `gestures`; -1 until its beginning has run.
  var handle = -1
  /// The container's children before it began: a cancel shows them again.
  var childrenBefore: [Int] = []
  var books: Books
  var historyBefore: [[Int]]
  var revisionAfterBegin = 0
  /// The state it began in.
  var from: [Int]?
  /// The entries it moves: the removed ones, then the added ones.
  var moved: [(entry: Int, isAppearing: Bool)] = []
  var progress = 0.0
  /// Whether the app drives it: from the end of its beginning until it is let go.
  var isDriven = false
  var isLetGo = false
  var isCancelled = false
  /// The slots a cancel reports `cancelled` to once it has run back.
  var cancelledSlots: [Int] = []
  /// Moves made while it runs, made once it ends, in order.
  var deferred: [WaitingMove] = []

  /// A move made during a gesture: proposed as it was read then, or, when it names a node
  /// by its identifier, read once the gesture ends.
  enum WaitingMove {
    case proposed(ModelNavigationMove)
    case read(NavigationFuzzMove, slot: Int)
  }
}

extension NavigationModel {
  /// What swipes back the random sequences must reach.
  static let requiredGestureCoverage = [
    "nav interactive pop begun", "nav interactive pop updated", "nav interactive pop finished",
    "nav interactive pop cancelled", "nav interactive pop let go with a velocity",
    "nav interactive pop cancelled by a disappearance", "nav interactive pop cancel restored history",
    "nav interactive pop notBegun(refused)", "nav interactive pop notBegun(held)",
    "nav interactive pop notBegun(invalid)", "nav interactive pop not begun: busy",
    "nav interactive pop not begun: busy (misuse)", "nav interactive misuse",
    "nav move made during a gesture",
    "nav moves made after a gesture",
  ]

  /// Carries out `move` when it is an interactive one; returns whether it was.
  mutating func performGesture(_ move: NavigationFuzzMove) -> Bool {
    switch move {
    case .interactivePop(let identifier): beginInteractivePop(identifier: identifier)
    case .gestureUpdate(let tenths): updateGesture(tenths)
    case .gestureFinish(let velocity): letGoByApp(cancelled: false, velocity: velocity)
    case .gestureCancel(let velocity): letGoByApp(cancelled: true, velocity: velocity)
    default: return false
    }
    return true
  }

  /// Whether the newest handle is the gesture the app drives now.
  var newestHandleIsDriven: Bool {
    guard let gesture, gesture.isDriven else { return false }
    return gesture.handle == gestures.count - 1
  }

  // MARK: - Beginning

  mutating func beginInteractivePop(identifier: Int?) {
    let slot = outcomes.count
    outcomes.append("waiting")
    var kind = ModelNavigationMove.Kind.pop
    if let identifier {
      guard let node = byIdentifier[identifier] else {
        diagnose(.missingNavigationTarget, "unknown identifier", slot: slot)
        gestures.append("notBegun(invalid)")
        return
      }
      kind = .popTo(node)
    }
    if let diagnosed = interactionBlocker() {
      if diagnosed { diagnostics.append(.interactiveTransitionMisuse) }
      coverage["nav interactive pop not begun: busy\(diagnosed ? " (misuse)" : "")", default: 0] += 1
      deliver(slot, "dropped")
      gestures.append("notBegun(busy)")
      return
    }
    if case .popTo(let node) = kind, node == current {
      deliver(slot, "alreadyCurrent")
      gestures.append("notBegun(alreadyCurrent)")
      return
    }
    var target: Int?
    switch kind {
    case .pop: target = nodes[current].parent
    case .popTo(let node): target = node
    default: break
    }
    gestureToBegin = NavigationModelGesture(
      books: .init(
        nodes: nodes, current: current, byIdentifier: byIdentifier, retiredNodes: retiredNodes,
        retiredComponents: retiredComponents, awaiting: awaiting.count,
        links: entries.map { ($0.isUnlinked, $0.node) }, shownNode: shownNode, shownStamp: shownStamp,
        shownComponent: shownComponent, shownPosition: shownPosition, shownAtSerial: shownAtSerial,
        target: target),
      historyBefore: guards.history)
    propose(ModelNavigationMove(kind: kind, label: "interactive pop", animated: true, slot: slot))
    gestureToBegin = nil
    if var began = gesture, began.handle == -1 {
      began.handle = gestures.count
      began.isDriven = true
      gesture = began
      gestures.append("interacting")
      coverage["nav interactive pop begun", default: 0] += 1
      return
    }
    let phase: String =
      switch outcomes[slot] {
      case "refused": "notBegun(refused)"
      case "invalid": "notBegun(invalid)"
      case "alreadyCurrent": "notBegun(alreadyCurrent)"
      case "waiting" where guards.held?.moves.contains { $0.slot == slot } == true: "notBegun(held)"
      default: "notBegun(busy)"
      }
    coverage["nav interactive pop \(phase)", default: 0] += 1
    gestures.append(phase)
  }

  /// Why a gesture cannot begin now: `nil` when it can; `true` with a misuse diagnostic,
  /// `false` when the container is busy as any app may find it.
  func interactionBlocker() -> Bool? {
    if gesture != nil || depth > 0 { return true }
    switch appearance {
    case .appeared: break
    case .appearing, .disappearing: return false
    case .disappeared: return true
    }
    if !isIdle || pending != nil || guards.held != nil { return false }
    return nil
  }

  /// The beginning of the animated transition the allowed pop asked for, without its timed
  /// steps: each `StateTransitioning` entry gets `stateTransitionWillBegin`, then
  /// `animateAlongside` at once.
  mutating func beginInteractiveChange(from previous: [Int]?, removed: [Int], added: [Int]) {
    phase = .interacting(from: previous)
    gesture!.from = previous
    gesture!.moved = removed.map { ($0, false) } + added.map { ($0, true) }
    for (child, isAppearing) in gesture!.moved where entries[child].spec.isTransitioning {
      emit(
        "e\(child)", "stateTransitionWillBegin",
        "stateTransitionWillBegin(isAppearing: \(isAppearing)) \(entries[child].learned)")
      emit("e\(child)", "animateAlongside", "animateAlongside(isAppearing: \(isAppearing))")
    }
  }

  // MARK: - Driving

  mutating func updateGesture(_ tenths: Int) {
    guard !gestures.isEmpty else { return }
    guard newestHandleIsDriven else { return misuse() }
    var progress = Double(tenths) / 10
    if progress < 0 || progress > 1 {
      progress = min(max(progress, 0), 1)
      diagnostics.append(.interactiveTransitionMisuse)
    }
    let handle = gesture!.handle
    gesture!.progress = progress
    coverage["nav interactive pop updated", default: 0] += 1
    // A hook that lets the gesture go stops the round.
    for (child, isAppearing) in gesture!.moved where entries[child].spec.isTransitioning {
      guard let gesture, gesture.handle == handle, gesture.isDriven else { break }
      emit(
        "e\(child)", "stateTransitionDidUpdate",
        "stateTransitionDidUpdate(progress: \(progress), isAppearing: \(isAppearing))")
    }
  }

  mutating func letGoByApp(cancelled: Bool, velocity: Int) {
    guard !gestures.isEmpty else { return }
    guard newestHandleIsDriven else { return misuse() }
    if velocity < 0 { diagnostics.append(.interactiveTransitionMisuse) }
    coverage["nav interactive pop \(cancelled ? "cancelled" : "finished")", default: 0] += 1
    if velocity > 0 { coverage["nav interactive pop let go with a velocity", default: 0] += 1 }
    letGo(cancelled: cancelled, velocity: Double(max(velocity, 0)), atOnce: false)
  }

  mutating func misuse() {
    diagnostics.append(.interactiveTransitionMisuse)
    coverage["nav interactive misuse", default: 0] += 1
  }

  /// The rest runs on the clock: each entry's whole time scaled by what is left, and
  /// sooner at a velocity; a cancel first turns everything back.
  mutating func letGo(cancelled: Bool, velocity: Double, atOnce: Bool) {
    gestures[gesture!.handle] = cancelled ? "cancelling" : "finishing"
    gesture!.isDriven = false
    gesture!.isLetGo = true
    guard case .interacting(let from) = phase else { preconditionFailure("a gesture with no transition") }
    let previous = cancelled ? state : from
    depth += 1
    if cancelled { turnBack() }
    let left = cancelled ? gesture!.progress : 1 - gesture!.progress
    let moved = gesture!.moved
    let order = cancelled ? moved.filter(\.isAppearing) + moved.filter { !$0.isAppearing } : moved
    if order.isEmpty {
      finish(from: previous, animated: true)
    } else {
      phase = .animating(from: previous, outstanding: order.count)
      for (child, isAppearing) in order {
        let spec = entries[child].spec
        let total = spec.isTransitioning ? spec.delay + spec.duration : defaultDuration
        var seconds = atOnce ? 0 : Double(total) / 1000 * left
        if velocity > 0 { seconds = min(seconds, left / velocity) }
        let microseconds = Int((seconds * 1_000_000).rounded())
        if spec.isTransitioning {
          emit(
            "e\(child)", "stateTransitionInteractionDidEnd",
            "stateTransitionInteractionDidEnd(isCancelled: \(cancelled), "
              + "remaining: \(Duration.microseconds(microseconds)), isAppearing: \(isAppearing))")
        }
        // The generator keeps what is left to whole milliseconds, as the model's clock.
        let ms = (microseconds + 500) / 1000
        if microseconds % 1000 != 0 {
          coverage["nav interactive pop: remaining not whole ms", default: 0] += 1
        }
        let completes = cancelled != isAppearing
        if !spec.isTransitioning {
          schedule(after: ms, .complete(child, isAppearing: completes))
        } else if cancelled {
          schedule(after: ms, .cancelled(child, isAppearing: completes))
        } else {
          schedule(after: ms, .end(child, isAppearing: completes))
        }
      }
    }
    depth -= 1
    drain()
  }

  /// A cancel: the books, the state and history as they were, and each entry's appearance
  /// change turned around, the added ones first.
  mutating func turnBack() {
    let gesture = gesture!
    let books = gesture.books
    self.gesture!.isCancelled = true
    inFlightSerial = nil
    state = gesture.from
    self.gesture!.cancelledSlots = awaiting.dropFirst(books.awaiting).map(\.move)
    awaiting.removeLast(awaiting.count - books.awaiting)
    nodes = books.nodes
    current = books.current
    byIdentifier = books.byIdentifier
    retiredNodes = books.retiredNodes
    retiredComponents = books.retiredComponents
    for index in books.links.indices {
      entries[index].isUnlinked = books.links[index].isUnlinked
      entries[index].node = books.links[index].node
    }
    shownNode = books.shownNode
    shownStamp = books.shownStamp
    shownComponent = books.shownComponent
    shownPosition = books.shownPosition
    shownAtSerial = books.shownAtSerial
    if let shown = shownNode, let target = books.target, target != shown {
      let learned = "[forward to \(nodes[shown].destination)]"
      entries[nodes[shown].component].learned = learned
      entries[nodes[target].component].learned = learned
    }
    let added = gesture.moved.filter(\.isAppearing).map(\.entry)
    let removed = gesture.moved.filter { !$0.isAppearing }.map(\.entry)
    attached = gesture.childrenBefore
    detaching = added
    if guards.revision == gesture.revisionAfterBegin, guards.history != gesture.historyBefore {
      coverage["nav interactive pop cancel restored history", default: 0] += 1
      historyChanged("restoredByCancel(\(gesture.historyBefore.map(\.count)))") { $0 = gesture.historyBefore }
    }
    for child in added {
      emit("N", "childWillDisappear", "childWillDisappear(e\(child), animated: true)")
      entries[child].appearance = .disappearing
      emit("e\(child)", "willDisappear", "willDisappear(animated: true) \(entries[child].learned)")
    }
    for child in removed {
      emit("N", "childWillAppear", "childWillAppear(e\(child), animated: true)")
      entries[child].appearance = .appearing
      emit("e\(child)", "willAppear", "willAppear(animated: true) \(entries[child].learned)")
    }
  }

  /// The gesture's transition has ended, its `didTransition` returned: a cancel reports
  /// `cancelled`, then the moves made meanwhile are made.
  mutating func endGesture() {
    guard let ended = gesture, ended.isLetGo else { return }
    gesture = nil
    for slot in ended.cancelledSlots { deliver(slot, "cancelled") }
    gestures[ended.handle] = ended.isCancelled ? "cancelled" : "finished"
    if !ended.deferred.isEmpty { coverage["nav moves made after a gesture", default: 0] += 1 }
    for waiting in ended.deferred {
      switch waiting {
      case .proposed(let move): propose(move)
      case .read(let move, let slot): read(move, slot: slot)
      }
    }
  }
}
