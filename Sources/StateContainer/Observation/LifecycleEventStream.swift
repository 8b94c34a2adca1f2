/// The lifecycle events of a component and its descendants, as an asynchronous sequence
/// (<doc:TestingWithSimulatedClock#Iterate-the-events-as-they-happen>).
///
/// - Complexity: O(1) amortized per event to buffer and receive; the buffer is O(n) in the
///   events not yet received.
public struct LifecycleEventStream: AsyncSequence, Sendable {
  /// The events are lifecycle events.
  public typealias Element = LifecycleEvent
  /// The sequence ends; it never fails.
  public typealias Failure = Never

  let channel: LifecycleEventChannel

  init(channel: LifecycleEventChannel) {
    self.channel = channel
  }

  /// Makes the iterator: the first one receives the events; any later one ends at once.
  public func makeAsyncIterator() -> Iterator {
    Iterator(iteration: channel.iteratorMade() ? LifecycleEventIteration(channel: channel) : nil)
  }

  /// The iterator of a ``LifecycleEventStream``; releasing it ends the iteration.
  public struct Iterator: AsyncIteratorProtocol {
    /// The events are lifecycle events.
    public typealias Element = LifecycleEvent
    /// The sequence ends; it never fails.
    public typealias Failure = Never

    /// The iteration; `nil` for an iterator made after the first, which ends at once.
    private let iteration: LifecycleEventIteration?

    init(iteration: LifecycleEventIteration?) {
      self.iteration = iteration
    }

    /// Returns the next event, waiting until one is delivered; `nil` once the stream ends,
    /// or when the calling task is cancelled.
    ///
    /// - Parameter actor: The actor to wait on: the caller's, so that receiving an event
    ///   never leaves it.
    /// - Returns: The next event, or `nil` at the end.
    public mutating func next(
      isolation actor: isolated (any Actor)? = #isolation
    ) async -> LifecycleEvent? {
      guard let iteration else { return nil }
      return await iteration.channel.next(isolation: actor)
    }

    /// Returns the next event; `nil` once the stream ends.
    public mutating func next() async -> LifecycleEvent? {
      await next(isolation: nil)
    }
  }
}

@available(*, unavailable)
extension LifecycleEventStream.Iterator: Sendable {}
