import StateContainer
import Testing

/// The moves of a navigation container, and the one transition that
/// follows them.
///
/// Pins <doc:NavigatingBetweenScreens#A-stack-of-screens>.
@Suite("Moves edit the tree at once; one transition follows them")
@MainActor
struct NavigationMoveTests {
  typealias Stack = AppearedNavigation

  @Test("the root's entry appears with the container; push makes a node with the factory inside the move")
  func appearThenPush() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let navigation = RecordingNavigation(log: log, clock: clock)
    navigation.appearForTest()
    let push = navigation.push("a", animated: true)
    let made = navigation.currentNode
    #expect(push.reported == "waiting")
    clock.run()

    #expect(push.reported == "completed")
    #expect(made.destination == "a" && made.parent === navigation.rootNode)
    #expect(navigation.canPop)
    expectWholeLog(
      log.take(),
      [
        "@0ms make(root)",
        "@0ms N.willAppear(animated: false)",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [none to root]",
        "@0ms N.didAppear(animated: false)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: nil, animated: false)",
        "@0ms make(a)",
        "@0ms N.willTransition(to: root / a, animated: true)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: true)",
        "@0ms root.willDisappear(animated: true) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true) [forward to a]",
        "@350ms root.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(root, animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms a.didAppear(animated: true)",
        "@350ms N.childDidAppear(a, animated: true)",
        "@350ms a.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: true)",
      ])
  }

  @Test("pop shows the parent and releases the popped node; popToRoot and pop(to:) by identifier")
  func popsAndPopTo() {
    let stack = Stack()
    stack.navigation.push("a", identifier: "A", animated: false)
    stack.navigation.push("b", animated: false)
    stack.navigation.push("c", animated: false)
    _ = stack.log.take()

    let pop = stack.navigation.pop(animated: false)
    let popToA = stack.navigation.pop(to: "A", animated: false)
    #expect(stack.navigation.pathNames == ["root", "a"])
    let popToRoot = stack.navigation.popToRoot(animated: false)

    #expect([pop.reported, popToA.reported, popToRoot.reported] == ["completed", "completed", "completed"])
    #expect(stack.navigation.pathNames == ["root"] && !stack.navigation.canPop)
    #expect(stack.navigation.rootNode.children.isEmpty)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root / a / b, animated: false)",
        "@0ms c.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(c, animated: false)",
        "@0ms c.willDisappear(animated: false) [back to b]",
        "@0ms b.willMove(toParent: N)",
        "@0ms N.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false) [back to b]",
        "@0ms c.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(c, animated: false)",
        "@0ms c.didMove(toParent: nil)",
        "@0ms b.didAppear(animated: false)",
        "@0ms N.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b / c, animated: false)",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [back to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [back to a]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b, animated: false)",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms a.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a, animated: false)",
      ])
  }

  @Test("jump shows any node and keeps every branch; replaceCurrent makes the entry anew")
  func jumpAndReplace() {
    let stack = Stack()
    stack.navigation.push("b", identifier: "B", animated: false)
    stack.navigation.push("b1", animated: false)
    stack.navigation.jump(to: stack.navigation.rootNode, animated: false)
    stack.navigation.push("c", identifier: "C", animated: false)
    _ = stack.log.take()

    let jump = stack.navigation.jump(to: "B", animated: false)
    let replace = stack.navigation.replaceCurrent(with: "b2", animated: false)

    #expect([jump.reported, replace.reported] == ["completed", "completed"])
    #expect(stack.navigation.currentNode.generation == 1)
    #expect(stack.navigation.node(identifiedBy: "B") === stack.navigation.currentNode)
    #expect(stack.navigation.currentNode.children.map(\.destination) == ["b1"])
    #expect(stack.navigation.rootNode.children.map(\.destination) == ["b2", "c"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root / b, animated: false)",
        "@0ms c.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(c, animated: false)",
        "@0ms c.willDisappear(animated: false) [jump to b]",
        "@0ms b.willMove(toParent: N)",
        "@0ms N.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false) [jump to b]",
        "@0ms c.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(c, animated: false)",
        "@0ms c.didMove(toParent: nil)",
        "@0ms b.didAppear(animated: false)",
        "@0ms N.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / c, animated: false)",
        "@0ms make(b2)",
        "@0ms N.willTransition(to: root / b2#1, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [replace to b2]",
        "@0ms b2.willMove(toParent: N)",
        "@0ms N.childWillAppear(b2, animated: false)",
        "@0ms b2.willAppear(animated: false) [replace to b2]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms b2.didAppear(animated: false)",
        "@0ms N.childDidAppear(b2, animated: false)",
        "@0ms b2.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / (replaced), animated: false)",
      ])
  }

  @Test(
    "moves made mid-animation edit the tree at once; the screen follows with one transition, animated as the last move asked"
  )
  func coalesced() {
    let stack = Stack()
    let push = stack.navigation.push("a", animated: true)
    stack.clock.advance(by: .milliseconds(100))
    let b = stack.navigation.push("b", animated: true)
    let c = stack.navigation.push("c", animated: true)
    let pop = stack.navigation.pop(animated: true)
    #expect(stack.navigation.pathNames == ["root", "a", "b"])
    let d = stack.navigation.push("d", animated: false)
    stack.clock.run()

    #expect(stack.navigation.pathNames == ["root", "a", "b", "d"])
    #expect(
      [push, b, c, pop, d].map(\.reported) == [
        "completed", "completed", "superseded", "completed", "completed",
      ])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a)",
        "@0ms N.willTransition(to: root / a, animated: true)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: true)",
        "@0ms root.willDisappear(animated: true) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true) [forward to a]",
        "@100ms make(b)",
        "@100ms make(c)",
        "@100ms make(d)",
        "@350ms root.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(root, animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms a.didAppear(animated: true)",
        "@350ms N.childDidAppear(a, animated: true)",
        "@350ms a.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: true)",
        "@350ms N.willTransition(to: root / a / b / d, animated: false)",
        "@350ms a.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(a, animated: false)",
        "@350ms a.willDisappear(animated: false) [forward to d]",
        "@350ms d.willMove(toParent: N)",
        "@350ms N.childWillAppear(d, animated: false)",
        "@350ms d.willAppear(animated: false) [forward to d]",
        "@350ms a.didDisappear(animated: false)",
        "@350ms N.childDidDisappear(a, animated: false)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms d.didAppear(animated: false)",
        "@350ms N.childDidAppear(d, animated: false)",
        "@350ms d.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / a, animated: false)",
      ])
  }

  @Test("a move from inside an entry's hook waits for the hooks to return, then runs")
  func fromInsideHooks() {
    let stack = Stack()
    stack.log.on("a.didAppear(animated: false)") { stack.navigation.push("b", animated: false) }
    stack.log.on("a.willMove(toParent: N)") { stack.navigation.pop(animated: false) }
    stack.navigation.push("a", animated: false)

    #expect(stack.log.allReactionsRan)
    #expect(stack.navigation.pathNames == ["root", "b"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a)",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: false)",
        "@0ms root.willDisappear(animated: false) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [forward to a]",
        "@0ms root.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(root, animated: false)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms make(b)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
        "@0ms N.willTransition(to: root / b, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: false)",
        "@0ms a.willDisappear(animated: false) [forward to b]",
        "@0ms b.willMove(toParent: N)",
        "@0ms N.childWillAppear(b, animated: false)",
        "@0ms b.willAppear(animated: false) [forward to b]",
        "@0ms a.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(a, animated: false)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms b.didAppear(animated: false)",
        "@0ms N.childDidAppear(b, animated: false)",
        "@0ms b.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a, animated: false)",
      ])
  }

  @Test("a pop then a push of an equal destination is a real change and makes a transition")
  func equalDestinationIsANewPlace() {
    let stack = Stack()
    stack.navigation.push("a", animated: false)
    _ = stack.log.take()
    stack.navigation.push("x", animated: true)
    stack.navigation.pop(animated: true)
    stack.navigation.push("x", animated: true)
    stack.clock.run()
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(x)",
        "@0ms N.willTransition(to: root / a / x, animated: true)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: true)",
        "@0ms a.willDisappear(animated: true) [forward to x]",
        "@0ms x.willMove(toParent: N)",
        "@0ms N.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true) [forward to x]",
        "@0ms make(x)",
        "@350ms a.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(a, animated: true)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms x.didAppear(animated: true)",
        "@350ms N.childDidAppear(x, animated: true)",
        "@350ms x.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / a, animated: true)",
        "@350ms N.willTransition(to: root / a / x, animated: true)",
        "@350ms x.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(x, animated: true)",
        "@350ms x.willDisappear(animated: true) [forward to x]",
        "@350ms x.willMove(toParent: N)",
        "@350ms N.childWillAppear(x, animated: true)",
        "@350ms x.willAppear(animated: true) [forward to x]",
        "@700ms x.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(x, animated: true)",
        "@700ms x.didMove(toParent: nil)",
        "@700ms x.didAppear(animated: true)",
        "@700ms N.childDidAppear(x, animated: true)",
        "@700ms x.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / a / x, animated: true)",
      ])
  }

  @Test("while the container is off screen, moves apply at once without appearance hooks")
  func offScreen() {
    let stack = Stack()
    stack.navigation.disappearForTest()
    _ = stack.log.take()
    stack.navigation.push("a", animated: true)
    stack.navigation.push("b", animated: true)
    stack.navigation.pop(animated: true)
    stack.navigation.appearForTest()
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a)",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms a.willMove(toParent: N)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
        "@0ms make(b)",
        "@0ms N.willTransition(to: root / a / b, animated: false)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms a.didMove(toParent: nil)",
        "@0ms b.willMove(toParent: N)",
        "@0ms b.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a, animated: false)",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.willMove(toParent: N)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b, animated: false)",
        "@0ms N.willAppear(animated: false)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [none to a]",
        "@0ms N.didAppear(animated: false)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
      ])
  }

  @Test(
    "a transition carrying moves is not dropped by the disappearance: it runs off screen right after didDisappear"
  )
  func pendingMovesSurviveDisappearance() {
    let stack = Stack()
    stack.navigation.push("a", animated: true)
    stack.clock.advance(by: .milliseconds(100))
    let b = stack.navigation.push("b", animated: true)
    stack.navigation.beginAppearanceTransition(false, animated: false)
    #expect(b.reported == "waiting")
    stack.navigation.endAppearanceTransition()

    #expect(b.reported == "completed")
    #expect(stack.navigation.children.map(recordingName) == ["b"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a)",
        "@0ms N.willTransition(to: root / a, animated: true)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: true)",
        "@0ms root.willDisappear(animated: true) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true) [forward to a]",
        "@100ms make(b)",
        "@100ms root.didDisappear(animated: true)",
        "@100ms N.childDidDisappear(root, animated: true)",
        "@100ms root.didMove(toParent: nil)",
        "@100ms a.didAppear(animated: true)",
        "@100ms N.childDidAppear(a, animated: true)",
        "@100ms a.didMove(toParent: N)",
        "@100ms N.didTransition(from: root, animated: true)",
        "@100ms N.willDisappear(animated: false)",
        "@100ms N.childWillDisappear(a, animated: false)",
        "@100ms a.willDisappear(animated: false) [none to a]",
        "@100ms N.didDisappear(animated: false)",
        "@100ms a.didDisappear(animated: false)",
        "@100ms N.childDidDisappear(a, animated: false)",
        "@100ms N.willTransition(to: root / a / b, animated: false)",
        "@100ms a.willMove(toParent: nil)",
        "@100ms a.didMove(toParent: nil)",
        "@100ms b.willMove(toParent: N)",
        "@100ms b.didMove(toParent: N)",
        "@100ms N.didTransition(from: root / a, animated: false)",
      ])
  }

  @Test("push with the identifier of an existing node reuses its component: push by reference")
  func pushByReference() {
    let stack = Stack()
    stack.navigation.push("a", identifier: "A", animated: false)
    stack.navigation.jump(to: stack.navigation.rootNode, animated: false)
    stack.navigation.push("b", animated: false)
    let entryOfA = stack.navigation.node(identifiedBy: "A")?.component
    _ = stack.log.take()

    stack.navigation.push("a again", identifier: "A", animated: false)

    #expect(stack.navigation.currentNode.component === entryOfA)
    #expect(stack.navigation.pathNames == ["root", "b", "a again"])
    #expect(stack.navigation.rootNode.children.map(\.destination) == ["b"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root / b / a again, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [forward to a again]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [forward to a again]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / b, animated: false)",
      ])
  }
}
