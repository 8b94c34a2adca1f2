/// An executable model of the lifecycle (TheLifecycle) and of the component tree
/// (ContextResponsesAndEvents), with the rules main follows where the articles are silent.
///
/// It is written from the documents, not from the library: components are integer ids,
/// hooks are `FuzzEvent` values appended to `log`, and time is an integer number of
/// milliseconds on a model clock with the same ordering rules as `SimulatedClock`.
/// `ModelBasedTests` runs it side by side with the real container and compares the logs.
///
/// Where the articles are silent, the model follows what main does, and these rules should
/// be written down in them:
/// - A request made while any container runs hooks waits for the outermost hook sequence to
///   return, first come first; a child another container claimed after the diff is left out
///   of the state with a diagnostic.
/// - An appearance call that is both reentrant and out of turn reports
///   `.reentrantAppearanceTransition` (reentrancy is checked first), as the misuse table says.
/// - A repeat is `.duplicateChild` only if its first occurrence was kept; a rejected child
///   listed twice is rejected twice for its own reason.
/// - `SimulatedClock.run()` leaves `now` at the last deadline it ran.
/// - Events: one delivery queue serves every bus; a queued event reaches the
///   watches that were on its bus when it was posted; a component that gets a parent
///   hands its own bus's live watches to its new tree's bus (they get none of the events
///   posted there before); a removed component keeps its watches where they are.
struct LifecycleModel {
  /// A component, as seen from outside.
  struct Node {
    let isContainer: Bool
    let isTransitioning: Bool
    var timing: FuzzTiming
    var appearance = ModelAppearance.disappeared
    /// The `animated` of the last `beginAppearanceTransition` that moved it.
    var appearanceAnimated = false
    var parent: Int? { didSet { parentChanges += 1 } }
    /// Its own context value, if it has one (context).
    var ownContext: Int?
    /// The response types it handles (responses).
    var handledResponses: Set<Int> = []
    /// How many times `parent` was set.
    var parentChanges = 0
  }

  /// A transition whose children complete on the clock.
  struct TransitionInFlight {
    var from: Int?
    var animated: Bool
    /// Children whose completion has not run yet.
    var outstanding: Int
  }

  /// The part of a container's own appearance that `endAppearanceTransition()` finishes.
  struct AppliedOnAppearance {
    var from: Int?
    var added: [Int]
  }

  /// A container's own state.
  struct Container {
    var lists: [[Int]]
    var appearanceState: Int
    var defaultDuration: Int
    /// `reloadsStateOnAppearance`.
    var reloadsOnAppearance: Bool
    /// `currentState` once determined.
    var state: Int?
    /// `N`: the children of the current state (deduplicated, rejected ones left out).
    var target: [Int] = []
    /// Removed children whose completion has not run yet, in `P` order.
    var removing: [Int] = []
    var isTransitioning = false
    var inFlight: TransitionInFlight?
    var pending: (state: Int, animated: Bool, evenIfCurrent: Bool, report: Int?)?
    /// The number of the request whose transition is in flight, if it reports its outcome.
    var inFlightReport: Int?
    /// How many of the container's own hook sequences are on the stack.
    var depth = 0
    /// Whether it is in `waiting`: its request waits for other containers' hooks.
    var isWaiting = false
    var applied: AppliedOnAppearance?
    /// The interactive transition under way, and its progress in tenths.
    var gesture: ModelGesture?
    var gestureProgress = 0
  }

  /// A timed step on the model clock.
  enum TimedStep {
    case alongside(child: Int, isAppearing: Bool)
    case end(child: Int, isAppearing: Bool)
    case complete(child: Int, isAppearing: Bool)
    /// `stateTransitionDidCancel` of a cancelled interactive transition, then the child's
    /// completion back where it was (`isAppearing` is that way).
    case cancelled(child: Int, isAppearing: Bool)
    /// A step of a presentation.
    indirect case presentation(TimedStep)
  }

  struct ClockEntry {
    var deadline: Int
    var order: Int
    var container: Int
    var step: TimedStep
  }

  var nodes: [Node]
  var containers: [Container?]
  private(set) var now = 0
  /// Containers whose requests wait for the outermost hook sequence, first come first.
  var waiting: [Int] = []
  private var isResuming = false
  var entries: [ClockEntry] = []
  private var nextOrder = 0
  private var triggers: [FuzzTrigger] = []
  /// Presentations and the component cache
  /// (`LifecycleModel+Presentation.swift`).
  var presentations = PresentationModel()
  /// Events: the watches made so far, the buses and the delivery queue.
  private(set) var events = EventsState()

  /// The phase of every interactive transition's handle, in the order they were begun,
  /// and each container's latest handle.
  var interactionPhases: [String] = []
  var interactionHandles: [Int: Int] = [:]

  /// Every hook call so far.
  private(set) var log: [FuzzLogEntry] = []
  /// Every diagnostic so far.
  private(set) var diagnostics: [ModelDiagnostic] = []
  /// How often each situation of interest arose, to show what the random sequences cover.
  var coverage: [String: Int] = [:]
  /// History and guards (history and guards), per container; see `LifecycleModel+History`.
  var history = HistoryModel()
  /// Set when the sequence reached a situation where the contract is known not to hold
  /// (see `KnownGap`); what follows is not compared.
  var knownGap: KnownGap?

