import StateContainer
import Testing

/// The container's own appearance: a container that has a state keeps it when its tab
/// comes back; `reloadsStateOnAppearance` asks `loadAppearanceState()` on every appearance,
/// as StateViewController did.
///
/// The app: tabs `T` (a `StateContainer<TabReappearanceTests.Tab>`) show a navigation stack
/// per tab. The first stack shows `list`, then the detail `E`: an editor whose guard holds
/// every change that leaves `.editing` ("discard your draft?"). It shows `viewer` while
/// viewing and `field` while editing.
///
/// Pins <doc:TheLifecycle#The-containers-own-appearance>.
@Suite("the lifecycle: a container keeps its state when it appears again")
@MainActor
struct TabReappearanceTests {
  enum Tab: Equatable { case notes, settings }
  enum EditorState: Equatable { case viewing, editing(draft: String) }

  let clock = SimulatedClock()
  let log: RecordingLog
  let tabs: RecordingContainer<Tab>
  let editor: GuardedScreen<EditorState>
  let notes: Stack

  /// A navigation stack named in the log.
  final class Stack: NavigationContainer<String>, RecordingNamed {
    let name: String

    init(_ name: String, root: String, makeComponent: @escaping @MainActor (String) -> Component) {
      self.name = name
      super.init(root: root, makeComponent: makeComponent)
    }
  }

  init() {
    let log = RecordingLog(stampingWith: clock)
    self.log = log
    let viewer = RecordingComponent("viewer", log: log)
    let field = RecordingComponent("field", log: log)
    let editor = GuardedScreen<EditorState>("E", log: log, clock: clock, appearanceState: .viewing) { state in
      state == .viewing ? [viewer] : [field]
    }
    editor.historyPolicy = .unlimited
    editor.decide = { proposal in
      if case .editing = proposal.from { .hold } else { .allow }
    }
    let list = RecordingComponent("list", log: log)
    let notes = Stack("notes", root: "list") { destination in
      destination == "list" ? list : editor
    }
    let settingsPage = RecordingComponent("settings", log: log)
    let settings = Stack("settingsStack", root: "settings") { _ in settingsPage }
    tabs = RecordingContainer<Tab>("T", log: log, clock: clock, appearanceState: .notes) { tab in
      tab == .notes ? [notes] : [settings]
    }
    self.editor = editor
    self.notes = notes
  }

  /// The app appears, the detail is pushed, and the user starts editing.
  func editTheDetail(reloads: Bool = false) {
    editor.reloadsStateOnAppearance = reloads
    tabs.appearForTest()
    notes.push("detail", animated: false)
    editor.setNeedsStateTransition(to: .editing(draft: "hello"), animated: false)
    _ = log.take()
  }

  /// Switches to the settings tab and back, each switch animated to its end.
  func switchTabAndBack() {
    tabs.setNeedsStateTransition(to: .settings, animated: true)
    clock.run()
    tabs.setNeedsStateTransition(to: .notes, animated: true)
    clock.run()
  }

  /// What the switch to settings and back logs while the editor edits, with what the
  /// editor logs as its tab comes back (at 350 ms) and has come back (at 700 ms): by
  /// default, it appears again as it was.
  func tabSwitchLog(
    editorReturns: [String] = ["E.willAppear(animated: true)", "field.willAppear(animated: true)"],
    editorReturned: [String] = ["E.didAppear(animated: true)", "field.didAppear(animated: true)"]
  ) -> [String] {
    let editorLeaves = ["E.willDisappear(animated: true)", "field.willDisappear(animated: true)"]
    let editorDisappeared = ["E.didDisappear(animated: true)", "field.didDisappear(animated: true)"]
    return [
      "@0ms T.willTransition(to: settings, animated: true)",
      "@0ms T.children(for: settings)",
      "@0ms T.childWillDisappear(notes, animated: true)",
    ] + editorLeaves.map { "@0ms " + $0 } + [
      "@0ms T.childWillAppear(settingsStack, animated: true)",
      "@0ms settings.willMove(toParent: settingsStack)",
      "@0ms settings.willAppear(animated: true)",
    ] + editorDisappeared.map { "@350ms " + $0 } + [
      "@350ms T.childDidDisappear(notes, animated: true)",
      "@350ms settings.didAppear(animated: true)",
      "@350ms settings.didMove(toParent: settingsStack)",
      "@350ms T.childDidAppear(settingsStack, animated: true)",
      "@350ms T.didTransition(from: notes, animated: true)",
      "@350ms T.willTransition(to: notes, animated: true)",
      "@350ms T.children(for: notes)",
      "@350ms T.childWillDisappear(settingsStack, animated: true)",
      "@350ms settings.willDisappear(animated: true)",
      "@350ms T.childWillAppear(notes, animated: true)",
    ] + editorReturns.map { "@350ms " + $0 } + [
      "@700ms settings.didDisappear(animated: true)",
      "@700ms T.childDidDisappear(settingsStack, animated: true)",
    ] + editorReturned.map { "@700ms " + $0 } + [
      "@700ms T.childDidAppear(notes, animated: true)",
      "@700ms T.didTransition(from: settings, animated: true)",
    ]
  }

