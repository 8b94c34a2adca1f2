/// A container's interactive transition from its beginning to its end: what cancelling puts
/// back, the children it moves, and what the app asked for meanwhile, made once it ends
/// (<doc:AnimatingTransitions#Interactive-transitions>).
@MainActor final class InteractiveGesture<State: Equatable> {
  let handle: InteractiveTransition
  /// The container's children before it began, in order: a cancel shows them again.
  let childrenBefore: [Component]
  /// History before it began, and its revision once the change was applied: a cancel puts
  /// history back unless something else changed it meanwhile.
  let historyBefore: [State]
  var revisionAfterBegin = 0
  /// The removed children, then the added ones.
  var moved: [MovedChild] = []
  /// What undoes the subclass's own books on a cancel (a navigation container's tree);
  /// `nil` for a plain container.
  var subclassBooks: (any InteractionUndo)?
  /// The reports a cancel delivers ``TransitionOutcome/cancelled`` to once the transition
  /// has ended: the transition's, and the subclass's for the move it made.
  var cancelledReports: [OutcomeReport] = []
  var isCancelled = false
  /// Requests, backs and moves made while it runs, in order: made once it ends.
  var deferred: [@MainActor (StateContainer<State>) -> Void] = []

  /// Whether it counts in ``InteractionCount/live``: from its beginning to its end, or to
  /// its container's release.
  var isCounted = false

  init(handle: InteractiveTransition, childrenBefore: [Component], historyBefore: [State]) {
    self.handle = handle
    self.childrenBefore = childrenBefore
    self.historyBefore = historyBefore
  }

  /// Counts the gesture as under way.
  func count() {
    isCounted = true
    InteractionCount.live += 1
  }

  /// Stops counting it.
  func uncount() {
    guard isCounted else { return }
    isCounted = false
    InteractionCount.live -= 1
  }

  isolated deinit {
    uncount()
  }
}

/// What a subclass keeps, just before an interactive change is applied, to undo what the
/// change did to its own books when it is cancelled.
@MainActor protocol InteractionUndo: AnyObject {
  /// Puts the books back; returns the reports of the moves the change made, which end
  /// ``TransitionOutcome/cancelled`` once the transition has run back.
  func restore() -> [OutcomeReport]
}

/// How many interactive transitions are under way in the process (or were, in a container
/// released since): a deep link looks for one in its tree only when some are.
@MainActor enum InteractionCount {
  static var live = 0
}