  /// Situations the fuzzer found where the documents and the library do not say what
  /// happens, or the library leaves the tree inconsistent. Each has a test in
  /// `RequestsDuringHooksTests`.
  enum KnownGap: String, Hashable, Sendable {
    /// A container's parent calls its appearance methods while the container runs its own
    /// hooks (since requests wait for running hooks, only through an appearance call on the
    /// parent from a hook of the not-yet-attached container): the container refuses with
    /// `.reentrantAppearanceTransition` and its appearance no longer matches its parent's.
    case busyContainerMovedByItsParent
    /// A component listed by two containers is claimed *and released again* by another
    /// container inside this container's `willMove(toParent:)` to it (a claim that lasts is left
    /// out with a diagnostic): its `willMove`/`didMove` calls nest.
    case childClaimedDuringTransition
  }

  /// What the model knows of events.
  struct EventsState {
    /// A watch, numbered in the order the sequence made it.
    struct Watch {
      var watcher: Int
      var type: Int
      var whileAppeared: Bool
      /// The one sender it takes, or `nil` for any.
      var sender: Int?
      /// Its place in watch order.
      var serial: Int
      var isCancelled = false
    }

    /// A watch as one bus holds it: it receives the events posted on that bus with a
    /// `limit` above `eligibleFrom` (its serial, or the mark of its hand-over).
    struct BusEntry {
      var watch: Int
      var eligibleFrom: Int
    }

    /// An event waiting in the one delivery queue of all buses.
    struct Posted {
      var bus: Int
      var type: Int
      var sender: Int
      /// The next serial when it was posted.
      var limit: Int
    }

    var watches: [Watch] = []
    /// Each bus's entries, in serial order.
    var buses: [[BusEntry]] = []
    /// The own bus of a component that is (or was) the top of its tree, by component.
    var ownBus: [Int: Int] = [:]
    var nextSerial = 0
    var queue: [Posted] = []
    var isDelivering = false

    mutating func takeSerial() -> Int {
      defer { nextSerial += 1 }
      return nextSerial
    }
  }

  static let root = 0

  init(world: FuzzWorld) {
    nodes = world.nodes.map {
      Node(isContainer: $0.isContainer, isTransitioning: $0.isTransitioning, timing: $0.timing)
    }
    containers = world.containers.map {
      $0.map {
        Container(
          lists: $0.lists, appearanceState: $0.appearanceState, defaultDuration: $0.defaultDuration,
          reloadsOnAppearance: $0.reloadsOnAppearance)
      }
    }
  }

  // MARK: - Reading

  /// Number of entries on the clock.
  var scheduledCount: Int { entries.count }

  func appearance(of id: Int) -> ModelAppearance { nodes[id].appearance }
  func parent(of id: Int) -> Int? { nodes[id].parent }
  func container(_ id: Int) -> Container { containers[id]! }

  /// The component's own value, else its upstream's (its parent's), else the
  /// key's default.
  func contextValue(of id: Int) -> Int {
    var cursor: Int? = id
    while let node = cursor {
      if let value = nodes[node].ownContext { return value }
      cursor = upstream(of: node)
    }
    return FuzzWorld.contextDefault
  }

  /// `children` of a component.
  func children(of id: Int) -> [Int] {
    guard let container = containers[id] else { return [] }
    return container.target.filter { nodes[$0].parent == id }
      + container.removing.filter { nodes[$0].parent == id } + presentedChildren(of: id)
  }

  // MARK: - Operations

  mutating func apply(_ operation: FuzzOperation) {
    switch operation {
    case .perform(let action): perform(action)
    case .advance(let ms): advance(by: ms)
    case .runClock: runClock()
    case .setAppearanceState(let id, let state): containers[id]!.appearanceState = state
    case .setChildren(let id, let state, let children): containers[id]!.lists[state] = children
    case .setTiming(let id, let timing): nodes[id].timing = timing
    case .setDefaultDuration(let id, let ms): containers[id]!.defaultDuration = ms
    case .setHistoryScripts(let id, let verdicts, let entries):
      history[id].setScripts(verdicts: verdicts, entries: entries)
    case .arm(let component, let hook, let action):
      triggers.append(FuzzTrigger(component: component, hook: hook, action: action))
    }
  }

