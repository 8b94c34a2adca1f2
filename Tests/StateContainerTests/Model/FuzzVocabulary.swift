// The plain values that the lifecycle model, the generator, the shrinker and the driver of
// the real container share: components are integer ids, events and operations are enum
// values. Nothing here refers to the library.

/// The appearance of a component, as the model sees it.
enum ModelAppearance: Hashable, Sendable, CustomStringConvertible {
  case disappeared, appearing, appeared, disappearing

  var description: String {
    switch self {
    case .disappeared: "disappeared"
    case .appearing: "appearing"
    case .appeared: "appeared"
    case .disappearing: "disappearing"
    }
  }
}

/// A diagnostic, by the name of its kind (the names of `LifecycleDiagnostic.Kind`).
enum ModelDiagnostic: String, Hashable, Sendable, CaseIterable {
  case duplicateChild
  case childOfAnotherContainer
  case containerAsOwnChild
  case ancestorAsChild
  case unbalancedAppearanceTransition
  case reentrantAppearanceTransition
  case managedChildAppearanceTransition
  case unhandledResponse
  case negativeTiming
  case missingService
  case historyTooShort
  case invalidHistoryCount
  case missingNavigationTarget
  case navigationEntryOnCurrentPath
  case routeClash
  case invalidRoutePattern
  case unmatchedRoute
  case invalidPresentation
  case navigationEntryInUse
  case interactiveTransitionMisuse
}

/// One hook call. The first associated value is the id of the component whose hook ran.
enum FuzzEvent: Hashable, Sendable, CustomStringConvertible {
  case willAppear(Int, animated: Bool)
  case didAppear(Int, animated: Bool)
  case willDisappear(Int, animated: Bool)
  case didDisappear(Int, animated: Bool)
  case willMove(Int, toParent: Int?)
  case didMove(Int, toParent: Int?)
  case loadAppearanceState(Int)
  case childrenFor(Int, state: Int)
  case willTransition(Int, to: Int, animated: Bool)
  case didTransition(Int, from: Int?, animated: Bool)
  case childWillAppear(Int, child: Int, animated: Bool)
  case childDidAppear(Int, child: Int, animated: Bool)
  case childWillDisappear(Int, child: Int, animated: Bool)
  case childDidDisappear(Int, child: Int, animated: Bool)
  case transitionWillBegin(Int, isAppearing: Bool)
  case animateAlongside(Int, isAppearing: Bool)
  case transitionDidEnd(Int, isAppearing: Bool)
  case transitionDidUpdate(Int, progress: Double, isAppearing: Bool)
  case interactionDidEnd(Int, isCancelled: Bool, isAppearing: Bool)
  case transitionDidCancel(Int, isAppearing: Bool)
  /// Not a hook: a trigger read the component's context and saw `value`.
  case contextRead(Int, value: Int)
  /// `tree.send` (responses): the component that handles a response of `type` that
  /// `sender` sent, just before its handler runs; for a response nobody handles, the
  /// sender itself with `handler: nil`.
  case response(Int, type: Int, sender: Int, handler: Int?)
  /// Not a hook: the completion of the `request`-th request that reports its outcome ran
  /// on container `Int`.
  case outcome(Int, request: Int, outcome: String)
  /// An event delivered: the watcher whose handler runs, for an event of
  /// `type` that `sender` posted, through watch number `watch` of the sequence.
  case eventDelivered(Int, type: Int, sender: Int, watch: Int)
  /// Not a hook: a service of `FuzzService<type>` numbered `instance` (registrations are
  /// numbered from 0 in the order they are made) started or stopped (services), or a
  /// call on component `Int` returned: `what` says which.
  case service(Int, what: String)
  /// History and guards: the container's history hook or guard ran, a history observer
  /// heard a change, or a state observer heard a refusal or a hold; `what` says which.
  case history(Int, hook: FuzzHook, what: String)

  /// The component whose hook ran.
  var component: Int {
    switch self {
    case .willAppear(let id, _), .didAppear(let id, _), .willDisappear(let id, _),
      .didDisappear(let id, _), .willMove(let id, _), .didMove(let id, _),
      .loadAppearanceState(let id), .childrenFor(let id, _), .willTransition(let id, _, _),
      .didTransition(let id, _, _), .childWillAppear(let id, _, _), .childDidAppear(let id, _, _),
      .childWillDisappear(let id, _, _), .childDidDisappear(let id, _, _),
      .transitionWillBegin(let id, _), .animateAlongside(let id, _), .transitionDidEnd(let id, _),
      .transitionDidUpdate(let id, _, _), .interactionDidEnd(let id, _, _), .transitionDidCancel(let id, _),
      .contextRead(let id, _), .response(let id, _, _, _), .outcome(let id, _, _),
      .eventDelivered(let id, _, _, _), .service(let id, _), .history(let id, _, _):
      id
    }
  }

