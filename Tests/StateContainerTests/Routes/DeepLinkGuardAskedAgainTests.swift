import StateContainer
import Testing

/// A deep link is proposed like every other change
/// (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>): when a container's guard,
/// asked about its part of the link, makes a request on that container, the proposal is
/// made again from where the container now heads and the guard asked again.
@Suite("A deep link's guard is asked again when the container moved while it ran")
@MainActor
struct DeepLinkGuardAskedAgainTests {
  @Test("a request made by the guard of a link's container: the link's proposal is made again from it")
  func requestFromTheGuardAsksAgain() throws {
    let tree = RoutedTree()
    tree.appear()
    var asked = 0
    tree.tabs.decide = { [tabs = tree.tabs] proposal in
      asked += 1
      if asked == 1 { tabs.setNeedsStateTransition(to: "archive", animated: false) }
      return .allow
    }
    _ = tree.log.take()
    let match = try tree.tabs.tree.navigate(toURL: "/archive", animated: false).get()
    tree.clock.run()
    #expect(match.transition?.reportedOutcome == .completed)
    #expect(tree.routedStates == "archive; archive: list; inbox: list")
    expectWholeLog(
      tree.log.take(),
      [
        "@0ms make(stack archive)",
        "@0ms make(A: list)",
        // The guard's own request is guarded first (its line is logged when it returns)...
        "@0ms T guard request(from: inbox, to: archive, animated: false) -> allow",
        "@0ms T guard deepLink(/archive)(from: inbox, to: archive, animated: false) -> allow",
        // ...then the link is proposed again from where the container now heads.
        "@0ms T guard deepLink(/archive)(from: archive, to: archive, animated: false) -> allow",
        "@0ms T.willTransition(to: archive, animated: false)",
        "@0ms I.willDisappear(animated: false)",
        "@0ms I list.willDisappear(animated: false) [none to list]",
        "@0ms A.willAppear(animated: false)",
        "@0ms A.willTransition(to: list, animated: false)",
        "@0ms A list.willMove(toParent: A)",
        "@0ms A list.willAppear(animated: false) [none to list]",
        "@0ms I.didDisappear(animated: false)",
        "@0ms I list.didDisappear(animated: false)",
        "@0ms A.didAppear(animated: false)",
        "@0ms A list.didAppear(animated: false)",
        "@0ms A list.didMove(toParent: A)",
        "@0ms A.didTransition(from: nil, animated: false)",
        "@0ms T.didTransition(from: inbox, animated: false)",
      ])
  }
}
