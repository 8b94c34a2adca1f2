import Foundation
import StateContainer
import Testing

@testable import NotesExample

/// The Notes app saved as a value and restored into a fresh app before it appears: the same
/// tab, stacks, history, editor and draft; and the file the live app keeps it in.
@MainActor @Suite struct NotesSaveRestoreTests {
  /// An app on a simulated clock past its overlays, with the Archive tab on note 4 and a
  /// draft, "Groceries and tea", in the Inbox's editor of note 1; on `tab` at the end.
  private static func appWithDraft(service: NotesExample.NotesService, endingOn tab: NotesExample.Tab)
    -> NotesApp
  {
    let clock = SimulatedClock()
    let app = NotesApp(clock: clock, service: service)
    app.beginAppearanceTransition(true, animated: false)
    app.endAppearanceTransition()
    for action in [
      { app.confirm() }, { app.confirm() }, { app.selectTab(.archive) }, { app.openNote(row: 1) },
    ] {
      #expect(action() == nil)
      clock.run()
    }
    #expect(app.openLink("/inbox/notes/1/edit") == nil)
    clock.run()
    #expect(app.type(" and tea") == nil)
    if tab != .inbox { #expect(app.selectTab(tab) == nil) }
    clock.run()
    return app
  }

  /// A fresh app on the same service (the server keeps its notes), restored from `json`,
  /// then shown; returns it with its lifecycle events from the restore on.
  private static func restoredApp(from json: Data, service: NotesExample.NotesService) throws -> (
    NotesApp, [String]
  ) {
    let clock = SimulatedClock()
    let app = NotesApp(clock: clock, service: service)
    var events: [String] = []
    let observation = app.addLifecycleObserver { event in
      events.append(event.format(naming: Story.name(of:)))
    }
    defer { observation.cancel() }
    let report = app.tree.restore(try JSONDecoder().decode(TreeSnapshot.self, from: json))
    #expect(report.leftOut == [])
    app.beginAppearanceTransition(true, animated: false)
    app.endAppearanceTransition()
    clock.run()
    return (app, events)
  }

  /// The restored app appears straight on the editor with its draft, in one transition per
  /// container. Its history and the Archive's stack came back too, and a snapshot of it is
  /// the one it was restored from.
  @Test func aSavedAppRestoredIntoAFreshAppShowsTheSameScreensDraftAndHistory() throws {
    let service = NotesExample.NotesService(latency: .milliseconds(100))
    let saved = Self.appWithDraft(service: service, endingOn: .inbox)
    let snapshot = saved.tree.snapshot()
    let json = try NotesStateFile.encode(snapshot)

    let (restored, events) = try Self.restoredApp(from: json, service: service)

    #expect(events == Self.restoredAppearance)
    #expect(ScreenDrawing.draw(restored) == ScreenDrawing.draw(saved))
    #expect(
      ScreenDrawing.draw(restored).contains("│ Title: Groceries and tea▏                                │"))
    #expect(restored.stateHistory == [NotesExample.Tab.inbox, .archive])
    #expect(restored.tree.snapshot() == snapshot)
    for app in [saved, restored] { #expect(app.selectTab(.archive) == nil) }
    (restored.clock as? SimulatedClock)?.run()
    (saved.clock as? SimulatedClock)?.run()
    #expect(ScreenDrawing.draw(restored) == ScreenDrawing.draw(saved))
    #expect(restored.shownURL == "/archive/notes/4")
  }

  /// One transition for the app (to .inbox) and one for the Inbox stack (to the editor):
  /// the list under the editor and the note are not shown on the way; no overlay.
  static let restoredAppearance = [
    "@0ms app.willAppear(animated: false)",
    "@0ms app.willTransition(to: inbox, animated: false)",
    "@0ms inbox.willMove(toParent: app)",
    "@0ms app.childWillAppear(inbox, animated: false)",
    "@0ms inbox.willAppear(animated: false)",
    "@0ms inbox.willTransition(to: inbox / note(1) / editor(1), animated: false)",
    "@0ms editor1.willMove(toParent: inbox)",
    "@0ms inbox.childWillAppear(editor1, animated: false)",
    "@0ms editor1.willAppear(animated: false)",
    "@0ms app.didAppear(animated: false)",
    "@0ms inbox.didAppear(animated: false)",
    "@0ms editor1.didAppear(animated: false)",
    "@0ms inbox.childDidAppear(editor1, animated: false)",
    "@0ms editor1.didMove(toParent: inbox)",
    "@0ms inbox.didTransition(from: nil, animated: false)",
    "@0ms app.childDidAppear(inbox, animated: false)",
    "@0ms inbox.didMove(toParent: app)",
    "@0ms app.didTransition(from: nil, animated: false)",
  ]

  /// Quitting while "Discard your changes?" holds a Back saves the editor, not the pop it
  /// held; the dialog, a presentation, is not restored: one line says so, and the editor
  /// shows the draft.
  @Test func theQuestionUpIsLeftOutAndTheEditorKeepsItsDraft() throws {
    let service = NotesExample.NotesService(latency: .milliseconds(100))
    let saved = Self.appWithDraft(service: service, endingOn: .inbox)
    #expect(saved.back() == nil)
    (saved.clock as? SimulatedClock)?.run()
    #expect(saved.presentedComponent is ConfirmDialog)

    let restored = NotesApp(clock: SimulatedClock(), service: service)
    let report = restored.tree.restore(
      try JSONDecoder().decode(TreeSnapshot.self, from: NotesStateFile.encode(saved.tree.snapshot())))

    #expect(
      report.leftOut == [
        "The presented NotesExample.ConfirmDialog of app is left out: it was presented as a component, not as a "
          + "registered value."
      ])
    restored.beginAppearanceTransition(true, animated: false)
    restored.endAppearanceTransition()
    #expect(restored.presentedComponent == nil)
    #expect(restored.shownURL == "/inbox/notes/1/edit")
    #expect(restored.currentStack.entry(as: EditorScreen.self)?.draft == "Groceries and tea")
  }