  /// Which hook ran.
  var hook: FuzzHook {
    switch self {
    case .willAppear: .willAppear
    case .didAppear: .didAppear
    case .willDisappear: .willDisappear
    case .didDisappear: .didDisappear
    case .willMove: .willMove
    case .didMove: .didMove
    case .loadAppearanceState: .loadAppearanceState
    case .childrenFor: .childrenFor
    case .willTransition: .willTransition
    case .didTransition: .didTransition
    case .childWillAppear: .childWillAppear
    case .childDidAppear: .childDidAppear
    case .childWillDisappear: .childWillDisappear
    case .childDidDisappear: .childDidDisappear
    case .transitionWillBegin: .transitionWillBegin
    case .animateAlongside: .animateAlongside
    case .transitionDidEnd: .transitionDidEnd
    case .transitionDidUpdate: .transitionDidUpdate
    case .interactionDidEnd: .interactionDidEnd
    case .transitionDidCancel: .transitionDidCancel
    case .contextRead: .contextRead
    case .response: .response
    case .outcome: .outcome
    case .eventDelivered: .eventDelivered
    case .service: .service
    case .history(_, let hook, _): hook
    }
  }

  var description: String {
    func name(_ id: Int?) -> String { id.map { "#\($0)" } ?? "nil" }
    return switch self {
    case .willAppear(let id, let animated): "#\(id).willAppear(animated: \(animated))"
    case .didAppear(let id, let animated): "#\(id).didAppear(animated: \(animated))"
    case .willDisappear(let id, let animated): "#\(id).willDisappear(animated: \(animated))"
    case .didDisappear(let id, let animated): "#\(id).didDisappear(animated: \(animated))"
    case .willMove(let id, let parent): "#\(id).willMove(toParent: \(name(parent)))"
    case .didMove(let id, let parent): "#\(id).didMove(toParent: \(name(parent)))"
    case .loadAppearanceState(let id): "#\(id).loadAppearanceState()"
    case .childrenFor(let id, let state): "#\(id).children(for: \(state))"
    case .willTransition(let id, let state, let animated):
      "#\(id).willTransition(to: \(state), animated: \(animated))"
    case .didTransition(let id, let state, let animated):
      "#\(id).didTransition(from: \(state.map(String.init) ?? "nil"), animated: \(animated))"
    case .childWillAppear(let id, let child, let animated):
      "#\(id).childWillAppear(#\(child), animated: \(animated))"
    case .childDidAppear(let id, let child, let animated):
      "#\(id).childDidAppear(#\(child), animated: \(animated))"
    case .childWillDisappear(let id, let child, let animated):
      "#\(id).childWillDisappear(#\(child), animated: \(animated))"
    case .childDidDisappear(let id, let child, let animated):
      "#\(id).childDidDisappear(#\(child), animated: \(animated))"
    case .transitionWillBegin(let id, let isAppearing):
      "#\(id).stateTransitionWillBegin(isAppearing: \(isAppearing))"
    case .animateAlongside(let id, let isAppearing):
      "#\(id).animateAlongsideStateTransition(isAppearing: \(isAppearing))"
    case .transitionDidEnd(let id, let isAppearing):
      "#\(id).stateTransitionDidEnd(isAppearing: \(isAppearing))"
    case .transitionDidUpdate(let id, let progress, let isAppearing):
      "#\(id).stateTransitionDidUpdate(progress: \(progress), isAppearing: \(isAppearing))"
    case .interactionDidEnd(let id, let isCancelled, let isAppearing):
      "#\(id).stateTransitionInteractionDidEnd(isCancelled: \(isCancelled), isAppearing: \(isAppearing))"
    case .transitionDidCancel(let id, let isAppearing):
      "#\(id).stateTransitionDidCancel(isAppearing: \(isAppearing))"
    case .contextRead(let id, let value):
      "#\(id).tree.context[FuzzContextKey.self] == \(value)"
    case .response(_, let type, let sender, let handler):
      "#\(sender).tree.send(FuzzResponse\(type)) -> \(name(handler))"
    case .outcome(let id, let request, let outcome):
      "#\(id) request \(request): \(outcome)"
    case .eventDelivered(let id, let type, let sender, let watch):
      "#\(id) got FuzzTreeEvent\(type) from #\(sender) (watch \(watch))"
    case .service(let id, let what):
      "#\(id) \(what)"
    case .history(let id, _, let what):
      "#\(id) \(what)"
    }
  }
}

