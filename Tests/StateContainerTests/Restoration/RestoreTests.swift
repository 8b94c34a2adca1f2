import Foundation
import StateContainer
import Testing

private let screen = "StateContainerTests.SnapScreen"

/// A notes app on `clock` as a user leaves it: the notes tab's stack at item 2 above item 1
/// (whose draft is "hello"), with history, kept hidden; the search tab shown at item 7.
@MainActor private func appLeftInTheSearchTab(clock: SimulatedClock) throws -> SnapTabs {
  let app = SnapTabs(clock: clock, stackPolicy: .unlimited)
  app.appearForSnapshotTest()
  let notes = try #require(app.children.first as? SnapStack)
  notes.push(.item(id: 1), animated: false)
  try #require(notes.currentNode.component as? SnapScreen).draft = "hello"
  notes.push(.item(id: 2), identifier: "two", animated: false)
  app.setNeedsStateTransition(to: .search, animated: false)
  try #require(app.children.first as? SnapStack).push(.item(id: 7), animated: false)
  return app
}

/// `snapshot` through JSON, as a file keeps it.
private func throughJSON(_ snapshot: TreeSnapshot) throws -> TreeSnapshot {
  try JSONDecoder().decode(TreeSnapshot.self, from: JSONEncoder().encode(snapshot))
}

/// `snapshot` with its sorted JSON edited by `edit`, as an older or damaged file holds it.
private func edited(_ snapshot: TreeSnapshot, _ edit: (String) -> String) throws -> TreeSnapshot {
  try JSONDecoder().decode(TreeSnapshot.self, from: Data(edit(snapshot.sortedJSON).utf8))
}

