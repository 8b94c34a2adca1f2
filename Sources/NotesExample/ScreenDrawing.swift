import StateContainer

/// Draws the app as text: a frame in the theme's lines, the tab bar, the path of the
/// tab's stack, the screen on top of it, and what is presented over it, each in a box.
///
/// It draws what the components say about themselves (which tab the app shows, the
/// stack's current entry, the list's state and rows, what each container presents), so
/// the drawing shows the result of the lifecycle, not a copy of the script.
@MainActor
enum ScreenDrawing {
  /// The frame's width when nothing else is asked: the story's and the line mode's.
  static let defaultWidth = 60
  /// The narrowest frame drawn; a terminal narrower than this cuts it.
  static let minimumWidth = 16

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
  /// Every line takes exactly `width` terminal columns (``Swift/StringProtocol/displayWidth``):
  /// text that does not fit is cut with `…`, so a terminal of that width never wraps it.
  ///
  /// - Parameters:
  ///   - app: The app to draw.
  ///   - now: The clock's time, to draw how far a transition in flight has gone; `nil`
  ///     draws no progress.
  ///   - width: The frame's width in columns, borders included; at least ``minimumWidth``.
  ///   - height: The most lines to draw; the body's middle is cut (`⋮`) to fit. `nil`
  ///     draws them all.
  /// - Returns: The lines of the drawing, without newlines.
  static func draw(_ app: NotesApp, now: Duration? = nil, width: Int = defaultWidth, height: Int? = nil)
    -> [String]
  {
    let innerWidth = max(minimumWidth, width) - 2
    let theme = app.tree.context[ThemeKey.self]
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
    let boxWidth = innerWidth - 4
    if let list = stack.currentNode.component as? NoteListScreen, let presented = list.presentedComponent {
      body += box(for: presented, width: boxWidth)
    }
    if let presented = stack.presentedComponent { body += box(for: presented, width: boxWidth) }
    if let presented = app.presentedComponent {
      body += box(for: presented, width: boxWidth)
      if !app.queuedPresentations.isEmpty { body.append("  (\(app.queuedPresentations.count) more waiting)") }
    }
    if let height, body.count + 2 > height {
      // Cut the middle: the tabs and the path stay on top, what is presented at the bottom.
      let available = max(1, height - 2)
      let top = min(3, (available - 1) / 2)
      body = Array(body.prefix(top)) + ["⋮"] + Array(body.suffix(available - 1 - top))
    }

    let title = "\(lines.horizontal) Notes "
    let url = " \(app.shownURL) ".fitted(to: innerWidth - title.displayWidth - 1)
    let fill = String(
      repeating: lines.horizontal, count: max(0, innerWidth - title.displayWidth - url.displayWidth - 1))
    var drawing = [
      String(lines.topLeft) + title + fill + url + String(lines.horizontal) + String(lines.topRight)
    ]
    for line in body {
      drawing.append("\(lines.vertical) \(line.padded(to: innerWidth - 2)) \(lines.vertical)")
    }
    drawing.append(
      String(lines.bottomLeft) + String(repeating: lines.horizontal, count: innerWidth)
        + String(lines.bottomRight))
    return drawing
  }

  /// The widest frame drawn in a terminal: a wider terminal leaves the rest blank.
  static let maximumWidth = 80

  /// What the live app shows in a terminal of `columns` × `rows`: the frame as wide as
  /// the terminal (from ``minimumWidth`` to ``maximumWidth`` columns), the key hints
  /// wrapped to the width, and the status line.
  ///
  /// No line takes more than `columns` columns and there are at most `rows` lines (the
  /// frame's body is cut first), so the terminal neither wraps nor scrolls it.
  ///
  /// - Parameters:
  ///   - app: The app to draw.
  ///   - now: The clock's time, for the progress of a transition in flight.
  ///   - keys: The keys that do something now, separated by three spaces.
  ///   - status: The line under the keys: the last key's answer, or the URL being typed.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  static func terminal(
    _ app: NotesApp, now: Duration?, keys: String, status: String, columns: Int, rows: Int
  ) -> [String] {
    let hints = wrapped(keys.split(separator: "   ").map(String.init), first: " keys: ", width: columns)
    let frameHeight = max(3, rows - hints.count - 1)
    let width = max(minimumWidth, min(maximumWidth, columns))
    let lines = draw(app, now: now, width: width, height: frameHeight) + hints + [" " + status]
    return lines.prefix(max(0, rows)).map { $0.fitted(to: columns) }
  }

  /// `items` packed into lines at most `width` columns wide, three spaces apart, the
  /// first line starting with `first` and the others indented as far.
  private static func wrapped(_ items: [String], first: String, width: Int) -> [String] {
    let indent = String(repeating: " ", count: first.displayWidth)
    var lines: [String] = []
    var line = first
    var lineHasItem = false
    for item in items where !item.isEmpty {
      let candidate = lineHasItem ? line + "   " + item : line + item
      if lineHasItem, candidate.displayWidth > width {
        lines.append(line)
        line = indent + item
      } else {
        line = candidate
      }
      lineHasItem = true
    }
    lines.append(line)
    return lines
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
    case .note(let id): stack.tree.service(NotesService.self)?.note(id)?.title ?? "Note \(id)"
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
      guard let value = note.note else { return noSuchNote(note.noteID) }
      return [value.title + (value.isArchived ? "  (archived)" : ""), "  " + value.body]
    case let editor as EditorScreen:
      guard editor.noteExists else { return noSuchNote(editor.noteID) }
      let split = editor.draft.index(editor.draft.startIndex, offsetBy: editor.cursor)
      return [
        "Title: \(editor.draft[..<split])▏\(editor.draft[split...])",
        editor.hasUnsavedChanges ? "● unsaved changes" : "  saved",
      ]
    case let settings as SettingsScreen:
      return ["Theme: \(settings.theme.rawValue)"]
    default:
      return []
    }
  }

  /// What a note screen or an editor shows for an identifier that names no note.
  private static func noSuchNote(_ id: Int) -> [String] {
    ["No such note: there is no note \(id).", "  Nothing to show or edit: go back."]
  }

  /// A presented component, in a box of its own `width` columns wide.
  static func box(for presented: Component, width: Int) -> [String] {
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
    let head = "╭─ \(title) ".fitted(to: width - 1)
    var lines = [head + String(repeating: "─", count: max(0, width - head.displayWidth - 1)) + "╮"]
    for line in text {
      lines.append("│ " + line.padded(to: width - 4) + " │")
    }
    // The buttons are cut to fit, never the corner.
    let foot = " \(buttons.fitted(to: max(0, width - 5))) ─╯"
    lines.append("╰" + String(repeating: "─", count: max(0, width - foot.displayWidth - 1)) + foot)
    return lines
  }
}
