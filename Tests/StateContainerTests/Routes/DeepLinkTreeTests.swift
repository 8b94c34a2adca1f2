import StateContainer
import Testing

/// A deep link into a navigation tree whose branches are tabs keeps every
/// branch, jumping between them as a tab switch does.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite("Deep links into a navigation tree keep every branch, jumping as a tab switch does")
@MainActor
struct DeepLinkTreeTests {
  /// Tabs as branches of one tree: `inbox` and `archive` above the root, notes above a tab.
  final class TabTree: NavigationContainer<String> {
    init(log: RecordingLog, clock: SimulatedClock) {
      super.init(root: "root", clock: clock) { [log] destination in
        let entry = RecordingEntry(destination, log: log)
        entry.componentName = destination
        return entry
      }
      componentName = "N"
    }

    override func destination(forDeepLink link: inout DeepLink, above parent: String) -> String? {
      if parent == "root" { return ["inbox", "archive"].first { link.read($0) } }
      if !parent.hasPrefix("note "), link.read("notes"), let id = link.read(Int.self) { return "note \(id)" }
      return nil
    }

    override func deepLinkPath(for destination: String, above parent: String) -> String? {
      destination.hasPrefix("note ") ? "/notes/" + destination.dropFirst("note ".count) : "/" + destination
    }

    /// Every node below the root, depth first: `inbox > note 3`.
    var branches: [String] {
      var lines: [String] = []
      func visit(_ node: NavigationNode<String>, _ prefix: String) {
        for child in node.children {
          lines.append(prefix + child.destination)
          visit(child, prefix + child.destination + " > ")
        }
      }
      visit(rootNode, "")
      return lines
    }
  }

  @Test("a link into another tab jumps to its branch and keeps every other branch")
  func linkIntoAnotherTab() throws {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let tabTree = TabTree(log: log, clock: clock)
    tabTree.beginAppearanceTransition(true, animated: false)
    tabTree.endAppearanceTransition()
    tabTree.push("inbox", animated: false)
    tabTree.push("note 3", animated: false)
    tabTree.jump(to: tabTree.rootNode, animated: false)
    tabTree.push("archive", animated: false)
    _ = log.take()

    let toNote = try tabTree.tree.navigate(toURL: "/inbox/notes/5", animated: true).get()
    clock.run()
    #expect(tabTree.branches == ["inbox", "inbox > note 3", "inbox > note 5", "archive"])
    #expect(tabTree.tree.currentURL == "/inbox/notes/5")
    let toTab = try tabTree.tree.navigate(toURL: "/archive", animated: true).get()
    clock.run()

    expectWholeLog(
      log.take(),
      [
        "@0ms archive.willMove(toParent: nil)",
        "@0ms archive.willDisappear(animated: true) [forward to note 5]",
        "@0ms note 5.willMove(toParent: <TabTree>)",
        "@0ms note 5.willAppear(animated: true) [forward to note 5]",
        "@350ms archive.didDisappear(animated: true)",
        "@350ms archive.didMove(toParent: nil)",
        "@350ms note 5.didAppear(animated: true)",
        "@350ms note 5.didMove(toParent: <TabTree>)",
        "@350ms note 5.willMove(toParent: nil)",
        "@350ms note 5.willDisappear(animated: true) [jump to archive]",
        "@350ms archive.willMove(toParent: <TabTree>)",
        "@350ms archive.willAppear(animated: true) [jump to archive]",
        "@700ms note 5.didDisappear(animated: true)",
        "@700ms note 5.didMove(toParent: nil)",
        "@700ms archive.didAppear(animated: true)",
        "@700ms archive.didMove(toParent: <TabTree>)",
      ])
    #expect(toNote.transition?.reportedOutcome == .completed)
    #expect(toTab.transition?.reportedOutcome == .completed)
    #expect(tabTree.branches == ["inbox", "inbox > note 3", "inbox > note 5", "archive"])
    #expect(tabTree.tree.currentURL == "/archive")
  }

  @Test("a reader that returns a destination without reading a segment ends the reading")
  func readerThatReadsNothing() {
    final class Careless: NavigationContainer<String> {
      override func destination(forDeepLink link: inout DeepLink, above parent: String) -> String? { "again" }
    }
    let careless = Careless(root: "root", clock: SimulatedClock()) { _ in Component() }
    let (result, diagnostics) = LifecycleDiagnostic.capture {
      careless.tree.navigate(toURL: "/a", animated: false)
    }
    #expect(throws: RouteFailure.unmatched("/a")) { try result.get() }
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    #expect(careless.currentNode === careless.rootNode && careless.rootNode.children.isEmpty)
  }
}