  mutating func perform(_ action: FuzzAction) {
    switch action {
    case .request(let id, let state, let animated, let evenIfCurrent, let reportsOutcome):
      request(
        id, state: state, animated: animated, evenIfCurrent: evenIfCurrent, reportsOutcome: reportsOutcome)
    case .beginAppearance(let isAppearing, let animated):
      beginAppearance(Self.root, isAppearing: isAppearing, animated: animated)
    case .endAppearance: endAppearance(Self.root)
    case .beginAppearanceOfManaged(let id, let isAppearing, let animated):
      guard upstream(of: id) != nil else { return }
      beginAppearance(id, isAppearing: isAppearing, animated: animated)
    case .endAppearanceOfManaged(let id):
      guard upstream(of: id) != nil else { return }
      endAppearance(id)
    case .writeContext(let id, let value):
      nodes[id].ownContext = value
      coverage[value == nil ? "context value removed" : "context value written", default: 0] += 1
    case .readContext(let id):
      let value = contextValue(of: id)
      if nodes[id].ownContext == nil && value != FuzzWorld.contextDefault {
        coverage["context read through upstream", default: 0] += 1
      }
      emit(.contextRead(id, value: value))
    case .handleResponses(let id, let type):
      nodes[id].handledResponses.insert(type)
    case .stopHandlingResponses(let id, let type):
      nodes[id].handledResponses.remove(type)
    case .sendResponse(let id, let type):
      sendResponse(from: id, type: type)
    case .watchEvents(let id, let type, let whileAppeared, let sender):
      watchEvents(id, type: type, whileAppeared: whileAppeared, from: sender)
    case .endWatch(let index):
      guard index < events.watches.count else { return }
      if events.isDelivering && !events.watches[index].isCancelled {
        coverage["event watch ended during a delivery", default: 0] += 1
      }
      events.watches[index].isCancelled = true
    case .postEvent(let id, let type):
      postEvent(from: id, type: type)
    case .registerService(let id, let type):
      registerService(on: id, type: type)
    case .useService(let id, let type):
      let found = findService(from: id, type: type)
      if let found { startService(found, type: type) }
      emit(
        .service(
          id,
          what:
            "tree.service(FuzzService\(type)) -> \(found.map { "S\(services[$0]![type]!.number)" } ?? "nil")")
      )
    case .startService(let id, let type):
      let found = findService(from: id, type: type)
      let started = found.map { startService($0, type: type) } ?? false
      emit(.service(id, what: "tree.startService(FuzzService\(type)) -> \(started)"))
    case .stopService(let id, let type):
      let found = findService(from: id, type: type)
      let stopped = found.map { stopService($0, type: type) } ?? false
      emit(.service(id, what: "tree.stopService(FuzzService\(type)) -> \(stopped)"))
    case .stopRegisteredServices(let id):
      for type in (serviceStartOrder[id] ?? []).reversed() { _ = stopService(id, type: type) }
    case .history(let action):
      performHistory(action)
    case .interaction(let action):
      performInteraction(action)
    case .present, .presentValue, .dismissPresentation, .useCache, .clearCache:
      performPresentation(action)
    }
  }

  // MARK: - Services

  /// A registered service: its number and whether it runs.
  struct ModelService {
    var number: Int
    var isRunning = false
  }

  /// The services each component registered, by type.
  private var services: [Int: [Int: ModelService]] = [:]
  /// The types of each component's running services, in the order they started.
  private var serviceStartOrder: [Int: [Int]] = [:]
  private var nextService = 0

  /// Registering again replaces the registration, stopping the old service first if it runs.
  private mutating func registerService(on id: Int, type: Int) {
    if services[id]?[type] != nil {
      coverage["service replaced", default: 0] += 1
      _ = stopService(id, type: type)
    }
    services[id, default: [:]][type] = ModelService(number: nextService)
    nextService += 1
  }

  /// The component at or upstream of `id` that registered a service of `type`; none: a
  /// diagnostic.
  private mutating func findService(from id: Int, type: Int) -> Int? {
    var cursor: Int? = id
    while let node = cursor {
      if services[node]?[type] != nil {
        if node != id { coverage["service found upstream", default: 0] += 1 }
        return node
      }
      cursor = upstream(of: node)
    }
    diagnose(.missingService)
    return nil
  }

  /// Starts the service `registrant` registered for `type`, if it is not running.
  @discardableResult
  private mutating func startService(_ registrant: Int, type: Int) -> Bool {
    guard !services[registrant]![type]!.isRunning else { return false }
    services[registrant]![type]!.isRunning = true
    serviceStartOrder[registrant, default: []].append(type)
    coverage["service started", default: 0] += 1
    emit(.service(registrant, what: "start S\(services[registrant]![type]!.number)"))
    return true
  }

  /// Stops the service `registrant` registered for `type`, if it runs.
  private mutating func stopService(_ registrant: Int, type: Int) -> Bool {
    guard services[registrant]?[type]?.isRunning == true else { return false }
    services[registrant]![type]!.isRunning = false
    serviceStartOrder[registrant]?.removeAll { $0 == type }
    coverage["service stopped", default: 0] += 1
    emit(.service(registrant, what: "stop S\(services[registrant]![type]!.number)"))
    return true
  }

  // MARK: - Events

  /// The bus a component posts and watches on: its top's own, made when first needed.
  /// (Installed buses are not part of the random sequences.)
  private mutating func bus(of id: Int) -> Int {
    var top = id
    while let parent = upstream(of: top) { top = parent }
    if let bus = events.ownBus[top] { return bus }
    events.buses.append([])
    events.ownBus[top] = events.buses.count - 1
    return events.buses.count - 1
  }

  private mutating func watchEvents(_ id: Int, type: Int, whileAppeared: Bool, from sender: Int?) {
    let bus = bus(of: id)
    let serial = events.takeSerial()
    events.watches.append(
      EventsState.Watch(
        watcher: id, type: type, whileAppeared: whileAppeared, sender: sender, serial: serial))
    events.buses[bus].append(EventsState.BusEntry(watch: events.watches.count - 1, eligibleFrom: serial))
    if events.isDelivering { coverage["event watch made during a delivery", default: 0] += 1 }
    if nodes[id].parent == nil && id != Self.root {
      coverage["event watch made by a detached component", default: 0] += 1
    }
  }

