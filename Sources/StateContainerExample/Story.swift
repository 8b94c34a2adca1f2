import StateContainer

/// The comments screen's story, told as it happens: the screen appears and loads page 1,
/// the user taps Refresh, page 2 arrives.
///
/// The story plays UIKit and the user: it makes the screen appear and taps Refresh at a
/// set time. It prints what the screen does, as an observer sees it: every lifecycle event
/// with its time, a drawing of the screen whenever a transition ends, and a timeline chart
/// at the end. In JSON mode it prints only the events.
@MainActor
final class Story {
  /// When the user taps Refresh.
  static let refreshTime: Duration = .seconds(2)

  private let clock: StoryClock
  private let output: StoryOutput
  private let screen: CommentsScreen
  private let names: [ObjectIdentifier: String]
  private var chart = TimelineChart()
  private var pagesShown = 0

  /// Creates a story on `clock`, printing to `output`.
  init(clock: StoryClock, output: StoryOutput) {
    self.clock = clock
    self.output = output
    let service = CommentsService(clock: clock, output: output)
    screen = CommentsScreen(clock: clock.transitionClock, loadComments: service.comments(page:))
    names = [
      ObjectIdentifier(screen): "screen",
      ObjectIdentifier(screen.list): "list",
      ObjectIdentifier(screen.spinner): "spinner",
    ]
  }

  /// Tells the whole story; returns when page 2 is on screen and nothing is left to run.
  func tell() async {
    let observation = screen.addLifecycleObserver { event in self.record(event) }
    output.title(realTime: clock.transitionClock is RealTimeClock)

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

    await clock.run { self.pagesShown == 2 && !self.screen.isTransitioning }
    observation.cancel()

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

  /// The short name the story uses for a component.
  private func name(of component: Component) -> String {
    names[ObjectIdentifier(component)] ?? String(describing: type(of: component))
  }
}
