import Foundation
import StateContainer

/// A destination of a random app's stacks: an item is a screen, a panel is a nested
/// container made from the stack's panel shape.
enum RoundTripPlace: Codable, Hashable {
  case home
  case item(Int)
  case panel(Int)
}

/// A tab of a random app's tab containers.
enum RoundTripTab: String, Codable, CaseIterable {
  case first, second, third
}

/// The shape of a random app, as a value: the factories build the same tree from it every
/// time, and a failing case prints it.
indirect enum RoundTripShape: CustomStringConvertible {
  case screen(identifier: String?)
  /// A container of `Int` states; state `s` shows `children[s]`; a box that caches keeps
  /// the children of each state for its life, as hidden tabs.
  case box(identifier: String?, policy: Int?, caches: Bool, children: [[RoundTripShape]])
  /// A container of ``RoundTripTab`` that keeps each tab's child for its life.
  case tabs(policy: Int?, tabs: [RoundTripShape])
  /// A ``NavigationContainer`` of ``RoundTripPlace``: an item is a screen, a panel is `panel`.
  case stack(policy: Int?, panel: RoundTripShape?)

  var description: String { lines().joined(separator: "\n") }

  var isContainer: Bool {
    if case .screen = self { return false }
    return true
  }

  private func lines() -> [String] {
    func policy(_ value: Int?) -> String {
      value.map { $0 == 0 ? "unlimited" : "bounded(\($0))" } ?? "disabled"
    }
    func indented(_ shapes: [RoundTripShape]) -> [String] { shapes.flatMap { $0.lines() }.map { "  " + $0 } }
    switch self {
    case .screen(let identifier): return ["screen" + (identifier.map { " #\($0)" } ?? "")]
    case .box(let identifier, let history, let caches, let children):
      return [
        "box" + (identifier.map { " #\($0)" } ?? "") + " history \(policy(history))"
          + (caches ? " caching" : "")
      ]
        + children.enumerated().flatMap { state, shapes in
          ["  state \(state):"] + indented(shapes).map { "  " + $0 }
        }
    case .tabs(let history, let tabs):
      return ["tabs history \(policy(history))"]
        + zip(RoundTripTab.allCases, tabs).flatMap { tab, shape in
          ["  \(tab):"] + indented([shape]).map { "  " + $0 }
        }
    case .stack(let history, let panel):
      return ["stack history \(policy(history))"]
        + (panel.map { ["  panel:"] + indented([$0]).map { "  " + $0 } } ?? [])
    }
  }
}

/// What the components of one random app write as it runs: which saved data each one read
/// and when each one was about to appear, in order.
@MainActor final class RoundTripJournal {
  struct Entry: Equatable {
    enum Kind: Equatable { case decoded, willAppear }
    let kind: Kind
    /// The screen's serial number: an object identifier is reused once its object is freed.
    let screen: Int
  }

  var entries: [Entry] = []
  var screens = 0
}

/// Builds the components of a random app from its shape, each time the same way.
@MainActor final class RoundTripFactory {
  let clock: SimulatedClock
  let journal = RoundTripJournal()
  init(clock: SimulatedClock) { self.clock = clock }

  func make(_ shape: RoundTripShape) -> Component {
    let component: Component
    switch shape {
    case .screen(let identifier):
      component = RoundTripScreen(identifier: identifier, journal: journal)
    case .box(let identifier, let policy, let caches, let children):
      let box =
        caches
        ? RoundTripCachingBox(factory: self, identifier: identifier, caches: true, children: children)
        : RoundTripBox(factory: self, identifier: identifier, caches: false, children: children)
      box.historyPolicy = Self.policy(policy)
      component = box
    case .tabs(let policy, let tabs):
      let container = RoundTripTabs(factory: self, tabs: tabs)
      container.historyPolicy = Self.policy(policy)
      component = container
    case .stack(let policy, let panel):
      let stack = RoundTripStack(factory: self, panel: panel)
      stack.historyPolicy = Self.policy(policy)
      component = stack
    }
    return component
  }

  static func policy(_ value: Int?) -> HistoryPolicy {
    guard let value else { return .disabled }
    return value == 0 ? .unlimited : .bounded(value)
  }
}

/// A screen with a draft, saved under `"draft"` when it has one.
final class RoundTripScreen: Component {
  var draft: String?
  let identifier: String?
  let journal: RoundTripJournal
  let serial: Int

  init(identifier: String?, journal: RoundTripJournal) {
    self.identifier = identifier
    self.journal = journal
    journal.screens += 1
    serial = journal.screens
  }

  override var restorationIdentifier: String? { identifier }

  override func encodeRestorableState(with coder: RestorationCoder) {
    if let draft { coder.encode(draft, forKey: "draft") }
  }

  override func decodeRestorableState(with coder: RestorationCoder) {
    draft = coder.decode(String.self, forKey: "draft")
    journal.entries.append(.init(kind: .decoded, screen: serial))
  }

  override func willAppear(animated: Bool) {
    journal.entries.append(.init(kind: .willAppear, screen: serial))
  }
}

/// A container of `Int` states that shows `children[state]`.
class RoundTripBox: StateContainer<Int> {
  let factory: RoundTripFactory
  let identifier: String?
  let caches: Bool
  let shapes: [[RoundTripShape]]
  var cache: [Int: [Component]] = [:]

  init(factory: RoundTripFactory, identifier: String?, caches: Bool, children: [[RoundTripShape]]) {
    self.factory = factory
    self.identifier = identifier
    self.caches = caches
    shapes = children
    super.init(clock: factory.clock)
  }

  override var restorationIdentifier: String? { identifier }
  override func loadAppearanceState() -> Int { 0 }

  override func children(for state: Int) -> [Component] {
    if let kept = cache[state] { return kept }
    let made = shapes.indices.contains(state) ? shapes[state].map(factory.make) : []
    if caches { cache[state] = made }
    return made
  }
}

/// A ``RoundTripBox`` that keeps the children of each state for its life; a type of its own
/// so that a snapshot tells it from one that lets them go.
final class RoundTripCachingBox: RoundTripBox {}

/// A tab container that keeps each tab's child for its life.
final class RoundTripTabs: StateContainer<RoundTripTab> {
  let factory: RoundTripFactory
  let tabs: [RoundTripShape]
  var cache: [RoundTripTab: Component] = [:]

  init(factory: RoundTripFactory, tabs: [RoundTripShape]) {
    self.factory = factory
    self.tabs = tabs
    super.init(clock: factory.clock)
  }

  override func loadAppearanceState() -> RoundTripTab { .first }

  override func children(for state: RoundTripTab) -> [Component] {
    if let kept = cache[state] { return [kept] }
    guard let index = RoundTripTab.allCases.firstIndex(of: state), tabs.indices.contains(index) else {
      return []
    }
    let made = factory.make(tabs[index])
    cache[state] = made
    return [made]
  }
}

/// A stack whose factory makes a screen per item and the panel shape per panel.
final class RoundTripStack: NavigationContainer<RoundTripPlace> {
  init(factory: RoundTripFactory, panel: RoundTripShape?) {
    super.init(root: .home, clock: factory.clock) { place in
      if case .panel = place, let panel { return factory.make(panel) }
      return RoundTripScreen(identifier: nil, journal: factory.journal)
    }
  }
}
