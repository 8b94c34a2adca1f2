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

  /// Turns off line buffering and echo, so each key arrives as it is pressed, and hides
  /// the cursor on the alternate screen.
  static func enterRawMode() {
    tcgetattr(0, &savedSettings)
    var raw = savedSettings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(0, TCSANOW, &raw)
    output("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Restores what ``enterRawMode()`` changed.
  static func leaveRawMode() {
    output("\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(0, TCSANOW, &savedSettings)
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