  /// Run to completion: one queue for every bus; the outermost post drains it.
  private mutating func postEvent(from sender: Int, type: Int) {
    let bus = bus(of: sender)
    events.queue.append(EventsState.Posted(bus: bus, type: type, sender: sender, limit: events.nextSerial))
    guard !events.isDelivering else {
      coverage["event queued: run to completion", default: 0] += 1
      return
    }
    events.isDelivering = true
    while !events.queue.isEmpty {
      deliver(events.queue.removeFirst())
    }
    events.isDelivering = false
  }

  /// To the watches of the event's type that were on its bus when it was posted, in watch
  /// order, each checked when its turn comes.
  private mutating func deliver(_ posted: EventsState.Posted) {
    for entry in events.buses[posted.bus] where events.watches[entry.watch].type == posted.type {
      let watch = events.watches[entry.watch]
      if entry.eligibleFrom >= posted.limit {
        coverage["event not delivered to a later watch", default: 0] += 1
      } else if watch.isCancelled {
        continue
      } else if let sender = watch.sender, sender != posted.sender {
        coverage["event not delivered: another sender", default: 0] += 1
      } else if watch.whileAppeared && nodes[watch.watcher].appearance != .appeared {
        coverage["event skipped: whileAppeared watcher not appeared", default: 0] += 1
      } else {
        coverage["event delivered", default: 0] += 1
        if watch.sender != nil { coverage["event delivered from the one sender", default: 0] += 1 }
        emit(.eventDelivered(watch.watcher, type: posted.type, sender: posted.sender, watch: entry.watch))
      }
    }
  }

  /// A component that gets a parent hands the live watches of its own bus to the bus of
  /// the tree it joins, merged by serial; they get that bus's events from now on.
  mutating func handOverOwnBus(of child: Int) {
    guard let own = events.ownBus.removeValue(forKey: child) else { return }
    let live = events.buses[own].filter { !events.watches[$0.watch].isCancelled }
    guard !live.isEmpty else { return }
    let target = bus(of: child)
    let mark = events.takeSerial()
    coverage["event watches handed over to the tree joined", default: 0] += 1
    let watches = events.watches
    events.buses[target] = (events.buses[target] + live.map { .init(watch: $0.watch, eligibleFrom: mark) })
      .sorted { watches[$0.watch].serial < watches[$1.watch].serial }
  }

  /// Offered to each component upstream (the parent chain), never to the
  /// sender; the first that handles the type consumes it; nobody: a diagnostic.
  private mutating func sendResponse(from sender: Int, type: Int) {
    var cursor = upstream(of: sender)
    var asked = 0
    while let candidate = cursor {
      asked += 1
      if nodes[candidate].handledResponses.contains(type) {
        coverage[asked > 1 ? "response handled further up" : "response handled by the parent", default: 0] +=
          1
        emit(.response(candidate, type: type, sender: sender, handler: candidate))
        return
      }
      cursor = upstream(of: candidate)
    }
    emit(.response(sender, type: type, sender: sender, handler: nil))
    diagnose(.unhandledResponse)
  }

  // MARK: - Clock: time and order

  mutating func advance(by ms: Int) {
    let target = now + max(ms, 0)
    while let index = nextEntryIndex(dueBy: target) {
      fire(entries.remove(at: index))
    }
    now = target
  }

  mutating func runClock() {
    while let index = nextEntryIndex(dueBy: nil) {
      fire(entries.remove(at: index))
    }
  }

  private func nextEntryIndex(dueBy limit: Int?) -> Int? {
    var best: Int?
    for index in entries.indices {
      let entry = entries[index]
      if let limit, entry.deadline > limit { continue }
      if let current = best {
        let other = entries[current]
        if (entry.deadline, entry.order) < (other.deadline, other.order) { best = index }
      } else {
        best = index
      }
    }
    return best
  }

  mutating func schedule(_ container: Int, after ms: Int, _ step: TimedStep) {
    entries.append(
      ClockEntry(deadline: now + ms, order: nextOrder, container: container, step: step))
    nextOrder += 1
  }

  /// A timed step fired by the clock: runs as one of the container's hook sequences, and
  /// the container then begins a remembered request if it is free to.
  private mutating func fire(_ entry: ClockEntry) {
    now = max(now, entry.deadline)
    enterHooks(entry.container)
    run(entry.step, of: entry.container)
    leaveHooks(entry.container)
    drain(entry.container)
  }

  private mutating func run(_ step: TimedStep, of id: Int) {
    switch step {
    case .alongside(let child, let isAppearing):
      emit(.animateAlongside(child, isAppearing: isAppearing))
    case .end(let child, let isAppearing):
      emit(.transitionDidEnd(child, isAppearing: isAppearing))
      complete(child, of: id, isAppearing: isAppearing)
    case .complete(let child, let isAppearing):
      complete(child, of: id, isAppearing: isAppearing)
    case .cancelled(let child, let isAppearing):
      emit(.transitionDidCancel(child, isAppearing: !isAppearing))
      complete(child, of: id, isAppearing: isAppearing)
    case .presentation(let step):
      runPresentationStep(step, of: id)
    }
  }

  // MARK: - Hook sequences and remembered requests

