/// Where typed events are posted and watched, one bus per tree (<doc:ContextResponsesAndEvents#Events>).
///
/// There is one bus per tree, found through context: a component's ``ComponentTree/eventBus``
/// is the bus installed nearest upstream of it under ``EventBusKey``, else the top
/// component's own bus, made when first needed. Components watch event types with
/// ``ComponentTree/watch(_:whileAppeared:_:)`` and post with
/// ``ComponentTree/post(_:)``; code outside the tree can post with
/// ``post(_:from:)``.
///
/// Delivery follows these rules:
/// - **Synchronous, in watch order.** ``post(_:from:)`` calls each handler of the event's
///   type in the order the watches were made, and returns when every event it caused has
///   been delivered.
/// - **Matched by type.** An event reaches the watches of the type it is posted as (its
///   static type at the call): `post(NoteSaved(id: 1))` reaches watchers of `NoteSaved`,
///   not watchers of a protocol `NoteSaved` conforms to.
/// - **Run to completion, first in first out.** An event posted while another is being
///   delivered, from a handler or from anything a handler calls, on this bus or any other,
///   is queued: it is delivered after the current event has reached every watcher, and
///   before the outer post returns.
/// - **Only the watches there when it was posted.** A watch made during a delivery, or
///   after an event was queued, does not receive that event; it receives the next ones. A
///   watch that ends during a delivery receives nothing more, not even the rest of that
///   delivery.
/// - **Ended watches are skipped.** A watch ends when it is cancelled, when its watcher is
///   released, or, for a watch from one sender, when that sender is released. A watch made
///   "while appeared" is skipped whenever its watcher is not
///   ``Appearance/appeared`` (appearing included), and receives events again once it is.
/// - **No watchers is fine.** An event nobody watches is dropped; it is not an error.
///
/// The bus never keeps a watcher or a sender alive, except that a posted event keeps its
/// sender until the event has been delivered; the top component keeps its bus.
///
/// ```swift
/// struct NoteSaved { var id: Int }
///
/// // The list, anywhere in the tree, watches:
/// list.tree.watch(NoteSaved.self) { list, saved in
///   list.reload(saved.id)
/// }
///
/// // The editor, anywhere in the same tree, posts:
/// editor.tree.post(NoteSaved(id: 7))
/// ```
///
/// - Complexity: A post is O(w) in the watches of the event's type on the bus, ended ones
///   not yet dropped included, plus the handlers; an event nobody watches costs O(1).
@MainActor public final class EventBus {
  /// A watch as this bus holds it: from which events it is eligible on this bus.
  struct Entry {
    let registration: EventRegistration
    /// The serial mark from which the watch receives this bus's events: its own serial
    /// for a watch made here, a fresh mark for one handed over from another bus, so that
    /// it receives none of the events posted here before the hand-over.
    let eligibleFrom: UInt64
  }

  /// The watches of each event type, by `ObjectIdentifier` of the type, in watch order
  /// (increasing `EventRegistration.serial`).
  private var entries: [ObjectIdentifier: [Entry]] = [:]
  /// The number of entries, ended ones included.
  private var entryCount = 0
  /// The entry count at which ended watches are next dropped.
  private var pruneThreshold = 16

  /// Creates a bus with no watches.
  ///
  /// Install it on a component to give that component's subtree a bus of its own:
  ///
  /// ```swift
  /// settings.tree.context[EventBusKey.self] = EventBus()
  /// ```
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Posts `event` to the watches of its type on this bus, synchronously.
  ///
  /// Each watch of `Event` made before this call, still active, and whose sender filter,
  /// if any, is `sender`, gets the event, in the order the watches were made; a watch
  /// made "while appeared" only while its watcher is ``Appearance/appeared``. When called
  /// while another event is being delivered (from a handler), the event is queued and
  /// delivered once the current event has reached every watcher; this call then returns
  /// at once. See ``EventBus`` for every rule. Components usually call
  /// ``ComponentTree/post(_:)``, which posts on their tree's bus with themselves as the
  /// sender.
  ///
  /// ```swift
  /// struct SessionExpired {}
  ///
  /// // From the network layer, which is not a component:
  /// app.tree.eventBus.post(SessionExpired())
  /// ```
  ///
  /// - Parameters:
  ///   - event: Any value; delivered to the watches of the type it is posted as.
  ///   - sender: The object that posts it, matched by identity against the `from:` of
  ///     watches; `nil` reaches only the watches that take any sender. The sender is
  ///     kept alive until the event has been delivered.
  /// - Complexity: O(w) in the watches of `Event` on this bus, plus the handlers; O(1)
  ///   when nobody watches `Event`.
  public func post<Event>(_ event: Event, from sender: AnyObject? = nil) {
    let type = ObjectIdentifier(Event.self)
    // A watch made from now on is not eligible, so with none yet there is nobody to tell.
    guard entries[type] != nil else { return }
    EventDeliveryQueue.post(event, on: self, type: type, sender: sender, limit: EventRegistration.nextSerial)
  }

