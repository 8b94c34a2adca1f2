import StateContainer
import Testing

/// One route table per tree, found through context; routes end with the
/// component that registered them.
///
/// Pins <doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>.
@Suite("Route tables: one per tree, found through context; routes end with who registered them")
@MainActor
struct RouteTreeTests {
  /// A component that records what its routes received.
  final class Screen: Component {
    var shown: [String] = []
  }

  /// top shows [left, right]; appeared.
  @MainActor struct Tree {
    let log = RecordingLog()
    let left = Screen()
    let right = Screen()
    let top: RecordingContainer<SpecState>

    init() {
      top = RecordingContainer(
        "T", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [left, right]])
      top.appearForTest()
      _ = log.take()
    }
  }

  @Test(
    "one table per tree: a route one component registers is reached from any other; two trees never share")
  func onePerTree() throws {
    let tree = Tree()
    let other = Tree()
    #expect(tree.left.tree.routeTable === tree.top.tree.routeTable)
    #expect(tree.right.tree.routeTable === tree.top.tree.routeTable)
    #expect(tree.top.tree.routeTable !== other.top.tree.routeTable)
    tree.left.tree.registerRoute("/notes/:id", Int.self) { screen, match, id in
      screen.shown.append("note \(id) from \(match.url)")
    }
    _ = try tree.right.tree.navigate(toURL: "/notes/5").get()
    #expect(tree.left.shown == ["note 5 from /notes/5"])
    let (result, diagnostics) = LifecycleDiagnostic.capture { other.right.tree.navigate(toURL: "/notes/5") }
    #expect(throws: RouteFailure.unmatched("/notes/5")) { try result.get() }
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    // Navigating changed no lifecycle state: no hook ran.
    #expect(tree.log.take() == [])
  }

  @Test(
    "a component's routes end when it is released, without an unregister; the handler never keeps it alive")
  func endsWithOwner() {
    let routes = RouteTable()
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    screen!.tree.context[RouteTableKey.self] = routes
    let registration = screen!.tree.registerRoute(RoutePattern("/inbox")) { screen, _ in
      screen.shown.append("inbox")
    }
    _ = routes.navigate(to: "/inbox")
    #expect(screen!.shown == ["inbox"])
    #expect(registration.isActive)
    screen = nil
    #expect(weakScreen == nil)
    #expect(!registration.isActive)
    #expect(routes.routes == [])
    let (_, diagnostics) = LifecycleDiagnostic.capture { routes.navigate(to: "/inbox") }
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    // The shape is free again.
    let (_, none) = LifecycleDiagnostic.capture { routes.addRoute(RoutePattern("/inbox")) { _ in } }
    #expect(none.isEmpty)
  }

  @Test("a clash names the components that registered both routes; the first stays")
  func clashNamesOwners() {
    let tree = Tree()
    tree.left.componentName = "Notes"
    tree.right.componentName = "Drafts"
    tree.left.tree.registerRoute("/notes/:id", Int.self) { screen, _, id in screen.shown.append("note \(id)")
    }
    let (registration, diagnostics) = LifecycleDiagnostic.capture {
      tree.right.tree.registerRoute("/notes/:draft", String.self) { screen, _, draft in
        screen.shown.append(draft)
      }
    }
    #expect(
      diagnostics.map(\.message) == [
        "Route /notes/:draft (registered by Drafts) clashes with /notes/:id (registered by Notes), which has the same shape; the first stays, and this one is not registered."
      ])
    #expect(!registration.isActive)
    _ = tree.top.tree.navigate(toURL: "/notes/3")
    #expect(tree.left.shown == ["note 3"])
    #expect(tree.right.shown == [])
    let (_, invalid) = LifecycleDiagnostic.capture {
      tree.right.tree.registerRoute(RoutePattern("/x/:id")) { _, _ in }
    }
    #expect(
      invalid.map(\.message) == [
        "Route pattern /x/:id (registered by Drafts) is invalid: it has :id but 0 types are declared; not registered."
      ])
  }

  @Test("routes registered while detached move to the tree's table when a container adds the component")
  func handOver() throws {
    let log = RecordingLog()
    let detached = Screen()
    detached.tree.registerRoute("/settings/**") { screen, match in
      screen.shown.append("settings \(match.rest)")
    }
    _ = try detached.tree.navigate(toURL: "/settings/a").get()
    let top = RecordingContainer<SpecState>(
      "T", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [detached]])
    let table = top.tree.routeTable
    #expect(table.routes == [])
    top.appearForTest()
    #expect(detached.tree.routeTable === table)
    #expect(table.routes == ["/settings/**"])
    _ = try top.tree.navigate(toURL: "/settings/b/c").get()
    #expect(detached.shown == ["settings [\"a\"]", "settings [\"b\", \"c\"]"])
  }

  @Test("a table installed under RouteTableKey gives a subtree routes of its own")
  func installedTable() throws {
    let tree = Tree()
    let own = RouteTable()
    tree.right.tree.context[RouteTableKey.self] = own
    tree.right.tree.registerRoute("/x") { screen, _ in screen.shown.append("right x") }
    // No clash: another table.
    tree.left.tree.registerRoute("/x") { screen, _ in screen.shown.append("left x") }
    #expect(own.routes == ["/x"])
    #expect(tree.top.tree.routeTable.routes == ["/x"])
    _ = try tree.right.tree.navigate(toURL: "/x").get()
    _ = try tree.top.tree.navigate(toURL: "/x").get()
    #expect(tree.right.shown == ["right x"])
    #expect(tree.left.shown == ["left x"])
    tree.right.tree.context.removeValue(for: RouteTableKey.self)
    #expect(tree.right.tree.routeTable === tree.top.tree.routeTable)
  }
}
