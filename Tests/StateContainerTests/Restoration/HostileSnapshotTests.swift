import Foundation
import StateContainer
import Testing

private let stack = "StateContainerTests.SnapStack"
private let tabs = "StateContainerTests.SnapTabs"
private let screen = "StateContainerTests.SnapScreen"
/// The tree of a fresh ``SnapStack`` with unlimited history, as its snapshot writes it.
private let emptyStack = #"{"t":{"c":{"n":{"n":[{"d":{"list":{}}}]},"p":0},"k":"\#(stack)"},"v":1}"#

/// What restoring a snapshot did: the report's sentences and the tree once it appeared.
private struct Restored: Equatable {
  var leftOut: [String]
  var tree: String
}

/// Decodes `json`, restores it into `fresh`, makes it appear; each sentence of the report
/// must also be a `restorationLeftOut` diagnostic.
@MainActor private func restore(_ json: String, into fresh: Component) throws -> Restored {
  let snapshot = try JSONDecoder().decode(TreeSnapshot.self, from: Data(json.utf8))
  let (report, diagnostics) = LifecycleDiagnostic.capture { fresh.tree.restore(snapshot) }
  #expect(diagnostics.filter { $0.kind == .restorationLeftOut }.map(\.message) == report.leftOut)
  fresh.appearForSnapshotTest()
  return Restored(leftOut: report.leftOut, tree: fresh.tree.snapshot().sortedJSON)
}

@MainActor private func freshStack() -> SnapStack {
  let fresh = SnapStack(clock: SimulatedClock())
  fresh.historyPolicy = .unlimited
  return fresh
}

/// The decoding error of `json` in words: its kind, its coding path, its description;
/// `"decoded"` when it decodes.
private func decodingOutcome(_ json: String) -> String {
  do {
    _ = try JSONDecoder().decode(TreeSnapshot.self, from: Data(json.utf8))
    return "decoded"
  } catch let error as DecodingError {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map(\.stringValue).joined(separator: ".")
    }
    switch error {
    case .typeMismatch(_, let context):
      return "typeMismatch at [\(path(context))]: \(context.debugDescription)"
    case .valueNotFound(_, let context):
      return "valueNotFound at [\(path(context))]: \(context.debugDescription)"
    case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) at [\(path(context))]"
    case .dataCorrupted(let context):
      return "dataCorrupted at [\(path(context))]: \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  } catch {
    return "not a DecodingError: \(error)"
  }
}

/// Data that is not a snapshot is a `DecodingError` that names where it failed, and nothing
/// is restored (<doc:SavingAndRestoringTheApp#When-a-snapshot-no-longer-fits>).
@MainActor @Suite struct HostileSnapshotDecodingTests {
  @Test func everyTruncationOfASnapshotIsADecodingErrorAtTheTop() throws {
    let app = SnapTabs(clock: SimulatedClock(), stackPolicy: .unlimited)
    app.appearForSnapshotTest()
    app.stacks[.notes]?.push(.item(id: 1), identifier: "one", animated: false)
    (app.stacks[.notes]?.currentNode.component as? SnapScreen)?.draft = "a \"draft\" ✓"
    app.setNeedsStateTransition(to: .search, animated: false)
    let json = try JSONEncoder().encode(app.tree.snapshot())

    var outcomes: Set<String> = []
    for length in 0..<json.count {
      outcomes.insert(decodingOutcome(String(decoding: json.prefix(length), as: UTF8.self)))
    }
    #expect(outcomes == ["dataCorrupted at []: The given data was not valid JSON."])
    #expect(decodingOutcome(String(decoding: json, as: UTF8.self)) == "decoded")
  }

