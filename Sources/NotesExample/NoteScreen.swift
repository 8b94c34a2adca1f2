import StateContainer

/// One note, read from the ``NotesService`` each time it appears.
final class NoteScreen: Component {
  let noteID: Int
  /// The note as it was when the screen last appeared.
  private(set) var note: Note?

  init(noteID: Int) {
    self.noteID = noteID
    super.init()
    componentName = "note\(noteID)"
  }

  override func willAppear(animated: Bool) {
    note = tree.service(NotesService.self)?.note(noteID)
  }

  /// The user tapped Archive: the service moves the note, and the tree hears about it.
  func archive() {
    guard let archived = tree.service(NotesService.self)?.archive(id: noteID) else { return }
    note = archived
    tree.post(NoteArchived(note: archived))
  }
}

/// The editor of a note's title: a draft, saved with a ``NoteSaved`` response.
final class EditorScreen: Component {
  let noteID: Int
  /// What the text field holds.
  private(set) var draft = ""
  /// The title as last saved.
  private(set) var savedTitle = ""

  init(noteID: Int) {
    self.noteID = noteID
    super.init()
    componentName = "editor\(noteID)"
  }

  /// Whether the draft differs from what was saved.
  var hasUnsavedChanges: Bool { draft != savedTitle }

  /// The draft and cursor a restored snapshot brought back, until the first appearance.
  private var restoredDraft: (text: String, cursor: Int)?

  /// Whether the title has been read from the service.
  private var isLoaded = false

  /// The first appearance reads the title from the service.
  override func willAppear(animated: Bool) { loadIfNeeded() }

  /// Reads the title from the service, the first time the editor appears or is edited; the
  /// draft is the title, or the draft a snapshot saved. A key can reach the editor before
  /// its first appearance (it was opened while another screen was still sliding in): it then
  /// edits the title, and the appearance keeps what was typed.
  private func loadIfNeeded() {
    guard !isLoaded, let note = tree.service(NotesService.self)?.note(noteID) else { return }
    isLoaded = true
    savedTitle = note.title
    draft = restoredDraft?.text ?? note.title
    cursor = min(restoredDraft?.cursor ?? draft.count, draft.count)
    restoredDraft = nil
  }

  /// Saves the draft and the cursor, not the title: the service is the title's source. An
  /// editor restored in a tab not shown since saves the draft it was restored with.
  override func encodeRestorableState(with coder: RestorationCoder) {
    coder.encode(restoredDraft?.text ?? draft, forKey: "draft")
    coder.encode(restoredDraft?.cursor ?? cursor, forKey: "cursor")
  }

  override func decodeRestorableState(with coder: RestorationCoder) {
    guard let text = coder.decode(String.self, forKey: "draft") else { return }
    restoredDraft = (text, max(0, coder.decode(Int.self, forKey: "cursor") ?? text.count))
  }

  /// Where the cursor is in the draft, in characters from its start.
  private(set) var cursor = 0

  /// Whether the service has the note (a link such as `/inbox/notes/99/edit` names one
  /// that it has not: nothing to edit, nothing to save).
  var noteExists: Bool { tree.service(NotesService.self)?.note(noteID) != nil }

  /// The user types `text` at the cursor, which moves past it.
  func type(_ text: String) {
    loadIfNeeded()
    let index = draft.index(draft.startIndex, offsetBy: cursor)
    let before = String(draft[..<index]) + text
    draft = before + draft[index...]
    // A combining mark joins the character before it: count what precedes the cursor.
    cursor = before.count
  }

  /// The user deletes the character before the cursor.
  ///
  /// - Returns: Whether there was one.
  @discardableResult
  func deleteBackward() -> Bool {
    loadIfNeeded()
    guard cursor > 0 else { return false }
    draft.remove(at: draft.index(draft.startIndex, offsetBy: cursor - 1))
    cursor -= 1
    return true
  }

  /// The user deletes the character after the cursor.
  ///
  /// - Returns: Whether there was one.
  func deleteForward() -> Bool {
    loadIfNeeded()
    guard cursor < draft.count else { return false }
    draft.remove(at: draft.index(draft.startIndex, offsetBy: cursor))
    return true
  }

  /// Moves the cursor `offset` characters (negative: to the left), within the draft.
  ///
  /// - Returns: Whether it moved.
  func moveCursor(by offset: Int) -> Bool {
    loadIfNeeded()
    let moved = max(0, min(draft.count, cursor + offset))
    defer { cursor = moved }
    return moved != cursor
  }

  /// Moves the cursor to the start (Home) or the end (End) of the draft.
  ///
  /// - Returns: Whether it moved.
  func moveCursor(toEnd: Bool) -> Bool {
    moveCursor(by: toEnd ? draft.count : -draft.count)
  }

  /// The user taps Save: the service keeps the title and the editor tells whoever
  /// handles ``NoteSaved`` upstream (the list).
  func save() {
    loadIfNeeded()
    tree.service(NotesService.self)?.save(id: noteID, title: draft)
    savedTitle = draft
    tree.send(NoteSaved(id: noteID, title: draft))
  }
}

/// The settings: the theme, picked here and applied by the app for the whole tree.
final class SettingsScreen: Component {
  override init() {
    super.init()
    componentName = "themePicker"
  }

  /// The theme the screen reads from its context.
  var theme: Theme { tree.context[ThemeKey.self] }

  /// The user picks a theme: the app, upstream, applies it.
  func choose(_ theme: Theme) {
    tree.send(ThemeChosen(theme: theme))
  }
}