  /// The editor restored in a tab that is not shown has not appeared: a snapshot taken then
  /// still holds its draft, and the tab shows it when it comes back.
  @Test func aDraftRestoredInAHiddenTabIsSavedAgainAndShownWhenTheTabComesBack() throws {
    let service = NotesExample.NotesService(latency: .milliseconds(100))
    let saved = Self.appWithDraft(service: service, endingOn: .archive)
    let snapshot = saved.tree.snapshot()

    let (restored, _) = try Self.restoredApp(from: NotesStateFile.encode(snapshot), service: service)

    #expect(restored.shownURL == "/archive/notes/4")
    #expect(restored.tree.snapshot() == snapshot)
    #expect(restored.selectTab(.inbox) == nil)
    (restored.clock as? SimulatedClock)?.run()
    #expect(restored.currentStack.entry(as: EditorScreen.self)?.draft == "Groceries and tea")
    #expect(restored.shownURL == "/inbox/notes/1/edit")
  }
}

/// The file the live app is saved in: where it is, what reading a missing, corrupt or
/// unreadable one gives, and `--fresh`; all without a terminal.
@MainActor @Suite struct NotesStateFileTests {
  /// A path in a new empty folder of the temporary directory.
  private static func temporaryFile() -> NotesStateFile {
    NotesStateFile(
      path: FileManager.default.temporaryDirectory.appendingPathComponent(
        "NotesStateFileTests-\(UUID().uuidString)"
      )
      .appendingPathComponent("state/NotesExample.json").path)
  }

  /// An app that has appeared and dismissed its overlays, on the Inbox list.
  private static func shownApp() -> NotesApp {
    let clock = SimulatedClock()
    let app = NotesApp(clock: clock, service: NotesExample.NotesService(latency: .zero))
    app.beginAppearanceTransition(true, animated: false)
    app.endAppearanceTransition()
    clock.run()
    app.confirm()
    clock.run()
    app.confirm()
    clock.run()
    return app
  }

  /// A new app, not shown yet.
  private static func newApp() -> NotesApp {
    NotesApp(clock: SimulatedClock(), service: NotesExample.NotesService(latency: .zero))
  }