/// The hooks a trigger can be attached to.
enum FuzzHook: String, Hashable, Sendable, CaseIterable {
  case willAppear, didAppear, willDisappear, didDisappear, willMove, didMove
  case loadAppearanceState, childrenFor, willTransition, didTransition
  case childWillAppear, childDidAppear, childWillDisappear, childDidDisappear
  case transitionWillBegin, animateAlongside, transitionDidEnd
  /// The hooks of an interactive transition.
  case transitionDidUpdate, interactionDidEnd, transitionDidCancel
  /// Not a hook: a context read made by a trigger; never armed.
  case contextRead
  /// A response handler runs (or, for an unhandled response, the sender's send ends).
  case response
  /// A request's completion runs with its outcome.
  case outcome
  /// An event handler runs.
  case eventDelivered
  /// Not a hook: a service started or stopped, or a service call returned; never armed.
  case service
  /// History and guards: `historyEntry(forLeaving:)`, `transitionDecision(for:)`, a
  /// history observer, a state observer hearing a refusal or a hold.
  case historyEntry, transitionDecision, historyChanged, decisionObserved

  /// Hooks that only a container has.
  var isContainerHook: Bool {
    switch self {
    case .loadAppearanceState, .childrenFor, .willTransition, .didTransition, .childWillAppear,
      .childDidAppear, .childWillDisappear, .childDidDisappear, .outcome, .historyEntry,
      .transitionDecision, .historyChanged, .decisionObserved:
      true
    default: false
    }
  }

  /// Hooks that only a `StateTransitioning` component has.
  var isTransitioningHook: Bool {
    switch self {
    case .transitionWillBegin, .animateAlongside, .transitionDidEnd, .transitionDidUpdate, .interactionDidEnd,
      .transitionDidCancel:
      true
    default: false
    }
  }
}

/// What a component saw of itself while one of its hooks ran.
enum FuzzContext: Hashable, Sendable, CustomStringConvertible {
  /// Nothing recorded.
  case none
  /// The component's own `appearance` (appearance hooks).
  case appearance(ModelAppearance)
  /// The component's own `parent` (`willMove`/`didMove`).
  case parent(Int?)
  /// The container's `currentState` (nil when not determined) and `isTransitioning`
  /// (`willTransition`/`didTransition`).
  case container(state: Int?, isTransitioning: Bool)

  var description: String {
    switch self {
    case .none: ""
    case .appearance(let appearance): " [\(appearance)]"
    case .parent(let parent): " [parent \(parent.map { "#\($0)" } ?? "nil")]"
    case .container(let state, let isTransitioning):
      " [state \(state.map(String.init) ?? "-")\(isTransitioning ? ", transitioning" : "")]"
    }
  }
}

/// One line of an event log: the clock time in milliseconds, the hook, and what the
/// component saw of itself.
struct FuzzLogEntry: Hashable, Sendable, CustomStringConvertible {
  var time: Int
  var event: FuzzEvent
  var context: FuzzContext

  var description: String { "\(time)ms \(event)\(context)" }
}

/// The timing a `StateTransitioning` component reports, in milliseconds (negative values
/// are misuse, taken as zero).
struct FuzzTiming: Hashable, Sendable, CustomStringConvertible {
  var appearingDelay: Int
  var appearingDuration: Int
  var disappearingDelay: Int
  var disappearingDuration: Int

  init(appearingDelay: Int, appearingDuration: Int, disappearingDelay: Int, disappearingDuration: Int) {
    self.appearingDelay = appearingDelay
    self.appearingDuration = appearingDuration
    self.disappearingDelay = disappearingDelay
    self.disappearingDuration = disappearingDuration
  }

  /// Appearing delay and duration, then disappearing delay and duration.
  init(_ appearingDelay: Int, _ appearingDuration: Int, _ disappearingDelay: Int, _ disappearingDuration: Int)
  {
    self.init(
      appearingDelay: appearingDelay, appearingDuration: appearingDuration,
      disappearingDelay: disappearingDelay, disappearingDuration: disappearingDuration)
  }

