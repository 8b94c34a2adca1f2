import StateContainer
import Testing

/// A navigation stack of notes that deep links read, named after its tab (`I` for inbox,
/// `A` for archive): the root `list`; above it `note <id>` (read from `/notes/<id>`), and
/// above a note `edit <id>` (read from `/edit`). Its entries record their hooks.
@MainActor
final class RoutedStack: NavigationContainer<String>, RecordingNamed {
  let name: String
  let log: RecordingLog
  /// The guard: when set, logs each proposal and what it returns.
  var decide: ((TransitionProposal<NavigationPosition<String>>) -> TransitionDecision)?

  init(_ name: String, log: RecordingLog, clock: SimulatedClock) {
    self.name = name
    self.log = log
    super.init(root: "list", clock: clock) { [log] destination in
      log.record("make(\(name): \(destination))")
      let entry = RecordingEntry("\(name) \(destination)", log: log)
      entry.componentName = "\(name) \(destination)"
      return entry
    }
    componentName = name
  }

  /// The destinations of the current path, root first.
  var destinations: [String] {
    var names: [String] = []
    var node: NavigationNode<String>? = currentNode
    while let current = node {
      names.insert(current.destination, at: 0)
      node = current.parent
    }
    return names
  }

  override func destination(forDeepLink link: inout DeepLink, above parent: String) -> String? {
    if parent == "list", link.read("notes"), let id = link.read(Int.self) { return "note \(id)" }
    if parent.hasPrefix("note "), link.read("edit") { return "edit " + parent.dropFirst("note ".count) }
    return nil
  }

  override func deepLinkPath(for destination: String, above parent: String) -> String? {
    if destination.hasPrefix("note ") { return "/notes/" + destination.dropFirst("note ".count) }
    if destination.hasPrefix("edit ") { return "/edit" }
    return nil
  }

  override func transitionDecision(for proposal: TransitionProposal<NavigationPosition<String>>)
    -> TransitionDecision
  {
    guard let decide else { return .allow }
    let decision = decide(proposal)
    log.record("\(name) guard \(proposal) -> \(decision)")
    return decision
  }

  override func willTransition(to nextState: NavigationPosition<String>, animated: Bool) {
    log.record("\(name).willTransition(to: \(nextState), animated: \(animated))")
  }

  override func didTransition(from previousState: NavigationPosition<String>?, animated: Bool) {
    log.record(
      "\(name).didTransition(from: \(previousState.map { "\($0)" } ?? "nil"), animated: \(animated))")
  }

  override func willAppear(animated: Bool) { log.record("\(name).willAppear(animated: \(animated))") }
  override func didAppear(animated: Bool) { log.record("\(name).didAppear(animated: \(animated))") }
  override func willDisappear(animated: Bool) { log.record("\(name).willDisappear(animated: \(animated))") }
  override func didDisappear(animated: Bool) { log.record("\(name).didDisappear(animated: \(animated))") }
}

/// Tabs `inbox` and `archive`, each showing its own ``RoutedStack``, made the first time the
/// tab is shown; deep links read `/inbox` and `/archive`. Named `T`; appears on `inbox`.
@MainActor
final class RoutedTabs: StateContainer<String>, RecordingNamed {
  let name = "T"
  let log: RecordingLog
  let simulatedClock: SimulatedClock
  /// The stacks made so far, by tab.
  private(set) var stacks: [String: RoutedStack] = [:]
  /// The guard: when set, logs each proposal and what it returns.
  var decide: ((TransitionProposal<String>) -> TransitionDecision)?

  init(log: RecordingLog, clock: SimulatedClock) {
    self.log = log
    simulatedClock = clock
    super.init(clock: clock)
    componentName = "T"
  }

  /// The stack of `tab`, made now if it was not.
  func stack(_ tab: String) -> RoutedStack {
    if let stack = stacks[tab] { return stack }
    log.record("make(stack \(tab))")
    let stack = RoutedStack(tab == "inbox" ? "I" : "A", log: log, clock: simulatedClock)
    stacks[tab] = stack
    return stack
  }

  override func loadAppearanceState() -> String {
    log.record("T.loadAppearanceState() -> inbox")
    return "inbox"
  }

  override func children(for state: String) -> [Component] { [stack(state)] }

  override func state(forDeepLink link: inout DeepLink) -> String? {
    if link.read("inbox") { return "inbox" }
    if link.read("archive") { return "archive" }
    return nil
  }

  override func deepLinkPath(for state: String) -> String? { "/" + state }

  override func transitionDecision(for proposal: TransitionProposal<String>) -> TransitionDecision {
    guard let decide else { return .allow }
    let decision = decide(proposal)
    log.record("T guard \(proposal) -> \(decision)")
    return decision
  }

  override func willTransition(to nextState: String, animated: Bool) {
    log.record("T.willTransition(to: \(nextState), animated: \(animated))")
  }

  override func didTransition(from previousState: String?, animated: Bool) {
    log.record("T.didTransition(from: \(previousState ?? "nil"), animated: \(animated))")
  }

  override func willAppear(animated: Bool) { log.record("T.willAppear(animated: \(animated))") }
  override func didAppear(animated: Bool) { log.record("T.didAppear(animated: \(animated))") }
}

/// A fresh routed tree on its own clock, with a log stamped by it.
@MainActor
struct RoutedTree {
  let clock = SimulatedClock()
  let log: RecordingLog
  let tabs: RoutedTabs

  init() {
    log = RecordingLog(stampingWith: clock)
    tabs = RoutedTabs(log: log, clock: clock)
  }

  /// Puts the tabs on screen, without animation.
  func appear() {
    tabs.beginAppearanceTransition(true, animated: false)
    tabs.endAppearanceTransition()
  }

  /// The routed states: the tab, and the path of each stack made, root first.
  var routedStates: String {
    let stacks = tabs.stacks.keys.sorted().map {
      "\($0): \(tabs.stacks[$0]!.destinations.joined(separator: " / "))"
    }
    return ([tabs.hasDeterminedState ? tabs.currentState : "-"] + stacks).joined(separator: "; ")
  }
}
