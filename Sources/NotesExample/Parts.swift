import StateContainer

/// The spinner a list shows while it loads.
final class Spinner: Component {}

/// The line a list shows when its folder is empty.
final class EmptyLabel: Component {}

/// The rows of a list: the notes it shows and the one selected.
final class NoteRows: Component {
  /// The notes, in order.
  var notes: [Note] = [] {
    didSet { selection = min(selection, max(0, notes.count - 1)) }
  }
  /// The index of the selected row.
  var selection = 0

  /// The selected note, if there is one.
  var selectedNote: Note? { notes.indices.contains(selection) ? notes[selection] : nil }
}

/// One of the "what's new" overlays the app presents, queued, on first launch.
final class WhatsNewOverlay: Component {
  /// Which page it is, from 1.
  let page: Int
  /// How many pages there are.
  let pageCount: Int
  /// What it says.
  let text: String

  init(page: Int, of pageCount: Int, text: String) {
    self.page = page
    self.pageCount = pageCount
    self.text = text
    super.init()
    componentName = "whatsNew\(page)"
  }
}

/// "Discard your changes?": presented by a stack whose guard holds a move away from an
/// editor with unsaved changes. Its buttons send a ``DiscardAnswer`` up to that stack.
final class ConfirmDialog: Component {
  override init() {
    super.init()
    componentName = "confirm"
  }

  /// The user tapped Discard (`true`) or Keep editing (`false`).
  func answer(discard: Bool) {
    sendResponse(DiscardAnswer(discard: discard))
  }
}
