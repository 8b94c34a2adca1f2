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
    override func loadAppearanceState() -> String { "home" }
    override func state(forDeepLink link: inout DeepLink) -> String? {
      link.read("a") ? "a" : nil
    }
    override func deepLinkPath(for state: String) -> String? { state == "a" ? "/a" : nil }
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

  @Test("children(for:) making new components: the shown child is the one that read the rest")
  func freshChildrenReadTheRest() throws {
    let outer = Outer(clock: SimulatedClock())
    outer.beginAppearanceTransition(true, animated: false)
    outer.endAppearanceTransition()
    outer.log = []
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
}
