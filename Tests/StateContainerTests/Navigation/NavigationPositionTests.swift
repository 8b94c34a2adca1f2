import StateContainer
import Testing

/// A position names the nodes of a path in their generations, as they
/// were when it was taken; a move that gives a node with nodes below it a new generation,
/// or moves it elsewhere, makes the positions below it new places.
///
/// Pins <doc:NavigatingBetweenScreens#A-stack-of-screens>.
@Suite("Positions name a path's nodes in the generations they had when taken")
@MainActor
struct NavigationPositionTests {
  /// Tabs `a` (with `a1` below it) and `b` under the root; the container shows `a1`.
  @MainActor struct Tabs {
    let stack = AppearedNavigation()
    let a1: NavigationNode<String>

    init() {
      let navigation = stack.navigation
      navigation.push("a", identifier: "a", animated: false)
      navigation.push("a1", animated: false)
      a1 = navigation.currentNode
      navigation.jump(to: navigation.rootNode, animated: false)
      navigation.push("b", identifier: "b", animated: false)
      navigation.jump(to: a1, animated: false)
      _ = stack.log.take()
    }
  }

  @Test("replacing a node with nodes below it makes their positions new places; the old ones stop at it")
  func replacingAnAncestor() {
    let tabs = Tabs()
    let navigation = tabs.stack.navigation
    let before = navigation.currentState
    #expect(before == navigation.currentState && before.isLive && before.depth == 3)

    navigation.jump(to: "a", animated: false)
    navigation.replaceCurrent(with: "A", animated: false)
    navigation.jump(to: tabs.a1, animated: false)

    let after = navigation.currentState
    #expect(after != before && after.isLive && after.depth == 3)
    #expect(!before.isLive && before.currentNode === tabs.a1 && after.currentNode === tabs.a1)
    #expect(before.nodes.map(\.destination) == ["root"])
    #expect(after.nodes.map(\.destination) == ["root", "A", "a1"])
    #expect("\(before)" == "root / (replaced) / a1" && "\(after)" == "root / A#1 / a1")
    expectWholeLog(
      tabs.stack.log.take(),
      [
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms a1.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a1, animated: false)",
        "@0ms a1.willDisappear(animated: false) [back to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [back to a]",
        "@0ms a1.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a1, animated: false)",
        "@0ms a1.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / a1, animated: false)",
        "@0ms make(A)",
        "@0ms N.willTransition(to: root / A#1, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false) [replace to A]",
        "@0ms A.willMove(toParent: N)",
        "@0ms N.childWillAppear(A, animated: false)",
        "@0ms A.willAppear(animated: false) [replace to A]",
        "@0ms a.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms A.didAppear(animated: false)",
        "@0ms N.childDidAppear(A, animated: false)",
        "@0ms A.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / (replaced), animated: false)",
        "@0ms N.willTransition(to: root / A#1 / a1, animated: false)",
        "@0ms A.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(A, animated: false)",
        "@0ms A.willDisappear(animated: false) [forward to a1]",
        "@0ms a1.willMove(toParent: N)",
        "@0ms N.childWillAppear(a1, animated: false)",
        "@0ms a1.willAppear(animated: false) [forward to a1]",
        "@0ms A.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(A, animated: false)",
        "@0ms A.didMove(toParent: nil)",
        "@0ms a1.didAppear(animated: false)",
        "@0ms N.childDidAppear(a1, animated: false)",
        "@0ms a1.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / A#1, animated: false)",
      ])
  }

  @Test(
    "a push by reference moves a subtree: the positions below it name the new path, and moves find it there")
  func movingASubtree() {
    let tabs = Tabs()
    let navigation = tabs.stack.navigation
    let before = navigation.currentState

    navigation.jump(to: "b", animated: false)
    navigation.push("moved", identifier: "a", animated: false)
    navigation.jump(to: tabs.a1, animated: true)
    tabs.stack.clock.run()
    let after = navigation.currentState
    navigation.jump(to: "b", animated: true)
    tabs.stack.clock.run()

    #expect(after != before && after.depth == 4 && after.isLive && after.currentNode === tabs.a1)
    #expect("\(after)" == "root / b / moved / a1" && "\(before)" == "root / moved / a1")
    #expect(
      navigation.currentState.depth == 2 && navigation.currentNode.children.map(\.destination) == ["moved"])
    expectWholeLog(
      tabs.stack.log.take(),
      [
        "@0ms N.willTransition(to: root / b, animated: false)",
        "@0ms a1.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a1, animated: false)",
        "@0ms a1.willDisappear(animated: false) [jump to b]",
        "@0ms b.willMove(toParent: N)",
        "@0ms N.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false) [jump to b]",
        "@0ms a1.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a1, animated: false)",
        "@0ms a1.didMove(toParent: nil)",
        "@0ms b.didAppear(animated: false)",
        "@0ms N.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / a1, animated: false)",
        "@0ms N.willTransition(to: root / b / moved, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [forward to moved]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [forward to moved]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / b, animated: false)",
        "@0ms N.willTransition(to: root / b / moved / a1, animated: true)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: true)",
        "@0ms a.willDisappear(animated: true) [forward to a1]",
        "@0ms a1.willMove(toParent: N)",
        "@0ms N.childWillAppear(a1, animated: true)",
        "@0ms a1.willAppear(animated: true) [forward to a1]",
        "@350ms a.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(a, animated: true)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms a1.didAppear(animated: true)",
        "@350ms N.childDidAppear(a1, animated: true)",
        "@350ms a1.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / b / moved, animated: true)",
        "@350ms N.willTransition(to: root / b, animated: true)",
        "@350ms a1.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(a1, animated: true)",
        "@350ms a1.willDisappear(animated: true) [back to b]",
        "@350ms b.willMove(toParent: N)",
        "@350ms N.childWillAppear(b, animated: true)",
        "@350ms b.willAppear(animated: true) [back to b]",
        "@700ms a1.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(a1, animated: true)",
        "@700ms a1.didMove(toParent: nil)",
        "@700ms b.didAppear(animated: true)",
        "@700ms N.childDidAppear(b, animated: true)",
        "@700ms b.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / b / moved / a1, animated: true)",
      ])
  }

  @Test(
    "a node that a guard's own pop released, then the push by reference it was asked about brought back: in the tree again, the positions through it are live"
  )
  func throughANodeBroughtBack() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("a", identifier: "a", animated: false)
    let a = navigation.currentNode
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("b", animated: false)
    var popsOnce = true
    navigation.decide = { [unowned navigation] _ in
      if popsOnce {
        popsOnce = false
        navigation.popToRoot(animated: false)
      }
      return .allow
    }
    _ = stack.log.take()

    navigation.push("a again", identifier: "a", animated: false)
    navigation.push("c", animated: false)

    #expect(!a.isReleased && navigation.currentNode.parent === a && !navigation.currentNode.isReleased)
    #expect(navigation.currentState.isLive && navigation.currentState.nodes.count == 3)
    #expect(navigation.node(identifiedBy: "a") === a)
    #expect("\(navigation.currentState)" == "root / a again / c")
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root / b, to: root, animated: false) -> allow",
        "@0ms N guard navigation(from: root / b, to: root / b / a, animated: false) -> allow",
        "@0ms N guard navigation(from: root, to: root / a, animated: false) -> allow",
        "@0ms N.willTransition(to: root / a again, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [jump to a again]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [jump to a again]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / b, animated: false)",
        "@0ms N guard navigation(from: root / a again, to: root / a again / c (new), animated: false) -> allow",
        "@0ms make(c)",
        "@0ms N.willTransition(to: root / a again / c, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false) [forward to c]",
        "@0ms c.willMove(toParent: N)",
        "@0ms N.childWillAppear(c, animated: false)",
        "@0ms c.willAppear(animated: false) [forward to c]",
        "@0ms a.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms c.didAppear(animated: false)",
        "@0ms N.childDidAppear(c, animated: false)",
        "@0ms c.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a again, animated: false)",
      ])
  }
}
