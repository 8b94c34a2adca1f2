import StateContainer
import Synchronization

/// Builds the real components of a `FuzzWorld` on a `SimulatedClock`, carries out
/// `FuzzOperation`s on them, and records every hook they run as `FuzzLogEntry` values, in
/// the same vocabulary as `LifecycleModel`.
@MainActor final class FuzzDriver {
  let clock = SimulatedClock()
  private(set) var components: [Component] = []
  private var ids: [ObjectIdentifier: Int] = [:]
  /// What `children(for:)` returns, by container id and state.
  var lists: [[[Int]]] = []
  /// What `loadAppearanceState()` returns, by container id.
  var appearanceStates: [Int] = []
  /// `StateTransitioning` timing, by component id.
  var timings: [FuzzTiming] = []
  private var triggers: [FuzzTrigger] = []
  /// The number the next request that reports its outcome gets.
  var nextReport = 0
  /// Every interactive transition begun, in order, and each container's latest.
  /// (A slot is taken before the call, so that one begun from its hooks comes after it.)
  var interactionHandles: [InteractiveTransition?] = []
  var latestInteraction: [Int: Int] = [:]
  /// History and guard scripts and the held transitions seen.
  var history = FuzzDriverHistory()
  /// Every hook call so far.
  private(set) var log: [FuzzLogEntry] = []
  /// What the public observation API reported so far, in the same vocabulary (it does not
  /// report `loadAppearanceState()` and `children(for:)`); no context.
  private(set) var observed: [FuzzLogEntry] = []
  /// What the typed state observers reported so far: each container's
  /// `willTransition` and `didTransition`, with its states as values.
  private(set) var observedStates: [FuzzEvent] = []
  private var observations: [LifecycleObservation] = []
  /// The event watches made so far, numbered in the order they were made (events).
  private(set) var eventWatches: [EventWatch] = []
  /// Presentation and the component cache: the presentation calls made so far, the cache and
  /// its factory runs (`FuzzDriver+Presentation.swift`).
  var presentationRequests: [TransitionRequest?] = []
  let cache = ComponentCache<Int>()
  var cacheMisses = 0

  init(world: FuzzWorld) {
    for (id, node) in world.nodes.enumerated() {
      let component: Component
      switch (node.isContainer, node.isTransitioning) {
      case (true, false): component = FuzzRecordingContainer(id: id, driver: self)
      case (true, true): component = FuzzRecordingTransitioningContainer(id: id, driver: self)
      case (false, false): component = FuzzRecordingComponent(id: id, driver: self)
      case (false, true): component = FuzzRecordingTransitioningComponent(id: id, driver: self)
      }
      components.append(component)
      ids[ObjectIdentifier(component)] = id
      timings.append(node.timing)
      lists.append(world.containers[id]?.lists ?? [])
      appearanceStates.append(world.containers[id]?.appearanceState ?? 0)
      if let container = component as? FuzzRecordingContainer {
        container.defaultTransitionDuration = .milliseconds(world.containers[id]!.defaultDuration)
        container.reloadsStateOnAppearance = world.containers[id]!.reloadsOnAppearance
      }
    }
    for (id, component) in components.enumerated() {
      observations.append(
        component.addLifecycleObserver { [weak self] event in self?.observe(event, by: id) })
      if let container = component as? FuzzRecordingContainer {
        observations.append(
          container.addHistoryObserver { [weak self] change in self?.historyChanged(change, of: id) })
        observations.append(
          container.addStateObserver { [weak self] event in
            guard event.kind == .willTransition || event.kind == .didTransition else {
              self?.observedDecision(event, of: id)
              return
            }
            self?.observedStates.append(
              event.kind == .willTransition
                ? .willTransition(id, to: event.toState, animated: event.animated)
                : .didTransition(id, from: event.fromState, animated: event.animated))
          })
      }
    }
  }

  var root: FuzzRecordingContainer { container(0) }

  func container(_ id: Int) -> FuzzRecordingContainer {
    components[id] as! FuzzRecordingContainer
  }

  func id(of component: Component?) -> Int? {
    component.flatMap { ids[ObjectIdentifier($0)] }
  }

