import StateContainer

/// What the user can do, as the story and the interactive mode both do it. Each action
/// returns `nil` when it did something, else one line saying why it could not.
extension NotesApp {
  /// Shows `tab`, animated; the tab switch is recorded in the app's history.
  @discardableResult
  func selectTab(_ tab: Tab) -> String? {
    guard let blocker = blockingPresentation() else {
      setNeedsStateTransition(to: tab, animated: true)
      return nil
    }
    return blocker
  }

  /// Back: the stack pops if it can, else the app goes back to the tab shown before.
  @discardableResult
  func back() -> String? {
    if let blocker = blockingPresentation() { return blocker }
    let stack = currentStack
    if stack.canPop {
      stack.pop(animated: true)
    } else if canGoBack {
      goBack(animated: true)
    } else {
      return "nothing to go back to"
    }
    return nil
  }

  /// Begins a swipe back on the stack shown: an interactive pop the caller drives, or why
  /// there is none (a dialog is up, the stack is at its root, a transition runs).
  func beginSwipeBack() -> Result<InteractiveTransition, SwipeRefusal> {
    if let blocker = blockingPresentation() { return .failure(SwipeRefusal(reason: blocker)) }
    guard currentStack.canPop else { return .failure(SwipeRefusal(reason: "nothing to swipe back to")) }
    let swipe = currentStack.beginInteractivePop()
    guard swipe.isInteractive else {
      return .failure(SwipeRefusal(reason: "the swipe did not begin: \(swipe.phase)"))
    }
    return .success(swipe)
  }

  /// Moves the selection in the list on screen.
  @discardableResult
  func moveSelection(by offset: Int) -> String? {
    guard let list = currentStack.entry(as: NoteListScreen.self), !list.rows.notes.isEmpty else {
      return "no list on screen"
    }
    list.rows.selection = max(0, min(list.rows.notes.count - 1, list.rows.selection + offset))
    return nil
  }

  /// Opens a note of the list on screen: the selected one, or the `row`th (from 1).
  @discardableResult
  func openNote(row: Int? = nil) -> String? {
    if let blocker = blockingPresentation() { return blocker }
    guard let list = currentStack.entry(as: NoteListScreen.self) else { return "no list on screen" }
    if let row {
      guard list.rows.notes.indices.contains(row - 1) else { return "no row \(row) in this list" }
      list.rows.selection = row - 1
    }
    guard let note = list.rows.selectedNote else { return "the list has no note to open" }
    currentStack.push(.note(note.id), animated: true)
    return nil
  }

  /// Opens the editor of the note on screen.
  @discardableResult
  func edit() -> String? {
    if let blocker = blockingPresentation() { return blocker }
    guard let note = currentStack.entry(as: NoteScreen.self) else { return "open a note first" }
    guard note.note != nil else { return Self.noSuchNote(note.noteID) }
    currentStack.push(.editor(note.noteID), animated: true)
    return nil
  }

  /// Types `text` into the editor on screen.
  @discardableResult
  func type(_ text: String) -> String? {
    guard let editor = currentStack.entry(as: EditorScreen.self) else { return "no editor on screen" }
    guard editor.noteExists else { return Self.noSuchNote(editor.noteID) }
    editor.type(text)
    return nil
  }

  /// Deletes the editor's last character.
  @discardableResult
  func deleteBackward() -> String? {
    guard let editor = currentStack.entry(as: EditorScreen.self) else { return "no editor on screen" }
    return editor.deleteBackward() ? nil : "nothing before the cursor to delete"
  }

  /// Saves the editor's draft (a ``NoteSaved`` response) and goes back to the note.
  @discardableResult
  func save() -> String? {
    if let blocker = blockingPresentation() { return blocker }
    guard let editor = currentStack.entry(as: EditorScreen.self) else { return "no editor on screen" }
    guard editor.noteExists else { return Self.noSuchNote(editor.noteID) }
    editor.save()
    currentStack.pop(animated: true)
    return nil
  }

  /// Archives the note on screen (a ``NoteArchived`` event) and goes back to the list.
  @discardableResult
  func archive() -> String? {
    if let blocker = blockingPresentation() { return blocker }
    guard let note = currentStack.entry(as: NoteScreen.self) else { return "open a note first" }
    guard note.note != nil else { return Self.noSuchNote(note.noteID) }
    guard note.note?.isArchived == false else { return "this note is archived already" }
    note.archive()
    currentStack.pop(animated: true)
    return nil
  }

  /// Answers the confirmation dialog on screen.
  @discardableResult
  func answerConfirmation(discard: Bool) -> String? {
    guard let dialog = confirmation, presentedComponent === dialog else {
      return "no question on screen"
    }
    dialog.answer(discard: discard)
    return nil
  }

  /// Taps the button of what is presented on top: a "what's new" overlay's OK, or the
  /// error dialog's Retry.
  @discardableResult
  func confirm() -> String? {
    if presentedComponent is WhatsNewOverlay {
      dismissPresentation(animated: true)
      return nil
    }
    if let list = currentStack.entry(as: NoteListScreen.self), let dialog = list.errorDialog,
      list.presentedComponent === dialog
    {
      dialog.dismiss(animated: true)
      return nil
    }
    return "no dialog on screen"
  }

  /// Picks a theme on the settings screen.
  @discardableResult
  func chooseTheme(_ theme: Theme) -> String? {
    guard let settings = currentStack.entry(as: SettingsScreen.self) else { return "open Settings first" }
    settings.choose(theme)
    return nil
  }

  /// Why an action on note `id` does nothing: the service has no such note.
  static func noSuchNote(_ id: Int) -> String { "no such note: there is no note \(id); go back" }

  /// What is in the way of a move: a presentation the user must answer first.
  func blockingPresentation() -> String? {
    if presentedComponent is WhatsNewOverlay { return "close the \"what's new\" overlay first (ok)" }
    if confirmation != nil { return "answer the question first (discard or keep)" }
    return nil
  }

  /// Whether nothing moves: no transition or presentation in flight, no fetch pending.
  var isSettled: Bool {
    guard !isTransitioning, !isChangingPresentation, notesService.pendingFetches == 0 else { return false }
    for stack in stacks.values {
      if stack.isTransitioning || stack.isChangingPresentation { return false }
      if let list = stack.rootNode.component as? NoteListScreen,
        list.isTransitioning || list.isChangingPresentation
      {
        return false
      }
    }
    return true
  }
}

/// Why a swipe back did not begin, in one line.
struct SwipeRefusal: Error {
  let reason: String
}
