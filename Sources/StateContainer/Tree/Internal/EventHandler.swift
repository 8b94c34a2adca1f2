/// The handler of one event watch; the bus finds it under the `ObjectIdentifier` of its
/// event type, so it calls it as a ``TypedEventHandler`` of that type without a dynamic cast.
@MainActor class EventHandler {}

/// The handler of a watch of `Event`: the watcher and the event, both typed.
@MainActor final class TypedEventHandler<Event>: EventHandler {
  let body: (Component, Event) -> Void

  init(_ body: @escaping (Component, Event) -> Void) {
    self.body = body
  }
}
