import StateContainer
import Testing

private struct Ping: Equatable {
  var id: Int
}

private struct Pong {
  var id: Int
}

private protocol Announcement {}
extension Ping: Announcement {}

/// Typed events posted on the tree's bus reach the components that watch them.
///
/// Pins <doc:ContextResponsesAndEvents#Events>.
@Suite("Events: posted on the tree's bus, delivered in order to the components that watch them")
@MainActor
struct EventTests {
  /// outer shows [middle]; middle shows [editor, other]; all appeared.
  @MainActor struct Tree {
    let log = RecordingLog()
    let editor: RecordingComponent
    let other: RecordingComponent
    let middle: RecordingContainer<SpecState>
    let outer: RecordingContainer<SpecState>

    init() {
      let clock = SimulatedClock()
      editor = RecordingComponent("editor", log: log)
      other = RecordingComponent("other", log: log)
      middle = RecordingContainer(
        "M", log: log, clock: clock, appearanceState: .a, table: [.a: [editor, other]])
      outer = RecordingContainer("O", log: log, clock: clock, appearanceState: .a, table: [.a: [middle]])
      outer.appearForTest()
      _ = log.take()
    }
  }

  @Test("one bus per tree; delivery is synchronous and in the order the watches were made")
  func watchOrder() {
    let tree = Tree()
    let log = tree.log
    tree.middle.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    tree.editor.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    tree.outer.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    tree.middle.tree.watch(Pong.self) { me, pong in log.record("\(me.name) got Pong(\(pong.id))") }

    log.record("editor posts Ping(1)")
    tree.editor.tree.post(Ping(id: 1))
    log.record("O posts Pong(2)")
    tree.outer.tree.post(Pong(id: 2))
    log.record("done")

    #expect(tree.editor.tree.eventBus === tree.outer.tree.eventBus)
    #expect(tree.middle.tree.eventBus === tree.outer.tree.eventBus)
    #expect(
      log.entries == [
        "editor posts Ping(1)",
        "M got Ping(1)",
        "editor got Ping(1)",
        "O got Ping(1)",
        "O posts Pong(2)",
        "M got Pong(2)",
        "done",
      ])
  }

  @Test("a watch from one sender receives only that object's events")
  func fromOneSender() {
    let tree = Tree()
    let log = tree.log
    tree.outer.tree.watch(Ping.self, from: tree.editor) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id)) from editor")
    }
    tree.outer.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }

    tree.editor.tree.post(Ping(id: 1))
    tree.other.tree.post(Ping(id: 2))
    tree.outer.tree.eventBus.post(Ping(id: 3))
    tree.outer.tree.eventBus.post(Ping(id: 4), from: tree.editor)

    #expect(
      log.entries == [
        "O got Ping(1) from editor",
        "O got Ping(1)",
        "O got Ping(2)",
        "O got Ping(3)",
        "O got Ping(4) from editor",
        "O got Ping(4)",
      ])
  }

  @Test("a cancelled watch receives nothing; cancelling again does nothing")
  func cancelledWatch() {
    let tree = Tree()
    let log = tree.log
    let first = tree.middle.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id))")
    }
    let second = tree.editor.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id))")
    }

    tree.other.tree.post(Ping(id: 1))
    first.cancel()
    let (_, diagnostics) = LifecycleDiagnostic.capture { first.cancel() }
    tree.other.tree.post(Ping(id: 2))

    #expect(!first.isActive)
    #expect(second.isActive)
    #expect(diagnostics.isEmpty)
    #expect(log.entries == ["M got Ping(1)", "editor got Ping(1)", "editor got Ping(2)"])
  }

  @Test(
    "a watch made while appeared receives nothing while its watcher is not appeared, and again once it has appeared"
  )
  func whileAppeared() {
    let log = RecordingLog()
    let child = RecordingComponent("child", log: log)
    let screen = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [child]])
    screen.appearForTest()
    screen.disappearForTest()
    _ = log.take()
    let watch = child.tree.watch(Ping.self, whileAppeared: true) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id))")
    }
    screen.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    log.on("child.willAppear(animated: false)") { screen.tree.post(Ping(id: 2)) }
    log.on("child.didAppear(animated: false)") { screen.tree.post(Ping(id: 3)) }
    log.on("child.willDisappear(animated: false)") { screen.tree.post(Ping(id: 5)) }

    screen.tree.post(Ping(id: 1))
    screen.appearForTest()
    screen.tree.post(Ping(id: 4))
    screen.disappearForTest()
    screen.tree.post(Ping(id: 6))

    #expect(watch.isActive)
    #expect(log.allReactionsRan)
    #expect(
      log.entries == [
        "C got Ping(1)",
        "C.willAppear(animated: false)",
        "C.childWillAppear(child, animated: false)",
        "child.willAppear(animated: false)",
        "C got Ping(2)",
        "C.didAppear(animated: false)",
        "child.didAppear(animated: false)",
        "child got Ping(3)",
        "C got Ping(3)",
        "C.childDidAppear(child, animated: false)",
        "child got Ping(4)",
        "C got Ping(4)",
        "C.willDisappear(animated: false)",
        "C.childWillDisappear(child, animated: false)",
        "child.willDisappear(animated: false)",
        "C got Ping(5)",
        "C.didDisappear(animated: false)",
        "child.didDisappear(animated: false)",
        "C.childDidDisappear(child, animated: false)",
        "C got Ping(6)",
      ])
  }

  @Test(
    "an event posted from a handler is delivered after the current one reached every watcher, before the outer post returns, whatever its bus"
  )
  func runToCompletion() {
    let tree = Tree()
    let log = tree.log
    let loner = RecordingComponent("loner", log: log)  // a tree of its own
    loner.tree.watch(Pong.self) { me, pong in log.record("\(me.name) got Pong(\(pong.id))") }
    tree.middle.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id))")
      guard ping.id == 1 else { return }
      log.record("M posts Ping(2), then loner posts Pong(3)")
      me.tree.post(Ping(id: 2))
      loner.tree.post(Pong(id: 3))
      log.record("M's posts returned")
    }
    tree.editor.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }

    log.record("O posts Ping(1)")
    tree.outer.tree.post(Ping(id: 1))
    log.record("O's post returned")

    #expect(loner.tree.eventBus !== tree.outer.tree.eventBus)
    #expect(
      log.entries == [
        "O posts Ping(1)",
        "M got Ping(1)",
        "M posts Ping(2), then loner posts Pong(3)",
        "M's posts returned",
        "editor got Ping(1)",
        "M got Ping(2)",
        "editor got Ping(2)",
        "loner got Pong(3)",
        "O's post returned",
      ])
  }

  @Test("a watch made during a delivery, or after an event was queued, does not receive that event")
  func watchMadeDuringDelivery() {
    let tree = Tree()
    let log = tree.log
    tree.middle.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id))")
      guard ping.id == 1 else { return }
      me.tree.post(Ping(id: 2))
      log.record("O watches")
      tree.outer.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    }
    tree.editor.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }

    tree.other.tree.post(Ping(id: 1))
    tree.other.tree.post(Ping(id: 3))

    #expect(
      log.entries == [
        "M got Ping(1)",
        "O watches",
        "editor got Ping(1)",
        "M got Ping(2)",
        "editor got Ping(2)",
        "M got Ping(3)",
        "editor got Ping(3)",
        "O got Ping(3)",
      ])
  }

  @Test("a watch ended during a delivery receives nothing more, not even the rest of that delivery")
  func watchEndedDuringDelivery() {
    let tree = Tree()
    let log = tree.log
    var editorWatch: EventWatch?
    var outerWatch: EventWatch?
    tree.middle.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id)); cancels editor's watch")
      editorWatch?.cancel()
    }
    editorWatch = tree.editor.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id))")
    }
    outerWatch = tree.outer.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id)); posts Ping(2) and cancels its own watch")
      me.tree.post(Ping(id: 2))
      outerWatch?.cancel()
    }

    tree.other.tree.post(Ping(id: 1))

    #expect(editorWatch?.isActive == false)
    #expect(outerWatch?.isActive == false)
    #expect(
      log.entries == [
        "M got Ping(1); cancels editor's watch",
        "O got Ping(1); posts Ping(2) and cancels its own watch",
        "M got Ping(2); cancels editor's watch",
      ])
  }

  @Test(
    "posted from inside a hook, an event is delivered at once; a request its handler makes waits for the hooks to return"
  )
  func fromInsideHooks() {
    let tree = Tree()
    let log = tree.log
    tree.middle.childrenForState = { $0 == .a ? [tree.editor] : [tree.other] }
    tree.middle.setNeedsStateTransition(to: .a, animated: false, evenIfCurrent: true)
    _ = log.take()
    tree.middle.tree.watch(Ping.self) { middle, ping in
      log.record("M got Ping(\(ping.id)); asks for a")
      middle.setNeedsStateTransition(to: .a, animated: false)
    }
    // `other` is detached now: it watches on its own bus until M adds it.
    tree.other.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    log.on("editor.willDisappear(animated: false)") {
      log.record("editor posts Ping(1)")
      tree.editor.tree.post(Ping(id: 1))
    }
    log.on("other.didMove(toParent: M)") {
      log.record("other posts Ping(2)")
      tree.other.tree.post(Ping(id: 2))
    }

    tree.middle.setNeedsStateTransition(to: .b, animated: false)

    #expect(log.allReactionsRan)
    #expect(
      log.entries == [
        "M.willTransition(to: b, animated: false)",
        "M.children(for: b)",
        "editor.willMove(toParent: nil)",
        "M.childWillDisappear(editor, animated: false)",
        "editor.willDisappear(animated: false)",
        "editor posts Ping(1)",
        "M got Ping(1); asks for a",
        "other.willMove(toParent: M)",
        "M.childWillAppear(other, animated: false)",
        "other.willAppear(animated: false)",
        "editor.didDisappear(animated: false)",
        "M.childDidDisappear(editor, animated: false)",
        "editor.didMove(toParent: nil)",
        "other.didAppear(animated: false)",
        "M.childDidAppear(other, animated: false)",
        "other.didMove(toParent: M)",
        "other posts Ping(2)",
        "M got Ping(2); asks for a",
        "other got Ping(2)",
        "M.didTransition(from: a, animated: false)",
        "M.willTransition(to: a, animated: false)",
        "M.children(for: a)",
        "other.willMove(toParent: nil)",
        "M.childWillDisappear(other, animated: false)",
        "other.willDisappear(animated: false)",
        "editor.willMove(toParent: M)",
        "M.childWillAppear(editor, animated: false)",
        "editor.willAppear(animated: false)",
        "other.didDisappear(animated: false)",
        "M.childDidDisappear(other, animated: false)",
        "other.didMove(toParent: nil)",
        "editor.didAppear(animated: false)",
        "M.childDidAppear(editor, animated: false)",
        "editor.didMove(toParent: M)",
        "M.didTransition(from: b, animated: false)",
      ])
  }

  @Test("a subtree that installs its own bus keeps its events to itself, until it removes it")
  func installedBus() {
    let tree = Tree()
    let log = tree.log
    let subtreeBus = EventBus()
    tree.middle.tree.context[EventBusKey.self] = subtreeBus
    tree.outer.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    tree.middle.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    tree.editor.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }

    tree.other.tree.post(Ping(id: 1))
    tree.outer.tree.post(Ping(id: 2))
    tree.middle.tree.context.removeValue(for: EventBusKey.self)
    tree.editor.tree.post(Ping(id: 3))
    subtreeBus.post(Ping(id: 4))

    #expect(tree.outer.tree.context[EventBusKey.self] == nil)
    #expect(
      log.entries == [
        "M got Ping(1)",
        "editor got Ping(1)",
        "O got Ping(2)",
        "O got Ping(3)",
        "M got Ping(4)",
        "editor got Ping(4)",
      ])
  }

  @Test(
    "a component that watched while detached brings its watches to the tree it joins, in watch order"
  )
  func detachedWatcherJoinsTheTree() {
    let log = RecordingLog()
    let screen = RecordingComponent("screen", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.b: [screen]])
    container.appearForTest()
    _ = log.take()
    container.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    screen.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    container.tree.watch(Ping.self) { me, ping in log.record("\(me.name) again got Ping(\(ping.id))") }
    log.on("screen.willMove(toParent: C)") { screen.tree.post(Ping(id: 3)) }
    log.on("screen.didMove(toParent: C)") { screen.tree.post(Ping(id: 4)) }

    screen.tree.post(Ping(id: 1))
    container.tree.post(Ping(id: 2))
    container.setNeedsStateTransition(to: .b, animated: false)
    container.tree.post(Ping(id: 5))

    #expect(screen.tree.eventBus === container.tree.eventBus)
    #expect(
      log.entries == [
        "screen got Ping(1)",
        "C got Ping(2)",
        "C again got Ping(2)",
        "C.willTransition(to: b, animated: false)",
        "C.children(for: b)",
        "screen.willMove(toParent: C)",
        "screen got Ping(3)",
        "C.childWillAppear(screen, animated: false)",
        "screen.willAppear(animated: false)",
        "screen.didAppear(animated: false)",
        "C.childDidAppear(screen, animated: false)",
        "screen.didMove(toParent: C)",
        "C got Ping(4)",
        "screen got Ping(4)",
        "C again got Ping(4)",
        "C.didTransition(from: a, animated: false)",
        "C got Ping(5)",
        "screen got Ping(5)",
        "C again got Ping(5)",
      ])
  }

  @Test("a component removed from a tree keeps watching that tree's bus")
  func removedWatcherKeepsItsBus() {
    let tree = Tree()
    let log = tree.log
    tree.editor.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    tree.middle.childrenForState = { _ in [tree.other] }
    tree.middle.setNeedsStateTransition(to: .b, animated: false)
    _ = log.take()

    tree.outer.tree.post(Ping(id: 1))
    tree.editor.tree.post(Ping(id: 2))  // on its own, new bus: nobody watches there

    #expect(tree.editor.parent == nil)
    #expect(tree.editor.tree.eventBus !== tree.outer.tree.eventBus)
    #expect(log.entries == ["editor got Ping(1)"])
  }

  @Test("events are matched by the type they are posted as")
  func matchedByPostedType() {
    let tree = Tree()
    let log = tree.log
    tree.outer.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    tree.outer.tree.watch((any Announcement).self) { me, _ in log.record("\(me.name) got an Announcement") }

    tree.editor.tree.post(Ping(id: 1))
    tree.editor.tree.post(Ping(id: 2) as any Announcement)

    #expect(log.entries == ["O got Ping(1)", "O got an Announcement"])
  }

  @Test("an event nobody watches, and a post with no watcher left, are not errors")
  func nobodyWatches() {
    let tree = Tree()
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      tree.editor.tree.post(Ping(id: 1))
      tree.outer.tree.watch(Ping.self) { _, _ in }.cancel()
      tree.editor.tree.post(Ping(id: 2))
      Component().tree.post(Pong(id: 3))
      EventBus().post(Pong(id: 4))
    }
    #expect(diagnostics.isEmpty)
    #expect(tree.log.entries.isEmpty)
  }

  @Test("a watch from one sender ends when that sender is released")
  func senderReleased() {
    let tree = Tree()
    let log = tree.log
    weak var weakSender: Component?
    let watch: EventWatch
    do {
      let sender = Component()
      weakSender = sender
      watch = tree.outer.tree.watch(Ping.self, from: sender) { me, ping in
        log.record("\(me.name) got Ping(\(ping.id))")
      }
      tree.outer.tree.eventBus.post(Ping(id: 1), from: sender)
      #expect(watch.isActive)
    }
    tree.outer.tree.eventBus.post(Ping(id: 2))
    tree.outer.tree.eventBus.post(Ping(id: 3), from: Component())

    #expect(weakSender == nil)
    #expect(!watch.isActive)
    #expect(log.entries == ["O got Ping(1)"])
  }

  // MARK: - Lifetimes

  @Test("the bus does not keep a watcher alive: a released watcher is freed and its watch ends")
  func releasedWatcherIsFreed() {
    let log = RecordingLog()
    let bus = EventBus()
    let top = RecordingComponent("top", log: log)
    top.tree.context[EventBusKey.self] = bus
    weak var weakWatcher: RecordingComponent?
    var watch: EventWatch?
    do {
      let watcher = RecordingComponent("watcher", log: log)
      watcher.tree.context[EventBusKey.self] = bus
      weakWatcher = watcher
      watch = watcher.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
      top.tree.post(Ping(id: 1))
    }
    top.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }
    top.tree.post(Ping(id: 2))

    #expect(weakWatcher == nil)
    #expect(watch?.isActive == false)
    #expect(log.entries == ["watcher got Ping(1)", "top got Ping(2)"])
  }

  @Test("a component's own bus and its watches are released with it")
  func ownBusIsReleased() {
    weak var weakScreen: Component?
    weak var weakBus: EventBus?
    do {
      let screen = Component()
      weakScreen = screen
      weakBus = screen.tree.eventBus
      screen.tree.watch(Ping.self) { screen, _ in _ = screen }
      screen.tree.post(Ping(id: 1))
    }
    #expect(weakScreen == nil)
    #expect(weakBus == nil)
  }

  @Test("cancelling a watch releases its handler and what it captured")
  func cancelReleasesTheHandler() {
    final class Captured {}
    let screen = Component()
    weak var weakCaptured: Captured?
    let watch: EventWatch
    do {
      let captured = Captured()
      weakCaptured = captured
      watch = screen.tree.watch(Ping.self) { _, _ in _ = captured }
    }
    #expect(weakCaptured != nil)
    watch.cancel()
    #expect(weakCaptured == nil)
  }

  @Test("a watcher released during a delivery by an earlier handler receives nothing, and nothing crashes")
  func watcherReleasedMidDelivery() {
    let log = RecordingLog()
    let bus = EventBus()
    let first = RecordingComponent("first", log: log)
    let third = RecordingComponent("third", log: log)
    var second: RecordingComponent? = RecordingComponent("second", log: log)
    weak let weakSecond = second
    for component in [first, second!, third] { component.tree.context[EventBusKey.self] = bus }
    first.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id)); releases second")
      second = nil
    }
    let secondWatch = second!.tree.watch(Ping.self) { me, ping in
      log.record("\(me.name) got Ping(\(ping.id))")
    }
    third.tree.watch(Ping.self) { me, ping in log.record("\(me.name) got Ping(\(ping.id))") }

    bus.post(Ping(id: 1))

    #expect(weakSecond == nil)
    #expect(!secondWatch.isActive)
    #expect(log.entries == ["first got Ping(1); releases second", "third got Ping(1)"])
  }
}
