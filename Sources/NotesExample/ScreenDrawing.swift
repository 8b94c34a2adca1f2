import StateContainer

/// Draws the app as text: a frame in the theme's lines, the tab bar, the path of the
/// tab's stack, the screen on top of it, and what is presented over it, each in a box.
///
/// It draws what the components say about themselves (which tab the app shows, the
/// stack's current entry, the list's state and rows, what each container presents), so
/// the drawing shows the result of the lifecycle, not a copy of the script.
@MainActor
enum ScreenDrawing {
  /// How many characters fit between the frame's borders.
  static let innerWidth = 58

  /// The lines of a frame.
  struct Lines {
    var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character

    static func of(_ theme: Theme) -> Lines {
      switch theme {
      case .light:
        Lines(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
      case .dark:
        Lines(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
      }
    }
  }

  /// The drawing of `app` as it is now.
  ///
  /// - Parameters:
  ///   - app: The app to draw.
  ///   - now: The clock's time, to draw how far a transition in flight has gone; `nil`
  ///     draws no progress.
  /// - Returns: The lines of the drawing, without newlines.
  static func draw(_ app: NotesApp, now: Duration? = nil) -> [String] {
    let theme = app.treeContext[ThemeKey.self]
    let lines = Lines.of(theme)
    let stack = app.currentStack
    var body: [String] = []

    body.append(
      Tab.allCases.map { $0 == app.selectedTab ? "[\($0.title)]" : " \($0.title) " }.joined(separator: " "))
    body.append(String(repeating: "┄", count: innerWidth - 2))
    body.append(breadcrumb(of: stack))
    if let progress = progress(of: app, stack: stack, now: now) { body.append(progress) }
    body.append("")
    body += content(of: stack.currentNode.component)
    if let list = stack.currentNode.component as? NoteListScreen, let presented = list.presentedComponent {
      body += box(for: presented)
    }
    if let presented = stack.presentedComponent { body += box(for: presented) }
    if let presented = app.presentedComponent {
      body += box(for: presented)
      if !app.queuedPresentations.isEmpty { body.append("  (\(app.queuedPresentations.count) more waiting)") }
    }

    let title = "\(lines.horizontal) Notes "
    let url = " \(app.shownURL) "
    let fill = String(repeating: lines.horizontal, count: max(0, innerWidth - title.count - url.count - 1))
    var drawing = [
      String(lines.topLeft) + title + fill + url + String(lines.horizontal) + String(lines.topRight)
    ]
    for line in body {
      let padding = String(repeating: " ", count: max(0, innerWidth - 2 - line.count))
      drawing.append("\(lines.vertical) \(line)\(padding) \(lines.vertical)")
    }
    drawing.append(
      String(lines.bottomLeft) + String(repeating: lines.horizontal, count: innerWidth)
        + String(lines.bottomRight))
    return drawing
  }

  /// The titles of the stack's path: `Inbox › Ideas › Edit`.
  static func breadcrumb(of stack: NotesStack) -> String {
    var titles: [String] = []
    var node: NavigationNode<NotesRoute>? = stack.currentNode
    while let current = node {
      titles.insert(title(of: current.destination, stack: stack), at: 0)
      node = current.parent
    }
    return titles.joined(separator: " › ")
  }

  private static func title(of route: NotesRoute, stack: NotesStack) -> String {
    switch route {
    case .list(let folder): folder.title
    case .settings: "Settings"
    case .note(let id): stack.service(NotesService.self)?.note(id)?.title ?? "Note \(id)"
    case .editor: "Edit"
    }
  }

  /// A bar that fills as the transition in flight goes: `⇄ ▓▓▓▓▓░░░░░`.
  private static func progress(of app: NotesApp, stack: NotesStack, now: Duration?) -> String? {
    guard let now else { return nil }
    let moving: (start: Duration?, duration: Duration)? =
      stack.isTransitioning
      ? (stack.transitionStart, stack.defaultTransitionDuration)
      : app.isTransitioning ? (app.transitionStart, app.defaultTransitionDuration) : nil
    guard let moving, let start = moving.start else { return nil }
    let fraction = min(1, max(0, (now - start) / moving.duration))
    let filled = Int(fraction * 20)
    return "⇄ " + String(repeating: "▓", count: filled) + String(repeating: "░", count: 20 - filled)
  }

  /// The lines of a screen.
  static func content(of screen: Component) -> [String] {
    switch screen {
    case let list as NoteListScreen:
      switch list.currentState {
      case .loading:
        return ["⠋ Loading \(list.folder.title.lowercased())…"]
      case .empty:
        return ["(no notes)"]
      case .failed:
        return ["(could not load the notes)"]
      case .loaded:
        return list.rows.notes.enumerated().map { index, note in
          "\(index == list.rows.selection ? "▸" : " ") \(index + 1)  \(note.title)"
        }
      }
    case let note as NoteScreen:
      guard let value = note.note else { return ["(no note \(note.noteID))"] }
      return [value.title + (value.isArchived ? "  (archived)" : ""), "  " + value.body]
    case let editor as EditorScreen:
      return ["Title: \(editor.draft)▏", editor.hasUnsavedChanges ? "● unsaved changes" : "  saved"]
    case let settings as SettingsScreen:
      return ["Theme: \(settings.theme.rawValue)"]
    default:
      return []
    }
  }

  /// A presented component, in a box of its own.
  static func box(for presented: Component) -> [String] {
    let title: String
    let text: [String]
    let buttons: String
    switch presented {
    case let overlay as WhatsNewOverlay:
      title = "What's new (\(overlay.page) of \(overlay.pageCount))"
      text = [overlay.text]
      buttons = "[ OK ]"
    case let dialog as ErrorDialog:
      title = dialog.title
      text = [dialog.message]
      buttons = "[ \(dialog.dismissButtonTitle) ]"
    case is ConfirmDialog:
      title = "Discard your changes?"
      text = ["The note's new title is not saved."]
      buttons = "[ Discard ]  [ Keep editing ]"
    default:
      title = presented.componentName ?? "?"
      text = []
      buttons = ""
    }
    let width = innerWidth - 4
    let head = "╭─ \(title) "
    var lines = [head + String(repeating: "─", count: max(0, width - head.count - 1)) + "╮"]
    for line in text {
      lines.append("│ " + line + String(repeating: " ", count: max(0, width - line.count - 4)) + " │")
    }
    let foot = " \(buttons) ─╯"
    lines.append("╰" + String(repeating: "─", count: max(0, width - foot.count - 1)) + foot)
    return lines
  }
}
