import Foundation
import StateContainer
import Testing

@testable import StateContainer

private let screen = "StateContainerTests.SnapScreen"
private let stack = "StateContainerTests.SnapStack"

/// The snapshot of a container holds the state it heads to, its history and policy, and
/// the shown children that carry something, by position (<doc:SavingAndRestoringTheApp>).
@MainActor @Suite struct ContainerSnapshotTests {
  @Test func aContainerSavesItsStateHistoryAndPolicyAndTheShownChildrenThatCarrySomething() {
    let clock = SimulatedClock()
    let kept = SnapScreen(draft: "hello")
    let box = SnapBox<SnapTab>(clock: clock, appearing: .notes) { tab in
      tab == .notes ? [SnapScreen(), kept] : [kept]
    }
    box.historyPolicy = .bounded(5)
    box.appearForSnapshotTest()
    box.setNeedsStateTransition(to: .search, animated: false)
    box.setNeedsStateTransition(to: .settings, animated: false)

    #expect(
      box.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"h":["notes","search"],"p":5,"s":"settings"},"#
        + #""k":"StateContainerTests.SnapBox<StateContainerTests.SnapTab>","#
        + #""s":[{"d":{"draft":"hello"},"k":"\#(screen)"}]},"v":1}"#)
  }

  @Test func aStateThatIsNotCodableIsNotSavedAndTheChildrenKeepTheirPositions() {
    let box = SnapBox<SnapOpaqueState>(clock: SimulatedClock(), appearing: SnapOpaqueState(value: 1)) { _ in
      [SnapScreen(), SnapScreen(draft: "x")]
    }
    box.historyPolicy = .unlimited
    box.appearForSnapshotTest()
    box.setNeedsStateTransition(to: SnapOpaqueState(value: 2), animated: false)

    #expect(
      box.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"p":0},"k":"StateContainerTests.SnapBox<StateContainerTests.SnapOpaqueState>","#
        + #""s":[{"d":{"draft":"x"},"k":"\#(screen)","n":1}]},"v":1}"#)
  }

  @Test func aNestedContainerIsSavedUnderItsPositionAndAnIdentifierReplacesThePosition() {
    let clock = SimulatedClock()
    let inner = SnapBox<SnapTab>(clock: clock, appearing: .search) { _ in [SnapScreen(draft: "q")] }
    let outer = SnapBox<Int>(clock: clock, appearing: 1) { _ in
      [SnapScreen(), inner, SnapScreen(draft: "h", identifier: "header")]
    }
    outer.appearForSnapshotTest()

    #expect(
      outer.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"s":1},"k":"StateContainerTests.SnapBox<Swift.Int>","s":["#
        + #"{"c":{"s":"search"},"k":"StateContainerTests.SnapBox<StateContainerTests.SnapTab>","n":1,"#
        + #""s":[{"d":{"draft":"q"},"k":"\#(screen)"}]},"#
        + #"{"d":{"draft":"h"},"i":"header","k":"\#(screen)"}]},"v":1}"#)
  }

  @Test func aContainerMidAnimationIsSavedInTheStateItHeadsToNotTheMixture() {
    let clock = SimulatedClock()
    let box = SnapBox<SnapTab>(clock: clock, appearing: .notes) { tab in [SnapScreen(draft: tab.rawValue)] }
    box.appearForSnapshotTest()
    box.setNeedsStateTransition(to: .search, animated: true)
    let midAnimation = box.tree.snapshot().sortedJSON
    box.setNeedsStateTransition(to: .settings, animated: true)
    let withARequestWaiting = box.tree.snapshot().sortedJSON
    clock.advance(by: .seconds(1))
    let settled = box.tree.snapshot().sortedJSON

    let name = "StateContainerTests.SnapBox<StateContainerTests.SnapTab>"
    #expect(
      [midAnimation, withARequestWaiting, settled] == [
        #"{"t":{"c":{"s":"search"},"k":"\#(name)","s":[{"d":{"draft":"search"},"k":"\#(screen)"}]},"v":1}"#,
        // The request has not asked for its children yet: those of the state it leaves are kept under it.
        #"{"t":{"c":{"o":[{"c":[{"d":{"draft":"search"},"k":"\#(screen)"}],"s":"search"}],"s":"settings"},"#
          + #""k":"\#(name)"},"v":1}"#,
        #"{"t":{"c":{"s":"settings"},"k":"\#(name)","s":[{"d":{"draft":"settings"},"k":"\#(screen)"}]},"v":1}"#,
      ])
    #expect(box.currentState == .settings)
  }

  @Test func aStateThatFailsToEncodeIsLeftOutWithOneDiagnosticAndTheRestIsSaved() {
    let box = SnapBox<Double>(clock: SimulatedClock(), appearing: .nan) { _ in [SnapScreen(draft: "kept")] }
    box.appearForSnapshotTest()
    let (json, diagnostics) = LifecycleDiagnostic.capture { box.tree.snapshot().sortedJSON }

    #expect(
      json
        == #"{"t":{"k":"StateContainerTests.SnapBox<Swift.Double>","s":[{"d":{"draft":"kept"},"k":"\#(screen)"}]},"v":1}"#
    )
    #expect(
      diagnostics.map(\.description) == [
        "StateContainer: The state nan of SnapBox<Double> could not be saved "
          + "(Unable to encode Double.nan in a snapshot.); it is left out of the snapshot."
      ])
  }

  @Test func componentPresentationsAreRecordedByTypeNameOnly() {
    let box = SnapBox<SnapTab>(clock: SimulatedClock(), appearing: .notes)
    box.appearForSnapshotTest()
    box.present(SnapScreen(draft: "unsaved"), animated: false)
    box.present(SnapRenamedScreen(), animated: false)

    #expect(
      box.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"r":[{"k":"\#(screen)"},{"k":"StateContainerTests.SnapRenamedScreen","q":true}],"#
        + #""s":"notes"},"k":"StateContainerTests.SnapBox<StateContainerTests.SnapTab>"},"v":1}"#)
  }
}

