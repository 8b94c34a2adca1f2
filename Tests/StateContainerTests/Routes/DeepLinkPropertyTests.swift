import Foundation
import StateContainer
import Testing

/// The URL of what is shown, and how a link is read (RoutesAndDeepLinks), as properties
/// over random states of the two-level `RoutedTree` and random URLs: seeded and reproducible
/// (`STATECONTAINER_LINK_PROPERTY_ITERATIONS`, `STATECONTAINER_LINK_PROPERTY_SEED`; a failure
/// names the iteration's seed).
///
/// Pins <doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>.
@Suite("The URL of what is shown: the round trip and the fixed point over random trees and URLs")
@MainActor
struct DeepLinkPropertyTests {
  static var iterations: Int {
    ProcessInfo.processInfo.environment["STATECONTAINER_LINK_PROPERTY_ITERATIONS"].flatMap(Int.init) ?? 300
  }
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["STATECONTAINER_LINK_PROPERTY_SEED"].flatMap(UInt64.init)
      ?? 0x4C49_4E4B
  }

  @Test("round trip: a fresh tree navigated to the URL a random tree shows shows the same routed states")
  func roundTrip() throws {
    for index in 0..<Self.iterations {
      let seed = FuzzRandom.sequenceSeed(Self.seed, index: index)
      var random = FuzzRandom(seed: seed)
      let tree = Self.randomTree(&random)
      let url = try #require(tree.tabs.tree.currentURL, "seed \(seed)")
      let fresh = RoutedTree()
      if random.chance(0.5) { fresh.appear() }
      let match = try fresh.tabs.tree.navigate(toURL: url, animated: random.chance(0.5)).get()
      fresh.clock.run()
      #expect(match.pattern == url, "seed \(seed)")
      #expect(Self.shownRoutedStates(fresh) == Self.shownRoutedStates(tree), "seed \(seed): \(url)")
      #expect(fresh.tabs.tree.currentURL == url, "seed \(seed)")
      let outcome = match.transition?.reportedOutcome
      #expect(outcome == .completed || outcome == .alreadyCurrent, "seed \(seed): \(url)")
    }
  }

  @Test("fixed point: a URL written any way prints canonically after one reading, and then stays")
  func fixedPoint() throws {
    #expect(try Self.shownURL(after: "/inbox/notes/007") == "/inbox/notes/7")
    for index in 0..<Self.iterations {
      let seed = FuzzRandom.sequenceSeed(Self.seed, index: index)
      var random = FuzzRandom(seed: seed)
      let (url, canonical) = Self.randomWrittenURL(&random)
      let printed = try Self.shownURL(after: url, onScreen: random.chance(0.5))
      #expect(printed == canonical, "seed \(seed): \(url)")
      #expect(
        try Self.shownURL(after: printed, onScreen: random.chance(0.5)) == printed, "seed \(seed): \(url)")
      #expect(try RoutePath(parsing: printed).description == printed, "seed \(seed): \(url)")
    }
  }

  @Test(
    "random URLs and byte strings on random trees: what the reference reads, or a clean failure that changes nothing"
  )
  func randomURLs() throws {
    for index in 0..<Self.iterations {
      let seed = FuzzRandom.sequenceSeed(Self.seed, index: index)
      var random = FuzzRandom(seed: seed)
      let tree = Self.randomTree(&random)
      let url = Self.randomURL(&random)
      let expected = Self.referenceReading(url, in: tree)
      let states = tree.routedStates
      let shown = tree.tabs.tree.currentURL
      _ = tree.log.take()
      let (result, diagnostics) = LifecycleDiagnostic.capture {
        tree.tabs.tree.navigate(toURL: url, animated: random.chance(0.5))
      }
      switch result {
      case .success(let match):
        tree.clock.run()
        #expect(expected == match.pattern, "seed \(seed): \(url.debugDescription)")
        #expect(diagnostics.isEmpty, "seed \(seed)")
        let current = try #require(tree.tabs.tree.currentURL, "seed \(seed)")
        // What was read is shown, and nothing more: a tab read alone shows its stack's root,
        // and a link the tabs leave to their stack keeps the tab's part in front.
        let readsTab = match.pattern.hasPrefix("/inbox") || match.pattern.hasPrefix("/archive")
        if !readsTab {
          #expect(
            current == "/" + tree.tabs.currentState + match.pattern, "seed \(seed): \(url.debugDescription)")
        } else {
          #expect(current == match.pattern, "seed \(seed): \(url.debugDescription)")
        }
      case .failure(let failure):
        #expect(expected == nil, "seed \(seed): \(url.debugDescription) failed: \(failure)")
        #expect(failure != .refused(url), "seed \(seed)")
        #expect(diagnostics.map(\.kind) == [.unmatchedRoute], "seed \(seed)")
        tree.clock.run()
        #expect(tree.routedStates == states, "seed \(seed): \(url.debugDescription)")
        #expect(tree.tabs.tree.currentURL == shown, "seed \(seed)")
        // Reading may make the entries a stack would push (for the one on top to read the
        // rest); nothing else happens.
        let log = tree.log.take()
        #expect(
          log.allSatisfy { $0.contains(" make(I: ") || $0.contains(" make(A: ") }, "seed \(seed): \(log)")
      }
    }
  }

  // MARK: - Random trees and URLs

  /// A fresh tree in a random state, on screen or not: a tab shown, and in each stack a
  /// path of routed destinations (`note k`, then `edit k`) with, above them, some that no
  /// link reads (`draft`); some pushed and popped.
  static func randomTree(_ random: inout FuzzRandom) -> RoutedTree {
    let tree = RoutedTree()
    let tab = random.pick(["inbox", "archive"])
    if random.chance(0.5) {
      tree.appear()
      tree.tabs.setNeedsStateTransition(to: tab, animated: random.chance(0.5))
    } else {
      _ = tree.tabs.tree.navigate(toURL: "/" + tab, animated: false)
    }
    for name in ["inbox", "archive"] {
      let stack = tree.tabs.stack(name)
      var top = "list"
      for _ in 0..<random.int(0...2) {
        if top == "list" {
          top = "note \(random.int(-3...150))"
        } else if top.hasPrefix("note ") {
          top = "edit " + top.dropFirst("note ".count)
        } else {
          break
        }
        stack.push(top, animated: random.chance(0.5))
      }
      for draft in 0..<random.int(0...2) { stack.push("draft \(draft)", animated: random.chance(0.5)) }
      if random.chance(0.25), stack.canPop { stack.pop(animated: random.chance(0.5)) }
      if random.chance(0.1) { stack.popToRoot(animated: false) }
    }
    tree.clock.run()
    return tree
  }

  /// A URL the routes read, written with leading zeros, signs, empty and dot segments,
  /// percent-encoding, a scheme, a query or a fragment; and its canonical form.
  static func randomWrittenURL(_ random: inout FuzzRandom) -> (url: String, canonical: String) {
    let tab = random.pick(["inbox", "archive"])
    var canonical = ["/" + tab]
    var segments = [random.chance(0.2) ? (tab == "inbox" ? "%69nbox" : "arch%69ve") : tab]
    if random.chance(0.7) {
      let id = random.int(-20...5000)
      canonical.append("/notes/\(id)")
      let digits = String(id.magnitude)
      let sign = id < 0 ? "-" : random.pick(["", "", "+"])
      segments += ["notes", sign + String(repeating: "0", count: random.pick([0, 0, 1, 3])) + digits]
      if random.chance(0.5) {
        canonical.append("/edit")
        segments.append(random.chance(0.2) ? "%65dit" : "edit")
      }
    }
    var written = segments.map { segment -> String in
      switch random.int(0...9) {
      case 0: "./" + segment
      case 1: "x/../" + segment
      case 2: "/" + segment
      default: segment
      }
    }
    .joined(separator: "/")
    written = random.pick(["/", "", "//", "myapp://", "myapp:///", "https://example.com/"]) + written
    written += random.pick(["", "", "/", "//", "?a=1&b", "#top", "/?x=%20#y"])
    return (written, canonical.joined())
  }

  /// A URL that may or may not read: a written one, with garbage put in, cut short, or
  /// random bytes.
  static func randomURL(_ random: inout FuzzRandom) -> String {
    let (written, _) = randomWrittenURL(&random)
    switch random.int(0...9) {
    case 0...2: return written
    case 3...4:
      var parts = written.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      parts.insert(
        random.pick([
          "abc", "notes", "edit", "inbox", "%", "%ZZ", "..", "", "-", "99999999999999999999", "%2F",
        ]),
        at: random.int(0...parts.count))
      return parts.joined(separator: "/")
    case 5: return String(written.prefix(random.int(0...written.count)))
    case 6: return "/notes/\(random.int(0...9))" + random.pick(["", "/edit", "/x"])
    case 7:
      return String(repeating: random.pick(["/inbox", "/notes/1", "/", "/.."]), count: random.int(50...400))
    default:
      let bytes = (0..<random.int(0...30)).map { _ in
        random.chance(0.4)
          ? random.pick(Array("/.%inbox0123".utf8)) : UInt8(truncatingIfNeeded: random.int(0...255))
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  // MARK: - References

  /// What the tree's routed containers read of `url`, by the reference reading of
  /// `NavigationFuzzRoutes`: the canonical URL of what they read, or `nil` when the URL is
  /// malformed or some part is left unread.
  static func referenceReading(_ url: String, in tree: RoutedTree) -> String? {
    guard let segments = NavigationFuzzRoutes.referenceSegments(url) else { return nil }
    var index = 0
    var pattern = ""
    var tabRead = false
    if index < segments.count, segments[index] == "inbox" || segments[index] == "archive" {
      pattern += "/" + segments[index]
      index += 1
      tabRead = true
    }
    // A link the tabs do not read goes on to the stack they show now, if any.
    var stackRead = false
    if tabRead || tree.tabs.hasDeterminedState, index + 1 < segments.count, segments[index] == "notes",
      let id = NavigationFuzzRoutes.referenceInt(segments[index + 1])
    {
      pattern += "/notes/\(id)"
      index += 2
      stackRead = true
      if index < segments.count, segments[index] == "edit" {
        pattern += "/edit"
        index += 1
      }
    }
    guard index == segments.count, tabRead || stackRead else { return nil }
    return pattern
  }

  /// The tab shown and the routed part of its stack: what a URL carries.
  static func shownRoutedStates(_ tree: RoutedTree) -> String {
    guard tree.tabs.hasDeterminedState else { return "-" }
    let tab = tree.tabs.currentState
    let destinations = tree.tabs.stack(tab).destinations
    var routed = [destinations[0]]
    for (parent, destination) in zip(destinations, destinations.dropFirst()) {
      guard tree.tabs.stack(tab).deepLinkPath(for: destination, above: parent) != nil else { break }
      routed.append(destination)
    }
    return tab + ": " + routed.joined(separator: " / ")
  }

  /// The URL a fresh tree shows after navigating to `url`.
  static func shownURL(after url: String, onScreen: Bool = false) throws -> String {
    let tree = RoutedTree()
    if onScreen { tree.appear() }
    _ = try tree.tabs.tree.navigate(toURL: url, animated: false).get()
    tree.clock.run()
    return try #require(tree.tabs.tree.currentURL)
  }
}
