import StateContainer
import Testing

/// A request that waits for another container's hooks to return is kept when its own
/// container leaves the screen meanwhile, and then applied off screen (TheLifecycle,
/// "Requests that arrive while busy" and "Off screen").
///
/// Pins <doc:TheLifecycle#Requests-that-arrive-while-busy>.
@Suite("A request waiting for another container's hooks survives its container's disappearance")
@MainActor
struct WaitingRequestTests {
  private typealias Box = TableContainer

  private final class HookLeaf: Component {
    var onWillMove: ((Component?) -> Void)?
    override func willMove(toParent parent: Component?) { onWillMove?(parent) }
  }

  @Test("A request that waits for another container's hooks survives its container's disappearance")
  func waitingRequestSurvivesDisappearance() {
    let clock = SimulatedClock()
    let leaf = Component()
    let x = Box(0, clock: clock) { $0 == 0 ? [] : [leaf] }
    let a = HookLeaf()
    let outer = Box(0, clock: clock) { $0 == 0 ? [a, x] : [] }
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    let recorder = LifecycleRecorder(names: [outer: "outer", x: "x", a: "a", leaf: "leaf"])
    recorder.attach(to: outer)
    recorder.attach(to: x)
    a.onWillMove = { if $0 == nil { x.setNeedsStateTransition(to: 1, animated: false) } }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      outer.setNeedsStateTransition(to: 1, animated: false)
    }

    #expect(diagnostics == [])
    #expect(
      recorder.transcript == [
        "@0ms outer.willTransition(to: 1, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms outer.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms outer.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false)",
        "@0ms a.didDisappear(animated: false)",
        "@0ms outer.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms x.didDisappear(animated: false)",
        "@0ms outer.childDidDisappear(x, animated: false)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms outer.didTransition(from: 0, animated: false)",
        // The outer hooks have returned: x, now off screen, takes up its request.
        "@0ms x.willTransition(to: 1, animated: false)",
        "@0ms leaf.willMove(toParent: x)",
        "@0ms leaf.didMove(toParent: x)",
        "@0ms x.didTransition(from: 0, animated: false)",
      ])
    #expect(x.currentState == 1)
    #expect(x.children.map(ObjectIdentifier.init) == [ObjectIdentifier(leaf)])
    a.onWillMove = nil
  }
}
