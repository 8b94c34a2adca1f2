/// One watch on an ``EventBus``: who watches, for which sender, and what to call.
///
/// A registration never keeps its watcher or its sender alive. It ends for good when it is
/// cancelled, when its watcher is released, or, for a watch from one sender, when that
/// sender is released; a bus drops ended registrations lazily (`EventBus.prune()`).
@MainActor final class EventRegistration {
  /// The global, increasing number of the watch: its place in watch order on every bus.
  let serial: UInt64
  /// The component that watches; `nil` once it is released.
  weak var watcher: Component?
  /// Whether the watch is for events from one sender only.
  let filtersSender: Bool
  /// That sender; `nil` once it is released (or when the watch takes any sender).
  weak var sender: AnyObject?
  /// Whether events reach the watcher only while it is `appeared`.
  let whileAppeared: Bool
  /// Whether the watch was cancelled.
  private(set) var isCancelled = false

  /// The watcher's handler; `nil` once the watch is cancelled.
  ///
  /// Held here, so that a delivery reaches it without a lookup. It never keeps the watcher
  /// alive (the watcher is an argument, not a capture); it and what it captured are
  /// released when the watch is cancelled or when the watcher is released
  /// (`EventWatchOwnership`).
  private(set) var handler: EventHandler?

  /// Registers a watch.
  init(watcher: Component, sender: AnyObject?, whileAppeared: Bool, handler: EventHandler) {
    serial = Self.takeSerial()
    self.watcher = watcher
    filtersSender = sender != nil
    self.sender = sender
    self.whileAppeared = whileAppeared
    self.handler = handler
    let node = watcher.node
    if node.eventWatches == nil { node.eventWatches = EventWatchOwnership() }
    node.eventWatches!.add(self)
  }

  /// Releases the handler of a watch whose watcher is gone.
  func releaseHandler() {
    handler = nil
  }

  /// Whether the watch can still receive events: not cancelled, its watcher alive, and
  /// the sender it is for, if any, alive.
  var isLive: Bool {
    !isCancelled && watcher != nil && (!filtersSender || sender != nil)
  }

  /// Whether an event posted by `eventSender` is for this watch.
  func accepts(sender eventSender: AnyObject?) -> Bool {
    guard filtersSender else { return true }
    guard let sender, let eventSender else { return false }
    return sender === eventSender
  }

  /// Ends the watch; a second call does nothing.
  func cancel() {
    isCancelled = true
    handler = nil
  }

  // MARK: - Serials

  /// The serial the next watch (or hand-over mark) gets.
  private(set) static var nextSerial: UInt64 = 1

  /// Returns a fresh serial, greater than every serial handed out before.
  static func takeSerial() -> UInt64 {
    defer { nextSerial += 1 }
    return nextSerial
  }
}
