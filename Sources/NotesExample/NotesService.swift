import StateContainer

/// The notes server, faked: it keeps the notes and answers a folder's fetch after
/// ``latency``, on the clock of the screen that asks, so simulated time drives it too.
///
/// The app registers it at the top of the tree (``ComponentTree/registerService(_:)``); every
/// screen finds it with ``ComponentTree/service(_:)``.
final class NotesService: Service {
  /// Why a fetch failed.
  struct FetchError: Error, Equatable {
    var message: String
  }

  /// How long the server takes to answer a fetch.
  let latency: Duration
  /// The notes, by identifier.
  private(set) var notes: [Int: Note]
  /// How many of the coming fetches fail, as if the network were down.
  var failingFetches = 0
  /// Fetches sent and not answered yet.
  private(set) var pendingFetches = 0
  /// Whether the service was started (on first use, by the tree).
  private(set) var isRunning = false
  /// Told when a fetch starts and when it is answered, for the story's narration.
  var fetchObserver: (@MainActor (_ folder: Folder, _ result: Result<[Note], FetchError>?) -> Void)?

  /// Creates the service with the sample notes.
  init(latency: Duration) {
    self.latency = latency
    notes = Dictionary(uniqueKeysWithValues: Note.samples.map { ($0.id, $0) })
  }

  func start(options: Void) { isRunning = true }
  func stop() { isRunning = false }

  /// The note with `id`, if there is one: the app keeps what it fetched.
  func note(_ id: Int) -> Note? { notes[id] }

  /// Fetches the notes of `folder`, answering `completion` after ``latency`` on `clock`.
  ///
  /// - Returns: The scheduled answer, to cancel it if the screen goes first.
  @discardableResult
  func fetch(
    _ folder: Folder, on clock: any TransitionClock,
    completion: @escaping @MainActor (Result<[Note], FetchError>) -> Void
  ) -> ScheduledAction {
    pendingFetches += 1
    fetchObserver?(folder, nil)
    return clock.schedule(after: latency) { [weak self] in
      guard let self else { return }
      pendingFetches -= 1
      let result: Result<[Note], FetchError>
      if failingFetches > 0 {
        failingFetches -= 1
        result = .failure(FetchError(message: "The server did not answer."))
      } else {
        result = .success(notes(in: folder))
      }
      fetchObserver?(folder, result)
      completion(result)
    }
  }

  /// The notes of `folder`, by identifier.
  func notes(in folder: Folder) -> [Note] {
    notes.values.filter { $0.isArchived == (folder == .archive) }.sorted { $0.id < $1.id }
  }

  /// Saves a new title for a note.
  func save(id: Int, title: String) {
    notes[id]?.title = title
  }

  /// Moves a note to the archive; returns it as archived.
  func archive(id: Int) -> Note? {
    notes[id]?.isArchived = true
    return notes[id]
  }
}
