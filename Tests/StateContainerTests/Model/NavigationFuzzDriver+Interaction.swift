import StateContainer

/// Interactive pops on the real container of a random navigation sequence: a swipe back
/// begun, moved, finished or cancelled, from the app or from a hook.
extension NavigationFuzzDriver {
  /// Carries out `move` when it is an interactive one; returns whether it was.
  func performGesture(_ move: NavigationFuzzMove) -> Bool {
    switch move {
    case .interactivePop(let identifier):
      // The slot first: a move a hook of the beginning makes comes after it.
      let slot = moves.count
      moves.append(nil)
      let handle = identifier.map { container.beginInteractivePop(to: $0) } ?? container.beginInteractivePop()
      gestures.append(handle)
      moves[slot] = handle.request
    case .gestureUpdate(let tenths): gestures.last?.update(progress: Double(tenths) / 10)
    case .gestureFinish(let velocity): gestures.last?.finish(velocity: Double(velocity))
    case .gestureCancel(let velocity): gestures.last?.cancel(velocity: Double(velocity))
    default: return false
    }
    return true
  }

  /// A handle's phase as the model writes it: `interacting`, `notBegun(held)`.
  static func describe(_ handle: InteractiveTransition) -> String { "\(handle.phase)" }
}
