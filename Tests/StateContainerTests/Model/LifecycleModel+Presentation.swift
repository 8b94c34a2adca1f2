/// What the model knows of presentations and of the component cache.
struct PresentationModel {
  /// One container's presentations.
  struct Books {
    /// `presentedComponent`: changed at once by each call.
    var presented: Int?
    /// `queuedPresentations`.
    var queue: [Int] = []
    /// The presented component the container holds as its child.
    var onScreen: Int?
    /// The component the step in flight removes.
    var leaving: Int?
    /// The `animated` of the latest call that changed `presented`.
    var animated = false
    /// Whether a presentation step is under way (`isChangingPresentation`).
    var isStepping = false
    /// The animated step on the clock: its children still to complete.
    var outstanding = 0
    var stepAnimated = false
    /// Outcomes waiting for a step: the showing of a component, or its removal.
    var reports: [(component: Int, isRemoval: Bool, report: Int)] = []
  }

  var books: [Int: Books] = [:]
  /// The container that presents or queues each component.
  var presenter: [Int: Int] = [:]
  /// The outcome of each presentation call, by number; `""` until it is reported.
  var outcomes: [String] = []
  /// The keys of the component cache (a key is the id of the component its factory returns).
  var cacheKeys: Set<Int> = []
  /// How many times the cache's factory ran.
  var cacheMisses = 0
  /// The components whose `willMove(toParent:)` to a container runs, with that container.
  var movingIn: [(child: Int, container: Int)] = []
}

extension LifecycleModel.TimedStep {
  var isPresentation: Bool {
    if case .presentation = self { true } else { false }
  }
}

extension LifecycleModel {
  /// The upstream: the container that presents or queues a component, else its parent.
  func upstream(of id: Int) -> Int? {
    presentations.presenter[id] ?? nodes[id].parent
  }

  func books(_ id: Int) -> PresentationModel.Books {
    presentations.books[id] ?? PresentationModel.Books()
  }

  /// A component a container presents, queues, or is removing from presentation.
  func isHeldByPresentation(_ id: Int) -> Bool {
    presentations.presenter[id] != nil
      || presentations.books.contains { container, books in
        (books.onScreen == id || books.leaving == id) && nodes[id].parent == container
      }
  }

  /// The presented children at the end of `children`: the one on screen, then one leaving.
  func presentedChildren(of id: Int) -> [Int] {
    guard let books = presentations.books[id] else { return [] }
    let content = containers[id]!.target + containers[id]!.removing
    return [books.onScreen, books.leaving].compactMap { $0 }.filter {
      nodes[$0].parent == id && !content.contains($0)
    }
  }

  /// Begins remembered requests, then presentation steps, for as long as it can.
  mutating func drain(_ id: Int) {
    repeat { drainRequests(id) } while presentationStep(id)
  }

  mutating func performPresentation(_ action: FuzzAction) {
    switch action {
    case .present(let container, let component, let animated, let replacing):
      present(component, on: container, animated: animated, replacing: replacing)
    case .presentValue(let container, let component, let animated, let replacing, let registered):
      // By value, a registered type is a presentation of the component the factory makes.
      guard registered else {
        coverage["presentation by value of an unregistered type", default: 0] += 1
        diagnose(.invalidPresentation)
        presentations.outcomes[takeReport()] = "invalid"
        return
      }
      coverage["presented by value", default: 0] += 1
      present(component, on: container, animated: animated, replacing: replacing)
    case .dismissPresentation(let container, let animated):
      dismiss(on: container, animated: animated)
    case .useCache(let key):
      if presentations.cacheKeys.contains(key) {
        coverage["cache hit", default: 0] += 1
      } else {
        coverage["cache miss: factory ran", default: 0] += 1
        presentations.cacheKeys.insert(key)
        presentations.cacheMisses += 1
      }
    case .clearCache:
      for key in presentations.cacheKeys {
        if nodes[key].parent != nil || presentations.presenter[key] != nil {
          coverage["cache clear kept a component in use", default: 0] += 1
        } else {
          coverage["cache clear released a component", default: 0] += 1
          presentations.cacheKeys.remove(key)
        }
      }
    default:
      preconditionFailure("not a presentation action: \(action)")
    }
  }

