import StateContainer
import Testing

/// An invalid move changes nothing, a change a guard holds included: the move's check (its
/// factory's entry, its target node, history) comes before anything that would supersede,
/// combine with or apply the held change, so that change stays waiting, untouched, with no
/// ``HeldTransitionEvent`` posted, and proceeds afterwards as if the invalid move had not
/// been made.
///
/// Pins <doc:NavigatingBetweenScreens#Guards-discard-your-draft>.
@Suite("An invalid move keeps a held change waiting")
@MainActor
struct InvalidMoveKeepsHeldChangeTests {
  /// A stack on screen at `root / a / b` (entries from a cache keyed by destination), with
  /// history, whose guard holds a pop off `b`; every hook, guard decision, history change
  /// and held-change event goes to one log.
  @MainActor struct HeldPop {
    let clock = SimulatedClock()
    let log: RecordingLog
    let navigation: RecordingNavigation
    let cache = ComponentCache<String>()
    let held: HeldTransition<NavigationPosition<String>>
    let heldPop: TransitionRequest
    let watch: EventWatch
    /// A node pushed and popped before the pop was held.
    let released: NavigationNode<String>

    /// - Parameter holding: The move the guard holds; a pop by default.
    init(holding: (RecordingNavigation) -> TransitionRequest = { $0.pop(animated: false) }) throws {
      let clock = clock
      let log = RecordingLog(stampingWith: clock)
      self.log = log
      let cache = cache
      navigation = RecordingNavigation(log: log, clock: clock) { destination, make in
        cache.component(for: destination, make: make)
      }
      navigation.historyPolicy = .unlimited
      navigation.appearForTest()
      navigation.push("a", identifier: "a", animated: false)
      navigation.push("gone", animated: false)
      released = navigation.currentNode
      navigation.pop(animated: false)
      navigation.push("b", identifier: "b", animated: false)
      navigation.observeHistoryAndDecisions()
      watch = navigation.tree.watch(HeldTransitionEvent.self) { [log] _, event in
        log.record("N posted HeldTransitionEvent(\(event.change))")
      }
      navigation.decide = { $0.from?.currentNode?.destination == "b" ? .hold : .allow }
      heldPop = holding(navigation)
      held = try #require(navigation.heldTransition)
      navigation.decide = { _ in .allow }
      _ = log.take()
    }

    /// Makes `move`, which must be invalid, and checks the held change is as it was.
    func expectInvalid(
      _ move: () -> TransitionRequest, log expected: [String], diagnostics expectedDiagnostics: [String],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let history = navigation.stateHistory.map(\.description)
      let (request, diagnostics) = LifecycleDiagnostic.capture { move() }
      clock.run()
      #expect(request.reported == "invalid", sourceLocation: sourceLocation)
      #expect(diagnostics.map(\.message) == expectedDiagnostics, sourceLocation: sourceLocation)
      #expect(heldPop.reported == "waiting", sourceLocation: sourceLocation)
      #expect(held.isWaiting, sourceLocation: sourceLocation)
      #expect(navigation.heldTransition === held, sourceLocation: sourceLocation)
      #expect(navigation.pathNames == ["root", "a", "b"], sourceLocation: sourceLocation)
      #expect(navigation.stateHistory.map(\.description) == history, sourceLocation: sourceLocation)
      expectWholeLog(log.take(), expected, sourceLocation: sourceLocation)
    }

    /// Proceeds the held pop: it is made as if the invalid move had not been made.
    func expectHeldPopProceeds(
      to path: [String] = ["root", "a"], log expected: [String] = InvalidMoveKeepsHeldChangeTests.popLog,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      held.proceed()
      clock.run()
      #expect(heldPop.reported == "completed", sourceLocation: sourceLocation)
      #expect(navigation.heldTransition == nil, sourceLocation: sourceLocation)
      #expect(navigation.pathNames == path, sourceLocation: sourceLocation)
      expectWholeLog(log.take(), expected, sourceLocation: sourceLocation)
    }
  }

