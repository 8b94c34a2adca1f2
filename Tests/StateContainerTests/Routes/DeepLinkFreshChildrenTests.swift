import StateContainer
import Testing

/// A link reads into the components the container will show, even when the app's
/// `children(for:)` makes new ones on each call.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite("A deep link asks children(for:) once per container and shows the components that read it")
@MainActor
struct DeepLinkFreshChildrenTests {
  /// Reads one of `states`; its `children(for:)` makes a new `Inner` on every call.
  final class Outer: StateContainer<String> {
    var log: [String] = []
    var made = 0
    /// Whether the guard holds deep links; it allows everything else.
    var holdsLinks = false
    override func loadAppearanceState() -> String { "home" }
    override func transitionDecision(for proposal: TransitionProposal<String>) -> TransitionDecision {
      if holdsLinks, case .deepLink = proposal.cause { return .hold }
      return .allow
    }
    override func state(forDeepLink link: inout DeepLink) -> String? {
      link.read("a") ? "a" : link.read("c") ? "c" : nil
    }
    override func deepLinkPath(for state: String) -> String? {
      state == "a" || state == "c" ? "/\(state)" : nil
    }
    override func children(for state: String) -> [Component] {
      made += 1
      log.append("Outer.children(for: \(state)) -> inner\(made)")
      return [Inner(name: "inner\(made)", clock: clock, log: { [unowned self] in self.log.append($0) })]
    }
  }

  final class Inner: StateContainer<String> {
    let name: String
    let record: (String) -> Void
    init(name: String, clock: any TransitionClock, log: @escaping (String) -> Void) {
      self.name = name
      record = log
      super.init(clock: clock)
    }
    override func loadAppearanceState() -> String { "top" }
    override func state(forDeepLink link: inout DeepLink) -> String? {
      let state = link.read("x") ? "x" : "top"
      record("\(name).state(forDeepLink:) -> \(state)")
      return state
    }
    override func deepLinkPath(for state: String) -> String? { state == "x" ? "/x" : nil }
    override func didTransition(from previousState: String?, animated: Bool) {
      record("\(name).didTransition(to: \(currentState))")
    }
  }

  /// What `/a/x` read while `Outer` moves to `b` logs, once that transition ends: `a`'s new
  /// child read the rest, and took its state at once, off screen.
  static let linkReadBehindB = [
    "Outer.children(for: b) -> inner2",
    "Outer.children(for: a) -> inner3",
    "inner3.state(forDeepLink:) -> x",
    "inner3.didTransition(to: x)",
    "inner2.didTransition(to: top)",
  ]

  /// An `Outer` on screen at `home`, its log emptied; when `animatingTo` names a state, a
  /// transition to it is in flight on `clock`.
  func appearedOuter(clock: SimulatedClock = SimulatedClock(), animatingTo state: String? = nil) -> Outer {
    let outer = Outer(clock: clock)
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    outer.log = []
    if let state { outer.setNeedsStateTransition(to: state, animated: true) }
    return outer
  }

  @Test("children(for:) making new components: the shown child is the one that read the rest")
  func freshChildrenReadTheRest() throws {
    let outer = appearedOuter()
    let match = try outer.tree.navigate(toURL: "/a/x", animated: false).get()
    let shown = try #require(outer.children.first as? Inner)
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(
      outer.log == [
        "Outer.children(for: a) -> inner2",
        "inner2.state(forDeepLink:) -> x",
        "inner2.didTransition(to: x)",
      ])
    #expect(shown.name == "inner2" && shown.currentState == "x")
    #expect(outer.tree.currentURL == "/a/x")
  }

  @Test("The linked state is current: the components shown now read the rest, children(for:) is not asked")
  func currentStateShownChildrenReadTheRest() throws {
    let outer = appearedOuter()
    outer.setNeedsStateTransition(to: "a", animated: false)
    let match = try outer.tree.navigate(toURL: "/a/x", animated: false).get()
    let shown = try #require(outer.children.first as? Inner)
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(
      outer.log == [
        "Outer.children(for: a) -> inner2",
        "inner2.didTransition(to: top)",
        "inner2.state(forDeepLink:) -> x",
        "inner2.didTransition(to: x)",
      ])
    #expect(shown.name == "inner2" && shown.currentState == "x")
    #expect(outer.tree.currentURL == "/a/x")
  }

  @Test(
    "The linked state's transition is in flight, a request waiting to leave it or not: the components it shows read the rest (the link's request is dropped as current)",
    arguments: [false, true])
  func transitionInFlightShownChildrenReadTheRest(requestWaitsToLeave: Bool) throws {
    let clock = SimulatedClock()
    let outer = appearedOuter(clock: clock, animatingTo: "a")
    if requestWaitsToLeave { outer.setNeedsStateTransition(to: "b", animated: false) }
    let match = try outer.tree.navigate(toURL: "/a/x", animated: false).get()
    clock.run()
    let shown = try #require(outer.children.first as? Inner)
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(
      outer.log == [
        "Outer.children(for: a) -> inner2",
        "inner2.state(forDeepLink:) -> x",
        "inner2.didTransition(to: top)",
        "inner2.didTransition(to: x)",
      ])
    #expect(shown.name == "inner2" && shown.currentState == "x")
    #expect(outer.tree.currentURL == "/a/x")
  }