  func delay(isAppearing: Bool) -> Int { isAppearing ? appearingDelay : disappearingDelay }
  func duration(isAppearing: Bool) -> Int { isAppearing ? appearingDuration : disappearingDuration }

  var description: String {
    "FuzzTiming(appearingDelay: \(appearingDelay), appearingDuration: \(appearingDuration), "
      + "disappearingDelay: \(disappearingDelay), disappearingDuration: \(disappearingDuration))"
  }
}

/// The cast of one random sequence. Component 0 is the root container, which the test
/// makes appear and disappear; the other containers are nested.
struct FuzzWorld: Hashable, Sendable, CustomStringConvertible {
  struct Node: Hashable, Sendable, CustomStringConvertible {
    /// Whether the component is a `StateContainer<Int>`.
    var isContainer: Bool
    /// Whether it adopts `StateTransitioning`.
    var isTransitioning: Bool
    /// Its timing, if it adopts `StateTransitioning`.
    var timing: FuzzTiming

    var description: String {
      "FuzzWorld.Node(isContainer: \(isContainer), isTransitioning: \(isTransitioning), timing: \(timing))"
    }
  }

  struct Container: Hashable, Sendable, CustomStringConvertible {
    /// `children(for: state)` returns `lists[state]` (ids).
    var lists: [[Int]]
    /// What `loadAppearanceState()` returns.
    var appearanceState: Int
    /// `defaultTransitionDuration` in milliseconds.
    var defaultDuration: Int
    /// The components the generator draws this container's children from.
    var pool: [Int]
    /// `reloadsStateOnAppearance`: whether every appearance asks `loadAppearanceState()`,
    /// or only one without a determined state. `true` unless given, so that a world printed
    /// before the flag existed (when every appearance asked) replays as it did.
    var reloadsOnAppearance = true

    var description: String {
      "FuzzWorld.Container(lists: \(lists), appearanceState: \(appearanceState), "
        + "defaultDuration: \(defaultDuration), pool: \(pool), reloadsOnAppearance: \(reloadsOnAppearance))"
    }
  }

  /// What a context read returns where nothing upstream has a value (context).
  static let contextDefault = 0

  /// Indexed by component id.
  var nodes: [Node]
  /// Indexed by component id; nil for components that are not containers.
  var containers: [Container?]

  var containerIDs: [Int] { nodes.indices.filter { nodes[$0].isContainer } }

  var description: String {
    let containerText = containers.map { $0.map { "\($0)" } ?? "nil" }
    return "FuzzWorld(\n    nodes: [\n      "
      + nodes.map(\.description).joined(separator: ",\n      ")
      + "\n    ],\n    containers: [\n      "
      + containerText.joined(separator: ",\n      ") + "\n    ])"
  }
}

