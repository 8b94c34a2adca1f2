/// A watch that ``ComponentTree/watch(_:whileAppeared:_:)`` made: a handle to cancel it
/// and to ask whether it still runs.
///
/// A watch is bound to its watcher's lifetime, not to this object: releasing an
/// `EventWatch` does **not** end the watch, so a component may ignore the result of
/// `tree.watch` and needs no unwatch in `deinit`. Keep the token only to end a watch
/// earlier than the watcher's release.
/// (<doc:ContextResponsesAndEvents#Events>)
@MainActor public final class EventWatch {
  let registration: EventRegistration

  init(_ registration: EventRegistration) {
    self.registration = registration
  }

  /// Whether the watch can still receive events.
  ///
  /// `false` once the watch has ended for good: it was cancelled, its watcher was
  /// released, or, for a watch from one sender, that sender was released. A watch made
  /// "while appeared" whose watcher is not appeared right now is still active: it
  /// receives events again when the watcher appears.
  ///
  /// - Complexity: O(1).
  public var isActive: Bool { registration.isLive }

  /// Ends the watch: from now on its handler is never called again, even for the rest of
  /// an event being delivered right now, and the handler and what it captured are
  /// released.
  ///
  /// Cancelling a watch that has already ended (cancelled before, or its watcher
  /// released) does nothing.
  ///
  /// ```swift
  /// let watch = list.tree.watch(NoteSaved.self) { list, saved in list.reload(saved.id) }
  /// watch.cancel()
  /// ```
  ///
  /// - Complexity: O(1); the bus drops the ended watch later.
  public func cancel() {
    registration.cancel()
  }
}