  /// The held pop off `b`, proceeded: the whole log, as if no invalid move had been made.
  static let popLog = [
    "@0ms N posted HeldTransitionEvent(applied)",
    "@0ms N history pruned([root / a])",
    "@0ms N.willTransition(to: root / a, animated: false)",
    "@0ms b.willMove(toParent: nil)",
    "@0ms N.childWillDisappear(b, animated: false)",
    "@0ms b.willDisappear(animated: false) [back to a]",
    "@0ms a.willMove(toParent: N)",
    "@0ms N.childWillAppear(a, animated: false)",
    "@0ms a.willAppear(animated: false) [back to a]",
    "@0ms b.didDisappear(animated: false)",
    "@0ms N.childDidDisappear(b, animated: false)",
    "@0ms b.didMove(toParent: nil)",
    "@0ms a.didAppear(animated: false)",
    "@0ms N.childDidAppear(a, animated: false)",
    "@0ms a.didMove(toParent: N)",
    "@0ms N.didTransition(from: root / a / b, animated: false)",
  ]

  /// What the diagnostic of a factory that returned `entry`, the entry of the node `entry`,
  /// says.
  static func inUse(_ call: String, _ entry: String) -> String {
    "\(call) on N: the factory returned \(entry), which is already the entry of the node \(entry) of N; "
      + "a component is in one place at a time, so no node is made and nothing changes. "
      + "Make a new component per node, or key the cache by node."
  }

