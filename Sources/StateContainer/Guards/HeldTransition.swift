/// A change that a container's guard held, until the app calls ``proceed()`` or
/// ``cancel()``: the "discard unsaved changes?" dialog
/// (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>). Both act once; after either,
/// or once the change was replaced or its container left the tree, they do nothing.
@MainActor public final class HeldTransition<State: Equatable> {
  /// The change as the guard last saw it: a move combined with this one shows the
  /// combination.
  public private(set) var proposal: TransitionProposal<State>
  /// Whether the change still waits for ``proceed()`` or ``cancel()``.
  public private(set) var isWaiting = true
  /// Weak, so that the app holding this object does not keep the container alive.
  weak var container: StateContainer<State>?
  /// The component whose tree hears of the change, when not the holder's (a hidden tab's).
  weak var announcer: Component?
  @usableFromInline var moves: [StateMove<State>]

  init(proposal: TransitionProposal<State>, moves: [StateMove<State>], container: StateContainer<State>) {
    self.proposal = proposal
    self.moves = moves
    self.container = container
  }

  /// Applies the change as if it were made now, without asking the guard again.
  public func proceed() {
    guard isWaiting, let container, container.machine.heldTransition?.held === self else { return }
    container.proceedHeldTransition()
  }

  /// Drops the change: each of its requests reports ``TransitionOutcome/cancelled``.
  public func cancel() {
    guard isWaiting, let container, container.machine.heldTransition?.held === self else { return }
    container.cancelHeldTransition()
  }

  /// The combination of this change and a move made while it was held.
  func combine(_ moves: [StateMove<State>], proposal: TransitionProposal<State>) {
    self.moves = moves
    self.proposal = proposal
  }

  /// Ends the wait, reporting `outcome` for each request in order; the event is posted from
  /// `poster` (the container the holder just left), else from the holder.
  func resolve(reporting outcome: TransitionOutcome?, postingFrom poster: Component? = nil) {
    guard isWaiting else { return }
    isWaiting = false
    let resolved = moves
    moves = []
    if let poster = poster ?? announcer ?? container {
      let change: HeldTransitionEvent.Change =
        switch outcome {
        case nil: .applied
        case .superseded: .superseded
        default: .cancelled
        }
      poster.tree.post(HeldTransitionEvent(transition: self, change: change))
    }
    guard let outcome else { return }
    // The moves live until their outcome is delivered: what they hold (a deep link's other
    // containers' reports) reports `dropped` when it is freed, which must come after.
    withExtendedLifetime(resolved) {
      for report in resolved.compactMap(\.report) { report.deliver(outcome) }
    }
  }
}
