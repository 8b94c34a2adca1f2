/// A change that a container's guard held: the "discard unsaved changes?" dialog
/// (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
///
/// When ``StateContainer/transitionDecision(for:)`` returns ``TransitionDecision/hold``,
/// nothing changes and the container keeps the change in ``StateContainer/heldTransition``
/// until the app calls ``proceed()`` (the change is applied as if it were made now, without
/// asking the guard again) or ``cancel()`` (it is dropped, and its requests report
/// ``TransitionOutcome/cancelled``).
///
/// - A newer absolute request replaces it (its requests report
///   ``TransitionOutcome/superseded``) and is asked about in turn.
/// - A relative move, such as ``StateContainer/goBack(_:animated:)``, combines with it: the
///   guard is asked about the combination, and if it holds again, this same object now
///   holds the combination, so a dialog that kept it keeps working. If the guard refuses
///   the combination, this one stays as it was.
/// - It survives the container's disappearance, and its reappearance: the container comes
///   back in the state it had (<doc:TheLifecycle#The-containers-own-appearance>), with the
///   change still waiting. Proceeded while the container is off screen, it is applied off
///   screen. Releasing the container cancels it.
/// - It ends when its container leaves the tree: a navigation container releases the node
///   whose entry it is (a pop, a replace, a released branch) or dismisses it. Its requests
///   report ``TransitionOutcome/cancelled`` in the call that removed the container (a deep
///   link as a whole), and ``HeldTransitionEvent`` is posted from the container it left.
///   See <doc:NavigatingBetweenScreens>.
///
/// ``proceed()`` and ``cancel()`` act once: after either, or once the change was replaced or
/// its container released or removed from the tree, both do nothing and ``isWaiting`` is
/// `false`.
///
/// ```swift
/// enum EditorState: Equatable { case editing, closed }
///
/// final class Editor: StateContainer<EditorState> {
///   var hasUnsavedChanges = false
///
///   override func loadAppearanceState() -> EditorState { .editing }
///
///   override func transitionDecision(for proposal: TransitionProposal<EditorState>)
///     -> TransitionDecision
///   {
///     proposal.from == .editing && hasUnsavedChanges ? .hold : .allow
///   }
/// }
///
/// // The app, when the user closes the editor:
/// editor.setNeedsStateTransition(to: .closed, animated: true)
/// if let held = editor.heldTransition {
///   showDiscardDialog(discard: { held.proceed() }, keepEditing: { held.cancel() })
/// }
/// ```
@MainActor public final class HeldTransition<State: Equatable> {
  /// The change as the guard last saw it: a move combined with this one shows the
  /// combination.
  public private(set) var proposal: TransitionProposal<State>
  /// Whether the change still waits for ``proceed()`` or ``cancel()``.
  public private(set) var isWaiting = true
  /// The container that holds it; weak, so that the app holding this object does not keep
  /// the container alive.
  weak var container: StateContainer<State>?
  /// The moves of the change, applied in order.
  @usableFromInline var moves: [StateMove<State>]

  init(proposal: TransitionProposal<State>, moves: [StateMove<State>], container: StateContainer<State>) {
    self.proposal = proposal
    self.moves = moves
    self.container = container
  }

  /// Applies the change as if it were made now, without asking the guard again: a request
  /// waits its turn like any other, and off screen it is applied off screen.
  ///
  /// Does nothing once the change was proceeded, cancelled or replaced, or its container
  /// released or removed from the tree.
  public func proceed() {
    guard isWaiting, let container, container.machine.heldTransition?.held === self else { return }
    container.proceedHeldTransition()
  }

  /// Drops the change: each of its requests reports ``TransitionOutcome/cancelled``.
  ///
  /// Does nothing once the change was proceeded, cancelled or replaced, or its container
  /// released or removed from the tree.
  public func cancel() {
    guard isWaiting, let container, container.machine.heldTransition?.held === self else { return }
    container.cancelHeldTransition()
  }

  /// The combination of this change and a move made while it was held.
  func combine(_ moves: [StateMove<State>], proposal: TransitionProposal<State>) {
    self.moves = moves
    self.proposal = proposal
  }

  /// Ends the wait; with an outcome, reports it for each of the change's requests, in
  /// order. Does nothing the second time. The ``HeldTransitionEvent`` is posted from
  /// `poster` (the container the holder just left), else from the holder.
  func resolve(reporting outcome: TransitionOutcome?, postingFrom poster: Component? = nil) {
    guard isWaiting else { return }
    isWaiting = false
    let resolved = moves
    moves = []
    if let poster = poster ?? container {
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
