import StateContainer
import Testing

/// A ready-made error dialog, presented like any other component (NavigatingBetweenScreens,
/// "Presenting over a screen").
///
/// Pins <doc:NavigatingBetweenScreens#Presenting-over-a-screen>.
@Suite("The error dialog is presented like any other component")
@MainActor
struct ErrorDialogTests {
  /// A dialog that logs its hooks.
  final class LoggedDialog: ErrorDialog, RecordingNamed {
    let name: String
    let log: RecordingLog

    init(_ name: String, log: RecordingLog, onDismiss: @escaping @MainActor (ErrorDialog) -> Void) {
      self.name = name
      self.log = log
      super.init(title: "Offline", message: "Check your connection.", onDismiss: onDismiss)
    }

    override func willAppear(animated: Bool) { log.record("\(name).willAppear(animated: \(animated))") }
    override func didAppear(animated: Bool) { log.record("\(name).didAppear(animated: \(animated))") }
    override func willDisappear(animated: Bool) { log.record("\(name).willDisappear(animated: \(animated))") }
    override func didDisappear(animated: Bool) { log.record("\(name).didDisappear(animated: \(animated))") }
    override func willMove(toParent parent: Component?) {
      log.record("\(name).willMove(toParent: \(recordingName(parent)))")
    }
    override func didMove(toParent parent: Component?) {
      log.record("\(name).didMove(toParent: \(recordingName(parent)))")
    }
  }

  @MainActor struct Screen {
    let clock = SimulatedClock()
    let log: RecordingLog
    let container: RecordingContainer<SpecState>

    init() {
      log = RecordingLog(stampingWith: clock)
      container = RecordingContainer.appeared(log: log, clock: clock, table: [:])
    }

    func dialog(_ name: String) -> LoggedDialog {
      LoggedDialog(name, log: log) { [log] dialog in
        log.record("onDismiss(\((dialog as? LoggedDialog)?.name ?? "?"))")
      }
    }
  }

  @Test("presentError makes a dialog with the title, the message and the button title, and presents it")
  func presentError() {
    let screen = Screen()

    let dialog = screen.container.presentError(
      title: "Could not save", message: "The disk is full.", dismissButtonTitle: "Close", animated: false)

    #expect(dialog.title == "Could not save")
    #expect(dialog.message == "The disk is full.")
    #expect(dialog.dismissButtonTitle == "Close")
    #expect(screen.container.presentedComponent === dialog)
    #expect(screen.container.children.map(ObjectIdentifier.init) == [ObjectIdentifier(dialog)])
    #expect(dialog.appearance == .appeared)
    #expect(ErrorDialog(title: "t", message: "m").dismissButtonTitle == "OK")
  }

  @Test(
    "the dismiss action dismisses the dialog from its presenter, then calls the app's closure; the dialog is freed"
  )
  func dismissAction() {
    let screen = Screen()
    weak var released: ErrorDialog?
    do {
      let dialog = screen.dialog("E")
      released = dialog
      screen.container.present(dialog, animated: true)
      screen.clock.run()
      dialog.dismiss(animated: true)
    }
    screen.clock.run()

    #expect(
      screen.log.entries == [
        "@0ms E.willMove(toParent: C)",
        "@0ms C.childWillAppear(E, animated: true)",
        "@0ms E.willAppear(animated: true)",
        "@350ms E.didAppear(animated: true)",
        "@350ms C.childDidAppear(E, animated: true)",
        "@350ms E.didMove(toParent: C)",
        "@350ms E.willMove(toParent: nil)",
        "@350ms C.childWillDisappear(E, animated: true)",
        "@350ms E.willDisappear(animated: true)",
        "@350ms onDismiss(E)",
        "@700ms E.didDisappear(animated: true)",
        "@700ms C.childDidDisappear(E, animated: true)",
        "@700ms E.didMove(toParent: nil)",
      ])
    #expect(released == nil)
    #expect(screen.container.children.isEmpty)
  }

  @Test("dialogs queue like any presentation; dismissing a queued one drops it from the queue")
  func queuedDialogs() {
    let screen = Screen()
    let first = screen.dialog("E1")
    let second = screen.dialog("E2")
    let third = screen.dialog("E3")
    screen.container.present(first, animated: false)
    let secondRequest = screen.container.present(second, animated: false)
    screen.container.present(third, animated: false)
    _ = screen.log.take()

    second.dismiss(animated: false)
    #expect(recordingNames(screen.container.queuedPresentations) == ["E3"])
    #expect(secondRequest.reportedOutcome == .superseded)
    first.dismiss(animated: false)

    #expect(
      screen.log.entries == [
        "@0ms onDismiss(E2)",
        "@0ms E1.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(E1, animated: false)",
        "@0ms E1.willDisappear(animated: false)",
        "@0ms E3.willMove(toParent: C)",
        "@0ms C.childWillAppear(E3, animated: false)",
        "@0ms E3.willAppear(animated: false)",
        "@0ms E1.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(E1, animated: false)",
        "@0ms E1.didMove(toParent: nil)",
        "@0ms E3.didAppear(animated: false)",
        "@0ms C.childDidAppear(E3, animated: false)",
        "@0ms E3.didMove(toParent: C)",
        "@0ms onDismiss(E1)",
      ])
    #expect(screen.container.presentedComponent === third)
    #expect(second.tree.upstream == nil)
  }

  @Test("a dialog nobody presents only calls the closure when dismissed, once per call")
  func dismissUnpresented() {
    let screen = Screen()
    let dialog = screen.dialog("E")

    dialog.dismiss(animated: true)
    screen.container.present(dialog, animated: false)
    dialog.dismiss(animated: false)
    dialog.dismiss(animated: false)

    #expect(
      screen.log.entries == [
        "@0ms onDismiss(E)",
        "@0ms E.willMove(toParent: C)",
        "@0ms C.childWillAppear(E, animated: false)",
        "@0ms E.willAppear(animated: false)",
        "@0ms E.didAppear(animated: false)",
        "@0ms C.childDidAppear(E, animated: false)",
        "@0ms E.didMove(toParent: C)",
        "@0ms E.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(E, animated: false)",
        "@0ms E.willDisappear(animated: false)",
        "@0ms E.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(E, animated: false)",
        "@0ms E.didMove(toParent: nil)",
        "@0ms onDismiss(E)",
        "@0ms onDismiss(E)",
      ])
  }
}
