import ExampleSupport
import StateContainer

/// The Notes app's story, told as it happens on a ``SimulatedClock``: a cold start on a
/// deep link, an edit held by the unsaved-changes guard, a failed fetch and its retry, an
/// archived note that both lists hear about, the theme, and back through history.
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

  private let clock = SimulatedClock()
  private let output: StoryOutput
  private let service = NotesService(latency: Story.latency)
  private let app: NotesApp
  private var chart = TimelineChart(labelWidth: 14)

  /// Creates a story printing to `output`.
  init(output: StoryOutput) {
    self.output = output
    app = NotesApp(clock: clock, service: service)
    chart.columnWidth = .milliseconds(250)
  }

  /// Tells the whole story; returns when the last step has settled.
  func tell() {
    let observation = app.addLifecycleObserver { event in self.record(event) }
    service.fetchObserver = { folder, result in self.narrateFetch(folder, result) }
    output.title([
      "NotesExample: a notes app on the tree (tabs, stacks, deep links, dialogs), headless.",
      "Time is simulated (SimulatedClock): the run is instant and every time below is exact.",
    ])

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

    observation.cancel()
    service.fetchObserver = nil
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
