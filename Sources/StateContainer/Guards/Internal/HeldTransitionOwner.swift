/// The container's hold on its ``HeldTransition``: only the container's state machine
/// keeps it, so releasing the container releases it, and its deinit cancels the held
/// change: an await on it never hangs (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
@MainActor @usableFromInline final class HeldTransitionOwner<State: Equatable> {
  @usableFromInline let held: HeldTransition<State>
  /// Whether releasing the owner cancels the held change: until it leaves the slot.
  private var cancelsOnRelease = true

  @usableFromInline init(_ held: HeldTransition<State>) {
    self.held = held
  }

  /// The held change, which leaves the slot: releasing the owner no longer cancels it.
  @usableFromInline func release() -> HeldTransition<State> {
    cancelsOnRelease = false
    return held
  }

  isolated deinit {
    if cancelsOnRelease { held.resolve(reporting: .cancelled) }
  }
}

/// A history observer's handler, owned by its ``LifecycleObservation``.
@MainActor final class HistoryObserverHandler<State> {
  let call: @MainActor (StateHistoryChange<State>) -> Void

  init(_ call: @escaping @MainActor (StateHistoryChange<State>) -> Void) {
    self.call = call
  }
}

/// A container's reference to one of its history observers; weak, so that releasing the
/// observation ends it and frees its handler.
struct HistoryObserverReference<State> {
  weak var observation: LifecycleObservation?
  weak var handler: HistoryObserverHandler<State>?
}
