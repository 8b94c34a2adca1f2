import StateContainer
import Testing

/// A component is in one place at a time: a navigation factory's result, a state's
/// children and a presentation each refuse a component that is already in the tree, with
/// a diagnostic that says where it is, an outcome of `.invalid`, and the tree as it was; and
/// no walk up the tree (context, responses, the clock of a recorder's timestamps) can loop.
///
/// Pins <doc:TheLifecycle#Misuse>.
@Suite("A component is in one place at a time")
@MainActor
struct OnePlaceAtATimeTests {
  /// A stack on screen whose factory is `factory`, its history and guard observed.
  @MainActor struct Stack {
    let clock = SimulatedClock()
    let log: RecordingLog
    let navigation: RecordingNavigation

    init(factory: @escaping @MainActor (String, () -> Component) -> Component) {
      log = RecordingLog(stampingWith: clock)
      navigation = RecordingNavigation(log: log, clock: clock, factory: factory)
      navigation.appearForTest()
      _ = log.take()
    }

    /// Context read on `component` and a pop to the root with a recorder attached: both
    /// end (they looped forever, and overflowed the stack, when a component was its own
    /// ancestor). Returns the recorder's transcript of the pop.
    func readContextAndPopToRoot(from component: Component) -> [String] {
      navigation.tree.context[ThemeKey.self] = "dark"
      #expect(component.tree.context[ThemeKey.self] == "dark")
      let recorder = LifecycleRecorder()
      recorder.attach(to: navigation)
      let pop = navigation.popToRoot(animated: true)
      clock.run()
      #expect(pop.reported == "completed")
      #expect(navigation.pathNames == ["root"])
      return recorder.transcript
    }
  }

  /// The whole transcript of `readContextAndPopToRoot` on `root / a`: nothing of a refused
  /// move is left to pop.
  static let poppingAToRoot = [
    "@0ms N.willTransition(to: root, animated: true)",
    "@0ms a.willMove(toParent: nil)",
    "@0ms N.childWillDisappear(a, animated: true)",
    "@0ms a.willDisappear(animated: true)",
    "@0ms root.willMove(toParent: N)",
    "@0ms N.childWillAppear(root, animated: true)",
    "@0ms root.willAppear(animated: true)",
    "@0ms a.stateTransitionWillBegin(isAppearing: false)",
    "@0ms root.stateTransitionWillBegin(isAppearing: true)",
    "@0ms a.animateAlongsideStateTransition(isAppearing: false)",
    "@0ms root.animateAlongsideStateTransition(isAppearing: true)",
    "@350ms a.stateTransitionDidEnd(isAppearing: false)",
    "@350ms a.didDisappear(animated: true)",
    "@350ms N.childDidDisappear(a, animated: true)",
    "@350ms a.didMove(toParent: nil)",
    "@350ms root.stateTransitionDidEnd(isAppearing: true)",
    "@350ms root.didAppear(animated: true)",
    "@350ms N.childDidAppear(root, animated: true)",
    "@350ms root.didMove(toParent: N)",
    "@350ms N.didTransition(from: root / a, animated: true)",
  ]

  static let fix =
    "a component is in one place at a time, so no node is made and nothing changes. "
    + "Make a new component per node, or key the cache by node."

