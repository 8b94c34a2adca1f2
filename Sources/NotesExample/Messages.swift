/// The editor's response when the user saves: it travels up the tree (editor, note, list)
/// to the first component that handles it, the list.
struct NoteSaved: Equatable, Sendable {
  var id: Int
  var title: String
}

/// Posted on the tree's event bus when a note moves to the archive; both lists watch it.
struct NoteArchived: Equatable, Sendable {
  var note: Note
}

/// The confirmation dialog's answer, sent up to the app, which presented it.
struct DiscardAnswer: Equatable, Sendable {
  /// Whether the user chose to discard the changes (else: keep editing).
  var discard: Bool
}

/// The settings screen's response when the user picks a theme; the app handles it.
struct ThemeChosen: Equatable, Sendable {
  var theme: Theme
}
