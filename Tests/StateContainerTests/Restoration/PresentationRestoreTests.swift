import Foundation
import StateContainer
import Testing

/// A presentation made from a registered value is saved with its value and its own saved
/// part, and a restore presents it again through the factory, before the container
/// appears; one presented as a component, or whose value no longer fits, is left out.
///
/// Pins <doc:SavingAndRestoringTheApp#Presentations>.
@MainActor @Suite(.serialized) struct PresentationRestoreTests {
  /// `C` in `.a` showing `x`, with ``ShareSheet`` registered, on a clock-stamped log.
  @MainActor struct Screen {
    let clock = SimulatedClock()
    let log: RecordingLog
    let container: RecordingContainer<SpecState>

    init(registers: Bool = true) {
      log = RecordingLog(stampingWith: clock)
      let x = RecordingComponent("x", log: log)
      x.componentName = "x"
      container = RecordingContainer("C", log: log, clock: clock, appearanceState: .a, table: [.a: [x]])
      container.componentName = "C"
      if registers { container.registerShareSheet(log: log) }
    }

    /// The container on screen presenting `share(note: 5)` with the draft "hello", and
    /// `export` queued behind it, after a component presented as such.
    static func presentingShareWithADraft() -> Screen {
      let screen = Screen()
      screen.container.appearForTest()
      screen.container.present(ShareSheet.share(note: 5), animated: false)
      (screen.container.presentedComponent as? RecordingSheet)?.draft = "hello"
      screen.container.present(ShareSheet.export, animated: false)
      return screen
    }
  }

  @Test(
    "a value presentation is saved with its type, value and draft; one presented as a component by type name")
  func snapshotOfAValuePresentation() {
    let screen = Screen.presentingShareWithADraft()
    screen.container.present(RecordingComponent("bare", log: screen.log), animated: false)

    #expect(
      screen.container.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"r":[{"d":{"draft":"hello"},"k":"StateContainerTests.RecordingSheet","#
        + #""t":"StateContainerTests.ShareSheet","v":{"share":{"note":5}}},"#
        + #"{"k":"StateContainerTests.RecordingSheet","q":true,"t":"StateContainerTests.ShareSheet","#
        + #""v":{"export":{}}},{"k":"StateContainerTests.RecordingComponent","q":true}]},"#
        + #""k":"StateContainerTests.RecordingContainer<StateContainerTests.SpecState>"},"v":1}"#)
  }

  @Test(
    "cold restore: the factory makes the presented and the queued sheet in order, the draft before willAppear, one appearance"
  )
  func coldRestoreOfPresentedAndQueuedValues() throws {
    let saved = try JSONDecoder().decode(
      TreeSnapshot.self,
      from: JSONEncoder().encode(Screen.presentingShareWithADraft().container.tree.snapshot()))
    let screen = Screen()

    let report = screen.container.tree.restore(saved)
    screen.container.appearForTest()

    #expect(report.leftOut == [])
    #expect(
      screen.log.entries == [
        "@0ms make share5",
        "@0ms share5.decodeRestorableState(draft: hello, disappeared)",
        "@0ms share5.willMove(toParent: C)",
        "@0ms share5.didMove(toParent: C)",
        "@0ms make export",
        // Nothing saved for the container's state: it loads one when it appears.
        "@0ms C.willAppear(animated: false)",
        "@0ms C.loadAppearanceState() -> a",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.children(for: a)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms C.childWillAppear(share5, animated: false)",
        "@0ms share5.willAppear(animated: false)",
        "@0ms C.didAppear(animated: false)",
        "@0ms x.didAppear(animated: false)",
        "@0ms C.childDidAppear(x, animated: false)",
        "@0ms x.didMove(toParent: C)",
        "@0ms share5.didAppear(animated: false)",
        "@0ms C.childDidAppear(share5, animated: false)",
        "@0ms C.didTransition(from: nil, animated: false)",
      ])
    #expect(recordingNames(screen.container.children) == ["x", "share5"])
    #expect(recordingNames(screen.container.queuedPresentations) == ["export"])
    #expect(screen.container.tree.snapshot() == saved)
  }

  @Test("a second restore before the first appearance presents what it saved, not what the first presented")
  func aSecondRestoreReplacesTheFirstsPresentations() throws {
    let first = try JSONDecoder().decode(
      TreeSnapshot.self,
      from: JSONEncoder().encode(Screen.presentingShareWithADraft().container.tree.snapshot()))
    let presentingNothing = Screen()
    presentingNothing.container.appearForTest()
    presentingNothing.container.present(ShareSheet.export, animated: false)
    presentingNothing.container.dismissPresentation(animated: false)
    let second = presentingNothing.container.tree.snapshot()
    let screen = Screen()
    screen.container.tree.restore(first)

    let report = screen.container.tree.restore(second)
    screen.container.appearForTest()

    #expect(report.leftOut == [])
    #expect(
      screen.log.entries == [
        "@0ms make share5",
        "@0ms share5.decodeRestorableState(draft: hello, disappeared)",
        "@0ms share5.willMove(toParent: C)",
        "@0ms share5.didMove(toParent: C)",
        "@0ms make export",
        // The second restore: the queued export leaves, then share5, never shown.
        "@0ms share5.willMove(toParent: nil)",
        "@0ms share5.didMove(toParent: nil)",
        "@0ms C.willAppear(animated: false)",
        "@0ms C.loadAppearanceState() -> a",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.children(for: a)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms C.didAppear(animated: false)",
        "@0ms x.didAppear(animated: false)",
        "@0ms C.childDidAppear(x, animated: false)",
        "@0ms x.didMove(toParent: C)",
        "@0ms C.didTransition(from: nil, animated: false)",
      ])
    #expect(screen.container.presentedComponent == nil)
    #expect(screen.container.queuedPresentations.isEmpty)
    #expect(screen.container.tree.snapshot() == second)
  }

