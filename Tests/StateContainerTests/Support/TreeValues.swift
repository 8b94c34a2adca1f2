import StateContainer

/// A context key with a `String` value, "light" unless something upstream says otherwise.
enum ThemeKey: ContextKey {
  static var defaultValue: String { "light" }
}

extension Context {
  var theme: String {
    get { self[ThemeKey.self] }
    nonmutating set { self[ThemeKey.self] = newValue }
  }
}

/// A response a screen sends up the tree.
struct NoteSaved: Equatable {
  var id: Int
}
