import StateContainer
import Testing

/// A service without options that writes its starts and stops into a ``RecordingLog``.
@MainActor
class RecordingService: Service {
  let name: String
  let log: RecordingLog

  init(_ name: String, log: RecordingLog) {
    self.name = name
    self.log = log
  }

  func start(options: Void) { log.record("start \(name)") }

  func stop() {
    // Also when the component that registered it is released off the main actor.
    MainActor.preconditionIsolated("A service stops on the main actor.")
    log.record("stop \(name)")
  }
}

final class NotesService: RecordingService {}
final class AuthService: RecordingService {}
final class CacheService: RecordingService {}

/// A service with options of its own and a default for first use.
final class SyncService: Service {
  struct StartOptions {
    var intervalSeconds: Int
  }
  static var defaultStartOptions: StartOptions { StartOptions(intervalSeconds: 60) }

  let log: RecordingLog
  init(log: RecordingLog) { self.log = log }

  func start(options: StartOptions) { log.record("start Sync(every \(options.intervalSeconds) s)") }
  func stop() { log.record("stop Sync") }
}

/// A service whose options are optional: first use passes `nil`.
final class AnalyticsService: Service {
  let log: RecordingLog
  init(log: RecordingLog) { self.log = log }

  func start(options: String?) { log.record("start Analytics(key: \(options ?? "nil"))") }
  func stop() { log.record("stop Analytics") }
}

/// A service that uses two others while it starts: the auth service, and itself.
final class InboxService: Service {
  let log: RecordingLog
  unowned let host: Component
  init(log: RecordingLog, host: Component) {
    self.log = log
    self.host = host
  }

  func start(options: Void) {
    log.record("start Inbox begins")
    _ = host.tree.service(AuthService.self)
    #expect(host.tree.service(InboxService.self) === self)
    log.record("start Inbox ends")
  }

  func stop() { log.record("stop Inbox") }
}

/// A component that uses the notes service in its `willAppear`.
final class NotesReader: RecordingComponent {
  override func willAppear(animated: Bool) {
    log.record("\(name).willAppear reads \(tree.service(NotesService.self)?.name ?? "nil")")
  }
}

/// Services, registered on a component and found through context.
///
/// Pins <doc:ContextResponsesAndEvents#Services>.
@Suite("Services: registered on a component, found through context, stopped in reverse order")
@MainActor
struct ServiceTests {
  /// outer shows [middle, sibling]; middle shows [leaf].
  @MainActor struct Tree {
    let log = RecordingLog()
    let clock = SimulatedClock()
    let leaf: NotesReader
    let sibling: NotesReader
    let middle: RecordingContainer<SpecState>
    let outer: RecordingContainer<SpecState>

    init() {
      leaf = NotesReader("leaf", log: log)
      sibling = NotesReader("sibling", log: log)
      middle = RecordingContainer("M", log: log, clock: clock, appearanceState: .a, table: [.a: [leaf]])
      outer = RecordingContainer(
        "O", log: log, clock: clock, appearanceState: .a, table: [.a: [middle, sibling], .b: [sibling]])
      middle.componentName = "M"
      outer.componentName = "O"
    }
  }

  @Test("a service starts on first use, once, with its default options; later lookups return it as it is")
  func firstUseStarts() {
    let log = RecordingLog()
    let app = Component()
    let notes = NotesService("Notes", log: log)
    let sync = SyncService(log: log)
    let analytics = AnalyticsService(log: log)
    app.tree.registerService(notes)
    app.tree.registerService(sync)
    app.tree.registerService(analytics)
    #expect(log.entries == [])

    #expect(app.tree.service(SyncService.self) === sync)
    #expect(app.tree.service(SyncService.self) === sync)
    let found: NotesService? = app.tree.service()
    #expect(found === notes)
    #expect(app.tree.service(AnalyticsService.self) === analytics)

    #expect(log.entries == ["start Sync(every 60 s)", "start Notes", "start Analytics(key: nil)"])
  }

