/// The one queue that delivers the events of every ``EventBus``, one event at a time, in
/// the order they were posted (tree.md §5: run to completion, first in first out).
///
/// The outermost `post` drains the queue; a post made while an event is being delivered
/// (from a handler, or from anything a handler calls) is queued and returns, and is
/// delivered once the current event has reached every watcher, before the outermost post
/// returns. One queue serves every bus, so the rule holds for a handler that posts on
/// another tree's bus too.
@MainActor enum EventDeliveryQueue {
  /// A posted event that waits for its turn.
  struct PostedEvent {
    /// The bus it was posted on.
    let bus: EventBus
    /// The `ObjectIdentifier` of the type it was posted as.
    let type: ObjectIdentifier
    let event: Any
    /// Kept alive until the event has been delivered.
    let sender: AnyObject?
    /// `EventRegistration.nextSerial` when it was posted: only watches that were on the
    /// bus before the post (their eligibility mark is smaller) receive it.
    let limit: UInt64
  }

  /// Posted events; those before `head` have been delivered (and cleared).
  private static var queue: [PostedEvent?] = []
  private static var head = 0
  /// Whether an outer `post` is draining the queue.
  private(set) static var isDelivering = false

  /// Delivers `event` now, or, while another event is being delivered, after every event
  /// posted before it.
  static func post(_ event: PostedEvent) {
    queue.append(event)
    guard !isDelivering else { return }
    isDelivering = true
    while head < queue.count {
      let next = queue[head]!
      queue[head] = nil
      head += 1
      next.bus.deliver(next)
    }
    queue.removeAll(keepingCapacity: true)
    head = 0
    isDelivering = false
  }
}
