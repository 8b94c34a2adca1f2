import Foundation
import StateContainer

@testable import StateContainer

/// Snapshots of the real container of a random navigation sequence.
extension NavigationFuzzDriver {
  /// Takes `tree.snapshot()` when `move` is `.takeSnapshot`, logs its navigation part, and
  /// whether it survives JSON unchanged; returns whether it was that move.
  func performSnapshot(_ move: NavigationFuzzMove) -> Bool {
    guard move == .takeSnapshot else { return false }
    let snapshot = container.tree.snapshot()
    let decoded = try? JSONDecoder().decode(TreeSnapshot.self, from: JSONEncoder().encode(snapshot))
    let roundTrip = decoded == snapshot ? "" : " (differs after JSON)"
    log.append("\(now)ms snapshot \(navigationSnapshotLine(snapshot))\(roundTrip)")
    return true
  }
}

/// A snapshot's navigation part as one line: the nodes in pre-order (`d` destination, `i`
/// identifier, `p` parent when it is not the node before), the current node, history and policy.
func navigationSnapshotLine(_ snapshot: TreeSnapshot) -> String {
  guard let container = snapshot.root.container, let navigation = container.navigation else {
    return "without a navigation part"
  }
  let nodes = navigation.nodes.map { node in
    var text = "d\(snapshotValueText(node.destination))"
    if let identifier = node.identifier { text += " i\(snapshotValueText(identifier))" }
    if let parent = node.parent { text += " p\(parent)" }
    if node.entry != nil { text += " entry" }
    return text
  }
  return navigationSnapshotLine(
    nodes: nodes, current: navigation.current ?? 0, history: navigation.history ?? [],
    policy: container.historyPolicy)
}

/// The line both the driver and the model write.
func navigationSnapshotLine(nodes: [String], current: Int, history: [Int], policy: Int?) -> String {
  "[\(nodes.joined(separator: ", "))] current \(current) history \(history) policy \(policy.map(String.init) ?? "-")"
}

private func snapshotValueText(_ value: SnapshotValue) -> String {
  switch value {
  case .int(let number): "\(number)"
  case .string(let text): text.debugDescription
  default: "\(value)"
  }
}
