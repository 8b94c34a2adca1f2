/// A thread-safe list that collects diagnostics for ``LifecycleDiagnostic/capture(_:)``.
final class DiagnosticBox: Sendable {
  private let storage = LockedState<[LifecycleDiagnostic]>([])

  func append(_ diagnostic: LifecycleDiagnostic) {
    storage.withLock { $0.append(diagnostic) }
  }

  var diagnostics: [LifecycleDiagnostic] { storage.withLock { $0 } }
}
