extension ComponentTree {
  /// The bus the component posts and watches events on: the one installed nearest
  /// upstream under ``EventBusKey``, else the top component's own
  /// (<doc:ContextResponsesAndEvents#Events>).
  ///
  /// A detached component is its own top: its watches move to the bus of the tree it joins
  /// when it gets an upstream, after the watches already there; events posted before the
  /// move are not delivered to them. A component removed from a tree keeps that tree's bus.
  ///
  /// - Complexity: O(d), d the number of components upstream.
  public var eventBus: EventBus { component.nearestEventBus }

  /// Posts `event` on ``eventBus``, with the component as its sender; see ``EventBus`` for
  /// the order of delivery (<doc:ContextResponsesAndEvents#Events>).
  ///
  /// ```swift
  /// tree.post(NoteSaved(id: noteID))
  /// ```
  ///
  /// - Parameter event: Any value; delivered to the watches of the type it is posted as.
  /// - Complexity: O(d + w): d the components upstream, w the watches of `Event` on the
  ///   bus; plus the handlers.
  public func post<Event>(_ event: Event) {
    eventBus.post(event, from: component)
  }

  /// Watches events of type `Event` posted on ``eventBus`` by any sender
  /// (<doc:ContextResponsesAndEvents#Events>).
  ///
  /// The watch ends when the component is released or the returned ``EventWatch`` is
  /// cancelled; releasing the `EventWatch` does not end it. With `whileAppeared`, events
  /// reach the handler only while the component is ``Appearance/appeared``; those posted
  /// meanwhile are not kept.
  ///
  /// ```swift
  /// tree.watch(NoteSaved.self, whileAppeared: true) { list, saved in list.reload(saved.id) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The event type to watch: events posted as exactly this type.
  ///   - whileAppeared: Whether events reach the handler only while the component is
  ///     appeared.
  ///   - handler: Called with the component and the event.
  /// - Returns: The watch, to cancel it earlier than the component's release.
  /// - Complexity: O(d), d the components upstream; amortized O(1) on the bus.
  @discardableResult
  public func watch<Event>(
    _ type: Event.Type, whileAppeared: Bool = false, _ handler: @escaping @MainActor (Member, Event) -> Void
  ) -> EventWatch {
    watch(type, sender: nil, whileAppeared: whileAppeared, handler)
  }

  /// Watches events of type `Event` that `sender` (the same object: `===`) posts on
  /// ``eventBus``; see ``watch(_:whileAppeared:_:)``.
  ///
  /// The sender is not kept alive; the watch ends when it is released. It is not optional,
  /// so that a `nil` cannot quietly make a watch from any sender.
  ///
  /// - Parameters:
  ///   - type: The event type to watch: events posted as exactly this type.
  ///   - sender: The object whose events to receive; a component posting with ``post(_:)``
  ///     is the sender of its events.
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
