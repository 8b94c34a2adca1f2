/// Where a component stands in its appearance lifecycle.
///
/// A component moves through the cases in one direction only:
/// `disappeared` → `appearing` → `appeared` → `disappearing` → `disappeared`.
/// ``Component/beginAppearanceTransition(_:animated:)`` starts a move and
/// ``Component/endAppearanceTransition()`` completes it, the way they do for a
/// `UIViewController`.
public enum Appearance: Equatable, Sendable {
  /// Not on screen. The initial value.
  case disappeared
  /// Between `willAppear` and `didAppear`.
  case appearing
  /// On screen.
  case appeared
  /// Between `willDisappear` and `didDisappear`.
  case disappearing
}