/// What a trigger does when its hook runs.
enum FuzzAction: Hashable, Sendable, CustomStringConvertible {
  /// `setNeedsStateTransition(to:animated:)` on a container, or with `evenIfCurrent`,
  /// `setNeedsStateTransition(to:animated:evenIfCurrent: true)`; with `reportsOutcome`, the
  /// form with a completion, which logs the outcome.
  case request(
    container: Int, state: Int, animated: Bool, evenIfCurrent: Bool = false, reportsOutcome: Bool = false)
  /// `beginAppearanceTransition(_:animated:)` on the root container.
  case beginAppearance(isAppearing: Bool, animated: Bool)
  /// `endAppearanceTransition()` on the root container.
  case endAppearance
  /// The app's `beginAppearanceTransition(_:animated:)` on a component other than the
  /// root, made only while a container manages it (it has a parent): refused, as the app may
  /// not drive a managed child.
  case beginAppearanceOfManaged(component: Int, isAppearing: Bool, animated: Bool)
  /// The app's `endAppearanceTransition()` on a component other than the root, made only
  /// while a container manages it: refused.
  case endAppearanceOfManaged(component: Int)
  /// `tree.context[FuzzContextKey.self] = value` on a component, or with `nil`,
  /// `tree.context.removeValue(for: FuzzContextKey.self)` (context).
  case writeContext(component: Int, value: Int?)
  /// Reads `tree.context[FuzzContextKey.self]` on a component and logs what it saw.
  case readContext(component: Int)
  /// `tree.handle(FuzzResponse<type>.self)` on a component (responses).
  case handleResponses(component: Int, type: Int)
  /// `tree.stopHandling(FuzzResponse<type>.self)` on a component.
  case stopHandlingResponses(component: Int, type: Int)
  /// `tree.send(FuzzResponse<type>())` from a component.
  case sendResponse(component: Int, type: Int)
  /// `tree.watch(FuzzTreeEvent<type>.self, whileAppeared:)` on a component, or with a
  /// sender, `tree.watch(_:from:whileAppeared:)` from that component (events). The
  /// watches a sequence makes are numbered from 0 in the order they are made.
  case watchEvents(component: Int, type: Int, whileAppeared: Bool, from: Int?)
  /// `cancel()` on the watch with that number, if it has been made.
  case endWatch(index: Int)
  /// `tree.post(FuzzTreeEvent<type>(sender: component))` from a component.
  case postEvent(component: Int, type: Int)
  /// `tree.registerService(FuzzService<type>())` on a component (services); the services a
  /// sequence registers are numbered from 0.
  case registerService(component: Int, type: Int)
  /// `tree.service(FuzzService<type>.self)` from a component.
  case useService(component: Int, type: Int)
  /// `tree.startService(FuzzService<type>.self, options: ())` from a component.
  case startService(component: Int, type: Int)
  /// `tree.stopService(FuzzService<type>.self)` from a component.
  case stopService(component: Int, type: Int)
  /// `tree.stopOwnServices()` on a component.
  case stopRegisteredServices(component: Int)
  /// History and guards.
  case history(FuzzHistoryAction)
  /// Interactive transitions.
  case interaction(FuzzInteractionAction)
  /// `present(_:animated:)` of a component on a container, or with `replacing`,
  /// `replacePresentation(with:animated:)`; calls are numbered from 0.
  case present(container: Int, component: Int, animated: Bool, replacing: Bool)
  /// `present(_ value:animated:)` (or `replacePresentation(with value:animated:)`) of a
  /// `FuzzPresentationValue` naming the component, which the container registers first
  /// unless `registered` is false (then misuse); numbered with the presentations.
  case presentValue(container: Int, component: Int, animated: Bool, replacing: Bool, registered: Bool)
  /// `dismissPresentation(animated:)` on a container; numbered with the presentations.
  case dismissPresentation(container: Int, animated: Bool)
  /// `component(for: key)` of the run's one `ComponentCache<Int>`, whose factory returns
  /// the component with id `key` (the component cache).
  case useCache(key: Int)
  /// `clear()` of the run's cache.
  case clearCache

  var description: String {
    switch self {
    case .request(let container, let state, let animated, let evenIfCurrent, let reportsOutcome):
      ".request(container: \(container), state: \(state), animated: \(animated)"
        + (evenIfCurrent ? ", evenIfCurrent: true" : "") + (reportsOutcome ? ", reportsOutcome: true)" : ")")
    case .beginAppearance(let isAppearing, let animated):
      ".beginAppearance(isAppearing: \(isAppearing), animated: \(animated))"
    case .endAppearance: ".endAppearance"
    case .beginAppearanceOfManaged(let component, let isAppearing, let animated):
      ".beginAppearanceOfManaged(component: \(component), isAppearing: \(isAppearing), animated: \(animated))"
    case .endAppearanceOfManaged(let component):
      ".endAppearanceOfManaged(component: \(component))"
    case .writeContext(let component, let value):
      ".writeContext(component: \(component), value: \(value.map(String.init) ?? "nil"))"
    case .readContext(let component):
      ".readContext(component: \(component))"
    case .handleResponses(let component, let type):
      ".handleResponses(component: \(component), type: \(type))"
    case .stopHandlingResponses(let component, let type):
      ".stopHandlingResponses(component: \(component), type: \(type))"
    case .sendResponse(let component, let type):
      ".sendResponse(component: \(component), type: \(type))"
    case .watchEvents(let component, let type, let whileAppeared, let sender):
      ".watchEvents(component: \(component), type: \(type), whileAppeared: \(whileAppeared), "
        + "from: \(sender.map(String.init) ?? "nil"))"
    case .endWatch(let index):
      ".endWatch(index: \(index))"
    case .postEvent(let component, let type):
      ".postEvent(component: \(component), type: \(type))"
    case .registerService(let component, let type):
      ".registerService(component: \(component), type: \(type))"
    case .useService(let component, let type):
      ".useService(component: \(component), type: \(type))"
    case .startService(let component, let type):
      ".startService(component: \(component), type: \(type))"
    case .stopService(let component, let type):
      ".stopService(component: \(component), type: \(type))"
    case .stopRegisteredServices(let component):
      ".stopRegisteredServices(component: \(component))"
    case .history(let action):
      ".history(\(action))"
    case .interaction(let action):
      ".interaction(\(action))"
    case .present, .presentValue, .dismissPresentation, .useCache, .clearCache:
      presentationDescription
    }
  }
}