  /// The clock time in whole milliseconds.
  var now: Int { Self.milliseconds(clock.now.offset) }

  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }

  // MARK: - Operations

  func apply(_ operation: FuzzOperation) {
    switch operation {
    case .perform(let action): perform(action)
    case .advance(let ms): clock.advance(by: .milliseconds(ms))
    case .runClock: clock.run()
    case .setAppearanceState(let id, let state): appearanceStates[id] = state
    case .setChildren(let id, let state, let children): lists[id][state] = children
    case .setTiming(let id, let timing): timings[id] = timing
    case .setDefaultDuration(let id, let ms):
      container(id).defaultTransitionDuration = .milliseconds(ms)
    case .setHistoryScripts(let id, let verdicts, let entries):
      history.setScripts(of: id, verdicts: verdicts, entries: entries)
    case .arm(let component, let hook, let action):
      triggers.append(FuzzTrigger(component: component, hook: hook, action: action))
    }
  }

  func perform(_ action: FuzzAction) {
    switch action {
    case .request(let id, let state, let animated, let evenIfCurrent, true):
      let report = nextReport
      nextReport += 1
      // Weak: a container released with its request still waiting reports `dropped` from a
      // task, after the run and its driver are gone.
      container(id).setNeedsStateTransition(to: state, animated: animated, evenIfCurrent: evenIfCurrent) {
        [weak self] outcome in
        guard let self else { return }
        record(.outcome(id, request: report, outcome: "\(outcome)"), of: container(id))
      }
    case .request(let id, let state, let animated, let evenIfCurrent, false):
      if evenIfCurrent {
        container(id).setNeedsStateTransition(to: state, animated: animated, evenIfCurrent: true)
      } else {
        container(id).setNeedsStateTransition(to: state, animated: animated)
      }
    case .beginAppearance(let isAppearing, let animated):
      root.beginAppearanceTransition(isAppearing, animated: animated)
    case .endAppearance:
      root.endAppearanceTransition()
    case .beginAppearanceOfManaged(let id, let isAppearing, let animated):
      guard components[id].tree.upstream != nil else { return }
      components[id].beginAppearanceTransition(isAppearing, animated: animated)
    case .endAppearanceOfManaged(let id):
      guard components[id].tree.upstream != nil else { return }
      components[id].endAppearanceTransition()
    case .writeContext(let id, let value?):
      components[id].tree.context[FuzzContextKey.self] = value
    case .writeContext(let id, nil):
      components[id].tree.context.removeValue(for: FuzzContextKey.self)
    case .readContext(let id):
      record(.contextRead(id, value: components[id].tree.context[FuzzContextKey.self]), of: components[id])
    case .handleResponses(let id, 0):
      components[id].tree.handle(FuzzResponse0.self) { [unowned self] me, _, sender in
        handled(type: 0, by: me, from: sender)
      }
    case .handleResponses(let id, _):
      components[id].tree.handle(FuzzResponse1.self) { [unowned self] me, _, sender in
        handled(type: 1, by: me, from: sender)
      }
    case .stopHandlingResponses(let id, let type):
      if type == 0 {
        components[id].tree.stopHandling(FuzzResponse0.self)
      } else {
        components[id].tree.stopHandling(FuzzResponse1.self)
      }
    case .sendResponse(let id, let type):
      let sender = components[id]
      let handler = type == 0 ? sender.tree.send(FuzzResponse0()) : sender.tree.send(FuzzResponse1())
      if handler == nil { record(.response(id, type: type, sender: id, handler: nil), of: sender) }
    case .watchEvents(let id, let type, let whileAppeared, let sender):
      let watch =
        type == 0
        ? watchEvents(FuzzTreeEvent0.self, on: components[id], whileAppeared: whileAppeared, from: sender)
        : watchEvents(FuzzTreeEvent1.self, on: components[id], whileAppeared: whileAppeared, from: sender)
      eventWatches.append(watch)
    case .endWatch(let index):
      guard index < eventWatches.count else { return }
      eventWatches[index].cancel()
    case .postEvent(let id, 0):
      components[id].tree.post(FuzzTreeEvent0(sender: id))
    case .postEvent(let id, _):
      components[id].tree.post(FuzzTreeEvent1(sender: id))
    case .registerService(let id, let type):
      let number = nextService
      nextService += 1
      if type == 0 {
        components[id].tree.registerService(FuzzService0(number: number, on: id, driver: self))
      } else {
        components[id].tree.registerService(FuzzService1(number: number, on: id, driver: self))
      }
    case .useService(let id, let type):
      let found =
        type == 0
        ? components[id].tree.service(FuzzService0.self) : components[id].tree.service(FuzzService1.self)
      record(
        .service(id, what: "tree.service(FuzzService\(type)) -> \(found.map { "S\($0.number)" } ?? "nil")"),
        of: components[id])
    case .startService(let id, let type):
      let started =
        type == 0
        ? components[id].tree.startService(FuzzService0.self, options: ())
        : components[id].tree.startService(FuzzService1.self, options: ())
      record(.service(id, what: "tree.startService(FuzzService\(type)) -> \(started)"), of: components[id])
    case .stopService(let id, let type):
      let stopped =
        type == 0
        ? components[id].tree.stopService(FuzzService0.self)
        : components[id].tree.stopService(FuzzService1.self)
      record(.service(id, what: "tree.stopService(FuzzService\(type)) -> \(stopped)"), of: components[id])
    case .stopRegisteredServices(let id):
      components[id].tree.stopOwnServices()
    case .history(let action):
      performHistory(action)
    case .interaction(let action):
      performInteraction(action)
    case .present, .presentValue, .dismissPresentation, .useCache, .clearCache:
      performPresentation(action)
    }
  }

  /// Begins an interactive transition, or drives the container's latest one.
  func performInteraction(_ action: FuzzInteractionAction) {
    switch action {
    case .begin(let id, let state):
      let index = interactionHandles.count
      interactionHandles.append(nil)
      interactionHandles[index] = container(id).beginInteractiveTransition(to: state)
      latestInteraction[id] = index
    case .beginBack(let id, let steps):
      let index = interactionHandles.count
      interactionHandles.append(nil)
      interactionHandles[index] = container(id).beginInteractiveGoBack(steps)
      latestInteraction[id] = index
    case .update(let id, let tenths):
      guard let index = latestInteraction[id] else { return }
      interactionHandles[index]?.update(progress: Double(tenths) / 10)
    case .finish(let id, let velocity):
      guard let index = latestInteraction[id] else { return }
      interactionHandles[index]?.finish(velocity: Double(velocity))
    case .cancel(let id, let velocity):
      guard let index = latestInteraction[id] else { return }
      interactionHandles[index]?.cancel(velocity: Double(velocity))
    }
  }

  /// The number the next registered service gets.
  private var nextService = 0

  /// A service started or stopped: logged on the component that registered it.
  fileprivate func serviceChanged(_ number: Int, on id: Int, _ what: String) {
    record(.service(id, what: "\(what) S\(number)"), of: components[id])
  }

  /// Makes watch number `eventWatches.count`, whose handler records each delivery.
  private func watchEvents<Event: FuzzTreeEvent>(
    _ type: Event.Type, on component: Component, whileAppeared: Bool, from sender: Int?
  ) -> EventWatch {
    let index = eventWatches.count
    let handler: @MainActor (Component, Event) -> Void = { [unowned self] watcher, event in
      let watcherID = id(of: watcher)!
      record(
        .eventDelivered(watcherID, type: Event.number, sender: event.sender, watch: index), of: watcher)
    }
    guard let sender else { return component.tree.watch(type, whileAppeared: whileAppeared, handler) }
    return component.tree.watch(type, from: components[sender], whileAppeared: whileAppeared, handler)
  }

  private func handled(type: Int, by handler: Component, from sender: Component) {
    let handlerID = id(of: handler)!
    record(.response(handlerID, type: type, sender: id(of: sender)!, handler: handlerID), of: handler)
  }

  // MARK: - Recording

  func record(_ event: FuzzEvent, of component: Component) {
    let context: FuzzContext
    switch event {
    case .willAppear, .didAppear, .willDisappear, .didDisappear:
      context = .appearance(ModelAppearance(component.appearance))
    case .willMove, .didMove:
      context = .parent(id(of: component.parent))
    case .willTransition, .didTransition:
      let container = component as! FuzzRecordingContainer
      context = .container(
        state: container.hasDeterminedState ? container.currentState : nil,
        isTransitioning: container.isTransitioning)
    default:
      context = .none
    }
    log.append(FuzzLogEntry(time: now, event: event, context: context))
    let id = event.component
    if let index = triggers.firstIndex(where: { $0.component == id && $0.hook == event.hook }) {
      let trigger = triggers.remove(at: index)
      perform(trigger.action)
    }
  }

  /// Keeps the events whose hook belongs to the observed component, so that each event
  /// is kept once although it reaches the observers of all the containers above it.
  private func observe(_ event: LifecycleEvent, by observer: Int) {
    let owner: Component?
    switch event.kind {
    case .willTransition, .didTransition, .childWillAppear, .childDidAppear, .childWillDisappear,
      .childDidDisappear:
      owner = event.container
    default:
      owner = event.component
    }
    guard owner === components[observer] else { return }
    // A detached nested container has no clock upstream: its events carry the shared
    // real-time clock's time, which the model cannot know; the rest carry the test's.
    let time =
      usesTestClock(event.container ?? event.component) ? event.time.map(Self.milliseconds) ?? -1 : now
    observed.append(FuzzLogEntry(time: time, event: fuzzEvent(event), context: .none))
  }

  /// Whether the nearest container at or above `component` runs on the test's clock.
  private func usesTestClock(_ component: Component) -> Bool {
    var node: Component? = component
    while let current = node {
      if let container = current as? FuzzRecordingContainer { return container.clock === clock }
      node = current.parent
    }
    return false
  }

  private func fuzzEvent(_ event: LifecycleEvent) -> FuzzEvent {
    let container = id(of: event.container)
    let id = id(of: event.component)!
    let animated = event.animated ?? false
    let isAppearing = event.isAppearing ?? false
    return switch event.kind {
    case .willTransition: .willTransition(id, to: Int(event.toState ?? "") ?? -1, animated: animated)
    case .didTransition: .didTransition(id, from: event.fromState.flatMap { Int($0) }, animated: animated)
    case .willAppear: .willAppear(id, animated: animated)
    case .didAppear: .didAppear(id, animated: animated)
    case .willDisappear: .willDisappear(id, animated: animated)
    case .didDisappear: .didDisappear(id, animated: animated)
    case .childWillAppear: .childWillAppear(container ?? -1, child: id, animated: animated)
    case .childDidAppear: .childDidAppear(container ?? -1, child: id, animated: animated)
    case .childWillDisappear: .childWillDisappear(container ?? -1, child: id, animated: animated)
    case .childDidDisappear: .childDidDisappear(container ?? -1, child: id, animated: animated)
    case .willMove: .willMove(id, toParent: isAppearing ? container : nil)
    case .didMove: .didMove(id, toParent: isAppearing ? container : nil)
    case .stateTransitionWillBegin: .transitionWillBegin(id, isAppearing: isAppearing)
    case .animateAlongsideStateTransition: .animateAlongside(id, isAppearing: isAppearing)
    case .stateTransitionDidEnd: .transitionDidEnd(id, isAppearing: isAppearing)
    case .stateTransitionDidUpdate:
      .transitionDidUpdate(id, progress: event.progress ?? -1, isAppearing: isAppearing)
    case .stateTransitionInteractionDidEnd:
      .interactionDidEnd(id, isCancelled: event.isCancelled ?? false, isAppearing: isAppearing)
    case .stateTransitionDidCancel: .transitionDidCancel(id, isAppearing: isAppearing)
    case .response:
      .response(
        container ?? id, type: Int(event.responseType?.dropFirst("FuzzResponse".count) ?? "") ?? -1,
        sender: id, handler: container)
    }
  }

  /// What can be seen of every component now.
  var snapshot: FuzzSnapshot {
    FuzzSnapshot(
      nodes: components.map { component in
        let container = component as? FuzzRecordingContainer
        return FuzzSnapshot.Node(
          appearance: ModelAppearance(component.appearance), parent: id(of: component.parent),
          children: component.children.map { id(of: $0) ?? -1 },
          state: container.flatMap { $0.hasDeterminedState ? $0.currentState : nil },
          isTransitioning: container?.isTransitioning ?? false,
          context: component.tree.context[FuzzContextKey.self],
          presentation: container.map(presentationSnapshot))
      },
      now: now, scheduledCount: clock.scheduledCount, presentation: presentationSnapshot,
      interactions: interactionHandles.map { $0?.phase.description ?? "begun from its own hooks" })
  }
}