  @Test(
    "an editor keeps .editing and its draft across a tab switch: no transition, no guard, no loadAppearanceState(); its stack keeps the detail, whatever the stack's reloadsStateOnAppearance says",
    arguments: [false, true])
  func editorKeepsItsDraftAcrossATabSwitch(stackReloads: Bool) {
    notes.reloadsStateOnAppearance = stackReloads
    editTheDetail()

    switchTabAndBack()

    expectWholeLog(
      log.take(),
      tabSwitchLog())
    #expect(editor.currentState == .editing(draft: "hello"))
    #expect(editor.heldTransition == nil)
    #expect(editor.stateHistory == [.viewing])
    #expect(notes.currentNode.destination == "detail")
  }

  /// What the editing editor logs when it comes back with `reloadsStateOnAppearance`: it
  /// applies its appearance state, `.viewing`, as part of its appearance.
  static let reloadReturns = [
    "E.willAppear(animated: true)",
    "E.loadAppearanceState() -> viewing",
    // The entry the editor was entered from equals the reloaded state: a back from it would
    // go nowhere, so it is dropped.
    "E history pruned([viewing])",
    "E.willTransition(to: viewing, animated: true)",
    "field.willMove(toParent: nil)",
    "field.didMove(toParent: nil)",
    "viewer.willMove(toParent: E)",
    "viewer.willAppear(animated: true)",
  ]

  /// What the editor logs as it has come back with `reloadsStateOnAppearance`.
  static let reloadReturned = [
    "E.didAppear(animated: true)",
    "viewer.didAppear(animated: true)",
    "viewer.didMove(toParent: E)",
    "E.didTransition(from: editing(draft: \"hello\"), animated: true)",
  ]

  @Test(
    "with reloadsStateOnAppearance the editor goes back to loadAppearanceState() when its tab comes back, as StateViewController did: the draft is dropped, unguarded and unrecorded"
  )
  func reloadingEditorDropsItsDraft() {
    editTheDetail(reloads: true)

    switchTabAndBack()

    expectWholeLog(
      log.take(),
      tabSwitchLog(editorReturns: Self.reloadReturns, editorReturned: Self.reloadReturned))
    #expect(editor.currentState == .viewing)
    #expect(editor.heldTransition == nil)
    #expect(editor.stateHistory.isEmpty)
  }

  @Test(
    "a held \"discard?\" survives the tab switch: the editor comes back still editing with the question waiting, and proceeding answers it"
  )
  func heldDiscardSurvivesATabSwitch() {
    editTheDetail()
    editor.setNeedsStateTransition(to: .viewing, animated: true)
    let held = editor.heldTransition

    switchTabAndBack()
    #expect(held?.isWaiting == true && editor.heldTransition === held)
    #expect(editor.currentState == .editing(draft: "hello"))
    held?.proceed()

    expectWholeLog(
      log.take(),
      [
        "@0ms E.transitionDecision(request(from: editing(draft: \"hello\"), to: viewing, animated: true)) -> hold",
        "@0ms E observed held(from: editing(draft: \"hello\"), to: viewing)",
      ]
        + tabSwitchLog()
        + [
          "@700ms E.historyEntry(forLeaving: editing(draft: \"hello\")) -> editing(draft: \"hello\")",
          "@700ms E history recorded(editing(draft: \"hello\"))",
          "@700ms E.willTransition(to: viewing, animated: true)",
          "@700ms field.willMove(toParent: nil)",
          "@700ms field.willDisappear(animated: true)",
          "@700ms viewer.willMove(toParent: E)",
          "@700ms viewer.willAppear(animated: true)",
        ])
    #expect(held?.isWaiting == false)
    #expect(editor.heldTransition == nil)
    #expect(editor.isTransitioning)
  }

  @Test(
    "with reloadsStateOnAppearance a held \"discard?\" still waits after the tab switch reloaded the editor, and proceeding it asks for the state the editor already shows: nothing changes"
  )
  func heldDiscardWaitsThroughAReload() {
    editTheDetail(reloads: true)
    editor.setNeedsStateTransition(to: .viewing, animated: true, completion: editor.report("discard"))
    let held = editor.heldTransition
    _ = log.take()

    switchTabAndBack()
    expectWholeLog(
      log.take(), tabSwitchLog(editorReturns: Self.reloadReturns, editorReturned: Self.reloadReturned))
    #expect(held?.isWaiting == true && editor.heldTransition === held)
    #expect(editor.currentState == .viewing)
    held?.proceed()

    expectWholeLog(log.take(), ["@700ms discard: alreadyCurrent"])
    #expect(held?.isWaiting == false && editor.heldTransition == nil)
  }
}