  /// Shows `app` and returns where it is: its URL, and whether a "what's new" overlay is up.
  /// Then runs its clock: an app dropped with an animation pending on a simulated clock and
  /// that clock keep each other (LeakTests).
  private static func appear(_ app: NotesApp) -> (url: String, whatsNew: Bool) {
    app.beginAppearanceTransition(true, animated: false)
    app.endAppearanceTransition()
    defer { (app.clock as? SimulatedClock)?.run() }
    return (app.shownURL, app.presentedComponent is WhatsNewOverlay)
  }

  @Test func theFileIsInXDGStateHomeElseInTheHomeFoldersLocalState() {
    #expect(
      NotesStateFile.inStateFolder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        == NotesStateFile(path: "/s/StateContainer/NotesExample.json"))
    #expect(
      NotesStateFile.inStateFolder(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
        == NotesStateFile(path: "/h/.local/state/StateContainer/NotesExample.json"))
    #expect(NotesStateFile.inStateFolder(environment: [:]) == nil)
  }

  /// No file yet is a fresh start without a word; a saved one (its folder made) reads back.
  @Test func aMissingFileIsAFreshStartAndASavedOneReadsBack() throws {
    let file = Self.temporaryFile()
    #expect(try file.load().get() == nil)
    #expect(file.restore(into: Self.newApp(), fresh: false) == [])
    let snapshot = Self.shownApp().tree.snapshot()
    #expect(file.save(snapshot) == nil)
    #expect(try file.load().get() == snapshot)
  }

  /// `--fresh` does not read the file: the app starts as on first launch, overlays and all.
  @Test func freshIgnoresTheSavedFile() throws {
    let file = Self.temporaryFile()
    let saved = Self.shownApp()
    #expect(saved.openLink("/archive") == nil)
    file.save(saved.tree.snapshot())
    let app = Self.newApp()
    #expect(file.restore(into: app, fresh: true) == [])
    #expect(Self.appear(app) == ("/inbox", true))
  }

  /// A file that is not a snapshot, or one whose JSON has the wrong shape, is one line that
  /// names the file and where decoding failed; nothing is restored.
  @Test(arguments: [
    ("garbage{", "at the top: The given data was not valid JSON."),
    (#"{"v":1,"t":{"k":3}}"#, "at t.k: not a String: Expected to decode String but found number instead."),
    (
      #"{"v":2,"t":{"k":"NotesExample.NotesApp"}}"#,
      "at v: The snapshot is in format version 2; this version of the library reads versions up to 1."
    ),
  ])
  func aCorruptFileIsOneLineAndAFreshStart(contents: String, reason: String) throws {
    let file = Self.temporaryFile()
    file.save(Self.shownApp().tree.snapshot())
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file.path))
    let app = Self.newApp()
    #expect(
      file.restore(into: app, fresh: false) == [
        "\(file.path) is not a saved Notes app (\(reason)); starting fresh."
      ])
    #expect(Self.appear(app) == ("/inbox", true))
  }

  /// A folder where the file should be cannot be read or written: one line each.
  @Test func aFileThatCannotBeReadOrWrittenIsOneLine() throws {
    let file = Self.temporaryFile()
    try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: true)
    #expect(
      file.restore(into: Self.newApp(), fresh: false) == [
        "\(file.path) could not be read (The operation could not be completed. Is a directory); starting fresh."
      ])
    #expect(
      file.save(Self.shownApp().tree.snapshot())?.message
        == "\(file.path) could not be written (The operation could not be completed. Is a directory)")
  }

  /// A saved screen that the app no longer has (a destination renamed) is one line; the rest
  /// is restored: the stack stops at the note under it.
  @Test func aPartLeftOutIsOneLineAndTheRestIsRestored() throws {
    let file = Self.temporaryFile()
    let saved = Self.shownApp()
    #expect(saved.openLink("/inbox/notes/3/edit") == nil)
    (saved.clock as? SimulatedClock)?.run()
    file.save(saved.tree.snapshot())
    let json = try String(contentsOfFile: file.path, encoding: .utf8)
    try Data(json.replacingOccurrences(of: #"{"editor":"#, with: #"{"editr":"#).utf8)
      .write(to: URL(fileURLWithPath: file.path))
    let app = Self.newApp()
    #expect(
      file.restore(into: app, fresh: false) == [
        #"not restored: The saved destination {"editr":{"_0":3}} of node 2 of inbox does not decode as NotesRoute "#
          + "(Invalid number of keys found, expected one.); it is left out."
      ])
    #expect(Self.appear(app) == ("/inbox/notes/3", false))
  }
}

