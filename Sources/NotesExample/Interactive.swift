import StateContainer

/// The live app on the real-time clock.
///
/// In a terminal it takes keys and redraws the screen as animations progress. Otherwise
/// it reads one command a line, performs it, waits until nothing moves, and prints the
/// screen (or the one line saying why the command did nothing), so scripts and tests can
/// drive it.
@MainActor
final class Interactive {
  private let clock = RealTimeClock()
  private let app: NotesApp

  /// Creates the live app, whose server answers after `latency`.
  init(latency: Duration) {
    app = NotesApp(clock: clock, service: NotesService(latency: latency))
  }

  /// Runs until `quit` or the end of the input.
  ///
  /// - Returns: The exit status: 0.
  func run() async -> Int32 {
    app.beginAppearanceTransition(true, animated: false)
    app.endAppearanceTransition()
    if Terminal.inputIsTerminal {
      await runInTerminal()
    } else {
      await runLines()
    }
    return 0
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
  }

  private var mode = Mode.keys
  /// The last problem, shown under the screen until the next key.
  private var status = ""
  private var isDone = false

  /// Takes keys and redraws.
  private func runInTerminal() async {
    Terminal.enterRawMode()
    defer { Terminal.leaveRawMode() }
    let ticker = Task { @MainActor [weak self] in
      var wasSettled = false
      while let self, !self.isDone {
        let settled = app.isSettled
        if !settled || !wasSettled { render() }
        wasSettled = settled
        try? await Task.sleep(for: .milliseconds(40))
      }
    }
    render()
    for await chunk in Terminal.inputChunks() {
      for key in Key.parse(chunk) {
        handle(key)
        if isDone { break }
      }
      if isDone { break }
      render()
    }
    isDone = true
    ticker.cancel()
  }

  /// Draws the screen, the keys and the status line from the top of the terminal.
  private func render() {
    var lines = ScreenDrawing.draw(app, now: clock.elapsedTime)
    lines.append(" keys: " + keyHints())
    switch mode {
    case .keys: lines.append(status.isEmpty ? "" : " " + status)
    case .url(let text): lines.append(" open URL: \(text)▏  (enter: open, esc: cancel)")
    }
    Terminal.output("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n")
  }

  /// The keys that do something now.
  private func keyHints() -> String {
    if case .url = mode { return "type a URL such as /inbox/notes/3" }
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
    case is NoteScreen: return "e edit   a archive   ← back   " + common
    case is EditorScreen: return "type the title   enter save   esc back"
    case is SettingsScreen: return "t theme   ← back   " + common
    default: return common
    }
  }

  /// Does what a key does in the mode the app is in.
  private func handle(_ key: Key) {
    status = ""
    if case .url(let text) = mode {
      switch key {
      case .character(let character): mode = .url(text + String(character))
      case .backspace: mode = .url(String(text.dropLast()))
      case .escape: mode = .keys
      case .enter:
        mode = .keys
        status = app.openLink(text) ?? ""
      default: break
      }
      return
    }
    if app.currentStack.entry(as: EditorScreen.self) != nil, app.currentStack.presentedComponent == nil {
      switch key {
      case .character(let character): status = app.type(String(character)) ?? ""
      case .backspace: status = app.deleteBackward() ?? ""
      case .enter: status = app.save() ?? ""
      case .escape, .left: status = app.back() ?? ""
      default: break
      }
      return
    }
    let command: Command?
    switch key {
    case .character("q"): isDone = true; return
    case .character("/"): mode = .url("/"); return
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
      status = "no key does that here"
      return
    }
    status = app.perform(command) ?? ""
  }
}

/// A key read from a raw terminal.
enum Key: Equatable {
  case character(Character)
  case enter
  case backspace
  case escape
  case up, down, left, right

  /// The keys in a chunk of input bytes.
  static func parse(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "[") {
          let code = bytes[index + 1]
          index += 2
          switch code {
          case UInt8(ascii: "A"): keys.append(.up)
          case UInt8(ascii: "B"): keys.append(.down)
          case UInt8(ascii: "C"): keys.append(.right)
          case UInt8(ascii: "D"): keys.append(.left)
          default: break
          }
        } else {
          keys.append(.escape)
        }
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
      default: break
      }
    }
    return keys
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
