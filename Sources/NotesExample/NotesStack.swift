import StateContainer

/// A tab's navigation stack: list, note, editor.
///
/// Its guard holds any move that leaves an editor with unsaved changes; the app learns of it
/// from the ``HeldTransitionEvent`` the stack posts and asks with its ``ConfirmDialog``.
final class NotesStack: NavigationContainer<NotesRoute> {
  /// The tab the stack belongs to.
  let tab: Tab
  /// When its transition in flight began, on its clock, for the drawing's progress bar.
  private(set) var transitionStart: Duration?

  init(tab: Tab) {
    self.tab = tab
    super.init(root: tab.rootRoute) { route in
      switch route {
      case .list(let folder): NoteListScreen(folder: folder)
      case .settings: SettingsScreen()
      case .note(let id): NoteScreen(noteID: id)
      case .editor(let id): EditorScreen(noteID: id)
      }
    }
    componentName = tab.rawValue
  }

  /// Names the tab, so that a saved stack is restored into its own tab's stack.
  override var restorationIdentifier: String? { tab.rawValue }

  /// The entry on screen (or heading there), as its type.
  func entry<Screen: Component>(as type: Screen.Type) -> Screen? {
    currentNode.component as? Screen
  }

  /// Leaving an editor with unsaved changes (a pop, a pop to the root) waits for the user.
  override func transitionDecision(for proposal: TransitionProposal<NavigationPosition<NotesRoute>>)
    -> TransitionDecision
  {
    guard let from = proposal.from, let editor = from.currentNode?.component as? EditorScreen,
      editor.hasUnsavedChanges, proposal.to.depth < from.depth
    else { return .allow }
    return .hold
  }

  // MARK: - Deep links

  /// `/notes/:id` above a list, `/edit` above a note.
  override func destination(forDeepLink link: inout DeepLink, above parent: NotesRoute) -> NotesRoute? {
    switch parent {
    case .list:
      if link.read("notes"), let id = link.read(Int.self) { return .note(id) }
    case .note(let id):
      if link.read("edit") { return .editor(id) }
    case .settings, .editor:
      break
    }
    return nil
  }

  /// What ``destination(forDeepLink:above:)`` reads, printed back.
  override func deepLinkPath(for destination: NotesRoute, above parent: NotesRoute) -> String? {
    switch destination {
    case .note(let id): "/notes/\(id)"
    case .editor: "/edit"
    case .list, .settings: nil
    }
  }

  override func willTransition(to nextState: NavigationPosition<NotesRoute>, animated: Bool) {
    transitionStart = animated ? clock.elapsedTime : nil
  }
}
