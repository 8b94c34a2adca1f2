import StateContainer
import Testing

@testable import NotesExample

/// The Notes app's terminal mode on a simulated clock: what the bytes of a key do, and
/// the screen at a terminal's size, whole.
@MainActor @Suite struct NotesTerminalTests {
  /// The live app past its two "what's new" overlays, showing `url`.
  @MainActor private struct Session {
    let clock = SimulatedClock()
    let app: NotesApp
    let live: Interactive
    var decoder = KeyDecoder()

    init(at url: String) {
      app = NotesApp(clock: clock, service: NotesExample.NotesService(latency: .milliseconds(100)))
      live = Interactive(app: app, clock: clock)
      app.beginAppearanceTransition(true, animated: false)
      app.endAppearanceTransition()
      clock.run()
      type("oo")
      if url != app.shownURL { #expect(app.openLink(url) == nil) }
      clock.run()
    }

    /// Sends `bytes` as one read, then lets a lone `ESC` be Escape, and lets the clock run.
    mutating func send(_ bytes: [UInt8]) {
      live.press(decoder.decode(bytes) + decoder.flush())
      clock.run()
    }

    /// Types `text` a byte a read (UTF-8 cut inside characters).
    mutating func type(_ text: String) {
      for byte in text.utf8 {
        live.press(decoder.decode([byte]))
        clock.run()
      }
      live.press(decoder.flush())
    }

    /// The terminal's last line: the answer to the last key.
    func status(columns: Int = 100) -> String { live.screen(columns: columns, rows: 30).last ?? "" }

    /// What the screen on top of the stack shows.
    var content: [String] { ScreenDrawing.content(of: app.currentStack.currentNode.component) }
  }

  private static let escape: UInt8 = 0x1B

  /// F1 (both forms), Alt+x and Ctrl-→ on a note leave it on screen and say so; Escape
  /// alone goes back.
  @Test func anEscapeSequenceThatIsNoKnownKeyDoesNothingButSaySo() {
    var session = Session(at: "/inbox/notes/2")
    let before = session.live.screen(columns: 100, rows: 30)
    for (bytes, name) in [("\u{1B}OP", "F1"), ("\u{1B}[11~", "F1"), ("\u{1B}x", "Alt-x")] {
      session.send(Array(bytes.utf8))
      #expect(
        session.live.screen(columns: 100, rows: 30)
          == before.dropLast() + [" \(name) does nothing here: the keys are listed above"])
    }
    session.send([Self.escape])
    #expect(session.app.shownURL == "/inbox")
  }

  /// With unsaved changes, Escape in the editor asks "Discard your changes?", and the answer
  /// keys go to the question, not into the title: `n` keeps editing, `y` discards.
  /// `s` begins a swipe back that → and ← drive, the frame shows its progress, Esc cancels
  /// it (the note stays) and Enter finishes it (the list is shown).
  @Test func aSwipeBackFollowsTheArrowsAndIsCancelledOrFinished() {
    var session = Session(at: "/inbox/notes/2")
    let right = Array("\u{1B}[C".utf8)
    let left = Array("\u{1B}[D".utf8)
    session.type("s")
    for _ in 0..<4 { session.send(right) }
    session.send(left)
    let screen = session.live.screen(columns: 100, rows: 30).joined(separator: "\n")
    #expect(screen.contains("swipe back ▮▮▮▯▯▯▯▯▯▯ 30%   → ← move   enter finish   esc cancel"))
    #expect(screen.contains("swiping back: the app shows /inbox"))
    session.send([Self.escape])
    #expect(session.app.shownURL == "/inbox/notes/2")
    #expect(session.app.currentStack.currentNode.destination == .note(2))

    session.type("s")
    for _ in 0..<7 { session.send(right) }
    session.send([0x0D])
    #expect(session.app.shownURL == "/inbox")
    session.type("s")
    #expect(session.status() == " nothing to swipe back to")
  }

  @Test func theQuestionTakesTheAnswerKeysNotTheEditor() {
    var session = Session(at: "/inbox/notes/2/edit")
    session.type("!")
    session.send([Self.escape])
    #expect(session.app.presentedComponent is ConfirmDialog)
    #expect(session.live.screen(columns: 100, rows: 30).contains(" keys: y discard   n keep editing"))
    // In a narrow terminal the question's box keeps its corners; its buttons are cut instead.
    let narrow = session.live.screen(columns: 30, rows: 12)
    #expect(narrow.filter { $0.contains("╰") } == ["│ ╰ [ Discard ]  [ Kee… ─╯   │"])
    // Under the question, `/` does not open a URL that Enter would refuse: it says why.
    session.type("/")
    #expect(session.status() == " answer the question first (discard or keep)")
    #expect(session.app.presentedComponent is ConfirmDialog)
    session.type("n")
    #expect(session.app.presentedComponent == nil)
    #expect(session.content == ["Title: Trip to Lisbon!▏", "● unsaved changes"])
    session.send([Self.escape])
    session.type("y")
    #expect(session.app.presentedComponent == nil)
    #expect(session.app.shownURL == "/inbox/notes/2")
    #expect(session.content == ["Trip to Lisbon", "  Book the train on Friday."])
  }