  @Test("an explicit start passes its options; a start of a running service does nothing and uses no options")
  func explicitStartWithOptions() {
    let log = RecordingLog()
    let app = Component()
    let sync = SyncService(log: log)
    let analytics = AnalyticsService(log: log)
    app.tree.registerService(sync)
    app.tree.registerService(analytics)

    #expect(app.tree.startService(SyncService.self, options: .init(intervalSeconds: 5)))
    #expect(app.tree.service(SyncService.self) === sync)
    #expect(!app.tree.startService(SyncService.self, options: .init(intervalSeconds: 1)))
    #expect(app.tree.service(AnalyticsService.self) === analytics)
    #expect(!app.tree.startService(AnalyticsService.self, options: "key-1"))

    #expect(log.entries == ["start Sync(every 5 s)", "start Analytics(key: nil)"])
  }

  @Test("a service registered on the top is found from a nested container's child, read live at its hooks")
  func foundDownstreamThroughContext() {
    let tree = Tree()
    tree.outer.tree.registerService(NotesService("Notes", log: tree.log))

    tree.outer.appearForTest()

    #expect(
      tree.log.take() == [
        "O.willAppear(animated: false)",
        "O.loadAppearanceState() -> a",
        "O.willTransition(to: a, animated: false)",
        "O.children(for: a)",
        "M.willMove(toParent: O)",
        "sibling.willMove(toParent: O)",
        "O.childWillAppear(M, animated: false)",
        "M.willAppear(animated: false)",
        "M.loadAppearanceState() -> a",
        "M.willTransition(to: a, animated: false)",
        "M.children(for: a)",
        "leaf.willMove(toParent: M)",
        "M.childWillAppear(leaf, animated: false)",
        "start Notes",
        "leaf.willAppear reads Notes",
        "O.childWillAppear(sibling, animated: false)",
        "sibling.willAppear reads Notes",
        "O.didAppear(animated: false)",
        "M.didAppear(animated: false)",
        "leaf.didAppear(animated: false)",
        "M.childDidAppear(leaf, animated: false)",
        "leaf.didMove(toParent: M)",
        "M.didTransition(from: nil, animated: false)",
        "O.childDidAppear(M, animated: false)",
        "M.didMove(toParent: O)",
        "sibling.didAppear(animated: false)",
        "O.childDidAppear(sibling, animated: false)",
        "sibling.didMove(toParent: O)",
        "O.didTransition(from: nil, animated: false)",
      ])

