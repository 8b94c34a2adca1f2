extension StateContainer {
  /// Whether ``goBack(_:animated:)`` can go back one step: ``stateHistory`` is not empty.
  public var canGoBack: Bool { !stateHistory.isEmpty }

  /// Goes back `steps` entries in ``stateHistory``: removes them at once, records nothing,
  /// and requests the state of the last one removed (the oldest of them).
  ///
  /// Every back counts: two backs asked while a transition is in flight go back two
  /// entries, and back never ping-pongs between two states. A back goes somewhere
  /// visible: an entry equal to the state the container heads to is dropped first (and
  /// at the end of every change), so it is never gone back to; see
  /// <doc:NavigatingBetweenScreens>. The guard
  /// (``transitionDecision(for:)``) is asked first, with ``TransitionCause/back(steps:)``;
  /// made while a transition is held, the back combines with it. Fewer than `steps`
  /// entries (or `steps` below 1) is misuse: a diagnostic
  /// (``LifecycleDiagnostic/Kind/historyTooShort``, ``LifecycleDiagnostic/Kind/invalidHistoryCount``),
  /// and nothing changes.
  ///
  /// ```swift
  /// screen.historyPolicy = .unlimited
  /// screen.setNeedsStateTransition(to: .detail(42), animated: false)
  /// screen.goBack(animated: true)   // back to the list
  /// ```
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
  /// The outcome is that of the request for the entry gone back to,
  /// ``TransitionOutcome/refused`` when the guard refused it, or
  /// ``TransitionOutcome/invalid`` (reported in this call) when history is too short.
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
  /// The outcome is that of the request for the entry gone back to,
  /// ``TransitionOutcome/refused`` when the guard refused it, or
  /// ``TransitionOutcome/invalid`` (reported in this call) when history is too short.
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

  /// Removes every entry of ``stateHistory``; observers see one
  /// ``StateHistoryChange/cleared(_:)``. With history empty, nothing happens.
  ///
  /// The state the container shows and heads to is left alone.
  public func clearStateHistory() {
    guard !stateHistory.isEmpty else { return }
    changeStateHistory(.cleared(stateHistory)) { $0.removeAll() }
  }

  /// Registers `handler` to receive every change of ``stateHistory``.
  ///
  /// The handler is called right after each change, so ``stateHistory`` already shows it:
  /// an entry recorded, each entry a bound drops, the entries a back removes, a clear, and
  /// the entries a subclass prunes. Like the hooks, it runs as one of the container's hook
  /// sequences: a request made from it waits its turn.
  ///
  /// ```swift
  /// let observation = screen.addHistoryObserver { change in print(change) }
  /// ```
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

  /// Goes back, reporting the outcome to `report`.
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

  /// The value a request for `state` records for the target it leaves, asked of
  /// ``historyEntry(forLeaving:)``; `nil` when nothing is recorded.
  ///
  /// Nothing is recorded while history is off, before any state, for a target that is a
  /// request that never began, or for a request into an equal state; nor is a value equal
  /// to `state` or to `newest`, the newest entry: a back must go somewhere visible.
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

  /// The target and history as they stand.
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
  /// back goes somewhere visible: at the end of each change (a request, a back, a move, a
  /// link, a held change proceeded), when a state is applied on appearance, and before a
  /// back takes its steps. Observers see a ``StateHistoryChange/pruned(_:)``.
  ///
  /// - Complexity: O(1) unless an entry is removed.
  @usableFromInline final func dropEntriesRepeatingTarget() {
    guard let target = machine.target, let newest = stateHistory.last, newest == target else { return }
    changeStateHistory(.pruned([newest])) { $0.removeLast() }
  }

  /// `entries` without those that match `isPruned` and without an entry equal to the one
  /// kept before it. Returns the entries kept and those removed, each oldest first.
  ///
  /// - Complexity: O(n) in the number of entries.
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
