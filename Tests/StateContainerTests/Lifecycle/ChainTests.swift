import StateContainer
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A chain of any length, each `didTransition` asking for the next
/// state, runs in constant stack depth.
///
/// Each chain runs 100,000 transitions on the thread that runs the main actor, whose stack
/// is 8 MiB by default (measured on Linux under `swift test`): a nested implementation,
/// with several frames per link, would overflow it long before the end. Whatever the
/// stack size, the test also measures the stack: every `didTransition` of the chain must
/// sit within 64 KiB of the others.
///
/// Pins <doc:TheLifecycle#Requests-that-arrive-while-busy>.
@Suite("Chains of transitions run in constant stack depth")
@MainActor
struct ChainTests {
  static let length = 100_000
  /// How far the stack may move between links: a nested implementation moves it by
  /// hundreds of bytes per link, so 100,000 links by tens of MiB.
  static let stackSlack = 64 * 1024

  @Test(
    "100,000 transitions chained from didTransition",
    arguments: [ChainMode.onScreenImmediate, .onScreenAnimated, .offScreen])
  func chain(mode: ChainMode) {
    let clock = SimulatedClock()
    let container = ChainingContainer(clock: clock, length: Self.length, animated: mode == .onScreenAnimated)
    if mode == .offScreen {
      container.setNeedsStateTransition(to: 0, animated: false)
    } else {
      container.appearForTest()
    }

    container.setNeedsStateTransition(to: 1, animated: mode == .onScreenAnimated)
    clock.run()

    #expect(container.currentState == Self.length)
    #expect(container.transitionsSeen == Self.length)
    #expect(container.outOfOrder == 0)
    let lastChild = Self.length.isMultiple(of: 2) ? container.even : container.odd
    #expect(container.children.count == 1 && container.children.first === lastChild)
    #expect(container.isTransitioning == false)
    // The address sanitizer's fake stacks put frames on the heap: the stack cannot be
    // measured there, and the chain's completion above is what still shows.
    if !isAddressSanitized {
      #expect(container.deepestStack - container.shallowestStack < Self.stackSlack)
    }
    #expect(clock.scheduledCount == 0)
  }

  enum ChainMode: String, Sendable, CustomTestStringConvertible {
    case onScreenImmediate, onScreenAnimated, offScreen
    var testDescription: String { rawValue }
  }
}

/// Counts from its current state to `length`, one transition at a time, each requested from
/// `didTransition` of the one before; every state swaps its single child.
@MainActor
private final class ChainingContainer: StateContainer<Int> {
  let length: Int
  let animated: Bool
  let even = Component()
  let odd = Component()
  private(set) var transitionsSeen = 0
  private(set) var outOfOrder = 0
  private(set) var shallowestStack = UInt.max
  private(set) var deepestStack = UInt.min

  init(clock: SimulatedClock, length: Int, animated: Bool) {
    self.length = length
    self.animated = animated
    super.init(clock: clock)
  }

  override func loadAppearanceState() -> Int { 0 }

  override func children(for state: Int) -> [Component] { [state.isMultiple(of: 2) ? even : odd] }

  override func didTransition(from previousState: Int?, animated: Bool) {
    let address = stackAddress()
    shallowestStack = min(shallowestStack, address)
    deepestStack = max(deepestStack, address)
    guard let previousState else { return }
    transitionsSeen += 1
    if previousState != currentState - 1 || animated != self.animated { outOfOrder += 1 }
    if currentState < length {
      setNeedsStateTransition(to: currentState + 1, animated: self.animated)
    }
  }
}

/// The address of a local variable of this frame: where the stack is now.
@inline(never)
private func stackAddress() -> UInt {
  var marker: UInt8 = 0
  return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}