    // Reads are live: once M is removed, its child finds nothing upstream.
    tree.outer.setNeedsStateTransition(to: .b, animated: false)
    _ = tree.log.take()
    let (found, diagnostics) = LifecycleDiagnostic.capture { tree.leaf.tree.service(NotesService.self) }
    #expect(found == nil)
    #expect(diagnostics.map(\.kind) == [.missingService])
    #expect(tree.sibling.tree.service(NotesService.self)?.name == "Notes")
    #expect(tree.log.entries == [])
  }

  @Test("a subtree that registers its own service shadows the upstream one for itself and below it only")
  func subtreeShadowsUpstream() {
    let tree = Tree()
    let top = NotesService("top Notes", log: tree.log)
    let branch = NotesService("branch Notes", log: tree.log)
    tree.outer.tree.registerService(top)
    tree.middle.tree.registerService(branch)
    tree.outer.appearForTest()
    _ = tree.log.take()

    #expect(tree.leaf.tree.service(NotesService.self) === branch)
    #expect(tree.middle.tree.service(NotesService.self) === branch)
    #expect(tree.sibling.tree.service(NotesService.self) === top)
    #expect(tree.outer.tree.service(NotesService.self) === top)

    // Stopping from below the branch stops the branch's service; the top's keeps running.
    #expect(tree.leaf.tree.stopService(NotesService.self))
    #expect(!tree.leaf.tree.stopService(NotesService.self))
    tree.middle.tree.stopOwnServices()
    tree.outer.tree.stopOwnServices()

    #expect(tree.log.entries == ["stop branch Notes", "stop top Notes"])
  }

  @Test("an explicit stop stops once; a second stop, or a stop of a never-started one, does nothing")
  func stopTwiceAndNeverStarted() {
    let log = RecordingLog()
    let app = Component()
    app.tree.registerService(NotesService("Notes", log: log))
    app.tree.registerService(AuthService("Auth", log: log))

    let (results, diagnostics) = LifecycleDiagnostic.capture {
      _ = app.tree.service(NotesService.self)
      return [
        app.tree.stopService(NotesService.self),
        app.tree.stopService(NotesService.self),
        app.tree.stopService(AuthService.self),
      ]
    }

    #expect(results == [true, false, false])
    #expect(diagnostics == [])
    #expect(log.entries == ["start Notes", "stop Notes"])
  }

  @Test("a stopped service starts again on its next use or explicit start, and then stops last-started-first")
  func restartAfterStop() {
    let log = RecordingLog()
    let app = Component()
    app.tree.registerService(NotesService("Notes", log: log))
    app.tree.registerService(SyncService(log: log))
    _ = app.tree.service(NotesService.self)
    _ = app.tree.service(SyncService.self)

    app.tree.stopService(NotesService.self)
    _ = app.tree.service(NotesService.self)
    app.tree.stopService(SyncService.self)
    app.tree.startService(SyncService.self, options: .init(intervalSeconds: 5))
    app.tree.stopOwnServices()

    #expect(
      log.entries == [
        "start Notes", "start Sync(every 60 s)",
        "stop Notes", "start Notes",
        "stop Sync", "start Sync(every 5 s)",
        "stop Sync", "stop Notes",
      ])
  }

  @Test("a component's services stop in the reverse order they started, not the order they were registered")
  func reverseStartOrder() {
    let log = RecordingLog()
    let app = Component()
    app.tree.registerService(NotesService("Notes", log: log))
    app.tree.registerService(AuthService("Auth", log: log))
    app.tree.registerService(CacheService("Cache", log: log))
    app.tree.registerService(InboxService(log: log, host: app))

    _ = app.tree.service(CacheService.self)
    _ = app.tree.service(InboxService.self)
    _ = app.tree.service(NotesService.self)
    app.tree.stopOwnServices()
    app.tree.stopOwnServices()

    // Inbox starts Auth inside its own start: Auth finishes first, so it stops after Inbox.
    #expect(
      log.entries == [
        "start Cache",
        "start Inbox begins", "start Auth", "start Inbox ends",
        "start Notes",
        "stop Notes", "stop Inbox", "stop Auth", "stop Cache",
      ])
  }

  @Test("registering another service of a type on the same component replaces it, stopping the running one")
  func registeringAgainReplaces() {
    let log = RecordingLog()
    let app = Component()
    let second = NotesService("second Notes", log: log)
    app.tree.registerService(NotesService("first Notes", log: log))
    _ = app.tree.service(NotesService.self)

    app.tree.registerService(second)
    #expect(app.tree.service(NotesService.self) === second)

    #expect(log.entries == ["start first Notes", "stop first Notes", "start second Notes"])
  }

  @Test("releasing the registering component stops its services at once, last-started-first, and frees them")
  func stopOnRelease() {
    let log = RecordingLog()
    weak var weakApp: Component?
    weak var weakNotes: NotesService?
    weak var weakSync: SyncService?
    weak var weakNeverStarted: AuthService?
    do {
      let app = Component()
      let notes = NotesService("Notes", log: log)
      let sync = SyncService(log: log)
      let neverStarted = AuthService("Auth", log: log)
      weakApp = app
      weakNotes = notes
      weakSync = sync
      weakNeverStarted = neverStarted
      app.tree.registerService(notes)
      app.tree.registerService(sync)
      app.tree.registerService(neverStarted)
      _ = app.tree.service(SyncService.self)
      _ = app.tree.service(NotesService.self)
      log.record("release app")
    }
    log.record("released")

    #expect(weakApp == nil)
    #expect(weakNotes == nil)
    #expect(weakSync == nil)
    #expect(weakNeverStarted == nil)
    #expect(
      log.entries == [
        "start Sync(every 60 s)", "start Notes", "release app", "stop Notes", "stop Sync", "released",
      ])
  }

  @Test("a tree released at once stops its services top-down, each component's in reverse start order")
  func releaseOfATree() {
    let log = RecordingLog()
    weak var weakOuter: RecordingContainer<SpecState>?
    weak var weakLeaf: Component?
    do {
      let tree = Tree()
      weakOuter = tree.outer
      weakLeaf = tree.leaf
      tree.outer.tree.registerService(NotesService("top Notes", log: log))
      tree.middle.tree.registerService(NotesService("middle Notes", log: log))
      tree.leaf.tree.registerService(NotesService("leaf Notes", log: log))
      tree.leaf.tree.registerService(CacheService("leaf Cache", log: log))
      tree.outer.appearForTest()  // the leaf's willAppear uses its own notes service
      _ = tree.outer.tree.service(NotesService.self)
      _ = tree.leaf.tree.service(CacheService.self)
      _ = tree.middle.tree.service(NotesService.self)
      log.record("release the tree")
    }

    #expect(weakOuter == nil)
    #expect(weakLeaf == nil)
    #expect(
      log.entries == [
        "start leaf Notes", "start top Notes", "start leaf Cache", "start middle Notes",
        "release the tree",
        "stop top Notes", "stop middle Notes", "stop leaf Cache", "stop leaf Notes",
      ])
  }

  @Test("a component released off the main actor stops its services on the main actor, in reverse order")
  func stopOnReleaseOffTheMainActor() async {
    let log = RecordingLog()
    weak var weakNotes: NotesService?
    var app: Component? = Component()
    do {
      let notes = NotesService("Notes", log: log)
      weakNotes = notes
      app?.tree.registerService(notes)
      app?.tree.registerService(SyncService(log: log))
      _ = app?.tree.service(NotesService.self)
      _ = app?.tree.service(SyncService.self)
    }

    // The task holds the last reference to the component, and drops it off the main actor.
    let release = Task.detached { [app = app.take()] in
      _ = app
    }
    await release.value
    for _ in 0..<1000 where weakNotes != nil {
      await Task.yield()
    }

    #expect(weakNotes == nil)
    #expect(log.entries == ["start Notes", "start Sync(every 60 s)", "stop Sync", "stop Notes"])
  }

  @Test("a lookup, start or stop of a service nobody registered: nil or false, a diagnostic, no trap")
  func missingService() {
    let tree = Tree()
    tree.outer.tree.registerService(NotesService("Notes", log: tree.log))
    tree.outer.appearForTest()
    tree.leaf.componentName = "Leaf"
    tree.sibling.tree.registerService(SyncService(log: tree.log))
    _ = tree.log.take()

    let (results, diagnostics) = LifecycleDiagnostic.capture {
      (
        tree.leaf.tree.service(SyncService.self),
        tree.leaf.tree.startService(SyncService.self, options: .init(intervalSeconds: 5)),
        tree.leaf.tree.stopService(SyncService.self),
        Component().tree.service(NotesService.self)
      )
    }

    #expect(results.0 == nil)
    #expect(results.1 == false)
    #expect(results.2 == false)
    #expect(results.3 == nil)
    #expect(diagnostics.map(\.kind) == [.missingService, .missingService, .missingService, .missingService])
    #expect(
      diagnostics.map(\.message) == [
        "tree.service(SyncService.self) on Leaf found no SyncService registered on Leaf, M or O; returned nil. "
          + "Register one with tree.registerService(_:) on Leaf or a component upstream of it.",
        "tree.startService(SyncService.self, options:) on Leaf found no SyncService registered on Leaf, M or O; "
          + "nothing started. Register one with tree.registerService(_:) on Leaf or a component upstream of it.",
        "tree.stopService(SyncService.self) on Leaf found no SyncService registered on Leaf, M or O; "
          + "nothing stopped. Register one with tree.registerService(_:) on Leaf or a component upstream of it.",
        "tree.service(NotesService.self) on Component found no NotesService registered on Component; returned nil. "
          + "Register one with tree.registerService(_:) on Component or a component upstream of it.",
      ])
    #expect(tree.log.entries == [])
  }
}