extension ModelAppearance {
  init(_ appearance: Appearance) {
    switch appearance {
    case .disappeared: self = .disappeared
    case .appearing: self = .appearing
    case .appeared: self = .appeared
    case .disappearing: self = .disappearing
    }
  }
}

/// The services the random sequences register (services); each logs its start and stop.
@MainActor class FuzzService: Service {
  let number: Int
  let registrant: Int
  /// Weak: the services of the components a run releases stop after the run's driver.
  weak var driver: FuzzDriver?

  init(number: Int, on registrant: Int, driver: FuzzDriver) {
    self.number = number
    self.registrant = registrant
    self.driver = driver
  }

  func start(options: Void) { driver?.serviceChanged(number, on: registrant, "start") }
  func stop() { driver?.serviceChanged(number, on: registrant, "stop") }
}

final class FuzzService0: FuzzService {}
final class FuzzService1: FuzzService {}

/// The response types the random sequences send (responses).
struct FuzzResponse0 {}
struct FuzzResponse1 {}

/// The event types the random sequences post (events); each carries its sender's id.
protocol FuzzTreeEvent {
  static var number: Int { get }
  var sender: Int { get }
}

struct FuzzTreeEvent0: FuzzTreeEvent {
  static var number: Int { 0 }
  var sender: Int
}