  @Test(
    "a value that no longer decodes, a type no longer registered, a bare component: each left out, the rest restored"
  )
  func valuesThatNoLongerFitAreLeftOut() throws {
    let original = Screen.presentingShareWithADraft()
    original.container.present(RecordingComponent("bare", log: original.log), animated: false)
    // This version's ShareSheet has no `share` case: the saved value no longer decodes.
    let json = String(decoding: try JSONEncoder().encode(original.container.tree.snapshot()), as: UTF8.self)
      .replacingOccurrences(of: #"{"share":{"note":5}}"#, with: #"{"mail":{"note":5}}"#)
    let saved = try JSONDecoder().decode(TreeSnapshot.self, from: Data(json.utf8))
    let screen = Screen()

    let (report, diagnostics) = LifecycleDiagnostic.capture { screen.container.tree.restore(saved) }
    let unregistered = Screen(registers: false)
    let nothing = unregistered.container.tree.restore(saved)

    let sheet = "StateContainerTests.RecordingSheet of C"
    #expect(
      report.leftOut == [
        "The presented \(sheet) is left out: its value does not decode as StateContainerTests.ShareSheet "
          + "(Invalid number of keys found, expected one.).",
        "The queued StateContainerTests.RecordingComponent of C is left out: it was "
          + "presented as a component, not as a registered value.",
      ])
    #expect(diagnostics.map(\.kind) == [.restorationLeftOut, .restorationLeftOut])
    #expect(
      screen.log.take() == [
        "@0ms make export", "@0ms export.willMove(toParent: C)", "@0ms export.didMove(toParent: C)",
      ])
    #expect(recordingName(screen.container.presentedComponent) == "export")
    #expect(
      nothing.leftOut == [
        "The presented \(sheet) is left out: C registers no presentation of "
          + "StateContainerTests.ShareSheet now.",
        "The queued \(sheet) is left out: C registers no presentation of "
          + "StateContainerTests.ShareSheet now.",
        "The queued StateContainerTests.RecordingComponent of C is left out: it was presented as a component, "
          + "not as a registered value.",
      ])
    #expect(unregistered.container.presentedComponent == nil)
  }

  @Test("a presented container comes back with its subtree: the state it was in and its screen's draft")
  func aPresentedContainerComesBackWithItsSubtree() throws {
    let clock = SimulatedClock()
    func presenter() -> SnapBox<Int> {
      let box = SnapBox<Int>(clock: clock, appearing: 0)
      box.registerPresentation(ShareSheet.self) { _ in
        SnapBox<SnapTab>(clock: clock, appearing: .notes) { tab in
          [SnapScreen(draft: tab == .search ? "" : nil)]
        }
      }
      return box
    }
    let original = presenter()
    original.appearForSnapshotTest()
    original.present(ShareSheet.export, animated: false)
    let sheet = try #require(original.presentedComponent as? SnapBox<SnapTab>)
    sheet.setNeedsStateTransition(to: .search, animated: false)
    (sheet.children.first as? SnapScreen)?.draft = "half written"
    let saved = try JSONDecoder().decode(
      TreeSnapshot.self, from: JSONEncoder().encode(original.tree.snapshot()))
    let box = presenter()

    let report = box.tree.restore(saved)
    box.appearForSnapshotTest()

    #expect(report.leftOut == [])
    let restored = try #require(box.presentedComponent as? SnapBox<SnapTab>)
    #expect(restored.currentState == .search && restored.appearance == .appeared)
    #expect(restored.children.compactMap { ($0 as? SnapScreen)?.draft } == ["half written"])
    #expect(box.tree.snapshot() == saved)
  }
}
