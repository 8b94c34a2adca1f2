/// A small, fast, seedable random number generator (SplitMix64), so that a seed names the
/// same sequence on every platform and every run.
struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of sequence `index` of a run started with `seed`. Sequence 0 uses the seed
  /// itself, so `STATECONTAINER_FUZZ_SEED=<sequence seed> STATECONTAINER_FUZZ_ITERATIONS=1`
  /// replays any one sequence.
  static func sequenceSeed(_ seed: UInt64, index: Int) -> UInt64 {
    guard index > 0 else { return seed }
    var generator = FuzzRandom(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return generator.next()
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  mutating func pick<T>(_ values: [T]) -> T {
    values[Int.random(in: 0..<values.count, using: &self)]
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

/// Generates random worlds and operation sequences.
///
/// A world is a root container (id 0) with up to two nested containers below it, each
/// with a pool of plain components, some of which adopt `StateTransitioning`; each state
/// lists a random selection of the pool, so children are shared between states. A few
/// lists contain misuse: duplicates, the container itself, a component of another pool.
///
/// Operations are requests with random states and `animated`, clock advances of random
/// sizes (zero included), the root appearing and disappearing (sometimes out of turn),
/// changes of configuration, and triggers that make a random hook of a random component
/// request a transition (or, for the root's own plain children and the root, call the
/// root's appearance methods, which are refused while hooks run). Event watches, their ends
/// and posts (events) are made directly and from triggers, often from the handler of a delivered
/// event, so that posts, watches and cancellations happen in the middle of a delivery.
struct FuzzGenerator {
  /// Which kinds of interleaving the generator produces.
  struct Options: Hashable, Sendable {
    /// A state may list a plain component from another container's pool.
    var crossListing = true
    /// A trigger may request a transition of a container above the one whose operation
    /// runs the hook.
    var requestsOnBusyAncestors = true
  }

  var random: FuzzRandom
  /// Draws which containers reload their state on every appearance, apart from `random`,
  /// so that a seed still names the same world and operations as before the flag existed.
  var appearanceRandom: FuzzRandom
  var options: Options
  /// The event watches generated so far in the sequence, for `endWatch` to pick from.
  private var watchesGenerated = 0

  init(seed: UInt64, options: Options = Options()) {
    random = FuzzRandom(seed: seed)
    appearanceRandom = FuzzRandom(seed: seed ^ 0x5EAD_0A55_EA2A_11CE)
    self.options = options
  }

  static let timings = [0, 0, 0, 10, 50, 100, 200, 350, 500]
  static let advances = [0, 0, 1, 10, 25, 50, 100, 175, 350, 700, 2000]

  mutating func timing() -> FuzzTiming {
    func value(_ random: inout FuzzRandom) -> Int {
      random.chance(0.02) ? random.pick([-10, -350]) : random.pick(Self.timings)
    }
    return FuzzTiming(
      appearingDelay: value(&random), appearingDuration: value(&random),
      disappearingDelay: value(&random), disappearingDuration: value(&random))
  }

  mutating func world() -> FuzzWorld {
    var nodes: [FuzzWorld.Node] = []
    var owner: [Int?] = []  // the container whose pool a component is in
    let containerCount = random.pick([1, 2, 2, 3, 3])
    nodes.append(FuzzWorld.Node(isContainer: true, isTransitioning: false, timing: timing()))
    owner.append(nil)
    for index in 1..<max(containerCount, 1) {
      nodes.append(
        FuzzWorld.Node(isContainer: true, isTransitioning: random.chance(0.4), timing: timing()))
      owner.append(random.int(0...(index - 1)))
    }
    let containerIDs = Array(0..<containerCount)
    for container in containerIDs {
      for _ in 0..<random.int(1...4) {
        nodes.append(
          FuzzWorld.Node(isContainer: false, isTransitioning: random.chance(0.5), timing: timing()))
        owner.append(container)
      }
    }
    var containers: [FuzzWorld.Container?] = Array(repeating: nil, count: nodes.count)
    for container in containerIDs {
      let pool = nodes.indices.filter { owner[$0] == container }
      let others = nodes.indices.filter {
        owner[$0] != container && owner[$0] != nil && !nodes[$0].isContainer
      }
      let stateCount = random.int(2...4)
      let lists = (0..<stateCount).map { _ in list(pool: pool, others: others, container: container) }
      containers[container] = FuzzWorld.Container(
        lists: lists, appearanceState: random.int(0...(stateCount - 1)),
        defaultDuration: random.pick([350, 350, 350, 0, 100, 200]), pool: pool,
        reloadsOnAppearance: appearanceRandom.chance(0.5))
    }
    return FuzzWorld(nodes: nodes, containers: containers)
  }

  /// A random selection of `pool` in random order, sometimes with misuse.
  mutating func list(pool: [Int], others: [Int], container: Int) -> [Int] {
    var list = pool.filter { _ in random.chance(0.55) }.shuffled(using: &random)
    if !list.isEmpty && random.chance(0.08) {
      list.insert(random.pick(list), at: random.int(0...list.count))
    }
    if options.crossListing && !others.isEmpty && random.chance(0.06) {
      list.insert(random.pick(others), at: random.int(0...list.count))
    }
    if random.chance(0.03) {
      list.insert(container, at: random.int(0...list.count))
    }
    return list
  }

  /// The container whose pool holds `id`.
  static func owner(of id: Int, in world: FuzzWorld) -> Int? {
    world.containerIDs.first { world.containers[$0]!.pool.contains(id) }
  }

  /// The containers a hook of `component` may request a transition of.
  func requestTargets(from component: Int, in world: FuzzWorld) -> [Int] {
    guard !options.requestsOnBusyAncestors else { return world.containerIDs }
    var ancestors: Set<Int> = []
    var cursor = Self.owner(of: component, in: world)
    if !world.nodes[component].isContainer { cursor = cursor.flatMap { Self.owner(of: $0, in: world) } }
    while let ancestor = cursor {
      ancestors.insert(ancestor)
      cursor = Self.owner(of: ancestor, in: world)
    }
    return world.containerIDs.filter { !ancestors.contains($0) }
  }

  mutating func action(_ world: FuzzWorld, from component: Int? = nil) -> FuzzAction {
    let container = random.pick(
      component.map { requestTargets(from: $0, in: world) } ?? world.containerIDs)
    return .request(
      container: container, state: random.int(0...(world.containers[container]!.lists.count - 1)),
      animated: random.chance(0.6), evenIfCurrent: random.chance(0.1), reportsOutcome: random.chance(0.3))
  }

  /// An interactive transition begun on a random container, or its latest one driven as
  /// a finger would: mostly updates in tenths, now and then out of range, then a finish or
  /// a cancel, sometimes with a velocity, sometimes twice.
  mutating func interactionAction(_ world: FuzzWorld) -> FuzzAction {
    let container = random.pick(world.containerIDs)
    let velocity = random.chance(0.6) ? 0 : random.chance(0.05) ? -1 : random.pick([2, 4, 5, 10])
    switch random.int(0...99) {
    case 0..<22:
      return .interaction(
        .begin(container: container, state: random.int(0...(world.containers[container]!.lists.count - 1))))
    case 22..<28:
      return .interaction(.beginBack(container: container, steps: random.int(1...2)))
    case 28..<65:
      return .interaction(
        .update(
          container: container, tenths: random.chance(0.05) ? random.pick([-2, 12]) : random.int(0...10)))
    case 65..<83:
      return .interaction(.finish(container: container, velocity: velocity))
    default:
      return .interaction(.cancel(container: container, velocity: velocity))
    }
  }

  /// A swipe as an app makes one: begun on a random container, moved a few times as time
  /// passes, then mostly let go (finished or cancelled, sometimes with a velocity); left
  /// under way now and then, for what comes next to meet it.
  mutating func gesture(_ world: FuzzWorld) -> [FuzzOperation] {
    let container = random.pick(world.containerIDs)
    let states = world.containers[container]!.lists.count
    var operations: [FuzzOperation] = [
      .perform(
        .interaction(
          random.chance(0.75)
            ? .begin(container: container, state: random.int(0...(states - 1)))
            : .beginBack(container: container, steps: random.int(1...2))))
    ]
    var tenths = 0
    for _ in 0..<random.int(0...3) {
      operations.append(.advance(ms: random.pick([0, 10, 16, 50])))
      tenths = min(10, max(0, tenths + random.int(-2...5)))
      operations.append(.perform(.interaction(.update(container: container, tenths: tenths))))
    }
    guard random.chance(0.85) else { return operations }
    let velocity = random.chance(0.6) ? 0 : random.pick([2, 4, 5, 10])
    operations.append(
      .perform(
        .interaction(
          tenths >= 5
            ? .finish(container: container, velocity: velocity)
            : .cancel(container: container, velocity: velocity))))
    return operations
  }

  /// The app's appearance call on a random component other than the root; carried out
  /// only if a container manages the component by then, and refused.
  mutating func appearanceOfManaged(_ world: FuzzWorld) -> FuzzAction {
    let component = random.int(1...(world.nodes.count - 1))
    return random.chance(0.5)
      ? .endAppearanceOfManaged(component: component)
      : .beginAppearanceOfManaged(
        component: component, isAppearing: random.chance(0.5), animated: random.chance(0.5))
  }

  /// A context write (sometimes a removal) or read on a random component (context).
  mutating func contextAction(_ world: FuzzWorld) -> FuzzAction {
    let component = random.int(0...(world.nodes.count - 1))
    if random.chance(0.5) { return .readContext(component: component) }
    return .writeContext(component: component, value: random.chance(0.25) ? nil : random.int(1...9))
  }

  /// A response handler made or ended, or a response sent, on a random component
  /// (responses).
  mutating func responseAction(_ world: FuzzWorld) -> FuzzAction {
    let component = random.int(0...(world.nodes.count - 1))
    let type = random.int(0...1)
    switch random.int(0...6) {
    case 0...2: return .handleResponses(component: component, type: type)
    case 3: return .stopHandlingResponses(component: component, type: type)
    default: return .sendResponse(component: component, type: type)
    }
  }

  /// An event watch made or ended, or an event posted, by a random component (events).
  mutating func eventAction(_ world: FuzzWorld) -> FuzzAction {
    let component = random.int(0...(world.nodes.count - 1))
    let type = random.chance(0.7) ? 0 : 1
    switch random.int(0...9) {
    case 0...3:
      watchesGenerated += 1
      return .watchEvents(
        component: component, type: type, whileAppeared: random.chance(0.4),
        from: random.chance(0.3) ? random.int(0...(world.nodes.count - 1)) : nil)
    case 4:
      return .endWatch(index: random.int(0...max(watchesGenerated - 1, 0)))
    default:
      return .postEvent(component: component, type: type)
    }
  }

  /// A service registered, used, started or stopped on a random component (services).
  mutating func serviceAction(_ world: FuzzWorld) -> FuzzAction {
    let component = random.int(0...(world.nodes.count - 1))
    let type = random.int(0...1)
    switch random.int(0...9) {
    case 0...2: return .registerService(component: random.chance(0.6) ? 0 : component, type: type)
    case 3...5: return .useService(component: component, type: type)
    case 6: return .startService(component: component, type: type)
    case 7...8: return .stopService(component: component, type: type)
    default: return .stopRegisteredServices(component: random.chance(0.6) ? 0 : component)
    }
  }

  mutating func hook(for node: FuzzWorld.Node) -> FuzzHook {
    let hooks = FuzzHook.allCases.filter {
      $0 != .contextRead && $0 != .service
        && (node.isContainer || !$0.isContainerHook)
        && (node.isTransitioning || !$0.isTransitioningHook)
    }
    return random.pick(hooks)
  }

  mutating func sequence(maxLength: Int) -> FuzzSequence {
    let world = world()
    var operations: [FuzzOperation] = []
    watchesGenerated = 0
    // What the generator expects of the root, to make mostly balanced appearance calls.
    var rootAppearance = ModelAppearance.disappeared
    operations += historyPrologue(world)
    for _ in 0..<random.int(1...maxLength) {
      if random.chance(0.1) {
        operations.append(historyOperation(world))
        continue
      }
      let roll = random.int(0...99)
      switch roll {
      case 0..<23:
        let roll = random.int(0...99)
        if roll < 15 {
          operations.append(.perform(presentationAction(world)))
        } else if roll < 30 {
          operations += gesture(world)
        } else if roll < 40 {
          operations.append(.perform(interactionAction(world)))
        } else {
          operations.append(.perform(action(world)))
        }
      case 23..<28:
        operations.append(.perform(eventAction(world)))
      case 28..<30:
        operations.append(.perform(appearanceOfManaged(world)))
      case 30..<52:
        operations.append(.advance(ms: random.pick(Self.advances)))
      case 52..<54:
        operations.append(.runClock)
      case 54..<68:
        var isAppearing: Bool? =
          switch rootAppearance {
          case .disappeared: true
          case .appeared: false
          case .appearing, .disappearing: nil
          }
        if random.chance(0.05) { isAppearing = random.chance(0.5) ? nil : random.chance(0.5) }
        if let isAppearing {
          operations.append(
            .perform(.beginAppearance(isAppearing: isAppearing, animated: random.chance(0.5))))
          rootAppearance = isAppearing ? .appearing : .disappearing
        } else {
          operations.append(.perform(.endAppearance))
          rootAppearance = rootAppearance == .appearing ? .appeared : .disappeared
        }
      case 68..<72:
        let container = random.pick(world.containerIDs)
        operations.append(
          .setAppearanceState(
            container: container,
            state: random.int(0...(world.containers[container]!.lists.count - 1))))
      case 72..<77:
        let container = random.pick(world.containerIDs)
        let pool = world.containers[container]!.pool
        operations.append(
          .setChildren(
            container: container,
            state: random.int(0...(world.containers[container]!.lists.count - 1)),
            children: list(pool: pool, others: [], container: container)))
      case 77..<80:
        let candidates = world.nodes.indices.filter { world.nodes[$0].isTransitioning }
        if let component = candidates.randomElement(using: &random) {
          operations.append(.setTiming(component: component, timing: timing()))
        }
      case 80..<82:
        operations.append(.perform(contextAction(world)))
      case 82..<84:
        operations.append(.perform(serviceAction(world)))
      case 84..<86:
        operations.append(.perform(responseAction(world)))
      case 86..<88:
        operations.append(
          .setDefaultDuration(
            container: random.pick(world.containerIDs), ms: random.pick([0, 100, 350])))
      default:
        let component = random.int(0...(world.nodes.count - 1))
        // Events from handlers: posts, watches made and ended while an event is delivered.
        let hook = random.chance(0.15) ? .eventDelivered : hook(for: world.nodes[component])
        var action = action(world, from: component)
        if random.chance(0.15) {
          action =
            random.chance(0.5)
            ? .endAppearance
            : .beginAppearance(isAppearing: random.chance(0.5), animated: random.chance(0.5))
        } else if random.chance(0.05) {
          action = appearanceOfManaged(world)
        } else if random.chance(0.1) {
          action = contextAction(world)
        } else if random.chance(0.08) {
          action = serviceAction(world)
        } else if random.chance(0.1) {
          action = responseAction(world)
        } else if random.chance(0.15) {
          action = .history(historyAction(world))
        } else if random.chance(0.12) {
          action = presentationAction(world)
        } else if random.chance(0.1) {
          action = interactionAction(world)
        } else if random.chance(hook == .eventDelivered ? 0.7 : 0.15) {
          action = eventAction(world)
        }
        operations.append(.arm(component: component, hook: hook, action: action))
      }
    }
    return FuzzSequence(world: world, operations: operations)
  }
}
