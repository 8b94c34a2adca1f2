/// What the model knows of interactive transitions (AnimatingTransitions, "Interactive
/// transitions"): a container's gesture from its beginning to its end, and each handle's
/// phase as `InteractiveTransition.Phase` prints it.
struct ModelGesture {
  var handle: Int
  var previous: Int?
  var target: Int
  var childrenBefore: [Int]
  /// The removed children, then the added ones.
  var moved: [(child: Int, isAppearing: Bool)]
  var historyBefore: [Int]
  var revisionAfterBegin = 0
  var isInteracting = true
  /// Whether its beginning has run: only then can it be driven.
  var isReady = false
  var isCancelled = false
  /// Requests and backs made meanwhile, made once it ends.
  var deferred: [HistoryModel.Move] = []
}

extension LifecycleModel {
  /// `beginInteractiveTransition(to:)` or `beginInteractiveGoBack(_:)`, then the handle's
  /// `update`, `finish` and `cancel`, on a container's latest handle.
  mutating func performInteraction(_ action: FuzzInteractionAction) {
    switch action {
    case .begin(let id, let state):
      // The app holds the handle once the call returns.
      interactionHandles[id] = beginInteraction(id) {
        .request(state: state, animated: true, evenIfCurrent: false, report: $0)
      }
    case .beginBack(let id, let steps):
      interactionHandles[id] = beginInteraction(id) { .back(steps: steps, animated: true, report: $0) }
    case .update(let id, let tenths):
      guard let handle = interactionHandles[id] else { return }
      guard isInteracting(id, handle) else { return misuseOfHandle() }
      if tenths < 0 || tenths > 10 { diagnose(.interactiveTransitionMisuse) }
      let progress = Double(min(max(tenths, 0), 10)) / 10
      containers[id]!.gestureProgress = min(max(tenths, 0), 10)
      coverage["interactive transition updated", default: 0] += 1
      // The app's call, not the container's hook sequence: a hook may take the container off
      // screen (which cancels the gesture) or let it go, and that ends the round.
      for (child, isAppearing) in containers[id]!.gesture!.moved where nodes[child].isTransitioning {
        guard let gesture = containers[id]!.gesture, gesture.handle == handle, gesture.isInteracting else {
          coverage["interactive transition ended by a hook of its update", default: 0] += 1
          break
        }
        emit(.transitionDidUpdate(child, progress: progress, isAppearing: isAppearing))
      }
      drain(id)
    case .finish(let id, let velocity), .cancel(let id, let velocity):
      guard let handle = interactionHandles[id] else { return }
      guard isInteracting(id, handle) else { return misuseOfHandle() }
      if case .cancel = action {
        letGo(id, cancelled: true, velocity: velocity)
      } else {
        letGo(id, cancelled: false, velocity: velocity)
      }
    }
  }

  /// The outcome of a handle's change: before the transition begins, the handle says why it
  /// did not begin; once it has begun (or did not), the handle's own phase tells the rest.
  mutating func interactionReported(_ id: Int, handle: Int, _ outcome: String) {
    guard interactionPhases[handle] == "interacting", containers[id]!.gesture?.handle != handle else {
      return
    }
    let reason =
      switch outcome {
      case "refused", "alreadyCurrent", "invalid": outcome
      default: "busy"
      }
    if outcome == "superseded" {
      coverage["interactive transition superseded before it began", default: 0] += 1
    }
    interactionPhases[handle] = "notBegun(\(reason))"
  }

  private func isInteracting(_ id: Int, _ handle: Int) -> Bool {
    containers[id]!.gesture?.handle == handle && containers[id]!.gesture!.isInteracting
      && containers[id]!.gesture!.isReady
  }

  private mutating func misuseOfHandle() {
    coverage["interactive transition driven after it was let go", default: 0] += 1
    diagnose(.interactiveTransitionMisuse)
  }

  /// Why a gesture cannot begin: `nil` when it can; `.some(true)` with a diagnostic.
  private func interactionBlocker(_ id: Int) -> Bool? {
    let container = containers[id]!
    if container.gesture != nil { return true }
    if container.depth > 0 || isAnyContainerRunningHooks { return true }
    switch nodes[id].appearance {
    case .appeared: break
    case .appearing, .disappearing: return false
    case .disappeared: return true
    }
    if container.isTransitioning || container.inFlight != nil || container.pending != nil
      || history[id].held != nil || presentations.books[id]?.isStepping == true
    {
      return false
    }
    return nil
  }

