import StateContainer
import Testing

/// Patterns and printing as properties: random patterns and random URLs against a reference
/// matcher that is quadratic and obviously correct; random bytes, empty segments, `..`,
/// percent-encoding, very long paths and very many segments never crash; printing is a
/// fixed point after one parse.
///
/// Pins <doc:RoutesAndDeepLinks#Register-routes-where-the-screens-are>.
@Suite("Patterns, matching and printing: properties over random patterns and URLs")
@MainActor
struct RoutePropertyTests {
  /// A deterministic generator, seeded per test: the random suite's SplitMix64.
  typealias Random = FuzzRandom

  /// A pattern segment as the reference sees it: its rank (literal 0, parameter 1, `*` 2,
  /// `**` 3) and its text.
  enum Piece: Hashable {
    case literal(String), intParameter, wildcard, rest
    var rank: Int {
      switch self {
      case .literal: 0
      case .intParameter: 1
      case .wildcard: 2
      case .rest: 3
      }
    }
    var written: String {
      switch self {
      case .literal(let text): text
      case .intParameter: ":p"
      case .wildcard: "*"
      case .rest: "**"
      }
    }
  }

  /// The reference: every pattern that matches `segments` (parameters must be `Int`s), the
  /// winner the one whose ranks, position by position, are smallest; a pattern that ends
  /// with the path beats a `**` matching nothing. O(patterns × segments), no trie.
  static func reference(_ patterns: [[Piece]], _ segments: [String]) -> Int? {
    func ranks(_ pattern: [Piece]) -> [Int]? {
      var result: [Int] = []
      for (index, piece) in pattern.enumerated() {
        if case .rest = piece { return result + [3] }
        guard index < segments.count else { return nil }
        switch piece {
        case .literal(let text): guard text == segments[index] else { return nil }
        case .intParameter: guard Int(segments[index]) != nil else { return nil }
        case .wildcard, .rest: break
        }
        result.append(piece.rank)
      }
      return pattern.count == segments.count ? result : nil
    }
    var best: (index: Int, ranks: [Int])?
    for (index, pattern) in patterns.enumerated() {
      guard let candidate = ranks(pattern) else { continue }
      if let current = best, !candidate.lexicographicallyPrecedes(current.ranks) { continue }
      best = (index, candidate)
    }
    return best?.index
  }

  static let words = ["a", "b", "c", "7", "007", "x y", "é", "-1"]

