import StateContainer
import Testing

/// A deep link is proposed like every other change
/// (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>): when a container's guard,
/// asked about its part of the link, makes a request on that container, the proposal is
/// made again from where the container now heads and the guard asked again.
@Suite("A deep link's guard is asked again when the container moved while it ran")
@MainActor
struct DeepLinkGuardAskedAgainTests {
  @Test("a request made by the guard of a link's container: the link's proposal is made again from it")
  func requestFromTheGuardAsksAgain() throws {
    let tree = RoutedTree()
    tree.appear()
    var asked = 0
    tree.tabs.decide = { [tabs = tree.tabs] proposal in
      asked += 1
      if asked == 1 { tabs.setNeedsStateTransition(to: "archive", animated: false) }
      return .allow
    }
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/archive", animated: false).get()
    tree.clock.run()
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(tree.routedStates == "archive; archive: list; inbox: list")
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms make(stack archive)",
        "@0ms make(A: list)",
        // The guard's own request is guarded first (its line is logged when it returns)...
        "@0ms T guard request(from: inbox, to: archive, animated: false) -> allow",
        "@0ms T guard deepLink(/archive)(from: inbox, to: archive, animated: false) -> allow",
        // ...then the link is proposed again from where the container now heads.
        "@0ms T guard deepLink(/archive)(from: archive, to: archive, animated: false) -> allow",
        "@0ms T.willTransition(to: archive, animated: false)",
        "@0ms I.willDisappear(animated: false)",
        "@0ms I list.willDisappear(animated: false) [none to list]",
        "@0ms A.willAppear(animated: false)",
        "@0ms A.willTransition(to: list, animated: false)",
        "@0ms A list.willMove(toParent: A)",
        "@0ms A list.willAppear(animated: false) [none to list]",
        "@0ms I.didDisappear(animated: false)",
        "@0ms I list.didDisappear(animated: false)",
        "@0ms A.didAppear(animated: false)",
        "@0ms A list.didAppear(animated: false)",
        "@0ms A list.didMove(toParent: A)",
        "@0ms A.didTransition(from: nil, animated: false)",
        "@0ms T.didTransition(from: inbox, animated: false)",
      ])
  }

  @Test(
    "the guard's pop to the root releases the note the link pops to: asked again, the link cannot be made and is refused, and the pop begins at once"
  )
  func requestFromTheGuardBeginsWhenTheLinkCannotBeMade() throws {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    inbox.push("note 1", animated: false)
    inbox.push("edit 1", animated: false)
    var asked = 0
    inbox.decide = { [unowned inbox] proposal in
      asked += 1
      if asked == 1 { inbox.popToRoot(animated: false) }
      return .allow
    }
    _ = tree.log.take()

    let (result, diagnostics) = LifecycleDiagnostic.capture {
      tree.tabs.tree.navigate(toURL: "/inbox/notes/1", animated: false)
    }
    tree.log.record("link: \(result.map(\.pattern)), diagnostics \(diagnostics.map(\.kind.rawValue))")

    #expect(tree.routedStates == "inbox; inbox: list" && !inbox.isTransitioning)
    expectWholeLog(
      tree.log.take(),
      [
        // The guard's own pop to the root is guarded first...
        "@0ms I guard navigation(from: list / note 1 / edit 1, to: list, animated: false) -> allow",
        "@0ms I guard deepLink(/inbox/notes/1)(from: list / note 1 / edit 1, to: list / note 1, animated: false) -> allow",
        // ...and begins once the link, asked again from the list, turns out invalid.
        "@0ms I.willTransition(to: list, animated: false)",
        "@0ms I edit 1.willMove(toParent: nil)",
        "@0ms I edit 1.willDisappear(animated: false) [back to list]",
        "@0ms I list.willMove(toParent: I)",
        "@0ms I list.willAppear(animated: false) [back to list]",
        "@0ms I edit 1.didDisappear(animated: false)",
        "@0ms I edit 1.didMove(toParent: nil)",
        "@0ms I list.didAppear(animated: false)",
        "@0ms I list.didMove(toParent: I)",
        "@0ms I.didTransition(from: list / note 1 / edit 1, animated: false)",
        "@0ms link: failure(a guard refused /inbox/notes/1), diagnostics [\"missingNavigationTarget\"]",
      ])
  }

  @Test(
    "a back combined with a held link: the guard's own push combines with the link and is allowed, so the back is proposed again, alone"
  )
  func requestFromTheGuardAboutABackCombinedWithAHeldLink() throws {
    let tree = RoutedTree()
    tree.appear()
    let inbox = tree.tabs.stack("inbox")
    inbox.historyPolicy = .unlimited
    inbox.push("note 1", animated: false)
    var asked = 0
    inbox.decide = { [unowned inbox] proposal in
      asked += 1
      switch asked {
      case 1: return .hold
      case 2:
        inbox.push("edit 2", animated: false)
        return .hold
      case 3: return .allow
      default: return .refuse
      }
    }
    _ = tree.log.take()
    let link = try tree.tabs.tree.navigate(toURL: "/inbox/notes/2", animated: false).get()
    inbox.goBack(1, animated: false) { [log = tree.log] outcome in log.record("back: \(outcome)") }
    tree.clock.run()
    tree.log.record("link: \(link.transition?.reportedOutcome.map { "\($0)" } ?? "waiting")")

    #expect(inbox.destinations == ["list", "note 2", "edit 2"] && inbox.heldTransition == nil)
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms I guard deepLink(/inbox/notes/2)(from: list / note 1, to: list / note 2 (new), animated: false) -> hold",
        // The guard's own push, guarded first, combines with the held link: allowed, both apply...
        "@0ms I guard navigation(from: list / note 1, to: list / note 2 (new) / edit 2 (new), animated: false) -> allow",
        "@0ms make(I: edit 2)",
        "@0ms make(I: note 2)",
        "@0ms I guard deepLink(/inbox/notes/2)(from: list / note 1, to: list, animated: false) -> hold",
        // ...so the back, made from a held link that is gone, is proposed again, alone.
        "@0ms I guard back(1)(from: list / note 2 / edit 2, to: list, animated: false) -> refuse",
        "@0ms back: refused",
        "@0ms I.willTransition(to: list / note 2 / edit 2, animated: false)",
        "@0ms I note 1.willMove(toParent: nil)",
        "@0ms I note 1.willDisappear(animated: false) [forward to edit 2]",
        "@0ms I edit 2.willMove(toParent: I)",
        "@0ms I edit 2.willAppear(animated: false) [forward to edit 2]",
        "@0ms I note 1.didDisappear(animated: false)",
        "@0ms I note 1.didMove(toParent: nil)",
        "@0ms I edit 2.didAppear(animated: false)",
        "@0ms I edit 2.didMove(toParent: I)",
        "@0ms I.didTransition(from: list / note 1, animated: false)",
        "@0ms link: completed",
      ])
  }
}
