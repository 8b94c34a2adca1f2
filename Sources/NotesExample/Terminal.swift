import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input and output for the live app: whether they are a terminal, raw key
/// input, and the bytes a reader thread gets from standard input.
enum Terminal {
  /// Whether standard input is a terminal (else: a pipe or a file of commands).
  static var inputIsTerminal: Bool { isatty(0) == 1 }

  /// The terminal's settings before ``enterRawMode()``, to restore them.
  nonisolated(unsafe) private static var savedSettings = termios()
  /// Whether ``enterRawMode()`` changed the terminal and ``leaveRawMode()`` has not
  /// restored it yet.
  nonisolated(unsafe) private static var isRaw = false

  /// The exit status after Ctrl-C (or `SIGINT`, `SIGTERM`): 128 + the signal's number,
  /// as a shell reports a program the signal ended; 130 for Ctrl-C.
  static func exitStatus(forSignal signal: Int32) -> Int32 { 128 + signal }

  /// The exit status after Ctrl-C: 130.
  static var interruptedStatus: Int32 { exitStatus(forSignal: SIGINT) }

  /// Turns off line buffering and echo, so each key arrives as it is pressed, and hides
  /// the cursor on the alternate screen.
  ///
  /// Ctrl-C still sends `SIGINT` (``watchSignals(onResize:beforeExit:)`` handles it).
  static func enterRawMode() {
    tcgetattr(0, &savedSettings)
    var raw = savedSettings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(0, TCSANOW, &raw)
    isRaw = true
    output("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Restores what ``enterRawMode()`` changed: the cursor shown, the alternate screen
  /// left, the terminal's settings as they were. Does nothing when it is not raw.
  static func leaveRawMode() {
    guard isRaw else { return }
    isRaw = false
    output("\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(0, TCSANOW, &savedSettings)
  }

  /// The terminal's size in columns and rows, or `nil` when standard output is not a
  /// terminal.
  static func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// The signal sources; kept so that they go on firing.
  @MainActor private static var signalSources: [any DispatchSourceSignal] = []

  /// Handles the terminal's signals on the main queue: `SIGWINCH` (a resize) calls
  /// `onResize`; `SIGINT` (Ctrl-C) and `SIGTERM` restore the terminal, call `beforeExit`
  /// and exit with ``exitStatus(forSignal:)``.
  @MainActor static func watchSignals(
    onResize: @escaping @MainActor () -> Void, beforeExit: @escaping @MainActor () -> Void
  ) {
    for signalNumber in [SIGWINCH, SIGINT, SIGTERM] {
      // The source gets the signal instead of its default action (SIGINT's: end the
      // process with the terminal left raw).
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated {
          if signalNumber == SIGWINCH {
            onResize()
          } else {
            leaveRawMode()
            beforeExit()
            exit(exitStatus(forSignal: signalNumber))
          }
        }
      }
      source.resume()
      signalSources.append(source)
    }
  }

  /// Writes `text` to standard output at once.
  static func output(_ text: String) {
    writeToStandardOutput(text)
  }

  /// The bytes of standard input, as they arrive, read on a thread of their own; the
  /// stream ends at the end of the input.
  static func inputChunks() -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      Task.detached {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
          if count <= 0 { break }
          continuation.yield(Array(buffer[0..<count]))
        }
        continuation.finish()
      }
    }
  }
}

/// Writes all of `text` to file descriptor 1, unbuffered.
private func writeToStandardOutput(_ text: String) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    if written <= 0 { return }
    offset += written
  }
}
