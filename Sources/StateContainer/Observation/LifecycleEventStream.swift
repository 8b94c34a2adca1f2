/// The lifecycle events of a component and its descendants, as an asynchronous sequence:
/// the value of ``Component/lifecycleEvents``.
///
/// The sequence holds the events of the subtree from the moment it was made: events
/// delivered before are not in it. It holds them in order, in an unbounded buffer, until
/// they are iterated, so that no event is lost while the loop body runs or before the loop
/// starts. The events are the ones ``Component/addLifecycleObserver(_:)`` delivers, in the
/// same order.
///
/// ```swift
/// for await event in screen.lifecycleEvents {
///   print(event)  // @350ms list.didAppear(animated: true)
/// }
/// // Here the screen was released, or the task was cancelled.
/// ```
///
/// ### When it ends
/// - When the component it was made on is released: the iteration gets the events that
///   were buffered, then ends. A buffered event holds its ``LifecycleEvent/component`` and
///   ``LifecycleEvent/container``, so the component is released only once the events about
///   it are iterated or dropped (below), in this stream and in any other of its streams:
///   iterate two streams of one component side by side, not one after the other.
/// - When the iteration ends: when the iterating task is cancelled, `next()` returns `nil`
///   and the buffered events are dropped; when the iterator is released (a `break` out of
///   the loop), the registration and the buffered events are dropped with it.
/// - When the sequence is released without being iterated, the registration and its
///   buffered events are dropped.
///
/// ### One iteration
/// Each value is one registration, made when ``Component/lifecycleEvents`` is read, and
/// one iteration of it: its first iterator receives every event from the moment the value
/// was made; an iterator made after that ends at once, since the first one ended the
/// registration or still owns it. Read ``Component/lifecycleEvents`` again for another
/// stream of events.
///
/// The sequence is `Sendable` and may be iterated from any task; its iterator is not, and
/// serves one task. Iterated on the main actor, where events are delivered, an event is
/// received as soon as the main actor is free after the hook that delivered it.
///
/// - Complexity: Each event costs O(1) amortized to buffer and to receive, on top of its
///   delivery (``Component/addLifecycleObserver(_:)``); the buffer is O(n) in the events
///   not yet received.
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
  ///
  /// - Returns: The iterator.
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

    /// Returns the next event, waiting until one is delivered; `nil` once the stream ends.
    ///
    /// Cancelling the calling task ends the stream: this returns `nil`, now and from then
    /// on, and the buffered events are dropped.
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

    /// Returns the next event, waiting until one is delivered; `nil` once the stream ends.
    ///
    /// - Returns: The next event, or `nil` at the end.
    public mutating func next() async -> LifecycleEvent? {
      await next(isolation: nil)
    }
  }
}

@available(*, unavailable)
extension LifecycleEventStream.Iterator: Sendable {}