/// Restoring a snapshot into a tree that has not appeared shows the final screens at once:
/// one transition per container, outermost first, each screen made once, its saved data
/// handed to it before its `willAppear` (<doc:SavingAndRestoringTheApp#Restoring-at-launch>).
@MainActor @Suite(.serialized) struct ColdRestoreTests {
  @Test func theFirstAppearanceShowsTheSavedScreensWithOneTransitionPerContainer() throws {
    let clock = SimulatedClock()
    let saved = try appLeftInTheSearchTab(clock: clock).tree.snapshot()
    SnapScreen.decoded = []
    let app = SnapTabs(clock: clock, stackPolicy: .unlimited)
    let recorder = LifecycleRecorder(names: [app: "app"])
    recorder.attach(to: app)

    let report = app.tree.restore(try throughJSON(saved))
    app.appearForSnapshotTest()

    #expect(report.isComplete)
    #expect(report.leftOut == [])
    // The hidden notes stack was restored off screen; only the search tab's item 7 appears.
    #expect(SnapScreen.decoded == ["hello while disappeared"])
    #expect(
      recorder.transcript == [
        "@0ms app.willAppear(animated: false)",
        "@0ms app.willTransition(to: search, animated: false)",
        "@0ms SnapStack.willMove(toParent: app)",
        "@0ms app.childWillAppear(SnapStack, animated: false)",
        "@0ms SnapStack.willAppear(animated: false)",
        "@0ms SnapStack.willTransition(to: list / item(id: 7), animated: false)",
        "@0ms SnapScreen.willMove(toParent: SnapStack)",
        "@0ms SnapStack.childWillAppear(SnapScreen, animated: false)",
        "@0ms SnapScreen.willAppear(animated: false)",
        "@0ms app.didAppear(animated: false)",
        "@0ms SnapStack.didAppear(animated: false)",
        "@0ms SnapScreen.didAppear(animated: false)",
        "@0ms SnapStack.childDidAppear(SnapScreen, animated: false)",
        "@0ms SnapScreen.didMove(toParent: SnapStack)",
        "@0ms SnapStack.didTransition(from: nil, animated: false)",
        "@0ms app.childDidAppear(SnapStack, animated: false)",
        "@0ms SnapStack.didMove(toParent: app)",
        "@0ms app.didTransition(from: nil, animated: false)",
      ])
    #expect(app.tree.snapshot().sortedJSON == saved.sortedJSON)
  }

  /// A link moves the search tab's stack while the tabs animate, and a second link to another
  /// tab replaces its request before the search tab is ever shown: the app keeps that stack,
  /// so the snapshot saves it as a hidden tab, and a restored app shows it when the user
  /// picks the tab (found by the app random suite, seed 0x68ed8d20eaeb7a50).
  @Test func aStackALinkMovedForATabItNeverReachedIsSavedAsAHiddenTab() throws {
    let clock = SimulatedClock()
    let app = URLTabs(clock: clock)
    app.appearForSnapshotTest()
    app.setNeedsStateTransition(to: .settings, animated: false)
    app.setNeedsStateTransition(to: .notes, animated: true)
    #expect(throws: Never.self) { try app.tree.navigate(toURL: "/search/items/5", animated: false).get() }
    #expect(throws: Never.self) { try app.tree.navigate(toURL: "/settings/items/4", animated: true).get() }
    let saved = try throughJSON(app.tree.snapshot())
    clock.run()
    app.setNeedsStateTransition(to: .search, animated: false)
    #expect(app.tree.currentURL == "/search/items/5")

    let restored = URLTabs(clock: SimulatedClock())
    #expect(restored.tree.restore(saved).leftOut == [])
    restored.appearForSnapshotTest()
    #expect(restored.tree.currentURL == "/settings/items/4")
    restored.setNeedsStateTransition(to: .search, animated: false)
    #expect(restored.tree.currentURL == "/search/items/5")
  }

  /// Between the restore and the first appearance the tree reads as it will show: its
  /// state and its URL are the saved ones, as after a link into a tree off screen.
  @Test func beforeItAppearsARestoredTreeReadsAsItWillShow() throws {
    let clock = SimulatedClock()
    let left = URLTabs(clock: clock)
    left.appearForSnapshotTest()
    left.setNeedsStateTransition(to: .search, animated: false)
    try #require(left.stacks[.search]).push(.item(id: 7), animated: false)
    #expect(left.tree.currentURL == "/search/items/7")
    let app = URLTabs(clock: clock)

    app.tree.restore(try throughJSON(left.tree.snapshot()))

    #expect(!app.hasDeterminedState)
    #expect(app.currentState == .search)
    #expect(app.tree.currentURL == "/search/items/7")
    app.appearForSnapshotTest()
    #expect(app.currentState == .search)
    #expect(app.tree.currentURL == "/search/items/7")
  }

  @Test func aHiddenTabIsRestoredOffScreenAndShowsItsStackAndHistoryWhenChosen() throws {
    let clock = SimulatedClock()
    let saved = try appLeftInTheSearchTab(clock: clock).tree.snapshot()
    let app = SnapTabs(clock: clock, stackPolicy: .unlimited)
    app.tree.restore(try throughJSON(saved))
    app.appearForSnapshotTest()
    let search = try #require(app.children.first)
    let notes = try #require(app.stacks[.notes])
    let recorder = LifecycleRecorder(names: [app: "app", search: "search", notes: "notes"])
    recorder.attach(to: app)

    app.setNeedsStateTransition(to: .notes, animated: false)
    let backs = [notes.canGoBack]
    notes.goBack(animated: false)
    let draftAfterBack = try #require(notes.currentNode.component as? SnapScreen).draft

    #expect(
      recorder.transcript == [
        "@0ms app.willTransition(to: notes, animated: false)",
        "@0ms search.willMove(toParent: nil)",
        "@0ms app.childWillDisappear(search, animated: false)",
        "@0ms search.willDisappear(animated: false)",
        "@0ms search.childWillDisappear(SnapScreen#1, animated: false)",
        "@0ms SnapScreen#1.willDisappear(animated: false)",
        "@0ms notes.willMove(toParent: app)",
        "@0ms app.childWillAppear(notes, animated: false)",
        "@0ms notes.willAppear(animated: false)",
        // The restored stack shows its saved node at once: item 2, above item 1.
        "@0ms notes.willTransition(to: list / item(id: 1) / item(id: 2), animated: false)",
        "@0ms SnapScreen#2.willMove(toParent: notes)",
        "@0ms notes.childWillAppear(SnapScreen#2, animated: false)",
        "@0ms SnapScreen#2.willAppear(animated: false)",
        "@0ms search.didDisappear(animated: false)",
        "@0ms SnapScreen#1.didDisappear(animated: false)",
        "@0ms search.childDidDisappear(SnapScreen#1, animated: false)",
        "@0ms app.childDidDisappear(search, animated: false)",
        "@0ms search.didMove(toParent: nil)",
        "@0ms notes.didAppear(animated: false)",
        "@0ms SnapScreen#2.didAppear(animated: false)",
        "@0ms notes.childDidAppear(SnapScreen#2, animated: false)",
        "@0ms SnapScreen#2.didMove(toParent: notes)",
        "@0ms notes.didTransition(from: nil, animated: false)",
        "@0ms app.childDidAppear(notes, animated: false)",
        "@0ms notes.didMove(toParent: app)",
        "@0ms app.didTransition(from: search, animated: false)",
        // Back, through the restored history, to item 1 and its restored draft.
        "@0ms notes.willTransition(to: list / item(id: 1), animated: false)",
        "@0ms SnapScreen#2.willMove(toParent: nil)",
        "@0ms notes.childWillDisappear(SnapScreen#2, animated: false)",
        "@0ms SnapScreen#2.willDisappear(animated: false)",
        "@0ms SnapScreen#3.willMove(toParent: notes)",
        "@0ms notes.childWillAppear(SnapScreen#3, animated: false)",
        "@0ms SnapScreen#3.willAppear(animated: false)",
        "@0ms SnapScreen#2.didDisappear(animated: false)",
        "@0ms notes.childDidDisappear(SnapScreen#2, animated: false)",
        "@0ms SnapScreen#2.didMove(toParent: nil)",
        "@0ms SnapScreen#3.didAppear(animated: false)",
        "@0ms notes.childDidAppear(SnapScreen#3, animated: false)",
        "@0ms SnapScreen#3.didMove(toParent: notes)",
        "@0ms notes.didTransition(from: list / item(id: 1) / item(id: 2), animated: false)",
      ])
    #expect(backs == [true])
    #expect(draftAfterBack == "hello")
  }
}