struct FuzzTreeEvent1: FuzzTreeEvent {
  static var number: Int { 1 }
  var sender: Int
}

/// The context key the random sequences write and read (context).
enum FuzzContextKey: ContextKey {
  static var defaultValue: Int { FuzzWorld.contextDefault }
}

/// Collects the diagnostics of a run, from whatever thread reports them.
final class FuzzDiagnosticBox: Sendable {
  private let storage = Mutex<[ModelDiagnostic]>([])

  var all: [ModelDiagnostic] { storage.withLock { $0 } }
  var count: Int { storage.withLock { $0.count } }

  func append(_ diagnostic: LifecycleDiagnostic) {
    let kind = ModelDiagnostic(rawValue: diagnostic.kind.rawValue)!
    storage.withLock { $0.append(kind) }
  }
}

// MARK: - Recording components

/// A plain component that records its hooks.
@MainActor class FuzzRecordingComponent: Component {
  let id: Int
  unowned let driver: FuzzDriver

  init(id: Int, driver: FuzzDriver) {
    self.id = id
    self.driver = driver
  }

  override func willAppear(animated: Bool) { driver.record(.willAppear(id, animated: animated), of: self) }
  override func didAppear(animated: Bool) { driver.record(.didAppear(id, animated: animated), of: self) }
  override func willDisappear(animated: Bool) {
    driver.record(.willDisappear(id, animated: animated), of: self)
  }
  override func didDisappear(animated: Bool) {
    driver.record(.didDisappear(id, animated: animated), of: self)
  }
  override func willMove(toParent parent: Component?) {
    driver.record(.willMove(id, toParent: driver.id(of: parent)), of: self)
  }
  override func didMove(toParent parent: Component?) {
    driver.record(.didMove(id, toParent: driver.id(of: parent)), of: self)
  }
}

