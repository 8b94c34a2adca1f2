/// One change a container proposes to its guard: an absolute request, a back in history, or
/// a subclass's move (a navigation container's push or pop).
///
/// This is the seam through which a subclass in the module routes its moves through the
/// guard and history machinery of ``StateContainer``; see CONTRIBUTING.md, "The container's
/// state machine". A held change is a list of moves: an absolute one first, if any, then
/// relative ones, applied in order, first to a ``HistoryScratch`` to make the guard's
/// proposal, then for real when the change is allowed or proceeded.
@MainActor @usableFromInline struct StateMove<State: Equatable> {
  @usableFromInline let cause: TransitionCause
  @usableFromInline let animated: Bool
  /// An absolute move replaces a held change; a relative one combines with it.
  @usableFromInline let isAbsolute: Bool
  @usableFromInline let report: OutcomeReport?
  /// Whether the app drives it from a gesture: the guard's proposal says so.
  @usableFromInline var isInteractive = false
  /// Works out the move on `scratch`: where the container would head and, when the third
  /// argument says later moves need it, what history would hold. Returns why the move
  /// cannot be made, or `nil`. May call ``StateContainer/historyEntry(forLeaving:)``;
  /// changes nothing else.
  @usableFromInline let preview:
    @MainActor (StateContainer<State>, inout HistoryScratch<State>, Bool) -> MoveFailure?
  /// Makes the move for real, without asking the guard and without beginning a transition:
  /// edits history (and the subclass's own books) and remembers the request for its
  /// target with ``StateContainer/rememberRequest(_:)``. The caller drains afterwards, so
  /// that moves applied together make one transition.
  @usableFromInline let perform: @MainActor (StateContainer<State>, StateMove<State>) -> Void
  /// Makes what the move needs that a preview cannot (a navigation push's entry, from the
  /// factory) and checks it, once the guard allowed the move combined with a held change and
  /// before that change is applied, given the state the combination leads to: `false`, after
  /// reporting the diagnostic, when the move cannot be made whatever the held moves do. The
  /// held change then stays waiting, untouched, and the move reports
  /// ``TransitionOutcome/invalid``. `nil` for a move with nothing to make.
  @usableFromInline let prepare: (@MainActor (StateContainer<State>, State) -> Bool)?

  @inlinable init(
    cause: TransitionCause, animated: Bool, isAbsolute: Bool, report: OutcomeReport?,
    preview: @escaping @MainActor (StateContainer<State>, inout HistoryScratch<State>, Bool) -> MoveFailure?,
    prepare: (@MainActor (StateContainer<State>, State) -> Bool)? = nil,
    perform: @escaping @MainActor (StateContainer<State>, StateMove<State>) -> Void
  ) {
    self.cause = cause
    self.animated = animated
    self.isAbsolute = isAbsolute
    self.report = report
    self.preview = preview
    self.prepare = prepare
    self.perform = perform
  }
}

extension StateMove {
  /// An absolute request for `request.state`, made for `cause`: records the target it
  /// leaves, then remembers the request.
  @inlinable static func request(
    _ request: ContainerStateMachine<State>.Request, cause: TransitionCause = .request
  ) -> StateMove {
    StateMove(
      cause: cause, animated: request.animated, isAbsolute: true, report: request.report,
      preview: { container, scratch, needsHistory in
        if needsHistory { container.recordLeaving(for: request.state, in: &scratch) }
        scratch.target = request.state
        scratch.targetIsUnshown = true
        return nil
      },
      perform: { container, _ in
        if container.historyPolicy.isEnabled { container.recordLeaving(for: request.state) }
        container.rememberRequest(request)
      })
  }

  /// Going back `steps` entries: removes them at once, records nothing, and requests the
  /// state of the last one removed.
  static func back(_ steps: Int, animated: Bool, report: OutcomeReport?) -> StateMove {
    StateMove(
      cause: .back(steps: steps), animated: animated, isAbsolute: false, report: report,
      preview: { container, scratch, _ in
        // An entry equal to where the container heads is not somewhere to go back to.
        scratch.dropEntryRepeatingTarget()
        guard scratch.entries.count >= steps else {
          return container.historyTooShort(steps: steps, holding: scratch.entries.count)
        }
        scratch.target = container.stateReached(goingBackTo: scratch.entries[scratch.entries.count - steps])
        scratch.entries.removeLast(steps)
        scratch.targetIsUnshown = true
        return nil
      },
      perform: { container, move in
        container.dropEntriesRepeatingTarget()
        guard container.stateHistory.count >= steps else {
          let failure = container.historyTooShort(steps: steps, holding: container.stateHistory.count)
          failure.report()
          move.report?.deliver(.invalid)
          return
        }
        let removed = Array(container.stateHistory.suffix(steps))
        container.changeStateHistory(.removedByBack(removed)) { $0.removeLast(steps) }
        container.requestGoingBack(to: removed[0], animated: animated, report: move.report)
      })
  }
}

@available(*, unavailable)
extension StateMove: Sendable {}
