import StateContainer

/// A container whose every `didTransition` asks for the next state, until `length`,
/// each state showing one new child: a chain that must run in constant stack and keep
/// nothing of the states it left.
final class ChainContainer: StateContainer<Int> {
  private let length: Int
  private var isChaining = false

  init(clock: any TransitionClock, length: Int) {
    self.length = length
    super.init(clock: clock)
  }

  /// Makes the container appear in state 0, then runs the whole chain from inside one
  /// request.
  func runChain() {
    beginAppearanceTransition(true, animated: false)
    endAppearanceTransition()
    isChaining = true
    setNeedsStateTransition(to: 1, animated: false)
  }

  override func loadAppearanceState() -> Int { 0 }

  override func children(for state: Int) -> [Component] { [Component()] }

  override func didTransition(from previousState: Int?, animated: Bool) {
    if isChaining, currentState < length {
      setNeedsStateTransition(to: currentState + 1, animated: false)
    }
  }
}