/// Two nested plain containers whose `children(for:)` make new components on every call,
/// each call logged.
@MainActor private final class Outline {
  var log: [String] = []
  let clock = SimulatedClock()
  private(set) var outer: SnapBox<Int>!

  init() {
    outer = SnapBox<Int>(clock: clock, appearing: 1) { [unowned self] page in
      self.log.append("outer.children(for: \(page))")
      let inner = SnapBox<SnapTab>(clock: self.clock, appearing: .notes) { [unowned self] tab in
        self.log.append("inner.children(for: \(tab))")
        return [SnapScreen(draft: "\(page) \(tab)")]
      }
      inner.historyPolicy = .bounded(2)
      return [SnapScreen(), inner]
    }
    outer.historyPolicy = .unlimited
  }

  var inner: SnapBox<SnapTab>? { outer.children.last as? SnapBox<SnapTab> }
}

/// What a container saved is restored with its history; `children(for:)` is asked once per
/// container, for the restored state (<doc:SavingAndRestoringTheApp#Restoring-at-launch>).
@MainActor @Suite(.serialized) struct ColdRestoreOfPlainContainersTests {
  @Test func eachContainerAsksChildrenForOnceForItsSavedStateAndGetsItsHistoryBack() throws {
    let left = Outline()
    left.outer.appearForSnapshotTest()
    left.outer.setNeedsStateTransition(to: 2, animated: false)
    left.outer.setNeedsStateTransition(to: 3, animated: false)
    let inner = try #require(left.inner)
    inner.setNeedsStateTransition(to: .search, animated: false)
    inner.setNeedsStateTransition(to: .settings, animated: true)
    // Saved mid-animation: the state it heads to, not the mixture.
    let saved = try throughJSON(left.outer.tree.snapshot())

    let app = Outline()
    var changes: [String] = []
    let observation = app.outer.addHistoryObserver { changes.append("\($0)") }
    SnapScreen.decoded = []
    let report = app.outer.tree.restore(saved)
    app.outer.appearForSnapshotTest()

    #expect(report.leftOut == [])
    #expect(app.log == ["outer.children(for: 3)", "inner.children(for: settings)"])
    #expect(changes == ["recorded(1)", "recorded(2)"])
    #expect(app.outer.stateHistory == [1, 2])
    #expect(app.inner?.stateHistory == left.inner?.stateHistory)
    #expect(app.inner?.currentState == .settings)
    #expect(SnapScreen.decoded == ["3 settings while disappeared"])
    #expect(app.outer.tree.snapshot().sortedJSON == saved.sortedJSON)
    observation.cancel()
  }

