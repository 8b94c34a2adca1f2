/// One note: a title, a body, and whether it was archived.
struct Note: Equatable, Sendable {
  var id: Int
  var title: String
  var body: String
  var isArchived = false
}

/// The two folders a note can be in; each list shows one.
enum Folder: String, Codable, Equatable, Sendable, CaseIterable {
  case inbox
  case archive

  /// The folder's name on screen.
  var title: String {
    switch self {
    case .inbox: "Inbox"
    case .archive: "Archive"
    }
  }
}

extension Note {
  /// The notes the fake server starts with, the same in every run.
  static let samples: [Note] = [
    Note(id: 1, title: "Groceries", body: "Milk, eggs, coffee."),
    Note(id: 2, title: "Trip to Lisbon", body: "Book the train on Friday."),
    Note(id: 3, title: "Ideas", body: "A notes app on a state tree."),
    Note(id: 4, title: "Old recipe", body: "Grandma's lemon cake.", isArchived: true),
  ]
}
