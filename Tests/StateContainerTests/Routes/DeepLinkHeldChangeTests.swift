import StateContainer
import Testing

/// A deep link and a held change: a back combined with a held link is previewed from where
/// the link leads, and a link to what is shown supersedes a held change (RoutesAndDeepLinks,
/// "How a link is read"; NavigatingBetweenScreens, "Guards").
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite(
  "Deep links and held changes: a back after a held link previews from the link's target; a link to what is shown supersedes"
)
@MainActor
struct DeepLinkHeldChangeTests {
  @Test(
    "a back combined with a held link is previewed from where the link leads: the guard sees the back's real target"
  )
  func backCombinedWithAHeldLink() throws {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    inbox.historyPolicy = .unlimited
    inbox.push("note 3", animated: false)
    inbox.decide = { _ in .hold }
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/inbox/notes/5", animated: false).get()
    let back = inbox.requestGoBack(1, animated: false)
    inbox.decide = nil
    inbox.heldTransition?.proceed()
    tree.clock.run()
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms I guard deepLink(/inbox/notes/5)(from: list / note 3, to: list / note 5 (new), animated: false) -> hold",
        // The link pops to the list and pushes note 5, which records nothing: the back
        // goes to the list, the entry recorded before the link.
        "@0ms I guard deepLink(/inbox/notes/5)(from: list / note 3, to: list, animated: false) -> hold",
        // Proceeded: the link and the back make one transition; note 5 is never shown.
        "@0ms make(I: note 5)",
        "@0ms I.willTransition(to: list, animated: false)",
        "@0ms I note 3.willMove(toParent: nil)",
        "@0ms I note 3.willDisappear(animated: false) [back to list]",
        "@0ms I list.willMove(toParent: I)",
        "@0ms I list.willAppear(animated: false) [back to list]",
        "@0ms I note 3.didDisappear(animated: false)",
        "@0ms I note 3.didMove(toParent: nil)",
        "@0ms I list.didAppear(animated: false)",
        "@0ms I list.didMove(toParent: I)",
        "@0ms I.didTransition(from: list / note 3, animated: false)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(back.reportedOutcome == .completed)
    #expect(inbox.destinations == ["list"])
  }

  @Test("a link to what is shown replaces a held change, as a jump or a request that changes nothing does")
  func alreadyCurrentLinkSupersedesAHeldChange() throws {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    inbox.push("note 3", animated: false)
    inbox.decide = { _ in .hold }
    let pop = inbox.pop(animated: false)
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/inbox/notes/3", animated: false).get()
    tree.clock.run()
    expectWholeLog(tree.log.take(), [])
    #expect(match.transition?.reportedOutcome == .alreadyCurrent)
    #expect(pop.reportedOutcome == .superseded)
    #expect(inbox.heldTransition == nil)
    #expect(inbox.destinations == ["list", "note 3"])
  }
}
