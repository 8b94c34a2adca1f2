/// The one queue that delivers the events of every ``EventBus``, one event at a time, in
/// the order they were posted: run to completion, first in first out
/// (<doc:ContextResponsesAndEvents#Events>).
/// One queue serves every bus, so the rule holds for a handler that posts on another
/// tree's bus too.
@MainActor enum EventDeliveryQueue {
  /// Deliveries that wait for their turn; those before `head` have run (and are cleared).
  private static var queue: [(() -> Void)?] = []
  private static var head = 0
  private(set) static var isDelivering = false

  /// Runs `delivery` now, or, while another event is being delivered, after every
  /// delivery queued before it; the outermost call returns once the queue is empty.
  ///
  /// Only a post made while delivering is stored (in a closure that keeps the event and
  /// its sender alive until it runs); the common, outermost post allocates nothing here.
  static func post<Event>(
    _ event: Event, on bus: EventBus, type: ObjectIdentifier, sender: AnyObject?, limit: UInt64
  ) {
    guard !isDelivering else {
      queue.append { bus.deliver(event, type: type, sender: sender, limit: limit) }
      return
    }
    isDelivering = true
    bus.deliver(event, type: type, sender: sender, limit: limit)
    while head < queue.count {
      let next = queue[head]!
      queue[head] = nil
      head += 1
      next()
    }
    queue.removeAll(keepingCapacity: true)
    head = 0
    isDelivering = false
  }
}
