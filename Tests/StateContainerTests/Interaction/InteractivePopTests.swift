import StateContainer
import Testing

/// The swipe back of a navigation stack: an interactive pop, finished or cancelled
/// (AnimatingTransitions, "Interactive transitions").
///
/// `N` has appeared at `root` with history on, then pushed `a` and `b` without animation;
/// each entry takes 350 ms.
@Suite("Interactive pops of a navigation stack")
@MainActor
struct InteractivePopTests {
  let stack: AppearedNavigation

  init() {
    stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    stack.navigation.historyPolicy = .unlimited
    stack.navigation.push("a", animated: false)
    stack.navigation.push("b", animated: false)
    _ = stack.log.take()
  }

  @Test(
    "a cancelled pop leaves the tree, the current node, history and the entries as they were; the next pop works"
  )
  func cancelled() {
    let navigation = stack.navigation
    let b = navigation.currentNode
    let swipe = navigation.beginInteractivePop()
    #expect(navigation.pathNames == ["root", "a"])
    stack.clock.advance(by: .milliseconds(30))
    swipe.update(progress: 0.2)
    swipe.cancel()
    #expect(navigation.pathNames == ["root", "a", "b"])
    #expect(navigation.currentNode === b)
    stack.clock.run()

    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N history pruned([root / a])",
        "@0ms N.willTransition(to: root / a, animated: true)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: true)",
        "@0ms b.willDisappear(animated: true) [back to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true) [back to a]",
        "@30ms N history restoredByCancel([root, root / a])",
        "@30ms N.childWillDisappear(a, animated: true)",
        "@30ms a.willDisappear(animated: true) [forward to b]",
        "@30ms N.childWillAppear(b, animated: true)",
        "@30ms b.willAppear(animated: true) [forward to b]",
        "@100ms a.didDisappear(animated: true)",
        "@100ms N.childDidDisappear(a, animated: true)",
        "@100ms a.didMove(toParent: nil)",
        "@100ms b.didAppear(animated: true)",
        "@100ms N.childDidAppear(b, animated: true)",
        "@100ms b.didMove(toParent: N)",
        "@100ms N.didTransition(from: root / a, animated: true)",
      ])
    #expect(swipe.request.reportedOutcome == .cancelled)
    #expect(b.isReleased == false)
    #expect(navigation.node(identifiedBy: "b") == nil)
    #expect(b.component.tree.upstream === navigation.currentNode.parent?.component)
    #expect(navigation.stateHistory.map(\.description) == ["root", "root / a"])

    let pop = navigation.pop(animated: false)
    #expect(pop.reportedOutcome == .completed)
    #expect(navigation.pathNames == ["root", "a"])
    #expect(b.isReleased)
  }

  @Test("a finished pop is a pop: the node is released and the move completes")
  func finished() {
    let navigation = stack.navigation
    let b = navigation.currentNode
    let swipe = navigation.beginInteractivePop()
    swipe.update(progress: 0.9)
    swipe.finish()
    stack.clock.run()

    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N history pruned([root / a])",
        "@0ms N.willTransition(to: root / a, animated: true)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: true)",
        "@0ms b.willDisappear(animated: true) [back to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true) [back to a]",
        "@35ms b.didDisappear(animated: true)",
        "@35ms N.childDidDisappear(b, animated: true)",
        "@35ms b.didMove(toParent: nil)",
        "@35ms a.didAppear(animated: true)",
        "@35ms N.childDidAppear(a, animated: true)",
        "@35ms a.didMove(toParent: N)",
        "@35ms N.didTransition(from: root / a / b, animated: true)",
      ])
    #expect(swipe.request.reportedOutcome == .completed)
    #expect(b.isReleased)
    #expect(navigation.pathNames == ["root", "a"])
  }

  @Test("a cancelled pop to the root puts back every node it released, a branch included")
  func cancelledPopToRoot() {
    let navigation = stack.navigation
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("c", animated: false)
    navigation.jump(to: navigation.rootNode.children[0].children[0], animated: false)
    _ = stack.log.take()
    let before = navigation.rootNode.children.map(\.destination)

    let swipe = navigation.beginInteractivePop(to: navigation.rootNode)
    #expect(navigation.rootNode.children.isEmpty)
    swipe.update(progress: 0.5)
    swipe.cancel()
    stack.clock.run()

    #expect(navigation.rootNode.children.map(\.destination) == before)
    #expect(navigation.pathNames == ["root", "a", "b"])
    #expect(swipe.phase == .cancelled)
    let again = navigation.pop(to: navigation.rootNode, animated: false)
    #expect(again.reportedOutcome == .completed)
    #expect(navigation.rootNode.children.isEmpty)
  }

  @Test("a pop at the root, or to a node not on the path, does not begin")
  func cannotPop() {
    let navigation = stack.navigation
    navigation.pop(to: navigation.rootNode, animated: false)
    let (atRoot, diagnostics) = LifecycleDiagnostic.capture { navigation.beginInteractivePop() }
    #expect(atRoot.phase == .notBegun(.invalid))
    #expect(diagnostics.map(\.kind) == [.missingNavigationTarget])
    let unknown = LifecycleDiagnostic.capture { navigation.beginInteractivePop(to: "nowhere") }
    #expect(unknown.result.phase == .notBegun(.invalid))
    #expect(unknown.diagnostics.map(\.kind) == [.missingNavigationTarget])
  }
}
