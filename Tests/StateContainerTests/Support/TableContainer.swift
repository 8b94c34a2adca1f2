import StateContainer

/// A container of `Int` states whose children a closure lists, shown first in `initial`.
final class TableContainer: StateContainer<Int> {
  let initial: Int
  let table: (Int) -> [Component]
  init(_ initial: Int, clock: any TransitionClock, table: @escaping (Int) -> [Component]) {
    self.initial = initial
    self.table = table
    super.init(clock: clock)
  }
  override func loadAppearanceState() -> Int { initial }
  override func children(for state: Int) -> [Component] { table(state) }
}
