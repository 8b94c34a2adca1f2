/// Where typed events are posted and watched, one bus per tree: delivered synchronously,
/// in watch order, one event at a time (<doc:ContextResponsesAndEvents#Events>).
///
/// - Complexity: A post is O(w) in the watches of the event's type on the bus, ended ones
///   not yet dropped included, plus the handlers; an event nobody watches costs O(1).
@MainActor public final class EventBus {
  struct Entry {
    let registration: EventRegistration
    /// The serial mark from which the watch receives this bus's events: its own serial
    /// for a watch made here, a fresh mark for one handed over from another bus, so that
    /// it receives none of the events posted here before the hand-over.
    let eligibleFrom: UInt64
  }

  /// By `ObjectIdentifier` of the type, in watch order (increasing `EventRegistration.serial`).
  private var entries: [ObjectIdentifier: [Entry]] = [:]
  private var entryCount = 0
  private var pruneThreshold = 16

  /// Creates a bus with no watches; install it under ``EventBusKey`` to give a subtree a bus
  /// of its own.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Posts `event` to the watches of its type on this bus, synchronously; from a handler,
  /// it is queued behind the event being delivered (<doc:ContextResponsesAndEvents#Events>).
  ///
  /// - Parameters:
  ///   - event: Any value; delivered to the watches of the type it is posted as.
  ///   - sender: Matched by identity against the `from:` of watches; `nil` reaches only the
  ///     watches that take any sender. Kept alive until the event has been delivered.
  /// - Complexity: O(w) in the watches of `Event` on this bus, plus the handlers; O(1)
  ///   when nobody watches `Event`.
  public func post<Event>(_ event: Event, from sender: AnyObject? = nil) {
    let type = ObjectIdentifier(Event.self)
    // A watch made from now on is not eligible, so with none yet there is nobody to tell.
    guard entries[type] != nil else { return }
    EventDeliveryQueue.post(event, on: self, type: type, sender: sender, limit: EventRegistration.nextSerial)
  }

  /// Delivers a posted event to the watches that were here when it was posted. Every entry
  /// under `type` was made by a watch of `Event`, so its handler is a ``TypedEventHandler`` of it.
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

  func add(_ registration: EventRegistration, for type: ObjectIdentifier) {
    entries[type, default: []].append(Entry(registration: registration, eligibleFrom: registration.serial))
    entryCount += 1
    if entryCount >= pruneThreshold { prune() }
  }

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