  @Test func aStateThatNoLongerDecodesIsLeftOutAndTheContainerAppearsAsAtLaunch() throws {
    let left = Outline()
    left.outer.appearForSnapshotTest()
    try #require(left.inner).setNeedsStateTransition(to: .search, animated: false)
    // A later version of the app renamed the search tab.
    let saved = try edited(left.outer.tree.snapshot()) { $0.replacingOccurrences(of: "search", with: "find") }

    let app = Outline()
    let (report, diagnostics) = LifecycleDiagnostic.capture { app.outer.tree.restore(saved) }
    app.outer.appearForSnapshotTest()

    let sentence =
      "The saved state of SnapBox<SnapTab> does not decode as SnapTab (Cannot initialize SnapTab from "
      + "invalid String value find); it is left out."
    #expect(report.leftOut == [sentence])
    #expect(diagnostics.map(\.kind) == [.restorationLeftOut])
    #expect(app.inner?.currentState == .notes)
    #expect(app.log == ["outer.children(for: 1)", "inner.children(for: notes)"])
  }
}

/// A snapshot that no longer fits the app restores up to the deepest point that fits, and
/// the report lists the rest (<doc:SavingAndRestoringTheApp#When-a-snapshot-no-longer-fits>).
@MainActor @Suite(.serialized) struct PartialRestoreTests {
  /// A stack at item 3 above item 2 above item 1, with a branch item 9 from the root, and
  /// history through all of them.
  func stackWithABranch() -> SnapStack {
    let stack = SnapStack(clock: SimulatedClock())
    stack.historyPolicy = .unlimited
    stack.appearForSnapshotTest()
    stack.push(.item(id: 9), animated: false)
    stack.jump(to: stack.rootNode, animated: false)
    stack.push(.item(id: 1), animated: false)
    stack.push(.item(id: 2), identifier: 2, animated: false)
    stack.push(.item(id: 3), animated: false)
    return stack
  }

