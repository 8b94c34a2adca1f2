import ExampleSupport
import StateContainer

/// The live app on the real-time clock.
///
/// In a terminal it takes keys and redraws the screen as animations progress. Otherwise
/// it reads one command a line, performs it, waits until nothing moves, and prints the
/// screen (or the one line saying why the command did nothing), so scripts and tests can
/// drive it.
@MainActor
final class Interactive {
  private let clock: any TransitionClock
  private let app: NotesApp
  /// Where the app is restored from before it appears, and saved when it quits.
  private let stateFile: NotesStateFile?
  /// Whether to start clean instead of restoring the file.
  private let fresh: Bool

  /// Creates the live app, whose server answers after `latency`, saved in `stateFile`.
  convenience init(latency: Duration, stateFile: NotesStateFile?, fresh: Bool) {
    let clock = RealTimeClock()
    self.init(
      app: NotesApp(clock: clock, service: NotesService(latency: latency)), clock: clock,
      stateFile: stateFile,
      fresh: fresh)
  }

  /// Creates the live app around `app` (tests drive its keys on a simulated clock).
  init(app: NotesApp, clock: any TransitionClock, stateFile: NotesStateFile? = nil, fresh: Bool = false) {
    self.app = app
    self.clock = clock
    self.stateFile = stateFile
    self.fresh = fresh
  }

  /// Restores the saved app, runs until `quit` or the end of the input (or Ctrl-C), and
  /// saves the app.
  ///
  /// - Returns: The exit status: 0, or 130 after Ctrl-C in a terminal.
  func run() async -> Int32 {
    let problems = stateFile?.restore(into: app, fresh: fresh) ?? []
    var standardError = StandardErrorStream()
    for line in problems { print("NotesExample: \(line)", to: &standardError) }
    // The terminal's alternate screen hides standard error: the first line shows there too.
    status = problems.first ?? ""
    app.beginAppearanceTransition(true, animated: false)
    app.endAppearanceTransition()
    if Terminal.inputIsTerminal {
      await runInTerminal()
    } else {
      await runLines()
    }
    saveApp()
    return exitStatus
  }

  /// Writes the whole app to the state file; a problem is one line on standard error.
  func saveApp() {
    guard let problem = stateFile?.save(app.tree.snapshot()) else { return }
    var standardError = StandardErrorStream()
    print("NotesExample: \(problem.message); the app was not saved.", to: &standardError)
  }

  // MARK: - Line mode

