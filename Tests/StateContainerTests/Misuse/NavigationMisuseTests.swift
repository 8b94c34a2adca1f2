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
  @Test("pop at the root, unknown identifiers, a pop-to off the current path, a foreign or released node")
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
    #expect(diagnostics.map(\.kind) == Array(repeating: .missingNavigationTarget, count: 6))
    #expect(
      diagnostics.map(\.message) == [
        "jump(to: nowhere, animated: true) on N: no node carries that identifier; nothing changes.",
        "pop(to: b, animated: true) on N: the node is not on the current path; nothing changes.",
        "jump(to: a, animated: true) on N: the node is not in its tree; nothing changes.",
        "jump(to: elsewhere, animated: true) on N: the node is not in its tree; nothing changes.",
        "pop(to: nowhere, animated: true) on N: no node carries that identifier; nothing changes.",
        "pop(animated: true) on N: nothing to pop at the root; nothing changes.",
      ])
    #expect(navigation.pathNames == ["root"] && !navigation.isTransitioning)
    navigation.push("d", animated: false)
    #expect(navigation.children.map(recordingName) == ["d"])
  }

  @Test("a push by reference of a node on the current path is refused; the container keeps working")
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
    #expect(diagnostics.map(\.kind) == [.navigationEntryOnCurrentPath])
    #expect(
      diagnostics.map(\.message) == [
        "push(a again, identifier: A, animated: true) on N: the node with that identifier is on the current path, "
          + "and a component is in one place at a time; refused."
      ])
    #expect(navigation.pathNames == ["root", "a", "b"])
    #expect(stack.log.take() == [])
    navigation.pop(to: "A", animated: false)
    #expect(navigation.children.map(recordingName) == ["a"])
  }
}
