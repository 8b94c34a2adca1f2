/// A thread-safe list that collects diagnostics for ``LifecycleDiagnostic/capture(_:)``.
final class DiagnosticBox: Sendable {
  private let storage = LockedState<[LifecycleDiagnostic]>([])

  func append(_ diagnostic: LifecycleDiagnostic) {
    storage.withLock { $0.append(diagnostic) }
  }

  var diagnostics: [LifecycleDiagnostic] { storage.withLock { $0 } }
}

/// Where a task's diagnostics go: a capture's box, or a handler that a clock's action
/// carries from where it was scheduled (then the observers see them too).
///
/// A class held in a task-local, not a closure: binding a closure-typed task-local
/// crashes optimized code with Swift 6.3 (`swift_task_localValuePush`).
final class DiagnosticRoute: Sendable {
  private let box: DiagnosticBox?
  private let handler: (@Sendable (LifecycleDiagnostic) -> Void)?

  init(_ box: DiagnosticBox) {
    self.box = box
    handler = nil
  }

  init(_ handler: @escaping @Sendable (LifecycleDiagnostic) -> Void) {
    box = nil
    self.handler = handler
  }

  func deliver(_ diagnostic: LifecycleDiagnostic) {
    if let box {
      box.append(diagnostic)
    } else if let handler {
      handler(diagnostic)
      DiagnosticObservers.notify(diagnostic)
    }
  }
}

/// The observers added with ``LifecycleDiagnostic/addObserver(_:)``, in the order added.
enum DiagnosticObservers {
  typealias Observer = @Sendable (LifecycleDiagnostic) -> Void

  private static let registry = LockedState<(next: Int, observers: [(id: Int, observer: Observer)])>(
    (0, []))

  static func add(_ observer: @escaping Observer) -> Int {
    registry.withLock { state in
      let id = state.next
      state.next += 1
      state.observers.append((id, observer))
      return id
    }
  }

  static func remove(_ id: Int) {
    registry.withLock { state in state.observers.removeAll { $0.id == id } }
  }

  /// Calls each observer outside the lock, so an observer that reports does not deadlock.
  static func notify(_ diagnostic: LifecycleDiagnostic) {
    let observers = registry.withLock { state in state.observers }
    for entry in observers { entry.observer(diagnostic) }
  }
}
