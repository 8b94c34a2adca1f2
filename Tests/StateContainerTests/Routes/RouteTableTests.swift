import StateContainer
import Testing

/// Patterns, most specific matching, typed parameters, clashes, removal,
/// unmatched URLs, and printing.
///
/// Pins <doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>.
@Suite("Patterns and matching: the most specific route wins")
@MainActor
struct RouteTableTests {
  /// A table whose handlers write what they received to `log`.
  @MainActor final class Fixture {
    let routes = RouteTable()
    var log: [String] = []

    func add(_ pattern: String) {
      routes.addRoute(RoutePattern(pattern)) { [unowned self] match in
        log.append("\(pattern) w=\(match.wildcards) r=\(match.rest)")
      }
    }

    func addInt(_ pattern: String) {
      routes.addRoute(RoutePattern(pattern, Int.self)) { [unowned self] match, value in
        log.append("\(pattern) \(value) w=\(match.wildcards) r=\(match.rest)")
      }
    }

    func addString(_ pattern: String) {
      routes.addRoute(RoutePattern(pattern, String.self)) { [unowned self] match, value in
        log.append("\(pattern) '\(value)' w=\(match.wildcards) r=\(match.rest)")
      }
    }

    /// Navigates and returns the log of this navigation and its diagnostics.
    func go(_ url: String, payload: Any? = nil) -> (log: [String], diagnostics: [LifecycleDiagnostic]) {
      log.removeAll()
      let (_, diagnostics) = LifecycleDiagnostic.capture { routes.navigate(to: url, payload: payload) }
      return (log, diagnostics)
    }
  }

  @Test("literals, :parameters, * and ** each match what they say")
  func segmentKinds() {
    let f = Fixture()
    f.add("/inbox")
    f.addInt("/notes/:id")
    f.add("/files/*/info")
    f.add("/docs/**")
    f.add("/")
    #expect(f.go("/inbox").log == ["/inbox w=[] r=[]"])
    #expect(f.go("/notes/5").log == ["/notes/:id 5 w=[] r=[]"])
    #expect(f.go("/files/a.txt/info").log == ["/files/*/info w=[\"a.txt\"] r=[]"])
    #expect(f.go("/docs/a/b/c").log == ["/docs/** w=[] r=[\"a\", \"b\", \"c\"]"])
    #expect(f.go("/docs").log == ["/docs/** w=[] r=[]"])  // ** matches zero segments too
    #expect(f.go("/").log == ["/ w=[] r=[]"])
    #expect(f.go("/files/a.txt").log == [])
    #expect(f.go("/inbox/extra").log == [])
  }

  @Test(
    "most specific wins segment by segment: literal > parameter > * > **, whatever the order of registration")
  func specificity() {
    let f = Fixture()
    f.add("/a/**")
    f.add("/a/*/c")
    f.addString("/a/:x/c")
    f.add("/a/b/c")
    f.add("/*/b/c/d")
    #expect(f.go("/a/b/c").log == ["/a/b/c w=[] r=[]"])
    #expect(f.go("/a/z/c").log == ["/a/:x/c 'z' w=[] r=[]"])
    #expect(f.go("/a/z/y").log == ["/a/** w=[] r=[\"z\", \"y\"]"])
    // The first segment decides: the literal `a` beats `*`, even though `/*/b/c/d` is longer.
    #expect(f.go("/a/b/c/d").log == ["/a/** w=[] r=[\"b\", \"c\", \"d\"]"])
    #expect(f.go("/x/b/c/d").log == ["/*/b/c/d w=[\"x\"] r=[]"])
    // A pattern that ends with the path beats a ** that matches nothing.
    f.add("/a")
    #expect(f.go("/a").log == ["/a w=[] r=[]"])
  }

  @Test("a parameter that does not convert fails its pattern and the next most specific one is tried")
  func typedFallback() {
    let f = Fixture()
    f.addInt("/notes/:id")
    f.add("/notes/*")
    f.routes.addRoute(RoutePattern("/pairs/:a/:b", Int.self, Bool.self)) { [unowned f] _, a, b in
      f.log.append("pair \(a) \(b)")
    }
    f.add("/pairs/**")
    #expect(f.go("/notes/007").log == ["/notes/:id 7 w=[] r=[]"])
    #expect(f.go("/notes/new").log == ["/notes/* w=[\"new\"] r=[]"])
    #expect(f.go("/pairs/1/true").log == ["pair 1 true"])
    // The first converts, the second does not: no handler runs half way.
    #expect(f.go("/pairs/1/maybe").log == ["/pairs/** w=[] r=[\"1\", \"maybe\"]"])
  }

