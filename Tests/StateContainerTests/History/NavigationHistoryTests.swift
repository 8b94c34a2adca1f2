import StateContainer
import Testing

/// A navigation container's history. Going back returns to where
/// you were, across a jump; popping goes up the tree; entries naming released nodes go.
///
/// Pins <doc:NavigatingBetweenScreens#History-going-back-where-you-were>.
@Suite("History of a navigation container: back returns to where you were, across jumps")
@MainActor
struct NavigationHistoryTests {
  @Test(
    "each move records the position it leaves; back returns to where you were, across a jump between tabs")
  func backAcrossJump() throws {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    let navigation = stack.navigation
    navigation.push("mail", identifier: "Mail", animated: false)
    navigation.push("message", animated: false)
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("news", identifier: "News", animated: false)
    navigation.jump(to: "Mail", animated: false)
    _ = stack.log.take()
    navigation.historyPolicy = .unlimited

    navigation.jump(to: "News", animated: false)
    navigation.push("story", animated: false)
    let message = navigation.node(identifiedBy: "Mail")?.children.first
    navigation.jump(to: try #require(message), animated: true)
    stack.clock.run()
    #expect(
      navigation.stateHistory.map(\.description) == ["root / mail", "root / news", "root / news / story"])
    _ = stack.log.take()

    let back = navigation.requestGoBack(animated: true)
    stack.clock.run()
    navigation.goBack(2, animated: false)

    #expect(back.reported == "completed")
    #expect(navigation.pathNames == ["root", "mail"])
    #expect(navigation.stateHistory.isEmpty)
    expectWholeLog(
      stack.log.take(),
      [
        "@350ms N history removedByBack([root / news / story])",
        "@350ms N.willTransition(to: root / news / story, animated: true)",
        "@350ms message.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(message, animated: true)",
        "@350ms message.willDisappear(animated: true) [jump to story]",
        "@350ms story.willMove(toParent: N)",
        "@350ms N.childWillAppear(story, animated: true)",
        "@350ms story.willAppear(animated: true) [jump to story]",
        "@700ms message.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(message, animated: true)",
        "@700ms message.didMove(toParent: nil)",
        "@700ms story.didAppear(animated: true)",
        "@700ms N.childDidAppear(story, animated: true)",
        "@700ms story.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / mail / message, animated: true)",
        "@700ms N history removedByBack([root / mail, root / news])",
        "@700ms N.willTransition(to: root / mail, animated: false)",
        "@700ms story.willMove(toParent: nil)",
        "@700ms N.childWillDisappear(story, animated: false)",
        "@700ms story.willDisappear(animated: false) [jump to mail]",
        "@700ms mail.willMove(toParent: N)",
        "@700ms N.childWillAppear(mail, animated: false)",
        "@700ms mail.willAppear(animated: false) [jump to mail]",
        "@700ms story.didDisappear(animated: false)",
        "@700ms N.childDidDisappear(story, animated: false)",
        "@700ms story.didMove(toParent: nil)",
        "@700ms mail.didAppear(animated: false)",
        "@700ms N.childDidAppear(mail, animated: false)",
        "@700ms mail.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / news / story, animated: false)",
      ])
  }

  @Test("entries naming popped or replaced nodes are removed, and observers see them pruned")
  func pruning() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    let navigation = stack.navigation
    navigation.historyPolicy = .unlimited
    navigation.push("a", animated: false)
    navigation.push("b", animated: false)
    navigation.push("c", animated: false)
    navigation.replaceCurrent(with: "c2", animated: false)
    navigation.popToRoot(animated: false)
    navigation.push("d", animated: false)
    stack.clock.run()