/// The live app in line mode saves itself in the user's state folder when it quits and the
/// next start restores it; `--fresh` starts clean; a corrupt file is one line on standard
/// error.
@Suite struct NotesSavedBetweenRunsTests {
  /// An empty folder to be the runs' `XDG_STATE_HOME`.
  private static func stateFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "NotesSavedBetweenRunsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  /// Runs the live app in line mode in `folder` with `arguments`, reading `input`.
  private static func run(_ input: String, in folder: String, _ arguments: [String] = []) throws
    -> ExecutableRun
  {
    try ExecutableRun(
      "NotesExample", arguments: ["--interactive", "--latency", "0"] + arguments, input: input,
      stateFolder: folder)
  }

  @Test func aQuitSavesTheAppAndTheNextStartShowsTheSameScreenAndDraft() throws {
    let folder = try Self.stateFolder()
    let first = try Self.run("ok\nok\nopen /inbox/notes/3/edit\ntype  later\ntab archive\nquit\n", in: folder)
    #expect(first.status == 0)
    #expect(first.standardError == "")

    #expect(
      try String(contentsOfFile: folder + "/StateContainer/NotesExample.json", encoding: .utf8)
        .contains(#""draft":"Ideas later""#))
    let second = try Self.run("url\ntab inbox\n", in: folder)
    #expect(second.standardError == "")
    expectSameLines(second.standardOutput, Self.restoredSession)

    let fresh = try Self.run("url\n", in: folder, ["--fresh"])
    #expect(fresh.standardOutput.contains("What's new (1 of 2)"))
    #expect(fresh.standardOutput.hasSuffix("> url\n/inbox\n"))
    // The fresh run's quit overwrote the file: the draft is gone from it.
    let saved = try String(contentsOfFile: folder + "/StateContainer/NotesExample.json", encoding: .utf8)
    #expect(saved.contains(#""s":"inbox""#) && !saved.contains("Ideas later"))
  }

  static let restoredSession = """
    ┌─ Notes ─────────────────────────────────────── /archive ─┐
    │  Inbox  [Archive]  Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Archive                                                  │
    │                                                          │
    │ ▸ 1  Old recipe                                          │
    └──────────────────────────────────────────────────────────┘
    > url
    /archive
    > tab inbox
    ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Ideas › Edit                                     │
    │                                                          │
    │ Title: Ideas later▏                                      │
    │ ● unsaved changes                                        │
    └──────────────────────────────────────────────────────────┘

    """

  @Test func aCorruptFileIsOneLineOnStandardErrorAndTheAppStartsFresh() throws {
    let folder = try Self.stateFolder()
    let file = folder + "/StateContainer/NotesExample.json"
    try FileManager.default.createDirectory(
      atPath: folder + "/StateContainer", withIntermediateDirectories: true)
    try Data("{\"v\":1}".utf8).write(to: URL(fileURLWithPath: file))
    let run = try Self.run("ok\nok\nurl\n", in: folder)
    #expect(run.status == 0)
    #expect(
      run.standardError
        == "NotesExample: \(file) is not a saved Notes app (at the top: no key \"t\": No value associated with key CodingKeys(stringValue: \"t\", intValue: nil) (\"t\").); starting fresh.\n"
    )
    #expect(run.standardOutput.contains("What's new (1 of 2)"))
    // The quit wrote a good file over it: the next start restores it without a word.
    let next = try Self.run("url\n", in: folder)
    #expect(next.standardError == "")
    #expect(next.standardOutput.hasSuffix("> url\n/inbox\n"))
    #expect(!next.standardOutput.contains("What's new"))
  }
}
