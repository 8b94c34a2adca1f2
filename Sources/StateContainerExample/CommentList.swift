import StateContainer

/// The list of comments, the headless stand-in for the original `UITableViewController`.
///
/// The list is a child in both states, so the container keeps it across every transition:
/// it appears once, with the screen, and never gets another lifecycle callback. The screen
/// fills it in `willTransition(to:animated:)`, the way the original filled its table view.
final class CommentList: Component {
  /// The rows the list shows, in order.
  var comments: [Comment] = []
}
