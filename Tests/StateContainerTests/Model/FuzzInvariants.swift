/// What can be seen of a whole world from outside at one moment: the same shape for the
/// real container and the model, so the two can be compared and checked alike.
struct FuzzSnapshot: Hashable, Sendable, CustomStringConvertible {
  struct Node: Hashable, Sendable {
    var appearance: ModelAppearance
    var parent: Int?
    var children: [Int]
    /// For containers: `currentState` if determined.
    var state: Int?
    /// For containers: `isTransitioning`.
    var isTransitioning = false
    /// What `tree.context[FuzzContextKey.self]` reads now.
    var context = 0
    /// For containers: what they present.
    var presentation: PresentationSnapshot?
  }

  var nodes: [Node]
  /// Time in milliseconds.
  var now: Int
  /// Entries on the clock.
  var scheduledCount: Int
  /// Presentation outcomes and the cache (the component cache and presentation).
  var presentation = WorldPresentationSnapshot()
  /// The phase of each interactive transition's handle, in the order they were begun.
  var interactions: [String] = []

  var description: String {
    var lines = ["now \(now)ms, \(scheduledCount) scheduled"]
    if !interactions.isEmpty { lines.append("interactions \(interactions)") }
    for (id, node) in nodes.enumerated() {
      var line = "#\(id) \(node.appearance) parent \(node.parent.map { "#\($0)" } ?? "nil")"
      if !node.children.isEmpty { line += " children \(node.children.map { "#\($0)" })" }
      if let state = node.state { line += " state \(state)" }
      if node.isTransitioning { line += " transitioning" }
      if node.context != FuzzWorld.contextDefault { line += " context \(node.context)" }
      if let presentation = node.presentation, presentation != PresentationSnapshot() {
        line += " \(presentation)"
      }
      lines.append(line)
    }
    lines.append("\(presentation)")
    return lines.joined(separator: "\n")
  }
}

extension LifecycleModel {
  var snapshot: FuzzSnapshot {
    FuzzSnapshot(
      nodes: nodes.indices.map { id in
        FuzzSnapshot.Node(
          appearance: nodes[id].appearance, parent: nodes[id].parent, children: children(of: id),
          state: containers[id]?.state, isTransitioning: containers[id]?.isTransitioning ?? false,
          context: contextValue(of: id), presentation: containers[id].map { _ in presentationSnapshot(id) })
      },
      now: now, scheduledCount: scheduledCount, presentation: worldPresentationSnapshot,
      interactions: interactionPhases)
  }
}

/// The invariants of issue 4, checked after every step on a snapshot and on the log
/// entries added by the step.
struct FuzzInvariants {
  /// The last appearance hook of each component: the next must follow it.
  private var lastAppearanceHook: [Int: FuzzHook] = [:]
  /// The parent of an unfinished `willMove(toParent:)` of each component.
  private var openMove: [Int: Int?] = [:]
  /// `willTransition` minus `didTransition` calls of each container.
  private var openTransitions: [Int: Int] = [:]

  /// Returns a description of every invariant that does not hold.
  mutating func check(_ snapshot: FuzzSnapshot, newEntries: some Sequence<FuzzLogEntry>) -> [String] {
    var failures: [String] = []
    for entry in newEntries {
      let id = entry.event.component
      switch entry.event {
      case .willAppear, .didAppear, .willDisappear, .didDisappear:
        let hook = entry.event.hook
        let expected: FuzzHook =
          switch lastAppearanceHook[id] ?? .didDisappear {
          case .willAppear: .didAppear
          case .didAppear: .willDisappear
          case .willDisappear: .didDisappear
          default: .willAppear
          }
        // A cancelled interactive transition turns a change around before its end.
        let turnedAround =
          (lastAppearanceHook[id] == .willAppear && hook == .willDisappear)
          || (lastAppearanceHook[id] == .willDisappear && hook == .willAppear)
        if hook != expected && !turnedAround {
          failures.append("#\(id): \(hook) after \(lastAppearanceHook[id].map { "\($0)" } ?? "nothing")")
        }
        lastAppearanceHook[id] = hook
      case .willMove(_, let parent):
        if let open = openMove[id], let target = open, let parent, target != parent {
          // Another container claimed the child while `target` was adding it; `target`
          // leaves it out and never calls didMove.
        } else if let open = openMove[id] {
          failures.append(
            "#\(id): willMove(toParent: \(parent as Any)) before didMove(toParent: \(open as Any))")
        }
        openMove[id] = .some(parent)
      case .didMove(_, let parent):
        if let open = openMove[id], open == parent {
          openMove[id] = nil
        } else if let open = openMove[id], (open == nil) != (parent == nil) {
          // A cancelled interactive transition: the move ends where the child was.
          openMove[id] = nil
        } else {
          failures.append("#\(id): didMove(toParent: \(parent as Any)) without its willMove")
        }
      case .willTransition:
        openTransitions[id, default: 0] += 1
      case .didTransition:
        openTransitions[id, default: 0] -= 1
      default:
        break
      }
    }
    let nodes = snapshot.nodes
    var anyTransitioning = false
    for (id, node) in nodes.enumerated() {
      for child in node.children where nodes[child].parent != id {
        failures.append("#\(id) lists child #\(child) whose parent is \(nodes[child].parent as Any)")
      }
      if let parent = node.parent, !nodes[parent].children.contains(id) {
        failures.append("#\(id) has parent #\(parent) that does not list it")
      }
      if node.isTransitioning || node.presentation?.isChanging == true { anyTransitioning = true }
      let open = openTransitions[id, default: 0]
      if open != (node.isTransitioning ? 1 : 0) {
        failures.append(
          "#\(id): \(open) willTransition without didTransition, isTransitioning \(node.isTransitioning)")
      }
      guard id != 0 else { continue }
      guard let parent = node.parent else {
        if node.appearance != .disappeared {
          failures.append("#\(id) is \(node.appearance) without a parent")
        }
        continue
      }
      let container = nodes[parent]
      switch container.appearance {
      case .disappeared:
        if node.appearance != .disappeared {
          failures.append("#\(id) is \(node.appearance) in disappeared #\(parent)")
        }
      case .appeared where !container.isTransitioning && container.presentation?.isChanging != true:
        if node.appearance != .appeared {
          failures.append("#\(id) is \(node.appearance) in appeared, idle #\(parent)")
        }
      case .appeared, .appearing, .disappearing:
        if node.appearance == .appeared && container.appearance != .appeared {
          failures.append("#\(id) is appeared in \(container.appearance) #\(parent)")
        }
      }
    }
    if !anyTransitioning && snapshot.scheduledCount != 0 {
      failures.append("at rest, \(snapshot.scheduledCount) entries left on the clock")
    }
    return failures
  }
}