  @Test func aValueOfTheWrongTypeIsADecodingErrorThatNamesWhereItFailed() {
    let cases = [
      #"{"v":"1","t":{"k":"\#(stack)"}}"#,
      #"{"v":1,"t":[]}"#,
      #"{"v":1}"#,
      #"{"t":{"k":"\#(stack)"}}"#,
      #"{"v":2,"t":5}"#,
      #"{"v":0,"t":5}"#,
      #"{"v":-5,"t":{"k":"\#(stack)"}}"#,
      #"{"v":1,"t":{"k":5}}"#,
      #"{"v":1,"t":{"i":"x"}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","n":"one"}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","d":[1]}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","s":{}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","s":[{"k":"a"},{"k":true}]}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"p":"unlimited"}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"h":{}}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"o":[{"s":"notes"}]}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"r":[{"q":true}]}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"n":{}}}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"n":[{"d":{"list":{}}},{"p":0}]}}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"n":[{"d":{"list":{}}},{"d":1,"p":"0"}]}}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"n":[{"d":{"list":{}}}],"h":[0,"1"]}}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}},"e":{"k":"x","d":{"draft":1e999}}}]}}}}"#,
      #"[]"#, #"null"#, #""#,
    ]
    #expect(
      cases.map(decodingOutcome) == [
        "typeMismatch at [v]: Expected to decode Int but found a string instead.",
        "typeMismatch at [t]: Expected to decode Dictionary<String, Any> but found an array instead.",
        "keyNotFound t at []",
        "keyNotFound v at []",
        // The version is read first: a newer snapshot is not read any further.
        "dataCorrupted at [v]: The snapshot is in format version 2; this version of the library reads versions up to 1.",
        "dataCorrupted at [v]: The snapshot's format version is 0; versions start at 1, so this is not a snapshot this library wrote.",
        "dataCorrupted at [v]: The snapshot's format version is -5; versions start at 1, so this is not a snapshot this library wrote.",
        "typeMismatch at [t.k]: Expected to decode String but found number instead.",
        "keyNotFound k at [t]",
        "typeMismatch at [t.n]: Expected to decode Int but found a string instead.",
        "typeMismatch at [t.d]: Expected to decode Dictionary<String, Any> but found an array instead.",
        "typeMismatch at [t.s]: Expected to decode Array<Any> but found a dictionary instead.",
        "typeMismatch at [t.s.Index 1.k]: Expected to decode String but found bool instead.",
        "typeMismatch at [t.c.p]: Expected to decode Int but found a string instead.",
        "typeMismatch at [t.c.h]: Expected to decode Array<Any> but found a dictionary instead.",
        "keyNotFound c at [t.c.o.Index 0]",
        "keyNotFound k at [t.c.r.Index 0]",
        "typeMismatch at [t.c.n.n]: Expected to decode Array<Any> but found a dictionary instead.",
        "keyNotFound d at [t.c.n.n.Index 1]",
        "typeMismatch at [t.c.n.n.Index 1.p]: Expected to decode Int but found a string instead.",
        "typeMismatch at [t.c.n.h.Index 1]: Expected to decode Int but found a string instead.",
        "dataCorrupted at [t.c.n.n.Index 1.e.d.draft]: Expected a JSON value.",
        "typeMismatch at []: Expected to decode Dictionary<String, Any> but found an array instead.",
        "valueNotFound at []: Cannot get keyed decoding container -- found null value instead",
        "dataCorrupted at []: The given data was not valid JSON.",
      ])
  }

  /// JSONDecoder reads at most 512 nested arrays and objects: a component takes two (itself
  /// and its children), so a snapshot holds up to about 250 nested components.
  @Test func aSnapshotNestedPastWhatJSONDecoderReadsIsADecodingError() {
    func nested(_ depth: Int) -> String {
      var json = #"{"k":"\#(stack)"}"#
      for _ in 0..<depth { json = #"{"k":"\#(stack)","s":[\#(json)]}"# }
      return #"{"v":1,"t":\#(json)}"#
    }
    #expect(
      [255, 256, 10_000].map { decodingOutcome(nested($0)) } == [
        "decoded", "dataCorrupted at []: The given data was not valid JSON.",
        "dataCorrupted at []: The given data was not valid JSON.",
      ])
  }

  @Test func unknownKeysAreIgnoredAtEveryLevel() throws {
    let json =
      #"{"v":1,"zz":[1,2],"t":{"k":"\#(stack)","q":{"a":1},"c":{"x":1,"n":{"y":2,"c":1,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}},"w":null}]}}}}"#
    let clean =
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"c":1,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}}]}}}}"#
    let decoded = try JSONDecoder().decode(TreeSnapshot.self, from: Data(json.utf8))

    #expect(decoded == (try JSONDecoder().decode(TreeSnapshot.self, from: Data(clean.utf8))))
    #expect(
      try restore(json, into: freshStack())
        == Restored(
          leftOut: [],
          tree:
            #"{"t":{"c":{"n":{"c":1,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}}]},"p":0},"k":"\#(stack)"},"v":1}"#
        ))
  }
}

