// The plain values that the navigation model, its generator and its driver share
//. Nodes carry Int destinations; entries are named by the order the
// factory made them (`e0` is the root's entry); the container is `N`.

/// A navigation move, as the app makes it.
enum NavigationFuzzMove: Hashable, Sendable, CustomStringConvertible {
  /// `push(destination, identifier:, animated:)`.
  case push(Int, identifier: Int?, animated: Bool)
  /// `pop(animated:)`.
  case pop(animated: Bool)
  /// `pop(to: identifier, animated:)`.
  case popTo(identifier: Int, animated: Bool)
  /// `popToRoot(animated:)`.
  case popToRoot(animated: Bool)
  /// `jump(to: identifier, animated:)`.
  case jump(identifier: Int, animated: Bool)
  /// `replaceCurrent(with:animated:)`.
  case replace(Int, animated: Bool)
  /// `requestGoBack(steps, animated:)` (history).
  case goBack(Int, animated: Bool)
  /// `heldTransition?.proceed()` (guards).
  case proceed
  /// `heldTransition?.cancel()`.
  case cancel
  /// `clearStateHistory()`.
  case clearHistory
  /// `historyPolicy = ...`: 0 disabled, -1 unlimited, n bounded(n).
  case historyPolicy(Int)
  /// `tree.navigate(toURL:animated:)` on the container (NavigationModel+DeepLinks).
  case navigateToURL(String, animated: Bool)
  /// `tree.navigate(toURL: tree.currentURL ?? "/", animated:)` on the container.
  case navigateToShownURL(animated: Bool)
  /// `tree.currentURL` read now (mid-animation too) and navigated to on a fresh container off
  /// screen, whose routed path is compared with the model's.
  case readURLOnFreshTree
  /// `tree.snapshot()` now (mid-animation too): its navigation tree, current node, history and
  /// policy are compared with the model's, and it survives JSON unchanged.
  case takeSnapshot
  /// The container's snapshot now (mid-animation too), through JSON, restored into a fresh
  /// container shown as the container is; later moves are made on both, which must stay
  /// equal (NavigationFuzzDriver+Restore).
  case restoreIntoFreshTree
  /// `beginInteractivePop()`, or `beginInteractivePop(to: identifier)`: a swipe back whose
  /// handle the gesture moves below drive (NavigationModel+Interaction).
  case interactivePop(identifier: Int?)
  /// `update(progress: tenths / 10)` on the newest interactive handle.
  case gestureUpdate(tenths: Int)
  /// `finish(velocity:)` on the newest interactive handle.
  case gestureFinish(velocity: Int)
  /// `cancel(velocity:)` on the newest interactive handle.
  case gestureCancel(velocity: Int)

  /// Whether the call names a node by its identifier (a push with one names the node it
  /// would push by reference): made during a gesture, it is read once the gesture ends.
  var namesNodeByIdentifier: Bool {
    switch self {
    case .push(_, let identifier, _): identifier != nil
    case .popTo, .jump: true
    default: false
    }
  }

  var description: String {
    switch self {
    case .push(let destination, let identifier, let animated):
      ".push(\(destination), identifier: \(identifier.map(String.init) ?? "nil"), animated: \(animated))"
    case .pop(let animated): ".pop(animated: \(animated))"
    case .popTo(let identifier, let animated): ".popTo(identifier: \(identifier), animated: \(animated))"
    case .popToRoot(let animated): ".popToRoot(animated: \(animated))"
    case .jump(let identifier, let animated): ".jump(identifier: \(identifier), animated: \(animated))"
    case .replace(let destination, let animated): ".replace(\(destination), animated: \(animated))"
    case .goBack(let steps, let animated): ".goBack(\(steps), animated: \(animated))"
    case .proceed: ".proceed"
    case .cancel: ".cancel"
    case .clearHistory: ".clearHistory"
    case .historyPolicy(let policy): ".historyPolicy(\(policy))"
    case .navigateToURL(let url, let animated):
      ".navigateToURL(\(url.debugDescription), animated: \(animated))"
    case .navigateToShownURL(let animated): ".navigateToShownURL(animated: \(animated))"
    case .readURLOnFreshTree: ".readURLOnFreshTree"
    case .takeSnapshot: ".takeSnapshot"
    case .restoreIntoFreshTree: ".restoreIntoFreshTree"
    case .interactivePop(let identifier):
      ".interactivePop(identifier: \(identifier.map(String.init) ?? "nil"))"
    case .gestureUpdate(let tenths): ".gestureUpdate(tenths: \(tenths))"
    case .gestureFinish(let velocity): ".gestureFinish(velocity: \(velocity))"
    case .gestureCancel(let velocity): ".gestureCancel(velocity: \(velocity))"
    }
  }
}

