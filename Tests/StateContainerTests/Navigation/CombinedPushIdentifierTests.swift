import StateContainer
import Testing

/// A move made after another in a combination sees the tree as the earlier moves leave it:
/// a push with the identifier of the node an earlier push of the combination makes is a push
/// by reference of that node, so identifiers stay unique in the tree.
///
/// Pins <doc:NavigatingBetweenScreens#A-stack-of-screens>.
@Suite("A push with the identifier a combined push makes is a push by reference of that node")
@MainActor
struct CombinedPushIdentifierTests {
  /// The tree's nodes, depth first, with their identifiers and the node each identifier names.
  static func tree(of navigation: RecordingNavigation) -> String {
    var nodes: [String] = []
    func walk(_ node: NavigationNode<String>, _ depth: Int) {
      let identifier = node.identifier.map { "=\($0)" } ?? ""
      nodes.append(String(repeating: "  ", count: depth) + "\(node.destination)\(identifier)")
      for child in node.children { walk(child, depth + 1) }
    }
    walk(navigation.rootNode, 0)
    let index = ["A", "B"].map { identifier in
      "\(identifier)=\(navigation.node(identifiedBy: identifier).map { "\($0.destination)" } ?? "none")"
    }
    return "tree [\(nodes.joined(separator: ", "))], index \(index.joined(separator: " "))"
  }

  @Test(
    "navigationEntryOnCurrentPath: a push with the identifier of the node a held push makes is invalid, the held push stays waiting, untouched; a jump or pop to that identifier is missingNavigationTarget (no node carries it yet)"
  )
  func pushWithTheIdentifierOfAHeldPushIsOnTheCurrentPath() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    let navigation = stack.navigation
    let log = stack.log
    navigation.decide = { _ in .hold }
    let first = navigation.push("a", identifier: "A", animated: false)
    navigation.decide = { _ in .allow }
    let (calls, diagnostics) = LifecycleDiagnostic.capture {
      (
        navigation.push("a twice", identifier: "A", animated: false),
        navigation.pop(to: "A", animated: false),
        navigation.jump(to: "A", animated: false)
      )
    }
    log.record(
      "second push \(calls.0.reported), pop to A \(calls.1.reported), jump to A \(calls.2.reported), "
        + "first \(first.reported), held \(navigation.heldTransition.map { "\($0.proposal)" } ?? "none")")
    log.record(Self.tree(of: navigation))
    navigation.heldTransition?.proceed()
    log.record(
      "proceeded: first \(first.reported), held \(navigation.heldTransition == nil ? "none" : "some")")
    log.record(Self.tree(of: navigation))
    let third = navigation.push("a again", identifier: "A", animated: false)
    log.record("a push with A now: \(third.reported)")
    log.record(Self.tree(of: navigation))

    expectDiagnostics(
      diagnostics,
      [
        "navigationEntryOnCurrentPath: push(a twice, identifier: A, animated: false) on N: a move before it in the combination pushes the node with that identifier, which is then on the current path, and a component is in one place at a time; refused.",
        "missingNavigationTarget: pop(to: A, animated: false) on N: no node carries that identifier; nothing changes.",
        "missingNavigationTarget: jump(to: A, animated: false) on N: no node carries that identifier; nothing changes.",
      ])
    expectWholeLog(
      log.take(),
      [
        "@0ms N guard navigation(from: root, to: root / a (new), animated: false) -> hold",
        "@0ms N observed held(from: root, to: root / a (new))",
        "@0ms second push invalid, pop to A invalid, jump to A invalid, first waiting, held navigation(from: root, to: root / a (new), animated: false)",
        "@0ms tree [root], index A=none B=none",
        "@0ms make(a)",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: false)",
        "@0ms root.willDisappear(animated: false) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [forward to a]",
        "@0ms root.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(root, animated: false)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
        "@0ms proceeded: first completed, held none",
        "@0ms tree [root,   a=A], index A=a B=none",
        "@0ms a push with A now: invalid",
        "@0ms tree [root,   a=A], index A=a B=none",
      ])
  }

  @Test(
    "a push with the identifier of a node a held push makes, combined after a back that leaves that node off the path: a push by reference of it once applied, one node with the identifier"
  )
  func pushWithTheIdentifierOfAHeldPushAfterABackMovesThatNode() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    let navigation = stack.navigation
    let log = stack.log
    navigation.historyPolicy = .unlimited
    navigation.push("b", identifier: "B", animated: false)
    _ = log.take()
    navigation.decide = { _ in .hold }
    let first = navigation.push("a", identifier: "A", animated: false)
    let back = navigation.requestGoBack(1, animated: false)
    let (second, diagnostics) = LifecycleDiagnostic.capture {
      navigation.push("a twice", identifier: "A", animated: false)
    }
    log.record(
      "first \(first.reported), back \(back.reported), second \(second.reported), "
        + "held \(navigation.heldTransition.map { "\($0.proposal)" } ?? "none")")
    navigation.decide = { _ in .allow }
    navigation.heldTransition?.proceed()
    log.record("proceeded: first \(first.reported), back \(back.reported), second \(second.reported)")
    log.record(Self.tree(of: navigation))

    expectDiagnostics(diagnostics, [])
    expectWholeLog(
      log.take(),
      [
        "@0ms N guard navigation(from: root / b, to: root / b / a (new), animated: false) -> hold",
        "@0ms N observed held(from: root / b, to: root / b / a (new))",
        "@0ms N guard navigation(from: root / b, to: root / b, animated: false) -> hold",
        "@0ms N observed held(from: root / b, to: root / b)",
        "@0ms N guard navigation(from: root / b, to: root / b / a twice (new), animated: false) -> hold",
        "@0ms N observed held(from: root / b, to: root / b / a twice (new))",
        "@0ms first waiting, back waiting, second waiting, held navigation(from: root / b, to: root / b / a twice (new), animated: false)",
        "@0ms make(a)",
        "@0ms N history recorded(root / b)",
        "@0ms N history removedByBack([root / b])",
        "@0ms N.willTransition(to: root / b / a twice, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [forward to a twice]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [forward to a twice]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / b, animated: false)",
        "@0ms proceeded: first completed, back completed, second completed",
        "@0ms tree [root,   b=B,     a twice=A], index A=a twice B=b",
      ])
  }
}
