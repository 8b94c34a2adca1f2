import StateContainer

/// How the screen is drawn: thin lines, or heavy ones.
enum Theme: String, Codable, Equatable, Sendable {
  case light
  case dark
}

/// The theme, a context value: the app writes it at the top of the tree, every screen
/// reads it through ``ComponentTree/context``.
enum ThemeKey: ContextKey {
  static var defaultValue: Theme { .light }
}
