import StateContainer
import Testing

/// A push by reference names a node of the tree; when a held move it combines with releases
/// that node first, the push brings it back, and it is a node of the tree again.
///
/// Pins <doc:NavigatingBetweenScreens#A-stack-of-screens>.
@Suite("A node a combined push by reference brings back is in the tree again, with its subtree")
@MainActor
struct BroughtBackNodeTests {
  /// The start of a node brought back: `a` pushed with identifier A (and `a1` with A1 above
  /// it when `pushingA1`), a move `releasing` a that the guard holds, the log taken, then
  /// the push by reference `a again` with A, which combines with it and is allowed.
  /// Returns the stack, a's and a1's nodes, and the held move's and the push's requests.
  func bringBackA(
    animated: Bool, loggingHistoryAndDecisions: Bool = false, pushingA1: Bool = false,
    releasing: (RecordingNavigation) -> TransitionRequest
  ) -> (
    AppearedNavigation, NavigationNode<String>, NavigationNode<String>?, TransitionRequest, TransitionRequest
  ) {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: loggingHistoryAndDecisions)
    let navigation = stack.navigation
    navigation.push("a", identifier: "A", animated: animated)
    let a = navigation.currentNode
    var a1: NavigationNode<String>?
    if pushingA1 {
      navigation.push("a1", identifier: "A1", animated: animated)
      a1 = navigation.currentNode
    }
    navigation.decide = { _ in .hold }
    let held = releasing(navigation)
    navigation.decide = { _ in .allow }
    _ = stack.log.take()
    let push = navigation.push("a again", identifier: "A", animated: animated)
    return (stack, a, a1, held, push)
  }

  @Test(
    "a node a held pop to the root released, brought back by the push by reference combined with it: unreleased, found by its identifier, a target for jump and pop to, its identifier still unique"
  )
  func broughtBackNodeIsInTheTreeAgain() throws {
    let (stack, a, a1, popToRoot, pushA) = bringBackA(
      animated: false, loggingHistoryAndDecisions: true, pushingA1: true
    ) { $0.popToRoot(animated: false) }
    let navigation = stack.navigation
    let log = stack.log
    let a1Node = try #require(a1)
    func state(_ label: String) {
      let byIdentifier = ["A", "A1"].map { identifier in
        let node = navigation.node(identifiedBy: identifier)
        return "\(identifier)=\(node.map { $0 === a ? "a" : $0 === a1Node ? "a1" : "other" } ?? "none")"
      }
      log.record(
        "\(label): path \(navigation.pathNames.joined(separator: "/")), a released \(a.isReleased), "
          + "a1 released \(a1Node.isReleased), \(byIdentifier.joined(separator: " ")), "
          + "live \(navigation.currentState.isLive), children of a [\(a.children.map(\.destination).joined(separator: ", "))]"
      )
    }
    log.record("pop to root \(popToRoot.reported), push a \(pushA.reported)")
    state("brought back")
    let (second, diagnostics) = LifecycleDiagnostic.capture {
      navigation.push("a twice", identifier: "A", animated: false)
    }
    log.record("a second push with A: \(second.reported)")
    let jump = navigation.jump(to: "A1", animated: false)
    state("jump to A1 \(jump.reported)")
    let popToA = navigation.pop(to: "A", animated: false)
    state("pop to A \(popToA.reported)")
    let pop = navigation.pop(animated: false)
    state("pop \(pop.reported)")

    expectDiagnostics(
      diagnostics,
      [
        "navigationEntryOnCurrentPath: push(a twice, identifier: A, animated: false) on N: the node with "
          + "that identifier is on the current path, and a component is in one place at a time; refused."
      ])
    // Twice a1 leaves and a comes back: after the combined push, and after the pop to A.
    let backFromA1ToA = [
      "@0ms N.willTransition(to: root / a again, animated: false)",
      "@0ms a1.willMove(toParent: nil)",
      "@0ms N.childWillDisappear(a1, animated: false)",
      "@0ms a1.willDisappear(animated: false) [back to a again]",
      "@0ms a.willMove(toParent: N)",
      "@0ms N.childWillAppear(a, animated: false)",
      "@0ms a.willAppear(animated: false) [back to a again]",
      "@0ms a1.didDisappear(animated: false)",
      "@0ms N.childDidDisappear(a1, animated: false)",
      "@0ms a1.didMove(toParent: nil)",
      "@0ms a.didAppear(animated: false)",
      "@0ms N.childDidAppear(a, animated: false)",
      "@0ms a.didMove(toParent: N)",
      "@0ms N.didTransition(from: root / a again / a1, animated: false)",
    ]
    expectWholeLog(
      log.take(),
      [
        "@0ms N guard navigation(from: root / a / a1, to: root / a, animated: false) -> allow"
      ]
        + backFromA1ToA + [
          "@0ms pop to root completed, push a completed",
          "@0ms brought back: path root/a again, a released false, a1 released false, A=a A1=a1, live true, children of a [a1]",
          "@0ms a second push with A: invalid",
          "@0ms N guard navigation(from: root / a again, to: root / a again / a1, animated: false) -> allow",
          "@0ms N.willTransition(to: root / a again / a1, animated: false)",
          "@0ms a.willMove(toParent: nil)",
          "@0ms N.childWillDisappear(a, animated: false)",
          "@0ms a.willDisappear(animated: false) [forward to a1]",
          "@0ms a1.willMove(toParent: N)",
          "@0ms N.childWillAppear(a1, animated: false)",
          "@0ms a1.willAppear(animated: false) [forward to a1]",
          "@0ms a.didDisappear(animated: false)",
          "@0ms N.childDidDisappear(a, animated: false)",
          "@0ms a.didMove(toParent: nil)",
          "@0ms a1.didAppear(animated: false)",
          "@0ms N.childDidAppear(a1, animated: false)",
          "@0ms a1.didMove(toParent: N)",
          "@0ms N.didTransition(from: root / a again, animated: false)",
          "@0ms jump to A1 completed: path root/a again/a1, a released false, a1 released false, A=a A1=a1, live true, children of a [a1]",
          "@0ms N guard navigation(from: root / a again / a1, to: root / a again, animated: false) -> allow",
        ]
        + backFromA1ToA + [
          "@0ms pop to A completed: path root/a again, a released false, a1 released true, A=a A1=none, live true, children of a []",
          "@0ms N guard navigation(from: root / a again, to: root, animated: false) -> allow",
          "@0ms N.willTransition(to: root, animated: false)",
          "@0ms a.willMove(toParent: nil)",
          "@0ms N.childWillDisappear(a, animated: false)",
          "@0ms a.willDisappear(animated: false) [back to root]",
          "@0ms root.willMove(toParent: N)",
          "@0ms N.childWillAppear(root, animated: false)",
          "@0ms root.willAppear(animated: false) [back to root]",
          "@0ms a.didDisappear(animated: false)",
          "@0ms N.childDidDisappear(a, animated: false)",
          "@0ms a.didMove(toParent: nil)",
          "@0ms root.didAppear(animated: false)",
          "@0ms N.childDidAppear(root, animated: false)",
          "@0ms root.didMove(toParent: N)",
          "@0ms N.didTransition(from: root / a again, animated: false)",
          "@0ms pop completed: path root, a released true, a1 released true, A=none A1=none, live true, children of a []",
        ])
  }

  @Test(
    "navigationEntryInUse: a push by reference that would bring back a released node whose identifier a node pushed since carries: invalid, nothing changes"
  )
  func bringingBackAnIdentifierPushedSinceIsInvalid() {
    let stack = AppearedNavigation(loggingHistoryAndDecisions: true)
    let navigation = stack.navigation
    let log = stack.log
    navigation.push("a", identifier: "A", animated: false)
    let a = navigation.currentNode
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("b", animated: false)
    var once = true
    navigation.decide = { [unowned navigation] _ in
      if once {
        // Releases a, then gives its identifier to a new node.
        once = false
        navigation.popToRoot(animated: false)
        navigation.push("a new", identifier: "A", animated: false)
      }
      return .allow
    }
    _ = log.take()

    let (push, diagnostics) = LifecycleDiagnostic.capture {
      navigation.push("a again", identifier: "A", animated: false)
    }
    let holder = navigation.node(identifiedBy: "A")
    log.record(
      "push \(push.reported): path \(navigation.pathNames.joined(separator: "/")), a released \(a.isReleased), "
        + "A names \(holder.map { $0 === a ? "a" : $0.destination } ?? "none"), "
        + "children of root: \(navigation.rootNode.children.map(\.destination).joined(separator: ", "))")

    expectDiagnostics(
      diagnostics,
      [
        "navigationEntryInUse: push(a again, identifier: A, animated: false) on N: the node brought back carries "
          + "the identifier A, which a node pushed since carries; identifiers are unique in the tree, so nothing "
          + "changes. Jump to that node, or push with another identifier."
      ])
    expectWholeLog(
      log.take(),
      [
        "@0ms N guard navigation(from: root / b, to: root, animated: false) -> allow",
        "@0ms N guard navigation(from: root, to: root / a new (new), animated: false) -> allow",
        "@0ms make(a new)",
        "@0ms N guard navigation(from: root / b, to: root / b / a, animated: false) -> allow",
        "@0ms N guard navigation(from: root / a new, to: root / a new / a, animated: false) -> allow",
        "@0ms N.willTransition(to: root / a new, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [forward to a new]",
        "@0ms a new.willMove(toParent: N)",
        "@0ms N.childWillAppear(a new, animated: false)",
        "@0ms a new.willAppear(animated: false) [forward to a new]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a new.didAppear(animated: false)",
        "@0ms N.childDidAppear(a new, animated: false)",
        "@0ms a new.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / b, animated: false)",
        "@0ms push invalid: path root/a new, a released true, A names a new, children of root: a new",
      ])
  }

  @Test(
    "a node brought back while its entry was still moving in keeps its entry's upstream, the entry it was pushed from, once no entry of its subtree is on screen"
  )
  func broughtBackEntryKeepsItsUpstream() {
    // The push's transition is still in flight when the pop releases a: its entry is kept
    // until it leaves the screen, and then let go of, unless a is in the tree again.
    let (stack, a, _, _, _) = bringBackA(animated: true) { $0.pop(animated: true) }
    let navigation = stack.navigation
    let log = stack.log
    stack.clock.run()
    _ = log.take()
    func upstream(_ label: String) {
      let upstream = a.component.tree.upstream
      let name = upstream === navigation.rootNode.component ? "root" : upstream.map { "\($0)" } ?? "none"
      log.record("\(label): a's upstream is \(name)")
    }

    navigation.jump(to: navigation.rootNode, animated: false)
    upstream("root shown")
    navigation.jump(to: "A", animated: false)
    upstream("a shown again")

    expectWholeLog(
      log.take(),
      [
        "@350ms N guard navigation(from: root / a again, to: root, animated: false) -> allow",
        "@350ms N.willTransition(to: root, animated: false)",
        "@350ms a.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(a, animated: false)",
        "@350ms a.willDisappear(animated: false) [back to root]",
        "@350ms root.willMove(toParent: N)",
        "@350ms N.childWillAppear(root, animated: false)",
        "@350ms root.willAppear(animated: false) [back to root]",
        "@350ms a.didDisappear(animated: false)",
        "@350ms N.childDidDisappear(a, animated: false)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms root.didAppear(animated: false)",
        "@350ms N.childDidAppear(root, animated: false)",
        "@350ms root.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / a again, animated: false)",
        "@350ms root shown: a's upstream is root",
        "@350ms N guard navigation(from: root, to: root / a again, animated: false) -> allow",
        "@350ms N.willTransition(to: root / a again, animated: false)",
        "@350ms root.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(root, animated: false)",
        "@350ms root.willDisappear(animated: false) [forward to a again]",
        "@350ms a.willMove(toParent: N)",
        "@350ms N.childWillAppear(a, animated: false)",
        "@350ms a.willAppear(animated: false) [forward to a again]",
        "@350ms root.didDisappear(animated: false)",
        "@350ms N.childDidDisappear(root, animated: false)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms a.didAppear(animated: false)",
        "@350ms N.childDidAppear(a, animated: false)",
        "@350ms a.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: false)",
        "@350ms a shown again: a's upstream is root",
      ])
  }
}
