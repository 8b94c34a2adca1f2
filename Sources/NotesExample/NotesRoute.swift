/// Where a tab's navigation stack can be: its root (a folder's list, or the settings),
/// a note above the list, and the note's editor above the note. `Codable`, so a snapshot of
/// the app saves every stack.
enum NotesRoute: Codable, Equatable, Sendable {
  case list(Folder)
  case settings
  case note(Int)
  case editor(Int)
}

extension NotesRoute: CustomStringConvertible {
  var description: String {
    switch self {
    case .list(let folder): "\(folder.rawValue)"
    case .settings: "settings"
    case .note(let id): "note(\(id))"
    case .editor(let id): "editor(\(id))"
    }
  }
}

/// The app's tabs: the state of ``NotesApp``; `Codable`, so a snapshot saves the tab and
/// the app's history.
enum Tab: String, Codable, Equatable, Sendable, CaseIterable, CustomStringConvertible {
  case inbox
  case archive
  case settings

  /// The tab's title in the tab bar.
  var title: String {
    switch self {
    case .inbox: "Inbox"
    case .archive: "Archive"
    case .settings: "Settings"
    }
  }

  var description: String { rawValue }

  /// The destination at the root of the tab's stack.
  var rootRoute: NotesRoute {
    switch self {
    case .inbox: .list(.inbox)
    case .archive: .list(.archive)
    case .settings: .settings
    }
  }
}
