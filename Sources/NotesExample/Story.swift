import ExampleSupport
import Foundation
import StateContainer

/// The Notes app's story, told as it happens on a ``SimulatedClock``: a cold start on a
/// deep link, an edit held by the unsaved-changes guard, a failed fetch and its retry, an
/// archived note that both lists hear about, the theme, back through history; then the
/// app saved as a value with a draft open, and restored into a fresh app on the next launch.
///
/// The story plays the user: each step says what the user does, does it, and lets the
/// clock run until nothing moves; then it draws the screen. Every lifecycle event is
/// printed with its simulated time as it happens, and a timeline chart ends the story.
/// In JSON mode it prints only the lifecycle events.
@MainActor
final class Story {
  /// How long the fake server takes to answer.
  static let latency: Duration = .milliseconds(1200)
  /// How long the user looks at the screen between two steps.
  static let pause: Duration = .milliseconds(500)

  /// The app's clock: a new one for the restored app, as on a new launch.
  private var clock = SimulatedClock()
  private let output: StoryOutput
  private let service = NotesService(latency: Story.latency)
  /// The app the steps act on: the first one, then the one restored from its snapshot.
  private var app: NotesApp
  private var chart = TimelineChart(labelWidth: 14)

  /// Creates a story printing to `output`.
  init(output: StoryOutput) {
    self.output = output
    app = NotesApp(clock: clock, service: service)
    chart.columnWidth = .milliseconds(250)
  }

  /// Tells the whole story; returns when the last step has settled.
  func tell() {
    output.title([
      "NotesExample: a notes app on the tree (tabs, stacks, deep links, dialogs), headless.",
      "Time is simulated (SimulatedClock): the run is instant and every time below is exact.",
    ])
    let snapshot = tellFirstLaunch()
    tellNextLaunch(restoring: snapshot)
  }

