import StateContainer
import Testing

/// The URL of what is shown names, at every instant of an animation, the screens the tree
/// heads to: each routed container's part for the state it heads to, then the parts of the
/// components that state shows, never those of a component that is leaving.
///
/// Pins <doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>.
@Suite("tree.currentURL mid-animation names the screens the tree heads to")
@MainActor
struct CurrentURLMidAnimationTests {
  /// Records the URL in the log, so that the whole log shows when it changes.
  func readURL(_ tree: RoutedTree) {
    tree.log.record("currentURL: \(tree.tabs.tree.currentURL ?? "nil")")
  }

  @Test("a tab switch away from /inbox/notes/5 reads /archive from its first instant to its last")
  func tabSwitchReadsTheTarget() throws {
    let tree = RoutedTree()
    tree.appear()
    tree.tabs.stack("inbox").push("note 5", animated: false)
    _ = tree.log.take()

    readURL(tree)
    tree.tabs.setNeedsStateTransition(to: "archive", animated: true)
    readURL(tree)
    tree.clock.advance(by: .milliseconds(200))
    readURL(tree)
    tree.clock.advance(by: .milliseconds(149))
    readURL(tree)
    tree.clock.advance(by: .milliseconds(1))
    readURL(tree)

    expectWholeLog(
      tree.log.take(),
      [
        "@0ms currentURL: /inbox/notes/5",
        "@0ms T.willTransition(to: archive, animated: true)",
        "@0ms make(stack archive)",
        "@0ms make(A: list)",
        "@0ms I.willDisappear(animated: true)",
        "@0ms I note 5.willDisappear(animated: true) [none to note 5]",
        "@0ms A.willAppear(animated: true)",
        "@0ms A.willTransition(to: list, animated: true)",
        "@0ms A list.willMove(toParent: A)",
        "@0ms A list.willAppear(animated: true) [none to list]",
        "@0ms currentURL: /archive",
        "@200ms currentURL: /archive",
        "@349ms currentURL: /archive",
        "@350ms I.didDisappear(animated: true)",
        "@350ms I note 5.didDisappear(animated: true)",
        "@350ms A.didAppear(animated: true)",
        "@350ms A list.didAppear(animated: true)",
        "@350ms A list.didMove(toParent: A)",
        "@350ms A.didTransition(from: nil, animated: true)",
        "@350ms T.didTransition(from: inbox, animated: true)",
        "@350ms currentURL: /archive",
      ])
  }

  @Test("read from the hooks of the transition, the URL already names the target")
  func readFromInsideTheTransition() throws {
    let tree = RoutedTree()
    tree.appear()
    tree.tabs.stack("inbox").push("note 5", animated: false)
    let archive = tree.tabs.stack("archive")
    archive.push("note 2", animated: false)
    _ = tree.log.take()
    tree.log.on("I note 5.willDisappear(animated: true) [none to note 5]") { readURL(tree) }
    tree.log.on("I note 5.didDisappear(animated: true)") { readURL(tree) }

    tree.tabs.setNeedsStateTransition(to: "archive", animated: true)
    tree.clock.run()

    expectWholeLog(
      tree.log.take(),
      [
        "@0ms T.willTransition(to: archive, animated: true)",
        "@0ms I.willDisappear(animated: true)",
        "@0ms I note 5.willDisappear(animated: true) [none to note 5]",
        "@0ms currentURL: /archive/notes/2",
        "@0ms A.willAppear(animated: true)",
        "@0ms A note 2.willAppear(animated: true) [none to note 2]",
        "@350ms I.didDisappear(animated: true)",
        "@350ms I note 5.didDisappear(animated: true)",
        "@350ms currentURL: /archive/notes/2",
        "@350ms A.didAppear(animated: true)",
        "@350ms A note 2.didAppear(animated: true)",
        "@350ms T.didTransition(from: inbox, animated: true)",
      ])
  }

  @Test("a push in flight reads the pushed node; a push made during it reads at once, the tree being edited")
  func pushesInFlight() throws {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    _ = tree.log.take()

    inbox.push("note 5", animated: true)
    readURL(tree)
    tree.clock.advance(by: .milliseconds(100))
    inbox.push("edit 5", animated: true)
    readURL(tree)
    tree.clock.advance(by: .milliseconds(250))
    readURL(tree)
    tree.clock.run()
    readURL(tree)

    expectWholeLog(
      tree.log.take(),
      [
        "@0ms make(I: note 5)",
        "@0ms I.willTransition(to: list / note 5, animated: true)",
        "@0ms I list.willMove(toParent: nil)",
        "@0ms I list.willDisappear(animated: true) [forward to note 5]",
        "@0ms I note 5.willMove(toParent: I)",
        "@0ms I note 5.willAppear(animated: true) [forward to note 5]",
        "@0ms currentURL: /inbox/notes/5",
        "@100ms make(I: edit 5)",
        "@100ms currentURL: /inbox/notes/5/edit",
        "@350ms I list.didDisappear(animated: true)",
        "@350ms I list.didMove(toParent: nil)",
        "@350ms I note 5.didAppear(animated: true)",
        "@350ms I note 5.didMove(toParent: I)",
        "@350ms I.didTransition(from: list, animated: true)",
        "@350ms I.willTransition(to: list / note 5 / edit 5, animated: true)",
        "@350ms I note 5.willMove(toParent: nil)",
        "@350ms I note 5.willDisappear(animated: true) [forward to edit 5]",
        "@350ms I edit 5.willMove(toParent: I)",
        "@350ms I edit 5.willAppear(animated: true) [forward to edit 5]",
        "@350ms currentURL: /inbox/notes/5/edit",
        "@700ms I note 5.didDisappear(animated: true)",
        "@700ms I note 5.didMove(toParent: nil)",
        "@700ms I edit 5.didAppear(animated: true)",
        "@700ms I edit 5.didMove(toParent: I)",
        "@700ms I.didTransition(from: list / note 5, animated: true)",
        "@700ms currentURL: /inbox/notes/5/edit",
      ])
  }
}
