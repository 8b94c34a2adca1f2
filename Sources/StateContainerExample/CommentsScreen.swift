import StateContainer

/// The comments screen: a spinner over the list while comments load, then the list alone.
///
/// This is the original example's `ListStateViewController`, line for line where it can be:
/// the appearance state is `.loading`; `didTransition(from:animated:)` starts a fetch whenever
/// the screen lands in `.loading`; the fetch asks for `.ready` with animation; and
/// `willTransition(to:animated:)` fills the list and shows the refresh button before the
/// spinner fades away. The list, kept in both states, fades its new rows in by itself on the
/// screen's clock.
final class CommentsScreen: StateContainer<CommentsState> {
  /// The screen's title, drawn in its top bar.
  let title = "Comments"
  /// The list child, kept across both states.
  let list = CommentList()
  /// The activity indicator child, shown only while loading.
  let spinner = ActivityIndicator()
  /// Whether the top bar shows a refresh button; the original set a bar button item.
  private(set) var showsRefreshButton = false
  /// The page the next fetch asks for.
  private(set) var nextPage = 1

  /// Loads a page of comments; suspends for as long as the network would take.
  private let loadComments: @MainActor (_ page: Int) async -> [Comment]

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - clock: The clock the screen's transitions are timed on.
  ///   - loadComments: Fetches one page of comments.
  init(clock: any TransitionClock, loadComments: @escaping @MainActor (_ page: Int) async -> [Comment]) {
    self.loadComments = loadComments
    super.init(clock: clock)
  }

  /// The user taps the refresh button: back to loading, with animation.
  func refresh() {
    setNeedsStateTransition(to: .loading, animated: true)
  }

  override func loadAppearanceState() -> CommentsState {
    .loading
  }

  override func children(for state: CommentsState) -> [Component] {
    switch state {
    case .loading:
      [list, spinner]
    case .ready:
      [list]
    }
  }

  override func willTransition(to nextState: CommentsState, animated: Bool) {
    switch nextState {
    case .loading:
      showsRefreshButton = false
    case .ready(let comments):
      showsRefreshButton = true
      // The list is kept, so the container does not animate it: it fades its new rows in
      // by itself, on the screen's clock, while the spinner fades out.
      if animated {
        list.show(comments, fadeInOver: CommentList.fadeDuration, on: clock)
      } else {
        list.show(comments)
      }
    }
  }

  override func didTransition(from previousState: CommentsState?, animated: Bool) {
    guard case .loading = currentState else { return }
    let page = nextPage
    nextPage += 1
    Task {
      let comments = await loadComments(page)
      setNeedsStateTransition(to: .ready(comments), animated: true)
    }
  }
}
