import StateContainer
import Testing

/// How a routed container reads its part of a link.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite("Reading a deep link: each routed container reads its part of the link")
@MainActor
struct DeepLinkReadingTests {
  static func link(_ url: String, payload: Any? = nil) throws -> DeepLink {
    DeepLink(url: url, path: try RoutePath(parsing: url), payload: payload)
  }

  @Test("a literal or a typed segment is read only when it is next and converts")
  func literalsAndTypedSegments() throws {
    var link = try Self.link("/notes/abc/7")
    let readAbcFirst = link.read("abc")
    let readNotes = link.read("notes")
    let readAbcAsInt = link.read(Int.self)
    #expect(!readAbcFirst && readNotes && readAbcAsInt == nil)
    #expect(link.remainingSegments == ["abc", "7"])
    let readAbc = link.read("abc")
    let seven = link.read(Int.self)
    #expect(readAbc && seven == 7 && link.isAtEnd)
    let pastTheEnd = (link.read(Int.self), link.read("x"))
    #expect(pastTheEnd.0 == nil && !pastTheEnd.1)
  }

  @Test("a pattern reads a prefix, all or nothing: literals, typed parameters, * and **")
  func patterns() throws {
    var link = try Self.link("/notes/7/x/edit/a/b?mode=full")
    let twoNumbers = link.read(RoutePattern("/notes/:id/:page", Int.self, Int.self))
    #expect(twoNumbers == nil && link.remainingSegments.count == 6)
    let id = link.read(RoutePattern("/notes/:id/*", Int.self))
    #expect(id == 7 && link.remainingSegments == ["edit", "a", "b"])
    let rest: Void? = link.read(RoutePattern("/edit/**"))
    #expect(rest != nil && link.isAtEnd)
    #expect(link.queryValue("mode") == "full")
    let (invalid, diagnostics) = LifecycleDiagnostic.capture {
      link.read(RoutePattern("/:broken/:names", Int.self))
    }
    #expect(invalid == nil)
    #expect(diagnostics.map(\.kind) == [.invalidRoutePattern])
  }

  @Test("the payload and the query reach the container that reads the link")
  func payloadReachesTheContainer() throws {
    final class Pages: StateContainer<String> {
      var payloads: [String] = []
      override func state(forDeepLink link: inout DeepLink) -> String? {
        payloads.append("\(link.payload ?? "none") \(link.queryValue("q") ?? "-")")
        return link.read("search") ? "search" : nil
      }
    }
    let pages = Pages(clock: SimulatedClock())
    _ = pages.tree.navigate(toURL: "/search?q=swift", payload: "draft")
    #expect(pages.payloads == ["draft swift"])
    #expect(pages.currentState == "search")
  }
}