/// A plain component that adopts `StateTransitioning` and records its hooks.
@MainActor final class FuzzRecordingTransitioningComponent: FuzzRecordingComponent, StateTransitioning {
  func stateTransitionDuration(isAppearing: Bool) -> Duration {
    .milliseconds(driver.timings[id].duration(isAppearing: isAppearing))
  }
  func stateTransitionDelay(isAppearing: Bool) -> Duration {
    .milliseconds(driver.timings[id].delay(isAppearing: isAppearing))
  }
  func stateTransitionWillBegin(isAppearing: Bool) {
    driver.record(.transitionWillBegin(id, isAppearing: isAppearing), of: self)
  }
  func animateAlongsideStateTransition(isAppearing: Bool) {
    driver.record(.animateAlongside(id, isAppearing: isAppearing), of: self)
  }
  func stateTransitionDidEnd(isAppearing: Bool) {
    driver.record(.transitionDidEnd(id, isAppearing: isAppearing), of: self)
  }
  func stateTransitionDidUpdate(progress: Double, isAppearing: Bool) {
    driver.record(.transitionDidUpdate(id, progress: progress, isAppearing: isAppearing), of: self)
  }
  func stateTransitionInteractionDidEnd(isCancelled: Bool, remaining: Duration, isAppearing: Bool) {
    driver.record(.interactionDidEnd(id, isCancelled: isCancelled, isAppearing: isAppearing), of: self)
  }
  func stateTransitionDidCancel(isAppearing: Bool) {
    driver.record(.transitionDidCancel(id, isAppearing: isAppearing), of: self)
  }
}