  @Test(
    "navigationEntryInUse: a cache-backed factory and one destination pushed twice (a double tap, a detail that pushes itself): invalid, no node made; popped, the screen comes back"
  )
  func doubleTapWithACachedFactory() {
    let cache = ComponentCache<String>()
    let stack = Stack { destination, make in cache.component(for: destination, make: make) }
    let first = stack.navigation.push("item", animated: true)
    let (second, diagnostics) = LifecycleDiagnostic.capture {
      stack.navigation.push("item", animated: true)
    }

    expectDiagnostics(
      diagnostics,
      [
        "navigationEntryInUse: push(item, animated: true) on N: the factory returned item, which is already the "
          + "entry of the node item of N; " + Self.fix
      ])
    #expect(second.reported == "invalid")
    #expect(stack.navigation.pathNames == ["root", "item"])
    stack.clock.run()
    #expect(first.reported == "completed")
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms make(item)",
        "@0ms N.willTransition(to: root / item, animated: true)",
        "@0ms root.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(root, animated: true)",
        "@0ms root.willDisappear(animated: true) [forward to item]",
        "@0ms item.willMove(toParent: N)",
        "@0ms N.childWillAppear(item, animated: true)",
        "@0ms item.willAppear(animated: true) [forward to item]",
        "@350ms root.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(root, animated: true)",
        "@350ms root.didMove(toParent: nil)",
        "@350ms item.didAppear(animated: true)",
        "@350ms N.childDidAppear(item, animated: true)",
        "@350ms item.didMove(toParent: N)",
        "@350ms N.didTransition(from: root, animated: true)",
      ])
    // The detail on screen pushes its own destination, under a new identifier: no node is made.
    let (again, againDiagnostics) = LifecycleDiagnostic.capture {
      (
        stack.navigation.push("item", identifier: "again", animated: false),
        stack.navigation.jump(to: "again", animated: false)
      )
    }
    #expect(again.0.reported == "invalid" && again.1.reported == "invalid")
    expectDiagnostics(
      againDiagnostics,
      [
        "navigationEntryInUse: push(item, identifier: again, animated: false) on N: the factory returned item, "
          + "which is already the entry of the node item of N; " + Self.fix,
        "missingNavigationTarget: jump(to: again, animated: false) on N: no node carries that identifier; "
          + "nothing changes.",
      ])
    #expect(stack.navigation.pathNames == ["root", "item"])
    expectWholeLog(stack.log.take(), [])
    let transcript = stack.readContextAndPopToRoot(from: cache["item"]!)
    expectWholeLog(
      transcript,
      [
        "@350ms N.willTransition(to: root, animated: true)",
        "@350ms item.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(item, animated: true)",
        "@350ms item.willDisappear(animated: true)",
        "@350ms root.willMove(toParent: N)",
        "@350ms N.childWillAppear(root, animated: true)",
        "@350ms root.willAppear(animated: true)",
        "@350ms item.stateTransitionWillBegin(isAppearing: false)",
        "@350ms root.stateTransitionWillBegin(isAppearing: true)",
        "@350ms item.animateAlongsideStateTransition(isAppearing: false)",
        "@350ms root.animateAlongsideStateTransition(isAppearing: true)",
        "@700ms item.stateTransitionDidEnd(isAppearing: false)",
        "@700ms item.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(item, animated: true)",
        "@700ms item.didMove(toParent: nil)",
        "@700ms root.stateTransitionDidEnd(isAppearing: true)",
        "@700ms root.didAppear(animated: true)",
        "@700ms N.childDidAppear(root, animated: true)",
        "@700ms root.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / item, animated: true)",
      ])
    // Popped, and off the screen, the cached screen is free again: the next push takes it.
    let back = stack.navigation.push("item", animated: false)
    #expect(back.reported == "completed")
    #expect(stack.navigation.currentNode.component === cache["item"])
    expectWholeLog(
      stack.log.take(),
      [
        "@350ms N.willTransition(to: root, animated: true)",
        "@350ms item.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(item, animated: true)",
        "@350ms item.willDisappear(animated: true) [back to root]",
        "@350ms root.willMove(toParent: N)",
        "@350ms N.childWillAppear(root, animated: true)",
        "@350ms root.willAppear(animated: true) [back to root]",
        "@700ms item.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(item, animated: true)",
        "@700ms item.didMove(toParent: nil)",
        "@700ms root.didAppear(animated: true)",
        "@700ms N.childDidAppear(root, animated: true)",
        "@700ms root.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / item, animated: true)",
        "@700ms N.willTransition(to: root / item, animated: false)",
        "@700ms root.willMove(toParent: nil)",
        "@700ms N.childWillDisappear(root, animated: false)",
        "@700ms root.willDisappear(animated: false) [forward to item]",
        "@700ms item.willMove(toParent: N)",
        "@700ms N.childWillAppear(item, animated: false)",
        "@700ms item.willAppear(animated: false) [forward to item]",
        "@700ms root.didDisappear(animated: false)",
        "@700ms N.childDidDisappear(root, animated: false)",
        "@700ms root.didMove(toParent: nil)",
        "@700ms item.didAppear(animated: false)",
        "@700ms N.childDidAppear(item, animated: false)",
        "@700ms item.didMove(toParent: N)",
        "@700ms N.didTransition(from: root, animated: false)",
      ])
  }

  @Test(
    "navigationEntryInUse: a factory that returns one shared instance for every detail: the second detail is invalid"
  )
  func sharedInstanceFactory() {
    // Every detail shares one instance: the one made for the first.
    let details = ComponentCache<String>()
    let stack = Stack { destination, make in
      destination == "root" ? make() : details.component(for: "detail", make: make)
    }
    stack.navigation.push("a", animated: false)
    stack.navigation.historyPolicy = .unlimited
    _ = stack.log.take()

    let (push, diagnostics) = LifecycleDiagnostic.capture {
      stack.navigation.push("b", animated: false)
    }

    expectDiagnostics(
      diagnostics,
      [
        "navigationEntryInUse: push(b, animated: false) on N: the factory returned a, which is already the entry "
          + "of the node a of N; " + Self.fix
      ])
    #expect(push.reported == "invalid")
    #expect(stack.navigation.pathNames == ["root", "a"])
    #expect(stack.navigation.stateHistory.isEmpty)
    expectWholeLog(stack.log.take(), [])
    let transcript = stack.readContextAndPopToRoot(from: details["detail"]!)
    expectWholeLog(transcript, Self.poppingAToRoot)
  }

  @Test(
    "invalidPresentation: presenting the shown entry, or the entry of a node below it: invalid, nothing changes"
  )
  func presentingAnEntryInTheTree() {
    let stack = Stack { $1() }
    stack.navigation.push("a", animated: false)
    let shown = stack.navigation.currentNode.component
    let below = stack.navigation.rootNode.component
    _ = stack.log.take()

    let (requests, diagnostics) = LifecycleDiagnostic.capture {
      [
        stack.navigation.present(shown, animated: false),
        stack.navigation.present(below, animated: false),
      ]
    }

    expectDiagnostics(
      diagnostics,
      [
        "invalidPresentation: N.present(a): a is already the entry of the node a of N; ignored.",
        "invalidPresentation: N.present(root): root is already the entry of the node root of N; ignored.",
      ])
    #expect(requests.map(\.reported) == ["invalid", "invalid"])
    #expect(stack.navigation.presentedComponent == nil)
    expectWholeLog(stack.log.take(), [])
    let transcript = stack.readContextAndPopToRoot(from: shown)
    expectWholeLog(transcript, Self.poppingAToRoot)
  }

  @Test(
    "ancestorAsChild and childOfAnotherContainer: children(for:) that lists an ancestor reached through upstream links, or a descendant's entry: left out"
  )
  func childrenListingAnAncestorThroughUpstream() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    var detail: RecordingContainer<SpecState>?
    let navigation = RecordingNavigation(log: log, clock: clock) { destination, make in
      guard destination == "detail" else { return make() }
      let container = RecordingContainer<SpecState>("detail", log: log, clock: clock, appearanceState: .a)
      container.componentName = "detail"
      detail = container
      return container
    }
    navigation.appearForTest()
    navigation.push("detail", animated: false)
    let detailNode = navigation.currentNode
    navigation.push("more", animated: false)
    let more = navigation.currentNode.component
    navigation.jump(to: detailNode, animated: false)
    // Reached through upstream links only: neither is a child of anything now.
    let root = navigation.rootNode.component
    _ = log.take()
    let container = detail!
    container.childrenForState = { state in state == .b ? [root] : state == .c ? [more] : [] }

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      container.setNeedsStateTransition(to: .b, animated: false)
      container.setNeedsStateTransition(to: .c, animated: false)
    }

    expectDiagnostics(
      diagnostics,
      [
        "ancestorAsChild: detail.children(for:) item 0 (root) is an ancestor of the container; left out.",
        "childOfAnotherContainer: detail.children(for:) item 0 (more) is already the entry of the node more of N; "
          + "left out.",
      ])
    #expect(container.children.isEmpty && root.parent == nil)
    expectWholeLog(
      log.take(),
      [
        "@0ms detail.willTransition(to: b, animated: false)",
        "@0ms detail.children(for: b)",
        "@0ms detail.didTransition(from: a, animated: false)",
        "@0ms detail.willTransition(to: c, animated: false)",
        "@0ms detail.children(for: c)",
        "@0ms detail.didTransition(from: b, animated: false)",
      ])
    navigation.tree.context[ThemeKey.self] = "dark"
    #expect(container.tree.context[ThemeKey.self] == "dark")
    let recorder = LifecycleRecorder()
    recorder.attach(to: navigation)
    navigation.popToRoot(animated: true)
    clock.run()
    expectWholeLog(
      recorder.transcript,
      [
        "@0ms N.willTransition(to: root, animated: true)",
        "@0ms detail.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(detail, animated: true)",
        "@0ms detail.willDisappear(animated: true)",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: true)",
        "@0ms root.willAppear(animated: true)",
        "@0ms root.stateTransitionWillBegin(isAppearing: true)",
        "@0ms root.animateAlongsideStateTransition(isAppearing: true)",
        "@350ms detail.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(detail, animated: true)",
        "@350ms detail.didMove(toParent: nil)",
        "@350ms root.stateTransitionDidEnd(isAppearing: true)",
        "@350ms root.didAppear(animated: true)",
        "@350ms N.childDidAppear(root, animated: true)",
        "@350ms root.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / detail, animated: true)",
      ])
  }

  @Test(
    "navigationEntryInUse: a push by reference that brings back a released node whose entry the cache gave to a new node: invalid"
  )
  func bringingBackANodeWhoseEntryIsElsewhere() {
    let cache = ComponentCache<String>()
    let stack = Stack { destination, make in cache.component(for: destination, make: make) }
    let navigation = stack.navigation
    navigation.push("a", identifier: "a", animated: false)
    let a = navigation.currentNode
    navigation.jump(to: navigation.rootNode, animated: false)
    navigation.push("b", animated: false)
    var once = true
    navigation.decide = { [unowned navigation] _ in
      if once {
        // Releases the node a (its entry is let go of), then pushes a again: the cache gives
        // a's entry to the new node.
        once = false
        navigation.popToRoot(animated: false)
        navigation.push("a", animated: false)
      }
      return .allow
    }
    _ = stack.log.take()

    let (push, diagnostics) = LifecycleDiagnostic.capture {
      navigation.push("a again", identifier: "a", animated: false)
    }

    expectDiagnostics(
      diagnostics,
      [
        "navigationEntryInUse: push(a again, identifier: a, animated: false) on N: the node brought back has a as "
          + "an entry, which is now elsewhere in the tree; a component is in one place at a time, so nothing "
          + "changes. Make a new component per node, or key the cache by node."
      ])
    #expect(push.reported == "invalid")
    #expect(a.isReleased && navigation.pathNames == ["root", "a"] && navigation.currentNode !== a)
    #expect(navigation.currentNode.component === cache["a"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root / b, to: root, animated: false) -> allow",
        "@0ms N guard navigation(from: root, to: root / a (new), animated: false) -> allow",
        "@0ms N guard navigation(from: root / b, to: root / b / a, animated: false) -> allow",
        "@0ms N guard navigation(from: root / a, to: root / a / a, animated: false) -> allow",
        "@0ms N.willTransition(to: root / a, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [forward to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [forward to a]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / b, animated: false)",
      ])
    let transcript = stack.readContextAndPopToRoot(from: cache["a"]!)
    expectWholeLog(transcript, Self.poppingAToRoot)
  }
}
