import StateContainer

/// A container with two or more fixed states (0, 1, ...), whose children are given up
/// front, and whose hooks count that they ran.
final class BenchmarkContainer: StateContainer<Int> {
  private let childrenByState: [[Component]]

  /// How many hooks of this container have run, `children(for:)` included.
  var hookCalls = 0

  /// Creates a container showing `childrenByState[state]` in each state.
  init(clock: any TransitionClock, childrenByState: [[Component]]) {
    self.childrenByState = childrenByState
    super.init(clock: clock)
  }

  /// Makes the container appear, in state 0, without animation.
  func appear() {
    beginAppearanceTransition(true, animated: false)
    endAppearanceTransition()
  }

  override func loadAppearanceState() -> Int { 0 }

  @inline(never) override func children(for state: Int) -> [Component] {
    hookCalls &+= 1
    return childrenByState[state]
  }

  @inline(never) override func willTransition(to nextState: Int, animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func didTransition(from previousState: Int?, animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func childWillAppear(_ child: Component, animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func childDidAppear(_ child: Component, animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func childWillDisappear(_ child: Component, animated: Bool) { hookCalls &+= 1 }
  @inline(never) override func childDidDisappear(_ child: Component, animated: Bool) { hookCalls &+= 1 }
}

/// Two states of `count` children each, half of them shared: state 0 shows kept and
/// outgoing children in turn, state 1 the same kept children with new ones between them.
/// Going from one state to the other removes half the children and adds as many.
@MainActor
func halfReplacedStates(count: Int) -> [[Component]] {
  precondition(count >= 2 && count.isMultiple(of: 2), "Internal inconsistency: count must be even")
  var first: [Component] = []
  var second: [Component] = []
  first.reserveCapacity(count)
  second.reserveCapacity(count)
  for _ in 0..<count / 2 {
    let kept = CountingComponent()
    first.append(kept)
    first.append(CountingComponent())
    second.append(kept)
    second.append(CountingComponent())
  }
  return [first, second]
}

/// The total of every hook call counted on a container and the given children.
@MainActor
func hookCalls(_ container: BenchmarkContainer, _ children: [[Component]]) -> Int {
  var seen = Set<ObjectIdentifier>()
  var total = container.hookCalls
  for child in children.joined() where seen.insert(ObjectIdentifier(child)).inserted {
    total += (child as? CountingComponent)?.hookCalls ?? 0
  }
  return total
}