  /// The saved tab no longer decodes, so the app shows its launch tab, notes; the notes
  /// stack was saved hidden, with its draft: that is what the notes tab restores, not the
  /// search stack saved for the tab that was lost (a stack of the same type).
  @Test func aStateThatNoLongerDecodesShowsTheTabSavedHiddenUnderTheStateShownInstead() throws {
    let clock = SimulatedClock()
    // A later version of the app renamed the search tab.
    let saved = try edited(appLeftInTheSearchTab(clock: clock).tree.snapshot()) {
      $0.replacingOccurrences(of: #""s":"search""#, with: #""s":"find""#)
    }
    SnapScreen.decoded = []
    let app = SnapTabs(clock: clock, stackPolicy: .unlimited)
    let recorder = LifecycleRecorder(names: [app: "app"])
    recorder.attach(to: app)

    let report = app.tree.restore(saved)
    app.appearForSnapshotTest()

    #expect(
      report.leftOut == [
        "The saved state of SnapTabs does not decode as SnapTab (Cannot initialize SnapTab from invalid "
          + "String value find); it is left out.",
        "The components SnapTabs showed in its saved state (StateContainerTests.SnapStack at position 0) are "
          + "left out: it shows notes, saved as a hidden state, in its place.",
      ])
    #expect(SnapScreen.decoded == ["hello while disappeared"])
    #expect(
      recorder.transcript == [
        "@0ms app.willAppear(animated: false)",
        "@0ms app.willTransition(to: notes, animated: false)",
        "@0ms SnapStack.willMove(toParent: app)",
        "@0ms app.childWillAppear(SnapStack, animated: false)",
        "@0ms SnapStack.willAppear(animated: false)",
        "@0ms SnapStack.willTransition(to: list / item(id: 1) / item(id: 2), animated: false)",
        "@0ms SnapScreen.willMove(toParent: SnapStack)",
        "@0ms SnapStack.childWillAppear(SnapScreen, animated: false)",
        "@0ms SnapScreen.willAppear(animated: false)",
        "@0ms app.didAppear(animated: false)",
        "@0ms SnapStack.didAppear(animated: false)",
        "@0ms SnapScreen.didAppear(animated: false)",
        "@0ms SnapStack.childDidAppear(SnapScreen, animated: false)",
        "@0ms SnapScreen.didMove(toParent: SnapStack)",
        "@0ms SnapStack.didTransition(from: nil, animated: false)",
        "@0ms app.childDidAppear(SnapStack, animated: false)",
        "@0ms SnapStack.didMove(toParent: app)",
        "@0ms app.didTransition(from: nil, animated: false)",
      ])
    let notes = try #require(app.stacks[.notes])
    notes.goBack(animated: false)
    #expect((notes.currentNode.component as? SnapScreen)?.draft == "hello")
    #expect(app.stacks[.search] == nil)
  }

  @Test func aDestinationThatNoLongerDecodesCutsItsSubtreeAndItsNearestAncestorIsCurrent() throws {
    // A later version of the app removed item 2: its "id" is now named "number".
    let saved = try edited(stackWithABranch().tree.snapshot()) {
      $0.replacingOccurrences(of: #"{"id":2}"#, with: #"{"number":2}"#)
    }
    let stack = SnapStack(clock: SimulatedClock())
    stack.historyPolicy = .unlimited
    let (report, diagnostics) = LifecycleDiagnostic.capture { stack.tree.restore(saved) }
    stack.appearForSnapshotTest()

    #expect(
      report.leftOut == [
        #"The saved destination {"item":{"number":2}} of node 3 of SnapStack does not decode as SnapPlace "#
          + "(No value associated with key "
          + #"ItemCodingKeys(stringValue: "id", intValue: nil) ("id"). At item.); it is left out."#,
        "A history entry of SnapStack names a node that was not restored; it is left out.",
      ])
    #expect(diagnostics.count == 2)
    #expect(stack.currentNode.destination == .item(id: 1))
    #expect(stack.rootNode.children.map(\.destination) == [.item(id: 9), .item(id: 1)])
    // The entry for item 1 is dropped too once it is current: a back goes somewhere else.
    #expect(
      stack.stateHistory.map { $0.nodes.map(\.destination) } == [[.list], [.list, .item(id: 9)], [.list]])
  }

  @Test func historyPastTheAppsPolicyKeepsTheNewestEntries() throws {
    let saved = stackWithABranch().tree.snapshot()
    let stack = SnapStack(clock: SimulatedClock())
    // The app's policy wins over the one saved: this version keeps two entries to go back to.
    stack.historyPolicy = .bounded(3)

    let report = stack.tree.restore(saved)

    #expect(
      report.leftOut == [
        "3 of the 5 history entries of SnapStack are past its historyPolicy (bounded(3)); the oldest are left out."
      ])
    #expect(
      stack.stateHistory.map { $0.nodes.map(\.destination) } == [
        [.list, .item(id: 1)], [.list, .item(id: 1), .item(id: 2)],
      ])
  }

  @Test func aScreenTheStateNoLongerShowsAndAPresentationAreLeftOut() throws {
    let clock = SimulatedClock()
    let left = SnapBox<Int>(clock: clock, appearing: 1) { _ in
      [SnapScreen(draft: "a"), SnapScreen(draft: "b")]
    }
    left.appearForSnapshotTest()
    left.present(SnapScreen(), animated: false)
    let saved = left.tree.snapshot()
    // This version shows one screen in that state.
    let box = SnapBox<Int>(clock: clock, appearing: 1) { _ in [SnapScreen()] }

    let report = box.tree.restore(saved)
    box.appearForSnapshotTest()

    #expect(
      report.leftOut == [
        "The presented StateContainerTests.SnapScreen of SnapBox<Int> is left out: it was presented as a component, not as a registered value.",
        "SnapBox<Int> in its restored state shows no StateContainerTests.SnapScreen at position 1 now; its saved part is left out.",
      ])
    #expect(box.children.compactMap { ($0 as? SnapScreen)?.draft } == ["a"])
  }
}

/// A restore is for a snapshot of the same type of component
/// (<doc:TheLifecycle#Misuse>).
@MainActor @Suite(.serialized) struct RestoreMisuseTests {
  @Test func aSnapshotOfAnotherComponentIsNotRestored() throws {
    let clock = SimulatedClock()
    let saved = try appLeftInTheSearchTab(clock: clock).tree.snapshot()
    let stack = SnapStack(clock: clock)
    let before = stack.tree.snapshot()

    let report = stack.tree.restore(saved)

    #expect(
      report.leftOut == [
        "tree.restore(_:) on SnapStack: the snapshot was taken from a StateContainerTests.SnapTabs at "
          + "position 0, not from this component. Nothing was restored."
      ])
    #expect(stack.tree.snapshot() == before)
  }
}

/// Tabs of ``SnapStack``s kept for the app's life, whose guard answers with `decision`;
/// every proposal is logged.
@MainActor final class GuardedTabs: StateContainer<SnapTab> {
  var stacks: [SnapTab: SnapStack] = [:]
  var decision = TransitionDecision.allow
  var proposals: [String] = []
  /// Whether each tab's stack has a guard of its own (a ``GuardedStack``).
  var guardsStacks = false