/// Data that decodes but no longer fits the app restores up to the deepest point that fits;
/// the report names each part left out, and the rest of the tree is restored
/// (<doc:SavingAndRestoringTheApp#When-a-snapshot-no-longer-fits>).
@MainActor @Suite struct HostileSnapshotRestoreTests {
  @Test func anUnknownDestinationIsLeftOutWithItsSubtreeAndTheCurrentNodeFallsBackToItsParent() throws {
    // Nodes: 0 list, 1 item 1, 2 gone (under 1), 3 item 3 (under 2), 4 item 4 (under 1); current 3.
    let json =
      #"{"v":1,"t":{"k":"\#(stack)","c":{"p":0,"n":{"c":3,"h":[0,1,2],"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}},"#
      + #"{"d":{"gone":{}}},{"d":{"item":{"id":3}}},{"d":{"item":{"id":4}},"p":1}]}}}}"#
    #expect(
      try restore(json, into: freshStack())
        == Restored(
          leftOut: [
            #"The saved destination {"gone":{}} of node 2 of SnapStack does not decode as SnapPlace (Invalid number of "#
              + "keys found, expected one.); it is left out.",
            "A history entry of SnapStack names a node that was not restored; it is left out.",
          ],
          // The history entry of item 1 is the current node now: dropped as any entry equal to the target.
          tree: #"{"t":{"c":{"n":{"c":1,"h":[0],"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}},"#
            + #"{"d":{"item":{"id":4}}}]},"p":0},"k":"\#(stack)"},"v":1}"#))
  }

  @Test func unknownStatesInTheStateHistoryAndHiddenTabsAreLeftOut() throws {
    let json =
      #"{"v":1,"t":{"k":"\#(tabs)","c":{"s":"archive","h":["notes","archive","search"],"p":0,"#
      + #""o":[{"s":"trash","c":[{"k":"\#(stack)"}]},{"s":5,"c":[{"k":"\#(stack)"}]}]},"#
      + #""s":[{"k":"\#(stack)","c":{"n":{"c":1,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}}]}}}]}}"#
    #expect(
      try restore(json, into: SnapTabs(clock: SimulatedClock(), stackPolicy: .unlimited))
        == Restored(
          leftOut: [
            "The saved state of SnapTabs does not decode as SnapTab (Cannot initialize SnapTab from invalid String value archive); it is left out.",
            "A history entry of SnapTabs does not decode as SnapTab (Cannot initialize SnapTab from invalid String value archive); it is left out.",
            "2 of the 2 history entries of SnapTabs are past its historyPolicy (disabled); the oldest are left out.",
            "A hidden state of SnapTabs does not decode as SnapTab (Cannot initialize SnapTab from invalid String value trash); it is left out.",
            "A hidden state of SnapTabs does not decode as SnapTab (Expected to decode String but found number instead.); it is left out.",
          ],
          // The tabs appear in their own first state; the saved children are matched against what it
          // shows: the stack saved for "archive" fills the notes tab's.
          tree: #"{"t":{"c":{"s":"notes"},"k":"\#(tabs)","s":[{"c":{"n":{"c":1,"n":[{"d":{"list":{}}},"#
            + #"{"d":{"item":{"id":1}}}]},"p":0},"k":"\#(stack)"}]},"v":1}"#))
  }

  @Test func aStateThatNoLongerDecodesIsLeftOutAndTheContainerLoadsItsOwnWithTheSavedChildren() throws {
    let box = SnapBox<Int>(clock: SimulatedClock(), appearing: 3) { _ in [SnapScreen()] }
    let json =
      #"{"v":1,"t":{"k":"StateContainerTests.SnapBox<Swift.Int>","c":{"s":"seven","h":[1,"two",3]},"#
      + #""s":[{"k":"\#(screen)","d":{"draft":"kept?"}}]}}"#
    box.historyPolicy = .unlimited
    #expect(
      try restore(json, into: box)
        == Restored(
          leftOut: [
            "The saved state of SnapBox<Int> does not decode as Int (Expected to decode Int but found a string instead.); it is left out.",
            "A history entry of SnapBox<Int> does not decode as Int (Expected to decode Int but found a string instead.); it is left out.",
          ],
          // The entry 3 is the state the box appears in: dropped as any entry equal to the target.
          tree: #"{"t":{"c":{"h":[1],"p":0,"s":3},"k":"StateContainerTests.SnapBox<Swift.Int>","#
            + #""s":[{"d":{"draft":"kept?"},"k":"\#(screen)"}]},"v":1}"#))
  }

  @Test func parentsThatAreNegativeOrForwardAreLeftOutWithTheirSubtrees() throws {
    // Nodes: 1 names parent -1, 2 names parent 5, 3 is under the root, 4 under 1; current 4.
    let json =
      #"{"v":1,"t":{"k":"\#(stack)","c":{"p":0,"n":{"c":4,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}},"p":-1},"#
      + #"{"d":{"item":{"id":2}},"p":5},{"d":{"item":{"id":3}},"p":0},{"d":{"item":{"id":4}},"p":1}]}}}}"#
    #expect(
      try restore(json, into: freshStack())
        == Restored(
          leftOut: [
            "The saved node 1 of SnapStack names no node before it as its parent; it is left out.",
            "The saved node 2 of SnapStack names no node before it as its parent; it is left out.",
          ],
          tree:
            #"{"t":{"c":{"n":{"n":[{"d":{"list":{}}},{"d":{"item":{"id":3}}}]},"p":0},"k":"\#(stack)"},"v":1}"#
        ))
  }

  @Test func historyEntriesNamingNodesThatDoNotExistAreLeftOut() throws {
    let json =
      #"{"v":1,"t":{"k":"\#(stack)","c":{"p":0,"n":{"c":1,"h":[0,5,-1,0],"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}}]}}}}"#
    #expect(
      try restore(json, into: freshStack())
        == Restored(
          leftOut: [
            "A history entry of SnapStack names a node that was not restored; it is left out.",
            "A history entry of SnapStack names a node that was not restored; it is left out.",
          ],
          tree:
            #"{"t":{"c":{"n":{"c":1,"h":[0,0],"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}}]},"p":0},"k":"\#(stack)"},"v":1}"#
        ))
  }

  @Test func aSecondNodeWithAnIdentifierAlreadyRestoredIsLeftOut() throws {
    let json =
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"c":2,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}},"i":"x"},"#
      + #"{"d":{"item":{"id":2}},"i":"x"},{"d":{"item":{"id":3}},"i":7,"p":0},{"d":{"item":{"id":4}},"i":7,"p":0}]}}}}"#
    #expect(
      try restore(json, into: freshStack())
        == Restored(
          leftOut: [
            "Two saved nodes of SnapStack carry the identifier x; the second is left out.",
            "Two saved nodes of SnapStack carry the identifier 7; the second is left out.",
          ],
          tree: #"{"t":{"c":{"n":{"c":1,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}},"i":"x"},"#
            + #"{"d":{"item":{"id":3}},"i":7,"p":0}]},"p":0},"k":"\#(stack)"},"v":1}"#))
  }

  @Test func aCurrentNodeOutOfRangeLeavesTheRootCurrent() throws {
    let nodes = #""n":[{"d":{"list":{}}},{"d":{"item":{"id":1}}}]"#
    let restored = try [99, -3].map { current in
      try restore(#"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"c":\#(current),\#(nodes)}}}}"#, into: freshStack())
    }
    let expected = Restored(
      leftOut: ["The saved current node of SnapStack is not in its saved tree; the root is current."],
      tree: #"{"t":{"c":{"n":{\#(nodes)},"p":0},"k":"\#(stack)"},"v":1}"#)
    #expect(restored == [expected, expected])
  }

  @Test func aTreeWithNoNodesOrARootThatDoesNotDecodeIsLeftOutWhole() throws {
    let cases = [
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"c":2,"h":[1],"n":[]}}}}"#,
      #"{"v":1,"t":{"k":"\#(stack)","c":{"n":{"c":1,"n":[{"d":{"gone":{}}},{"d":{"item":{"id":1}}}]}}}}"#,
    ]
    #expect(
      try cases.map { try restore($0, into: freshStack()) } == [
        Restored(
          leftOut: ["The saved tree of SnapStack has no nodes; its current node and history are left out."],
          tree: emptyStack),
        Restored(
          leftOut: [
            #"The saved root {"gone":{}} of SnapStack does not decode as SnapPlace (Invalid number of keys found, "#
              + "expected one.); it is left out."
          ],
          tree: emptyStack),
      ])
  }

  /// A root the app replaced (`replaceCurrent(with:)` at the root) is replaced again.
  @Test func aReplacedRootIsReplacedAgainWithAnEntryTheFactoryMakes() throws {
    let app = SnapStack(clock: SimulatedClock())
    app.appearForSnapshotTest()
    _ = app.replaceCurrent(with: .item(id: 9), animated: false)
    app.push(.item(id: 1), identifier: "one", animated: false)
    let saved = try JSONDecoder().decode(TreeSnapshot.self, from: JSONEncoder().encode(app.tree.snapshot()))
    let fresh = SnapStack(clock: SimulatedClock())
    let report = fresh.tree.restore(saved)
    fresh.appearForSnapshotTest()

    #expect(report.leftOut == [])
    #expect(
      fresh.tree.snapshot().sortedJSON
        == #"{"t":{"c":{"n":{"c":1,"n":[{"d":{"item":{"id":9}}},{"d":{"item":{"id":1}},"i":"one"}]}},"k":"\#(stack)"},"v":1}"#
    )
    #expect(fresh.tree.snapshot() == saved)
  }

  /// With a factory that caches by destination, the entry of the root a restore replaces
  /// is free for the saved node that names the old root's destination (found by the
  /// navigation random suite, seed 0x21d9cea0d2b68e23).
  @Test func aCachingFactoryHandsTheReplacedRootsEntryToASavedNode() throws {
    final class CachedStack: NavigationContainer<SnapPlace> {
      init(clock: any TransitionClock) {
        let cache = ComponentCache<SnapPlace>()
        super.init(root: .list, clock: clock) { place in cache.component(for: place) { SnapScreen() } }
      }
    }
    let app = CachedStack(clock: SimulatedClock())
    app.appearForSnapshotTest()
    _ = app.replaceCurrent(with: .item(id: 9), animated: false)
    app.push(.list, animated: false)
    let saved = try JSONDecoder().decode(TreeSnapshot.self, from: JSONEncoder().encode(app.tree.snapshot()))
    let fresh = CachedStack(clock: SimulatedClock())
    let report = fresh.tree.restore(saved)
    fresh.appearForSnapshotTest()

    #expect(report.leftOut == [])
    #expect(fresh.tree.snapshot() == saved)
    #expect(fresh.currentNode.destination == .list)
  }

  @Test func childrenAndPartsThatMatchNothingAreLeftOut() throws {
    let json =
      #"{"v":1,"t":{"k":"\#(tabs)","c":{"s":"search"},"s":[{"k":"App.Gone","d":{"x":1}},"#
      + #"{"k":"\#(stack)","n":3,"c":{"p":1}},{"k":"\#(stack)","c":{"n":{"c":1,"n":[{"d":{"list":{}}},"#
      + #"{"d":{"item":{"id":1}},"e":{"k":"\#(screen)","c":{"s":1}}}]}}}]}}"#
    #expect(
      try restore(json, into: SnapTabs(clock: SimulatedClock()))
        == Restored(
          leftOut: [
            // Outermost first: the tabs' own children before what is below the stack.
            "SnapTabs in its restored state shows no App.Gone at position 0 now; its saved part is left out.",
            "SnapTabs in its restored state shows no StateContainerTests.SnapStack at position 3 now; its saved part is left out.",
            "The saved container part of StateContainerTests.SnapScreen at position 0 is left out: SnapScreen is not a container.",
          ],
          tree: #"{"t":{"c":{"s":"search"},"k":"\#(tabs)","s":[{"c":{"n":{"c":1,"n":[{"d":{"list":{}}},"#
            + #"{"d":{"item":{"id":1}}}]}},"k":"\#(stack)"}]},"v":1}"#))
  }
}

