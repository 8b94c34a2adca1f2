import StateContainer
import Testing

/// Tabs are a tree whose branches you jump between, each keeping its own
/// stack.
///
/// Pins <doc:NavigatingBetweenScreens#Tabs-are-branches>.
@Suite("Tabs are branches of one tree, each keeping its own stack")
@MainActor
struct TabsTests {
  @Test("a root with a branch per tab: jumping between the tabs keeps each branch's stack")
  func eachTabKeepsItsStack() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("inbox", identifier: "inbox", animated: false)
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("sent", identifier: "sent", animated: false)
    navigation.jump(to: "inbox", animated: false)
    navigation.push("mail 1", animated: false)
    let inboxTop = navigation.currentNode
    _ = stack.log.take()

    navigation.jump(to: "sent", animated: true)
    navigation.push("mail 2", animated: true)
    let sentTop = navigation.currentNode
    stack.clock.run()
    navigation.jump(to: inboxTop, animated: true)
    stack.clock.run()
    navigation.jump(to: sentTop, animated: false)

    #expect(navigation.rootNode.children.map(\.destination) == ["inbox", "sent"])
    #expect(inboxTop.parent?.destination == "inbox" && sentTop.parent?.destination == "sent")
    #expect(navigation.entriesMade.map(\.name) == ["root", "inbox", "sent", "mail 1", "mail 2"])
    #expect(navigation.entriesMade.allSatisfy { $0.component != nil })
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root / sent, animated: true)",
        "@0ms mail 1.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(mail 1, animated: true)",
        "@0ms mail 1.willDisappear(animated: true) [jump to sent]",
        "@0ms sent.willMove(toParent: N)",
        "@0ms N.childWillAppear(sent, animated: true)",
        "@0ms sent.willAppear(animated: true) [jump to sent]",
        "@0ms make(mail 2)",
        "@350ms mail 1.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(mail 1, animated: true)",
        "@350ms mail 1.didMove(toParent: nil)",
        "@350ms sent.didAppear(animated: true)",
        "@350ms N.childDidAppear(sent, animated: true)",
        "@350ms sent.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / inbox / mail 1, animated: true)",
        "@350ms N.willTransition(to: root / sent / mail 2, animated: true)",
        "@350ms sent.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(sent, animated: true)",
        "@350ms sent.willDisappear(animated: true) [forward to mail 2]",
        "@350ms mail 2.willMove(toParent: N)",
        "@350ms N.childWillAppear(mail 2, animated: true)",
        "@350ms mail 2.willAppear(animated: true) [forward to mail 2]",
        "@700ms sent.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(sent, animated: true)",
        "@700ms sent.didMove(toParent: nil)",
        "@700ms mail 2.didAppear(animated: true)",
        "@700ms N.childDidAppear(mail 2, animated: true)",
        "@700ms mail 2.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / sent, animated: true)",
        "@700ms N.willTransition(to: root / inbox / mail 1, animated: true)",
        "@700ms mail 2.willMove(toParent: nil)",
        "@700ms N.childWillDisappear(mail 2, animated: true)",
        "@700ms mail 2.willDisappear(animated: true) [jump to mail 1]",
        "@700ms mail 1.willMove(toParent: N)",
        "@700ms N.childWillAppear(mail 1, animated: true)",
        "@700ms mail 1.willAppear(animated: true) [jump to mail 1]",
        "@1050ms mail 2.didDisappear(animated: true)",
        "@1050ms N.childDidDisappear(mail 2, animated: true)",
        "@1050ms mail 2.didMove(toParent: nil)",
        "@1050ms mail 1.didAppear(animated: true)",
        "@1050ms N.childDidAppear(mail 1, animated: true)",
        "@1050ms mail 1.didMove(toParent: N)",
        "@1050ms N.didTransition(from: root / sent / mail 2, animated: true)",
        "@1050ms N.willTransition(to: root / sent / mail 2, animated: false)",
        "@1050ms mail 1.willMove(toParent: nil)",
        "@1050ms N.childWillDisappear(mail 1, animated: false)",
        "@1050ms mail 1.willDisappear(animated: false) [jump to mail 2]",
        "@1050ms mail 2.willMove(toParent: N)",
        "@1050ms N.childWillAppear(mail 2, animated: false)",
        "@1050ms mail 2.willAppear(animated: false) [jump to mail 2]",
        "@1050ms mail 1.didDisappear(animated: false)",
        "@1050ms N.childDidDisappear(mail 1, animated: false)",
        "@1050ms mail 1.didMove(toParent: nil)",
        "@1050ms mail 2.didAppear(animated: false)",
        "@1050ms N.childDidAppear(mail 2, animated: false)",
        "@1050ms mail 2.didMove(toParent: N)",
        "@1050ms N.didTransition(from: root / inbox / mail 1, animated: false)",
      ])
  }
}
