import StateContainer
import Testing

/// The result a popped entry hands back to the entry that pushed it.
struct PickedColor: Equatable {
  var name: String
}

/// A value an entry provides to the entries pushed above it.
enum AccountKey: ContextKey {
  static let defaultValue = "nobody"
}

/// Released nodes live with their upstream links until the entry among them that was on
/// screen has moved out; then they are freed. An entry's upstream is the entry it was pushed
/// from.
///
/// Pins <doc:NavigatingBetweenScreens#A-stack-of-screens>.
@Suite("Released nodes live, linked upstream, until their shown entry has moved out")
@MainActor
struct NavigationReleaseTests {
  @Test(
    "a popped subtree lives, linked upstream, until its shown entry's didMove(toParent: nil), then is freed")
  func poppedSubtreeFreedAfterItLeaves() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("a", animated: false)
    navigation.push("b", animated: false)
    navigation.push("c", animated: false)
    let b = WeakComponent(navigation.currentNode.parent!.component)
    let c = WeakComponent(navigation.currentNode.component)
    let a = navigation.currentNode.parent!.parent!
    _ = stack.log.take()

    stack.log.on("c.didDisappear(animated: true)") {
      stack.log.record("c's upstream: \(recordingName(c.component?.tree.upstream))")
    }
    navigation.pop(to: a, animated: true)
    stack.clock.advance(by: .milliseconds(349))
    #expect(b.component != nil && c.component != nil)
    stack.clock.advance(by: .milliseconds(1))