  /// The first launch, to the app saved with a draft open; returns the snapshot's JSON.
  private func tellFirstLaunch() -> Data {
    let observation = app.addLifecycleObserver { event in self.record(event) }
    service.fetchObserver = { folder, result in self.narrateFetch(folder, result) }

    step(
      "Cold start on a deep link, /inbox/notes/3. Nothing is on screen yet, so each routed container",
      "takes its part at once, without animation: the app .inbox, the Inbox stack note 3 (the list",
      "under it is never shown). Then the app appears, straight on the note. On first launch it",
      "presents two \"what's new\" overlays: the second waits in the queue."
    ) {
      let problem = app.openLink("/inbox/notes/3", animated: false)
      app.beginAppearanceTransition(true, animated: false)
      app.endAppearanceTransition()
      return problem
    }
    step("The user taps OK: the first overlay goes, and the queued one comes in the same transition.") {
      app.confirm()
    }
    step("OK again: nothing is presented any more.") { app.confirm() }
    step("Edit: the editor is pushed over the note (/inbox/notes/3/edit).") { app.edit() }
    step(
      "The user types \" for the tree\" and taps Back. The stack's guard holds the pop: the draft",
      "is not saved. The stack posts the held change on the tree's bus, and the app presents its",
      "one confirmation, over every tab; the editor stays."
    ) {
      app.type(" for the tree") ?? app.back()
    }
    step(
      "The Archive tab, or a link, while the question is up: nothing moves, and the app says why;",
      "the question stays on screen, so it is never left in a tab nobody sees."
    ) {
      app.selectTab(.archive)
    }
    step("Keep editing: the held pop is cancelled and the dialog goes.") {
      app.answerConfirmation(discard: false)
    }
    step(
      "Save: the editor sends a NoteSaved response. It travels up the tree, past the note, to the",
      "Inbox list, which handles it. Then the stack pops back to the note, with its new title."
    ) {
      app.save()
    }
    step(
      "Back: the list under the note appears for the first time. It lands in .loading, so it",
      "fetches the Inbox from the notes service it finds in the tree; the service answers on the",
      "app's clock, 1.2 s later."
    ) {
      app.back()
    }
    service.failingFetches = 1
    step(
      "The Archive tab: the app's state changes to .archive (recorded in its history). The server",
      "is down this time: the fetch fails and the list presents the error dialog, with Retry."
    ) {
      app.selectTab(.archive)
    }
    step("Retry: the dialog goes and the list loads again; this time the server answers.") {
      app.confirm()
    }
    step(
      "A deep link, /inbox/notes/2: the app reads \"inbox\", the Inbox stack \"notes/2\". The stack",
      "is off screen: it takes its new path at once and appears in it, in the app's one transition,",
      "so the list is not shown on the way."
    ) {
      app.openLink("/inbox/notes/2")
    }
    step(
      "Archive: the note posts a NoteArchived event on the tree's bus. Both lists watch it: the",
      "Inbox list drops the row, and the Archive list, loaded but off screen, adds it without a",
      "fetch. Then the stack pops back to the Inbox list."
    ) {
      app.archive()
    }
    step("The Settings tab.") { app.selectTab(.settings) }
    step(
      "Dark theme: the settings screen sends a ThemeChosen response; the app writes the theme into",
      "its context, and every screen below reads it: the frame is drawn in heavy lines."
    ) {
      app.chooseTheme(.dark)
    }
    step("Back: Settings is at its root, so the app goes back in its history: the Inbox tab.") {
      app.back()
    }
    step("Back again: the Archive tab, with the archived note already in it.") { app.back() }
    step("The user opens the archived note: the Archive's stack is its list › note 2.") {
      app.openNote(row: 1)
    }
    step(
      "The user swipes back from the note, slowly: the pop begins at once (the list under it gets",
      "willAppear, the note willDisappear) and follows the finger: 30%, then 40%; meanwhile the URL",
      "reads where the swipe goes, as mid-animation. They let go before halfway: the swipe is",
      "cancelled, each screen turns around at once and runs back for 40% of the 350 ms. The note",
      "stays; the stack, its history and the URL are as they were."
    ) {
      swipe(to: [0.3, 0.4], finishing: false, velocity: 0)
    }
    step(
      "Again, past halfway, with a flick (3 per second): the swipe finishes. What is left (35%)",
      "takes 35% ÷ 3 per second, about 117 ms, instead of 35% of 350 ms (122.5 ms); the note is",
      "popped as by Back."
    ) {
      swipe(to: [0.3, 0.65], finishing: true, velocity: 3)
    }
    step("The user opens the archived note again.") { app.openNote(row: 1) }
    step(
      "A deep link, /inbox/notes/1/edit: the Inbox stack, off screen, takes its path at once, and",
      "the app shows the Inbox; the Archive's stack is kept as it is, hidden."
    ) {
      app.openLink("/inbox/notes/1/edit")
    }
    step("The user types \" and tea\": a draft, not saved yet.") { app.type(" and tea") }

    observation.cancel()
    service.fetchObserver = nil
    // A snapshot is opaque: the story prints its size, and the part the editor saved.
    let json = (try? NotesStateFile.encode(app.tree.snapshot())) ?? Data()
    let text = String(decoding: json, as: UTF8.self)
    let editorNode =
      text.range(of: #"{"d":{"editor""#).flatMap { start in
        text.range(of: #""k":"NotesExample.EditorScreen"}}"#, range: start.lowerBound..<text.endIndex)
          .map { String(text[start.lowerBound..<$0.upperBound]) }
      } ?? "?"
    output.narrate(
      at: clock.now.offset,
      "The app is saved as a value: app.tree.snapshot(), encoded with JSONEncoder: \(json.count) bytes, every",
      "tab, stack, history entry and screen's own data. The editor's node, with what it saved:",
      "  \(editorNode)"
    )
    let end = clock.now.offset
    output.narrate(at: end, "The app shows \(app.shownURL), and nothing is left on the clock.")
    output.chart(chart.render(until: end))
    return json
  }

  /// The next launch: a fresh app, restored from `json` before it appears.
  private func tellNextLaunch(restoring json: Data) {
    clock = SimulatedClock()
    app = NotesApp(clock: clock, service: service)
    chart = TimelineChart(labelWidth: 14)
    chart.columnWidth = .milliseconds(250)
    let observation = app.addLifecycleObserver { event in self.record(event) }
    output.blankLine()
    step(
      "The next launch: a fresh NotesApp, on a new clock and the same server. Before it appears,",
      "app.tree.restore(snapshot) gives each container its saved state off screen, as a deep link",
      "would, and the editor its draft; then the app appears, in one transition per container, on",
      "the editor with its draft. No overlay: the app saved that they were seen."
    ) {
      guard let snapshot = try? NotesStateFile.decode(json) else { return "the snapshot does not decode" }
      let report = app.tree.restore(snapshot)
      output.narrate(
        at: clock.now.offset,
        report.isComplete
          ? "The RestoreReport is complete: nothing was left out."
          : "Left out: \(report.leftOut.joined(separator: " "))")
      app.beginAppearanceTransition(true, animated: false)
      app.endAppearanceTransition()
      return nil
    }
    step("The Archive tab: its stack came back too, on note 2.") { app.selectTab(.archive) }
    step("The Inbox tab again: the editor and its draft, as they were.") { app.selectTab(.inbox) }

    observation.cancel()
    let end = clock.now.offset
    output.narrate(at: end, "Done: the app shows \(app.shownURL), and nothing is left on the clock.")
    output.chart(chart.render(until: end))
  }

  /// Narrates a step, runs it, lets the clock run until nothing is scheduled, draws the
  /// screen, then lets the user look at it for ``pause``.
  private func step(_ lines: String..., action: () -> String?) {
    output.narrate(at: clock.now.offset, lines)
    if let problem = action() {
      output.narrate(at: clock.now.offset, "The app refused: \(problem).")
    }
    clock.run()
    output.drawing(ScreenDrawing.draw(app))
    clock.advance(by: Self.pause)
  }

  /// A swipe back on the stack shown: 100 ms per progress, then let go.
  private func swipe(to progresses: [Double], finishing: Bool, velocity: Double) -> String? {
    switch app.beginSwipeBack() {
    case .failure(let refusal): return refusal.reason
    case .success(let swipe):
      for progress in progresses {
        clock.advance(by: .milliseconds(100))
        swipe.update(progress: progress)
        output.narrate(
          at: clock.now.offset, "The finger is at \(Int(progress * 100))%; the app shows \(app.shownURL).")
      }
      if finishing { swipe.finish(velocity: velocity) } else { swipe.cancel(velocity: velocity) }
      return nil
    }
  }

  /// Tells what the fake server does.
  private func narrateFetch(_ folder: Folder, _ result: Result<[Note], NotesService.FetchError>?) {
    switch result {
    case nil:
      output.narrate(
        at: clock.now.offset, "\(folder.rawValue).list asks the notes service for its notes (1.2 s).")
    case .success(let notes)?:
      output.narrate(
        at: clock.now.offset,
        "The server answers: \(notes.count) note\(notes.count == 1 ? "" : "s"). The list asks for .\(notes.isEmpty ? "empty" : "loaded"), animated."
      )
    case .failure(let error)?:
      output.narrate(
        at: clock.now.offset, "The fetch fails: \"\(error.message)\" The list asks for .failed, animated.")
    }
  }

  /// Prints one event and feeds the chart.
  private func record(_ event: LifecycleEvent) {
    let time = event.time ?? clock.now.offset
    output.event(event, at: time, naming: Self.name(of:))
    chart.record(event, at: time, app: app, name: Self.name(of:))
  }

  /// The short name the story uses for a component.
  static func name(of component: Component) -> String {
    component.componentName ?? String(describing: type(of: component))
  }
}
