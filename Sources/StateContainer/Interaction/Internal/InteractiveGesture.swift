/// A container's interactive transition from its beginning to its end: what cancelling puts
/// back, the children it moves, and what the app asked for meanwhile, made once it ends
/// (<doc:AnimatingTransitions#Interactive-transitions>).
@MainActor final class InteractiveGesture<State: Equatable> {
  /// A child the transition moves, and the child as `StateTransitioning`, cast once.
  struct Moved {
    let child: Component
    let transitioning: (any StateTransitioning)?
    /// Whether the transition adds it (it removes it otherwise).
    let isAppearing: Bool
  }

  let handle: InteractiveTransition
  /// The container's children before it began, in order: a cancel shows them again.
  let childrenBefore: [Component]
  /// History before it began, and its revision once the change was applied: a cancel puts
  /// history back unless something else changed it meanwhile.
  let historyBefore: [State]
  var revisionAfterBegin = 0
  /// The removed children, then the added ones.
  var moved: [Moved] = []
  /// The change's outcome report, kept here once a cancel takes it off the transition.
  var cancelledReport: OutcomeReport?
  var isCancelled = false
  /// Requests, backs and moves made while it runs, in order: made once it ends.
  var deferred: [@MainActor (StateContainer<State>) -> Void] = []

  init(handle: InteractiveTransition, childrenBefore: [Component], historyBefore: [State]) {
    self.handle = handle
    self.childrenBefore = childrenBefore
    self.historyBefore = historyBefore
  }
}
