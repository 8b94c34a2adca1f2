import StateContainer
import Testing

/// How a URL or a path is read into segments and query items, and printed.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-URL-is-parsed>.
@Suite("Parsing and printing URLs: segments, query items, percent-encoding")
struct RoutePathTests {
  private func parsed(_ url: String) throws -> RoutePath { try RoutePath(parsing: url) }

  @Test("segments split on /; empty segments and . are ignored; .. removes the one before")
  func segments() throws {
    #expect(try parsed("/notes/5").segments == ["notes", "5"])
    #expect(try parsed("notes/5").segments == ["notes", "5"])
    #expect(try parsed("//notes///5/").segments == ["notes", "5"])
    #expect(try parsed("/notes/./5").segments == ["notes", "5"])
    #expect(try parsed("/notes/drafts/../5").segments == ["notes", "5"])
    #expect(try parsed("/../../notes").segments == ["notes"])
    #expect(try parsed("/").segments == [])
    #expect(try parsed("").segments == [])
    #expect(try parsed("/%2E%2E/x").segments == ["..", "x"])
  }

  @Test("a / or & followed by a combining mark still separates (found by the random navigation suite)")
  func separatorsAreBytes() throws {
    #expect(try parsed("/0/\u{301}1").segments == ["0", "\u{301}1"])
    #expect(try parsed("/0/\u{301}1").description == "/0/%CC%811")
    #expect(try parsed("?a=1&\u{301}b").queryItems.map(\.name) == ["a", "\u{301}b"])
    #expect(try parsed("myapp://\u{301}a/b").segments == ["\u{301}a", "b"])
  }

  @Test("segments, names and values are percent-decoded; bad escapes are a clean failure")
  func percentDecoding() throws {
    #expect(try parsed("/caf%C3%A9/a%2Fb/%20").segments == ["café", "a/b", " "])
    #expect(try parsed("/é").segments == ["é"])
    #expect(
      throws: RouteFailure.malformedURL("/a%zz", reason: "the segment `a%zz` has an invalid percent-encoding")
    ) {
      try parsed("/a%zz")
    }
    #expect(
      throws: RouteFailure.malformedURL("/a%4", reason: "the segment `a%4` has an invalid percent-encoding")
    ) {
      try parsed("/a%4")
    }
    // %FF is not UTF-8.
    #expect(
      throws: RouteFailure.malformedURL("/%FF", reason: "the segment `%FF` has an invalid percent-encoding")
    ) {
      try parsed("/%FF")
    }
    #expect(
      throws: RouteFailure.malformedURL(
        "/a?x=%", reason: "the query item `x=%` has an invalid percent-encoding")
    ) {
      try parsed("/a?x=%")
    }
  }

  @Test("the query splits on & into items; an item without = has no value; the fragment is ignored")
  func query() throws {
    let path = try parsed("/notes?sort=date&pinned&&q=a%26b%3Dc&plus=a+b&empty=#top?x=1")
    #expect(path.segments == ["notes"])
    #expect(
      path.queryItems == [
        RouteQueryItem(name: "sort", value: "date"), RouteQueryItem(name: "pinned", value: nil),
        RouteQueryItem(name: "q", value: "a&b=c"), RouteQueryItem(name: "plus", value: "a+b"),
        RouteQueryItem(name: "empty", value: ""),
      ])
    #expect(path.queryValue("q") == "a&b=c")
    #expect(path.queryValue("pinned") == nil)
    #expect(path.queryValue("missing") == nil)
  }

  @Test("a scheme: http(s) drops the host; an app's own scheme reads the host as the first segment")
  func schemes() throws {
    #expect(try parsed("https://example.com/notes/5?a=1").segments == ["notes", "5"])
    #expect(try parsed("HTTP://example.com").segments == [])
    #expect(try parsed("myapp://notes/5").segments == ["notes", "5"])
    #expect(try parsed("myapp:///notes/5").segments == ["notes", "5"])
    #expect(try parsed("myapp:notes/5").segments == ["notes", "5"])
    #expect(try parsed("/notes/a:b").segments == ["notes", "a:b"])
  }

  @Test("printing is canonical and a fixed point after one parse")
  func printing() throws {
    let path = try parsed("myapp://notes/./007//a%2fb/%2E/?q=a%26b&pinned#x")
    #expect(path.description == "/notes/007/a%2Fb/%2E?q=a%26b&pinned")
    #expect(try parsed(path.description) == path)
    #expect(try parsed("/").description == "/")
    #expect(try parsed("/é b").description == "/%C3%A9%20b")
  }

  @Test("very long paths and very many segments parse without trouble")
  func large() throws {
    let many = String(repeating: "/a", count: 200_000)
    #expect(try parsed(many).segments.count == 200_000)
    let long = "/" + String(repeating: "x", count: 1_000_000)
    #expect(try parsed(long).segments == [String(repeating: "x", count: 1_000_000)])
    let dots = String(repeating: "/..", count: 100_000) + "/a"
    #expect(try parsed(dots).segments == ["a"])
  }
}