  @Test("a push whose factory returns an entry in the tree")
  func pushOfAnEntryInTheTree() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.push("a", animated: false) },
      log: ["@0ms N guard navigation(from: root / a / b, to: root / a / a (new), animated: false) -> allow"],
      diagnostics: [Self.inUse("push(a, animated: false)", "a")])
    stack.expectHeldPopProceeds()
  }

  @Test("a replace whose factory returns the entry of a node the change keeps (the root)")
  func replaceWithAnEntryInTheTree() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.replaceCurrent(with: "root", animated: false) },
      log: ["@0ms N guard navigation(from: root / a / b, to: root / (replaced), animated: false) -> allow"],
      diagnostics: [Self.inUse("replaceCurrent(with: root, animated: false)", "root")])
    stack.expectHeldPopProceeds()
  }

  @Test("a push of the entry a held pop releases, still shown: invalid before the pop is made")
  func pushOfTheEntryTheHeldPopReleases() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.push("b", animated: false) },
      log: ["@0ms N guard navigation(from: root / a / b, to: root / a / b (new), animated: false) -> allow"],
      diagnostics: [Self.inUse("push(b, animated: false)", "b")])
    stack.expectHeldPopProceeds()
  }

  @Test("a push of the entry of a node a held pop to the root releases: checked against the tree as it is")
  func pushOfAnEntryAHeldPopToTheRootReleases() throws {
    let stack = try HeldPop { $0.popToRoot(animated: false) }
    stack.expectInvalid(
      { stack.navigation.push("a", animated: false) },
      log: ["@0ms N guard navigation(from: root / a / b, to: root / a (new), animated: false) -> allow"],
      diagnostics: [Self.inUse("push(a, animated: false)", "a")])
    stack.expectHeldPopProceeds(
      to: ["root"],
      log: [
        "@0ms N posted HeldTransitionEvent(applied)",
        "@0ms N history pruned([root / a])",
        "@0ms N history pruned([root])",
        "@0ms N.willTransition(to: root, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [back to root]",
        "@0ms root.willMove(toParent: N)",
        "@0ms N.childWillAppear(root, animated: false)",
        "@0ms root.willAppear(animated: false) [back to root]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms root.didAppear(animated: false)",
        "@0ms N.childDidAppear(root, animated: false)",
        "@0ms root.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / a / b, animated: false)",
      ])
  }

  @Test("a replace that keeps the component of the node the held pop leads to is made with the pop")
  func replaceKeepingItsComponentGoesOn() throws {
    let stack = try HeldPop()
    let (replace, diagnostics) = LifecycleDiagnostic.capture {
      stack.navigation.replaceCurrent(with: "a", animated: false)
    }
    stack.clock.run()
    #expect(diagnostics.isEmpty)
    #expect(replace.reported == "completed")
    #expect(stack.heldPop.reported == "completed")
    #expect(stack.navigation.heldTransition == nil && !stack.held.isWaiting)
    #expect(stack.navigation.pathNames == ["root", "a"])
    expectWholeLog(
      stack.log.take(),
      [
        "@0ms N guard navigation(from: root / a / b, to: root / (replaced), animated: false) -> allow",
        "@0ms N posted HeldTransitionEvent(applied)",
        "@0ms N history pruned([root / (replaced)])",
        "@0ms N.willTransition(to: root / a#1, animated: false)",
        "@0ms b.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(b, animated: false)",
        "@0ms b.willDisappear(animated: false) [jump to a]",
        "@0ms a.willMove(toParent: N)",
        "@0ms N.childWillAppear(a, animated: false)",
        "@0ms a.willAppear(animated: false) [jump to a]",
        "@0ms b.didDisappear(animated: false)",
        "@0ms N.childDidDisappear(b, animated: false)",
        "@0ms b.didMove(toParent: nil)",
        "@0ms a.didAppear(animated: false)",
        "@0ms N.childDidAppear(a, animated: false)",
        "@0ms a.didMove(toParent: N)",
        "@0ms N.didTransition(from: root / (replaced) / b, animated: false)",
      ])
  }

  @Test("a push by reference of a node on the current path")
  func pushByReferenceOnTheCurrentPath() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.push("x", identifier: "a", animated: false) }, log: [],
      diagnostics: [
        "push(x, identifier: a, animated: false) on N: the node with that identifier is on the current path, "
          + "and a component is in one place at a time; refused."
      ])
    stack.expectHeldPopProceeds()
  }

  @Test("a jump to an unknown identifier")
  func jumpToAnUnknownIdentifier() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.jump(to: "nowhere", animated: false) }, log: [],
      diagnostics: [
        "jump(to: nowhere, animated: false) on N: no node carries that identifier; nothing changes."
      ])
    stack.expectHeldPopProceeds()
  }

  @Test("a jump to a released node")
  func jumpToAReleasedNode() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.jump(to: stack.released, animated: false) }, log: [],
      diagnostics: ["jump(to: gone, animated: false) on N: the node is not in its tree; nothing changes."])
    stack.expectHeldPopProceeds()
  }

  @Test("a pop to a released node")
  func popToAReleasedNode() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.pop(to: stack.released, animated: false) }, log: [],
      diagnostics: [
        "pop(to: gone, animated: false) on N: the node is not on the current path; nothing changes."
      ])
    stack.expectHeldPopProceeds()
  }

  @Test("a pop to an unknown identifier")
  func popToAnUnknownIdentifier() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.pop(to: "nowhere", animated: false) }, log: [],
      diagnostics: [
        "pop(to: nowhere, animated: false) on N: no node carries that identifier; nothing changes."
      ])
    stack.expectHeldPopProceeds()
  }

  @Test("a presentation of a component already in the tree, and a replacing one")
  func presentationOfAComponentInTheTree() throws {
    let stack = try HeldPop()
    let shown = try #require(stack.cache["b"])
    stack.expectInvalid(
      { stack.navigation.present(shown, animated: false) }, log: [],
      diagnostics: ["N.present(b): b is already the entry of the node b of N; ignored."])
    stack.expectInvalid(
      { stack.navigation.replacePresentation(with: shown, animated: false) }, log: [],
      diagnostics: ["N.replacePresentation(with: b): b is already the entry of the node b of N; ignored."])
    stack.expectHeldPopProceeds()
  }

  @Test("a back with too short a history")
  func backWithTooShortAHistory() throws {
    let stack = try HeldPop()
    stack.expectInvalid(
      { stack.navigation.requestGoBack(5, animated: false) }, log: [],
      diagnostics: ["goBack(5) on N, whose history holds 1 entry; nothing changes."])
    stack.expectHeldPopProceeds()
  }
}