  private mutating func takeReport() -> Int {
    presentations.outcomes.append("")
    return presentations.outcomes.count - 1
  }

  /// Whether `component` is upstream of `container`, or will be once the moves in progress
  /// end: a component on the chain whose `willMove(toParent:)` runs continues it through the
  /// container it is being added to.
  private func isUpstream(_ component: Int, of container: Int) -> Bool {
    var starts = [container]
    var followed = 0
    while let start = starts.popLast() {
      var cursor: Int? = start
      while let node = cursor {
        if node == component, node != container { return true }
        if let move = presentations.movingIn.last(where: { $0.child == node }),
          followed < presentations.movingIn.count
        {
          followed += 1
          starts.append(move.container)
        }
        cursor = upstream(of: node)
      }
    }
    return false
  }

  /// `present` / `replacePresentation`.
  private mutating func present(_ component: Int, on id: Int, animated: Bool, replacing: Bool) {
    let report = takeReport()
    if component == id || nodes[component].parent != nil || presentations.presenter[component] != nil
      || isUpstream(component, of: id) || presentations.movingIn.contains(where: { $0.child == component })
    {
      coverage["presentation refused: invalid", default: 0] += 1
      diagnose(.invalidPresentation)
      presentations.outcomes[report] = "invalid"
      return
    }
    var books = books(id)
    var left: [Int] = []
    books.reports.append((component, false, report))
    if replacing {
      coverage[
        books.presented == nil ? "replace with nothing presented" : "presentation replaced", default: 0] +=
        1
      if !books.queue.isEmpty { coverage["replace dropped the queue", default: 0] += 1 }
      for queued in books.queue { withdraw(queued, from: &books, into: &left) }
      books.queue = []
      if let shown = books.presented { withdraw(shown, from: &books, into: &left) }
      books.presented = component
      books.animated = animated
    } else if books.presented != nil {
      coverage["presentation queued", default: 0] += 1
      books.queue.append(component)
    } else {
      coverage["presented", default: 0] += 1
      books.presented = component
      books.animated = animated
    }
    if isAnyContainerRunningHooks { coverage["presentation made from a hook", default: 0] += 1 }
    if books.outstanding > 0 {
      coverage["presentation call during a presentation animation", default: 0] += 1
    }
    if containers[id]!.inFlight != nil {
      coverage["presentation made during a state animation", default: 0] += 1
    }
    presentations.books[id] = books
    presentations.presenter[component] = id
    handOverOwnBus(of: component)
    for component in left { presentations.presenter[component] = nil }
    drain(id)
  }

  /// `dismissPresentation`.
  private mutating func dismiss(on id: Int, animated: Bool) {
    let report = takeReport()
    var books = books(id)
    guard let shown = books.presented else {
      coverage["dismiss with nothing presented", default: 0] += 1
      presentations.outcomes[report] = "alreadyCurrent"
      return
    }
    coverage[books.queue.isEmpty ? "presentation dismissed" : "dismiss shows the next queued", default: 0] +=
      1
    if isAnyContainerRunningHooks { coverage["dismiss made from a hook", default: 0] += 1 }
    if books.outstanding > 0 {
      coverage["presentation call during a presentation animation", default: 0] += 1
    }
    var left: [Int] = []
    withdraw(shown, from: &books, into: &left)
    books.presented = books.queue.isEmpty ? nil : books.queue.removeFirst()
    books.animated = animated
    if books.onScreen == shown {
      books.reports.append((shown, true, report))
    } else {
      coverage["dismissed before it was on screen", default: 0] += 1
      presentations.outcomes[report] = "completed"
    }
    presentations.books[id] = books
    for component in left { presentations.presenter[component] = nil }
    drain(id)
  }