/// A navigation container with a `Codable` destination saves its whole tree in pre-order:
/// every branch, identifiers that are strings or integers, the current node and history
/// as node indices, and the entries that carry something.
@MainActor @Suite struct NavigationSnapshotTests {
  struct OtherIdentifier: Hashable {}

  @Test func everyBranchTheCurrentNodeAndHistoryAreSavedAsNodeIndices() {
    let clock = SimulatedClock()
    let stack = SnapStack(clock: clock)
    stack.historyPolicy = .unlimited
    stack.appearForSnapshotTest()
    stack.push(.item(id: 1), identifier: "one", animated: false)
    stack.push(.item(id: 2), identifier: 2, animated: false)
    (stack.currentNode.component as? SnapScreen)?.draft = "two"
    stack.jump(to: stack.rootNode, animated: false)
    stack.push(.item(id: 3), identifier: OtherIdentifier(), animated: false)

    #expect(
      stack.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"n":{"c":3,"h":[0,1,2,0],"n":["#
        + #"{"d":{"list":{}}},"#
        + #"{"d":{"item":{"id":1}},"i":"one"},"#
        + #"{"d":{"item":{"id":2}},"e":{"d":{"draft":"two"},"k":"\#(screen)"},"i":2},"#
        + #"{"d":{"item":{"id":3}},"p":0}]},"p":0},"k":"\#(stack)"},"v":1}"#)
  }

  @Test func aStackMidAnimationIsSavedAtTheNodeItHeadsTo() {
    let clock = SimulatedClock()
    let stack = SnapStack(clock: clock)
    stack.appearForSnapshotTest()
    stack.push(.item(id: 1), animated: true)
    stack.push(.item(id: 2), animated: true)
    stack.pop(animated: true)

    #expect(
      stack.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"n":{"c":1,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}}]}},"k":"\#(stack)"},"v":1}"#
    )
  }
}