  /// The containers above `id`, innermost first.
  private func ancestors(of id: Int) -> [Int] {
    var result: [Int] = []
    var cursor = nodes[id].parent
    while let ancestor = cursor {
      result.append(ancestor)
      cursor = nodes[ancestor].parent
    }
    return result
  }

  /// Whether a container inside `id` is running its hooks.
  private func hasBusyDescendant(_ id: Int) -> Bool {
    containers.indices.contains { other in
      other != id && (containers[other]?.depth ?? 0) > 0 && ancestors(of: other).contains(id)
    }
  }

  /// An app's appearance call on a container is refused while any container
  /// runs hooks; a container's call on its child only while that child runs its own.
  private mutating func refusesAppearanceCall(_ id: Int, byContainer: Bool) -> Bool {
    guard nodes[id].isContainer else { return false }
    let busy =
      byContainer
      ? containers[id]!.depth > 0
      : containers[id]!.depth > 0 || hasBusyDescendant(id) || isAnyContainerRunningHooks
    guard busy else { return false }
    diagnose(.reentrantAppearanceTransition)
    if byContainer { knownGap = .busyContainerMovedByItsParent }
    return true
  }

  /// The app may not drive a component that a container manages; checked
  /// before anything else.
  private mutating func refusesManagedAppearanceCall(_ id: Int, byContainer: Bool) -> Bool {
    guard !byContainer, upstream(of: id) != nil else { return false }
    diagnose(.managedChildAppearanceTransition)
    return true
  }

  /// Whether any container is running hooks.
  var isAnyContainerRunningHooks: Bool {
    containers.contains { ($0?.depth ?? 0) > 0 }
  }

  /// Whether a request could begin now: no container is running hooks.
  func isFree(_ id: Int) -> Bool {
    let container = containers[id]!
    return container.depth == 0 && container.inFlight == nil
      && (nodes[id].appearance == .appeared || nodes[id].appearance == .disappeared)
      && !isAnyContainerRunningHooks
  }

  mutating func enterHooks(_ id: Int) {
    containers[id]!.depth += 1
  }

  /// Ends one of the container's hook sequences; when the outermost of all containers
  /// ends, the waiting containers begin their requests, first come first.
  mutating func leaveHooks(_ id: Int) {
    containers[id]!.depth -= 1
    guard containers[id]!.depth == 0, !isAnyContainerRunningHooks, !isResuming else { return }
    isResuming = true
    var next = 0
    while next < waiting.count {
      let container = waiting[next]
      next += 1
      containers[container]!.isWaiting = false
      drain(container)
    }
    waiting.removeAll()
    isResuming = false
  }

  /// Begins remembered requests for as long as the container is free to (a request for the
  /// state that is current by then is dropped). Blocked only by other containers'
  /// hooks, it waits for the outermost sequence.
  mutating func drainRequests(_ id: Int) {
    while let request = containers[id]!.pending {
      let container = containers[id]!
      guard
        container.depth == 0, container.inFlight == nil,
        nodes[id].appearance == .appeared || nodes[id].appearance == .disappeared
      else { return }
      guard !isAnyContainerRunningHooks else {
        if !containers[id]!.isWaiting {
          containers[id]!.isWaiting = true
          waiting.append(id)
          coverage["request waits for another container's hooks", default: 0] += 1
        }
        return
      }
      containers[id]!.pending = nil
      if request.evenIfCurrent && containers[id]!.state == request.state {
        coverage["request for the current state run: evenIfCurrent", default: 0] += 1
      }
      if !request.evenIfCurrent && containers[id]!.state == request.state {
        coverage["pending request dropped: already current", default: 0] += 1
        if let report = request.report { emit(.outcome(id, request: report, outcome: "alreadyCurrent")) }
        continue
      }
      containers[id]!.inFlightReport = request.report
      enterHooks(id)
      if nodes[id].appearance == .appeared {
        transition(id, to: request.state, animated: request.animated)
      } else {
        offScreenTransition(id, to: request.state)
      }
      leaveHooks(id)
    }
  }

  // MARK: - Emitting hooks and firing triggers

  mutating func emit(_ event: FuzzEvent) {
    if case .outcome(let id, let report, let outcome) = event, report < 0 {
      return interactionReported(id, handle: -1 - report, outcome)
    }
    let id = event.component
    noteTransitionEvent(event)
    let context: FuzzContext
    switch event {
    case .willAppear, .didAppear, .willDisappear, .didDisappear:
      context = .appearance(nodes[id].appearance)
    case .willMove, .didMove:
      context = .parent(nodes[id].parent)
    case .willTransition, .didTransition:
      let container = containers[id]!
      context = .container(state: container.state, isTransitioning: container.isTransitioning)
    default:
      context = .none
    }
    log.append(FuzzLogEntry(time: now, event: event, context: context))
    if let index = triggers.firstIndex(where: { $0.component == id && $0.hook == event.hook }) {
      let trigger = triggers.remove(at: index)
      switch trigger.hook {
      case .transitionDidUpdate, .interactionDidEnd, .transitionDidCancel:
        coverage["trigger fired on an interactive hook: \(trigger.hook)", default: 0] += 1
      default: break
      }
      perform(trigger.action)
    }
  }

  mutating func diagnose(_ diagnostic: ModelDiagnostic) {
    diagnostics.append(diagnostic)
    coverage["diagnostic \(diagnostic.rawValue)", default: 0] += 1
  }

