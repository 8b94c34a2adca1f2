import StateContainer
import Testing

/// A move whose target does not exist, and a push by reference of a
/// component on the current path, are diagnostics that change nothing.
///
/// Pins <doc:TheLifecycle#Misuse>.
@Suite(
  "Navigation misuse: a missing target, or a push of a component on the current path, is a diagnostic that changes nothing"
)
@MainActor
struct NavigationMisuseTests {
  @Test(
    "missingNavigationTarget: pop at the root, unknown identifiers, a pop-to off the current path, a foreign or released node"
  )
  func missingTargets() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    let other = RecordingNavigation(log: RecordingLog(), clock: stack.clock, root: "elsewhere")
    navigation.push("a", identifier: "A", animated: false)
    let released = navigation.currentNode
    navigation.pop(animated: false)
    navigation.push("b", identifier: "B", animated: false)
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("c", animated: false)
    _ = stack.log.take()

    var outcomes: [String] = []
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      outcomes.append(navigation.jump(to: "nowhere", animated: true).reported)
      outcomes.append(navigation.pop(to: "B", animated: true).reported)
      outcomes.append(navigation.jump(to: released, animated: true).reported)
      outcomes.append(navigation.jump(to: other.rootNode, animated: true).reported)
      outcomes.append(navigation.pop(to: "nowhere", animated: true).reported)
      navigation.popToRoot(animated: false)
      outcomes.append(navigation.pop(animated: true).reported)
    }

    #expect(outcomes == Array(repeating: "invalid", count: 6))
    expectDiagnostics(
      diagnostics,
      [
        "missingNavigationTarget: jump(to: nowhere, animated: true) on N: no node carries that identifier; nothing changes.",
        "missingNavigationTarget: pop(to: b, animated: true) on N: the node is not on the current path; nothing changes.",
        "missingNavigationTarget: jump(to: a, animated: true) on N: the node is not in its tree; nothing changes.",
        "missingNavigationTarget: jump(to: elsewhere, animated: true) on N: the node is not in its tree; nothing changes.",
        "missingNavigationTarget: pop(to: nowhere, animated: true) on N: no node carries that identifier; nothing changes.",
        "missingNavigationTarget: pop(animated: true) on N: nothing to pop at the root; nothing changes.",
      ])
    #expect(navigation.pathNames == ["root"] && !navigation.isTransitioning)
    navigation.push("d", animated: false)
    // Only the valid pop to the root and the push after it change anything.
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms c.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(c, animated: false)",
        "@0ms c.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms c.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(c, animated: false)",
        "@0ms c.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / c, animated: false)",
        "@0ms make(d)",
        "@0ms N.willTransition(to: root / d, animated: false)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: false)",
        "@0ms root.willDisappear(animated: false) [forward to d]",
        "@0ms d.willMove(toParent: N)",
        "@0ms N.childWillAppear(d, animated: false)",
        "@0ms d.willAppear(animated: false) [forward to d]",
        "@0ms root.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(root, animated: false)",
        "@0ms root.didMove(toParent: nil)",
        "@0ms d.didAppear(animated: false)",
        "@0ms N.childDidAppear(d, animated: false)",
        "@0ms d.didMove(toParent: N)",
        "@0ms N.didTransition(from: root, animated: false)",
      ])
    #expect(navigation.children.map(recordingName) == ["d"])
  }

  @Test(
    "navigationEntryOnCurrentPath: a push by reference of a node on the current path is refused; the container keeps working"
  )
  func pushByReferenceOnCurrentPath() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("a", identifier: "A", animated: false)
    navigation.push("b", animated: false)
    _ = stack.log.take()

    let (push, diagnostics) = LifecycleDiagnostic.capture {
      navigation.push("a again", identifier: "A", animated: true)
    }

    #expect(push.reported == "invalid")
    expectDiagnostics(
      diagnostics,
      [
        "navigationEntryOnCurrentPath: push(a again, identifier: A, animated: true) on N: the node with that "
          + "identifier is on the current path, and a component is in one place at a time; refused."
      ])
    #expect(navigation.pathNames == ["root", "a", "b"])
    expectWholeLog(stack.log.take(), [])
    // The container keeps working: a pop to the node shows it.
    navigation.pop(to: "A", animated: false)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [back to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [back to a]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b, animated: false)",
      ])
    #expect(navigation.children.map(recordingName) == ["a"])
  }
}
