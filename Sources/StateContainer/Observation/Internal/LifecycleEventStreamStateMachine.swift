/// What a ``LifecycleEventStream`` holds, and when it ends: one `mutating` function per
/// input, each returning the effects that its channel carries out outside the lock.
struct LifecycleEventStreamStateMachine {
  /// An iterator suspended in `next()`.
  typealias Waiter = CheckedContinuation<LifecycleEvent?, Never>

  private enum State {
    /// Registered on the top of the subtree. Events wait in `queue`, in order, until the
    /// iterator takes them; `waiter` is the iterator suspended in `next()`, only while the
    /// queue is empty.
    case observing(queue: EventQueue, waiter: Waiter?)
    /// The top was released, so no event can come: the queued ones are still handed out,
    /// then the stream ends.
    case draining(queue: EventQueue)
    /// Over: the queue drained after the top's release, or the iteration ended (its task
    /// cancelled, its iterator released). `next()` returns `nil`.
    case finished
  }

  /// What to do once the lock is released.
  struct Effects {
    /// The iterator to resume, with an event or with `nil` for the end.
    var resumption: (waiter: Waiter, event: LifecycleEvent?)?
    /// The registration, released when the stream no longer needs it.
    var releasedObservation: LifecycleObservation?
    /// Events that nobody will take; they may hold the last reference to a component,
    /// whose release must not run inside the lock.
    var discardedEvents: EventQueue?

    /// Resumes the iterator, then lets go of what the stream dropped.
    consuming func perform() {
      if let (waiter, event) = resumption { waiter.resume(returning: event) }
    }
  }

  private var state = State.observing(queue: EventQueue(), waiter: nil)
  /// The registration that delivers events, kept while ``State/observing(queue:waiter:)``.
  private var observation: LifecycleObservation?
  /// Whether an iterator was made; only the first one receives events.
  private var hasIterator = false

  /// Input: the registration was made.
  mutating func observationMade(_ observation: LifecycleObservation) -> Effects {
    guard case .observing = state else { return Effects(releasedObservation: observation) }
    self.observation = observation
    return Effects()
  }

  /// Input: an event of the subtree was delivered.
  mutating func eventDelivered(_ event: LifecycleEvent) -> Effects {
    guard case .observing(var queue, let waiter) = state else { return Effects() }
    if let waiter {
      state = .observing(queue: queue, waiter: nil)
      return Effects(resumption: (waiter, event))
    }
    state = .finished  // Drops the state's hold on the queue so that it appends in place.
    queue.append(event)
    state = .observing(queue: queue, waiter: nil)
    return Effects()
  }

  /// Input: the top of the subtree was released.
  mutating func topReleased() -> Effects {
    guard case .observing(let queue, let waiter) = state else { return Effects() }
    var effects = Effects(releasedObservation: observation)
    observation = nil
    if let waiter {
      state = .finished
      effects.resumption = (waiter, nil)
    } else {
      state = queue.isEmpty ? .finished : .draining(queue: queue)
    }
    return effects
  }

  /// Input: `makeAsyncIterator()`. Returns whether this iterator is the first one.
  mutating func iteratorMade() -> Bool {
    defer { hasIterator = true }
    return !hasIterator
  }

  /// Input: the iterator asks for the next event.
  mutating func nextRequested(by waiter: Waiter) -> Effects {
    switch state {
    case .observing(var queue, let previous):
      if previous != nil {
        preconditionFailure("Internal inconsistency: two tasks wait on one lifecycle event iterator")
      }
      state = .finished
      if let event = queue.popFirst() {
        state = .observing(queue: queue, waiter: nil)
        return Effects(resumption: (waiter, event))
      }
      state = .observing(queue: queue, waiter: waiter)
      return Effects()
    case .draining(var queue):
      state = .finished
      let event = queue.popFirst()
      if !queue.isEmpty { state = .draining(queue: queue) }
      return Effects(resumption: (waiter, event))
    case .finished:
      return Effects(resumption: (waiter, nil))
    }
  }

  /// Input: the iteration ended: its task was cancelled or its iterator released.
  mutating func iterationEnded() -> Effects {
    var effects = Effects(releasedObservation: observation)
    observation = nil
    switch state {
    case .observing(let queue, let waiter):
      effects.discardedEvents = queue
      if let waiter { effects.resumption = (waiter, nil) }
    case .draining(let queue):
      effects.discardedEvents = queue
    case .finished:
      break
    }
    state = .finished
    return effects
  }
}

/// A first-in first-out queue of events with amortized O(1) appends and removals.
struct EventQueue {
  /// The oldest events, newest first, so that the oldest is removed from the end.
  private var front: [LifecycleEvent] = []
  /// The newest events, oldest first.
  private var back: [LifecycleEvent] = []

  var isEmpty: Bool { front.isEmpty && back.isEmpty }

  mutating func append(_ event: LifecycleEvent) {
    back.append(event)
  }

  mutating func popFirst() -> LifecycleEvent? {
    if front.isEmpty {
      front = back.reversed()
      back.removeAll(keepingCapacity: true)
    }
    return front.popLast()
  }
}
