import StateContainer
import Testing

/// A value that is not `Sendable`: context is main-actor isolated and need not copy.
final class Palette {
  var accent: String
  init(accent: String) { self.accent = accent }
}

enum PaletteKey: ContextKey {
  static var defaultValue: Palette? { nil }
}

/// A component that logs the theme it reads in each appearance hook: a read is live, so
/// the log shows the tree as it was at each hook.
final class ThemeReader: RecordingComponent {
  override func willAppear(animated: Bool) {
    log.record("\(name).willAppear reads \(tree.context.theme)")
  }

  override func didMove(toParent parent: Component?) {
    log.record("\(name).didMove(toParent: \(recordingName(parent))) reads \(tree.context.theme)")
  }
}

/// Context flows down the upstream links (a pushed entry's upstream is the entry it was
/// pushed from, a presented component's its presenter, any other component's its parent),
/// with branches.
///
/// Pins <doc:ContextResponsesAndEvents#Context>.
@Suite("Context: a read sees the nearest own value upstream, else the key's default; a write makes a branch")
@MainActor
struct ContextTests {
  /// outer shows [middle, sibling]; middle shows [leaf].
  @MainActor struct Tree {
    let log = RecordingLog()
    let clock = SimulatedClock()
    let leaf: ThemeReader
    let sibling: ThemeReader
    let middle: RecordingContainer<SpecState>
    let outer: RecordingContainer<SpecState>

    init() {
      leaf = ThemeReader("leaf", log: log)
      sibling = ThemeReader("sibling", log: log)
      middle = RecordingContainer("M", log: log, clock: clock, appearanceState: .a, table: [.a: [leaf]])
      outer = RecordingContainer(
        "O", log: log, clock: clock, appearanceState: .a, table: [.a: [middle, sibling], .b: [sibling]])
    }
  }

  @Test("a key's default is read where nothing upstream has a value, also on a detached component")
  func defaultValue() {
    let tree = Tree()
    #expect(tree.leaf.tree.context.theme == "light")
    #expect(tree.leaf.tree.context.value(for: ThemeKey.self) == nil)
    #expect(tree.leaf.tree.upstream == nil)
    tree.leaf.tree.context.theme = "own"
    #expect(tree.leaf.tree.context.theme == "own")
  }

  @Test("a value on the top reaches every component below it, read live at each hook")
  func readThrough() {
    let tree = Tree()
    tree.outer.tree.context.theme = "dark"

    tree.outer.appearForTest()

    #expect(
      tree.log.entries == [
        "O.willAppear(animated: false)",
        "O.loadAppearanceState() -> a",
        "O.willTransition(to: a, animated: false)",
        "O.children(for: a)",
        "M.willMove(toParent: O)",
        "sibling.willMove(toParent: O)",
        "O.childWillAppear(M, animated: false)",
        "M.willAppear(animated: false)",
        "M.loadAppearanceState() -> a",
        "M.willTransition(to: a, animated: false)",
        "M.children(for: a)",
        "leaf.willMove(toParent: M)",
        "M.childWillAppear(leaf, animated: false)",
        "leaf.willAppear reads dark",
        "O.childWillAppear(sibling, animated: false)",
        "sibling.willAppear reads dark",
        "O.didAppear(animated: false)",
        "M.didAppear(animated: false)",
        "leaf.didAppear(animated: false)",
        "M.childDidAppear(leaf, animated: false)",
        "leaf.didMove(toParent: M) reads dark",
        "M.didTransition(from: nil, animated: false)",
        "O.childDidAppear(M, animated: false)",
        "M.didMove(toParent: O)",
        "sibling.didAppear(animated: false)",
        "O.childDidAppear(sibling, animated: false)",
        "sibling.didMove(toParent: O) reads dark",
        "O.didTransition(from: nil, animated: false)",
      ])
    #expect(tree.leaf.tree.upstream === tree.middle)
    #expect(tree.middle.tree.upstream === tree.outer)
  }

  @Test("a write is a branch: the component and what is below it read it; its upstream and siblings do not")
  func writesAreLocalToTheBranch() {
    let tree = Tree()
    tree.outer.tree.context.theme = "dark"
    tree.outer.appearForTest()

    tree.middle.tree.context.theme = "sepia"

    #expect(tree.middle.tree.context.theme == "sepia")
    #expect(tree.leaf.tree.context.theme == "sepia")
    #expect(tree.outer.tree.context.theme == "dark")
    #expect(tree.sibling.tree.context.theme == "dark")
    #expect(tree.middle.tree.context.hasOwnValue(for: ThemeKey.self))
    #expect(!tree.leaf.tree.context.hasOwnValue(for: ThemeKey.self))

    #expect(tree.middle.tree.context.removeValue(for: ThemeKey.self) == "sepia")
    #expect(tree.leaf.tree.context.theme == "dark")
    #expect(tree.middle.tree.context.removeValue(for: ThemeKey.self) == nil)
  }

  @Test(
    "reads follow the tree as it is: a removed component reads through no upstream at its didMove(toParent: nil)"
  )
  func readsAreLive() {
    let tree = Tree()
    tree.outer.tree.context.theme = "dark"
    tree.outer.appearForTest()
    _ = tree.log.take()

    tree.outer.setNeedsStateTransition(to: .b, animated: false)
    tree.middle.tree.context.theme = "sepia"

    #expect(tree.leaf.tree.context.theme == "sepia")
    #expect(tree.middle.tree.context.value(for: ThemeKey.self) == "sepia")
    #expect(tree.middle.tree.upstream == nil)
    #expect(tree.outer.tree.context.theme == "dark")
    #expect(Context(of: tree.leaf).theme == "sepia")
  }

  @Test("own values are stored in the component, released with it, and never copied")
  func releasedWithTheComponent() {
    weak var palette: Palette?
    do {
      let holder = Component()
      let created = Palette(accent: "teal")
      palette = created
      holder.tree.context[PaletteKey.self] = created
      #expect(holder.tree.context[PaletteKey.self] === created)
      created.accent = "plum"
      #expect(holder.tree.context[PaletteKey.self]?.accent == "plum")
    }
    #expect(palette == nil)
  }
}
