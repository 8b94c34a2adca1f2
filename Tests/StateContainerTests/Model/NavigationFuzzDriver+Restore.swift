import Foundation
import StateContainer

@testable import StateContainer

/// "Snapshot now, restore into a fresh tree, continue with both": the twin is a plain
/// `NavigationContainer` of the same routes, restored from the container's snapshot through
/// JSON and shown as the container is; every later move is made on both, and their trees,
/// current nodes, history and snapshots must stay equal.
extension NavigationFuzzDriver {
  /// Restores a twin when `move` is `.restoreIntoFreshTree`; returns whether it was.
  func performRestore(_ move: NavigationFuzzMove) -> Bool {
    guard move == .restoreIntoFreshTree else { return false }
    // A guard that refuses, holds, or moves while asked answers the container alone.
    guard allowsTwin else { return true }
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      let snapshot = try? JSONDecoder().decode(
        TreeSnapshot.self, from: JSONEncoder().encode(container.tree.snapshot()))
      // A clock of its own, moved as the container's is: the twin's entries animate for the
      // default duration, and on a shared clock `.runClock` would wait for them too.
      let twinClock = SimulatedClock()
      let made = NavigationFuzzContainer.twin(clock: twinClock, factory: factory)
      self.twinClock = twinClock
      made.defaultTransitionDuration = container.defaultTransitionDuration
      made.historyPolicy = container.historyPolicy
      if let snapshot { twinLeftOut = made.tree.restore(snapshot).leftOut }
      // A factory that caches by destination cannot make a tree where two nodes of one
      // destination have different entries (a push by reference changed a node's
      // destination): the restore leaves the rest out, with a diagnostic, as documented, and
      // the twin is not the container's tree to compare. (A factory that makes a new entry
      // for every node makes any tree: the twin is compared whatever the report says.)
      guard twinLeftOut.isEmpty || factory == .fresh else {
        twin = nil
        return
      }
      twin = made
      // Known gap: a restored container has no state until it appears, and its next move off
      // screen records no history; one that moved off screen has. Shown once, it has one.
      if container.machine.state != nil, container.appearance != .appeared {
        made.beginAppearanceTransition(true, animated: false)
        made.endAppearanceTransition()
        made.beginAppearanceTransition(false, animated: false)
        made.endAppearanceTransition()
      }
      syncTwinAppearance()
    }
    twinDiagnostics += diagnostics.map(\.description)
    return true
  }

  /// Makes `move` on the twin too, first: a move the container's hooks make while it runs
  /// then comes after it on both.
  func mirrorOnTwin(_ move: NavigationFuzzMove) {
    guard let twin else { return }
    // The twin's entries do not animate as the container's do: a move made while either
    // transition runs may be folded into it on one and not the other, and history records
    // one entry per change. From then on history is not compared.
    // Nor is a move made from one of the container's hooks, which the twin makes at another
    // point of its own change, or while the container's appearance changes, when the
    // container keeps it waiting and the twin, shown or hidden at once, does not.
    let appearanceChanges = container.appearance == .appearing || container.appearance == .disappearing
    if container.isTransitioning || twin.isTransitioning || hooksRunning > 0 || appearanceChanges {
      twinHistoryCompared = false
    }
    // A back goes where history says: once the histories may differ, so may where it goes.
    if !twinHistoryCompared, case .goBack = move {
      self.twin = nil
      return
    }
    // The twin was restored with the target alone: a component a cached or shared factory
    // hands out may still be shown by the container on a node that left its tree (a
    // transition, moves waiting for a disappearance to end, or a node popped by a transition
    // whose `didTransition` runs now), so the same move can find it in use on one and free on
    // the other. The comparison ends before such a move.
    // Nor can a cache that keeps, for a destination, an entry that is not what the twin's
    // cache keeps (a node whose destination a push by reference changed).
    if factory != .fresh, move.asksTheFactory,
      container.showsANodeOffItsTree || twin.showsANodeOffItsTree || !cacheMatchesTree
    {
      self.twin = nil
      return
    }
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      if twin.makeFuzzMove(move) != nil { return }
      switch move {
      case .clearHistory: twin.clearStateHistory()
      case .historyPolicy(let policy):
        twin.historyPolicy = policy == 0 ? .disabled : policy < 0 ? .unlimited : .bounded(policy)
      case .navigateToURL(let url, let animated): _ = twin.tree.navigate(toURL: url, animated: animated)
      case .navigateToShownURL(let animated):
        _ = twin.tree.navigate(toURL: container.tree.currentURL ?? "/", animated: animated)
      default: break
      }
    }
    twinDiagnostics += diagnostics.map(\.description)
  }

  /// Shows the twin when the container is on screen or appearing, and hides it otherwise.
  func syncTwinAppearance() {
    guard let twin else { return }
    let shown = container.appearance == .appeared || container.appearance == .appearing
    guard shown != (twin.appearance == .appeared) else { return }
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      twin.beginAppearanceTransition(shown, animated: false)
      twin.endAppearanceTransition()
    }
    twinDiagnostics += diagnostics.map(\.description)
  }

  /// What the twin must share with the container: the tree (destinations and identifiers),
  /// the current node's path, history, and the snapshot's navigation part; `nil` without a twin.
  var twinDifference: String? {
    guard let twin else { return nil }
    let expected = Self.observable(of: container, history: twinHistoryCompared)
    let actual = Self.observable(of: twin, history: twinHistoryCompared)
    guard expected != actual else { return nil }
    return
      "restored twin differs (report \(twinLeftOut), diagnostics \(twinDiagnostics)):\n  container \(expected)\n  twin      \(actual)"
  }

  private static func observable(of container: NavigationContainer<Int>, history isCompared: Bool) -> String {
    func describe(_ node: NavigationNode<Int>) -> String {
      "\(node.destination)\(node.identifier.map { "=\($0)" } ?? "")["
        + node.children.map(describe).joined(separator: ", ") + "]"
    }
    let history = container.stateHistory.map { $0.nodes.map { "\($0.destination)" }.joined(separator: "/") }
    let path = container.currentNode.pathFromRootDestinations
    guard isCompared else { return "tree \(describe(container.rootNode)) current \(path)" }
    return "tree \(describe(container.rootNode)) current \(path) history \(history) "
      + "snapshot \(navigationSnapshotLine(container.tree.snapshot()))"
  }
}

