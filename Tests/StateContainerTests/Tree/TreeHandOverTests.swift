import Testing

@testable import StateContainer

private struct Ping {
  var id: Int
}

private enum PlaceKey: ContextKey {
  static var defaultValue: String { "nowhere" }
}

/// A service that says which tree registered it and logs its start and stop.
@MainActor private final class PlaceService: Service {
  let place: String
  let log: RecordingLog
  init(_ place: String, log: RecordingLog) {
    self.place = place
    self.log = log
  }
  func start(options: Void) { log.record("\(place) service starts") }
  func stop() { log.record("\(place) service stops") }
}

/// A component's bus, route table, services and context follow one hand-over when its
/// upstream changes (ContextResponsesAndEvents, "Events"; RoutesAndDeepLinks, "Register
/// routes where the screens are").
@Suite("The tree's hand-over: a component that joins a tree, or moves to another, takes its place there")
@MainActor
struct TreeHandOverTests {
  enum Join: CaseIterable {
    case stateChild, navigationEntry, presentation
  }

  /// A top of the kind `join` needs, appeared, with a watch of its own on `Ping`.
  private func top(for join: Join, joiner: Component, log: RecordingLog) -> Component {
    let clock = SimulatedClock()
    let top: Component
    switch join {
    case .stateChild:
      top = RecordingContainer<SpecState>(
        "T", log: log, clock: clock, appearanceState: .a, table: [.a: [], .b: [joiner]])
    case .navigationEntry:
      top = RecordingNavigation(log: log, clock: clock) { destination, make in
        destination == "joiner" ? joiner : make()
      }
    case .presentation:
      top = RecordingContainer<SpecState>("T", log: log, clock: clock, appearanceState: .a, table: [:])
    }
    top.appearForTest()
    top.tree.watch(Ping.self) { _, ping in log.record("top got Ping(\(ping.id))") }
    return top
  }

  private func add(_ joiner: Component, to top: Component, by join: Join) {
    switch join {
    case .stateChild: (top as! RecordingContainer<SpecState>).setNeedsStateTransition(to: .b, animated: false)
    case .navigationEntry: (top as! RecordingNavigation).push("joiner", animated: false)
    case .presentation: (top as! RecordingContainer<SpecState>).present(joiner, animated: false)
    }
  }

  @Test(
    "a detached component's watches and routes join the tree it is added to, in watch order, whichever way it joins",
    arguments: Join.allCases)
  func joiningHandsOver(join: Join) throws {
    let log = RecordingLog()
    let joiner = RecordingComponent("joiner", log: log)
    joiner.componentName = "joiner"
    joiner.tree.watch(Ping.self) { me, ping in me.log.record("joiner got Ping(\(ping.id))") }
    joiner.tree.registerRoute("/joiner/:id", Int.self) { me, _, id in me.log.record("joiner route \(id)") }
    joiner.tree.post(Ping(id: 0))
    _ = try joiner.tree.navigate(toURL: "/joiner/0").get()
    let top = top(for: join, joiner: joiner, log: log)
    #expect(log.take() == ["joiner got Ping(0)", "joiner route 0"] + appearance(of: join))

    add(joiner, to: top, by: join)
    #expect(log.take() == joinTranscript(join))

    top.tree.post(Ping(id: 1))
    _ = try top.tree.navigate(toURL: "/joiner/1").get()
    #expect(log.take() == ["joiner got Ping(1)", "top got Ping(1)", "joiner route 1"])
    #expect(joiner.tree.eventBus === top.tree.eventBus)
    #expect(joiner.tree.routeTable === top.tree.routeTable)
    #expect(joiner.treeNode?.ownEventBus == nil && joiner.treeNode?.ownRouteTable == nil)
  }

