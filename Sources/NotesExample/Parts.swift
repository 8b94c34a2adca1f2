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

/// "Discard your changes?": the app's one dialog for any change a guard held, whatever held
/// it (a Back, a link, a tab's stack). It stays on screen over every tab until it is
/// answered: its buttons send a ``DiscardAnswer`` up to the app, which proceeds or cancels
/// the held change.
final class ConfirmDialog: Component {
  /// The held change the dialog asks about; a newer one held while it is up takes its place.
  var held: any AnyHeldTransition

  init(held: any AnyHeldTransition) {
    self.held = held
    super.init()
    componentName = "confirm"
  }

  /// The user tapped Discard (`true`) or Keep editing (`false`).
  func answer(discard: Bool) {
    tree.send(DiscardAnswer(discard: discard))
  }
}