  override func loadAppearanceState() -> SnapTab { .notes }

  override func children(for state: SnapTab) -> [Component] {
    if let stack = stacks[state] { return [stack] }
    let stack = guardsStacks ? GuardedStack(clock: clock) : SnapStack(clock: clock)
    stack.historyPolicy = .unlimited
    stacks[state] = stack
    return [stack]
  }

  override func transitionDecision(for proposal: TransitionProposal<SnapTab>) -> TransitionDecision {
    proposals.append("\(proposal)")
    return decision
  }
}

/// A stack whose guard answers with `decision` (a dirty editor's "discard changes?"); every
/// proposal is logged.
@MainActor final class GuardedStack: SnapStack {
  var decision = TransitionDecision.allow
  var proposals: [String] = []

  override func transitionDecision(for proposal: TransitionProposal<NavigationPosition<SnapPlace>>)
    -> TransitionDecision
  {
    proposals.append("\(proposal)")
    return decision
  }
}

/// A tab container with URLs it reads and prints: `/notes`, `/search` or `/settings`, then
/// `/items/ID` per node of the tab's stack, which it keeps for its life.
@MainActor final class URLTabs: StateContainer<SnapTab> {
  var stacks: [SnapTab: URLStack] = [:]

  override func loadAppearanceState() -> SnapTab { .notes }

  override func children(for state: SnapTab) -> [Component] {
    if let stack = stacks[state] { return [stack] }
    let stack = URLStack(clock: clock)
    stacks[state] = stack
    return [stack]
  }

  override func state(forDeepLink link: inout DeepLink) -> SnapTab? {
    [SnapTab.notes, .search, .settings].first { link.read($0.rawValue) }
  }

  override func deepLinkPath(for state: SnapTab) -> String? { "/\(state.rawValue)" }
}

/// A ``SnapStack`` that reads and prints `/items/ID` for each item.
@MainActor final class URLStack: SnapStack {
  override func destination(forDeepLink link: inout DeepLink, above parent: SnapPlace) -> SnapPlace? {
    if link.read("items"), let id = link.read(Int.self) { return .item(id: id) }
    return nil
  }

  override func deepLinkPath(for destination: SnapPlace, above parent: SnapPlace) -> String? {
    guard case .item(let id) = destination else { return nil }
    return "/items/\(id)"
  }
}

/// Restoring into a tree on screen is a change like a deep link: guards first, then one
/// transition per container that changes, outermost first
/// (<doc:SavingAndRestoringTheApp#Restoring-a-tree-on-screen>).
@MainActor @Suite(.serialized) struct LiveRestoreTests {
  /// The app left in the search tab, and a live app on `clock` at item 5 in its notes tab.
  func liveApp(clock: SimulatedClock) throws -> (saved: TreeSnapshot, app: GuardedTabs) {
    let left = GuardedTabs(clock: clock)
    left.appearForSnapshotTest()
    let leftNotes = try #require(left.stacks[.notes])
    leftNotes.push(.item(id: 1), animated: false)
    try #require(leftNotes.currentNode.component as? SnapScreen).draft = "hello"
    leftNotes.push(.item(id: 2), identifier: "two", animated: false)
    left.setNeedsStateTransition(to: .search, animated: false)
    try #require(left.stacks[.search]).push(.item(id: 7), animated: false)
    let saved = left.tree.snapshot()
    let app = GuardedTabs(clock: clock)
    app.appearForSnapshotTest()
    try #require(app.stacks[.notes]).push(.item(id: 5), animated: false)
    return (saved, app)
  }