  // MARK: - Appearance

  mutating func beginAppearance(
    _ id: Int, isAppearing: Bool, animated: Bool, byContainer: Bool = false
  ) {
    if refusesManagedAppearanceCall(id, byContainer: byContainer) { return }
    if refusesAppearanceCall(id, byContainer: byContainer) { return }
    guard nodes[id].appearance == (isAppearing ? .disappeared : .appeared) else {
      diagnose(.unbalancedAppearanceTransition)
      return
    }
    guard nodes[id].isContainer else {
      nodes[id].appearance = isAppearing ? .appearing : .disappearing
      nodes[id].appearanceAnimated = animated
      emit(isAppearing ? .willAppear(id, animated: animated) : .willDisappear(id, animated: animated))
      return
    }
    enterHooks(id)
    if isAppearing {
      beginAppearing(id, animated: animated)
    } else {
      beginDisappearing(id, animated: animated)
    }
    leaveHooks(id)
  }

  mutating func endAppearance(_ id: Int, byContainer: Bool = false) {
    if refusesManagedAppearanceCall(id, byContainer: byContainer) { return }
    if refusesAppearanceCall(id, byContainer: byContainer) { return }
    let isAppearing: Bool
    switch nodes[id].appearance {
    case .appearing: isAppearing = true
    case .disappearing: isAppearing = false
    case .appeared, .disappeared:
      diagnose(.unbalancedAppearanceTransition)
      return
    }
    let animated = nodes[id].appearanceAnimated
    nodes[id].appearance = isAppearing ? .appeared : .disappeared
    guard nodes[id].isContainer else {
      emit(isAppearing ? .didAppear(id, animated: animated) : .didDisappear(id, animated: animated))
      return
    }
    enterHooks(id)
    if isAppearing {
      endAppearing(id, animated: animated)
    } else {
      endDisappearing(id, animated: animated)
    }
    leaveHooks(id)
    // A request made while appearing or disappearing proceeds now.
    drain(id)
  }

  /// `beginAppearanceTransition(true, animated:)` of a container (TheLifecycle, "Appearing").
  private mutating func beginAppearing(_ id: Int, animated: Bool) {
    nodes[id].appearance = .appearing
    nodes[id].appearanceAnimated = animated
    emit(.willAppear(id, animated: animated))
    // The lifecycle article's "The container's own appearance": a container that has a
    // state keeps it; `loadAppearanceState()` is asked without one, or on every appearance
    // with `reloadsStateOnAppearance`.
    let asks = containers[id]!.state == nil || containers[id]!.reloadsOnAppearance
    if !asks { coverage["appearance kept its state", default: 0] += 1 }
    if containers[id]!.state != nil, history[id].held != nil {
      coverage["held change kept across a reappearance", default: 0] += 1
    }
    if asks { emit(.loadAppearanceState(id)) }
    let state = containers[id]!.appearanceState
    if asks, containers[id]!.state != state {
      if containers[id]!.state != nil {
        coverage["state reloaded on appearance (reloadsStateOnAppearance)", default: 0] += 1
      }
      let previous = containers[id]!.state
      // Not recorded, but a back from it must go somewhere else. The state applied is the
      // state in flight from here on, as a request made from a history observer sees it.
      history[id].inFlightTarget = state
      dropEntryRepeatingTarget(id)
      containers[id]!.isTransitioning = true
      emit(.willTransition(id, to: state, animated: animated))
      let (removed, added) = changeState(id, to: state)
      for child in removed {
        emit(.willMove(child, toParent: nil))
        nodes[child].parent = nil
        containers[id]!.removing.removeAll { $0 == child }
        emit(.didMove(child, toParent: nil))
      }
      let attached = added.filter { attach($0, to: id) }
      containers[id]!.applied = AppliedOnAppearance(from: previous, added: attached)
      coverage["state applied on appearance", default: 0] += 1
    }
    for child in containers[id]!.target {
      emit(.childWillAppear(id, child: child, animated: animated))
      beginAppearance(child, isAppearing: true, animated: animated, byContainer: true)
    }
    presentedAppears(id, begins: true, animated: animated)
  }

  /// `endAppearanceTransition()` of an appearing container.
  private mutating func endAppearing(_ id: Int, animated: Bool) {
    emit(.didAppear(id, animated: animated))
    let applied = containers[id]!.applied
    for child in containers[id]!.target {
      endAppearance(child, byContainer: true)
      emit(.childDidAppear(id, child: child, animated: animated))
      if let applied, applied.added.contains(child) {
        emit(.didMove(child, toParent: id))
      }
    }
    presentedAppears(id, begins: false, animated: animated)
    if let applied {
      containers[id]!.applied = nil
      containers[id]!.isTransitioning = false
      emit(.didTransition(id, from: applied.from, animated: animated))
    }
  }

