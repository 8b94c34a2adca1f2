import StateContainer
import Testing

/// A navigation entry that records its hooks and, in `willAppear`/`willDisappear`, the
/// navigation transition it learned: `"b.willAppear(animated: true) [forward to b]"`.
@MainActor
final class RecordingEntry: RecordingComponent, StateTransitioning {
  /// The entry's own animation length; 350 ms unless set.
  var duration: Duration = .milliseconds(350)

  override func willAppear(animated: Bool) {
    log.record("\(name).willAppear(animated: \(animated)) \(learned)")
  }

  override func willDisappear(animated: Bool) {
    log.record("\(name).willDisappear(animated: \(animated)) \(learned)")
  }

  func stateTransitionDuration(isAppearing: Bool) -> Duration { duration }

  /// What the entry knows of its navigation transition: `[back to a]`.
  var learned: String {
    guard let move = navigationTransition(as: String.self) else { return "[nothing]" }
    return "[\(move.direction) to \(move.enteringDestination)]"
  }
}

/// A navigation container over `String` destinations, named `N`, whose factory makes a
/// ``RecordingEntry`` named after the destination, and that records its own hooks.
@MainActor
final class RecordingNavigation: NavigationContainer<String>, RecordingNamed {
  let name = "N"
  let log: RecordingLog
  /// The factory's books.
  private let books: FactoryLog
  /// The guard: when set, ``transitionDecision(for:)`` logs each proposal and what this
  /// returns (`"N guard navigation(from: root / a, to: root, animated: true) -> hold"`).
  var decide: ((TransitionProposal<NavigationPosition<String>>) -> TransitionDecision)?
  /// The observations ``observeHistoryAndDecisions()`` made.
  private var observations: [LifecycleObservation] = []

  /// - Parameter factory: How the app's factory gets an entry for a destination, given the
  ///   way to make a new one (which logs `make(destination)`); a new one by default, or a
  ///   `ComponentCache`'s: `{ destination, make in cache.component(for: destination, make: make) }`.
  init(
    log: RecordingLog, clock: SimulatedClock, root: String = "root",
    factory: @escaping @MainActor (String, () -> Component) -> Component = { $1() }
  ) {
    self.log = log
    let box = FactoryLog(log: log)
    books = box
    super.init(root: root, clock: clock) { destination in
      factory(destination) {
        box.log.record("make(\(destination))")
        let entry = RecordingEntry(destination, log: box.log)
        entry.componentName = destination
        box.made.append(WeakComponent(entry))
        return entry
      }
    }
    componentName = "N"
  }

  /// Every entry the factory made, in order, held weakly.
  var entriesMade: [WeakComponent] { books.made }

  /// The names of the nodes of the current path.
  var pathNames: [String] { currentNode.pathFromRootForTest.map(\.destination) }

  /// Logs every history change (`"N history recorded(root / a)"`) and every refused or
  /// held proposal the state observers see.
  func observeHistoryAndDecisions() {
    observations.append(addHistoryObserver { [log] change in log.record("N history \(change)") })
    observations.append(
      addStateObserver { [log] event in
        guard event.kind == .refused || event.kind == .held else { return }
        let from = event.fromState.map { "\($0)" } ?? "nil"
        log.record("N observed \(event.kind)(from: \(from), to: \(event.toState))")
      })
  }

  override func transitionDecision(for proposal: TransitionProposal<NavigationPosition<String>>)
    -> TransitionDecision
  {
    guard let decide else { return .allow }
    let decision = decide(proposal)
    log.record("N guard \(proposal) -> \(decision)")
    return decision
  }

  override func willTransition(to nextState: NavigationPosition<String>, animated: Bool) {
    log.record("N.willTransition(to: \(nextState), animated: \(animated))")
  }

  override func didTransition(from previousState: NavigationPosition<String>?, animated: Bool) {
    log.record("N.didTransition(from: \(previousState.map { "\($0)" } ?? "nil"), animated: \(animated))")
  }

  override func childWillAppear(_ child: Component, animated: Bool) {
    log.record("N.childWillAppear(\(recordingName(child)), animated: \(animated))")
  }

  override func childDidAppear(_ child: Component, animated: Bool) {
    log.record("N.childDidAppear(\(recordingName(child)), animated: \(animated))")
  }

  override func childWillDisappear(_ child: Component, animated: Bool) {
    log.record("N.childWillDisappear(\(recordingName(child)), animated: \(animated))")
  }

  override func childDidDisappear(_ child: Component, animated: Bool) {
    log.record("N.childDidDisappear(\(recordingName(child)), animated: \(animated))")
  }

  override func willAppear(animated: Bool) { log.record("N.willAppear(animated: \(animated))") }
  override func didAppear(animated: Bool) { log.record("N.didAppear(animated: \(animated))") }
  override func willDisappear(animated: Bool) { log.record("N.willDisappear(animated: \(animated))") }
  override func didDisappear(animated: Bool) { log.record("N.didDisappear(animated: \(animated))") }
}

/// The factory's own books, shared with the closure so that it does not capture the
/// container.
@MainActor
final class FactoryLog {
  let log: RecordingLog
  var made: [WeakComponent] = []
  init(log: RecordingLog) { self.log = log }
}

/// A weak reference to a component, for leak checks.
@MainActor
struct WeakComponent {
  weak var component: Component?
  let name: String
  init(_ component: Component) {
    self.component = component
    self.name = recordingName(component)
  }
}

extension NavigationNode {
  /// The nodes from the root to this one.
  var pathFromRootForTest: [NavigationNode] {
    var path: [NavigationNode] = []
    var node: NavigationNode? = self
    while let current = node {
      path.append(current)
      node = current.parent
    }
    return path.reversed()
  }
}

extension TransitionRequest {
  /// The outcome if it has been reported, as text: `"completed"`, or `"waiting"`.
  var reported: String { reportedOutcome.map { "\($0)" } ?? "waiting" }
}

/// Expects `actual` to equal the whole `expected` log; on a mismatch, also prints the
/// actual log as a Swift array literal, ready to read against the rule.
@MainActor
func expectWholeLog(
  _ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual == expected, sourceLocation: sourceLocation)
  guard actual != expected else { return }
  print(
    "ACTUAL LOG at line \(sourceLocation.line):\n" + actual.map { "  \"\($0)\"," }.joined(separator: "\n"))
}
