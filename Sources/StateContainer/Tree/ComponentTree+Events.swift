extension ComponentTree {
  /// The bus the component posts and watches events on: the one installed nearest
  /// upstream under ``EventBusKey``, else the top component's own
  /// (<doc:ContextResponsesAndEvents#Events>).
  ///
  /// - Complexity: O(d), d the number of components upstream.
  public var eventBus: EventBus { component.nearestEventBus }

  /// Posts `event` on ``eventBus``, with the component as its sender
  /// (<doc:ContextResponsesAndEvents#Events>).
  ///
  /// - Parameter event: Any value; delivered to the watches of the type it is posted as.
  /// - Complexity: O(d + w): d the components upstream, w the watches of `Event` on the
  ///   bus; plus the handlers.
  public func post<Event>(_ event: Event) {
    eventBus.post(event, from: component)
  }

  /// Watches events of type `Event` posted on ``eventBus`` by any sender, until the component
  /// is released or the watch cancelled (<doc:ContextResponsesAndEvents#Events>).
  ///
  /// - Parameters:
  ///   - type: The event type to watch: events posted as exactly this type.
  ///   - whileAppeared: Whether events reach the handler only while the component is
  ///     appeared; others are not kept.
  ///   - handler: Called with the component and the event.
  /// - Returns: The watch, to cancel it earlier than the component's release.
  /// - Complexity: O(d), d the components upstream; amortized O(1) on the bus.
  @discardableResult
  public func watch<Event>(
    _ type: Event.Type, whileAppeared: Bool = false, _ handler: @escaping @MainActor (Member, Event) -> Void
  ) -> EventWatch {
    watch(type, sender: nil, whileAppeared: whileAppeared, handler)
  }

  /// Watches events of type `Event` that `sender` (`===`) posts on ``eventBus``, until it
  /// is released; see ``watch(_:whileAppeared:_:)``.
  ///
  /// - Parameters:
  ///   - type: The event type to watch: events posted as exactly this type.
  ///   - sender: The object whose events to receive; not kept alive.
  ///   - whileAppeared: Whether events reach the handler only while the component is
  ///     appeared.
  ///   - handler: Called with the component and the event.
  /// - Returns: The watch, to cancel it earlier than the component's release.
  @discardableResult
  public func watch<Event>(
    _ type: Event.Type, from sender: AnyObject, whileAppeared: Bool = false,
    _ handler: @escaping @MainActor (Member, Event) -> Void
  ) -> EventWatch {
    watch(type, sender: sender, whileAppeared: whileAppeared, handler)
  }

  private func watch<Event>(
    _ type: Event.Type, sender: AnyObject?, whileAppeared: Bool,
    _ handler: @escaping @MainActor (Member, Event) -> Void
  ) -> EventWatch {
    let typed = TypedEventHandler<Event> { watcher, event in
      handler(unsafeDowncast(watcher, to: Member.self), event)
    }
    let registration = EventRegistration(
      watcher: component, sender: sender, whileAppeared: whileAppeared, handler: typed)
    eventBus.add(registration, for: ObjectIdentifier(type))
    return EventWatch(registration)
  }
}