    // popToRoot leaves `root`, the entry equal to where it leads, which is dropped: push d
    // records `root` once, and a back goes to it.
    #expect(navigation.stateHistory.map(\.description) == ["root"])
    let back = navigation.requestGoBack(animated: false)
    #expect(back.reported == "completed")
    #expect(navigation.pathNames == ["root"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a)",
        "@0ms N history recorded(root)",
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
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
        "@0ms make(b)",
        "@0ms N history recorded(root / a)",
        "@0ms N.willTransition(to: root / a / b, animated: false)",
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
        "@0ms make(c)",
        "@0ms N history recorded(root / a / b)",
        "@0ms N.willTransition(to: root / a / b / c, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [forward to c]",
        "@0ms c.willMove(toParent: N)",
        "@0ms N.childWillAppear(c, animated: false)",
        "@0ms c.willAppear(animated: false) [forward to c]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms c.didAppear(animated: false)",
        "@0ms N.childDidAppear(c, animated: false)",
        "@0ms c.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b, animated: false)",
        "@0ms make(c2)",
        "@0ms N.willTransition(to: root / a / b / c2#1, animated: false)",
        "@0ms c.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(c, animated: false)",
        "@0ms c.willDisappear(animated: false) [replace to c2]",
        "@0ms c2.willMove(toParent: N)",
        "@0ms N.childWillAppear(c2, animated: false)",
        "@0ms c2.willAppear(animated: false) [replace to c2]",
        "@0ms c.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(c, animated: false)",
        "@0ms c.didMove(toParent: nil)",
        "@0ms c2.didAppear(animated: false)",
        "@0ms N.childDidAppear(c2, animated: false)",
        "@0ms c2.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b / (replaced), animated: false)",
        "@0ms N history pruned([root / a, root / a / b])",
        "@0ms N history pruned([root])",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms c2.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(c2, animated: false)",
        "@0ms c2.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms c2.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(c2, animated: false)",
        "@0ms c2.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b / c2#1, animated: false)",
        "@0ms make(d)",
        "@0ms N history recorded(root)",
        "@0ms N.willTransition(to: root / d, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: false)",
        "@0ms root.willDisappear(animated: false) [forward to d]",
        "@0ms d.willMove(toParent: N)",
        "@0ms N.childWillAppear(d, animated: false)",
        "@0ms d.willAppear(animated: false) [forward to d]",
        "@0ms root.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(root, animated: false)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms d.didAppear(animated: false)",
        "@0ms N.childDidAppear(d, animated: false)",
        "@0ms d.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
        "@0ms N history removedByBack([root])",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms d.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(d, animated: false)",
        "@0ms d.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms d.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(d, animated: false)",
        "@0ms d.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / d, animated: false)",
      ])
  }

  @Test(
    "a back and a pop made while a pop is held combine into one proposal; the back skips the entry the pop leads to"
  )
  func backCombinesWithHeldPop() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    let navigation = stack.navigation
    navigation.push("a", identifier: "A", animated: false)
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.historyPolicy = .unlimited
    navigation.push("b", animated: false)
    navigation.push("c", animated: false)
    _ = stack.log.take()
    navigation.decide = { _ in .hold }

    let pop = navigation.pop(animated: false)
    // One back: the pop leads to `b`, so the entry `b` is not somewhere to go back to.
    let back = navigation.requestGoBack(animated: false)
    #expect(navigation.heldTransition?.proposal.cause == .navigation)
    navigation.heldTransition?.proceed()

    #expect(pop.reported == "completed" && back.reported == "completed")
    #expect(navigation.pathNames == ["root"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root / b / c, to: root / b, animated: false) -> hold",
        "@0ms N observed held(from: root / b / c, to: root / b)",
        "@0ms N guard navigation(from: root / b / c, to: root, animated: false) -> hold",
        "@0ms N observed held(from: root / b / c, to: root)",
        "@0ms N history pruned([root / b])",
        "@0ms N history removedByBack([root])",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms c.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(c, animated: false)",
        "@0ms c.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms c.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(c, animated: false)",
        "@0ms c.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / b / c, animated: false)",
      ])
  }
}