  /// What restoring the app left in the search tab into the live app at item 5 in its
  /// notes tab logs, animated, once the restore is applied at 0ms.
  static let restoredOverItem5: [String] = [
    "@0ms app.willTransition(to: search, animated: true)",
    "@0ms notes.willMove(toParent: nil)",
    "@0ms app.childWillDisappear(notes, animated: true)",
    "@0ms notes.willDisappear(animated: true)",
    "@0ms notes.childWillDisappear(SnapScreen#1, animated: true)",
    "@0ms SnapScreen#1.willDisappear(animated: true)",
    // The search stack was restored before it appears: it shows item 7 at once.
    "@0ms SnapStack.willMove(toParent: app)",
    "@0ms app.childWillAppear(SnapStack, animated: true)",
    "@0ms SnapStack.willAppear(animated: true)",
    "@0ms SnapStack.willTransition(to: list / item(id: 7), animated: true)",
    "@0ms SnapScreen#2.willMove(toParent: SnapStack)",
    "@0ms SnapStack.childWillAppear(SnapScreen#2, animated: true)",
    "@0ms SnapScreen#2.willAppear(animated: true)",
    "@350ms notes.didDisappear(animated: true)",
    "@350ms SnapScreen#1.didDisappear(animated: true)",
    "@350ms notes.childDidDisappear(SnapScreen#1, animated: true)",
    "@350ms app.childDidDisappear(notes, animated: true)",
    "@350ms notes.didMove(toParent: nil)",
    // The notes stack, now hidden, takes its saved tree off screen: nothing appears.
    "@350ms notes.willTransition(to: list / item(id: 1) / item(id: 2), animated: false)",
    "@350ms SnapScreen#1.willMove(toParent: nil)",
    "@350ms SnapScreen#1.didMove(toParent: nil)",
    "@350ms SnapScreen#3.willMove(toParent: notes)",
    "@350ms SnapScreen#3.didMove(toParent: notes)",
    "@350ms notes.didTransition(from: list / item(id: 5), animated: false)",
    "@350ms SnapStack.didAppear(animated: true)",
    "@350ms SnapScreen#2.didAppear(animated: true)",
    "@350ms SnapStack.childDidAppear(SnapScreen#2, animated: true)",
    "@350ms SnapScreen#2.didMove(toParent: SnapStack)",
    "@350ms SnapStack.didTransition(from: nil, animated: true)",
    "@350ms app.childDidAppear(SnapStack, animated: true)",
    "@350ms SnapStack.didMove(toParent: app)",
    "@350ms app.didTransition(from: notes, animated: true)",
  ]

  /// A recorder on `app` and its notes stack.
  func recorder(of app: GuardedTabs) throws -> LifecycleRecorder {
    let notes = try #require(app.stacks[.notes])
    let recorder = LifecycleRecorder(names: [app: "app", notes: "notes"])
    recorder.attach(to: app)
    recorder.attach(to: notes)
    return recorder
  }

  @Test func eachContainerThatChangesAsksItsGuardThenTransitionsOnceOutermostFirst() throws {
    let clock = SimulatedClock()
    let (saved, app) = try liveApp(clock: clock)
    let recorder = try recorder(of: app)
    SnapScreen.decoded = []

    let report = app.tree.restore(saved, animated: true)
    let outcomeAtOnce = report.transition?.reportedOutcome
    clock.advance(by: .seconds(1))

    #expect(app.proposals == ["restoration(from: notes, to: search, animated: true)"])
    #expect(outcomeAtOnce == nil)
    #expect(report.transition?.reportedOutcome == .completed)
    #expect(report.leftOut == [])
    #expect(SnapScreen.decoded == ["hello while disappeared"])
    #expect(recorder.transcript == Self.restoredOverItem5)
    #expect(app.tree.snapshot().sortedJSON == saved.sortedJSON)
  }

  @Test func aRefusalChangesNothing() throws {
    let clock = SimulatedClock()
    let (saved, app) = try liveApp(clock: clock)
    app.decision = .refuse
    let before = app.tree.snapshot()
    let recorder = try recorder(of: app)

    let report = app.tree.restore(saved, animated: true)
    clock.advance(by: .seconds(1))

    #expect(report.transition?.reportedOutcome == .refused)
    #expect(recorder.transcript == [])
    #expect(app.tree.snapshot() == before)
  }

