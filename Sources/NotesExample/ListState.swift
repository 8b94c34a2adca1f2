/// What a notes list shows while it loads its folder, and after.
///
/// Not `Codable` on purpose: a snapshot does not save it, so a restored list appears in
/// ``loading`` and fetches its folder, never showing rows it does not have.
enum ListState: Equatable, Sendable {
  /// The fetch is on its way: a spinner.
  case loading
  /// The folder holds no note.
  case empty
  /// The notes, in the list's rows.
  case loaded
  /// The fetch failed: the error dialog offers a retry.
  case failed(String)
}

extension ListState: CustomStringConvertible {
  /// A short name for the transcript.
  var description: String {
    switch self {
    case .loading: "loading"
    case .empty: "empty"
    case .loaded: "loaded"
    case .failed: "failed"
    }
  }
}
