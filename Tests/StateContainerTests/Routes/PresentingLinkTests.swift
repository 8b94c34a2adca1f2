import StateContainer
import Testing

/// A link can name a presentation: once the containers and the screens they show have read
/// their parts, a container reads a registered value from what is left, and the link
/// presents its component; ``ComponentTree/currentURL`` prints the presented value's part.
///
/// Pins <doc:RoutesAndDeepLinks#A-URL-that-presents>.
@MainActor @Suite struct PresentingLinkTests {
  /// The inbox stack `I` on screen at its root, with ``ShareSheet`` registered.
  @MainActor struct Screen {
    let clock = SimulatedClock()
    let log: RecordingLog
    let stack: RoutedStack

    init() {
      log = RecordingLog(stampingWith: clock)
      stack = RoutedStack("I", log: log, clock: clock)
      stack.registerShareSheet(log: log)
      stack.appearForTest()
      _ = log.take()
    }
  }

  @Test(
    "/notes/5/share pushes note 5 and presents the share sheet over it, in one link; currentURL prints it")
  func aURLPresentsOverAPushedNote() throws {
    let screen = Screen()

    let match = try screen.stack.tree.navigate(toURL: "/notes/5/share", animated: false).get()

    #expect(
      screen.log.take() == [
        "@0ms make(I: note 5)",
        "@0ms make share5",
        "@0ms I.willTransition(to: list / note 5, animated: false)",
        "@0ms I list.willMove(toParent: nil)",
        "@0ms I list.willDisappear(animated: false) [forward to note 5]",
        "@0ms I note 5.willMove(toParent: I)",
        "@0ms I note 5.willAppear(animated: false) [forward to note 5]",
        "@0ms I list.didDisappear(animated: false)",
        "@0ms I list.didMove(toParent: nil)",
        "@0ms I note 5.didAppear(animated: false)",
        "@0ms I note 5.didMove(toParent: I)",
        "@0ms I.didTransition(from: list, animated: false)",
        "@0ms share5.willMove(toParent: I)",
        "@0ms share5.willAppear(animated: false)",
        "@0ms share5.didAppear(animated: false)",
        "@0ms share5.didMove(toParent: I)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(screen.stack.destinations == ["list", "note 5"])
    #expect(recordingName(screen.stack.presentedComponent) == "share5")
    #expect(screen.stack.tree.currentURL == "/notes/5/share")

    // The same link again: the sheet is presented already, nothing changes.
    let again = try screen.stack.tree.navigate(toURL: "/notes/5/share", animated: false).get()
    #expect(screen.log.take() == [])
    #expect(again.transition?.reportedOutcome == .alreadyCurrent)
  }

  @Test("a link that names another presentation replaces the presented one; a refused link presents nothing")
  func aLinkReplacesThePresentationAndARefusalPresentsNothing() throws {
    let screen = Screen()
    screen.stack.tree.navigate(toURL: "/notes/5/share", animated: false)
    screen.stack.decide = { _ in .refuse }
    _ = screen.log.take()

    let refused = screen.stack.tree.navigate(toURL: "/notes/6/export", animated: false)
    #expect(refused.map(\.url) == .failure(.refused("/notes/6/export")))
    let refusedLog = screen.log.take()
    screen.stack.decide = nil
    screen.stack.tree.navigate(toURL: "/notes/5/export", animated: false)

    #expect(
      refusedLog == [
        "@0ms make(I: note 6)",
        "@0ms make export",
        "@0ms I guard deepLink(/notes/6/export)(from: list / note 5, to: list / note 6 (new), animated: false) -> refuse",
      ])
    #expect(
      screen.log.take() == [
        "@0ms make export",
        "@0ms share5.willMove(toParent: nil)",
        "@0ms share5.willDisappear(animated: false)",
        "@0ms export.willMove(toParent: I)",
        "@0ms export.willAppear(animated: false)",
        "@0ms share5.didDisappear(animated: false)",
        "@0ms share5.didMove(toParent: nil)",
        "@0ms export.didAppear(animated: false)",
        "@0ms export.didMove(toParent: I)",
      ])
    #expect(screen.stack.tree.currentURL == "/notes/5/export")
  }

  @Test(
    "a link that names no presentation dismisses the presented value that prints a part: the URL reads back")
  func aLinkThatNamesNoPresentationDismissesIt() throws {
    let screen = Screen()
    screen.stack.tree.navigate(toURL: "/notes/5/share", animated: false)
    _ = screen.log.take()

    let match = try screen.stack.tree.navigate(toURL: "/notes/6", animated: false).get()

    #expect(
      screen.log.take() == [
        "@0ms make(I: note 6)",
        "@0ms I.willTransition(to: list / note 6, animated: false)",
        "@0ms I note 5.willMove(toParent: nil)",
        "@0ms I note 5.willDisappear(animated: false) [forward to note 6]",
        "@0ms I note 6.willMove(toParent: I)",
        "@0ms I note 6.willAppear(animated: false) [forward to note 6]",
        "@0ms I note 5.didDisappear(animated: false)",
        "@0ms I note 5.didMove(toParent: nil)",
        "@0ms I note 6.didAppear(animated: false)",
        "@0ms I note 6.didMove(toParent: I)",
        "@0ms I.didTransition(from: list / note 5, animated: false)",
        "@0ms share5.willMove(toParent: nil)",
        "@0ms share5.willDisappear(animated: false)",
        "@0ms share5.didDisappear(animated: false)",
        "@0ms share5.didMove(toParent: nil)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(screen.stack.presentedComponent == nil)
    #expect(screen.stack.tree.currentURL == "/notes/6")
  }
}