  private func appearance(of join: Join) -> [String] {
    switch join {
    case .stateChild, .presentation:
      [
        "T.willAppear(animated: false)", "T.loadAppearanceState() -> a",
        "T.willTransition(to: a, animated: false)",
        "T.children(for: a)", "T.didAppear(animated: false)", "T.didTransition(from: nil, animated: false)",
      ]
    case .navigationEntry:
      [
        "make(root)", "N.willAppear(animated: false)", "N.willTransition(to: root, animated: false)",
        "root.willMove(toParent: N)", "N.childWillAppear(root, animated: false)",
        "root.willAppear(animated: false) [none to root]", "N.didAppear(animated: false)",
        "root.didAppear(animated: false)", "N.childDidAppear(root, animated: false)",
        "root.didMove(toParent: N)",
        "N.didTransition(from: nil, animated: false)",
      ]
    }
  }

  private func joinTranscript(_ join: Join) -> [String] {
    switch join {
    case .stateChild:
      [
        "T.willTransition(to: b, animated: false)", "T.children(for: b)", "joiner.willMove(toParent: T)",
        "T.childWillAppear(joiner, animated: false)", "joiner.willAppear(animated: false)",
        "joiner.didAppear(animated: false)", "T.childDidAppear(joiner, animated: false)",
        "joiner.didMove(toParent: T)", "T.didTransition(from: a, animated: false)",
      ]
    case .navigationEntry:
      [
        "N.willTransition(to: root / joiner, animated: false)", "root.willMove(toParent: nil)",
        "N.childWillDisappear(root, animated: false)",
        "root.willDisappear(animated: false) [forward to joiner]",
        "joiner.willMove(toParent: N)", "N.childWillAppear(joiner, animated: false)",
        "joiner.willAppear(animated: false)", "root.didDisappear(animated: false)",
        "N.childDidDisappear(root, animated: false)", "root.didMove(toParent: nil)",
        "joiner.didAppear(animated: false)", "N.childDidAppear(joiner, animated: false)",
        "joiner.didMove(toParent: N)", "N.didTransition(from: root, animated: false)",
      ]
    case .presentation:
      [
        "joiner.willMove(toParent: T)", "T.childWillAppear(joiner, animated: false)",
        "joiner.willAppear(animated: false)", "joiner.didAppear(animated: false)",
        "T.childDidAppear(joiner, animated: false)", "joiner.didMove(toParent: T)",
      ]
    }
  }

