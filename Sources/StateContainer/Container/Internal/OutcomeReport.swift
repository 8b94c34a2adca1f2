/// Where the outcome of one request goes: its completion, called exactly once.
///
/// If the request is thrown away unreported, because its container was released first,
/// the report's deinitializer delivers ``TransitionOutcome/dropped`` when it is freed: in
/// the call that releases the container, on the main actor (an outcome is reported when it
/// is decided), so nothing that awaits a request ever hangs.
@MainActor @usableFromInline final class OutcomeReport {
  private var completion: (@MainActor (TransitionOutcome) -> Void)?

  @usableFromInline init(_ completion: @escaping @MainActor (TransitionOutcome) -> Void) {
    self.completion = completion
  }

  /// Delivers `outcome`, unless an outcome was delivered already.
  @usableFromInline func deliver(_ outcome: TransitionOutcome) {
    guard let completion else { return }
    self.completion = nil
    completion(outcome)
  }

  isolated deinit {
    completion?(.dropped)
  }
}