  @Test(
    "parameters that fail with nothing behind them: unmatchedRoute naming the URL, a failure, nothing runs")
  func conversionUnmatched() {
    let f = Fixture()
    f.addInt("/notes/:id")
    let (log, diagnostics) = f.go("/notes/abc")
    #expect(log == [])
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    #expect(
      diagnostics.map(\.message) == [
        "navigate(to: \"/notes/abc\") matched no route whose parameters convert (tried /notes/:id); nothing ran and nothing changed."
      ])
    let (result, again) = LifecycleDiagnostic.capture { f.routes.navigate(to: "/notes/abc") }
    #expect(throws: RouteFailure.unmatched("/notes/abc")) { try result.get() }
    #expect(again.map(\.kind) == [.unmatchedRoute])
  }

  @Test("an unmatched or malformed URL: unmatchedRoute naming the URL, a failure returned, nothing runs")
  func unmatched() {
    let f = Fixture()
    f.add("/inbox")
    let (log, diagnostics) = f.go("/nowhere")
    #expect(log == [])
    #expect(
      diagnostics.map(\.description) == [
        "StateContainer: navigate(to: \"/nowhere\") matched no route; nothing ran and nothing changed."
      ])
    let (malformedLog, malformed) = f.go("/inbox%")
    #expect(malformedLog == [])
    #expect(
      malformed.map(\.message) == [
        "navigate(to: \"/inbox%\") is not a valid URL (the segment `inbox%` has an invalid percent-encoding); nothing ran and nothing changed."
      ])
    let (result, _) = LifecycleDiagnostic.capture { f.routes.navigate(to: "/inbox%") }
    #expect(
      throws: RouteFailure.malformedURL(
        "/inbox%", reason: "the segment `inbox%` has an invalid percent-encoding")
    ) { try result.get() }
    // match(_:) answers the same without a diagnostic.
    let (quiet, none) = LifecycleDiagnostic.capture { f.routes.match("/nowhere") }
    #expect(none.isEmpty)
    #expect(throws: RouteFailure.unmatched("/nowhere")) { try quiet.get() }
  }

  @Test("query items and the payload reach the handler as values")
  func queryAndPayload() throws {
    let routes = RouteTable()
    var received: [String] = []
    routes.addRoute("/notes/:id", Int.self) { match, id in
      received.append(
        "\(id) \(match.queryValue("highlight") ?? "-") \(match.queryValue("page", as: Int.self) ?? 0) "
          + "\(match.queryItems.count) \(match.payload as? String ?? "no payload") \(match.parameterSegment("id") ?? "-")"
      )
    }
    let match = try routes.navigate(to: "/notes/007?highlight=a%20b&page=3&flag", payload: "draft").get()
    _ = try routes.navigate(to: "/notes/1?page=x").get()
    #expect(received == ["7 a b 3 3 draft 007", "1 - 0 1 no payload 1"])
    #expect(match.pattern == "/notes/:id")
    #expect(match.url == "/notes/007?highlight=a%20b&page=3&flag")
    #expect(match.parameterNames == ["id"])
    #expect(match.parameterSegments == ["007"])
  }

  @Test("a pattern with the same shape as a registered one is a routeClash; the first stays")
  func clash() {
    let f = Fixture()
    f.addInt("/notes/:id")
    let (registration, diagnostics) = LifecycleDiagnostic.capture {
      f.routes.addRoute(RoutePattern("/notes/:slug", String.self)) { _, _ in Issue.record("the second ran") }
    }
    #expect(
      diagnostics.map(\.description) == [
        "StateContainer: Route /notes/:slug clashes with /notes/:id, which has the same shape; the first stays, and this one is not registered."
      ])
    #expect(!registration.isActive)
    #expect(f.go("/notes/5").log == ["/notes/:id 5 w=[] r=[]"])
    // Different shapes do not clash: a literal, a * and a ** beside the parameter.
    let (_, none) = LifecycleDiagnostic.capture {
      f.add("/notes/new")
      f.add("/notes/*")
      f.add("/notes/**")
    }
    #expect(none.isEmpty)
    #expect(f.routes.routes == ["/notes/:id", "/notes/new", "/notes/*", "/notes/**"])
    // Literals are compared decoded: /a%62 is /ab.
    let (_, same) = LifecycleDiagnostic.capture {
      f.add("/ab")
      f.add("/a%62")
    }
    #expect(same.map(\.kind) == [.routeClash])
  }

  @Test("an invalid pattern or a wrong number of types is an invalidRoutePattern, and nothing is registered")
  func invalidPatterns() {
    let routes = RouteTable()
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      routes.addRoute(RoutePattern("/a/**/b")) { _ in }
      routes.addRoute(RoutePattern("/a/:")) { _ in }
      routes.addRoute(RoutePattern("/a/:x/:x", Int.self, Int.self)) { _, _, _ in }
      routes.addRoute(RoutePattern("/a?x=1")) { _ in }
      routes.addRoute(RoutePattern("/a/../b")) { _ in }
      routes.addRoute(RoutePattern("/a/%zz")) { _ in }
      routes.addRoute(RoutePattern("/a/:x")) { _ in }
      routes.addRoute(RoutePattern("/a", Int.self)) { _, _ in }
      routes.addRoute(RoutePattern("/a/:x/:y", Int.self)) { _, _ in }
    }
    #expect(
      diagnostics.map(\.message) == [
        "Route pattern /a/**/b is invalid: `**` must be the last segment; not registered.",
        "Route pattern /a/: is invalid: a parameter needs a name after `:`; not registered.",
        "Route pattern /a/:x/:x is invalid: the parameter `:x` appears twice; not registered.",
        "Route pattern /a?x=1 is invalid: a pattern is a path: it has no query or fragment (`?`, `#`); not registered.",
        "Route pattern /a/../b is invalid: `..` is not a segment a path can have after parsing; not registered.",
        "Route pattern /a/%zz is invalid: `%zz` has an invalid percent-encoding; not registered.",
        "Route pattern /a/:x is invalid: it has :x but 0 types are declared; not registered.",
        "Route pattern /a is invalid: it has no parameters but 1 type is declared; not registered.",
        "Route pattern /a/:x/:y is invalid: it has :x, :y but 1 type is declared; not registered.",
      ])
    #expect(diagnostics.allSatisfy { $0.kind == .invalidRoutePattern })
    #expect(routes.routes == [])
    #expect(!RoutePattern("/a/**/b").isValid)
    #expect(RoutePattern("/a/:x", Int.self).isValid)
  }

  @Test(
    "a cancelled route is removed: its URLs go to the next most specific route; its slot can be taken again")
  func removal() {
    let f = Fixture()
    f.add("/a/b")
    f.add("/a/*")
    let registration = f.routes.addRoute(RoutePattern("/a/b/c")) { [unowned f] _ in f.log.append("abc") }
    #expect(registration.isActive)
    #expect(registration.pattern == "/a/b/c")
    #expect(f.go("/a/b/c").log == ["abc"])
    registration.cancel()
    registration.cancel()  // a second cancel does nothing
    #expect(!registration.isActive)
    #expect(f.go("/a/b/c").diagnostics.map(\.kind) == [.unmatchedRoute])
    #expect(f.routes.routes == ["/a/b", "/a/*"])
    // The shape is free again: no clash.
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      f.routes.addRoute(RoutePattern("/a/b/c")) { [unowned f] _ in f.log.append("abc again") }
    }
    #expect(diagnostics.isEmpty)
    #expect(f.go("/a/b/c").log == ["abc again"])
  }

  @Test("a handler's captures are released when its route is cancelled")
  func cancelReleases() {
    final class Box {}
    let routes = RouteTable()
    var box: Box? = Box()
    weak let weakBox = box
    let registration = routes.addRoute(RoutePattern("/x")) { [box] _ in _ = box }
    box = nil
    #expect(weakBox != nil)
    registration.cancel()
    #expect(weakBox == nil)
  }

  @Test("a route prints its path for given values; printing is a fixed point after one parse")
  func printing() throws {
    let note = RoutePattern("/notes/:id", Int.self)
    #expect(note.path(7) == "/notes/7")
    #expect(note.description == "/notes/:id")
    let routes = RouteTable()
    var printed: [String] = []
    routes.addRoute(note) { _, id in printed.append(note.path(id)) }
    _ = try routes.navigate(to: "/notes/007").get()
    _ = try routes.navigate(to: printed[0]).get()
    #expect(printed == ["/notes/7", "/notes/7"])

    let mixed = RoutePattern("/files/*/:name/**", String.self)
    #expect(mixed.path("a b", wildcards: ["x/y"], rest: ["..", "z"]) == "/files/x%2Fy/a%20b/%2E%2E/z")
    #expect(mixed.path("n") == "/files/*/n")
    let match = routes.match("/files/x").map(\.pattern)
    #expect(throws: RouteFailure.unmatched("/files/x")) { try match.get() }
    let literal = RoutePattern("/%3Aliteral/%2A/:id", Int.self)
    #expect(literal.description == "/%3Aliteral/%2A/:id")
    #expect(literal.path(1) == "/:literal/*/1")
    #expect(RoutePattern("/").path() == "/")
  }

  @Test("very long paths and very many segments never crash, matched or not")
  func large() throws {
    let f = Fixture()
    f.add("/a/**")
    f.addInt("/b/:n")
    let many = String(repeating: "/a", count: 100_000)
    #expect(f.go(many).log.count == 1)
    #expect(f.go("/b" + String(repeating: "/1", count: 100_000)).diagnostics.map(\.kind) == [.unmatchedRoute])
    #expect(f.go("/b/" + String(repeating: "9", count: 100_000)).diagnostics.map(\.kind) == [.unmatchedRoute])
    // A pattern with many segments, too.
    let deep = String(repeating: "/d", count: 10_000)
    f.add(deep)
    #expect(f.go(deep).log == ["\(deep) w=[] r=[]"])
  }

  @Test("a released table frees its trie, its routes and what their handlers captured")
  func releasedTableIsFreed() {
    final class Captured {}
    weak var weakTable: RouteTable?
    weak var weakCaptured: Captured?
    do {
      let table = RouteTable()
      let captured = Captured()
      weakTable = table
      weakCaptured = captured
      table.addRoute("/notes/:id", Int.self) { _, _ in _ = captured }
      table.addRoute("/") { _ in _ = captured }
      table.addRoute("/notes/**") { _ in _ = captured }
    }
    #expect(weakTable == nil)
    #expect(weakCaptured == nil)
  }
}