  private mutating func withdraw(
    _ component: Int, from books: inout PresentationModel.Books, into left: inout [Int]
  ) {
    left.append(component)
    books.reports.removeAll { entry in
      guard entry.component == component, !entry.isRemoval else { return false }
      presentations.outcomes[entry.report] = "superseded"
      return true
    }
  }

  /// Carries what the app asked for to the screen, one step at a time.
  private mutating func presentationStep(_ id: Int) -> Bool {
    guard var books = presentations.books[id], !books.isStepping, books.presented != books.onScreen,
      containers[id]!.depth == 0, containers[id]!.gesture?.isInteracting != true,
      nodes[id].appearance == .appeared || nodes[id].appearance == .disappeared
    else { return false }
    guard !isAnyContainerRunningHooks else {
      if !containers[id]!.isWaiting {
        containers[id]!.isWaiting = true
        waiting.append(id)
        coverage["presentation waits for another container's hooks", default: 0] += 1
      }
      return false
    }
    let removing = books.onScreen
    let adding = books.presented
    books.leaving = removing
    books.onScreen = adding
    books.isStepping = true
    let animated = books.animated
    presentations.books[id] = books
    enterHooks(id)
    if nodes[id].appearance == .appeared {
      if containers[id]!.inFlight != nil {
        coverage["presentation step beside a state animation", default: 0] += 1
      }
      presentationStepOnScreen(id, removing: removing, adding: adding, animated: animated)
    } else {
      coverage["presentation attached or detached off screen", default: 0] += 1
      if let removing {
        endHeldOfLeavingChild(removing)
        emit(.willMove(removing, toParent: nil))
        nodes[removing].parent = nil
        emit(.didMove(removing, toParent: nil))
      }
      if let adding, attachPresented(adding, to: id) {
        emit(.didMove(adding, toParent: id))
      } else if let adding {
        claimed(adding, by: id)
      }
      finishPresentationStep(id)
    }
    leaveHooks(id)
    return true
  }

  private mutating func presentationStepOnScreen(_ id: Int, removing: Int?, adding: Int?, animated: Bool) {
    if let removing {
      endHeldOfLeavingChild(removing)
      emit(.willMove(removing, toParent: nil))
      emit(.childWillDisappear(id, child: removing, animated: animated))
      beginAppearance(removing, isAppearing: false, animated: animated, byContainer: true)
    }
    var added = adding
    if let adding, !attachPresented(adding, to: id) {
      claimed(adding, by: id)
      added = nil
    }
    if let added {
      emit(.childWillAppear(id, child: added, animated: animated))
      beginAppearance(added, isAppearing: true, animated: animated, byContainer: true)
    }
    let children = [removing.map { ($0, false) }, added.map { ($0, true) }].compactMap { $0 }
    guard animated && !children.isEmpty else {
      if let removing { completeRemoved(removing, of: id, animated: animated) }
      if let added { completeAdded(added, of: id, animated: animated) }
      finishPresentationStep(id)
      return
    }
    coverage["presentation step animated", default: 0] += 1
    presentations.books[id]!.outstanding = children.count
    presentations.books[id]!.stepAnimated = animated
    for (child, isAppearing) in children {
      if nodes[child].isTransitioning {
        let timing = nodes[child].timing
        var delay = timing.delay(isAppearing: isAppearing)
        var duration = timing.duration(isAppearing: isAppearing)
        if delay < 0 {
          diagnose(.negativeTiming)
          delay = 0
        }
        if duration < 0 {
          diagnose(.negativeTiming)
          duration = 0
        }
        emit(.transitionWillBegin(child, isAppearing: isAppearing))
        schedule(id, after: delay, .presentation(.alongside(child: child, isAppearing: isAppearing)))
        schedule(id, after: delay + duration, .presentation(.end(child: child, isAppearing: isAppearing)))
      } else {
        schedule(
          id, after: max(containers[id]!.defaultDuration, 0),
          .presentation(.complete(child: child, isAppearing: isAppearing)))
      }
    }
  }

