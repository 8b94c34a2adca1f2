/// The command line of `StateContainerExample`, parsed by hand: the example has no
/// dependencies but the library.
struct Options: Equatable {
  /// Run on the real clock so a person can watch, instead of on simulated time.
  var realTime = false
  /// Print the event trace as JSON lines instead of the story.
  var json = false
  /// Print the help text and exit.
  var help = false

  /// A command line that the example does not understand.
  struct UsageError: Error, Equatable {
    /// What was wrong, for a person.
    var message: String
  }

  /// The one-line synopsis, shown in the help and after a usage error.
  static let usage = "USAGE: StateContainerExample [--real-time] [--json] [--help]"

  /// The text `--help` prints.
  static let helpText = """
    OVERVIEW: The comments screen of StateViewController's example, headless.

    A CommentsScreen shows a spinner over an empty list, fetches a page of comments
    (1.2 s), fades the spinner out, and shows the comments; then the user taps refresh
    and a second page arrives the same way. Every lifecycle event is printed with the
    time it happened, the screen is drawn as text in each state, and a timeline chart
    at the end shows when each child was waiting, animating and shown.

    The list is kept in both states, so it gets no lifecycle callback; it fades its new
    rows in by itself, on the screen's clock. The story tells that fade too.

    By default time is simulated: the run is instant and its output is the same every
    time.

    \(usage)

    OPTIONS:
      --real-time   Run on the real clock (about 4 seconds), so you can watch it happen.
      --json        Print the lifecycle events as JSON lines instead of the story.
                    Only lifecycle events: the list's own fade is not one.
      -h, --help    Show this help and exit.

    """

  /// Parses the arguments that follow the program name.
  ///
  /// - Parameter arguments: The command line without the program name.
  /// - Returns: The options, or the first problem found.
  static func parse(_ arguments: some Sequence<String>) -> Result<Options, UsageError> {
    var options = Options()
    for argument in arguments {
      switch argument {
      case "--real-time":
        options.realTime = true
      case "--json":
        options.json = true
      case "-h", "--help":
        options.help = true
      case _ where argument.hasPrefix("-"):
        return .failure(UsageError(message: "unknown option '\(argument)'"))
      default:
        return .failure(UsageError(message: "unexpected argument '\(argument)'"))
      }
    }
    return .success(options)
  }
}