extension NavigationContainer<Int> {
  /// Makes `move` when it is a navigation move (push, pop, pop-to, jump, replace, back);
  /// `nil` for the others.
  func makeFuzzMove(_ move: NavigationFuzzMove) -> TransitionRequest? {
    switch move {
    case .push(let destination, let identifier, let animated):
      push(destination, identifier: identifier, animated: animated)
    case .pop(let animated): pop(animated: animated)
    case .popTo(let identifier, let animated): pop(to: identifier, animated: animated)
    case .popToRoot(let animated): popToRoot(animated: animated)
    case .jump(let identifier, let animated): jump(to: identifier, animated: animated)
    case .replace(let destination, let animated): replaceCurrent(with: destination, animated: animated)
    case .goBack(let steps, let animated): requestGoBack(steps, animated: animated)
    case .proceed, .cancel, .clearHistory, .historyPolicy, .navigateToURL, .navigateToShownURL,
      .readURLOnFreshTree, .takeSnapshot, .restoreIntoFreshTree, .interactivePop, .gestureUpdate,
      .gestureFinish, .gestureCancel:
      nil
    }
  }
}

extension NavigationContainer<Int> {
  /// Whether a component the container shows is not the current node's entry, or a node
  /// that left its tree is still kept for the screen (until the transition that removed it
  /// has reported, after its `didTransition`).
  fileprivate var showsANodeOffItsTree: Bool {
    isTransitioning || children.contains { $0 !== currentNode.component } || !retiredNodes.isEmpty
  }
}

extension NavigationFuzzMove {
  /// Whether the move may make a component through the container's factory.
  fileprivate var asksTheFactory: Bool {
    switch self {
    case .push, .replace, .goBack, .navigateToURL, .navigateToShownURL: true
    case .pop, .popTo, .popToRoot, .jump, .proceed, .cancel, .clearHistory, .historyPolicy,
      .readURLOnFreshTree, .takeSnapshot, .restoreIntoFreshTree, .interactivePop, .gestureUpdate,
      .gestureFinish, .gestureCancel:
      false
    }
  }
}

extension NavigationNode<Int> {
  /// The destinations from the root to this node.
  var pathFromRootDestinations: [Int] {
    var path: [Int] = []
    var node: NavigationNode<Int>? = self
    while let current = node {
      path.append(current.destination)
      node = current.parent
    }
    return path.reversed()
  }
}

extension NavigationFuzzContainer {
  /// The twin of a random sequence's container: the same class and routes, with no driver
  /// (no guard, no lines), and a factory that makes plain components the same way (new,
  /// cached by destination, or shared).
  static func twin(clock: SimulatedClock, factory: NavigationFuzzFactory) -> NavigationFuzzContainer {
    var cache: [Int: Component] = [:]
    return NavigationFuzzContainer(root: 0, identifier: NavigationFuzzSequence.rootIdentifier, clock: clock) {
      destination in
      guard let key = factory.key(for: destination) else { return Component() }
      if let cached = cache[key] { return cached }
      let made = Component()
      cache[key] = made
      return made
    }
  }
}
