/// The handler of one event watch.
///
/// The bus reaches it through its `EventRegistration`, under the `ObjectIdentifier` of the
/// event type it was made for, and so calls it as a ``TypedEventHandler`` of that type
/// without a dynamic cast.
@MainActor class EventHandler {}

/// The handler of a watch of `Event`: the watcher and the event, both typed.
@MainActor final class TypedEventHandler<Event>: EventHandler {
  /// Called with the watcher and the event.
  let body: (Component, Event) -> Void

  init(_ body: @escaping (Component, Event) -> Void) {
    self.body = body
  }
}