/// One step of a random sequence. The descriptions are Swift source, so that a shrunk
/// failing sequence can be pasted into a test and replayed.
enum FuzzOperation: Hashable, Sendable, CustomStringConvertible {
  /// The app acts directly.
  case perform(FuzzAction)
  /// `clock.advance(by: .milliseconds(ms))`.
  case advance(ms: Int)
  /// `clock.run()`.
  case runClock
  /// Change what `loadAppearanceState()` returns.
  case setAppearanceState(container: Int, state: Int)
  /// Change what `children(for:)` returns.
  case setChildren(container: Int, state: Int, children: [Int])
  /// Change a `StateTransitioning` component's timing.
  case setTiming(component: Int, timing: FuzzTiming)
  /// Change `defaultTransitionDuration`.
  case setDefaultDuration(container: Int, ms: Int)
  /// The next time `hook` of `component` runs, it performs `action` (once).
  case arm(component: Int, hook: FuzzHook, action: FuzzAction)
  /// What a container's guard decides (each call takes the next verdict, cycling; none:
  /// allow) and what its history hook remembers (likewise; none: the state itself).
  case setHistoryScripts(container: Int, verdicts: [ModelDecision], entries: [ModelHistoryEntry])

  var description: String {
    switch self {
    case .perform(let action): ".perform(\(action))"
    case .advance(let ms): ".advance(ms: \(ms))"
    case .runClock: ".runClock"
    case .setAppearanceState(let container, let state):
      ".setAppearanceState(container: \(container), state: \(state))"
    case .setChildren(let container, let state, let children):
      ".setChildren(container: \(container), state: \(state), children: \(children))"
    case .setTiming(let component, let timing):
      ".setTiming(component: \(component), timing: \(timing))"
    case .setDefaultDuration(let container, let ms):
      ".setDefaultDuration(container: \(container), ms: \(ms))"
    case .arm(let component, let hook, let action):
      ".arm(component: \(component), hook: .\(hook.rawValue), action: \(action))"
    case .setHistoryScripts(let container, let verdicts, let entries):
      ".setHistoryScripts(container: \(container), verdicts: \(verdicts), entries: \(entries))"
    }
  }
}

/// A world and the operations to run in it.
struct FuzzSequence: Hashable, Sendable, CustomStringConvertible {
  var world: FuzzWorld
  var operations: [FuzzOperation]

  var description: String {
    "FuzzSequence(\n  world: \(world),\n  operations: [\n    "
      + operations.map(\.description).joined(separator: ",\n    ") + "\n  ])"
  }
}

/// An armed trigger.
struct FuzzTrigger: Hashable, Sendable {
  var component: Int
  var hook: FuzzHook
  var action: FuzzAction
}

/// An interactive transition begun on a container, or its latest one driven.
enum FuzzInteractionAction: Hashable, Sendable, CustomStringConvertible {
  /// `beginInteractiveTransition(to:)`.
  case begin(container: Int, state: Int)
  /// `beginInteractiveGoBack(steps)`.
  case beginBack(container: Int, steps: Int)
  /// `update(progress: tenths / 10)` on the container's latest handle.
  case update(container: Int, tenths: Int)
  /// `finish(velocity:)` on the container's latest handle; velocity in progress per second.
  case finish(container: Int, velocity: Int)
  /// `cancel(velocity:)` on the container's latest handle.
  case cancel(container: Int, velocity: Int)

  var description: String {
    switch self {
    case .begin(let container, let state): ".begin(container: \(container), state: \(state))"
    case .beginBack(let container, let steps): ".beginBack(container: \(container), steps: \(steps))"
    case .update(let container, let tenths): ".update(container: \(container), tenths: \(tenths))"
    case .finish(let container, let velocity): ".finish(container: \(container), velocity: \(velocity))"
    case .cancel(let container, let velocity): ".cancel(container: \(container), velocity: \(velocity))"
    }
  }
}