/// Huge and deeply nested snapshots decode and restore in time linear in their size (see
/// the notes of the change for the measures), and restore whole.
/// Skipped under a sanitizer: its builds check the whole tree's books after every push
/// (`STATECONTAINER_INTERNAL_CHECKS`), which makes 100,000 pushes quadratic.
@MainActor
@Suite(
  .enabled(
    if: !isAddressSanitized && !isThreadSanitized, "100,000 nodes are too slow under a sanitizer's checks"))
struct HugeSnapshotTests {
  /// A stack of 100,000 nodes: a branch 10,000 deep, then 90,000 nodes under the root; the
  /// current node the last, history at both ends of the deep branch.
  @Test func aStackOf100000NodesRestoresWhole() throws {
    var nodes = [#"{"d":{"list":{}}}"#]
    for id in 1..<10_000 { nodes.append(#"{"d":{"item":{"id":\#(id)}}}"#) }
    for id in 10_000..<100_000 { nodes.append(#"{"d":{"item":{"id":\#(id)}},"p":0}"#) }
    let json =
      #"{"v":1,"t":{"k":"\#(stack)","c":{"p":0,"n":{"c":99999,"h":[0,9999,5000],"n":[\#(nodes.joined(separator: ","))]}}}}"#
    let snapshot = try JSONDecoder().decode(TreeSnapshot.self, from: Data(json.utf8))
    let fresh = freshStack()
    let report = fresh.tree.restore(snapshot)
    fresh.appearForSnapshotTest()

    #expect(report.leftOut == [])
    #expect(fresh.currentNode.destination == .item(id: 99_999))
    #expect(fresh.tree.snapshot() == snapshot)
  }

  /// A navigation tree 100,000 nodes deep restores, and is freed in constant stack (its
  /// nodes and their path steps would otherwise free one another recursively).
  @Test func aStack100000NodesDeepRestoresAndIsFreed() throws {
    var nodes = [#"{"d":{"list":{}}}"#]
    for id in 1..<100_000 { nodes.append(#"{"d":{"item":{"id":\#(id)}}}"#) }
    let json =
      #"{"v":1,"t":{"k":"\#(stack)","c":{"p":0,"n":{"c":99999,"n":[\#(nodes.joined(separator: ","))]}}}}"#
    let snapshot = try JSONDecoder().decode(TreeSnapshot.self, from: Data(json.utf8))
    var fresh: SnapStack? = freshStack()
    #expect(fresh?.tree.restore(snapshot).leftOut == [])
    #expect(fresh?.tree.snapshot() == snapshot)
    fresh = nil
  }

  /// 240 containers nested in one another, each in a state of its own, a draft at the
  /// bottom: about as deep as JSONDecoder reads.
  @Test func containersNested240DeepRestoreWhole() throws {
    func app(_ clock: SimulatedClock) -> Component {
      func level(_ depth: Int) -> Component {
        guard depth > 0 else { return SnapScreen() }
        return SnapBox<Int>(clock: clock, appearing: depth) { _ in [level(depth - 1)] }
      }
      return level(240)
    }
    let original = app(SimulatedClock())
    original.appearForSnapshotTest()
    var containers: [SnapBox<Int>] = []
    var component: Component? = original
    while let box = component as? SnapBox<Int> {
      containers.append(box)
      component = box.children.first
    }
    try #require(component as? SnapScreen).draft = "deep"
    let saved = try JSONDecoder().decode(
      TreeSnapshot.self, from: JSONEncoder().encode(original.tree.snapshot()))

    let fresh = app(SimulatedClock())
    let report = fresh.tree.restore(saved)
    fresh.appearForSnapshotTest()

    #expect(containers.count == 240)
    #expect(report.leftOut == [])
    #expect(fresh.tree.snapshot() == saved)
    #expect(saved.sortedJSON.contains(#""d":{"draft":"deep"}"#))
  }
}
