import StateContainer

/// A folder's notes: a spinner while the fetch runs, then the rows, a line saying the
/// folder is empty, or, when the fetch failed, the error dialog with Retry.
///
/// The list fetches whenever it lands in ``ListState/loading``, from the ``NotesService``
/// it finds in the tree, on its own clock. It handles the editor's ``NoteSaved`` response
/// and watches ``NoteArchived`` events, so it stays right without any screen knowing it.
final class NoteListScreen: StateContainer<ListState> {
  /// The folder it shows.
  let folder: Folder
  let spinner = Spinner()
  let rows = NoteRows()
  let emptyLabel = EmptyLabel()
  /// The error dialog on screen, if a fetch failed.
  private(set) weak var errorDialog: ErrorDialog?

  init(folder: Folder) {
    self.folder = folder
    super.init()
    componentName = "\(folder.rawValue).list"
    spinner.componentName = "\(folder.rawValue).spinner"
    rows.componentName = "\(folder.rawValue).rows"
    emptyLabel.componentName = "\(folder.rawValue).empty"
    tree.handle(NoteSaved.self) { list, saved, _ in
      if let index = list.rows.notes.firstIndex(where: { $0.id == saved.id }) {
        list.rows.notes[index].title = saved.title
      }
    }
    tree.watch(NoteArchived.self) { list, archived in list.noteWasArchived(archived.note) }
  }

  /// Whether a fetch has answered with the folder's notes.
  private var hasLoaded = false
  /// The selected row a snapshot saved, applied when the fetch answers.
  private var restoredSelection: Int?

  /// Two lists are never siblings in this app, but each names its folder so that its saved
  /// data never lands in the other's.
  override var restorationIdentifier: String? { folder.rawValue }

  /// Saves the selected row; the rows themselves come from the service again.
  override func encodeRestorableState(with coder: RestorationCoder) {
    coder.encode(restoredSelection ?? rows.selection, forKey: "selection")
  }

  override func decodeRestorableState(with coder: RestorationCoder) {
    restoredSelection = coder.decode(Int.self, forKey: "selection")
  }

  /// The first appearance loads. When the list appears again (its tab comes back) it keeps
  /// the state it had: the rows it keeps up to date, or the failed fetch and its Retry
  /// dialog, which is still on screen.
  override func loadAppearanceState() -> ListState { .loading }

  override func children(for state: ListState) -> [Component] {
    switch state {
    case .loading: [spinner]
    case .empty: [emptyLabel]
    case .loaded: [rows]
    case .failed: []
    }
  }

  override func didTransition(from previousState: ListState?, animated: Bool) {
    switch currentState {
    case .loading:
      fetch()
    case .failed(let message):
      errorDialog = presentError(
        title: "Couldn't load \(folder.title)", message: message, dismissButtonTitle: "Retry"
      ) { [weak self] _ in
        self?.setNeedsStateTransition(to: .loading, animated: true)
      }
      errorDialog?.componentName = "error"
    default:
      break
    }
  }

  /// Asks the service for the folder's notes; the answer moves the list on.
  private func fetch() {
    guard let service = tree.service(NotesService.self) else { return }
    service.fetch(folder, on: clock) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let notes):
        hasLoaded = true
        rows.notes = notes
        if let restoredSelection { rows.selection = max(0, min(notes.count - 1, restoredSelection)) }
        restoredSelection = nil
        setNeedsStateTransition(to: notes.isEmpty ? .empty : .loaded, animated: true)
      case .failure(let error):
        setNeedsStateTransition(to: .failed(error.message), animated: true)
      }
    }
  }

  /// A note went to the archive: the inbox drops its row, the archive adds one if it has
  /// its rows already (else it fetches them when it first appears).
  private func noteWasArchived(_ note: Note) {
    switch folder {
    case .inbox:
      rows.notes.removeAll { $0.id == note.id }
      if rows.notes.isEmpty, hasDeterminedState, currentState == .loaded {
        setNeedsStateTransition(to: .empty, animated: false)
      }
    case .archive:
      guard hasLoaded else { return }
      rows.notes = (rows.notes + [note]).sorted { $0.id < $1.id }
      if currentState == .empty, hasDeterminedState { setNeedsStateTransition(to: .loaded, animated: false) }
    }
  }
}