  static func randomPattern(_ random: inout Random) -> [Piece] {
    let count = Int.random(in: 0...4, using: &random)
    var pieces: [Piece] = []
    for index in 0..<count {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5: pieces.append(.literal(words.randomElement(using: &random)!))
      case 5..<7: pieces.append(.intParameter)
      case 7..<9: pieces.append(.wildcard)
      default: if index == count - 1 { pieces.append(.rest) } else { pieces.append(.wildcard) }
      }
    }
    return pieces
  }

  @Test("random patterns and URLs: the table picks what the reference picks, or fails cleanly")
  func matchesTheReference() throws {
    var random = Random(seed: 0x5EED_0011)
    for _ in 0..<300 {
      let table = RouteTable()
      var patterns: [[Piece]] = []  // the ones registered, by index
      var shapes: Set<[Int]> = []
      var handled: [Int] = []
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        let pieces = Self.randomPattern(&random)
        let text = "/" + pieces.map(\.written).joined(separator: "/")
        let shape = pieces.map { piece -> Int in
          if case .literal(let literal) = piece { return 10 + Self.words.firstIndex(of: literal)! }
          return piece.rank
        }
        let index = patterns.count
        let parameters = pieces.filter { $0 == Piece.intParameter }.count
        let (_, diagnostics) = LifecycleDiagnostic.capture { () -> Void in
          // Parameters are named p0, p1, ... and all Int.
          var numbered = 0
          let named =
            "/"
            + pieces.map { piece -> String in
              guard piece == Piece.intParameter else { return piece.written.replacingSpaces() }
              defer { numbered += 1 }
              return ":p\(numbered)"
            }.joined(separator: "/")
          switch parameters {
          case 0: table.addRoute(RoutePattern(named)) { _ in handled.append(index) }
          case 1: table.addRoute(RoutePattern(named, Int.self)) { _, _ in handled.append(index) }
          case 2: table.addRoute(RoutePattern(named, Int.self, Int.self)) { _, _, _ in handled.append(index) }
          case 3:
            table.addRoute(RoutePattern(named, Int.self, Int.self, Int.self)) { _, _, _, _ in
              handled.append(index)
            }
          default:
            table.addRoute(RoutePattern(named, Int.self, Int.self, Int.self, Int.self)) { _, _, _, _, _ in
              handled.append(index)
            }
          }
        }
        if shapes.insert(shape).inserted {
          #expect(diagnostics.isEmpty, "\(text)")
          patterns.append(pieces)
        } else {
          #expect(diagnostics.map(\.kind) == [.routeClash], "\(text)")
          patterns.append([
            .literal("never"), .literal("matched"), .literal("placeholder"), .literal("x"), .literal("y"),
          ])
        }
      }
      for _ in 0..<20 {
        let segments = (0..<Int.random(in: 0...5, using: &random)).map { _ in
          Self.words.randomElement(using: &random)!
        }
        let url = "/" + segments.map { $0.replacingSpaces() }.joined(separator: "/")
        handled.removeAll()
        let (result, diagnostics) = LifecycleDiagnostic.capture { table.navigate(to: url) }
        let expected = Self.reference(patterns, segments)
        if let expected {
          #expect(handled == [expected], "\(url) in \(table.routes)")
          #expect(diagnostics.isEmpty)
          if case .success(let match) = result { #expect(match.path.segments == segments) }
        } else {
          #expect(handled == [], "\(url) in \(table.routes)")
          #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
          #expect(throws: RouteFailure.unmatched(url)) { try result.get() }
        }
      }
    }
  }

  @Test(
    "random byte strings, empty segments, .., percent-encoding, long paths: never a crash, a match or a clean failure"
  )
  func hostileInput() {
    var random = Random(seed: 0xBAD_1D)
    let table = RouteTable()
    var ran = 0
    table.addRoute("/a/:n", Int.self) { _, _ in ran += 1 }
    table.addRoute("/a/*/b") { _ in ran += 1 }
    table.addRoute("/**") { _ in ran += 1 }
    let alphabet = Array("/%.?#&=:+aA0fF9 é\u{0}\u{7F}".unicodeScalars)
    for round in 0..<3_000 {
      var text = ""
      let length =
        round % 100 == 0
        ? Int.random(in: 1_000...20_000, using: &random) : Int.random(in: 0...40, using: &random)
      for _ in 0..<length {
        if Int.random(in: 0..<4, using: &random) == 0 {
          text.unicodeScalars.append(UnicodeScalar(UInt8.random(in: 0...127, using: &random)))
        } else {
          text.unicodeScalars.append(alphabet.randomElement(using: &random)!)
        }
      }
      ran = 0
      let (result, diagnostics) = LifecycleDiagnostic.capture { table.navigate(to: text) }
      switch result {
      case .success:
        #expect(ran == 1)
        #expect(diagnostics.isEmpty)
      case .failure(let failure):
        // `/**` matches every path, so only a malformed URL can fail.
        guard case .malformedURL(let url, _) = failure else {
          Issue.record("\(failure) for \(text.debugDescription)")
          continue
        }
        #expect(url == text)
        #expect(ran == 0)
        #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
      }
      // Whatever parsed prints to a fixed point.
      if let path = try? RoutePath(parsing: text) {
        let printed = path.description
        #expect((try? RoutePath(parsing: printed)) == path, "\(text.debugDescription)")
        #expect((try? RoutePath(parsing: printed))?.description == printed)
      }
    }
    // Many segments, long segments, many dot segments.
    for url in [
      String(repeating: "/", count: 100_000), String(repeating: "/..", count: 50_000),
      String(repeating: "/a", count: 100_000), String(repeating: "%41", count: 100_000),
    ] {
      ran = 0
      let (result, _) = LifecycleDiagnostic.capture { table.navigate(to: url) }
      #expect((try? result.get()) != nil)
      #expect(ran == 1)
    }
  }

  @Test("printing is a fixed point after one parse: a route prints what it matched, and that matches again")
  func printParseFixedPoint() throws {
    var random = Random(seed: 0xF1_0ED)
    let note = RoutePattern("/notes/:id/:title/*/**", Int.self, String.self)
    let table = RouteTable()
    var printed: [String] = []
    table.addRoute(note) { match, id, title in
      printed.append(note.path(id, title, wildcards: match.wildcards, rest: match.rest))
    }
    let pieces = ["007", "-3", "+4", "a b", "%2F", "é", "%2E%2E", "x%3Fy", "0", "q#"]
    for _ in 0..<500 {
      let rest = (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)!
      }
      let id = ["007", "12", "-3", "+4"].randomElement(using: &random)!
      let segments =
        [id] + (0..<2).map { _ in pieces.randomElement(using: &random)!.replacingOccurrences("#", "%23") }
        + rest.map { $0.replacingOccurrences("#", "%23") }
      let url = "/notes/" + segments.map { $0.replacingSpaces() }.joined(separator: "/")
      printed.removeAll()
      let first = try table.navigate(to: url).get()
      let once = printed[0]
      let second = try table.navigate(to: once).get()
      #expect(printed == [once, once], "\(url)")
      #expect(second.path == (try RoutePath(parsing: once)))
      #expect(first.parameterSegments[1] == second.parameterSegments[1])
    }
  }
}

extension String {
  /// The text with spaces written `%20`, as a URL writes them.
  fileprivate func replacingSpaces() -> String { replacingOccurrences(" ", "%20") }

  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