  /// `attach(_:to:)` for a presented component, which is linked to the container already.
  private mutating func attachPresented(_ child: Int, to id: Int) -> Bool {
    guard isUnclaimed(child, by: id, presenting: true) else { return false }
    presentations.movingIn.append((child, id))
    emit(.willMove(child, toParent: id))
    presentations.movingIn.removeLast()
    guard isUnclaimed(child, by: id, presenting: true) else { return false }
    nodes[child].parent = id
    handOverOwnBus(of: child)
    return true
  }

  /// The component a step adds was claimed first: it leaves the presentation.
  private mutating func claimed(_ component: Int, by id: Int) {
    var books = presentations.books[id]!
    if books.onScreen == component { books.onScreen = nil }
    var left: [Int] = []
    if books.presented == component {
      withdraw(component, from: &books, into: &left)
      books.presented = books.queue.isEmpty ? nil : books.queue.removeFirst()
    }
    presentations.books[id] = books
    for component in left { presentations.presenter[component] = nil }
  }

  mutating func runPresentationStep(_ step: TimedStep, of id: Int) {
    switch step {
    case .alongside(let child, let isAppearing):
      emit(.animateAlongside(child, isAppearing: isAppearing))
    case .end(let child, let isAppearing):
      emit(.transitionDidEnd(child, isAppearing: isAppearing))
      completePresented(child, of: id, isAppearing: isAppearing)
    case .complete(let child, let isAppearing):
      completePresented(child, of: id, isAppearing: isAppearing)
    case .presentation, .cancelled:
      preconditionFailure("Internal inconsistency: a nested presentation step, or a cancelled one")
    }
  }

  private mutating func completePresented(_ child: Int, of id: Int, isAppearing: Bool) {
    let animated = presentations.books[id]!.stepAnimated
    if isAppearing {
      completeAdded(child, of: id, animated: animated)
    } else {
      completeRemoved(child, of: id, animated: animated)
    }
    presentations.books[id]!.outstanding -= 1
    if presentations.books[id]!.outstanding == 0 { finishPresentationStep(id) }
  }

  private mutating func finishPresentationStep(_ id: Int) {
    var books = presentations.books[id]!
    books.isStepping = false
    let added = books.onScreen
    let removed = books.leaving
    books.leaving = nil
    books.reports.removeAll { entry in
      let done = entry.isRemoval ? entry.component == removed : entry.component == added
      if done { presentations.outcomes[entry.report] = "completed" }
      return done
    }
    presentations.books[id] = books
  }

  /// Disappearance: after the state transition in flight, the presentation step in flight
  /// runs its remaining timed steps now, in clock order.
  mutating func flushPresentation(_ id: Int) {
    var mine = entries.filter { $0.container == id && $0.step.isPresentation }
    guard !mine.isEmpty else { return }
    coverage["presentation finished at once by disappearing", default: 0] += 1
    entries.removeAll { $0.container == id && $0.step.isPresentation }
    mine.sort { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
    for entry in mine {
      guard case .presentation(let step) = entry.step else { continue }
      runPresentationStep(step, of: id)
    }
  }

  /// The presented component begins or ends appearing with its container, after the
  /// content's children. (Disappearing, it is the last of `children(of:)`.)
  mutating func presentedAppears(_ id: Int, begins: Bool, animated: Bool) {
    guard let shown = presentations.books[id]?.onScreen else { return }
    coverage["presented component appears with its container", default: 0] += 1
    if begins {
      emit(.childWillAppear(id, child: shown, animated: animated))
      beginAppearance(shown, isAppearing: true, animated: animated, byContainer: true)
    } else {
      endAppearance(shown, byContainer: true)
      emit(.childDidAppear(id, child: shown, animated: animated))
    }
  }
}
