import StateContainer
import Testing

/// A link that fails names the segment nothing read and why a reader refused it; a part of
/// the URL or a pattern written the wrong way gets a diagnostic that says how to write it.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite("a failed link names what nothing read; a part or a pattern written wrong says how to write it")
@MainActor
struct DeepLinkDiagnosticTests {
  /// Items: `/items/<id>` above the root, printed by `part`.
  final class Items: NavigationContainer<Int> {
    var part: (Int) -> String = { "/items/\($0)" }

    init(clock: SimulatedClock) {
      super.init(root: 0, clock: clock) { _ in Component() }
      componentName = "Items"
    }

    override func destination(forDeepLink link: inout DeepLink, above parent: Int) -> Int? {
      guard link.read("items"), let id = link.read(Int.self) else { return nil }
      return id
    }

    override func deepLinkPath(for destination: Int, above parent: Int) -> String? { part(destination) }
  }

  func onScreen(_ items: Items) {
    items.beginAppearanceTransition(true, animated: false)
    items.endAppearanceTransition()
  }

  @Test("/items/abc: the diagnostic names the segment that nothing read and why its reader refused it")
  func segmentThatDoesNotConvert() throws {
    let items = Items(clock: SimulatedClock())
    onScreen(items)
    let (result, diagnostics) = LifecycleDiagnostic.capture {
      items.tree.navigate(toURL: "/items/4/items/abc")
    }
    #expect(throws: RouteFailure.unmatched("/items/4/items/abc")) { try result.get() }
    #expect(
      diagnostics == [
        LifecycleDiagnostic(
          kind: .unmatchedRoute,
          message:
            "tree.navigate(toURL: \"/items/4/items/abc\"): the routed containers read /items/4, then nothing reads "
            + "\"items\" (segment 3 of 4; a reader refused \"abc\", segment 4: it does not convert to Int), "
            + "and no route matches it; nothing ran and nothing changed.")
      ])
    #expect(items.tree.currentURL == nil)
  }

  @Test("/items/99999999999999999999: out of Int's range, named as such")
  func segmentOutOfRange() throws {
    let items = Items(clock: SimulatedClock())
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      items.tree.navigate(toURL: "/items/99999999999999999999")
    }
    #expect(
      diagnostics.map(\.message) == [
        "tree.navigate(toURL: \"/items/99999999999999999999\"): no routed container reads \"items\" (segment 1 of 2; "
          + "a reader refused \"99999999999999999999\", segment 2: it does not convert to Int), and no route "
          + "matches it; nothing ran and nothing changed."
      ])
  }

  @Test("a segment past what the containers read, with a route that fails to convert: both are named")
  func unreadSegmentAndFailingRoute() throws {
    let items = Items(clock: SimulatedClock())
    items.tree.routeTable.addRoute("/items/:id/:page", Int.self, Int.self) { _, _, _ in }
    let (_, diagnostics) = LifecycleDiagnostic.capture { items.tree.navigate(toURL: "/items/4/edit") }
    #expect(
      diagnostics.map(\.message) == [
        "tree.navigate(toURL: \"/items/4/edit\"): the routed containers read /items/4, then nothing reads \"edit\" "
          + "(segment 3 of 3), and no route whose parameters convert matches it (tried /items/:id/:page); "
          + "nothing ran and nothing changed."
      ])
  }

  @Test(
    "a part without its leading slash: one diagnostic with the fix, and a URL whose parts do not run together"
  )
  func partWithoutLeadingSlash() throws {
    let items = Items(clock: SimulatedClock())
    items.part = { "items/\($0)" }
    onScreen(items)
    items.push(4, animated: false)
    items.push(7, animated: false)
    let (url, diagnostics) = LifecycleDiagnostic.capture { (items.tree.currentURL, items.tree.currentURL) }
    #expect(url.0 == "/items/4/items/7")
    #expect(url.1 == "/items/4/items/7")
    #expect(
      diagnostics == [
        LifecycleDiagnostic(
          kind: .invalidDeepLinkPath,
          message:
            "Items.deepLinkPath(for: 4, above: 0) returned \"items/4\", which does not start with \"/\", so the "
            + "parts of a URL would run together; taken as \"/items/4\". Start each part with \"/\" (\"/items/4\")."
        )
      ])

    let fresh = Items(clock: SimulatedClock())
    fresh.part = items.part
    let (match, freshDiagnostics) = LifecycleDiagnostic.capture { fresh.tree.navigate(toURL: url.0!) }
    #expect(try match.get().pattern == "/items/4/items/7")
    #expect(freshDiagnostics.map(\.kind) == [.invalidDeepLinkPath])
  }

  @Test("a pattern written /items/{id}: refused with the way to write it, when registered and when read")
  func patternWithBraces() throws {
    let items = Items(clock: SimulatedClock())
    let pattern = RoutePattern("/items/{id}", Int.self)
    #expect(!pattern.isValid)
    let (registration, diagnostics) = LifecycleDiagnostic.capture {
      items.tree.registerRoute(pattern) { _, _, _ in }
    }
    #expect(!registration.isActive)
    var link = DeepLink(url: "/items/4", path: try RoutePath(parsing: "/items/4"))
    let (read, readDiagnostics) = LifecycleDiagnostic.capture { link.read(pattern) }
    #expect(read == nil)
    #expect(link.remainingSegments == ["items", "4"])
    #expect(
      (diagnostics + readDiagnostics) == [
        LifecycleDiagnostic(
          kind: .invalidRoutePattern,
          message:
            "Route pattern /items/{id} (registered by Items) is invalid: the segment {id} is written with braces: "
            + "write the parameter as :id; not registered."),
        LifecycleDiagnostic(
          kind: .invalidRoutePattern,
          message:
            "DeepLink.read(/items/{id}): the pattern is invalid: the segment {id} is written with braces: write the "
            + "parameter as :id; nothing is read."),
      ])
  }

  @Test("a link that matches nothing names the invalid patterns that were not registered")
  func unmatchedLinkNamesRefusedPatterns() {
    let items = Items(clock: SimulatedClock())
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      _ = items.tree.registerRoute(RoutePattern("/notes/{id}", Int.self)) { _, _, _ in }
      _ = items.tree.navigate(toURL: "/notes/4")
    }
    #expect(
      diagnostics == [
        LifecycleDiagnostic(
          kind: .invalidRoutePattern,
          message:
            "Route pattern /notes/{id} (registered by Items) is invalid: the segment {id} is written with braces: "
            + "write the parameter as :id; not registered."),
        LifecycleDiagnostic(
          kind: .unmatchedRoute,
          message:
            "tree.navigate(toURL: \"/notes/4\") matched no route; nothing ran and nothing changed. Not registered "
            + "because invalid: /notes/{id}; fix the pattern if it is the route meant."),
      ])
  }
}
