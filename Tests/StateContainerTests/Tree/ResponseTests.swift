import StateContainer
import Testing

struct NoteDeleted {
  var id: Int
}

/// Responses travel up the tree to the first component that handles their
/// type.
///
/// Pins <doc:ContextResponsesAndEvents#Responses>.
@Suite("Responses travel up the tree to the first component that handles their type")
@MainActor
struct ResponseTests {
  /// outer shows [middle]; middle shows [editor].
  @MainActor struct Tree {
    let clock = SimulatedClock()
    let log: RecordingLog
    let editor: RecordingComponent
    let middle: RecordingContainer<SpecState>
    let outer: RecordingContainer<SpecState>

    init() {
      log = RecordingLog(stampingWith: clock)
      editor = RecordingComponent("editor", log: log)
      middle = RecordingContainer("M", log: log, clock: clock, appearanceState: .a, table: [.a: [editor]])
      outer = RecordingContainer("O", log: log, clock: clock, appearanceState: .a, table: [.a: [middle]])
      middle.componentName = "M"
      outer.componentName = "O"
      editor.componentName = "editor"
      outer.appearForTest()
      _ = log.take()
    }
  }

  @Test("the first component upstream that handles the type consumes it, and the send returns it")
  func firstHandlerConsumes() {
    let tree = Tree()
    tree.outer.tree.handle(NoteSaved.self) { outer, saved, sender in
      outer.log.record("O handles NoteSaved(\(saved.id)) from \(recordingName(sender))")
    }
    tree.middle.tree.handle(NoteDeleted.self) { middle, deleted, sender in
      middle.log.record("M handles NoteDeleted(\(deleted.id)) from \(recordingName(sender))")
    }

    let savedBy = tree.editor.tree.send(NoteSaved(id: 5))
    let deletedBy = tree.editor.tree.send(NoteDeleted(id: 6))

    #expect(savedBy === tree.outer)
    #expect(deletedBy === tree.middle)
    #expect(
      tree.log.entries == [
        "@0ms O handles NoteSaved(5) from editor", "@0ms M handles NoteDeleted(6) from editor",
      ])
  }

  @Test("a sender is never offered its own response, and a handler nearer the sender shadows one further up")
  func neverToItself() {
    let tree = Tree()
    tree.middle.tree.handle(NoteSaved.self) { middle, _, sender in
      middle.log.record("M handles NoteSaved from \(recordingName(sender))")
    }
    tree.outer.tree.handle(NoteSaved.self) { outer, _, sender in
      outer.log.record("O handles NoteSaved from \(recordingName(sender))")
    }

    #expect(tree.middle.tree.send(NoteSaved(id: 1)) === tree.outer)
    #expect(tree.editor.tree.send(NoteSaved(id: 2)) === tree.middle)
    tree.middle.tree.stopHandling(NoteSaved.self)
    #expect(!tree.middle.tree.handles(NoteSaved.self))
    #expect(tree.editor.tree.send(NoteSaved(id: 3)) === tree.outer)

    #expect(
      tree.log.entries == [
        "@0ms O handles NoteSaved from M",
        "@0ms M handles NoteSaved from editor",
        "@0ms O handles NoteSaved from editor",
      ])
  }

  @Test(
    "nobody handles it: a diagnostic names the type, the sender and every component asked, and the send returns nil"
  )
  func unhandled() {
    let tree = Tree()

    let (handler, diagnostics) = LifecycleDiagnostic.capture { tree.editor.tree.send(NoteSaved(id: 1)) }
    let (_, detached) = LifecycleDiagnostic.capture { Component().tree.send(NoteSaved(id: 2)) }

    #expect(handler == nil)
    #expect(diagnostics.map(\.kind) == [.unhandledResponse])
    #expect(
      diagnostics.map(\.message) == ["NoteSaved sent by editor was not handled (asked: M, O); dropped."])
    #expect(
      detached.map(\.message) == [
        "NoteSaved sent by Component was not handled (asked: no component upstream); dropped."
      ])
  }

  @Test(
    "sent from inside a hook, a response is handled at once; a request its handler makes waits for the hooks to return"
  )
  func fromInsideHooks() {
    let tree = Tree()
    let other = RecordingComponent("other", log: tree.log)
    tree.middle.childrenForState = { $0 == .a ? [tree.editor] : [other] }
    tree.middle.tree.handle(NoteSaved.self) { middle, _, _ in
      middle.log.record("M handles NoteSaved")
      middle.setNeedsStateTransition(to: .a, animated: false)
    }
    tree.log.on("editor.willDisappear(animated: false)") {
      tree.log.record("editor sends NoteSaved")
      tree.editor.tree.send(NoteSaved(id: 1))
    }

    tree.middle.setNeedsStateTransition(to: .b, animated: false)

    #expect(
      tree.log.entries == [
        "@0ms M.willTransition(to: b, animated: false)",
        "@0ms M.children(for: b)",
        "@0ms editor.willMove(toParent: nil)",
        "@0ms M.childWillDisappear(editor, animated: false)",
        "@0ms editor.willDisappear(animated: false)",
        "@0ms editor sends NoteSaved",
        "@0ms M handles NoteSaved",
        "@0ms other.willMove(toParent: M)",
        "@0ms M.childWillAppear(other, animated: false)",
        "@0ms other.willAppear(animated: false)",
        "@0ms editor.didDisappear(animated: false)",
        "@0ms M.childDidDisappear(editor, animated: false)",
        "@0ms editor.didMove(toParent: nil)",
        "@0ms other.didAppear(animated: false)",
        "@0ms M.childDidAppear(other, animated: false)",
        "@0ms other.didMove(toParent: M)",
        "@0ms M.didTransition(from: a, animated: false)",
        "@0ms M.willTransition(to: a, animated: false)",
        "@0ms M.children(for: a)",
        "@0ms other.willMove(toParent: nil)",
        "@0ms M.childWillDisappear(other, animated: false)",
        "@0ms other.willDisappear(animated: false)",
        "@0ms editor.willMove(toParent: M)",
        "@0ms M.childWillAppear(editor, animated: false)",
        "@0ms editor.willAppear(animated: false)",
        "@0ms other.didDisappear(animated: false)",
        "@0ms M.childDidDisappear(other, animated: false)",
        "@0ms other.didMove(toParent: nil)",
        "@0ms editor.didAppear(animated: false)",
        "@0ms M.childDidAppear(editor, animated: false)",
        "@0ms editor.didMove(toParent: M)",
        "@0ms M.didTransition(from: b, animated: false)",
      ])
  }

  @Test("a handler may remove the sender: the sender stays alive until its send returns, then is freed")
  func senderSurvivesItsRemoval() {
    let log = RecordingLog()
    let screen = RecordingContainer<SpecState>("S", log: log, clock: SimulatedClock(), appearanceState: .a)
    weak var weakEditor: RecordingComponent?
    do {
      // Only the screen holds the editor: the state's children list and the screen's books.
      var shown: RecordingComponent? = RecordingComponent("editor", log: log)
      weakEditor = shown
      screen.childrenForState = { state in state == .a ? [shown].compactMap { $0 } : [] }
      screen.tree.handle(NoteSaved.self) { screen, _, sender in
        shown = nil
        screen.setNeedsStateTransition(to: .b, animated: false)
        log.record(
          "S removed \(recordingName(sender)), which is \(sender.parent == nil ? "detached" : "attached")")
      }
    }
    screen.appearForTest()
    _ = log.take()

    let returned = weakEditor?.tree.send(NoteSaved(id: 1))

    #expect(returned === screen)
    #expect(weakEditor == nil)
    #expect(
      log.entries == [
        "S.willTransition(to: b, animated: false)",
        "S.children(for: b)",
        "editor.willMove(toParent: nil)",
        "S.childWillDisappear(editor, animated: false)",
        "editor.willDisappear(animated: false)",
        "editor.didDisappear(animated: false)",
        "S.childDidDisappear(editor, animated: false)",
        "editor.didMove(toParent: nil)",
        "S.didTransition(from: a, animated: false)",
        "S removed editor, which is detached",
      ])
  }

  @Test("a handler does not keep its component alive")
  func handlerDoesNotLeak() {
    weak var weakHandler: Component?
    do {
      let handler = Component()
      weakHandler = handler
      handler.tree.handle(NoteSaved.self) { handler, _, _ in _ = handler }
    }
    #expect(weakHandler == nil)
  }

  @Test("observers see every response: its type, its sender, the components asked and the handler")
  func observersSeeResponses() {
    let tree = Tree()
    tree.outer.tree.handle(NoteSaved.self) { _, _, _ in }
    let recorder = LifecycleRecorder()
    recorder.attach(to: tree.outer)
    recorder.attach(to: tree.editor)

    _ = LifecycleDiagnostic.capture {
      tree.editor.tree.send(NoteSaved(id: 1))
      tree.editor.tree.send(NoteDeleted(id: 2))
    }

    #expect(
      recorder.transcript == [
        "@0ms editor.tree.send(NoteSaved) -> O (asked: M, O)",
        "@0ms editor.tree.send(NoteDeleted) -> nil (asked: M, O)",
      ])
    #expect(recorder.events.map(\.kind) == [.response, .response])
    #expect(recorder.events[0].askedComponents.count == 2)
  }
}
