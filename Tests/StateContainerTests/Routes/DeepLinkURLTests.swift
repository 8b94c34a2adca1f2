import StateContainer
import Testing

/// Containers made on the way take the state a link names, and a tree prints the URL of what
/// it shows (RoutesAndDeepLinks, "How a link is read" and "The URL of what is shown").
///
/// Pins <doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>.
@Suite("The URL of what is shown, and containers made on a link's way")
@MainActor
struct DeepLinkURLTests {
  /// A routed container named `name`, reading one segment per state, printing `/<state>`,
  /// whose children come from a closure and that logs its hooks.
  final class Pane: StateContainer<String>, RecordingNamed {
    let name: String
    let log: RecordingLog
    let states: [String]
    let appearanceState: String
    var makeChildren: (String) -> [Component] = { _ in [] }

    init(_ name: String, states: [String], appearanceState: String, log: RecordingLog, clock: SimulatedClock)
    {
      self.name = name
      self.states = states
      self.appearanceState = appearanceState
      self.log = log
      super.init(clock: clock)
      componentName = name
    }

    override func loadAppearanceState() -> String {
      log.record("\(name).loadAppearanceState() -> \(appearanceState)")
      return appearanceState
    }

    override func children(for state: String) -> [Component] { makeChildren(state) }

    override func state(forDeepLink link: inout DeepLink) -> String? {
      states.first { link.read($0) }
    }

    override func deepLinkPath(for state: String) -> String? { "/" + state }

    override func willTransition(to nextState: String, animated: Bool) {
      log.record("\(name).willTransition(to: \(nextState), animated: \(animated))")
    }

    override func didTransition(from previousState: String?, animated: Bool) {
      log.record("\(name).didTransition(from: \(previousState ?? "nil"), animated: \(animated))")
    }

    override func willAppear(animated: Bool) { log.record("\(name).willAppear(animated: \(animated))") }
    override func didAppear(animated: Bool) { log.record("\(name).didAppear(animated: \(animated))") }
  }

  @Test("a plain container made on the way appears in the linked state, not loadAppearanceState()")
  func madeOnTheWay() throws {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let outer = Pane("O", states: ["a", "b"], appearanceState: "a", log: log, clock: clock)
    var inner: Pane?
    outer.makeChildren = { state in
      guard state == "b" else { return [] }
      if let inner { return [inner] }
      log.record("make(P)")
      let made = Pane("P", states: ["x", "y"], appearanceState: "x", log: log, clock: clock)
      inner = made
      return [made]
    }
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    _ = log.take()

    let match = try outer.tree.navigate(toURL: "/b/y", animated: true).get()
    clock.run()

    expectWholeLog(
      log.take(),
      [
        "@0ms make(P)",
        "@0ms O.willTransition(to: b, animated: true)",
        "@0ms P.willAppear(animated: true)",
        "@0ms P.willTransition(to: y, animated: true)",
        "@350ms P.didAppear(animated: true)",
        "@350ms P.didTransition(from: nil, animated: true)",
        "@350ms O.didTransition(from: a, animated: true)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(outer.tree.currentURL == "/b/y")
  }

  @Test("two containers on screen both change: one transition each, the outer one first")
  func outermostFirst() throws {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let outer = Pane("O", states: ["a", "b"], appearanceState: "a", log: log, clock: clock)
    let inner = Pane("P", states: ["x", "y"], appearanceState: "x", log: log, clock: clock)
    let leaves = ["a": RecordingComponent("leaf a", log: log), "b": RecordingComponent("leaf b", log: log)]
    outer.makeChildren = { state in [inner, leaves[state]!] }
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    _ = log.take()

    let match = try outer.tree.navigate(toURL: "/b/y", animated: true).get()
    clock.run()

    expectWholeLog(
      log.take(),
      [
        "@0ms O.willTransition(to: b, animated: true)",
        "@0ms leaf a.willMove(toParent: nil)",
        "@0ms leaf a.willDisappear(animated: true)",
        "@0ms leaf b.willMove(toParent: O)",
        "@0ms leaf b.willAppear(animated: true)",
        "@0ms P.willTransition(to: y, animated: true)",
        "@0ms P.didTransition(from: x, animated: true)",
        "@350ms leaf a.didDisappear(animated: true)",
        "@350ms leaf a.didMove(toParent: nil)",
        "@350ms leaf b.didAppear(animated: true)",
        "@350ms leaf b.didMove(toParent: O)",
        "@350ms O.didTransition(from: a, animated: true)",
      ])
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(outer.tree.currentURL == "/b/y")
  }

  @Test("the URL of what is shown: each routed container's part, from the top")
  func urlOfWhatIsShown() throws {
    let tree = RoutedTree()
    #expect(tree.tabs.tree.currentURL == nil)
    tree.appear()
    #expect(tree.tabs.tree.currentURL == "/inbox")
    let inbox = tree.tabs.stack("inbox")
    inbox.push("note 4", animated: false)
    inbox.push("edit 4", animated: false)
    #expect(tree.tabs.tree.currentURL == "/inbox/notes/4/edit")
    #expect(inbox.currentNode.component.tree.currentURL == "/inbox/notes/4/edit")
    inbox.pop(animated: false)
    inbox.push("settings", animated: false)
    #expect(tree.tabs.tree.currentURL == "/inbox/notes/4")
  }

  @Test("printing is a fixed point after one reading: /inbox/notes/007 prints /inbox/notes/7")
  func fixedPoint() throws {
    let tree = RoutedTree()
    tree.appear()
    let match = try tree.tabs.tree.navigate(toURL: "myapp://inbox/./notes/007/?from=mail", animated: false)
      .get()
    #expect(match.pattern == "/inbox/notes/7")
    #expect(tree.tabs.tree.currentURL == "/inbox/notes/7")

    let fresh = RoutedTree()
    fresh.appear()
    _ = fresh.tabs.tree.navigate(toURL: try #require(tree.tabs.tree.currentURL), animated: false)
    #expect(fresh.tabs.tree.currentURL == "/inbox/notes/7")
    #expect(fresh.routedStates == tree.routedStates)
  }

  @Test("a tree with no routed container has no URL, and a deep link goes to the handlers")
  func unroutedTree() {
    let clock = SimulatedClock()
    let plain = RecordingContainer("C", log: RecordingLog(), clock: clock, appearanceState: "a")
    #expect(plain.tree.currentURL == nil)
    let (result, diagnostics) = LifecycleDiagnostic.capture { plain.tree.navigate(toURL: "/a") }
    #expect(throws: RouteFailure.unmatched("/a")) { try result.get() }
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
  }
}
