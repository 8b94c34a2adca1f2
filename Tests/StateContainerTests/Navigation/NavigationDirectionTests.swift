import StateContainer
import Testing

/// The entering and the leaving entry learn the direction, with the
/// entering entry's destination, before their `willAppear` / `willDisappear`.
///
/// Pins <doc:NavigatingBetweenScreens#Which-way-it-slides>.
@Suite(
  "Direction: the entering and leaving entries learn which way a move goes before their willAppear or willDisappear"
)
@MainActor
struct NavigationDirectionTests {
  /// An entry that slides in its `StateTransitioning` animation the way its navigation
  /// transition says.
  @MainActor final class SlidingEntry: Component, StateTransitioning {
    let name: String
    let log: RecordingLog

    init(_ name: String, log: RecordingLog) {
      self.name = name
      self.log = log
    }

    func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(200) }

    func stateTransitionWillBegin(isAppearing: Bool) {
      guard let move = navigationTransition(as: String.self) else { return }
      let edge =
        switch move.direction {
        case .forward: isAppearing ? "from trailing" : "to leading"
        case .back: isAppearing ? "from leading" : "to trailing"
        case .replace: "crossfade"
        case .jump: "fade"
        case .none: "still"
        }
      log.record("\(name) slides \(edge) (\(move.direction), entering \(move.enteringDestination))")
    }
  }

  @Test(
    "forward, back, jump, jump below, jump to an ancestor, replace: both entries learn it, new or returning")
  func everyDirection() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("a", identifier: "A", animated: false)
    navigation.push("a1", animated: false)
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("b", identifier: "B", animated: false)
    _ = stack.log.take()

    navigation.jump(to: "A", animated: false)  // a sibling branch: jump
    navigation.jump(to: navigation.currentNode.children[0], animated: false)  // below the shown node: forward
    navigation.jump(to: navigation.rootNode, animated: false)  // an ancestor: back
    navigation.replaceCurrent(with: "root2", animated: false)  // made anew: replace

    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [jump to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [jump to a]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / b, animated: false)",
        "@0ms N.willTransition(to: root / a / a1, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false) [forward to a1]",
        "@0ms a1.willMove(toParent: N)",
        "@0ms N.childWillAppear(a1, animated: false)",
        "@0ms a1.willAppear(animated: false) [forward to a1]",
        "@0ms a.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms a1.didAppear(animated: false)",
        "@0ms N.childDidAppear(a1, animated: false)",
        "@0ms a1.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a, animated: false)",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms a1.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a1, animated: false)",
        "@0ms a1.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms a1.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a1, animated: false)",
        "@0ms a1.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / a1, animated: false)",
        "@0ms make(root2)",
        "@0ms N.willTransition(to: root2#1, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: false)",
        "@0ms root.willDisappear(animated: false) [replace to root2]",
        "@0ms root2.willMove(toParent: N)",
        "@0ms N.childWillAppear(root2, animated: false)",
        "@0ms root2.willAppear(animated: false) [replace to root2]",
        "@0ms root.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(root, animated: false)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms root2.didAppear(animated: false)",
        "@0ms N.childDidAppear(root2, animated: false)",
        "@0ms root2.didMove(toParent: N)",
        "@0ms N.didTransition(from: (replaced), animated: false)",
      ])
  }

  @Test("a node made by the moves since the shown one is forward, even on another branch")
  func madeByTheseMovesIsForward() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("c", animated: false)
    _ = stack.log.take()

    // Shown: c. From its didAppear, pop and push d: d is a sibling of c, but new: forward.
    stack.log.on("c.didAppear(animated: true)") {
      navigation.pop(animated: true)
      navigation.push("d", animated: true)
    }
    navigation.disappearForTest()
    navigation.appearForTest(animated: true)
    stack.clock.run()

    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willDisappear(animated: false)",
        "@0ms N.childWillDisappear(c, animated: false)",
        "@0ms c.willDisappear(animated: false) [none to c]",
        "@0ms N.didDisappear(animated: false)",
        "@0ms c.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(c, animated: false)",
        "@0ms N.willAppear(animated: true)",
        "@0ms N.childWillAppear(c, animated: true)",
        "@0ms c.willAppear(animated: true) [none to c]",
        "@0ms N.didAppear(animated: true)",
        "@0ms c.didAppear(animated: true)",
        "@0ms make(d)",
        "@0ms N.childDidAppear(c, animated: true)",
        "@0ms N.willTransition(to: root / d, animated: true)",
        "@0ms c.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(c, animated: true)",
        "@0ms c.willDisappear(animated: true) [forward to d]",
        "@0ms d.willMove(toParent: N)",
        "@0ms N.childWillAppear(d, animated: true)",
        "@0ms d.willAppear(animated: true) [forward to d]",
        "@350ms c.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(c, animated: true)",
        "@350ms c.didMove(toParent: nil)",
        "@350ms d.didAppear(animated: true)",
        "@350ms N.childDidAppear(d, animated: true)",
        "@350ms d.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / c, animated: true)",
      ])
  }

  @Test("StateTransitioning animations read the direction and slide the right way")
  func slides() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let navigation = NavigationContainer<String>(root: "list", clock: clock) { destination in
      SlidingEntry(destination, log: log)
    }
    navigation.appearForTest(animated: true)
    clock.run()
    navigation.push("detail", animated: true)
    clock.run()
    navigation.pop(animated: true)
    clock.run()
    navigation.replaceCurrent(with: "list, sorted", animated: true)
    clock.run()

    expectWholeLog(
      log.take(),
      [
        "@0ms list slides to leading (forward, entering detail)",
        "@0ms detail slides from trailing (forward, entering detail)",
        "@200ms detail slides to trailing (back, entering list)",
        "@200ms list slides from leading (back, entering list)",
        "@400ms list slides crossfade (replace, entering list, sorted)",
        "@400ms list, sorted slides crossfade (replace, entering list, sorted)",
      ])
  }
}