/// One step of a random navigation sequence.
enum NavigationFuzzOperation: Hashable, Sendable, CustomStringConvertible {
  /// The app makes a move.
  case move(NavigationFuzzMove)
  /// `clock.advance(by: .milliseconds(ms))`.
  case advance(ms: Int)
  /// `clock.run()`.
  case runClock
  /// `beginAppearanceTransition(isAppearing, animated:)` on the container.
  case beginAppearance(isAppearing: Bool, animated: Bool)
  /// `endAppearanceTransition()` on the container.
  case endAppearance
  /// The next time `hook` of `component` (`"N"` or `"e3"`) runs, it makes `move`.
  case arm(component: String, hook: String, move: NavigationFuzzMove)

  var description: String {
    switch self {
    case .move(let move): ".move(\(move))"
    case .advance(let ms): ".advance(ms: \(ms))"
    case .runClock: ".runClock"
    case .beginAppearance(let isAppearing, let animated):
      ".beginAppearance(isAppearing: \(isAppearing), animated: \(animated))"
    case .endAppearance: ".endAppearance"
    case .arm(let component, let hook, let move):
      ".arm(component: \"\(component)\", hook: \"\(hook)\", move: \(move))"
    }
  }
}

/// What the factory's components are like: the `k`-th entry made uses spec `k % count`.
struct NavigationFuzzEntrySpec: Hashable, Sendable, CustomStringConvertible {
  /// Whether it adopts `StateTransitioning`, with these timings (ms).
  var isTransitioning: Bool
  var delay: Int
  var duration: Int

  var description: String {
    "NavigationFuzzEntrySpec(isTransitioning: \(isTransitioning), delay: \(delay), duration: \(duration))"
  }
}

/// What the container's factory returns, as apps write it.
enum NavigationFuzzFactory: String, Hashable, Sendable, CustomStringConvertible {
  /// A new component for every node.
  case fresh
  /// `cache.component(for: destination) { ... }`: one instance per destination, kept.
  case cachedByDestination
  /// One shared instance for every destination but the root's.
  case shared

  /// The key the factory caches `destination`'s component under; `nil` when it makes a new
  /// one every time.
  func key(for destination: Int) -> Int? {
    switch self {
    case .fresh: nil
    case .cachedByDestination: destination
    case .shared: destination == 0 ? nil : -1
    }
  }

  var description: String { "." + rawValue }
}

/// A world and the operations to run in it.
struct NavigationFuzzSequence: Hashable, Sendable, CustomStringConvertible {
  var specs: [NavigationFuzzEntrySpec]
  /// What the factory returns: new components, or cached or shared instances (a component
  /// is in one place at a time: one already in the tree makes the move invalid).
  var factory = NavigationFuzzFactory.fresh
  /// The container's `defaultTransitionDuration`, ms.
  var defaultDuration: Int
  var operations: [NavigationFuzzOperation]
  /// The guard's verdicts, one per proposal in turn (cycled); empty: it allows everything.
  var verdicts: [NavigationFuzzVerdict] = []

  /// The identifier of the root node.
  static let rootIdentifier = 9

  var description: String {
    "NavigationFuzzSequence(\n  specs: \(specs),\n  defaultDuration: \(defaultDuration),\n  operations: [\n    "
      + operations.map(\.description).joined(separator: ",\n    ")
      + "\n  ],\n  verdicts: \(verdicts),\n  factory: \(factory))"
  }
}

/// What the model and the container are compared on after every step, besides the log.
struct NavigationFuzzSnapshot: Hashable, Sendable, CustomStringConvertible {
  /// The tree, root first: `destination[#generation][=identifier](entry)[children]`.
  var tree: String
  /// The destination of the current node.
  var current: Int
  /// The container's children.
  var children: [String]
  /// Per entry made: its appearance, its parent and its upstream.
  var entries: [String]
  /// Per move made: its outcome so far.
  var outcomes: [String]
  /// The history entries, oldest first, each as the destinations of its live nodes.
  var history: [String] = []
  /// The held proposal, if any.
  var held: String = "none"
  /// `tree.currentURL`.
  var url: String = "nil"
  /// Per interactive handle made: its phase.
  var gestures: [String] = []

  var description: String {
    "tree \(tree), current \(current), children \(children)\n  entries \(entries)\n  outcomes \(outcomes)"
      + "\n  history \(history), held \(held), url \(url), gestures \(gestures)"
  }
}

/// What the guard of a random sequence decides for one proposal.
enum NavigationFuzzVerdict: String, Hashable, Sendable, CustomStringConvertible {
  case allow, refuse, hold
  var description: String { "." + rawValue }
}
