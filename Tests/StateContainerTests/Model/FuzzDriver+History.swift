import StateContainer

extension FuzzDriver {
  /// A guard's refusal or hold, as a typed state observer saw it.
  func observedDecision(_ event: StateTransitionEvent<Int>, of id: Int) {
  }
}