  // MARK: - Internals

  /// Delivers a posted event to the watches that were here when it was posted, checking
  /// at each step that the watch is still active and, for a watch made "while appeared",
  /// that its watcher is appeared.
  ///
  /// Every entry under `type` was made by a watch of `Event`, so its handler is a
  /// ``TypedEventHandler`` of `Event`.
  func deliver<Event>(_ event: Event, type: ObjectIdentifier, sender: AnyObject?, limit: UInt64) {
    // A copy: watches made or handed over meanwhile are not eligible anyway, and dropping
    // ended ones must not shift what is being walked.
    guard let list = entries[type] else { return }
    for entry in list where entry.eligibleFrom < limit {
      let registration = entry.registration
      guard let handler = registration.handler, let watcher = registration.watcher,
        registration.accepts(sender: sender)
      else { continue }
      if registration.whileAppeared && watcher.appearance != .appeared { continue }
      unsafeDowncast(handler, to: TypedEventHandler<Event>.self).body(watcher, event)
    }
  }

  /// Adds a watch made now on this bus, last in watch order.
  func add(_ registration: EventRegistration, for type: ObjectIdentifier) {
    entries[type, default: []].append(Entry(registration: registration, eligibleFrom: registration.serial))
    entryCount += 1
    if entryCount >= pruneThreshold { prune() }
  }

  /// Whether any watch on this bus can still receive events.
  var hasLiveWatches: Bool {
    entries.values.contains { list in list.contains { $0.registration.isLive } }
  }

  /// Takes in the active watches of `other`, a component's own bus that its new tree
  /// replaces, merged by serial so that watch order holds. They receive the events posted
  /// here from now on; `other` keeps them for the events already posted on it.
  ///
  /// - Complexity: O(n + m), the watches of both buses.
  func takeWatches(of other: EventBus) {
    let mark = EventRegistration.takeSerial()
    for (type, incoming) in other.entries {
      let moved = incoming.lazy.filter(\.registration.isLive).map {
        Entry(registration: $0.registration, eligibleFrom: mark)
      }
      guard !moved.isEmpty else { continue }
      let existing = entries[type] ?? []
      var merged: [Entry] = []
      merged.reserveCapacity(existing.count + incoming.count)
      var left = existing.makeIterator()
      var right = moved.makeIterator()
      var nextLeft = left.next()
      var nextRight = right.next()
      while let l = nextLeft, let r = nextRight {
        if l.registration.serial < r.registration.serial {
          merged.append(l)
          nextLeft = left.next()
        } else {
          merged.append(r)
          nextRight = right.next()
        }
      }
      while let l = nextLeft {
        merged.append(l)
        nextLeft = left.next()
      }
      while let r = nextRight {
        merged.append(r)
        nextRight = right.next()
      }
      entryCount += merged.count - existing.count
      entries[type] = merged
    }
    if entryCount >= pruneThreshold { prune() }
  }

  /// Drops the watches that have ended; the next prune happens when the count doubles.
  ///
  /// - Complexity: O(n) in the entries, amortized O(1) per watch made.
  func prune() {
    var count = 0
    for type in Array(entries.keys) {
      entries[type]!.removeAll { !$0.registration.isLive }
      if entries[type]!.isEmpty {
        entries[type] = nil
      } else {
        count += entries[type]!.count
      }
    }
    entryCount = count
    pruneThreshold = max(16, 2 * count)
  }
}
