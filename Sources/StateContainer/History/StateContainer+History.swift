extension StateContainer {
  /// Whether ``goBack(_:animated:)`` can go back one step: ``stateHistory`` is not empty.
  public var canGoBack: Bool { !stateHistory.isEmpty }

  /// Goes back `steps` entries in ``stateHistory``: removes them at once and requests the
  /// state of the oldest one removed
  /// (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>).
  ///
  /// - Parameters:
  ///   - steps: How many entries to go back; 1 unless given.
  ///   - animated: Whether to animate the transition.
  public func goBack(_ steps: Int = 1, animated: Bool) {
    goBack(steps, animated: animated, report: nil)
  }

  /// Goes back like ``goBack(_:animated:)``, and calls `completion` with its outcome once it
  /// is known, exactly once, on the main actor.
  ///
  /// - Parameters:
  ///   - steps: How many entries to go back; 1 unless given.
  ///   - animated: Whether to animate the transition.
  ///   - completion: Called with the outcome.
  public func goBack(
    _ steps: Int = 1, animated: Bool, completion: @escaping @MainActor (TransitionOutcome) -> Void
  ) {
    goBack(steps, animated: animated, report: OutcomeReport(completion))
  }

  /// Goes back like ``goBack(_:animated:)`` and returns a handle whose
  /// ``TransitionRequest/outcome`` can be awaited.
  ///
  /// - Parameters:
  ///   - steps: How many entries to go back; 1 unless given.
  ///   - animated: Whether to animate the transition.
  /// - Returns: The request, whose outcome is known once it is reported.
  @discardableResult
  public func requestGoBack(_ steps: Int = 1, animated: Bool) -> TransitionRequest {
    let handle = TransitionRequest()
    goBack(steps, animated: animated, report: OutcomeReport { handle.deliver($0) })
    return handle
  }

  /// Removes every entry of ``stateHistory``, as one ``StateHistoryChange/cleared(_:)``;
  /// the state the container shows is left alone.
  public func clearStateHistory() {
    guard !stateHistory.isEmpty else { return }
    changeStateHistory(.cleared(stateHistory)) { $0.removeAll() }
  }

  /// Registers `handler` to receive every change of ``stateHistory``, right after it is
  /// made; like a hook, a request made from it waits its turn.
  ///
  /// - Parameter handler: Called with each change.
  /// - Returns: The registration. Changes stop when it is cancelled or released.
  /// - Complexity: O(k) to register, k the history observers of this container.
  public func addHistoryObserver(
    _ handler: @escaping @MainActor (StateHistoryChange<State>) -> Void
  ) -> LifecycleObservation {
    let typedHandler = HistoryObserverHandler(handler)
    let observation = LifecycleObservation(component: self, owning: typedHandler) { _ in }
    historyObservers.removeAll { $0.observation == nil }
    historyObservers.append(HistoryObserverReference(observation: observation, handler: typedHandler))
    return observation
  }

  // MARK: - Internals

  final func goBack(_ steps: Int, animated: Bool, report: OutcomeReport?) {
    guard steps >= 1 else {
      LifecycleDiagnostic.report(
        .invalidHistoryCount,
        "goBack(\(steps)) on \(debugName) asks for no step; a back takes at least 1 step. Nothing changes.")
      report?.deliver(.invalid)
      return
    }
    propose(.back(steps, animated: animated, report: report))
  }

  /// What going back `steps` entries reports when history holds only `count`.
  final func historyTooShort(steps: Int, holding count: Int) -> MoveFailure {
    MoveFailure(
      kind: .historyTooShort,
      message: "goBack(\(steps)) on \(debugName), whose history holds \(count) "
        + "\(count == 1 ? "entry" : "entries"); nothing changes.")
  }

  /// The value a request for `state` records for the target it leaves, or `nil`; never
  /// one equal to `state` or to `newest`, so that a back goes somewhere visible.
  final func entryRecorded(
    leaving target: State?, targetIsUnshown: Bool, for state: State, newest: State?
  ) -> State? {
    guard historyPolicy.isEnabled, !targetIsUnshown, let leaving = target, leaving != state else {
      return nil
    }
    var entry: State?
    runningHooks { entry = historyEntry(forLeaving: leaving) }
    guard let entry, entry != state, entry != newest else { return nil }
    return entry
  }

  /// Records, in ``stateHistory``, the target that a request for `state` leaves.
  @usableFromInline final func recordLeaving(for state: State) {
    guard historyPolicy.isEnabled else { return }
    let entry = entryRecorded(
      leaving: machine.target, targetIsUnshown: machine.targetIsUnshown, for: state, newest: stateHistory.last
    )
    if let entry { appendStateHistory(entry) }
  }

  /// Records, in `scratch`, the target that a request for `state` leaves.
  @usableFromInline final func recordLeaving(for state: State, in scratch: inout HistoryScratch<State>) {
    let entry = entryRecorded(
      leaving: scratch.target, targetIsUnshown: scratch.targetIsUnshown, for: state,
      newest: scratch.entries.last)
    guard let entry else { return }
    scratch.entries.append(entry)
    if let limit = historyPolicy.entryLimit, scratch.entries.count > limit {
      scratch.entries.removeFirst(scratch.entries.count - limit)
    }
  }

  @inlinable final func liveHistoryScratch() -> HistoryScratch<State> {
    HistoryScratch(target: machine.target, targetIsUnshown: machine.targetIsUnshown, entries: stateHistory)
  }

  /// Records `entry` in ``stateHistory`` and drops what the bound no longer allows, telling
  /// observers each change.
  final func appendStateHistory(_ entry: State) {
    changeStateHistory(.recorded(entry)) { $0.append(entry) }
    dropEntriesPastBound()
  }

  /// Drops the oldest entries, one change each, until the bound holds.
  final func dropEntriesPastBound() {
    guard let limit = historyPolicy.entryLimit else { return }
    while stateHistory.count > limit {
      changeStateHistory(.droppedByBound(stateHistory[0])) { $0.removeFirst() }
    }
  }

  /// Removes the entries that match `isPruned`, for a subclass whose entries name things
  /// that no longer exist (a navigation container's released nodes), and an entry left
  /// equal to the one before it; observers see one ``StateHistoryChange/pruned(_:)`` with
  /// them, oldest first.
  ///
  /// - Complexity: O(n) in the number of entries.
  final func pruneStateHistory(where isPruned: (State) -> Bool) {
    let (kept, pruned) = Self.prunedHistory(stateHistory, where: isPruned)
    guard !pruned.isEmpty else { return }
    changeStateHistory(.pruned(pruned)) { $0 = kept }
  }

  /// Removes the newest entry if it equals the state the container heads to, so that a
  /// back goes somewhere visible.
  ///
  /// - Complexity: O(1) unless an entry is removed.
  @usableFromInline final func dropEntriesRepeatingTarget() {
    guard let target = machine.target, let newest = stateHistory.last, newest == target else { return }
    changeStateHistory(.pruned([newest])) { $0.removeLast() }
  }

  /// `entries` without those that match `isPruned` and without an entry equal to the one
  /// kept before it. Returns the entries kept and those removed, each oldest first.
  static func prunedHistory(_ entries: [State], where isPruned: (State) -> Bool) -> (
    kept: [State], removed: [State]
  ) {
    var kept: [State] = []
    var removed: [State] = []
    for entry in entries {
      if isPruned(entry) || kept.last == entry { removed.append(entry) } else { kept.append(entry) }
    }
    return (kept, removed)
  }

  /// Applies `edit` to ``stateHistory`` and tells the history observers `change`.
  final func changeStateHistory(_ change: StateHistoryChange<State>, _ edit: (inout [State]) -> Void) {
    edit(&stateHistory)
    historyRevision &+= 1
    guard !historyObservers.isEmpty else { return }
    runningHooks { deliverHistoryChange(change) }
  }

  /// Delivers `change` to the history observers registered before it, skipping those
  /// cancelled meanwhile, and prunes the ones that ended.
  private func deliverHistoryChange(_ change: StateHistoryChange<State>) {
    let observers = historyObservers
    var sawEnded = false
    for reference in observers {
      guard let observation = reference.observation, observation.isActive, let handler = reference.handler
      else {
        sawEnded = true
        continue
      }
      handler.call(change)
    }
    if sawEnded { historyObservers.removeAll { $0.observation?.isActive != true } }
  }

  /// ``historyPolicy`` changed: report a bound below 1, clear history when it is off, drop
  /// what a lower bound no longer allows.
  final func historyPolicyChanged() {
    if case .bounded(let count) = historyPolicy, count < 1 {
      LifecycleDiagnostic.report(
        .invalidHistoryCount,
        "historyPolicy .bounded(\(count)) on \(debugName) counts the current state, so it must be at least 1; "
          + "treated as .disabled.")
    }
    if !historyPolicy.isEnabled {
      clearStateHistory()
    } else {
      dropEntriesPastBound()
    }
  }
}
