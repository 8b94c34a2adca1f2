/// What the comments screen shows: a spinner while it loads, then the comments.
enum CommentsState: Equatable, Sendable {
  /// Comments are being fetched; the list stays on screen under an activity indicator.
  case loading
  /// The fetch returned these comments; the list shows them alone.
  case ready([Comment])
}

extension CommentsState: CustomStringConvertible {
  /// A short name for the transcript: `loading`, or `ready(3 comments)`.
  var description: String {
    switch self {
    case .loading:
      "loading"
    case .ready(let comments):
      "ready(\(comments.count) comments)"
    }
  }
}
