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
    note = service(NotesService.self)?.note(noteID)
  }

  /// The user tapped Archive: the service moves the note, and the tree hears about it.
  func archive() {
    guard let archived = service(NotesService.self)?.archive(id: noteID) else { return }
    note = archived
    postEvent(NoteArchived(note: archived))
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

  override func willAppear(animated: Bool) {
    guard savedTitle.isEmpty, let note = service(NotesService.self)?.note(noteID) else { return }
    savedTitle = note.title
    draft = note.title
  }

  /// The user types `text` at the end of the draft.
  func type(_ text: String) {
    draft += text
  }

  /// The user deletes the last character.
  func deleteBackward() {
    if !draft.isEmpty { draft.removeLast() }
  }

  /// The user taps Save: the service keeps the title and the editor tells whoever
  /// handles ``NoteSaved`` upstream (the list).
  func save() {
    service(NotesService.self)?.save(id: noteID, title: draft)
    savedTitle = draft
    sendResponse(NoteSaved(id: noteID, title: draft))
  }
}

/// The settings: the theme, picked here and applied by the app for the whole tree.
final class SettingsScreen: Component {
  override init() {
    super.init()
    componentName = "themePicker"
  }

  /// The theme the screen reads from its context.
  var theme: Theme { treeContext[ThemeKey.self] }

  /// The user picks a theme: the app, upstream, applies it.
  func choose(_ theme: Theme) {
    sendResponse(ThemeChosen(theme: theme))
  }
}
