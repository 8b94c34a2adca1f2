import StateContainer

/// The diff of `StateViewController`, written out: each child of one state is looked
/// up in the other state's array with `Array.contains`, which makes a transition
/// quadratic in the number of children.
///
/// Apart from the diff it does the container's work as the framework does: it calls
/// the same hooks on the same kind of objects in the same order, and moves each child's
/// appearance with `beginAppearanceTransition` / `endAppearanceTransition`. Only the
/// parent pointers are left alone (apps cannot set them).
@MainActor
final class NaiveStateDriver {
  private let container: BenchmarkContainer
  private var state = 0
  private var children: [Component]

  /// Creates a driver whose hooks are those of `container` (which it never makes
  /// appear), showing state 0 as if appeared.
  init(container: BenchmarkContainer) {
    self.container = container
    children = container.children(for: 0)
    for child in children {
      child.beginAppearanceTransition(true, animated: false)
      child.endAppearanceTransition()
    }
  }

  /// Moves to the other of the states 0 and 1, without animation.
  func toggle() {
    transition(to: 1 - state)
  }

  /// `Array.contains` by identity. Nonisolated, so that the closure it passes is too: a
  /// main-actor closure would check its executor on every element, which `StateViewController`
  /// on UIKit does not pay.
  private nonisolated static func contains(_ children: [Component], _ child: Component) -> Bool {
    children.contains { $0 === child }
  }

  private func transition(to nextState: Int) {
    let container = container
    container.willTransition(to: nextState, animated: false)
    let previousState = state
    state = nextState
    let previous = children
    let next = container.children(for: nextState)
    let removed = previous.filter { !Self.contains(next, $0) }
    let added = next.filter { !Self.contains(previous, $0) }
    children = next
    for child in removed {
      child.willMove(toParent: nil)
      container.childWillDisappear(child, animated: false)
      child.beginAppearanceTransition(false, animated: false)
    }
    for child in added {
      child.willMove(toParent: container)
      container.childWillAppear(child, animated: false)
      child.beginAppearanceTransition(true, animated: false)
    }
    for child in removed {
      child.endAppearanceTransition()
      container.childDidDisappear(child, animated: false)
      child.didMove(toParent: nil)
    }
    for child in added {
      child.endAppearanceTransition()
      container.childDidAppear(child, animated: false)
      child.didMove(toParent: container)
    }
    container.didTransition(from: previousState, animated: false)
  }
}
