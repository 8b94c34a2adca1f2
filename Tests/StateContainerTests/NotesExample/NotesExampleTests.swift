import Foundation
import Testing

/// Runs the built `NotesExample` and checks what it prints: the story on the simulated
/// clock line for line, the JSON, the help, the exit codes, and a scripted session of the
/// live app (line mode, real-time clock) frame for frame.
@Suite struct NotesExampleTests {
  @Test func theStoryIsTheExpectedTranscript() throws {
    let run = try ExecutableRun("NotesExample", arguments: [])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    expectSameLines(run.standardOutput, Self.expectedStory)
  }

  @Test func jsonPrintsTheStorysEventsOneALine() throws {
    let story = try ExecutableRun("NotesExample", arguments: [])
    let run = try ExecutableRun("NotesExample", arguments: ["--json"])
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    let events = lines.dropLast()
    #expect(events.allSatisfy { $0.hasPrefix("{\"timeMilliseconds\":") && $0.hasSuffix("}") })
    // One JSON line for each hook line of the story: a time, then the call (no ▶).
    let hookLines = story.standardOutput.split(separator: "\n").filter {
      $0.prefix(8).hasSuffix(" s") && $0.dropFirst(8).hasPrefix("    ")
    }
    #expect(events.count == hookLines.count)
    let first =
      #"{"timeMilliseconds":0,"kind":"willTransition","component":"app","container":"app","#
      + #""fromState":null,"toState":"inbox","animated":false,"isAppearing":null}"#
    #expect(events.first.map(String.init) == first)
    #expect(
      events.contains { $0.contains(#""kind":"response","component":"editor3","container":"inbox.list""#) })
  }

  @Test func helpSaysWhatTheFlagsAndCommandsDo() throws {
    let run = try ExecutableRun("NotesExample", arguments: ["--help"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput.contains(
        "USAGE: NotesExample [--json] [--interactive [--latency <ms>] [--state <file>] [--fresh]] [--help]"))
    for command in ["open <url>", "back", "tab <name>", "type <text>", "save", "url", "quit"] {
      #expect(run.standardOutput.contains("  \(command)"), "help lists \(command)")
    }
  }

  @Test(arguments: [
    ["--bogus"], ["extra"], ["--latency"], ["--interactive", "--json"], ["--interactive", "--state"],
    ["--state", "x.json"], ["--fresh"],
  ])
  func aBadCommandLineGetsUsageOnStandardErrorAndExitCodeTwo(arguments: [String]) throws {
    let run = try ExecutableRun("NotesExample", arguments: arguments)
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError.contains("USAGE: NotesExample"))
  }

  /// The live app driven a line at a time: a deep link and its URL back, a deep link that
  /// would leave the unsaved editor held by the guard until the dialog is answered, a save,
  /// an unknown command and a link to nowhere (one error line each, and the app goes on),
  /// an archived note that the other tab's list already shows, and a link into that tab
  /// and one to the tab alone, each with its URL read back.
  @Test func aScriptedSessionPrintsEveryFrame() throws {
    let run = try ExecutableRun(
      "NotesExample", arguments: ["--interactive", "--latency", "100"], input: Self.session)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    expectSameLines(run.standardOutput, Self.expectedSession)
  }

  @Test func theEndOfTheInputQuitsWithStatusZero() throws {
    let run = try ExecutableRun("NotesExample", arguments: ["--interactive", "--latency", "0"], input: "")
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("┌─ Notes "))
  }

  static let session = """
    ok
    ok
    open /inbox/notes/3
    url
    edit
    type  hello
    open /inbox/notes/3
    open /archive
    tab archive
    keep
    save
    back
    bogus
    open /nowhere
    open 2
    archive
    tab archive
    url
    open /archive/notes/2
    open /archive
    url

    """

  static let expectedSession = """
    ┌─ Notes ───────────────────────────────────────── /inbox ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox                                                    │
    │                                                          │
    │ ▸ 1  Groceries                                           │
    │   2  Trip to Lisbon                                      │
    │   3  Ideas                                               │
    │ ╭─ What's new (1 of 2) ──────────────────────────────╮   │
    │ │ Deep links open any note: /inbox/notes/3           │   │
    │ ╰─────────────────────────────────────────── [ OK ] ─╯   │
    │   (1 more waiting)                                       │
    └──────────────────────────────────────────────────────────┘
    > ok
    ┌─ Notes ───────────────────────────────────────── /inbox ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox                                                    │
    │                                                          │
    │ ▸ 1  Groceries                                           │
    │   2  Trip to Lisbon                                      │
    │   3  Ideas                                               │
    │ ╭─ What's new (2 of 2) ──────────────────────────────╮   │
    │ │ Back goes back across tabs, too.                   │   │
    │ ╰─────────────────────────────────────────── [ OK ] ─╯   │
    └──────────────────────────────────────────────────────────┘
    > ok
    ┌─ Notes ───────────────────────────────────────── /inbox ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox                                                    │
    │                                                          │
    │ ▸ 1  Groceries                                           │
    │   2  Trip to Lisbon                                      │
    │   3  Ideas                                               │
    └──────────────────────────────────────────────────────────┘
    > open /inbox/notes/3
    ┌─ Notes ───────────────────────────────── /inbox/notes/3 ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Ideas                                            │
    │                                                          │
    │ Ideas                                                    │
    │   A notes app on a state tree.                           │
    └──────────────────────────────────────────────────────────┘
    > url
    /inbox/notes/3
    > edit
    ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Ideas › Edit                                     │
    │                                                          │
    │ Title: Ideas▏                                            │
    │   saved                                                  │
    └──────────────────────────────────────────────────────────┘
    > type  hello
    ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Ideas › Edit                                     │
    │                                                          │
    │ Title: Ideas hello▏                                      │
    │ ● unsaved changes                                        │
    └──────────────────────────────────────────────────────────┘
    > open /inbox/notes/3
    ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Ideas › Edit                                     │
    │                                                          │
    │ Title: Ideas hello▏                                      │
    │ ● unsaved changes                                        │
    │ ╭─ Discard your changes? ────────────────────────────╮   │
    │ │ The note's new title is not saved.                 │   │
    │ ╰──────────────────── [ Discard ]  [ Keep editing ] ─╯   │
    └──────────────────────────────────────────────────────────┘
    > open /archive
    error: answer the question first (discard or keep)
    > tab archive
    error: answer the question first (discard or keep)
    > keep
    ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Ideas › Edit                                     │
    │                                                          │
    │ Title: Ideas hello▏                                      │
    │ ● unsaved changes                                        │
    └──────────────────────────────────────────────────────────┘
    > save
    ┌─ Notes ───────────────────────────────── /inbox/notes/3 ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Ideas hello                                      │
    │                                                          │
    │ Ideas hello                                              │
    │   A notes app on a state tree.                           │
    └──────────────────────────────────────────────────────────┘
    > back
    ┌─ Notes ───────────────────────────────────────── /inbox ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox                                                    │
    │                                                          │
    │ ▸ 1  Groceries                                           │
    │   2  Trip to Lisbon                                      │
    │   3  Ideas hello                                         │
    └──────────────────────────────────────────────────────────┘
    > bogus
    error: unknown command 'bogus' (try help)
    > open /nowhere
    error: no route for /nowhere
    > open 2
    ┌─ Notes ───────────────────────────────── /inbox/notes/2 ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Trip to Lisbon                                   │
    │                                                          │
    │ Trip to Lisbon                                           │
    │   Book the train on Friday.                              │
    └──────────────────────────────────────────────────────────┘
    > archive
    ┌─ Notes ───────────────────────────────────────── /inbox ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox                                                    │
    │                                                          │
    │   1  Groceries                                           │
    │ ▸ 2  Ideas hello                                         │
    └──────────────────────────────────────────────────────────┘
    > tab archive
    ┌─ Notes ─────────────────────────────────────── /archive ─┐
    │  Inbox  [Archive]  Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Archive                                                  │
    │                                                          │
    │ ▸ 1  Trip to Lisbon                                      │
    │   2  Old recipe                                          │
    └──────────────────────────────────────────────────────────┘
    > url
    /archive
    > open /archive/notes/2
    ┌─ Notes ─────────────────────────────── /archive/notes/2 ─┐
    │  Inbox  [Archive]  Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Archive › Trip to Lisbon                                 │
    │                                                          │
    │ Trip to Lisbon  (archived)                               │
    │   Book the train on Friday.                              │
    └──────────────────────────────────────────────────────────┘
    > open /archive
    ┌─ Notes ─────────────────────────────────────── /archive ─┐
    │  Inbox  [Archive]  Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Archive                                                  │
    │                                                          │
    │ ▸ 1  Trip to Lisbon                                      │
    │   2  Old recipe                                          │
    └──────────────────────────────────────────────────────────┘
    > url
    /archive

    """

  static let expectedStory = """
    NotesExample: a notes app on the tree (tabs, stacks, deep links, dialogs), headless.
    Time is simulated (SimulatedClock): the run is instant and every time below is exact.
    Each line is a hook about to be called, as an observer saw it; ▶ lines tell the story.

     0.000 s  ▶ Cold start on a deep link, /inbox/notes/3. Nothing is on screen yet, so each routed container
                takes its part at once, without animation: the app .inbox, the Inbox stack note 3 (the list
                under it is never shown). Then the app appears, straight on the note. On first launch it
                presents two "what's new" overlays: the second waits in the queue.
     0.000 s    app.willTransition(to: inbox, animated: false)
     0.000 s      inbox.willMove(toParent: app)
     0.000 s      inbox.didMove(toParent: app)
     0.000 s    app.didTransition(from: nil, animated: false)
     0.000 s    inbox.willTransition(to: inbox / note(3), animated: false)
     0.000 s      note3.willMove(toParent: inbox)
     0.000 s      note3.didMove(toParent: inbox)
     0.000 s    inbox.didTransition(from: nil, animated: false)
     0.000 s    app.willAppear(animated: false)
     0.000 s    app.childWillAppear(inbox, animated: false)
     0.000 s      inbox.willAppear(animated: false)
     0.000 s    inbox.childWillAppear(note3, animated: false)
     0.000 s      note3.willAppear(animated: false)
     0.000 s    app.didAppear(animated: false)
     0.000 s      inbox.didAppear(animated: false)
     0.000 s      note3.didAppear(animated: false)
     0.000 s    inbox.childDidAppear(note3, animated: false)
     0.000 s    app.childDidAppear(inbox, animated: false)
     0.000 s      whatsNew1.willMove(toParent: app)
     0.000 s    app.childWillAppear(whatsNew1, animated: true)
     0.000 s      whatsNew1.willAppear(animated: true)
     0.350 s      whatsNew1.didAppear(animated: true)
     0.350 s    app.childDidAppear(whatsNew1, animated: true)
     0.350 s      whatsNew1.didMove(toParent: app)

               ┌─ Notes ───────────────────────────────── /inbox/notes/3 ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Ideas                                            │
               │                                                          │
               │ Ideas                                                    │
               │   A notes app on a state tree.                           │
               │ ╭─ What's new (1 of 2) ──────────────────────────────╮   │
               │ │ Deep links open any note: /inbox/notes/3           │   │
               │ ╰─────────────────────────────────────────── [ OK ] ─╯   │
               │   (1 more waiting)                                       │
               └──────────────────────────────────────────────────────────┘

     0.850 s  ▶ The user taps OK: the first overlay goes, and the queued one comes in the same transition.
     0.850 s      whatsNew1.willMove(toParent: nil)
     0.850 s    app.childWillDisappear(whatsNew1, animated: true)
     0.850 s      whatsNew1.willDisappear(animated: true)
     0.850 s      whatsNew2.willMove(toParent: app)
     0.850 s    app.childWillAppear(whatsNew2, animated: true)
     0.850 s      whatsNew2.willAppear(animated: true)
     1.200 s      whatsNew1.didDisappear(animated: true)
     1.200 s    app.childDidDisappear(whatsNew1, animated: true)
     1.200 s      whatsNew1.didMove(toParent: nil)
     1.200 s      whatsNew2.didAppear(animated: true)
     1.200 s    app.childDidAppear(whatsNew2, animated: true)
     1.200 s      whatsNew2.didMove(toParent: app)

               ┌─ Notes ───────────────────────────────── /inbox/notes/3 ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Ideas                                            │
               │                                                          │
               │ Ideas                                                    │
               │   A notes app on a state tree.                           │
               │ ╭─ What's new (2 of 2) ──────────────────────────────╮   │
               │ │ Back goes back across tabs, too.                   │   │
               │ ╰─────────────────────────────────────────── [ OK ] ─╯   │
               └──────────────────────────────────────────────────────────┘

     1.700 s  ▶ OK again: nothing is presented any more.
     1.700 s      whatsNew2.willMove(toParent: nil)
     1.700 s    app.childWillDisappear(whatsNew2, animated: true)
     1.700 s      whatsNew2.willDisappear(animated: true)
     2.050 s      whatsNew2.didDisappear(animated: true)
     2.050 s    app.childDidDisappear(whatsNew2, animated: true)
     2.050 s      whatsNew2.didMove(toParent: nil)

               ┌─ Notes ───────────────────────────────── /inbox/notes/3 ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Ideas                                            │
               │                                                          │
               │ Ideas                                                    │
               │   A notes app on a state tree.                           │
               └──────────────────────────────────────────────────────────┘

     2.550 s  ▶ Edit: the editor is pushed over the note (/inbox/notes/3/edit).
     2.550 s    inbox.willTransition(to: inbox / note(3) / editor(3), animated: true)
     2.550 s      note3.willMove(toParent: nil)
     2.550 s    inbox.childWillDisappear(note3, animated: true)
     2.550 s      note3.willDisappear(animated: true)
     2.550 s      editor3.willMove(toParent: inbox)
     2.550 s    inbox.childWillAppear(editor3, animated: true)
     2.550 s      editor3.willAppear(animated: true)
     2.900 s      note3.didDisappear(animated: true)
     2.900 s    inbox.childDidDisappear(note3, animated: true)
     2.900 s      note3.didMove(toParent: nil)
     2.900 s      editor3.didAppear(animated: true)
     2.900 s    inbox.childDidAppear(editor3, animated: true)
     2.900 s      editor3.didMove(toParent: inbox)
     2.900 s    inbox.didTransition(from: inbox / note(3), animated: true)

               ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Ideas › Edit                                     │
               │                                                          │
               │ Title: Ideas▏                                            │
               │   saved                                                  │
               └──────────────────────────────────────────────────────────┘

     3.400 s  ▶ The user types " for the tree" and taps Back. The stack's guard holds the pop: the draft
                is not saved. The stack posts the held change on the tree's bus, and the app presents its
                one confirmation, over every tab; the editor stays.
     3.400 s      confirm.willMove(toParent: app)
     3.400 s    app.childWillAppear(confirm, animated: true)
     3.400 s      confirm.willAppear(animated: true)
     3.750 s      confirm.didAppear(animated: true)
     3.750 s    app.childDidAppear(confirm, animated: true)
     3.750 s      confirm.didMove(toParent: app)

               ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Ideas › Edit                                     │
               │                                                          │
               │ Title: Ideas for the tree▏                               │
               │ ● unsaved changes                                        │
               │ ╭─ Discard your changes? ────────────────────────────╮   │
               │ │ The note's new title is not saved.                 │   │
               │ ╰──────────────────── [ Discard ]  [ Keep editing ] ─╯   │
               └──────────────────────────────────────────────────────────┘

     4.250 s  ▶ The Archive tab, or a link, while the question is up: nothing moves, and the app says why;
                the question stays on screen, so it is never left in a tab nobody sees.
     4.250 s  ▶ The app refused: answer the question first (discard or keep).

               ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Ideas › Edit                                     │
               │                                                          │
               │ Title: Ideas for the tree▏                               │
               │ ● unsaved changes                                        │
               │ ╭─ Discard your changes? ────────────────────────────╮   │
               │ │ The note's new title is not saved.                 │   │
               │ ╰──────────────────── [ Discard ]  [ Keep editing ] ─╯   │
               └──────────────────────────────────────────────────────────┘

     4.750 s  ▶ Keep editing: the held pop is cancelled and the dialog goes.
     4.750 s      confirm.tree.send(DiscardAnswer) -> app (asked: app)
     4.750 s      confirm.willMove(toParent: nil)
     4.750 s    app.childWillDisappear(confirm, animated: true)
     4.750 s      confirm.willDisappear(animated: true)
     5.100 s      confirm.didDisappear(animated: true)
     5.100 s    app.childDidDisappear(confirm, animated: true)
     5.100 s      confirm.didMove(toParent: nil)

               ┌─ Notes ──────────────────────────── /inbox/notes/3/edit ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Ideas › Edit                                     │
               │                                                          │
               │ Title: Ideas for the tree▏                               │
               │ ● unsaved changes                                        │
               └──────────────────────────────────────────────────────────┘

     5.600 s  ▶ Save: the editor sends a NoteSaved response. It travels up the tree, past the note, to the
                Inbox list, which handles it. Then the stack pops back to the note, with its new title.
     5.600 s      editor3.tree.send(NoteSaved) -> inbox.list (asked: note3, inbox.list)
     5.600 s    inbox.willTransition(to: inbox / note(3), animated: true)
     5.600 s      editor3.willMove(toParent: nil)
     5.600 s    inbox.childWillDisappear(editor3, animated: true)
     5.600 s      editor3.willDisappear(animated: true)
     5.600 s      note3.willMove(toParent: inbox)
     5.600 s    inbox.childWillAppear(note3, animated: true)
     5.600 s      note3.willAppear(animated: true)
     5.950 s      editor3.didDisappear(animated: true)
     5.950 s    inbox.childDidDisappear(editor3, animated: true)
     5.950 s      editor3.didMove(toParent: nil)
     5.950 s      note3.didAppear(animated: true)
     5.950 s    inbox.childDidAppear(note3, animated: true)
     5.950 s      note3.didMove(toParent: inbox)
     5.950 s    inbox.didTransition(from: inbox / note(3) / editor(3), animated: true)

               ┌─ Notes ───────────────────────────────── /inbox/notes/3 ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Ideas for the tree                               │
               │                                                          │
               │ Ideas for the tree                                       │
               │   A notes app on a state tree.                           │
               └──────────────────────────────────────────────────────────┘

     6.450 s  ▶ Back: the list under the note appears for the first time. It lands in .loading, so it
                fetches the Inbox from the notes service it finds in the tree; the service answers on the
                app's clock, 1.2 s later.
     6.450 s    inbox.willTransition(to: inbox, animated: true)
     6.450 s      note3.willMove(toParent: nil)
     6.450 s    inbox.childWillDisappear(note3, animated: true)
     6.450 s      note3.willDisappear(animated: true)
     6.450 s      inbox.list.willMove(toParent: inbox)
     6.450 s    inbox.childWillAppear(inbox.list, animated: true)
     6.450 s      inbox.list.willAppear(animated: true)
     6.450 s    inbox.list.willTransition(to: loading, animated: true)
     6.450 s      inbox.spinner.willMove(toParent: inbox.list)
     6.450 s    inbox.list.childWillAppear(inbox.spinner, animated: true)
     6.450 s      inbox.spinner.willAppear(animated: true)
     6.800 s      note3.didDisappear(animated: true)
     6.800 s    inbox.childDidDisappear(note3, animated: true)
     6.800 s      note3.didMove(toParent: nil)
     6.800 s      inbox.list.didAppear(animated: true)
     6.800 s      inbox.spinner.didAppear(animated: true)
     6.800 s    inbox.list.childDidAppear(inbox.spinner, animated: true)
     6.800 s      inbox.spinner.didMove(toParent: inbox.list)
     6.800 s    inbox.list.didTransition(from: nil, animated: true)
     6.800 s  ▶ inbox.list asks the notes service for its notes (1.2 s).
     6.800 s    inbox.childDidAppear(inbox.list, animated: true)
     6.800 s      inbox.list.didMove(toParent: inbox)
     6.800 s    inbox.didTransition(from: inbox / note(3), animated: true)
     8.000 s  ▶ The server answers: 3 notes. The list asks for .loaded, animated.
     8.000 s    inbox.list.willTransition(to: loaded, animated: true)
     8.000 s      inbox.spinner.willMove(toParent: nil)
     8.000 s    inbox.list.childWillDisappear(inbox.spinner, animated: true)
     8.000 s      inbox.spinner.willDisappear(animated: true)
     8.000 s      inbox.rows.willMove(toParent: inbox.list)
     8.000 s    inbox.list.childWillAppear(inbox.rows, animated: true)
     8.000 s      inbox.rows.willAppear(animated: true)
     8.350 s      inbox.spinner.didDisappear(animated: true)
     8.350 s    inbox.list.childDidDisappear(inbox.spinner, animated: true)
     8.350 s      inbox.spinner.didMove(toParent: nil)
     8.350 s      inbox.rows.didAppear(animated: true)
     8.350 s    inbox.list.childDidAppear(inbox.rows, animated: true)
     8.350 s      inbox.rows.didMove(toParent: inbox.list)
     8.350 s    inbox.list.didTransition(from: loading, animated: true)

               ┌─ Notes ───────────────────────────────────────── /inbox ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox                                                    │
               │                                                          │
               │ ▸ 1  Groceries                                           │
               │   2  Trip to Lisbon                                      │
               │   3  Ideas for the tree                                  │
               └──────────────────────────────────────────────────────────┘

     8.850 s  ▶ The Archive tab: the app's state changes to .archive (recorded in its history). The server
                is down this time: the fetch fails and the list presents the error dialog, with Retry.
     8.850 s    app.willTransition(to: archive, animated: true)
     8.850 s      inbox.willMove(toParent: nil)
     8.850 s    app.childWillDisappear(inbox, animated: true)
     8.850 s      inbox.willDisappear(animated: true)
     8.850 s    inbox.childWillDisappear(inbox.list, animated: true)
     8.850 s      inbox.list.willDisappear(animated: true)
     8.850 s    inbox.list.childWillDisappear(inbox.rows, animated: true)
     8.850 s      inbox.rows.willDisappear(animated: true)
     8.850 s      archive.willMove(toParent: app)
     8.850 s    app.childWillAppear(archive, animated: true)
     8.850 s      archive.willAppear(animated: true)
     8.850 s    archive.willTransition(to: archive, animated: true)
     8.850 s      archive.list.willMove(toParent: archive)
     8.850 s    archive.childWillAppear(archive.list, animated: true)
     8.850 s      archive.list.willAppear(animated: true)
     8.850 s    archive.list.willTransition(to: loading, animated: true)
     8.850 s      archive.spinner.willMove(toParent: archive.list)
     8.850 s    archive.list.childWillAppear(archive.spinner, animated: true)
     8.850 s      archive.spinner.willAppear(animated: true)
     9.200 s      inbox.didDisappear(animated: true)
     9.200 s      inbox.list.didDisappear(animated: true)
     9.200 s      inbox.rows.didDisappear(animated: true)
     9.200 s    inbox.list.childDidDisappear(inbox.rows, animated: true)
     9.200 s    inbox.childDidDisappear(inbox.list, animated: true)
     9.200 s    app.childDidDisappear(inbox, animated: true)
     9.200 s      inbox.didMove(toParent: nil)
     9.200 s      archive.didAppear(animated: true)
     9.200 s      archive.list.didAppear(animated: true)
     9.200 s      archive.spinner.didAppear(animated: true)
     9.200 s    archive.list.childDidAppear(archive.spinner, animated: true)
     9.200 s      archive.spinner.didMove(toParent: archive.list)
     9.200 s    archive.list.didTransition(from: nil, animated: true)
     9.200 s  ▶ archive.list asks the notes service for its notes (1.2 s).
     9.200 s    archive.childDidAppear(archive.list, animated: true)
     9.200 s      archive.list.didMove(toParent: archive)
     9.200 s    archive.didTransition(from: nil, animated: true)
     9.200 s    app.childDidAppear(archive, animated: true)
     9.200 s      archive.didMove(toParent: app)
     9.200 s    app.didTransition(from: inbox, animated: true)
    10.400 s  ▶ The fetch fails: "The server did not answer." The list asks for .failed, animated.
    10.400 s    archive.list.willTransition(to: failed, animated: true)
    10.400 s      archive.spinner.willMove(toParent: nil)
    10.400 s    archive.list.childWillDisappear(archive.spinner, animated: true)
    10.400 s      archive.spinner.willDisappear(animated: true)
    10.750 s      archive.spinner.didDisappear(animated: true)
    10.750 s    archive.list.childDidDisappear(archive.spinner, animated: true)
    10.750 s      archive.spinner.didMove(toParent: nil)
    10.750 s    archive.list.didTransition(from: loading, animated: true)
    10.750 s      error.willMove(toParent: archive.list)
    10.750 s    archive.list.childWillAppear(error, animated: true)
    10.750 s      error.willAppear(animated: true)
    11.100 s      error.didAppear(animated: true)
    11.100 s    archive.list.childDidAppear(error, animated: true)
    11.100 s      error.didMove(toParent: archive.list)

               ┌─ Notes ─────────────────────────────────────── /archive ─┐
               │  Inbox  [Archive]  Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Archive                                                  │
               │                                                          │
               │ (could not load the notes)                               │
               │ ╭─ Couldn't load Archive ────────────────────────────╮   │
               │ │ The server did not answer.                         │   │
               │ ╰──────────────────────────────────────── [ Retry ] ─╯   │
               └──────────────────────────────────────────────────────────┘

    11.600 s  ▶ Retry: the dialog goes and the list loads again; this time the server answers.
    11.600 s      error.willMove(toParent: nil)
    11.600 s    archive.list.childWillDisappear(error, animated: true)
    11.600 s      error.willDisappear(animated: true)
    11.600 s    archive.list.willTransition(to: loading, animated: true)
    11.600 s      archive.spinner.willMove(toParent: archive.list)
    11.600 s    archive.list.childWillAppear(archive.spinner, animated: true)
    11.600 s      archive.spinner.willAppear(animated: true)
    11.950 s      error.didDisappear(animated: true)
    11.950 s    archive.list.childDidDisappear(error, animated: true)
    11.950 s      error.didMove(toParent: nil)
    11.950 s      archive.spinner.didAppear(animated: true)
    11.950 s    archive.list.childDidAppear(archive.spinner, animated: true)
    11.950 s      archive.spinner.didMove(toParent: archive.list)
    11.950 s    archive.list.didTransition(from: failed, animated: true)
    11.950 s  ▶ archive.list asks the notes service for its notes (1.2 s).
    13.150 s  ▶ The server answers: 1 note. The list asks for .loaded, animated.
    13.150 s    archive.list.willTransition(to: loaded, animated: true)
    13.150 s      archive.spinner.willMove(toParent: nil)
    13.150 s    archive.list.childWillDisappear(archive.spinner, animated: true)
    13.150 s      archive.spinner.willDisappear(animated: true)
    13.150 s      archive.rows.willMove(toParent: archive.list)
    13.150 s    archive.list.childWillAppear(archive.rows, animated: true)
    13.150 s      archive.rows.willAppear(animated: true)
    13.500 s      archive.spinner.didDisappear(animated: true)
    13.500 s    archive.list.childDidDisappear(archive.spinner, animated: true)
    13.500 s      archive.spinner.didMove(toParent: nil)
    13.500 s      archive.rows.didAppear(animated: true)
    13.500 s    archive.list.childDidAppear(archive.rows, animated: true)
    13.500 s      archive.rows.didMove(toParent: archive.list)
    13.500 s    archive.list.didTransition(from: loading, animated: true)

               ┌─ Notes ─────────────────────────────────────── /archive ─┐
               │  Inbox  [Archive]  Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Archive                                                  │
               │                                                          │
               │ ▸ 1  Old recipe                                          │
               └──────────────────────────────────────────────────────────┘

    14.000 s  ▶ A deep link, /inbox/notes/2: the app reads "inbox", the Inbox stack "notes/2". The stack
                is off screen: it takes its new path at once and appears in it, in the app's one transition,
                so the list is not shown on the way.
    14.000 s    app.willTransition(to: inbox, animated: true)
    14.000 s      archive.willMove(toParent: nil)
    14.000 s    app.childWillDisappear(archive, animated: true)
    14.000 s      archive.willDisappear(animated: true)
    14.000 s    archive.childWillDisappear(archive.list, animated: true)
    14.000 s      archive.list.willDisappear(animated: true)
    14.000 s    archive.list.childWillDisappear(archive.rows, animated: true)
    14.000 s      archive.rows.willDisappear(animated: true)
    14.000 s      inbox.willMove(toParent: app)
    14.000 s    app.childWillAppear(inbox, animated: true)
    14.000 s      inbox.willAppear(animated: true)
    14.000 s    inbox.willTransition(to: inbox / note(2), animated: true)
    14.000 s      inbox.list.willMove(toParent: nil)
    14.000 s      inbox.list.didMove(toParent: nil)
    14.000 s      note2.willMove(toParent: inbox)
    14.000 s    inbox.childWillAppear(note2, animated: true)
    14.000 s      note2.willAppear(animated: true)
    14.350 s      archive.didDisappear(animated: true)
    14.350 s      archive.list.didDisappear(animated: true)
    14.350 s      archive.rows.didDisappear(animated: true)
    14.350 s    archive.list.childDidDisappear(archive.rows, animated: true)
    14.350 s    archive.childDidDisappear(archive.list, animated: true)
    14.350 s    app.childDidDisappear(archive, animated: true)
    14.350 s      archive.didMove(toParent: nil)
    14.350 s      inbox.didAppear(animated: true)
    14.350 s      note2.didAppear(animated: true)
    14.350 s    inbox.childDidAppear(note2, animated: true)
    14.350 s      note2.didMove(toParent: inbox)
    14.350 s    inbox.didTransition(from: inbox, animated: true)
    14.350 s    app.childDidAppear(inbox, animated: true)
    14.350 s      inbox.didMove(toParent: app)
    14.350 s    app.didTransition(from: archive, animated: true)

               ┌─ Notes ───────────────────────────────── /inbox/notes/2 ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox › Trip to Lisbon                                   │
               │                                                          │
               │ Trip to Lisbon                                           │
               │   Book the train on Friday.                              │
               └──────────────────────────────────────────────────────────┘

    14.850 s  ▶ Archive: the note posts a NoteArchived event on the tree's bus. Both lists watch it: the
                Inbox list drops the row, and the Archive list, loaded but off screen, adds it without a
                fetch. Then the stack pops back to the Inbox list.
    14.850 s    inbox.willTransition(to: inbox, animated: true)
    14.850 s      note2.willMove(toParent: nil)
    14.850 s    inbox.childWillDisappear(note2, animated: true)
    14.850 s      note2.willDisappear(animated: true)
    14.850 s      inbox.list.willMove(toParent: inbox)
    14.850 s    inbox.childWillAppear(inbox.list, animated: true)
    14.850 s      inbox.list.willAppear(animated: true)
    14.850 s    inbox.list.childWillAppear(inbox.rows, animated: true)
    14.850 s      inbox.rows.willAppear(animated: true)
    15.200 s      note2.didDisappear(animated: true)
    15.200 s    inbox.childDidDisappear(note2, animated: true)
    15.200 s      note2.didMove(toParent: nil)
    15.200 s      inbox.list.didAppear(animated: true)
    15.200 s      inbox.rows.didAppear(animated: true)
    15.200 s    inbox.list.childDidAppear(inbox.rows, animated: true)
    15.200 s    inbox.childDidAppear(inbox.list, animated: true)
    15.200 s      inbox.list.didMove(toParent: inbox)
    15.200 s    inbox.didTransition(from: inbox / note(2), animated: true)

               ┌─ Notes ───────────────────────────────────────── /inbox ─┐
               │ [Inbox]  Archive   Settings                              │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Inbox                                                    │
               │                                                          │
               │ ▸ 1  Groceries                                           │
               │   2  Ideas for the tree                                  │
               └──────────────────────────────────────────────────────────┘

    15.700 s  ▶ The Settings tab.
    15.700 s    app.willTransition(to: settings, animated: true)
    15.700 s      inbox.willMove(toParent: nil)
    15.700 s    app.childWillDisappear(inbox, animated: true)
    15.700 s      inbox.willDisappear(animated: true)
    15.700 s    inbox.childWillDisappear(inbox.list, animated: true)
    15.700 s      inbox.list.willDisappear(animated: true)
    15.700 s    inbox.list.childWillDisappear(inbox.rows, animated: true)
    15.700 s      inbox.rows.willDisappear(animated: true)
    15.700 s      settings.willMove(toParent: app)
    15.700 s    app.childWillAppear(settings, animated: true)
    15.700 s      settings.willAppear(animated: true)
    15.700 s    settings.willTransition(to: settings, animated: true)
    15.700 s      themePicker.willMove(toParent: settings)
    15.700 s    settings.childWillAppear(themePicker, animated: true)
    15.700 s      themePicker.willAppear(animated: true)
    16.050 s      inbox.didDisappear(animated: true)
    16.050 s      inbox.list.didDisappear(animated: true)
    16.050 s      inbox.rows.didDisappear(animated: true)
    16.050 s    inbox.list.childDidDisappear(inbox.rows, animated: true)
    16.050 s    inbox.childDidDisappear(inbox.list, animated: true)
    16.050 s    app.childDidDisappear(inbox, animated: true)
    16.050 s      inbox.didMove(toParent: nil)
    16.050 s      settings.didAppear(animated: true)
    16.050 s      themePicker.didAppear(animated: true)
    16.050 s    settings.childDidAppear(themePicker, animated: true)
    16.050 s      themePicker.didMove(toParent: settings)
    16.050 s    settings.didTransition(from: nil, animated: true)
    16.050 s    app.childDidAppear(settings, animated: true)
    16.050 s      settings.didMove(toParent: app)
    16.050 s    app.didTransition(from: inbox, animated: true)

               ┌─ Notes ────────────────────────────────────── /settings ─┐
               │  Inbox   Archive  [Settings]                             │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Settings                                                 │
               │                                                          │
               │ Theme: light                                             │
               └──────────────────────────────────────────────────────────┘

    16.550 s  ▶ Dark theme: the settings screen sends a ThemeChosen response; the app writes the theme into
                its context, and every screen below reads it: the frame is drawn in heavy lines.
    16.550 s      themePicker.tree.send(ThemeChosen) -> app (asked: settings, app)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /settings ━┓
               ┃  Inbox   Archive  [Settings]                             ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Settings                                                 ┃
               ┃                                                          ┃
               ┃ Theme: dark                                              ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    17.050 s  ▶ Back: Settings is at its root, so the app goes back in its history: the Inbox tab.
    17.050 s    app.willTransition(to: inbox, animated: true)
    17.050 s      settings.willMove(toParent: nil)
    17.050 s    app.childWillDisappear(settings, animated: true)
    17.050 s      settings.willDisappear(animated: true)
    17.050 s    settings.childWillDisappear(themePicker, animated: true)
    17.050 s      themePicker.willDisappear(animated: true)
    17.050 s      inbox.willMove(toParent: app)
    17.050 s    app.childWillAppear(inbox, animated: true)
    17.050 s      inbox.willAppear(animated: true)
    17.050 s    inbox.childWillAppear(inbox.list, animated: true)
    17.050 s      inbox.list.willAppear(animated: true)
    17.050 s    inbox.list.childWillAppear(inbox.rows, animated: true)
    17.050 s      inbox.rows.willAppear(animated: true)
    17.400 s      settings.didDisappear(animated: true)
    17.400 s      themePicker.didDisappear(animated: true)
    17.400 s    settings.childDidDisappear(themePicker, animated: true)
    17.400 s    app.childDidDisappear(settings, animated: true)
    17.400 s      settings.didMove(toParent: nil)
    17.400 s      inbox.didAppear(animated: true)
    17.400 s      inbox.list.didAppear(animated: true)
    17.400 s      inbox.rows.didAppear(animated: true)
    17.400 s    inbox.list.childDidAppear(inbox.rows, animated: true)
    17.400 s    inbox.childDidAppear(inbox.list, animated: true)
    17.400 s    app.childDidAppear(inbox, animated: true)
    17.400 s      inbox.didMove(toParent: app)
    17.400 s    app.didTransition(from: settings, animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /inbox ━┓
               ┃ [Inbox]  Archive   Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Inbox                                                    ┃
               ┃                                                          ┃
               ┃ ▸ 1  Groceries                                           ┃
               ┃   2  Ideas for the tree                                  ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    17.900 s  ▶ Back again: the Archive tab, with the archived note already in it.
    17.900 s    app.willTransition(to: archive, animated: true)
    17.900 s      inbox.willMove(toParent: nil)
    17.900 s    app.childWillDisappear(inbox, animated: true)
    17.900 s      inbox.willDisappear(animated: true)
    17.900 s    inbox.childWillDisappear(inbox.list, animated: true)
    17.900 s      inbox.list.willDisappear(animated: true)
    17.900 s    inbox.list.childWillDisappear(inbox.rows, animated: true)
    17.900 s      inbox.rows.willDisappear(animated: true)
    17.900 s      archive.willMove(toParent: app)
    17.900 s    app.childWillAppear(archive, animated: true)
    17.900 s      archive.willAppear(animated: true)
    17.900 s    archive.childWillAppear(archive.list, animated: true)
    17.900 s      archive.list.willAppear(animated: true)
    17.900 s    archive.list.childWillAppear(archive.rows, animated: true)
    17.900 s      archive.rows.willAppear(animated: true)
    18.250 s      inbox.didDisappear(animated: true)
    18.250 s      inbox.list.didDisappear(animated: true)
    18.250 s      inbox.rows.didDisappear(animated: true)
    18.250 s    inbox.list.childDidDisappear(inbox.rows, animated: true)
    18.250 s    inbox.childDidDisappear(inbox.list, animated: true)
    18.250 s    app.childDidDisappear(inbox, animated: true)
    18.250 s      inbox.didMove(toParent: nil)
    18.250 s      archive.didAppear(animated: true)
    18.250 s      archive.list.didAppear(animated: true)
    18.250 s      archive.rows.didAppear(animated: true)
    18.250 s    archive.list.childDidAppear(archive.rows, animated: true)
    18.250 s    archive.childDidAppear(archive.list, animated: true)
    18.250 s    app.childDidAppear(archive, animated: true)
    18.250 s      archive.didMove(toParent: app)
    18.250 s    app.didTransition(from: inbox, animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /archive ━┓
               ┃  Inbox  [Archive]  Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Archive                                                  ┃
               ┃                                                          ┃
               ┃ ▸ 1  Trip to Lisbon                                      ┃
               ┃   2  Old recipe                                          ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    18.750 s  ▶ The user opens the archived note: the Archive's stack is its list › note 2.
    18.750 s    archive.willTransition(to: archive / note(2), animated: true)
    18.750 s      archive.list.willMove(toParent: nil)
    18.750 s    archive.childWillDisappear(archive.list, animated: true)
    18.750 s      archive.list.willDisappear(animated: true)
    18.750 s    archive.list.childWillDisappear(archive.rows, animated: true)
    18.750 s      archive.rows.willDisappear(animated: true)
    18.750 s      note2.willMove(toParent: archive)
    18.750 s    archive.childWillAppear(note2, animated: true)
    18.750 s      note2.willAppear(animated: true)
    19.100 s      archive.list.didDisappear(animated: true)
    19.100 s      archive.rows.didDisappear(animated: true)
    19.100 s    archive.list.childDidDisappear(archive.rows, animated: true)
    19.100 s    archive.childDidDisappear(archive.list, animated: true)
    19.100 s      archive.list.didMove(toParent: nil)
    19.100 s      note2.didAppear(animated: true)
    19.100 s    archive.childDidAppear(note2, animated: true)
    19.100 s      note2.didMove(toParent: archive)
    19.100 s    archive.didTransition(from: archive, animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /archive/notes/2 ━┓
               ┃  Inbox  [Archive]  Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Archive › Trip to Lisbon                                 ┃
               ┃                                                          ┃
               ┃ Trip to Lisbon  (archived)                               ┃
               ┃   Book the train on Friday.                              ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    19.600 s  ▶ The user swipes back from the note, slowly: the pop begins at once (the list under it gets
                willAppear, the note willDisappear) and follows the finger: 30%, then 40%; meanwhile the URL
                reads where the swipe goes, as mid-animation. They let go before halfway: the swipe is
                cancelled, each screen turns around at once and runs back for 40% of the 350 ms. The note
                stays; the stack, its history and the URL are as they were.
    19.600 s    archive.willTransition(to: archive, animated: true)
    19.600 s      note2.willMove(toParent: nil)
    19.600 s    archive.childWillDisappear(note2, animated: true)
    19.600 s      note2.willDisappear(animated: true)
    19.600 s      archive.list.willMove(toParent: archive)
    19.600 s    archive.childWillAppear(archive.list, animated: true)
    19.600 s      archive.list.willAppear(animated: true)
    19.600 s    archive.list.childWillAppear(archive.rows, animated: true)
    19.600 s      archive.rows.willAppear(animated: true)
    19.700 s  ▶ The finger is at 30%; the app shows /archive.
    19.800 s  ▶ The finger is at 40%; the app shows /archive.
    19.800 s    archive.childWillDisappear(archive.list, animated: true)
    19.800 s      archive.list.didAppear(animated: true)
    19.800 s      archive.rows.didAppear(animated: true)
    19.800 s    archive.list.childDidAppear(archive.rows, animated: true)
    19.800 s      archive.list.willDisappear(animated: true)
    19.800 s    archive.list.childWillDisappear(archive.rows, animated: true)
    19.800 s      archive.rows.willDisappear(animated: true)
    19.800 s    archive.childWillAppear(note2, animated: true)
    19.800 s      note2.willAppear(animated: true)
    19.940 s      archive.list.didDisappear(animated: true)
    19.940 s      archive.rows.didDisappear(animated: true)
    19.940 s    archive.list.childDidDisappear(archive.rows, animated: true)
    19.940 s    archive.childDidDisappear(archive.list, animated: true)
    19.940 s      archive.list.didMove(toParent: nil)
    19.940 s      note2.didAppear(animated: true)
    19.940 s    archive.childDidAppear(note2, animated: true)
    19.940 s      note2.didMove(toParent: archive)
    19.940 s    archive.didTransition(from: archive, animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /archive/notes/2 ━┓
               ┃  Inbox  [Archive]  Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Archive › Trip to Lisbon                                 ┃
               ┃                                                          ┃
               ┃ Trip to Lisbon  (archived)                               ┃
               ┃   Book the train on Friday.                              ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    20.440 s  ▶ Again, past halfway, with a flick (3 per second): the swipe finishes. What is left (35%)
                takes 35% ÷ 3 per second, about 117 ms, instead of 35% of 350 ms (122.5 ms); the note is
                popped as by Back.
    20.440 s    archive.willTransition(to: archive, animated: true)
    20.440 s      note2.willMove(toParent: nil)
    20.440 s    archive.childWillDisappear(note2, animated: true)
    20.440 s      note2.willDisappear(animated: true)
    20.440 s      archive.list.willMove(toParent: archive)
    20.440 s    archive.childWillAppear(archive.list, animated: true)
    20.440 s      archive.list.willAppear(animated: true)
    20.440 s    archive.list.childWillAppear(archive.rows, animated: true)
    20.440 s      archive.rows.willAppear(animated: true)
    20.540 s  ▶ The finger is at 30%; the app shows /archive.
    20.640 s  ▶ The finger is at 65%; the app shows /archive.
    20.756 s      note2.didDisappear(animated: true)
    20.756 s    archive.childDidDisappear(note2, animated: true)
    20.756 s      note2.didMove(toParent: nil)
    20.756 s      archive.list.didAppear(animated: true)
    20.756 s      archive.rows.didAppear(animated: true)
    20.756 s    archive.list.childDidAppear(archive.rows, animated: true)
    20.756 s    archive.childDidAppear(archive.list, animated: true)
    20.756 s      archive.list.didMove(toParent: archive)
    20.756 s    archive.didTransition(from: archive / note(2), animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /archive ━┓
               ┃  Inbox  [Archive]  Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Archive                                                  ┃
               ┃                                                          ┃
               ┃ ▸ 1  Trip to Lisbon                                      ┃
               ┃   2  Old recipe                                          ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    21.256 s  ▶ The user opens the archived note again.
    21.256 s    archive.willTransition(to: archive / note(2), animated: true)
    21.256 s      archive.list.willMove(toParent: nil)
    21.256 s    archive.childWillDisappear(archive.list, animated: true)
    21.256 s      archive.list.willDisappear(animated: true)
    21.256 s    archive.list.childWillDisappear(archive.rows, animated: true)
    21.256 s      archive.rows.willDisappear(animated: true)
    21.256 s      note2.willMove(toParent: archive)
    21.256 s    archive.childWillAppear(note2, animated: true)
    21.256 s      note2.willAppear(animated: true)
    21.606 s      archive.list.didDisappear(animated: true)
    21.606 s      archive.rows.didDisappear(animated: true)
    21.606 s    archive.list.childDidDisappear(archive.rows, animated: true)
    21.606 s    archive.childDidDisappear(archive.list, animated: true)
    21.606 s      archive.list.didMove(toParent: nil)
    21.606 s      note2.didAppear(animated: true)
    21.606 s    archive.childDidAppear(note2, animated: true)
    21.606 s      note2.didMove(toParent: archive)
    21.606 s    archive.didTransition(from: archive, animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /archive/notes/2 ━┓
               ┃  Inbox  [Archive]  Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Archive › Trip to Lisbon                                 ┃
               ┃                                                          ┃
               ┃ Trip to Lisbon  (archived)                               ┃
               ┃   Book the train on Friday.                              ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    22.106 s  ▶ A deep link, /inbox/notes/1/edit: the Inbox stack, off screen, takes its path at once, and
                the app shows the Inbox; the Archive's stack is kept as it is, hidden.
    22.106 s    app.willTransition(to: inbox, animated: true)
    22.106 s      archive.willMove(toParent: nil)
    22.106 s    app.childWillDisappear(archive, animated: true)
    22.106 s      archive.willDisappear(animated: true)
    22.106 s    archive.childWillDisappear(note2, animated: true)
    22.106 s      note2.willDisappear(animated: true)
    22.106 s      inbox.willMove(toParent: app)
    22.106 s    app.childWillAppear(inbox, animated: true)
    22.106 s      inbox.willAppear(animated: true)
    22.106 s    inbox.willTransition(to: inbox / note(1) / editor(1), animated: true)
    22.106 s      inbox.list.willMove(toParent: nil)
    22.106 s      inbox.list.didMove(toParent: nil)
    22.106 s      editor1.willMove(toParent: inbox)
    22.106 s    inbox.childWillAppear(editor1, animated: true)
    22.106 s      editor1.willAppear(animated: true)
    22.456 s      archive.didDisappear(animated: true)
    22.456 s      note2.didDisappear(animated: true)
    22.456 s    archive.childDidDisappear(note2, animated: true)
    22.456 s    app.childDidDisappear(archive, animated: true)
    22.456 s      archive.didMove(toParent: nil)
    22.456 s      inbox.didAppear(animated: true)
    22.456 s      editor1.didAppear(animated: true)
    22.456 s    inbox.childDidAppear(editor1, animated: true)
    22.456 s      editor1.didMove(toParent: inbox)
    22.456 s    inbox.didTransition(from: inbox, animated: true)
    22.456 s    app.childDidAppear(inbox, animated: true)
    22.456 s      inbox.didMove(toParent: app)
    22.456 s    app.didTransition(from: archive, animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /inbox/notes/1/edit ━┓
               ┃ [Inbox]  Archive   Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Inbox › Groceries › Edit                                 ┃
               ┃                                                          ┃
               ┃ Title: Groceries▏                                        ┃
               ┃   saved                                                  ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    22.956 s  ▶ The user types " and tea": a draft, not saved yet.

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /inbox/notes/1/edit ━┓
               ┃ [Inbox]  Archive   Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Inbox › Groceries › Edit                                 ┃
               ┃                                                          ┃
               ┃ Title: Groceries and tea▏                                ┃
               ┃ ● unsaved changes                                        ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

    23.456 s  ▶ The app is saved as a value: app.tree.snapshot(), encoded with JSONEncoder: 779 bytes, every
                tab, stack, history entry and screen's own data. The editor's node, with what it saved:
                  {"d":{"editor":{"_0":1}},"e":{"d":{"cursor":17,"draft":"Groceries and tea"},"k":"NotesExample.EditorScreen"}}
    23.456 s  ▶ The app shows /inbox/notes/1/edit, and nothing is left on the clock.

    Timeline: one row a tab, screen or presentation, time across.

                  0 s       2.5 s     5 s       7.5 s     10 s      12.5 s    15 s      17.5 s    20 s      22.5 s
                  |         |         |         |         |         |         |         |         |         |
    state         inbox                              archive              inbox setti in archive          inbox
    inbox         ███████████████████████████████████▒▒                   ▒██████▒    ▒▒██▒               ▒▒████
    note3         ██████████▒▒          ▒▒██▒
    whatsNew1     ▒██▒▒
    whatsNew2        ▒▒██▒
    editor3                 ▒▒██████████▒▒
    confirm                     ▒████▒
    inbox.list                              ▒████████▒▒                      ▒▒██▒    ▒▒██▒
    archive                                          ▒▒███████████████████▒               ▒███████████████▒▒
    archive.list                                     ▒▒███████████████████▒               ▒██▒  ▒▒  ▒██▒
    error                                                    ▒██▒▒
    note2                                                                 ▒██▒▒              ▒██▒▒██▒  ▒██▒▒
    settings                                                                     ▒████▒▒
    themePicker                                                                  ▒████▒▒
    editor1                                                                                               ▒▒████

                  █ shown   ▒ animating   ░ waiting (delay)   1 column = 250 ms

     0.000 s  ▶ The next launch: a fresh NotesApp, on a new clock and the same server. Before it appears,
                app.tree.restore(snapshot) gives each container its saved state off screen, as a deep link
                would, and the editor its draft; then the app appears, in one transition per container, on
                the editor with its draft. No overlay: the app saved that they were seen.
     0.000 s  ▶ The RestoreReport is complete: nothing was left out.
     0.000 s    app.willAppear(animated: false)
     0.000 s    app.willTransition(to: inbox, animated: false)
     0.000 s      inbox.willMove(toParent: app)
     0.000 s    app.childWillAppear(inbox, animated: false)
     0.000 s      inbox.willAppear(animated: false)
     0.000 s    inbox.willTransition(to: inbox / note(1) / editor(1), animated: false)
     0.000 s      editor1.willMove(toParent: inbox)
     0.000 s    inbox.childWillAppear(editor1, animated: false)
     0.000 s      editor1.willAppear(animated: false)
     0.000 s    app.didAppear(animated: false)
     0.000 s      inbox.didAppear(animated: false)
     0.000 s      editor1.didAppear(animated: false)
     0.000 s    inbox.childDidAppear(editor1, animated: false)
     0.000 s      editor1.didMove(toParent: inbox)
     0.000 s    inbox.didTransition(from: nil, animated: false)
     0.000 s    app.childDidAppear(inbox, animated: false)
     0.000 s      inbox.didMove(toParent: app)
     0.000 s    app.didTransition(from: nil, animated: false)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /inbox/notes/1/edit ━┓
               ┃ [Inbox]  Archive   Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Inbox › Groceries › Edit                                 ┃
               ┃                                                          ┃
               ┃ Title: Groceries and tea▏                                ┃
               ┃ ● unsaved changes                                        ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

     0.500 s  ▶ The Archive tab: its stack came back too, on note 2.
     0.500 s    app.willTransition(to: archive, animated: true)
     0.500 s      inbox.willMove(toParent: nil)
     0.500 s    app.childWillDisappear(inbox, animated: true)
     0.500 s      inbox.willDisappear(animated: true)
     0.500 s    inbox.childWillDisappear(editor1, animated: true)
     0.500 s      editor1.willDisappear(animated: true)
     0.500 s      archive.willMove(toParent: app)
     0.500 s    app.childWillAppear(archive, animated: true)
     0.500 s      archive.willAppear(animated: true)
     0.500 s    archive.willTransition(to: archive / note(2), animated: true)
     0.500 s      note2.willMove(toParent: archive)
     0.500 s    archive.childWillAppear(note2, animated: true)
     0.500 s      note2.willAppear(animated: true)
     0.850 s      inbox.didDisappear(animated: true)
     0.850 s      editor1.didDisappear(animated: true)
     0.850 s    inbox.childDidDisappear(editor1, animated: true)
     0.850 s    app.childDidDisappear(inbox, animated: true)
     0.850 s      inbox.didMove(toParent: nil)
     0.850 s      archive.didAppear(animated: true)
     0.850 s      note2.didAppear(animated: true)
     0.850 s    archive.childDidAppear(note2, animated: true)
     0.850 s      note2.didMove(toParent: archive)
     0.850 s    archive.didTransition(from: nil, animated: true)
     0.850 s    app.childDidAppear(archive, animated: true)
     0.850 s      archive.didMove(toParent: app)
     0.850 s    app.didTransition(from: inbox, animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /archive/notes/2 ━┓
               ┃  Inbox  [Archive]  Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Archive › Trip to Lisbon                                 ┃
               ┃                                                          ┃
               ┃ Trip to Lisbon  (archived)                               ┃
               ┃   Book the train on Friday.                              ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

     1.350 s  ▶ The Inbox tab again: the editor and its draft, as they were.
     1.350 s    app.willTransition(to: inbox, animated: true)
     1.350 s      archive.willMove(toParent: nil)
     1.350 s    app.childWillDisappear(archive, animated: true)
     1.350 s      archive.willDisappear(animated: true)
     1.350 s    archive.childWillDisappear(note2, animated: true)
     1.350 s      note2.willDisappear(animated: true)
     1.350 s      inbox.willMove(toParent: app)
     1.350 s    app.childWillAppear(inbox, animated: true)
     1.350 s      inbox.willAppear(animated: true)
     1.350 s    inbox.childWillAppear(editor1, animated: true)
     1.350 s      editor1.willAppear(animated: true)
     1.700 s      archive.didDisappear(animated: true)
     1.700 s      note2.didDisappear(animated: true)
     1.700 s    archive.childDidDisappear(note2, animated: true)
     1.700 s    app.childDidDisappear(archive, animated: true)
     1.700 s      archive.didMove(toParent: nil)
     1.700 s      inbox.didAppear(animated: true)
     1.700 s      editor1.didAppear(animated: true)
     1.700 s    inbox.childDidAppear(editor1, animated: true)
     1.700 s    app.childDidAppear(inbox, animated: true)
     1.700 s      inbox.didMove(toParent: app)
     1.700 s    app.didTransition(from: archive, animated: true)

               ┏━ Notes ━━━━━━━━━━━━━━━━━━━━━━━━━━━━ /inbox/notes/1/edit ━┓
               ┃ [Inbox]  Archive   Settings                              ┃
               ┃ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ ┃
               ┃ Inbox › Groceries › Edit                                 ┃
               ┃                                                          ┃
               ┃ Title: Groceries and tea▏                                ┃
               ┃ ● unsaved changes                                        ┃
               ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

     2.200 s  ▶ Done: the app shows /inbox/notes/1/edit, and nothing is left on the clock.

    Timeline: one row a tab, screen or presentation, time across.

                  0 s
                  |
    state         i ar inbox
    inbox         ██▒  ▒▒██
    editor1       ██▒  ▒▒██
    archive         ▒██▒▒
    note2           ▒██▒▒

                  █ shown   ▒ animating   ░ waiting (delay)   1 column = 250 ms

    """
}
