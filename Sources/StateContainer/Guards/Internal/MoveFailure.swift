/// Why a move cannot be made: the diagnostic it reports. Nothing changes, and the move
/// reports ``TransitionOutcome/invalid``. Shared by every kind of move: a request, a back in
/// history, a navigation move.
@usableFromInline struct MoveFailure: Error, Sendable {
  @usableFromInline var kind: LifecycleDiagnostic.Kind
  @usableFromInline var message: String

  @inlinable init(kind: LifecycleDiagnostic.Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  @usableFromInline func report() {
    LifecycleDiagnostic.report(kind, message)
  }
}
