import StateContainer
import Testing

/// A deep link sets the states of nested routed containers, each at most one
/// transition, the outermost first, with nothing in between shown.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite("Deep links: each routed container makes at most one transition, the outermost first")
@MainActor
struct DeepLinkTests {
  @Test("from a cold start: every container takes its state off screen and appears in it")
  func coldStart() throws {
    let tree = RoutedTree()
    let match = try tree.tabs.tree.navigate(toURL: "/archive/notes/5/edit", animated: true).get()
    #expect(match.pattern == "/archive/notes/5/edit")
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms make(stack archive)",
        "@0ms make(A: list)",
        "@0ms make(A: note 5)",
        "@0ms make(A: edit 5)",
        "@0ms T.willTransition(to: archive, animated: false)",
        "@0ms T.didTransition(from: nil, animated: false)",
        "@0ms A.willTransition(to: list / note 5 / edit 5, animated: false)",
        "@0ms A edit 5.willMove(toParent: A)",
        "@0ms A edit 5.didMove(toParent: A)",
        "@0ms A.didTransition(from: nil, animated: false)",
      ])
    tree.appear()
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms T.willAppear(animated: false)",
        "@0ms A.willAppear(animated: false)",
        "@0ms A edit 5.willAppear(animated: false) [none to edit 5]",
        "@0ms T.didAppear(animated: false)",
        "@0ms A.didAppear(animated: false)",
        "@0ms A edit 5.didAppear(animated: false)",
      ])
    #expect(tree.routedStates == "archive; archive: list / note 5 / edit 5")
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(tree.tabs.tree.currentURL == "/archive/notes/5/edit")
  }

  @Test("on screen: the tabs make one animated transition, to a stack already at the note")
  func onScreen() throws {
    let tree = RoutedTree()
    tree.appear()
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/archive/notes/5", animated: true).get()
    tree.clock.run()
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms make(stack archive)",
        "@0ms make(A: list)",
        "@0ms make(A: note 5)",
        "@0ms T.willTransition(to: archive, animated: true)",
        "@0ms I.willDisappear(animated: true)",
        "@0ms I list.willDisappear(animated: true) [none to list]",
        "@0ms A.willAppear(animated: true)",
        "@0ms A.willTransition(to: list / note 5, animated: true)",
        "@0ms A note 5.willMove(toParent: A)",
        "@0ms A note 5.willAppear(animated: true) [none to note 5]",
        "@350ms I.didDisappear(animated: true)",
        "@350ms I list.didDisappear(animated: true)",
        "@350ms A.didAppear(animated: true)",
        "@350ms A note 5.didAppear(animated: true)",
        "@350ms A note 5.didMove(toParent: A)",
        "@350ms A.didTransition(from: nil, animated: true)",
        "@350ms T.didTransition(from: inbox, animated: true)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(tree.tabs.tree.currentURL == "/archive/notes/5")
  }

  @Test("mid-animation: the link waits for the transition in flight, then makes one more")
  func midAnimation() throws {
    let tree = RoutedTree()
    tree.appear()
    tree.tabs.setNeedsStateTransition(to: "archive", animated: true)
    tree.clock.advance(by: .milliseconds(100))
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/inbox/notes/3/edit", animated: true).get()
    tree.clock.run()
    expectWholeLog(
      tree.log.take(),
      [
        "@100ms make(I: note 3)",
        "@100ms make(I: edit 3)",
        "@350ms I.didDisappear(animated: true)",
        "@350ms I list.didDisappear(animated: true)",
        "@350ms I.willTransition(to: list / note 3 / edit 3, animated: false)",
        "@350ms I list.willMove(toParent: nil)",
        "@350ms I list.didMove(toParent: nil)",
        "@350ms I edit 3.willMove(toParent: I)",
        "@350ms I edit 3.didMove(toParent: I)",
        "@350ms I.didTransition(from: list, animated: false)",
        "@350ms A.didAppear(animated: true)",
        "@350ms A list.didAppear(animated: true)",
        "@350ms A list.didMove(toParent: A)",
        "@350ms A.didTransition(from: nil, animated: true)",
        "@350ms T.didTransition(from: inbox, animated: true)",
        "@350ms T.willTransition(to: inbox, animated: true)",
        "@350ms A.willDisappear(animated: true)",
        "@350ms A list.willDisappear(animated: true) [none to list]",
        "@350ms I.willAppear(animated: true)",
        "@350ms I edit 3.willAppear(animated: true) [none to edit 3]",
        "@700ms A.didDisappear(animated: true)",
        "@700ms A list.didDisappear(animated: true)",
        "@700ms I.didAppear(animated: true)",
        "@700ms I edit 3.didAppear(animated: true)",
        "@700ms T.didTransition(from: archive, animated: true)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(tree.tabs.tree.currentURL == "/inbox/notes/3/edit")
  }

  @Test("a guard that holds holds the whole link; proceeding applies all of it")
  func heldLink() throws {
    let (tree, inbox) = Self.archiveShownWithInboxEditorHolding()
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/inbox/notes/5", animated: true).get()
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms I guard deepLink(/inbox/notes/5)(from: list / note 3 / edit 3, to: list / note 5 (new), animated: true) -> hold"
      ])
    #expect(tree.routedStates == "archive; archive: list; inbox: list / note 3 / edit 3")
    #expect(match.transition?.reportedOutcome == nil)
    inbox.heldTransition?.proceed()
    tree.clock.run()
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms make(I: note 5)",
        "@0ms T.willTransition(to: inbox, animated: true)",
        "@0ms A.willDisappear(animated: true)",
        "@0ms A list.willDisappear(animated: true) [none to list]",
        "@0ms I.willAppear(animated: true)",
        "@0ms I.willTransition(to: list / note 5, animated: true)",
        "@0ms I edit 3.willMove(toParent: nil)",
        "@0ms I edit 3.didMove(toParent: nil)",
        "@0ms I note 5.willMove(toParent: I)",
        "@0ms I note 5.willAppear(animated: true) [none to note 5]",
        "@350ms A.didDisappear(animated: true)",
        "@350ms A list.didDisappear(animated: true)",
        "@350ms I.didAppear(animated: true)",
        "@350ms I note 5.didAppear(animated: true)",
        "@350ms I note 5.didMove(toParent: I)",
        "@350ms I.didTransition(from: list / note 3 / edit 3, animated: true)",
        "@350ms T.didTransition(from: archive, animated: true)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(tree.routedStates == "inbox; archive: list; inbox: list / note 5")
  }

  @Test("cancelling a held link changes nothing, and its transition reports cancelled")
  func cancelledLink() throws {
    let (tree, inbox) = Self.archiveShownWithInboxEditorHolding()
    let match = try tree.tabs.tree.navigate(toURL: "/inbox/notes/5", animated: true).get()
    _ = tree.log.take()
    inbox.heldTransition?.cancel()
    tree.clock.run()
    expectWholeLog(tree.log.take(), [])
    #expect(match.transition?.reportedOutcome == .cancelled)
    #expect(tree.routedStates == "archive; archive: list; inbox: list / note 3 / edit 3")
  }

  @Test("one refusal refuses the whole link: no container changes, the caller gets a failure")
  func refusedLink() throws {
    let tree = RoutedTree()
    tree.appear()
    tree.tabs.decide = { proposal in proposal.to == "archive" ? .refuse : .allow }
    _ = tree.log.take()
    let result = tree.tabs.tree.navigate(toURL: "/archive/notes/5", animated: true)
    tree.clock.run()
    #expect(throws: RouteFailure.refused("/archive/notes/5")) { try result.get() }
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms make(stack archive)",
        "@0ms make(A: list)",
        "@0ms T guard deepLink(/archive/notes/5)(from: inbox, to: archive, animated: true) -> refuse",
      ])
    #expect(tree.routedStates == "inbox; archive: list; inbox: list")
    #expect(tree.tabs.tree.currentURL == "/inbox")
  }

  @Test("a part no container reads: unmatchedRoute names the URL, and nothing changes")
  func unreadPart() throws {
    let tree = RoutedTree()
    tree.appear()
    _ = tree.log.take()
    let (result, diagnostics) = LifecycleDiagnostic.capture {
      tree.tabs.tree.navigate(toURL: "/archive/notes/abc", animated: true)
    }
    tree.clock.run()
    #expect(throws: RouteFailure.unmatched("/archive/notes/abc")) { try result.get() }
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    #expect(diagnostics.first?.message.contains("/archive/notes/abc") == true)
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms make(stack archive)",
        "@0ms make(A: list)",
      ])
    #expect(tree.routedStates == "inbox; archive: list; inbox: list")
  }

  @Test("a link the routed containers leave unread goes to the route handlers")
  func handlerFallback() throws {
    let tree = RoutedTree()
    tree.appear()
    var opened: [Int] = []
    tree.tabs.tree.routeTable.addRoute("/compose/:id", Int.self) { _, id in opened.append(id) }
    let match = try tree.tabs.tree.navigate(toURL: "/compose/4").get()
    #expect(opened == [4])
    #expect(match.pattern == "/compose/:id")
    #expect(match.transition == nil)
  }

  @Test("a link to what is shown changes nothing and is already current")
  func linkToWhatIsShown() throws {
    let tree = RoutedTree()
    tree.appear()
    _ = tree.tabs.tree.navigate(toURL: "/inbox/notes/2", animated: false)
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/inbox/notes/02").get()
    #expect(match.pattern == "/inbox/notes/2")
    #expect(match.transition?.reportedOutcome == .alreadyCurrent)
    expectWholeLog(tree.log.take(), [])
  }

  @Test("a route handler whose request the guard refuses: the handler ran, nothing changed")
  func handlerRequestRefused() throws {
    let tree = RoutedTree()
    tree.appear()
    tree.tabs.decide = { _ in .refuse }
    var request: TransitionRequest?
    tree.tabs.tree.routeTable.addRoute("/open/:tab", String.self) { [tabs = tree.tabs] _, tab in
      request = tabs.requestStateTransition(to: tab, animated: true)
    }
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/open/archive").get()
    tree.clock.run()
    #expect(match.pattern == "/open/:tab")
    #expect(request?.reportedOutcome == .refused)
    expectWholeLog(
      tree.log.take(), ["@0ms T guard request(from: inbox, to: archive, animated: true) -> refuse"])
    #expect(tree.routedStates == "inbox; inbox: list")
  }

  @Test("releasing the tree of a held link frees every container and cancels the link")
  func releasingAHeldLink() async throws {
    try await withTimeLimit(hangGuard) { @MainActor in
      var tree: RoutedTree? = Self.archiveShownWithInboxEditorHolding().0
      weak let tabs = tree?.tabs
      weak let inbox = tree?.tabs.stack("inbox")
      let match = try #require(try tree?.tabs.tree.navigate(toURL: "/inbox/notes/5", animated: true).get())
      let held = try #require(inbox?.heldTransition)

      tree = nil
      #expect(tabs == nil && inbox == nil)
      #expect(await match.transition?.outcome == .cancelled)
      held.proceed()
      #expect(!held.isWaiting)
    }
  }

  @Test("a link that names a tab alone shows the tab's stack at its root: what is shown is the address")
  func tabAloneShowsItsRoot() throws {
    let tree = RoutedTree()
    tree.appear()
    _ = tree.tabs.tree.navigate(toURL: "/inbox/notes/3", animated: false)
    tree.tabs.setNeedsStateTransition(to: "archive", animated: false)
    _ = tree.log.take()

    let match = try tree.tabs.tree.navigate(toURL: "/inbox", animated: true).get()
    tree.clock.run()

    expectWholeLog(
      tree.log.take(),
      [
        "@0ms T.willTransition(to: inbox, animated: true)",
        "@0ms A.willDisappear(animated: true)",
        "@0ms A list.willDisappear(animated: true) [none to list]",
        "@0ms I.willAppear(animated: true)",
        "@0ms I.willTransition(to: list, animated: true)",
        "@0ms I note 3.willMove(toParent: nil)",
        "@0ms I note 3.didMove(toParent: nil)",
        "@0ms I list.willMove(toParent: I)",
        "@0ms I list.willAppear(animated: true) [none to list]",
        "@350ms A.didDisappear(animated: true)",
        "@350ms A list.didDisappear(animated: true)",
        "@350ms I.didAppear(animated: true)",
        "@350ms I list.didAppear(animated: true)",
        "@350ms I list.didMove(toParent: I)",
        "@350ms I.didTransition(from: list / note 3, animated: true)",
        "@350ms T.didTransition(from: archive, animated: true)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(tree.tabs.tree.currentURL == "/inbox")
    #expect(tree.routedStates == "inbox; archive: list; inbox: list")
  }

  /// A tree on screen showing the archive, whose inbox stack, off screen at
  /// `list / note 3 / edit 3`, holds every change that leaves the editor.
  static func archiveShownWithInboxEditorHolding() -> (RoutedTree, RoutedStack) {
    let tree = RoutedTree()
    tree.appear()
    _ = tree.tabs.tree.navigate(toURL: "/inbox/notes/3/edit", animated: false)
    tree.tabs.setNeedsStateTransition(to: "archive", animated: false)
    let inbox = tree.tabs.stack("inbox")
    inbox.decide = { proposal in proposal.from?.currentNode?.destination == "edit 3" ? .hold : .allow }
    return (tree, inbox)
  }
}