    #expect(b.component == nil && c.component == nil)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root / a, animated: true)",
        "@0ms c.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(c, animated: true)",
        "@0ms c.willDisappear(animated: true) [back to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true) [back to a]",
        "@350ms c.didDisappear(animated: true)",
        "@350ms c's upstream: b",
        "@350ms N.childDidDisappear(c, animated: true)",
        "@350ms c.didMove(toParent: nil)",
        "@350ms a.didAppear(animated: true)",
        "@350ms N.childDidAppear(a, animated: true)",
        "@350ms a.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / a / b / c, animated: true)",
      ])
  }

  @Test("pop to a node releases the other branches below it; entries never shown are freed at once")
  func popToReleasesOtherBranches() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("x", animated: false)
    navigation.push("x1", animated: false)
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("y", animated: false)
    let x = WeakComponent(navigation.rootNode.children[0].component)
    let x1 = WeakComponent(navigation.rootNode.children[0].children[0].component)
    let y = WeakComponent(navigation.currentNode.component)
    _ = stack.log.take()

    navigation.popToRoot(animated: true)

    #expect(x.component == nil && x1.component == nil)
    #expect(y.component != nil)
    stack.clock.run()
    #expect(y.component == nil)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root, animated: true)",
        "@0ms y.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(y, animated: true)",
        "@0ms y.willDisappear(animated: true) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: true)",
        "@0ms root.willAppear(animated: true) [back to root]",
        "@350ms y.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(y, animated: true)",
        "@350ms y.didMove(toParent: nil)",
        "@350ms root.didAppear(animated: true)",
        "@350ms N.childDidAppear(root, animated: true)",
        "@350ms root.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / y, animated: true)",
      ])
  }

  @Test(
    "replace: the old entry lives until it has moved out, then is freed; a kept one is detached from the tree"
  )
  func replaceFreesTheOldEntry() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("a", animated: false)
    let old = WeakComponent(navigation.currentNode.component)
    navigation.push("kept", animated: false)
    let kept = navigation.currentNode.component
    navigation.pop(animated: false)
    _ = stack.log.take()

    navigation.replaceCurrent(with: "a2", animated: true)
    #expect(old.component?.tree.upstream === navigation.rootNode.component)
    stack.clock.run()

    #expect(old.component == nil)
    #expect(kept.tree.upstream == nil && kept.parent == nil)
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a2)",
        "@0ms N.willTransition(to: root / a2#1, animated: true)",
        "@0ms a.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(a, animated: true)",
        "@0ms a.willDisappear(animated: true) [replace to a2]",
        "@0ms a2.willMove(toParent: N)",
        "@0ms N.childWillAppear(a2, animated: true)",
        "@0ms a2.willAppear(animated: true) [replace to a2]",
        "@350ms a.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(a, animated: true)",
        "@350ms a.didMove(toParent: nil)",
        "@350ms a2.didAppear(animated: true)",
        "@350ms N.childDidAppear(a2, animated: true)",
        "@350ms a2.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / (replaced), animated: true)",
      ])
  }

  @Test("a component released before it was ever shown gets no hook and is freed at once")
  func neverShown() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("a", animated: true)
    navigation.push("b", animated: true)
    let b = WeakComponent(navigation.currentNode.component)
    navigation.pop(animated: true)

    #expect(b.component == nil)
    stack.clock.run()
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(a)",
        "@0ms N.willTransition(to: root / a, animated: true)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: true)",
        "@0ms root.willDisappear(animated: true) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: true)",
        "@0ms a.willAppear(animated: true) [forward to a]",
        "@0ms make(b)",
        "@350ms root.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(root, animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms a.didAppear(animated: true)",
        "@350ms N.childDidAppear(a, animated: true)",
        "@350ms a.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: true)",
      ])
  }

  @Test("a popped entry hands a result to its pusher: a response sent in its willDisappear reaches it")
  func poppedEntryHandsAResultToItsPusher() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("editor", animated: false)
    navigation.currentNode.component.tree.handle(PickedColor.self) { editor, color, sender in
      stack.log.record("\(recordingName(editor)) got \(color.name) from \(recordingName(sender))")
    }
    navigation.push("picker", animated: false)
    let picker = navigation.currentNode.component
    _ = stack.log.take()

    stack.log.on("picker.willDisappear(animated: true) [back to editor]") {
      _ = picker.tree.send(PickedColor(name: "teal"))
    }
    navigation.pop(animated: true)
    stack.clock.run()

    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N.willTransition(to: root / editor, animated: true)",
        "@0ms picker.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(picker, animated: true)",
        "@0ms picker.willDisappear(animated: true) [back to editor]",
        "@0ms editor got teal from picker",
        "@0ms editor.willMove(toParent: N)",
        "@0ms N.childWillAppear(editor, animated: true)",
        "@0ms editor.willAppear(animated: true) [back to editor]",
        "@350ms picker.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(picker, animated: true)",
        "@350ms picker.didMove(toParent: nil)",
        "@350ms editor.didAppear(animated: true)",
        "@350ms N.childDidAppear(editor, animated: true)",
        "@350ms editor.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / editor / picker, animated: true)",
      ])
  }

  @Test("context flows down the stack: an entry reads what the entry it was pushed from provides")
  func contextFlowsDown() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.tree.context[AccountKey.self] = "container"
    let root = navigation.rootNode.component
    navigation.push("account", animated: false)
    let account = navigation.currentNode.component
    navigation.push("settings", animated: false)
    let settings = navigation.currentNode.component

    #expect(settings.tree.context[AccountKey.self] == "container")
    account.tree.context[AccountKey.self] = "ada"
    #expect(settings.tree.context[AccountKey.self] == "ada")
    #expect(root.tree.context[AccountKey.self] == "container")
    #expect(settings.tree.upstream === account && account.tree.upstream === root)
    #expect(root.tree.upstream === navigation)
  }

  @Test("a released container frees its tree, and a move still waiting on it ends as dropped")
  func releasedContainer() async throws {
    try await withTimeLimit(hangGuard) {
      let clock = SimulatedClock()
      var navigation: NavigationContainer<String>? = NavigationContainer(root: "root", clock: clock) { _ in
        Component()
      }
      navigation?.push("a", animated: false)
      navigation?.beginAppearanceTransition(true, animated: false)
      let waiting = navigation!.push("b", animated: true)
      weak let container = navigation
      weak let entry = navigation?.currentNode.component
      weak let node = navigation?.currentNode

      navigation = nil

      #expect(container == nil && entry == nil && node == nil)
      #expect(await waiting.outcome == .dropped)
    }
  }

  @Test(
    "a cache that serves the factory keeps, when cleared, the entries of live nodes, and lets popped ones go")
  func cacheKeepsLiveEntries() {
    let clock = SimulatedClock()
    let cache = ComponentCache<String>()
    let navigation = NavigationContainer<String>(root: "root", clock: clock) { destination in
      cache.component(for: destination) { Component() }
    }
    navigation.appearForTest()
    navigation.push("a", animated: false)
    navigation.push("b", animated: false)
    weak let b = navigation.currentNode.component
    navigation.pop(animated: false)
    navigation.jump(to: navigation.rootNode, animated: false)

    cache.clear()

    #expect(cache.keys.sorted() == ["a", "root"])
    #expect(b == nil)
    navigation.push("b", animated: false)
    #expect(navigation.children.count == 1 && navigation.children.first === cache["b"])
  }
}