  @Test func aHoldChangesNothingUntilTheAppProceeds() throws {
    let clock = SimulatedClock()
    let (saved, app) = try liveApp(clock: clock)
    app.decision = .hold
    let before = app.tree.snapshot()
    let recorder = try recorder(of: app)

    let report = app.tree.restore(saved, animated: true)
    clock.advance(by: .seconds(1))
    let whileHeld = (recorder.transcript, app.tree.snapshot() == before, report.transition?.reportedOutcome)
    let held = try #require(app.tree.heldTransitions.first)
    held.proceed()
    clock.advance(by: .seconds(1))

    #expect(whileHeld.0 == [])
    #expect(whileHeld.1)
    #expect(whileHeld.2 == nil)
    #expect(report.transition?.reportedOutcome == .completed)
    // The same log as unheld, a second later: the app's transition begins first.
    #expect(
      recorder.transcript
        == Self.restoredOverItem5.map {
          $0.replacingOccurrences(of: "@350ms", with: "@1350ms").replacingOccurrences(
            of: "@0ms", with: "@1000ms")
        })
    #expect(app.tree.snapshot().sortedJSON == saved.sortedJSON)
  }

  /// A hidden tab whose stack the restore changes is asked as a shown one is: its guard's
  /// refusal changes nothing anywhere, and its hold keeps the whole restore waiting.
  @Test(arguments: [TransitionDecision.refuse, .hold, .allow])
  func aHiddenTabThatTheRestoreChangesAsksItsGuard(decision: TransitionDecision) throws {
    let clock = SimulatedClock()
    let left = GuardedTabs(clock: clock)
    left.guardsStacks = true
    left.appearForSnapshotTest()
    left.setNeedsStateTransition(to: .search, animated: false)
    let saved = left.tree.snapshot()
    let app = GuardedTabs(clock: clock)
    app.guardsStacks = true
    app.appearForSnapshotTest()
    let notes = try #require(app.stacks[.notes] as? GuardedStack)
    notes.push(.item(id: 5), animated: false)
    app.setNeedsStateTransition(to: .search, animated: false)
    notes.decision = decision
    (app.proposals, notes.proposals) = ([], [])
    let before = app.tree.snapshot()
    let recorder = LifecycleRecorder(names: [app: "app", notes: "notes"])
    recorder.attach(to: app)
    recorder.attach(to: notes)

    var events: [String] = []
    app.tree.watch(HeldTransitionEvent.self) { _, event in events.append("\(event.change)") }

    let report = app.tree.restore(saved, animated: true)
    clock.advance(by: .seconds(1))

    #expect(app.proposals == [])
    #expect(notes.proposals == ["restoration(from: list / item(id: 5), to: list, animated: true)"])
    #expect(events == (decision == .hold ? ["held"] : []))
    switch decision {
    case .allow:
      #expect(report.transition?.reportedOutcome == .completed)
      #expect(
        recorder.transcript == [
          "@0ms notes.willTransition(to: list, animated: false)",
          "@0ms SnapScreen#1.willMove(toParent: nil)",
          "@0ms SnapScreen#1.didMove(toParent: nil)",
          "@0ms SnapScreen#2.willMove(toParent: notes)",
          "@0ms SnapScreen#2.didMove(toParent: notes)",
          "@0ms notes.didTransition(from: list / item(id: 5), animated: false)",
        ])
      #expect(app.tree.snapshot().sortedJSON == saved.sortedJSON)
    default:
      #expect(report.transition?.reportedOutcome == (decision == .refuse ? .refused : nil))
      #expect(recorder.transcript == [])
      #expect(app.tree.snapshot() == before)
    }
    // Proceeding with a held restore applies it whole.
    guard decision == .hold else { return }
    // The hidden stack is not below the app: the app keeps the held change from the event.
    #expect(app.tree.heldTransitions.isEmpty)
    #expect(
      notes.tree.heldTransitions.map(\.proposalDescription) == [
        "restoration(from: list / item(id: 5), to: list, animated: true)"
      ])
    try #require(notes.tree.heldTransitions.first).proceed()
    #expect(events == ["held", "applied"])
    #expect(report.transition?.reportedOutcome == .completed)
    #expect(app.tree.snapshot().sortedJSON == saved.sortedJSON)
  }

  @Test func aScreenThatStaysGetsItsSavedDataWithoutATransition() throws {
    let clock = SimulatedClock()
    let left = GuardedTabs(clock: clock)
    left.appearForSnapshotTest()
    try #require(left.stacks[.notes]).push(.item(id: 3), animated: false)
    try #require(left.stacks[.notes]?.currentNode.component as? SnapScreen).draft = "saved"
    let saved = left.tree.snapshot()
    let app = GuardedTabs(clock: clock)
    app.appearForSnapshotTest()
    try #require(app.stacks[.notes]).push(.item(id: 3), animated: false)
    let screen = try #require(app.stacks[.notes]?.currentNode.component as? SnapScreen)
    let recorder = try recorder(of: app)
    SnapScreen.decoded = []

    let report = app.tree.restore(saved)

    #expect(report.transition?.reportedOutcome == .alreadyCurrent)
    #expect(app.proposals == [])
    #expect(recorder.transcript == [])
    #expect(SnapScreen.decoded == ["saved while appeared"])
    #expect(screen.draft == "saved")
    #expect(app.stacks[.notes]?.currentNode.component === screen)
  }
}
