/// The command line of `NotesExample`, parsed by hand: the example has no dependencies
/// but the library.
struct Options: Equatable {
  /// Run the live app instead of the story.
  var interactive = false
  /// Print the story's events as JSON lines instead of the story.
  var json = false
  /// Print the help text and exit.
  var help = false
  /// How long the fake server takes to answer in the live app, in milliseconds.
  var latencyMilliseconds = 600
  /// Where the live app is saved when it quits and restored from when it starts; `nil`:
  /// the file in the user's state folder (``NotesStateFile/inStateFolder(environment:)``).
  var stateFile: String?
  /// Start the live app clean, without reading the saved file (it is still written at the end).
  var fresh = false

  /// A command line that the example does not understand.
  struct UsageError: Error, Equatable {
    /// What was wrong, for a person.
    var message: String
  }

  /// The one-line synopsis, shown in the help and after a usage error.
  static let usage =
    "USAGE: NotesExample [--json] [--interactive [--latency <ms>] [--state <file>] [--fresh]] [--help]"

  /// The text `--help` prints.
  static let helpText = """
    OVERVIEW: A notes app on StateContainer's tree, headless: tabs, stacks, deep links,
    a guard, dialogs, a service, context, responses and events.

    Tabs Inbox, Archive and Settings; each tab is a navigation stack (list, note,
    editor). Notes come from a fake server with latency on the app's clock. Deep links:
    /inbox, /inbox/notes/<id>, /inbox/notes/<id>/edit, /archive, /settings.

    By default it tells a story on a SimulatedClock: a cold start on a deep link, an
    edit held by the unsaved-changes guard, a failed fetch and its retry, an archived
    note, the theme, and back through history. Every lifecycle event is printed with its
    simulated time, the screen is drawn after each step, and a timeline chart ends it.
    The run is instant and its output is the same every time.

    With --interactive it runs the live app on the real-time clock. In a terminal it
    redraws as animations progress and takes keys, shown under the screen; a key that
    does nothing says so there. The screen fits the terminal and is redrawn when the
    terminal is resized. In the editor, the arrows, Home and End move the cursor and
    Escape goes back. Ctrl-C restores the terminal and exits with status 130 (128 +
    SIGINT, as a shell reports it); q quits with status 0. When it quits, either way, it
    saves the whole app (tab, stacks, history, the editor's draft, the theme) as JSON, and
    the next start restores it; a file that cannot be read is reported in one line on
    standard error and the app starts fresh. When standard input is not a
    terminal it reads one command a line and prints the screen after each:

      open <url>        follow a deep link, e.g. open /inbox/notes/3
      open <row>        open the note in that row of the list, e.g. open 2
      back              go back: pop the stack, else the tab shown before
      tab <name>        show a tab: inbox, archive or settings
      edit              edit the note on screen
      type <text>       type text at the end of the editor's title
      save              save the editor's title
      archive           archive the note on screen
      discard, keep     answer "Discard your changes?"
      ok                tap the button of the overlay or error dialog on screen
      theme <name>      pick the theme on the settings screen: light or dark
      fail              make the next fetch fail
      url               print the URL of what the app shows
      help              list the commands
      quit              quit (so does the end of the input)

    \(usage)

    OPTIONS:
      --json            Print the story's lifecycle events as JSON lines.
      --interactive     Run the live app (see above).
      --latency <ms>    How long the fake server takes in the live app (default 600).
      --state <file>    Where the live app is saved and restored from (default
                        $XDG_STATE_HOME/StateContainer/NotesExample.json, else
                        ~/.local/state/StateContainer/NotesExample.json).
      --fresh           Start the live app clean; the file is still written at the end.
      -h, --help        Show this help and exit.

    """

  /// Parses the arguments that follow the program name.
  ///
  /// - Parameter arguments: The command line without the program name.
  /// - Returns: The options, or the first problem found.
  static func parse(_ arguments: some Sequence<String>) -> Result<Options, UsageError> {
    var options = Options()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--interactive":
        options.interactive = true
      case "--json":
        options.json = true
      case "-h", "--help":
        options.help = true
      case "--latency":
        guard let value = iterator.next(), let milliseconds = Int(value), milliseconds >= 0 else {
          return .failure(UsageError(message: "--latency needs a number of milliseconds"))
        }
        options.latencyMilliseconds = milliseconds
      case "--state":
        guard let path = iterator.next(), !path.isEmpty else {
          return .failure(UsageError(message: "--state needs a file"))
        }
        options.stateFile = path
      case "--fresh":
        options.fresh = true
      case _ where argument.hasPrefix("-"):
        return .failure(UsageError(message: "unknown option '\(argument)'"))
      default:
        return .failure(UsageError(message: "unexpected argument '\(argument)'"))
      }
    }
    if options.json && options.interactive {
      return .failure(UsageError(message: "--json tells the story: it does not go with --interactive"))
    }
    if !options.interactive && (options.stateFile != nil || options.fresh) {
      return .failure(
        UsageError(message: "--state and --fresh go with --interactive: the story saves no file"))
    }
    return .success(options)
  }
}
