import StateContainer
import Testing

/// A held deep link says so in its result and gives the held change; every held change
/// below the top is posted on the tree's bus and listed by `tree.heldTransitions`, whatever its
/// cause, so that one dialog serves them all.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite(
  "a held change is reported where the app asks: the link's result, the tree's bus, tree.heldTransitions")
@MainActor
struct HeldLinkTests {
  /// A tree whose inbox stack is at `list / note 3 / edit 3` and whose guard holds every
  /// change that leaves the editor; the tabs log every `HeldTransitionEvent`.
  func treeWithDirtyEditor() -> RoutedTree {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    inbox.push("note 3", animated: false)
    inbox.push("edit 3", animated: false)
    inbox.decide = { proposal in
      proposal.from?.currentNode?.destination == "edit 3" ? .hold : .allow
    }
    tree.tabs.tree.watch(HeldTransitionEvent.self) { tabs, event in
      let holder = event.transition.holder?.componentName ?? "nil"
      tabs.log.record("event \(event.change) by \(holder): \(event.transition.proposalDescription)")
    }
    _ = tree.log.take()
    return tree
  }

  @Test("a held link: the result is held and gives the change; proceeding applies the whole link")
  func heldLinkResult() throws {
    let tree = treeWithDirtyEditor()
    let match = try tree.tabs.tree.navigate(toURL: "/inbox", animated: false).get()
    let held = try #require(match.heldTransition)
    #expect(match.isHeld)
    #expect(held.isWaiting)
    #expect(held.holder === tree.tabs.stack("inbox"))
    #expect(held.cause == .deepLink(url: "/inbox"))
    #expect(tree.tabs.tree.heldTransitions.map(ObjectIdentifier.init) == [ObjectIdentifier(held)])
    #expect(match.transition?.reportedOutcome == nil)
    #expect(tree.tabs.tree.currentURL == "/inbox/notes/3/edit")

    held.proceed()
    #expect(!held.isWaiting)
    #expect(tree.tabs.tree.heldTransitions.isEmpty)
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(tree.tabs.tree.currentURL == "/inbox")
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms I guard deepLink(/inbox)(from: list / note 3 / edit 3, to: list, animated: false) -> hold",
        "@0ms event held by I: deepLink(/inbox)(from: list / note 3 / edit 3, to: list, animated: false)",
        "@0ms event applied by I: deepLink(/inbox)(from: list / note 3 / edit 3, to: list, animated: false)",
        "@0ms I.willTransition(to: list, animated: false)",
        "@0ms I edit 3.willMove(toParent: nil)",
        "@0ms I edit 3.willDisappear(animated: false) [back to list]",
        "@0ms I list.willMove(toParent: I)",
        "@0ms I list.willAppear(animated: false) [back to list]",
        "@0ms I edit 3.didDisappear(animated: false)",
        "@0ms I edit 3.didMove(toParent: nil)",
        "@0ms I list.didAppear(animated: false)",
        "@0ms I list.didMove(toParent: I)",
        "@0ms I.didTransition(from: list / note 3 / edit 3, animated: false)",
      ])
  }

  @Test("every cause reaches the top the same way: a pop held, combined with a second pop, then cancelled")
  func everyCauseIsPosted() throws {
    let tree = treeWithDirtyEditor()
    let inbox = tree.tabs.stack("inbox")
    inbox.pop(animated: false)
    inbox.pop(animated: false)
    let held = try #require(tree.tabs.tree.heldTransitions.first)
    #expect(tree.tabs.tree.heldTransitions.count == 1)
    #expect(held.cause == .navigation)
    held.cancel()
    #expect(tree.tabs.tree.heldTransitions.isEmpty)
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms I guard navigation(from: list / note 3 / edit 3, to: list / note 3, animated: false) -> hold",
        "@0ms event held by I: navigation(from: list / note 3 / edit 3, to: list / note 3, animated: false)",
        "@0ms I guard navigation(from: list / note 3 / edit 3, to: list, animated: false) -> hold",
        "@0ms event held by I: navigation(from: list / note 3 / edit 3, to: list, animated: false)",
        "@0ms event cancelled by I: navigation(from: list / note 3 / edit 3, to: list, animated: false)",
      ])
    #expect(tree.tabs.tree.currentURL == "/inbox/notes/3/edit")
  }

  @Test("a newer link replaces a held one: superseded, and the new one is held in turn")
  func supersededByALink() throws {
    let tree = treeWithDirtyEditor()
    let first = try tree.tabs.tree.navigate(toURL: "/inbox", animated: false).get()
    let second = try tree.tabs.tree.navigate(toURL: "/inbox/notes/3", animated: false).get()
    #expect(first.heldTransition?.isWaiting == false)
    #expect(first.transition?.reportedOutcome == .superseded)
    let held = try #require(second.heldTransition)
    #expect(tree.tabs.tree.heldTransitions.map(ObjectIdentifier.init) == [ObjectIdentifier(held)])
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms I guard deepLink(/inbox)(from: list / note 3 / edit 3, to: list, animated: false) -> hold",
        "@0ms event held by I: deepLink(/inbox)(from: list / note 3 / edit 3, to: list, animated: false)",
        "@0ms I guard deepLink(/inbox/notes/3)(from: list / note 3 / edit 3, to: list / note 3, animated: false) -> hold",
        "@0ms event held by I: deepLink(/inbox/notes/3)(from: list / note 3 / edit 3, to: list / note 3, animated: false)",
        "@0ms event superseded by I: deepLink(/inbox)(from: list / note 3 / edit 3, to: list, animated: false)",
      ])
  }

  @Test(
    "a stack kept by a tab not shown is no longer below the tabs; its held change still reaches a shared bus")
  func heldInAHiddenTab() throws {
    let tree = treeWithDirtyEditor()
    let bus = EventBus()
    tree.tabs.tree.context[EventBusKey.self] = bus
    tree.tabs.stack("inbox").tree.context[EventBusKey.self] = bus
    tree.tabs.tree.watch(HeldTransitionEvent.self) { tabs, event in
      tabs.log.record("shared bus: \(event.change)")
    }
    _ = try tree.tabs.tree.navigate(toURL: "/inbox", animated: false).get()
    _ = try tree.tabs.tree.navigate(toURL: "/archive", animated: false).get()
    #expect(tree.tabs.tree.heldTransitions.isEmpty)
    #expect(tree.tabs.stack("inbox").tree.heldTransitions.count == 1)
    tree.tabs.stack("inbox").tree.heldTransitions.first?.cancel()
    let log = tree.log.take().filter { $0.contains("shared bus") }
    expectWholeLog(log, ["@0ms shared bus: held", "@0ms shared bus: cancelled"])
  }
}
