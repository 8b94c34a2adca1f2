import Foundation
import StateContainer

/// A tab of ``SnapTabs``.
enum SnapTab: String, Codable, Equatable {
  case notes, search, settings
}

/// A navigation destination as an app writes it.
enum SnapPlace: Codable, Hashable {
  case list
  case item(id: Int)
}

/// A state that is not `Codable`: not saved.
struct SnapOpaqueState: Equatable {
  var value: Int
}

/// A screen that saves its draft (when it has one) under the key `"draft"`.
final class SnapScreen: Component {
  var draft: String?
  var identifier: String?

  init(draft: String? = nil, identifier: String? = nil) {
    self.draft = draft
    self.identifier = identifier
  }

  override var restorationIdentifier: String? { identifier }

  override func encodeRestorableState(with coder: RestorationCoder) {
    if let draft { coder.encode(draft, forKey: "draft") }
  }

  override func decodeRestorableState(with coder: RestorationCoder) {
    draft = coder.decode(String.self, forKey: "draft")
    SnapScreen.decoded.append("\(draft ?? "nil") while \(appearance)")
  }

  /// What each ``decodeRestorableState(with:)`` read, and when.
  static var decoded: [String] = []
}

/// ``SnapScreen`` under another name, as after a rename: its data is not the other's.
final class SnapRenamedScreen: Component {
  override func encodeRestorableState(with coder: RestorationCoder) {
    coder.encode("renamed", forKey: "draft")
  }
}

/// A container whose children and appearance state are closures.
final class SnapBox<State: Equatable>: StateContainer<State> {
  let appearanceState: State
  let childrenForState: (State) -> [Component]

  init(
    clock: any TransitionClock, appearing state: State,
    children: @escaping (State) -> [Component] = { _ in [] }
  ) {
    appearanceState = state
    childrenForState = children
    super.init(clock: clock)
  }

  override func loadAppearanceState() -> State { appearanceState }
  override func children(for state: State) -> [Component] { childrenForState(state) }
}

/// A stack of ``SnapPlace`` whose factory makes a ``SnapScreen`` per node.
class SnapStack: NavigationContainer<SnapPlace> {
  init(clock: any TransitionClock) {
    super.init(root: .list, clock: clock) { _ in SnapScreen() }
  }
}

/// A tab container that keeps a ``SnapStack`` per tab for its life, as an app caches tabs.
final class SnapTabs: StateContainer<SnapTab> {
  var stacks: [SnapTab: SnapStack] = [:]
  let cachesStacks: Bool
  /// The history policy of every stack it makes.
  let stackPolicy: HistoryPolicy

  init(clock: any TransitionClock, cachesStacks: Bool = true, stackPolicy: HistoryPolicy = .disabled) {
    self.cachesStacks = cachesStacks
    self.stackPolicy = stackPolicy
    super.init(clock: clock)
  }

  override func loadAppearanceState() -> SnapTab { .notes }

  override func children(for state: SnapTab) -> [Component] {
    if let stack = stacks[state] { return [stack] }
    let stack = SnapStack(clock: clock)
    stack.historyPolicy = stackPolicy
    if cachesStacks { stacks[state] = stack }
    return [stack]
  }
}

extension Component {
  /// Makes a component with no container appear without animation.
  @MainActor func appearForSnapshotTest() {
    beginAppearanceTransition(true, animated: false)
    endAppearanceTransition()
  }
}

extension TreeSnapshot {
  /// The snapshot's JSON with sorted keys: the whole value, as a file would hold it.
  var sortedJSON: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try! encoder.encode(self), as: UTF8.self)
  }
}
