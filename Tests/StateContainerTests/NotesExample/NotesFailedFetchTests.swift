import Foundation
import Testing

/// The Notes app keeps a failed fetch's state across a tab switch: the archive list that
/// failed to load shows the same "Couldn't load" dialog with Retry when its tab comes
/// back, instead of reloading under the stale dialog (a container keeps its state when it
/// appears again).
@Suite struct NotesFailedFetchTests {
  static let session = """
    ok
    ok
    fail
    tab archive
    tab inbox
    tab archive
    ok

    """

  /// The frames after each command, split at the prompt lines.
  static func frames(_ output: String) -> [String] {
    output.components(separatedBy: "\n> ")
  }

  @Test func aFailedArchiveKeepsItsRetryDialogAcrossATabSwitchAndRetryLoadsIt() throws {
    let run = try ExecutableRun(
      "NotesExample", arguments: ["--interactive", "--latency", "100"], input: Self.session)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    expectSameLines(run.standardOutput, Self.expectedSession)
    // The archive comes back exactly as it was left: the same frame under the same command.
    let frames = Self.frames(run.standardOutput)
    #expect(frames.count == 8)
    if frames.count == 8 { #expect(frames[4] == frames[6]) }
  }

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
    > fail
    ┌─ Notes ───────────────────────────────────────── /inbox ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox                                                    │
    │                                                          │
    │ ▸ 1  Groceries                                           │
    │   2  Trip to Lisbon                                      │
    │   3  Ideas                                               │
    └──────────────────────────────────────────────────────────┘
    > tab archive
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
    > tab inbox
    ┌─ Notes ───────────────────────────────────────── /inbox ─┐
    │ [Inbox]  Archive   Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Inbox                                                    │
    │                                                          │
    │ ▸ 1  Groceries                                           │
    │   2  Trip to Lisbon                                      │
    │   3  Ideas                                               │
    └──────────────────────────────────────────────────────────┘
    > tab archive
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
    > ok
    ┌─ Notes ─────────────────────────────────────── /archive ─┐
    │  Inbox  [Archive]  Settings                              │
    │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
    │ Archive                                                  │
    │                                                          │
    │ ▸ 1  Old recipe                                          │
    └──────────────────────────────────────────────────────────┘

    """
}
