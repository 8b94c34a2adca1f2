/// Where a component stands in its appearance lifecycle, moving one way only:
/// `disappeared` → `appearing` → `appeared` → `disappearing` → `disappeared`
/// (<doc:TheLifecycle#Appearance>).
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
