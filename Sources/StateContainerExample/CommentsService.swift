import ExampleSupport

/// The fake network behind the screen: answers each page after `latency`, on the story's
/// clock, and tells the story what it is doing.
///
/// The original example fetched comments from a web service with a completion handler and
/// hopped back to the main queue. Here the fetch is plain async code on the main actor that
/// sleeps on the same timeline as the screen's animations.
@MainActor
final class CommentsService {
  /// How long the network takes to answer.
  static let latency: Duration = .milliseconds(1200)

  private let clock: StoryClock
  private let output: StoryOutput

  /// Creates a service that sleeps on `clock` and narrates to `output`.
  init(clock: StoryClock, output: StoryOutput) {
    self.clock = clock
    self.output = output
  }

  /// Returns a page of comments, after the network's latency.
  ///
  /// - Parameter page: The page to load, from 1; pages past the last start over.
  func comments(page: Int) async -> [Comment] {
    output.narrate(
      at: clock.now(), "didTransition landed in .loading, so the screen fetches page \(page) (1.2 s).")
    await clock.sleep(clock.now() + Self.latency)
    let comments = Comment.pages[(page - 1) % Comment.pages.count]
    output.narrate(
      at: clock.now(),
      "Page \(page) arrived: \(comments.count) comments. The screen asks for .ready, animated.",
      "willTransition fills the list and shows Refresh; the spinner fades out over 250 ms.",
      "The list is in both states, so it is kept: it gets no lifecycle callback at all.")
    return comments
  }
}
