import StateContainer

/// The floor of a non-animated transition: the hooks the framework calls for one
/// removed, one added and one kept child, called directly on the same objects in the
/// same order, with nothing else.
@MainActor
@inline(never)
func callTransitionHooks(
  on container: BenchmarkContainer,
  from previousState: Int,
  to nextState: Int,
  removing removed: Component,
  adding added: Component
) {
  container.willTransition(to: nextState, animated: false)
  blackHole(container.children(for: nextState))
  removed.willMove(toParent: nil)
  container.childWillDisappear(removed, animated: false)
  removed.willDisappear(animated: false)
  added.willMove(toParent: container)
  container.childWillAppear(added, animated: false)
  added.willAppear(animated: false)
  removed.didDisappear(animated: false)
  container.childDidDisappear(removed, animated: false)
  removed.didMove(toParent: nil)
  added.didAppear(animated: false)
  container.childDidAppear(added, animated: false)
  added.didMove(toParent: container)
  container.didTransition(from: previousState, animated: false)
}

/// The floor of an animated transition of zero-duration children: the same hooks as
/// the framework calls, the transitioning ones included, with each timed step
/// scheduled on and fired from a minimal binary heap, as the framework schedules them
/// on its clock (per child: the alongside step at its delay, then the end step and the
/// child's completion at its delay plus duration).
@MainActor
@inline(never)
func callAnimatedTransitionHooks(
  on container: BenchmarkContainer,
  from previousState: Int,
  to nextState: Int,
  removing removed: ZeroDurationComponent,
  adding added: ZeroDurationComponent,
  heap: inout ClosureHeap
) {
  container.willTransition(to: nextState, animated: true)
  blackHole(container.children(for: nextState))
  removed.willMove(toParent: nil)
  container.childWillDisappear(removed, animated: true)
  removed.willDisappear(animated: true)
  added.willMove(toParent: container)
  container.childWillAppear(added, animated: true)
  added.willAppear(animated: true)

  let removedDelay = removed.stateTransitionDelay(isAppearing: false)
  let removedDuration = removed.stateTransitionDuration(isAppearing: false)
  removed.stateTransitionWillBegin(isAppearing: false)
  heap.schedule(after: removedDelay) { removed.animateAlongsideStateTransition(isAppearing: false) }
  heap.schedule(after: removedDelay + removedDuration) {
    removed.stateTransitionDidEnd(isAppearing: false)
    removed.didDisappear(animated: true)
    container.childDidDisappear(removed, animated: true)
    removed.didMove(toParent: nil)
  }

  let addedDelay = added.stateTransitionDelay(isAppearing: true)
  let addedDuration = added.stateTransitionDuration(isAppearing: true)
  added.stateTransitionWillBegin(isAppearing: true)
  heap.schedule(after: addedDelay) { added.animateAlongsideStateTransition(isAppearing: true) }
  heap.schedule(after: addedDelay + addedDuration) {
    added.stateTransitionDidEnd(isAppearing: true)
    added.didAppear(animated: true)
    container.childDidAppear(added, animated: true)
    added.didMove(toParent: container)
  }

  heap.advance(by: .zero)
  container.didTransition(from: previousState, animated: true)
}
