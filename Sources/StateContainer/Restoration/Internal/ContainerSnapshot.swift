/// A container's part of a ``ComponentSnapshot``; every field is left out when empty.
struct ContainerSnapshot: Codable, Equatable, Sendable {
  /// The state the container heads to, when its `State` is `Codable`; a navigation
  /// container keeps its position in ``navigation`` instead.
  var state: SnapshotValue?
  /// ``StateContainer/stateHistory``, oldest first, when `State` is `Codable`.
  var history: [SnapshotValue]?
  /// ``StateContainer/historyPolicy``: `nil` for disabled, 0 for unlimited, else the bound.
  var historyPolicy: Int?
  var navigation: NavigationTreeSnapshot?
  /// The presented component, then the queue.
  var presentations: [PresentedComponentSnapshot]?
  /// The still-alive children of states the container showed before and left.
  var statesLeft: [StateChildrenSnapshot]?

  enum CodingKeys: String, CodingKey {
    case state = "s"
    case history = "h"
    case historyPolicy = "p"
    case navigation = "n"
    case presentations = "r"
    case statesLeft = "o"
  }

  var isEmpty: Bool {
    state == nil && history == nil && historyPolicy == nil && navigation == nil && presentations == nil
      && statesLeft == nil
  }

  init() {}

  init(historyPolicy policy: HistoryPolicy) {
    switch policy {
    case .disabled: historyPolicy = nil
    case .unlimited: historyPolicy = 0
    case .bounded(let count): historyPolicy = count >= 1 ? count : nil
    }
  }
}
