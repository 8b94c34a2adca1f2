extension StateContainer {
  /// Checks the container's internal consistency; compiled only with
  /// `STATECONTAINER_INTERNAL_CHECKS` (set it in the environment when building, as CI does
  /// for its test run), so that the random sequences of the model-based tests check the
  /// books after every public operation. A violation stops the program with the reason.
  ///
  /// - Complexity: O(n) in the number of children.
  @inlinable @inline(__always)
  final func checkInvariants() {
    #if STATECONTAINER_INTERNAL_CHECKS
      checkInvariantsNow()
    #endif
  }

  #if STATECONTAINER_INTERNAL_CHECKS
    @usableFromInline final func checkInvariantsNow() {
      // No walk up the tree can loop: the walks assert it on every step.
      for _ in upstreamChain(includingSelf: true) {}
      for _ in UpstreamWalk(from: self, along: .parent) {}
      let isRunning = HookSections.running.contains { $0 === self }
      precondition(
        machine.isRunningHooks == isRunning, "Internal inconsistency: hook depth vs the section stack")
      // Inside its own hook sequence a container is mid-operation; check between operations.
      guard !machine.isRunningHooks else { return }
      checkPresentationInvariants()
      precondition(
        !machine.isTransitioning || machine.state != nil,
        "Internal inconsistency: transitioning with no state")
      if let animation = machine.animation {
        let pending = animation.steps.filter { !$0.isDone && $0.kind != .alongside }.count
        precondition(
          pending == animation.childrenToComplete,
          "Internal inconsistency: \(animation.childrenToComplete) children to complete, \(pending) steps left"
        )
        return
      }
      // An interactive transition that follows its gesture has no timed steps yet: the
      // children it removes wait in `detaching` until it is let go.
      if let gesture = interaction {
        precondition(machine.isTransitioning, "Internal inconsistency: a gesture with no transition")
        let removed = gesture.moved.filter { !$0.isAppearing }.map(\.child)
        precondition(
          detaching.count == removed.count && zip(detaching, removed).allSatisfy { $0 === $1 },
          "Internal inconsistency: detaching children other than the gesture's removed ones")
        return
      }
      // At rest: the books agree with the children.
      precondition(detaching.isEmpty, "Internal inconsistency: detaching children at rest")
      precondition(
        spareAdded.isEmpty && spareRemoved.isEmpty, "Internal inconsistency: spare arrays hold children")
      for child in attached {
        precondition(child.parent === self, "Internal inconsistency: a child whose parent is elsewhere")
        switch (appearance, child.appearance) {
        case (.appeared, .appeared), (.disappeared, .disappeared), (.appearing, .appearing),
          (.disappearing, .disappearing):
          break
        default:
          preconditionFailure(
            "Internal inconsistency: child \(child.appearance) in a container \(appearance)")
        }
      }
    }
  #endif
}
