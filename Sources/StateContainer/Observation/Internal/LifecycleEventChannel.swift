/// The registration behind one ``LifecycleEventStream``: it queues the events its
/// observation delivers and hands them to the stream's iterator.
///
/// The main actor delivers events; the iterator may run on any executor; the release of the
/// subtree's top and of the iterator may happen on any thread. Each is one input of
/// ``LifecycleEventStreamStateMachine``, made under a lock, whose effects run after it.
final class LifecycleEventChannel: Sendable {
  private let machine = LockedState(LifecycleEventStreamStateMachine())

  /// Keeps `observation` for as long as the stream observes.
  func observationMade(_ observation: LifecycleObservation) {
    machine.withLock { $0.observationMade(observation) }.perform()
  }

  /// Queues `event`, or hands it to the waiting iterator.
  func eventDelivered(_ event: LifecycleEvent) {
    machine.withLock { $0.eventDelivered(event) }.perform()
  }

  /// Ends the stream once the queued events are taken.
  func topReleased() {
    machine.withLock { $0.topReleased() }.perform()
  }

  /// Ends the stream now, dropping the queued events.
  func iterationEnded() {
    machine.withLock { $0.iterationEnded() }.perform()
  }

  /// Whether the iterator being made is the first; only that one receives events.
  func iteratorMade() -> Bool {
    machine.withLock { $0.iteratorMade() }
  }

  /// The next event, waiting for one if none is queued; `nil` once the stream ended.
  /// Cancelling the calling task ends the stream.
  func next(isolation actor: isolated (any Actor)?) async -> LifecycleEvent? {
    await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: actor) { waiter in
        machine.withLock { $0.nextRequested(by: waiter) }.perform()
      }
    } onCancel: {
      iterationEnded()
    }
  }
}

/// The one iterator of a channel; when the last copy of it is released, the iteration has
/// ended.
final class LifecycleEventIteration: Sendable {
  let channel: LifecycleEventChannel

  init(channel: LifecycleEventChannel) {
    self.channel = channel
  }

  deinit {
    channel.iterationEnded()
  }
}