  @Test(
    "The linked state is requested behind a transition in flight: that request's transition shows the components that read the rest"
  )
  func queuedRequestShowsChildrenThatReadTheRest() throws {
    let clock = SimulatedClock()
    let outer = appearedOuter(clock: clock, animatingTo: "b")
    outer.setNeedsStateTransition(to: "a", animated: false)
    let match = try outer.tree.navigate(toURL: "/a/x", animated: false).get()
    clock.run()
    let shown = try #require(outer.children.first as? Inner)
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(outer.log == Self.linkReadBehindB)
    #expect(shown.name == "inner3" && shown.currentState == "x")
    #expect(outer.tree.currentURL == "/a/x")
  }

  /// How a link's request waiting behind a transition in flight ends without being applied.
  enum LinkRequestEnd: String, CaseIterable, CustomTestStringConvertible {
    /// A request for the state in flight replaces it, and is dropped as current.
    case replaced
    /// The container disappears: the transition in flight ends at once and drops it.
    case droppedAtDisappearance
    var testDescription: String { rawValue }
  }

  @Test(
    "A link's request that ends unapplied leaves nothing: a later transition to the link's state asks children(for:)",
    arguments: LinkRequestEnd.allCases)
  func linkRequestEndingUnappliedDropsItsChildren(_ end: LinkRequestEnd) throws {
    let clock = SimulatedClock()
    let outer = appearedOuter(clock: clock, animatingTo: "b")
    let match = try outer.tree.navigate(toURL: "/a/x", animated: false).get()
    switch end {
    case .replaced:
      outer.setNeedsStateTransition(to: "b", animated: false)
      clock.run()
    case .droppedAtDisappearance:
      outer.beginAppearanceTransition(false, animated: false)
      outer.endAppearanceTransition()
    }
    outer.setNeedsStateTransition(to: "a", animated: false)
    let shown = try #require(outer.children.first as? Inner)
    #expect(match.transition?.reportedOutcome == (end == .replaced ? .superseded : .dropped))
    #expect(
      outer.log
        == Self.linkReadBehindB + ["Outer.children(for: a) -> inner4"]
        + (end == .replaced ? ["inner4.didTransition(to: top)"] : []))
    #expect(shown.name == "inner4" && shown.currentState == "top")
    #expect(outer.tree.currentURL == "/a")
  }

  /// How a held link ends without being applied.
  enum HeldLinkEnd: String, CaseIterable, CustomTestStringConvertible {
    /// `cancel()` on the held change, then a request for the link's state.
    case cancelled
    /// A request for the link's state, allowed, replaces the held change.
    case superseded
    var testDescription: String { rawValue }
  }

  @Test(
    "A held link that ends unapplied leaves nothing: the next transition to its state asks children(for:)",
    arguments: HeldLinkEnd.allCases)
  func heldLinkEndingUnappliedDropsItsChildren(_ end: HeldLinkEnd) throws {
    let outer = appearedOuter()
    outer.holdsLinks = true
    let match = try outer.tree.navigate(toURL: "/a/x", animated: false).get()
    let held = try #require(match.heldTransition)
    if end == .cancelled { held.cancel() }
    outer.setNeedsStateTransition(to: "a", animated: false)
    let shown = try #require(outer.children.first as? Inner)
    #expect(match.transition?.reportedOutcome == (end == .cancelled ? .cancelled : .superseded))
    #expect(
      outer.log == [
        "Outer.children(for: a) -> inner2",
        "inner2.state(forDeepLink:) -> x",
        "Outer.children(for: a) -> inner3",
        "inner3.didTransition(to: top)",
      ])
    #expect(shown.name == "inner3" && shown.currentState == "top")
    #expect(outer.tree.currentURL == "/a")
  }

  @Test(
    "A held link leaves what an earlier link kept for its request still waiting: that request's transition shows the components that read the earlier link"
  )
  func heldLinkLeavesWaitingLinksChildren() throws {
    let clock = SimulatedClock()
    let outer = appearedOuter(clock: clock, animatingTo: "b")
    let first = try outer.tree.navigate(toURL: "/a/x", animated: false).get()
    outer.holdsLinks = true
    let second = try outer.tree.navigate(toURL: "/c/x", animated: false).get()
    clock.run()
    let shown = try #require(outer.children.first as? Inner)
    #expect(first.transition?.reportedOutcome == .completed)
    #expect(second.isHeld && second.transition?.reportedOutcome == nil)
    #expect(
      outer.log == [
        "Outer.children(for: b) -> inner2",
        "Outer.children(for: a) -> inner3",
        "inner3.state(forDeepLink:) -> x",
        "inner3.didTransition(to: x)",
        "Outer.children(for: c) -> inner4",
        "inner4.state(forDeepLink:) -> x",
        "inner2.didTransition(to: top)",
      ])
    #expect(shown.name == "inner3" && shown.currentState == "x")
    #expect(outer.tree.currentURL == "/a/x")
  }
}
