import ExampleSupport
import StateContainer

/// The comments screen's story, told as it happens: the screen appears and loads page 1,
/// the user taps Refresh, page 2 arrives.
///
/// The story plays UIKit and the user: it makes the screen appear and taps Refresh at a
/// set time. It prints what the screen does, as an observer sees it: every lifecycle event
/// with its time, a drawing of the screen whenever a transition ends, and a timeline chart
/// at the end. The list's own fade-in is told too, with a drawing as it begins: it is not
/// a lifecycle event, but it runs on the same clock. In JSON mode it prints only the
/// lifecycle events.
@MainActor
final class Story {
  /// When the user taps Refresh.
  static let refreshTime: Duration = .seconds(2)

  private let clock: StoryClock
  private let output: StoryOutput
  private let screen: CommentsScreen
  private let names: [ObjectIdentifier: String]
  private var chart = TimelineChart(labelWidth: 12)
  private var pagesShown = 0

  /// Creates a story on `clock`, printing to `output`.
  init(clock: StoryClock, output: StoryOutput) {
    self.clock = clock
    self.output = output
    let service = CommentsService(clock: clock, output: output)
    screen = CommentsScreen(clock: clock.transitionClock, loadComments: service.comments(page:))
    chart.notes = ["The list's ▒ is its own row fade: kept, it gets no callback, but uses the same clock."]
    names = [
      ObjectIdentifier(screen): "screen",
      ObjectIdentifier(screen.list): "list",
      ObjectIdentifier(screen.spinner): "spinner",
    ]
  }

  /// Tells the whole story; returns when page 2 is on screen and nothing is left to run.
  func tell() async {
    let observation = screen.addLifecycleObserver { event in self.record(event) }
    screen.list.fadeObserver = { step in self.recordListFade(step) }
    output.title([
      "StateContainerExample: the comments screen of StateViewController's example, headless.",
      clock.transitionClock is RealTimeClock
        ? "Time is real (RealTimeClock): watch it happen. Times are seconds since the start."
        : "Time is simulated (SimulatedClock): the run is instant and every time below is exact.",
    ])

    output.narrate(
      at: clock.now(),
      "The screen appears, not animated. loadAppearanceState() says .loading:",
      "the list, still empty, with the spinner over it.")
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()

    Task {
      await clock.sleep(Self.refreshTime)
      output.narrate(
        at: clock.now(),
        "The user taps Refresh: back to .loading, animated. The list is kept; the spinner",
        "waits 150 ms (its stateTransitionDelay) so a fast reload would not flash, then fades in.")
      screen.refresh()
    }

    await clock.run { self.pagesShown == 2 && !self.screen.isTransitioning && !self.screen.list.isFadingIn }
    observation.cancel()
    screen.list.fadeObserver = nil

    let end = clock.now()
    output.narrate(at: end, "Done: both pages shown, and nothing is left on the clock.")
    output.chart(chart.render(until: end))
  }

  /// Prints one event, feeds the chart, and draws the screen when a transition ends.
  private func record(_ event: LifecycleEvent) {
    let time = event.time ?? clock.now()
    output.event(event, at: time, naming: name(of:))
    chart.record(event, at: time, name: name(of:))
    if event.kind == .didTransition {
      if case .ready = screen.currentState { pagesShown += 1 }
      output.drawing(ScreenDrawing.draw(screen))
    }
  }

  /// Tells a step of the list's own fade, feeds the chart, and draws the screen as the
  /// rows start to fade in.
  ///
  /// The fade is not a lifecycle event: the list is kept, so the container does not animate
  /// it. It runs on the screen's clock all the same, so its times are as exact as the events'.
  private func recordListFade(_ step: CommentList.FadeStep) {
    let time = clock.now()
    let name = name(of: screen.list)
    switch step {
    case .began:
      chart.mark(name, .animating, at: time)
      let end = StoryOutput.seconds(time + CommentList.fadeDuration).trimmingLeadingSpaces()
      output.narrate(
        at: time,
        "The list starts fading its \(screen.list.comments.count) new rows in by itself, on the screen's clock:",
        "a zero-delay action it scheduled in willTransition, not a lifecycle callback. Over the",
        "dimmed rows (▒) the spinner starts its own fade-out next; both fades end at \(end).")
      output.drawing(ScreenDrawing.draw(screen))
    case .ended:
      chart.mark(name, .shown, at: time)
      output.narrate(
        at: time, "The list's rows have faded in: its own action, 250 ms on; the spinner's fade ends next.")
    }
  }

  /// The short name the story uses for a component.
  private func name(of component: Component) -> String {
    names[ObjectIdentifier(component)] ?? String(describing: type(of: component))
  }
}