/// A tab container remembers, weakly, the children it last showed in each state it left
/// that showed a container: a hidden tab the app keeps alive is saved with its stack under
/// its state (<doc:SavingAndRestoringTheApp#Hidden-tabs>).
@MainActor @Suite struct HiddenTabSnapshotTests {
  @Test func aHiddenTabThatTheAppKeepsIsSavedWithItsStackUnderItsState() {
    let clock = SimulatedClock()
    let tabs = SnapTabs(clock: clock)
    tabs.appearForSnapshotTest()
    tabs.stacks[.notes]?.push(.item(id: 7), animated: false)
    (tabs.stacks[.notes]?.currentNode.component as? SnapScreen)?.draft = "seven"
    tabs.setNeedsStateTransition(to: .search, animated: false)

    let tabsName = "StateContainerTests.SnapTabs"
    #expect(
      tabs.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"o":[{"c":[{"c":{"n":{"c":1,"n":[{"d":{"list":{}}},"#
        + #"{"d":{"item":{"id":7}},"e":{"d":{"draft":"seven"},"k":"\#(screen)"}}]}},"k":"\#(stack)"}],"#
        + #""s":"notes"}],"s":"search"},"k":"\#(tabsName)","#
        + #""s":[{"c":{"n":{"n":[{"d":{"list":{}}}]}},"k":"\#(stack)"}]},"v":1}"#)

    // Back on the notes tab, its stack is shown again and saved once, as a shown child.
    tabs.setNeedsStateTransition(to: .notes, animated: false)
    #expect(
      tabs.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"o":[{"c":[{"c":{"n":{"n":[{"d":{"list":{}}}]}},"k":"\#(stack)"}],"s":"search"}],"#
        + #""s":"notes"},"k":"\#(tabsName)","s":[{"c":{"n":{"c":1,"n":[{"d":{"list":{}}},"#
        + #"{"d":{"item":{"id":7}},"e":{"d":{"draft":"seven"},"k":"\#(screen)"}}]}},"k":"\#(stack)"}]},"v":1}"#
    )
  }

  @Test func aHiddenTabThatTheAppLetsGoIsNeitherKeptAliveNorSaved() {
    let clock = SimulatedClock()
    let tabs = SnapTabs(clock: clock, cachesStacks: false)
    tabs.appearForSnapshotTest()
    weak let notesStack = tabs.children.first
    tabs.setNeedsStateTransition(to: .search, animated: false)

    #expect(notesStack == nil)
    #expect(
      tabs.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"s":"search"},"k":"StateContainerTests.SnapTabs","#
        + #""s":[{"c":{"n":{"n":[{"d":{"list":{}}}]}},"k":"\#(stack)"}]},"v":1}"#)
  }
}

/// Each component's own data is saved through ``Component/encodeRestorableState(with:)``
/// under a key of its own: its type name, and its identifier or its position, so that two
/// screens' data stay apart and a renamed screen matches nothing.
@MainActor @Suite struct SavedDataSnapshotTests {
  @Test func keysKeepTwoScreensDataApartAndARenamedTypeMatchesNothing() {
    let box = SnapBox<Int>(clock: SimulatedClock(), appearing: 0) { _ in
      [
        SnapScreen(draft: "first"), SnapScreen(draft: "second"),
        SnapScreen(draft: "mine", identifier: "editor"),
      ]
    }
    box.appearForSnapshotTest()
    let saved = box.tree.snapshot()
    #expect(
      saved.sortedJSON
        == #"{"t":{"c":{"s":0},"k":"StateContainerTests.SnapBox<Swift.Int>","s":["#
        + #"{"d":{"draft":"first"},"k":"\#(screen)"},{"d":{"draft":"second"},"k":"\#(screen)","n":1},"#
        + #"{"d":{"draft":"mine"},"i":"editor","k":"\#(screen)"}]},"v":1}"#)

    // Which saved child each candidate of a fresh tree would read, at positions 0, 1 and 2.
    let candidates: [(String, Component)] = [
      ("screen", SnapScreen()), ("editor", SnapScreen(identifier: "editor")),
      ("renamed", SnapRenamedScreen()),
    ]
    let children = saved.root.children ?? []
    var matches: [String] = []
    for (name, candidate) in candidates {
      for position in 0..<3 {
        let found = children.indices.filter { children[$0].isSnapshot(of: candidate, at: position) }
        matches.append("\(name)@\(position) -> \(found)")
      }
    }
    #expect(
      matches == [
        "screen@0 -> [0]", "screen@1 -> [1]", "screen@2 -> []",
        "editor@0 -> [2]", "editor@1 -> [2]", "editor@2 -> [2]",
        "renamed@0 -> []", "renamed@1 -> []", "renamed@2 -> []",
      ])
  }

  /// A `private` type's reflected name holds the address of its context in this run
  /// (`(unknown context at $55c2…)`), which the next launch would not match: the key leaves
  /// it out, for a screen's type and for a presentation value's.
  @Test func aPrivateOrLocalTypeIsKeyedByANameThatIsTheSameAtEveryLaunch() {
    final class LocalScreen: Component {}
    #expect(String(reflecting: PrivateDraftScreen.self).contains("(unknown context at $"))
    #expect(ComponentTypeName.of(PrivateDraftScreen()) == "StateContainerTests.PrivateDraftScreen")
    #expect(String(reflecting: LocalScreen.self).contains("(unknown context at $"))
    #expect(ComponentTypeName.of(LocalScreen()) == "StateContainerTests.SavedDataSnapshotTests.LocalScreen")
    #expect(
      ComponentTypeName.stableName(of: SnapBox<PrivateTab>.self)
        == "StateContainerTests.SnapBox<StateContainerTests.PrivateTab>")

    let box = SnapBox<Int>(clock: SimulatedClock(), appearing: 0) { _ in [PrivateDraftScreen(draft: "kept")] }
    box.appearForSnapshotTest()
    #expect(
      box.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"s":0},"k":"StateContainerTests.SnapBox<Swift.Int>","s":["#
        + #"{"d":{"draft":"kept"},"k":"StateContainerTests.PrivateDraftScreen"}]},"v":1}"#)
  }

  @Test func aValueThatFailsToEncodeOrDecodeIsSkippedWithADiagnostic() {
    let (values, diagnostics) = LifecycleDiagnostic.capture { () -> [String: SnapshotValue] in
      let coder = RestorationCoder(place: "Editor.encodeRestorableState(with:)")
      coder.encode(Double.nan, forKey: "scroll")
      coder.encode(42, forKey: "line")
      #expect(coder.decode(Int.self, forKey: "line") == 42)
      #expect(coder.decode(String.self, forKey: "line") == nil)
      #expect(coder.decode(Int.self, forKey: "column") == nil)
      return coder.values
    }
    #expect(values == ["line": .int(42)])
    #expect(diagnostics.map(\.kind) == [.restorationValueNotCoded, .restorationValueNotCoded])
    #expect(
      diagnostics.map(\.message) == [
        "Editor.encodeRestorableState(with:) could not save the Double for key \"scroll\" "
          + "(Unable to encode Double.nan in a snapshot.); it is not saved.",
        "Editor.encodeRestorableState(with:) could not read the value for key \"line\" as String "
          + "(Expected to decode String but found number instead.); returned nil.",
      ])
  }
}

/// A snapshot is a value: through JSON and back it is equal to itself, and a snapshot of a
/// newer format is an error, not a guess.
@MainActor @Suite struct TreeSnapshotJSONTests {
  @Test func aSnapshotThroughJSONIsEqualToItself() throws {
    let clock = SimulatedClock()
    let tabs = SnapTabs(clock: clock)
    tabs.historyPolicy = .unlimited
    tabs.appearForSnapshotTest()
    tabs.stacks[.notes]?.push(.item(id: 7), identifier: "seven", animated: false)
    (tabs.stacks[.notes]?.currentNode.component as? SnapScreen)?.draft = "a \"quoted\" draft ✓"
    tabs.setNeedsStateTransition(to: .search, animated: false)
    tabs.stacks[.search]?.push(.item(id: -1), identifier: 5, animated: true)
    tabs.present(SnapScreen(), animated: false)
    let snapshot = tabs.tree.snapshot()

    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(TreeSnapshot.self, from: data)

    #expect(decoded == snapshot)
    #expect(decoded.sortedJSON == snapshot.sortedJSON)
  }

  @Test func aSnapshotOfANewerFormatIsADecodingError() {
    let newer = Data(#"{"v":2,"t":{"k":"App.Root"}}"#.utf8)
    #expect {
      _ = try JSONDecoder().decode(TreeSnapshot.self, from: newer)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == "The snapshot is in format version 2; this version of the library reads versions up to 1."
        && context.codingPath.map(\.stringValue) == ["v"]
    }
  }

  /// The issue's goal: at most 64 bytes of JSON per node with an enum destination and no saved data.
  @Test func aStackNodeWithAnEnumDestinationAndNoSavedDataTakesAtMost64Bytes() throws {
    func bytes(nodes: Int) throws -> Int {
      let stack = SnapStack(clock: SimulatedClock())
      for id in 1..<nodes { stack.push(.item(id: 1_000 + id), animated: false) }
      return try JSONEncoder().encode(stack.tree.snapshot()).count
    }
    // 1,000 nodes of 27 bytes, `{"d":{"item":{"id":1234}}},`, and two digits more for the
    // current node's index (99 → 1099).
    let difference = try bytes(nodes: 1_100) - bytes(nodes: 100)
    print("snapshot_json_bytes_per_node: \(Double(difference) / 1_000)")
    #expect(difference == 27 * 1_000 + 2)
  }
}

private enum PrivateTab: Equatable { case notes }

/// A screen declared `private`, as one-file screens often are.
private final class PrivateDraftScreen: Component {
  var draft: String?

  init(draft: String? = nil) { self.draft = draft }

  override func encodeRestorableState(with coder: RestorationCoder) {
    if let draft { coder.encode(draft, forKey: "draft") }
  }
}