/// A `StateContainer<Int>` that records its hooks and reads its configuration from the
/// driver.
@MainActor class FuzzRecordingContainer: StateContainer<Int> {
  let id: Int
  unowned let driver: FuzzDriver

  /// The root is given the clock; the nested containers inherit it through the tree
  /// (the clock is context), so their animations run on it only while they are in the root's tree.
  init(id: Int, driver: FuzzDriver) {
    self.id = id
    self.driver = driver
    if id == 0 {
      super.init(clock: driver.clock)
    } else {
      super.init()
    }
  }

  override func willAppear(animated: Bool) { driver.record(.willAppear(id, animated: animated), of: self) }
  override func didAppear(animated: Bool) { driver.record(.didAppear(id, animated: animated), of: self) }
  override func willDisappear(animated: Bool) {
    driver.record(.willDisappear(id, animated: animated), of: self)
  }
  override func didDisappear(animated: Bool) {
    driver.record(.didDisappear(id, animated: animated), of: self)
  }
  override func willMove(toParent parent: Component?) {
    driver.record(.willMove(id, toParent: driver.id(of: parent)), of: self)
  }
  override func didMove(toParent parent: Component?) {
    driver.record(.didMove(id, toParent: driver.id(of: parent)), of: self)
  }
  override func loadAppearanceState() -> Int {
    driver.record(.loadAppearanceState(id), of: self)
    return driver.appearanceStates[id]
  }
  override func children(for state: Int) -> [Component] {
    driver.record(.childrenFor(id, state: state), of: self)
    return driver.lists[id][state].map { driver.components[$0] }
  }
  override func willTransition(to nextState: Int, animated: Bool) {
    driver.record(.willTransition(id, to: nextState, animated: animated), of: self)
  }
  override func didTransition(from previousState: Int?, animated: Bool) {
    driver.record(.didTransition(id, from: previousState, animated: animated), of: self)
  }
  override func childWillAppear(_ child: Component, animated: Bool) {
    driver.record(.childWillAppear(id, child: driver.id(of: child)!, animated: animated), of: self)
  }
  override func childDidAppear(_ child: Component, animated: Bool) {
    driver.record(.childDidAppear(id, child: driver.id(of: child)!, animated: animated), of: self)
  }
  override func childWillDisappear(_ child: Component, animated: Bool) {
    driver.record(.childWillDisappear(id, child: driver.id(of: child)!, animated: animated), of: self)
  }
  override func childDidDisappear(_ child: Component, animated: Bool) {
    driver.record(.childDidDisappear(id, child: driver.id(of: child)!, animated: animated), of: self)
  }
  override func historyEntry(forLeaving state: Int) -> Int? {
    driver.historyEntry(of: id, leaving: state)
  }
  override func transitionDecision(for proposal: TransitionProposal<Int>) -> TransitionDecision {
    driver.transitionDecision(of: id, proposal)
  }
}

/// A nested container that adopts `StateTransitioning`.
@MainActor final class FuzzRecordingTransitioningContainer: FuzzRecordingContainer, StateTransitioning {
  func stateTransitionDuration(isAppearing: Bool) -> Duration {
    .milliseconds(driver.timings[id].duration(isAppearing: isAppearing))
  }
  func stateTransitionDelay(isAppearing: Bool) -> Duration {
    .milliseconds(driver.timings[id].delay(isAppearing: isAppearing))
  }
  func stateTransitionWillBegin(isAppearing: Bool) {
    driver.record(.transitionWillBegin(id, isAppearing: isAppearing), of: self)
  }
  func animateAlongsideStateTransition(isAppearing: Bool) {
    driver.record(.animateAlongside(id, isAppearing: isAppearing), of: self)
  }
  func stateTransitionDidEnd(isAppearing: Bool) {
    driver.record(.transitionDidEnd(id, isAppearing: isAppearing), of: self)
  }
  func stateTransitionDidUpdate(progress: Double, isAppearing: Bool) {
    driver.record(.transitionDidUpdate(id, progress: progress, isAppearing: isAppearing), of: self)
  }
  func stateTransitionInteractionDidEnd(isCancelled: Bool, remaining: Duration, isAppearing: Bool) {
    driver.record(.interactionDidEnd(id, isCancelled: isCancelled, isAppearing: isAppearing), of: self)
  }
  func stateTransitionDidCancel(isAppearing: Bool) {
    driver.record(.transitionDidCancel(id, isAppearing: isAppearing), of: self)
  }
}