  /// In the editor ← and → move the cursor and typing inserts there (UTF-8 as typed, a
  /// byte at a time); Home and End go to either end; Escape leaves.
  /// Keys typed into an editor opened while the note was still sliding in, before the
  /// editor has appeared, edit its title, and its appearance keeps them (it replaced them
  /// with the title, and Ctrl-C then saved the title, not what was typed).
  @Test func typingIntoAnEditorBeforeItAppearsEditsItsTitle() {
    var session = Session(at: "/inbox")
    session.live.press(session.decoder.decode(Array("\u{1B}[B\u{1B}[B\reXY".utf8)))
    #expect(session.app.shownURL == "/inbox/notes/3/edit")
    session.clock.run()

    #expect(session.content == ["Title: IdeasXY▏", "● unsaved changes"])
  }

  @Test func arrowsInTheEditorMoveTheCursorAndTypingInsertsAtIt() {
    var session = Session(at: "/inbox/notes/2/edit")
    session.type(" café")
    session.send(Array("\u{1B}[D\u{1B}[D".utf8))
    session.type("X")
    #expect(session.content == ["Title: Trip to Lisbon caX▏fé", "● unsaved changes"])
    session.send(Array("\u{1B}[H".utf8))
    session.send(Array("\u{1B}[D".utf8))
    #expect(session.status() == " the cursor is at the start")
    session.type("¡")
    session.send(Array("\u{1B}OF".utf8))
    session.type("😀")
    session.send(Array("\u{1B}[3~".utf8))
    #expect(session.status() == " nothing after the cursor to delete")
    #expect(session.content == ["Title: ¡Trip to Lisbon caXfé😀▏", "● unsaved changes"])
    session.send([0x7F])
    session.send(Array("\u{1B}[1~\u{1B}[3~".utf8))
    #expect(session.content == ["Title: ▏Trip to Lisbon caXfé", "● unsaved changes"])
    session.send(Array("\u{1B}[A".utf8))
    #expect(session.status() == " ↑ does nothing in the editor (esc: back)")
    #expect(session.app.shownURL == "/inbox/notes/2/edit")
    session.send([0x0D])
    #expect(session.app.shownURL == "/inbox/notes/2")
    #expect(session.content == ["Trip to Lisbon caXfé", "  Book the train on Friday."])
  }