  /// The handle's change reports its outcome to the handle: `makeMove` gets the report
  /// number that stands for it (negative: no request's completion logs it).
  private mutating func beginInteraction(_ id: Int, _ makeMove: (Int) -> HistoryModel.Move) -> Int {
    let handle = interactionPhases.count
    interactionPhases.append("interacting")
    let move = makeMove(-1 - handle)
    if let diagnosed = interactionBlocker(id) {
      coverage["interactive transition not begun: busy\(diagnosed ? " (misuse)" : "")", default: 0] += 1
      if diagnosed { diagnose(.interactiveTransitionMisuse) }
      interactionPhases[handle] = "notBegun(busy)"
      return handle
    }
    if case .request(let state, _, _, _) = move, historyTarget(id) == state {
      interactionPhases[handle] = "notBegun(alreadyCurrent)"
      return handle
    }
    propose(id, move, interaction: (handle, history[id].entries))
    return handle
  }

  /// Called by `propose` with the guard's decision about the move of a gesture that begins:
  /// returns whether the model began it (or found it busy); `false` lets `propose` go on.
  mutating func interactionDecided(
    _ id: Int, _ decision: ModelDecision, moves: [HistoryModel.Move],
    _ interaction: (handle: Int, history: [Int])
  ) -> Bool {
    let (handle, historyBefore) = interaction
    switch decision {
    case .refuse:
      interactionPhases[handle] = "notBegun(refused)"
      return false
    case .hold:
      interactionPhases[handle] = "notBegun(held)"
      coverage["interactive transition held", default: 0] += 1
      return false
    case .allow:
      break
    }
    if interactionBlocker(id) != nil {
      interactionPhases[handle] = "notBegun(busy)"
      return true
    }
    let childrenBefore = containers[id]!.target
    for move in moves { performMove(id, move) }
    dropEntryRepeatingTarget(id)
    // A hook the change ran may have taken the container off screen: it runs as an ordinary change.
    let container = containers[id]!
    guard
      nodes[id].appearance == .appeared, container.depth == 0, container.inFlight == nil,
      !container.isTransitioning, !isAnyContainerRunningHooks
    else {
      coverage["interactive transition made ordinary: its container is busy once applied", default: 0] += 1
      if interactionPhases[handle] == "interacting" { interactionPhases[handle] = "notBegun(busy)" }
      return true
    }
    // A request one of those hooks made replaced the gesture's: it runs as an ordinary one.
    guard interactionPhases[handle] == "interacting" else { return true }
    guard let request = containers[id]!.pending else {
      // Its request went nowhere (its state is current), or a request a hook made replaced
      // it (superseded: the handle says busy).
      let target: Int? = if case .request(let state, _, _, _) = moves.last { state } else { nil }
      let isCurrent = target == nil || containers[id]!.state == target
      interactionPhases[handle] = isCurrent ? "notBegun(alreadyCurrent)" : "notBegun(busy)"
      return true
    }
    containers[id]!.pending = nil
    if !request.evenIfCurrent && containers[id]!.state == request.state {
      // A request a hook made for where it leads took its place, and was replaced by it: it
      // is dropped as current, as any request whose state is current by its turn.
      coverage["interactive transition dropped as current once its hooks ran", default: 0] += 1
      if let report = request.report { emit(.outcome(id, request: report, outcome: "alreadyCurrent")) }
      return true
    }
    coverage["interactive transition begun", default: 0] += 1
    containers[id]!.gesture = ModelGesture(
      handle: handle, previous: containers[id]!.state, target: request.state, childrenBefore: childrenBefore,
      moved: [], historyBefore: historyBefore, revisionAfterBegin: history[id].revision)
    containers[id]!.gestureProgress = 0
    enterHooks(id)
    beginInteractiveChange(id, to: request.state)
    // Ready before what waited for the hooks runs: a disappearance then cancels it.
    containers[id]!.gesture?.isReady = true
    leaveHooks(id)
    return true
  }

  /// The beginning of an animated transition without its timed steps.
  private mutating func beginInteractiveChange(_ id: Int, to state: Int) {
    let previous = containers[id]!.state
    containers[id]!.isTransitioning = true
    emit(.willTransition(id, to: state, animated: true))
    let (removed, listed) = changeStateForInteraction(id, to: state)
    for child in removed {
      emit(.willMove(child, toParent: nil))
      emit(.childWillDisappear(id, child: child, animated: true))
      beginAppearance(child, isAppearing: false, animated: true, byContainer: true)
    }
    var added: [Int] = []
    for child in listed where attach(child, to: id) {
      added.append(child)
      emit(.childWillAppear(id, child: child, animated: true))
      beginAppearance(child, isAppearing: true, animated: true, byContainer: true)
    }
    let moved = removed.map { ($0, false) } + added.map { ($0, true) }
    containers[id]!.gesture!.moved = moved
    containers[id]!.inFlight = TransitionInFlight(from: previous, animated: true, outstanding: moved.count)
    for (child, isAppearing) in moved where nodes[child].isTransitioning {
      emit(.transitionWillBegin(child, isAppearing: isAppearing))
      emit(.animateAlongside(child, isAppearing: isAppearing))
    }
  }

