/// A watch that ``ComponentTree/watch(_:whileAppeared:_:)`` made. Releasing it does not
/// end the watch; keep it only to end one early (<doc:ContextResponsesAndEvents#Events>).
@MainActor public final class EventWatch {
  let registration: EventRegistration

  init(_ registration: EventRegistration) {
    self.registration = registration
  }

  /// Whether the watch can still receive events: `false` once cancelled, or its watcher (or
  /// its one sender) was released. A "while appeared" watch stays active while hidden.
  ///
  /// - Complexity: O(1).
  public var isActive: Bool { registration.isLive }

  /// Ends the watch: its handler is never called again, even for the rest of an event being
  /// delivered, and is released. Does nothing on a watch that has ended.
  ///
  /// - Complexity: O(1); the bus drops the ended watch later.
  public func cancel() {
    registration.cancel()
  }
}
