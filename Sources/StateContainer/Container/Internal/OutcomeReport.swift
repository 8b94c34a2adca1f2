/// Where the outcome of one request goes: its completion, called exactly once.
///
/// If the request is thrown away unreported, because its container was released first,
/// the report's deinitializer delivers ``TransitionOutcome/dropped`` on the main actor, so
/// nothing that awaits a request ever hangs.
@usableFromInline final class OutcomeReport: Sendable {
  private let completion: LockedState<(@MainActor (TransitionOutcome) -> Void)?>

  @usableFromInline init(_ completion: @escaping @MainActor (TransitionOutcome) -> Void) {
    self.completion = LockedState(completion)
  }

  /// Delivers `outcome`, unless an outcome was delivered already.
  @usableFromInline @MainActor func deliver(_ outcome: TransitionOutcome) {
    takeCompletion()?(outcome)
  }

  private func takeCompletion() -> (@MainActor (TransitionOutcome) -> Void)? {
    completion.withLock { stored in
      defer { stored = nil }
      return stored
    }
  }

  deinit {
    guard let completion = takeCompletion() else { return }
    Task { @MainActor in completion(.dropped) }
  }
}
