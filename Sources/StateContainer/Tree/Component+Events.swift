extension Component {
  /// The bus this component posts and watches events on: the one installed nearest
  /// upstream under ``EventBusKey``, else its top component's own bus.
  ///
  /// The top component (the one with no ``upstreamComponent``) makes its own bus the first time
  /// one is needed and keeps it for its lifetime. So every component of a tree shares one
  /// bus, unless a subtree installs its own.
  ///
  /// A component that watches while it is detached is its own top, so its watches are on
  /// its own bus. When it then gets an upstream (a container adds it), they move to the
  /// bus of the tree it joins, in their watch order among the watches already there, and
  /// its own bus is dropped: a screen may watch in its initializer, before it is shown.
  /// (Events posted before the move are not delivered to the moved watches.) The reverse
  /// does not happen: a component removed from a tree keeps watching that tree's bus, and
  /// does not receive events posted in its own, now separate, subtree.
  ///
  /// ```swift
  /// let bus = screen.treeEventBus  // the same object for every component of the tree
  /// bus.post(SessionExpired())
  /// ```
  ///
  /// - Complexity: O(d), d the number of components upstream.
  public var treeEventBus: EventBus {
    let installed = ObjectIdentifier(EventBusKey.self)
    var top = self
    for node in upstreamChain(includingSelf: true) {
      // A `nil` installed on purpose falls through, like no value.
      if let value = node.contextValues[installed], let bus = value as? EventBus { return bus }
      top = node
    }
    return top.ownEventBus
  }

  /// Posts `event` on the component's ``treeEventBus``, with the component as its sender.
  ///
  /// Every watch of `Event` on the bus, made before this call, that takes any sender or
  /// this component, receives it, in watch order; see ``EventBus`` for every rule
  /// (delivery from inside a handler waits for the current event to reach every watcher).
  /// An event nobody watches is dropped without a diagnostic.
  ///
  /// ```swift
  /// struct NoteSaved { var id: Int }
  ///
  /// final class Editor: Component {
  ///   var noteID = 0
  ///   func save() { postEvent(NoteSaved(id: noteID)) }
  /// }
  /// ```
  ///
  /// And its test, with a watcher in the same tree:
  ///
  /// ```swift
  /// @Test @MainActor func savingTellsTheTree() {
  ///   let editor = Editor()
  ///   var saved: [Int] = []
  ///   editor.watchEvents(NoteSaved.self) { _, note in saved.append(note.id) }
  ///   editor.noteID = 7
  ///   editor.save()
  ///   #expect(saved == [7])
  /// }
  /// ```
  ///
  /// - Parameter event: Any value; delivered to the watches of the type it is posted as.
  /// - Complexity: O(d + w): d the components upstream, w the watches of `Event` on the
  ///   bus; plus the handlers.
  public func postEvent<Event>(_ event: Event) {
    treeEventBus.post(event, from: self)
  }

  /// The component's own bus, made now if it has none.
  var ownEventBus: EventBus {
    let key = ObjectIdentifier(ImplicitEventBusKey.self)
    if let bus = contextValues[key] { return bus as! EventBus }
    let bus = EventBus()
    contextValues[key] = bus
    return bus
  }

  /// Called right after the component gets an upstream: hands the live watches of its own
  /// bus, if it has one, to the bus it resolves to now, and drops its own bus; and the
  /// same for the routes of its own route table.
  ///
  /// Every way a component gets an upstream must call it (see `UpstreamLink`); callers
  /// check `!contextValues.isEmpty` first, so a component without context pays one test.
  final func handOverOwnEventBus() {
    // Routes registered while detached move to the tree's table the same way.
    handOverOwnRouteTable()
    guard let value = contextValues.removeValue(forKey: ObjectIdentifier(ImplicitEventBusKey.self)) else {
      return
    }
    let own = value as! EventBus
    guard own.hasLiveWatches else { return }
    treeEventBus.takeWatches(of: own)
  }
}

