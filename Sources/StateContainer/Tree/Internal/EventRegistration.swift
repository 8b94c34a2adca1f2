/// One watch on an ``EventBus``: who watches, for which sender, and what to call.
/// It never keeps its watcher or sender alive; a bus drops ended ones lazily (`EventBus.prune()`).
@MainActor final class EventRegistration {
  /// The global, increasing number of the watch: its place in watch order on every bus.
  let serial: UInt64
  weak var watcher: Component?
  let filtersSender: Bool
  /// That sender; `nil` once it is released (or when the watch takes any sender).
  weak var sender: AnyObject?
  let whileAppeared: Bool
  private(set) var isCancelled = false

  /// Held here so that a delivery needs no lookup; it never keeps the watcher alive (the
  /// watcher is an argument, not a capture), and `EventWatchOwnership` releases it.
  private(set) var handler: EventHandler?

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

  func cancel() {
    isCancelled = true
    handler = nil
  }

  /// The serial the next watch (or hand-over mark) gets.
  private(set) static var nextSerial: UInt64 = 1

  /// Returns a fresh serial, greater than every serial handed out before.
  static func takeSerial() -> UInt64 {
    defer { nextSerial += 1 }
    return nextSerial
  }
}
