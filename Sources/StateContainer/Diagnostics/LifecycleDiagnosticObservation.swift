/// An observer of diagnostics added with ``LifecycleDiagnostic/addObserver(_:)``; it ends
/// when cancelled or released.
public final class LifecycleDiagnosticObservation: Sendable {
  private let id: Int

  init(_ observer: @escaping @Sendable (LifecycleDiagnostic) -> Void) {
    id = DiagnosticObservers.add(observer)
  }

  deinit { DiagnosticObservers.remove(id) }

  /// Ends the observation: the observer is not called for any diagnostic reported after
  /// this returns. Cancelling twice does nothing more.
  public func cancel() {
    DiagnosticObservers.remove(id)
  }
}
