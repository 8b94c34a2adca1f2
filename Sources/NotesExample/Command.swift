import StateContainer

/// One command of the live app's line mode, or what a key does in a terminal.
enum Command: Equatable {
  case openURL(String)
  case openRow(Int)
  case openSelected
  case back
  case tab(Tab)
  case edit
  case type(String)
  case deleteBackward
  case save
  case archive
  case answer(discard: Bool)
  case ok
  case theme(Theme)
  case toggleTheme
  case fail
  case moveSelection(Int)
  case url
  case help
  case quit

  /// Parses one line of input.
  ///
  /// - Returns: The command, or one line saying what is wrong with the input.
  static func parse(_ line: String) -> Result<Command, ParseError> {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let verb = words.first else { return .failure(ParseError(message: "empty command (try help)")) }
    let argument = words.dropFirst().joined(separator: " ")
    func bare(_ command: Command) -> Result<Command, ParseError> {
      argument.isEmpty ? .success(command) : .failure(ParseError(message: "'\(verb)' takes no argument"))
    }
    switch verb {
    case "open":
      if argument.hasPrefix("/") { return .success(.openURL(argument)) }
      if let row = Int(argument) { return .success(.openRow(row)) }
      return .failure(ParseError(message: "open needs a URL (/inbox/notes/3) or a row number"))
    case "tab":
      guard let tab = Tab(rawValue: argument) else {
        return .failure(ParseError(message: "no tab '\(argument)': inbox, archive or settings"))
      }
      return .success(.tab(tab))
    case "type":
      // Everything after "type " is typed, spaces included.
      let text = line.drop { $0 == " " }.dropFirst(4).dropFirst()
      guard !text.isEmpty else { return .failure(ParseError(message: "type needs some text")) }
      return .success(.type(String(text)))
    case "theme":
      guard let theme = Theme(rawValue: argument) else {
        return .failure(ParseError(message: "no theme '\(argument)': light or dark"))
      }
      return .success(.theme(theme))
    case "back": return bare(.back)
    case "edit": return bare(.edit)
    case "save": return bare(.save)
    case "archive": return bare(.archive)
    case "discard": return bare(.answer(discard: true))
    case "keep": return bare(.answer(discard: false))
    case "ok": return bare(.ok)
    case "fail": return bare(.fail)
    case "url": return bare(.url)
    case "help": return bare(.help)
    case "quit", "exit": return bare(.quit)
    default:
      return .failure(ParseError(message: "unknown command '\(verb)' (try help)"))
    }
  }

  /// What is wrong with a line.
  struct ParseError: Error, Equatable {
    var message: String
  }

  /// The commands, one a line, as `help` prints them.
  static let summary = [
    "open <url> | open <row> | back | tab inbox|archive|settings | edit | type <text> | save",
    "archive | discard | keep | ok | theme light|dark | fail | url | help | quit",
  ]
}

extension NotesApp {
  /// Performs `command`.
  ///
  /// - Returns: `nil` when it did something, else one line saying why not. `url`, `help`
  ///   and `quit` are the caller's.
  func perform(_ command: Command) -> String? {
    switch command {
    case .openURL(let url): openLink(url)
    case .openRow(let row): openNote(row: row)
    case .openSelected: openNote()
    case .back: back()
    case .tab(let tab): selectTab(tab)
    case .edit: edit()
    case .type(let text): type(text)
    case .deleteBackward: deleteBackward()
    case .save: save()
    case .archive: archive()
    case .answer(let discard): answerConfirmation(discard: discard)
    case .ok: confirm()
    case .theme(let theme): chooseTheme(theme)
    case .toggleTheme: chooseTheme(tree.context[ThemeKey.self] == .light ? .dark : .light)
    case .fail: failNextFetch()
    case .moveSelection(let offset): moveSelection(by: offset)
    case .url, .help, .quit: nil
    }
  }

  /// Makes the next fetch fail, as if the network went down.
  private func failNextFetch() -> String? {
    notesService.failingFetches += 1
    return nil
  }
}