  /// `beginAppearanceTransition(false, animated:)` of a container (TheLifecycle, "Disappearing").
  private mutating func beginDisappearing(_ id: Int, animated: Bool) {
    cancelInteractionForDisappearance(id)
    // The pending request of a transition in flight is dropped; a request that only
    // waited for other containers' hooks stays, to be applied off screen.
    if containers[id]!.inFlight != nil {
      flush(id)
      // With history on, history already counts it: it stays.
      if !keepsPendingRequestOnDisappearance(id) {
        let dropped = containers[id]!.pending?.report
        containers[id]!.pending = nil
        if let dropped { emit(.outcome(id, request: dropped, outcome: "dropped")) }
      }
    }
    flushPresentation(id)
    nodes[id].appearance = .disappearing
    nodes[id].appearanceAnimated = animated
    emit(.willDisappear(id, animated: animated))
    for child in children(of: id) {
      emit(.childWillDisappear(id, child: child, animated: animated))
      beginAppearance(child, isAppearing: false, animated: animated, byContainer: true)
    }
  }

  /// `endAppearanceTransition()` of a disappearing container.
  private mutating func endDisappearing(_ id: Int, animated: Bool) {
    emit(.didDisappear(id, animated: animated))
    for child in children(of: id) {
      endAppearance(child, byContainer: true)
      emit(.childDidDisappear(id, child: child, animated: animated))
    }
  }

  /// A container that begins to disappear finishes its transition first: the in-flight
  /// transition's remaining timed steps run now in clock order, ending with `didTransition`;
  /// requests are dropped meanwhile (TheLifecycle, "Disappearing").
  mutating func flush(_ id: Int) {
    coverage["transition finished at once by disappearing", default: 0] += 1
    if nodes[id].parent != nil { coverage["nested container flushed", default: 0] += 1 }
    var mine = entries.filter { $0.container == id && !$0.step.isPresentation }
    entries.removeAll { $0.container == id && !$0.step.isPresentation }
    mine.sort { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
    for entry in mine {
      run(entry.step, of: id)
    }
  }

  // MARK: - Requests

  /// The number the next request that reports its outcome gets.
  var nextReport = 0

  mutating func request(
    _ id: Int, state: Int, animated: Bool, evenIfCurrent: Bool = false, reportsOutcome: Bool = false
  ) {
    var report: Int?
    if reportsOutcome {
      report = nextReport
      nextReport += 1
    }
    requestThroughGuard(id, state: state, animated: animated, evenIfCurrent: evenIfCurrent, report: report)
  }

  /// Remembers a request in place of any earlier one, without asking the guard and without
  /// beginning it (the guard comes first; the caller drains).
  mutating func rememberRequest(_ id: Int, state: Int, animated: Bool, evenIfCurrent: Bool, report: Int?) {
    if !evenIfCurrent && isFree(id) && containers[id]!.pending == nil && containers[id]!.state == state {
      if let report { emit(.outcome(id, request: report, outcome: "alreadyCurrent")) }
      return
    }
    let targetIsUnshown = historyTarget(id) != state || historyTargetIsUnshown(id)
    let replaced = containers[id]!.pending
    if replaced != nil { coverage["pending request replaced", default: 0] += 1 }
    containers[id]!.pending = (state, animated, evenIfCurrent, report)
    history[id].pendingTargetIsUnshown = targetIsUnshown
    if let replaced = replaced?.report { emit(.outcome(id, request: replaced, outcome: "superseded")) }
  }

  /// `willMove(toParent:)` of an added child, then its parent is set. A child that
  /// another container claimed since the diff, before or inside `willMove`, is left out of
  /// the state with a diagnostic. Returns whether the child was attached.
  mutating func attach(_ child: Int, to id: Int) -> Bool {
    guard isUnclaimed(child, by: id) else { return false }
    let changes = nodes[child].parentChanges
    presentations.movingIn.append((child, id))
    emit(.willMove(child, toParent: id))
    presentations.movingIn.removeLast()
    guard isUnclaimed(child, by: id) else { return false }
    if nodes[child].parentChanges != changes { knownGap = .childClaimedDuringTransition }
    nodes[child].parent = id
    handOverOwnBus(of: child)
    return true
  }

  mutating func isUnclaimed(_ child: Int, by id: Int, presenting: Bool = false) -> Bool {
    // A child of a state presented or queued meanwhile is claimed too.
    if !presenting, nodes[child].parent == nil, presentations.presenter[child] != nil {
      diagnose(.childOfAnotherContainer)
      containers[id]!.target.removeAll { $0 == child }
      return false
    }
    guard let parent = nodes[child].parent, parent != id else { return true }
    diagnose(.childOfAnotherContainer)
    containers[id]!.target.removeAll { $0 == child }
    return false
  }

  /// The first steps of a transition: `currentState` and `N`, and the `R` and `A` of the
  /// change.
  mutating func changeStateForInteraction(_ id: Int, to state: Int) -> (removed: [Int], added: [Int]) {
    changeState(id, to: state)
  }

  /// The end of an interactive transition whose rest moves no child.
  mutating func finishTransitionForInteraction(_ id: Int) {
    let inFlight = containers[id]!.inFlight!
    containers[id]!.inFlight = nil
    finish(id, from: inFlight.from, animated: true)
  }

  private mutating func changeState(_ id: Int, to state: Int) -> (removed: [Int], added: [Int]) {
    containers[id]!.state = state
    emit(.childrenFor(id, state: state))
    let listed = containers[id]!.lists[state]
    var ancestors: [Int] = []
    var cursor = upstream(of: id)
    while let ancestor = cursor {
      ancestors.append(ancestor)
      cursor = upstream(of: ancestor)
    }
    let previous = containers[id]!.target
    var accepted: [Int] = []
    for child in listed {
      if accepted.contains(child) {
        diagnose(.duplicateChild)
      } else if previous.contains(child) {
        // A child the container shows is kept, even one that left a presentation of this
        // container earlier in a step still under way and came back as a child of a state.
        accepted.append(child)
      } else if child == id {
        diagnose(.containerAsOwnChild)
      } else if ancestors.contains(child) {
        diagnose(.ancestorAsChild)
      } else if isHeldByPresentation(child) {
        diagnose(.childOfAnotherContainer)
      } else if let parent = nodes[child].parent, parent != id {
        diagnose(.childOfAnotherContainer)
      } else {
        accepted.append(child)
      }
    }
    let removed = previous.filter { !accepted.contains($0) }
    let added = accepted.filter { !previous.contains($0) }
    containers[id]!.target = accepted
    containers[id]!.removing = removed
    return (removed, added)
  }

  /// A transition while appeared (TheLifecycle, "The steps").
  private mutating func transition(_ id: Int, to state: Int, animated: Bool) {
    let previous = containers[id]!.state
    containers[id]!.isTransitioning = true
    emit(.willTransition(id, to: state, animated: animated))
    let (removed, listed) = changeState(id, to: state)
    for child in removed {
      emit(.willMove(child, toParent: nil))
      emit(.childWillDisappear(id, child: child, animated: animated))
      beginAppearance(child, isAppearing: false, animated: animated, byContainer: true)
    }
    var attached: [Int] = []
    for child in listed where attach(child, to: id) {
      attached.append(child)
      emit(.childWillAppear(id, child: child, animated: animated))
      beginAppearance(child, isAppearing: true, animated: animated, byContainer: true)
    }
    let added = attached
    if !animated || (removed.isEmpty && added.isEmpty) {
      for child in removed { completeRemoved(child, of: id, animated: animated) }
      for child in added { completeAdded(child, of: id, animated: animated) }
      finish(id, from: previous, animated: animated)
      return
    }
    containers[id]!.inFlight = TransitionInFlight(
      from: previous, animated: animated, outstanding: removed.count + added.count)
    for (child, isAppearing) in removed.map({ ($0, false) }) + added.map({ ($0, true) }) {
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
        schedule(id, after: delay, .alongside(child: child, isAppearing: isAppearing))
        schedule(id, after: delay + duration, .end(child: child, isAppearing: isAppearing))
      } else {
        schedule(
          id, after: max(containers[id]!.defaultDuration, 0),
          .complete(child: child, isAppearing: isAppearing))
      }
    }
  }