  /// `finish` or `cancel`: the rest of each child's time, scaled by what is left.
  mutating func letGo(_ id: Int, cancelled: Bool, velocity: Int, atOnce: Bool = false) {
    coverage["interactive transition \(cancelled ? "cancelled" : "finished")", default: 0] += 1
    if velocity < 0 { diagnose(.interactiveTransitionMisuse) }
    containers[id]!.gesture!.isInteracting = false
    containers[id]!.gesture!.isCancelled = cancelled
    let gesture = containers[id]!.gesture!
    interactionPhases[gesture.handle] = cancelled ? "cancelling" : "finishing"
    let progress = containers[id]!.gestureProgress
    let left = cancelled ? progress : 10 - progress
    enterHooks(id)
    if cancelled {
      containers[id]!.state = gesture.previous
      containers[id]!.target = gesture.childrenBefore
      containers[id]!.removing = gesture.moved.filter(\.isAppearing).map(\.child)
      containers[id]!.inFlight = TransitionInFlight(
        from: gesture.target, animated: true, outstanding: gesture.moved.count)
      if history[id].revision == gesture.revisionAfterBegin, history[id].entries != gesture.historyBefore {
        coverage["interactive cancel restored history", default: 0] += 1
        let before = gesture.historyBefore
        changeHistoryForInteraction(id, "restoredByCancel(\(Self.list(before)))") { $0 = before }
      }
    }
    if cancelled {
      for (child, isAppearing) in gesture.moved where isAppearing {
        turnAround(child, of: id, isAppearing: false)
      }
      for (child, isAppearing) in gesture.moved where !isAppearing {
        turnAround(child, of: id, isAppearing: true)
      }
    }
    let order =
      cancelled
      ? gesture.moved.filter(\.isAppearing) + gesture.moved.filter { !$0.isAppearing } : gesture.moved
    if order.isEmpty {
      finishTransitionForInteraction(id)
    }
    for (child, isAppearing) in order {
      let total: Int
      if nodes[child].isTransitioning {
        let timing = nodes[child].timing
        let (delay, duration) = (
          timing.delay(isAppearing: isAppearing), timing.duration(isAppearing: isAppearing)
        )
        if delay < 0 { diagnose(.negativeTiming) }
        if duration < 0 { diagnose(.negativeTiming) }
        total = max(delay, 0) + max(duration, 0)
      } else {
        total = max(containers[id]!.defaultDuration, 0)
      }
      var remaining = atOnce ? 0 : total * left / 10
      if velocity > 0 { remaining = min(remaining, left * 100 / velocity) }
      if nodes[child].isTransitioning {
        emit(.interactionDidEnd(child, isCancelled: cancelled, isAppearing: isAppearing))
        schedule(
          id, after: remaining,
          cancelled
            ? .cancelled(child: child, isAppearing: !isAppearing)
            : .end(child: child, isAppearing: isAppearing))
      } else {
        schedule(id, after: remaining, .complete(child: child, isAppearing: cancelled != isAppearing))
      }
    }
    leaveHooks(id)
    drain(id)
  }

  private mutating func turnAround(_ child: Int, of id: Int, isAppearing: Bool) {
    emit(
      isAppearing
        ? .childWillAppear(id, child: child, animated: true)
        : .childWillDisappear(id, child: child, animated: true))
    if nodes[child].isContainer {
      endAppearance(child, byContainer: true)
      beginAppearance(child, isAppearing: isAppearing, animated: true, byContainer: true)
    } else {
      nodes[child].appearance = isAppearing ? .appearing : .disappearing
      nodes[child].appearanceAnimated = true
      emit(isAppearing ? .willAppear(child, animated: true) : .willDisappear(child, animated: true))
    }
  }

  /// After the transition's `didTransition` (and its outcome): the handle learns how it
  /// ended, then what waited is made, in order.
  mutating func interactionEnded(_ id: Int) {
    guard let gesture = containers[id]!.gesture, !gesture.isInteracting else { return }
    containers[id]!.gesture = nil
    interactionPhases[gesture.handle] = gesture.isCancelled ? "cancelled" : "finished"
    for move in gesture.deferred {
      coverage["request made during a gesture, made after it", default: 0] += 1
      if case .request(let state, let animated, let evenIfCurrent, let report) = move {
        requestThroughGuard(
          id, state: state, animated: animated, evenIfCurrent: evenIfCurrent, report: report)
      } else {
        propose(id, move)
      }
    }
  }

  /// A request or back made during a gesture waits for its end; returns whether it did.
  mutating func deferredByInteraction(_ id: Int, _ move: HistoryModel.Move) -> Bool {
    guard containers[id]!.gesture != nil else { return false }
    containers[id]!.gesture!.deferred.append(move)
    return true
  }

  /// A disappearance cancels a gesture first.
  mutating func cancelInteractionForDisappearance(_ id: Int) {
    guard let gesture = containers[id]!.gesture, gesture.isInteracting, gesture.isReady else { return }
    coverage["interactive transition cancelled by a disappearance", default: 0] += 1
    letGo(id, cancelled: true, velocity: 0, atOnce: true)
  }
}