  @Test(
    "a subtree moved to another tree reads that tree's context and services at once; its watches and routes stay where they were made"
  )
  func movingBetweenTrees() throws {
    let log = RecordingLog()
    let clock = SimulatedClock()
    let leaf = RecordingComponent("leaf", log: log)
    let middle = RecordingContainer<SpecState>(
      "M", log: log, clock: clock, appearanceState: .a, table: [.a: [leaf]])
    let first = RecordingContainer<SpecState>(
      "A", log: log, clock: clock, appearanceState: .a, table: [.a: [middle], .b: []])
    let second = RecordingContainer<SpecState>(
      "B", log: log, clock: clock, appearanceState: .a, table: [.a: [], .b: [middle]])
    for (top, place) in [(first, "first"), (second, "second")] {
      top.tree.context[PlaceKey.self] = place
      top.tree.registerService(PlaceService(place, log: log))
      top.appearForTest()
    }
    leaf.tree.watch(Ping.self) { me, ping in me.log.record("leaf got Ping(\(ping.id))") }
    leaf.tree.registerRoute("/leaf") { me, _ in me.log.record("leaf route") }
    func reads() {
      let upstream = recordingNames(Array(leaf.upstreamChain()))
      let service = leaf.tree.service(PlaceService.self)?.place ?? "none"
      log.record("leaf reads \(leaf.tree.context[PlaceKey.self]), \(service) service, upstream \(upstream)")
    }
    reads()
    _ = log.take()

    first.setNeedsStateTransition(to: .b, animated: false)
    second.setNeedsStateTransition(to: .b, animated: false)
    reads()
    first.tree.post(Ping(id: 1))
    second.tree.post(Ping(id: 2))
    _ = try first.tree.navigate(toURL: "/leaf").get()
    let (_, diagnostics) = LifecycleDiagnostic.capture { _ = second.tree.navigate(toURL: "/leaf") }
    #expect(
      log.take() == [
        "A.willTransition(to: b, animated: false)", "A.children(for: b)", "M.willMove(toParent: nil)",
        "A.childWillDisappear(M, animated: false)", "M.willDisappear(animated: false)",
        "M.childWillDisappear(leaf, animated: false)", "leaf.willDisappear(animated: false)",
        "M.didDisappear(animated: false)", "leaf.didDisappear(animated: false)",
        "M.childDidDisappear(leaf, animated: false)", "A.childDidDisappear(M, animated: false)",
        "M.didMove(toParent: nil)", "A.didTransition(from: a, animated: false)",
        "B.willTransition(to: b, animated: false)", "B.children(for: b)", "M.willMove(toParent: B)",
        "B.childWillAppear(M, animated: false)", "M.willAppear(animated: false)",
        "M.childWillAppear(leaf, animated: false)", "leaf.willAppear(animated: false)",
        "M.didAppear(animated: false)", "leaf.didAppear(animated: false)",
        "M.childDidAppear(leaf, animated: false)", "B.childDidAppear(M, animated: false)",
        "M.didMove(toParent: B)", "B.didTransition(from: a, animated: false)",
        "second service starts",
        "leaf reads second, second service, upstream [\"M\", \"B\"]",
        "leaf got Ping(1)",
        "leaf route",
      ])
    #expect(diagnostics.map(\.kind) == [.unmatchedRoute])
    #expect(leaf.tree.eventBus === second.tree.eventBus)
    #expect(first.tree.routeTable.routes == ["/leaf"] && second.tree.routeTable.routes == [])
  }

  @Test(
    "a component that never uses the tree has no tree node; the first use that stores something makes one")
  func nodeIsLazy() {
    let log = RecordingLog()
    let left = Component()
    let right = Component()
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [left, right], .b: [right]])
    container.appearForTest()
    container.setNeedsStateTransition(to: .b, animated: false)
    container.setNeedsStateTransition(to: .a, animated: false)
    #expect([left.treeNode, right.treeNode].map { $0 == nil } == [true, true])

    // Reads, a post and a send store nothing in the component that makes them.
    _ = left.tree.context[PlaceKey.self]
    _ = left.tree.upstream
    _ = left.tree.handles(Ping.self)
    left.tree.post(Ping(id: 1))
    let (_, diagnostics) = LifecycleDiagnostic.capture { left.tree.send(Ping(id: 2)) }
    #expect(diagnostics.map(\.kind) == [.unhandledResponse])
    #expect([left.treeNode, right.treeNode].map { $0 == nil } == [true, true])

    left.tree.watch(Ping.self) { _, _ in }
    right.tree.context[PlaceKey.self] = "right"
    #expect(left.treeNode?.eventWatches != nil)
    #expect(right.treeNode?.contextValues.count == 1)
  }

  @Test(
    "a bus and a route table installed on a detached stack take the watches and routes its entries made before, on their own"
  )
  func installingABusHandsOver() throws {
    let log = RecordingLog()
    let clock = SimulatedClock()
    // The root entry watches and registers a route while it is made, in the stack's
    // initializer, before the app installs the tree's bus and table on the stack (a tab
    // kept off screen).
    let stack = RecordingNavigation(log: log, clock: clock) { destination, make in
      let entry = make()
      entry.tree.watch(Ping.self) { _, ping in log.record("\(destination) got Ping(\(ping.id))") }
      entry.tree.registerRoute("/\(destination)/:id", Int.self) { _, _, id in
        log.record("\(destination) route \(id)")
      }
      return entry
    }
    let bus = EventBus()
    let table = RouteTable()
    let host = RecordingContainer<SpecState>("host", log: log, clock: clock, appearanceState: .a, table: [:])
    host.tree.context[EventBusKey.self] = bus
    host.tree.context[RouteTableKey.self] = table
    stack.tree.context[EventBusKey.self] = bus
    stack.tree.context[RouteTableKey.self] = table
    _ = log.take()

    host.tree.post(Ping(id: 1))
    _ = try host.tree.navigate(toURL: "/root/1").get()
    #expect(log.take() == ["root got Ping(1)", "root route 1"])
    #expect(stack.treeNode?.ownEventBus == nil)
    #expect(stack.treeNode?.ownRouteTable == nil)
  }
}