  /// Reads commands a line at a time.
  private func runLines() async {
    await settle()
    printScreen()
    var pending: [UInt8] = []
    for await chunk in Terminal.inputChunks() {
      pending += chunk
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        if await !perform(line: line) { return }
      }
    }
    if !pending.isEmpty {
      _ = await perform(line: String(decoding: pending, as: UTF8.self))
    }
  }

  /// Performs one line and prints what follows.
  ///
  /// - Returns: Whether to go on.
  private func perform(line: String) async -> Bool {
    let trimmed = line.trimmingCharacters(in: " \r\t")
    guard !trimmed.isEmpty else { return true }
    print("> \(trimmed)")
    switch Command.parse(trimmed) {
    case .failure(let error):
      print("error: \(error.message)")
    case .success(.quit):
      return false
    case .success(.url):
      print(app.shownURL)
    case .success(.help):
      for line in Command.summary { print(line) }
    case .success(let command):
      if let problem = app.perform(command) {
        print("error: \(problem)")
      } else {
        await settle()
        printScreen()
      }
    }
    return true
  }

  private func printScreen() {
    for line in ScreenDrawing.draw(app) { print(line) }
  }

  /// Waits until nothing moves: no transition, no presentation change, no fetch.
  private func settle() async {
    let limit = ContinuousClock.now + .seconds(30)
    while !app.isSettled, ContinuousClock.now < limit {
      try? await Task.sleep(for: .milliseconds(5))
    }
  }

  // MARK: - Terminal mode

  /// What the keys go to.
  private enum Mode: Equatable {
    /// Keys are commands.
    case keys
    /// Keys type a URL to open.
    case url(String)
    /// Keys drive a swipe back: → and ← move the finger, Enter finishes, Esc cancels.
    case swipe(InteractiveTransition)

    static func == (lhs: Mode, rhs: Mode) -> Bool {
      switch (lhs, rhs) {
      case (.keys, .keys): true
      case (.url(let left), .url(let right)): left == right
      case (.swipe(let left), .swipe(let right)): left === right
      default: false
      }
    }
  }

  private var mode = Mode.keys
  /// The answer to the last key, shown under the keys until the next one.
  private var status = ""
  private(set) var isDone = false
  /// The exit status: 0 after `q`, ``Terminal/exitStatus(forSignal:)`` after Ctrl-C.
  private(set) var exitStatus: Int32 = 0
  /// The bytes of standard input, as keys.
  private var decoder = KeyDecoder()
  /// Turns what the decoder keeps (a lone `ESC`) into keys when no byte follows soon.
  private var flushTask: Task<Void, Never>?
  /// The terminal's size at the last drawing: another one clears the screen first.
  private var drawnSize: (columns: Int, rows: Int)?

  /// How long a lone `ESC` waits for the rest of a sequence before it is Escape.
  private static let escapeDelay = Duration.milliseconds(50)

  /// Takes keys and redraws, at the terminal's size (again when it is resized).
  ///
  /// Ctrl-C restores the terminal and exits with status 130, whether it arrives as
  /// `SIGINT` (``Terminal/watchSignals(onResize:beforeExit:)``) or as a byte.
  private func runInTerminal() async {
    Terminal.enterRawMode()
    defer { Terminal.leaveRawMode() }
    Terminal.watchSignals(
      onResize: { [weak self] in self?.render() }, beforeExit: { [weak self] in self?.saveApp() })
    let ticker = Task { @MainActor [weak self] in
      var wasSettled = false
      while let self, !self.isDone {
        let settled = app.isSettled
        // A resize missed by SIGWINCH (a platform without it) is redrawn here too.
        if !settled || !wasSettled || !isDrawnSize(Terminal.size()) { render() }
        wasSettled = settled
        try? await Task.sleep(for: .milliseconds(40))
      }
    }
    render()
    for await chunk in Terminal.inputChunks() {
      flushTask?.cancel()
      handle(decoder.decode(chunk))
      if isDone { break }
      if !decoder.pending.isEmpty {
        flushTask = Task { [weak self] in
          try? await Task.sleep(for: Self.escapeDelay)
          guard !Task.isCancelled, let self else { return }
          handle(decoder.flush())
        }
      }
    }
    isDone = true
    flushTask?.cancel()
    ticker.cancel()
  }

  /// Does what `keys` do, then redraws.
  private func handle(_ keys: [Key]) {
    press(keys)
    if !isDone { render() }
  }

  /// Does what `keys` do, up to one that quits.
  func press(_ keys: [Key]) {
    for key in keys {
      handle(key)
      if isDone { return }
    }
  }

  /// What a terminal of `columns` × `rows` shows now: the screen, the keys and the status
  /// line.
  func screen(columns: Int, rows: Int) -> [String] {
    let statusLine: String
    switch mode {
    case .keys: statusLine = status
    case .url(let text): statusLine = "open URL: \(text)▏  (enter: open, esc: cancel)"
    case .swipe: statusLine = status.isEmpty ? "swiping back: the app shows \(app.shownURL)" : status
    }
    return ScreenDrawing.terminal(
      app, now: clock.elapsedTime, keys: keyHints(), status: statusLine, columns: columns, rows: rows)
  }

  /// Whether `size` is the size of the last drawing.
  private func isDrawnSize(_ size: (columns: Int, rows: Int)?) -> Bool {
    guard let size, let drawnSize else { return true }
    return size == drawnSize
  }

  /// Draws the screen, the keys and the status line from the top of the terminal, at its
  /// size; after a resize, on a cleared screen.
  private func render() {
    let size = Terminal.size() ?? (ScreenDrawing.defaultWidth, 24)
    let lines = screen(columns: size.columns, rows: size.rows)
    let resized = drawnSize.map { $0 != size } ?? true
    drawnSize = size
    // Each line is erased and written; the rows below are erased (no newline after the
    // last row: it would scroll).
    var output = resized ? "\u{1B}[H\u{1B}[2J" : "\u{1B}[H"
    output += lines.map { "\u{1B}[2K" + $0 }.joined(separator: "\r\n")
    if lines.count < size.rows { output += "\r\n\u{1B}[J" }
    Terminal.output(output)
  }

  /// The keys that do something now.
  private func keyHints() -> String {
    if case .url = mode { return "type a URL such as /inbox/notes/3" }
    if case .swipe(let swipe) = mode {
      let filled = Int((swipe.progress * 10).rounded())
      return
        "swipe back \(String(repeating: "▮", count: filled))\(String(repeating: "▯", count: 10 - filled)) "
        + "\(Int((swipe.progress * 100).rounded()))%   → ← move   enter finish   esc cancel"
    }
    if app.presentedComponent is WhatsNewOverlay { return "o ok   q quit" }
    if app.presentedComponent is ConfirmDialog { return "y discard   n keep editing" }
    let stack = app.currentStack
    if let list = stack.entry(as: NoteListScreen.self), list.presentedComponent is ErrorDialog {
      return "o retry   1/2/3 tabs   q quit"
    }
    let common = "1/2/3 tabs   / open URL   q quit"
    switch stack.currentNode.component {
    case let list as NoteListScreen where list.currentState == .loaded:
      return "↑↓ select   enter open   ← back   f fail next fetch   " + common
    case is NoteListScreen: return "← back   f fail next fetch   " + common
    case let note as NoteScreen where note.note == nil: return "← back   s swipe back   " + common
    case is NoteScreen: return "e edit   a archive   ← back   s swipe back   " + common
    case let editor as EditorScreen where !editor.noteExists: return "esc back"
    case is EditorScreen: return "type the title   ←→ home end move   enter save   esc back"
    case is SettingsScreen: return "t theme   ← back   " + common
    default: return common
    }
  }

  /// Does what a key does in the mode the app is in, and says in the status line why a
  /// key did nothing.
  private func handle(_ key: Key) {
    status = ""
    if key == .interrupt {
      exitStatus = Terminal.interruptedStatus
      isDone = true
      return
    }
    if case .swipe(let swipe) = mode {
      guard swipe.isInteractive else {
        // It ended without the keys: a dialog or a disappearance cancelled it.
        mode = .keys
        return handle(key)
      }
      switch key {
      case .right: swipe.update(progress: min(swipe.progress + 0.1, 1))
      case .left: swipe.update(progress: max(swipe.progress - 0.1, 0))
      case .enter:
        swipe.finish()
        mode = .keys
      case .escape:
        swipe.cancel()
        mode = .keys
      default: status = "\(key.name) does nothing during a swipe (→ ← move, enter finish, esc cancel)"
      }
      return
    }
    if case .url(let text) = mode {
      switch key {
      case .character(let character): mode = .url(text + String(character))
      case .backspace: mode = .url(String(text.dropLast()))
      case .escape: mode = .keys
      case .enter:
        mode = .keys
        status = app.openLink(text) ?? ""
      default: status = "\(key.name) does nothing while typing a URL (esc: cancel)"
      }
      return
    }
    // The editor takes the keys unless a dialog (the stack's, or the app's question) is on top.
    if let editor = app.currentStack.entry(as: EditorScreen.self), app.currentStack.presentedComponent == nil,
      app.presentedComponent == nil
    {
      status = edit(editor, key) ?? ""
      return
    }
    let command: Command?
    switch key {
    case .character("q"): isDone = true; return
    case .character("/"):
      // A URL typed under a question would be refused on Enter: say so now.
      if let blocked = app.blockingPresentation() {
        status = blocked
      } else {
        mode = .url("/")
      }
      return
    case .character("s"):
      switch app.beginSwipeBack() {
      case .success(let swipe): mode = .swipe(swipe)
      case .failure(let refusal): status = refusal.reason
      }
      return
    case .character("1"): command = .tab(.inbox)
    case .character("2"): command = .tab(.archive)
    case .character("3"): command = .tab(.settings)
    case .up, .character("k"): command = .moveSelection(-1)
    case .down, .character("j"): command = .moveSelection(1)
    case .enter, .right: command = .openSelected
    case .left, .escape, .backspace, .character("b"): command = .back
    case .character("e"): command = .edit
    case .character("a"): command = .archive
    case .character("y"): command = .answer(discard: true)
    case .character("n"): command = .answer(discard: false)
    case .character("o"): command = .ok
    case .character("t"): command = .toggleTheme
    case .character("f"): command = .fail
    default: command = nil
    }
    guard let command else {
      status = "\(key.name) does nothing here: the keys are listed above"
      return
    }
    let selection = app.currentStack.entry(as: NoteListScreen.self)?.rows.selection
    status = app.perform(command) ?? ""
    guard status.isEmpty else { return }
    // The keys that change nothing on screen say so.
    switch command {
    case .moveSelection(let offset)
    where app.currentStack.entry(as: NoteListScreen.self)?.rows.selection == selection:
      status = offset < 0 ? "already at the first note" : "already at the last note"
    case .fail:
      status = "the next fetch will fail"
    default:
      break
    }
  }

  /// What a key does in the editor: it types, moves the cursor, deletes, saves or leaves.
  ///
  /// - Returns: `nil` when it did something, else why not.
  private func edit(_ editor: EditorScreen, _ key: Key) -> String? {
    switch key {
    case .character(let character): return app.type(String(character))
    case .backspace: return app.deleteBackward()
    case .delete: return editor.deleteForward() ? nil : "nothing after the cursor to delete"
    case .enter: return app.save()
    case .escape: return app.back()
    case .left: return editor.moveCursor(by: -1) ? nil : "the cursor is at the start"
    case .right: return editor.moveCursor(by: 1) ? nil : "the cursor is at the end"
    case .home: return editor.moveCursor(toEnd: false) ? nil : "the cursor is at the start"
    case .end: return editor.moveCursor(toEnd: true) ? nil : "the cursor is at the end"
    default: return "\(key.name) does nothing in the editor (esc: back)"
    }
  }
}

extension Key {
  /// The key's name in a hint: `↑`, `F1`, `Alt-x`.
  var name: String {
    switch self {
    case .character(let character): "'\(character)'"
    case .enter: "enter"
    case .backspace: "backspace"
    case .delete: "delete"
    case .escape: "esc"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "home"
    case .end: "end"
    case .interrupt: "ctrl-c"
    case .unknown(let name): name
    }
  }
}

extension String {
  /// The string without the given characters at either end.
  func trimmingCharacters(in set: String) -> String {
    var result = Substring(self)
    while let first = result.first, set.contains(first) { result.removeFirst() }
    while let last = result.last, set.contains(last) { result.removeLast() }
    return String(result)
  }
}