  /// Keys that change nothing on screen say why in the status line.
  @Test func everyKeyGivesVisibleFeedback() {
    var session = Session(at: "/inbox")
    var answers: [String] = []
    for key in ["\u{1B}[A", "j", "j", "\u{1B}[B", "z", "\t", "f"] {
      session.send(Array(key.utf8))
      answers.append(session.status())
    }
    #expect(
      answers == [
        " already at the first note", " ", " ", " already at the last note",
        " 'z' does nothing here: the keys are listed above",
        " Tab does nothing here: the keys are listed above", " the next fetch will fail",
      ])
  }

  /// `/inbox/notes/99` and its editor say that there is no such note; nothing edits,
  /// types or saves it, and ← goes back.
  @Test func aLinkToANoteThatDoesNotExistShowsNoSuchNote() {
    var session = Session(at: "/inbox/notes/99")
    #expect(session.content == ["No such note: there is no note 99.", "  Nothing to show or edit: go back."])
    var answers: [String] = []
    for key in ["e", "a"] {
      session.send(Array(key.utf8))
      answers.append(session.status())
    }
    #expect(session.app.openLink("/inbox/notes/99/edit") == nil)
    session.clock.run()
    #expect(session.content == ["No such note: there is no note 99.", "  Nothing to show or edit: go back."])
    for key in ["x", "\r"] {
      session.send(Array(key.utf8))
      answers.append(session.status())
    }
    let noSuchNote = " no such note: there is no note 99; go back"
    #expect(answers == [noSuchNote, noSuchNote, noSuchNote, noSuchNote])
    #expect(session.app.notesService.note(99) == nil)
    session.send([Self.escape])
    #expect(session.app.shownURL == "/inbox/notes/99")
  }

  @Test func ctrlCAsAByteEndsTheSessionWithStatus130() {
    var session = Session(at: "/inbox")
    session.send([0x03, UInt8(ascii: "j")])
    #expect(session.live.isDone)
    #expect(session.live.exitStatus == 130)
    #expect(session.app.currentStack.entry(as: NoteListScreen.self)?.rows.selection == 0)
  }

  /// The screen at a terminal's size: no line wider than the terminal, no more lines than
  /// its rows, the frame's top line whole; back at the first size, the first screen.
  @Test func theScreenFitsTheTerminalAfterAResizeToNarrowAndBack() {
    var session = Session(at: "/inbox/notes/2/edit")
    session.type(" café 😀")
    let first = session.live.screen(columns: 100, rows: 30)
    for (columns, rows) in [(100, 30), (60, 20), (40, 12), (23, 8), (16, 6), (10, 4), (100, 30)] {
      let screen = session.live.screen(columns: columns, rows: rows)
      #expect(screen.count <= rows, "\(columns)×\(rows)")
      for line in screen {
        #expect(line.displayWidth <= columns, "\(columns)×\(rows): \(line)")
      }
      let frameWidth = max(ScreenDrawing.minimumWidth, min(ScreenDrawing.maximumWidth, columns))
      if columns >= ScreenDrawing.minimumWidth {
        #expect(screen.first?.hasPrefix("┌─ Notes ") == true)
        #expect(screen.first?.hasSuffix("─┐") == true)
        #expect(screen.first?.displayWidth == frameWidth)
      }
    }
    #expect(session.live.screen(columns: 100, rows: 30) == first)
    #expect(
      session.live.screen(columns: 40, rows: 12) == [
        "┌─ Notes ──────── /inbox/notes/2/edit ─┐",
        "│ [Inbox]  Archive   Settings          │",
        "│ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │",
        "│ Inbox › Trip to Lisbon › Edit        │",
        "│                                      │",
        "│ Title: Trip to Lisbon café 😀▏       │",
        "│ ● unsaved changes                    │",
        "└──────────────────────────────────────┘",
        " keys: type the title   ←→ home end move",
        "       enter save   esc back",
        " ",
      ])
  }

  /// Columns of text as a terminal shows them, and text cut to fit them.
  @Test func displayWidthCountsWideAndCombiningCharacters() {
    #expect(
      ["café", "cafe\u{301}", "😀", "日本", "│ ▸ ┄ ⋮", "👍🏽", "\u{1B}"].map(\.displayWidth) == [
        4, 4, 2, 4, 7, 2, 0,
      ])
    #expect("Trip to Lisbon".fitted(to: 6) == "Trip …")
    #expect("ab😀cd".fitted(to: 4) == "ab…")
    #expect("ab😀".padded(to: 5) == "ab😀 ")
    #expect("abc".fitted(to: 0) == "")
  }
}

/// A link to a note that does not exist, in the built executable's line mode: the note and
/// its editor say "no such note", and edit, archive, type and save each answer why not.
@Suite struct NotesNoSuchNoteLineModeTests {
  @Test func aLinkToAMissingNoteShowsNoSuchNoteAndNothingEditsIt() throws {
    let input =
      "ok\nok\nopen /inbox/notes/99\nedit\narchive\nopen /inbox/notes/99/edit\ntype x\nsave\nback\nurl\n"
    let run = try ExecutableRun("NotesExample", arguments: ["--interactive", "--latency", "0"], input: input)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "> open /inbox/notes/99"))
    #expect(
      Array(lines[start...])
        == Self.expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  static let expected = """
    > open /inbox/notes/99
    ┌─ Notes ──────────────────────────────── /inbox/notes/99 ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Note 99                                          │
    │                                                          │
    │ No such note: there is no note 99.                       │
    │   Nothing to show or edit: go back.                      │
    └──────────────────────────────────────────────────────────┘
    > edit
    error: no such note: there is no note 99; go back
    > archive
    error: no such note: there is no note 99; go back
    > open /inbox/notes/99/edit
    ┌─ Notes ─────────────────────────── /inbox/notes/99/edit ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Note 99 › Edit                                   │
    │                                                          │
    │ No such note: there is no note 99.                       │
    │   Nothing to show or edit: go back.                      │
    └──────────────────────────────────────────────────────────┘
    > type x
    error: no such note: there is no note 99; go back
    > save
    error: no such note: there is no note 99; go back
    > back
    ┌─ Notes ──────────────────────────────── /inbox/notes/99 ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox › Note 99                                          │
    │                                                          │
    │ No such note: there is no note 99.                       │
    │   Nothing to show or edit: go back.                      │
    └──────────────────────────────────────────────────────────┘
    > url
    /inbox/notes/99

    """
}