  /// A timed completion (a child's `didAppear`/`didDisappear`, then `didMove`), and the end
  /// of the transition after the last one.
  private mutating func complete(_ child: Int, of id: Int, isAppearing: Bool) {
    guard let inFlight = containers[id]!.inFlight else {
      preconditionFailure("Internal inconsistency: a completion ran with no transition in flight")
    }
    if isAppearing {
      completeAdded(child, of: id, animated: inFlight.animated)
    } else {
      completeRemoved(child, of: id, animated: inFlight.animated)
    }
    containers[id]!.inFlight!.outstanding -= 1
    if containers[id]!.inFlight!.outstanding == 0 {
      containers[id]!.inFlight = nil
      finish(id, from: inFlight.from, animated: inFlight.animated)
    }
  }

  mutating func completeRemoved(_ child: Int, of id: Int, animated: Bool) {
    endAppearance(child, byContainer: true)
    emit(.childDidDisappear(id, child: child, animated: animated))
    nodes[child].parent = nil
    containers[id]!.removing.removeAll { $0 == child }
    emit(.didMove(child, toParent: nil))
  }

  mutating func completeAdded(_ child: Int, of id: Int, animated: Bool) {
    endAppearance(child, byContainer: true)
    emit(.childDidAppear(id, child: child, animated: animated))
    emit(.didMove(child, toParent: id))
  }

  /// The end of a transition: `didTransition`, once the last child has completed.
  private mutating func finish(_ id: Int, from previous: Int?, animated: Bool) {
    containers[id]!.isTransitioning = false
    emit(.didTransition(id, from: previous, animated: animated))
    // The outcome is reported right after `didTransition` returns.
    if let report = containers[id]!.inFlightReport {
      containers[id]!.inFlightReport = nil
      coverage["outcome reported: completed", default: 0] += 1
      emit(.outcome(id, request: report, outcome: "completed"))
    }
    interactionEnded(id)
  }

  /// A request while disappeared applies at once, without animation (TheLifecycle, "Off screen").
  private mutating func offScreenTransition(_ id: Int, to state: Int) {
    coverage["off-screen transition", default: 0] += 1
    let previous = containers[id]!.state
    containers[id]!.isTransitioning = true
    emit(.willTransition(id, to: state, animated: false))
    let (removed, added) = changeState(id, to: state)
    for child in removed {
      emit(.willMove(child, toParent: nil))
      nodes[child].parent = nil
      containers[id]!.removing.removeAll { $0 == child }
      emit(.didMove(child, toParent: nil))
    }
    for child in added where attach(child, to: id) {
      emit(.didMove(child, toParent: id))
    }
    finish(id, from: previous, animated: false)
  }
}