extension TreeMember {
  /// Watches events of type `Event` posted on the component's ``Component/treeEventBus`` by
  /// any sender.
  ///
  /// The handler receives the component itself and the event, so it need not capture the
  /// component. The watch ends when the component is released, or when the returned
  /// ``EventWatch`` is cancelled; releasing the `EventWatch` does not end it, so nobody
  /// writes an unwatch in `deinit`. With `whileAppeared`, events are delivered only while
  /// the component is ``Appearance/appeared``; the ones posted meanwhile are not kept for
  /// later.
  ///
  /// The watch is made on the bus the component resolves to now. A detached component is
  /// its own top: its watches move to the tree it joins when it is added (see
  /// ``Component/treeEventBus``). Delivery is synchronous and in watch order; see ``EventBus``.
  ///
  /// ```swift
  /// final class NotesList: Component {
  ///   private(set) var reloaded: [Int] = []
  ///
  ///   override init() {
  ///     super.init()
  ///     watchEvents(NoteSaved.self, whileAppeared: true) { list, saved in
  ///       list.reloaded.append(saved.id)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// And its test:
  ///
  /// ```swift
  /// @Test @MainActor func reloadsOnlyWhileOnScreen() {
  ///   let list = NotesList()
  ///   list.postEvent(NoteSaved(id: 1))  // not appeared: skipped
  ///   list.beginAppearanceTransition(true, animated: false)
  ///   list.endAppearanceTransition()
  ///   list.postEvent(NoteSaved(id: 2))
  ///   #expect(list.reloaded == [2])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The event type to watch: events posted as exactly this type.
  ///   - whileAppeared: Whether events reach the handler only while the component is
  ///     appeared.
  ///   - handler: Called with this component and the event.
  /// - Returns: The watch, to cancel it earlier than the component's release.
  /// - Complexity: O(d), d the components upstream; amortized O(1) on the bus.
  @discardableResult
  public func watchEvents<Event>(
    _ type: Event.Type, whileAppeared: Bool = false, _ handler: @escaping @MainActor (Self, Event) -> Void
  ) -> EventWatch {
    watch(type, sender: nil, whileAppeared: whileAppeared, handler)
  }

  /// Watches events of type `Event` that one object posts on the component's
  /// ``Component/treeEventBus``.
  ///
  /// Like ``watchEvents(_:whileAppeared:_:)``, for the events whose sender is `sender`
  /// (the same object: `===`). The sender is not kept alive: when it is released, the
  /// watch ends, since nothing can be posted from it any more.
  ///
  /// `sender` is not optional on purpose: a `nil` here cannot quietly turn the watch into
  /// one from any sender. To watch from an object held weakly, unwrap it first; the
  /// compiler asks for it.
  ///
  /// ```swift
  /// list.watchEvents(NoteSaved.self, from: editor) { list, saved in
  ///   list.reload(saved.id)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The event type to watch: events posted as exactly this type.
  ///   - sender: The object whose events to receive; a component posting with
  ///     ``Component/postEvent(_:)`` is the sender of its events.
  ///   - whileAppeared: Whether events reach the handler only while the component is
  ///     appeared.
  ///   - handler: Called with this component and the event.
  /// - Returns: The watch, to cancel it earlier than the component's release.
  /// - Complexity: O(d), d the components upstream; amortized O(1) on the bus.
  @discardableResult
  public func watchEvents<Event>(
    _ type: Event.Type, from sender: AnyObject, whileAppeared: Bool = false,
    _ handler: @escaping @MainActor (Self, Event) -> Void
  ) -> EventWatch {
    watch(type, sender: sender, whileAppeared: whileAppeared, handler)
  }

  private func watch<Event>(
    _ type: Event.Type, sender: AnyObject?, whileAppeared: Bool,
    _ handler: @escaping @MainActor (Self, Event) -> Void
  ) -> EventWatch {
    let typed = TypedEventHandler<Event> { watcher, event in
      handler(unsafeDowncast(watcher, to: Self.self), event)
    }
    let registration = EventRegistration(
      watcher: self, sender: sender, whileAppeared: whileAppeared, handler: typed)
    treeEventBus.add(registration, for: ObjectIdentifier(type))
    return EventWatch(registration)
  }
}
