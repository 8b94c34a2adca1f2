import StateContainer

/// Deep links: `/inbox`, `/inbox/notes/:id`, `/inbox/notes/:id/edit`, `/archive`,
/// `/settings`.
///
/// The app and its stacks are routed containers: the app reads the tab
/// (``NotesApp/state(forDeepLink:)``), the tab's stack reads the note above its list and
/// the editor above the note (``NotesStack/destination(forDeepLink:above:)``). The library
/// walks them from the top, asks their guards first, and makes one transition per
/// container; the same hooks print the URL of what the app shows.
extension NotesApp {
  /// Opens `url`, as a user who tapped it would.
  ///
  /// A link the app cannot read changes nothing: the app says so itself, so the library's
  /// diagnostic is kept quiet. A link held by a guard (it would leave an editor with
  /// unsaved changes) shows the app's confirmation, as Back does; while the question is on
  /// screen, a link waits for its answer like any other move.
  ///
  /// - Returns: `nil` when the link was followed, else why not.
  @discardableResult
  func openLink(_ url: String, animated: Bool = true) -> String? {
    if let blocker = blockingPresentation() { return blocker }
    let result = LifecycleDiagnostic.capture { tree.navigate(toURL: url, animated: animated) }.result
    // A held link is followed as far as the app can: the dialog on screen asks the rest.
    switch result {
    case .success: return nil
    case .failure(let failure): return failure.description
    }
  }

  /// The URL of what the app shows, from its routed containers.
  var shownURL: String { tree.currentURL ?? "/" }
}
