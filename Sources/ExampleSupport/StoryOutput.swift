package import StateContainer

/// Where a story goes: a readable story with drawings and a chart, or JSON lines.
@MainActor
package final class StoryOutput {
  /// Print only the events, as JSON lines.
  package let json: Bool
  /// The line above the timeline chart: what its rows are.
  private let chartCaption: String

  /// Creates an output.
  ///
  /// - Parameters:
  ///   - json: Whether to print JSON lines instead of the story.
  ///   - chartCaption: The line above the timeline chart, such as
  ///     `Timeline: one row a child, time across.`
  package init(json: Bool, chartCaption: String) {
    self.json = json
    self.chartCaption = chartCaption
  }

  /// Writes one line to standard output.
  private func write(_ line: String) {
    print(line)
  }

  /// The story's opening lines: `heading` (what the example is, and its clock), then how to
  /// read what follows.
  package func title(_ heading: [String]) {
    guard !json else { return }
    for line in heading { write(line) }
    write("Each line is a hook about to be called, as an observer saw it; ▶ lines tell the story.")
    write("")
  }

  /// A few lines of the story, at a time.
  package func narrate(at time: Duration, _ lines: String...) {
    narrate(at: time, lines)
  }

  /// Lines of the story, at a time.
  package func narrate(at time: Duration, _ lines: [String]) {
    guard !json else { return }
    for (index, line) in lines.enumerated() {
      write(index == 0 ? "\(Self.seconds(time))  ▶ \(line)" : "            \(line)")
    }
  }

  /// One lifecycle event: a call with its time, indented under its container.
  package func event(_ event: LifecycleEvent, at time: Duration, naming name: (Component) -> String) {
    if json {
      write(Self.jsonLine(event, at: time, naming: name))
      return
    }
    var call = event
    call.time = nil
    let isChildHook = event.container != nil && event.container !== event.component
    let nested = isChildHook && !event.kind.rawValue.hasPrefix("child")
    write("\(Self.seconds(time))    \(nested ? "  " : "")\(call.format(naming: name))")
  }

  /// An empty line, between two parts of a story.
  package func blankLine() {
    guard !json else { return }
    write("")
  }

  /// A drawing of the screen.
  package func drawing(_ lines: [String]) {
    guard !json else { return }
    write("")
    for line in lines { write("           " + line) }
    write("")
  }

  /// The timeline chart.
  package func chart(_ lines: [String]) {
    guard !json else { return }
    write("")
    write(chartCaption)
    write("")
    for line in lines { write(line) }
  }

  /// A time as seconds with milliseconds: ` 1.200 s`.
  package static func seconds(_ time: Duration) -> String {
    let milliseconds = time.milliseconds
    let fraction = String(milliseconds % 1000)
    let text = "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    return String(repeating: " ", count: max(0, 8 - text.count)) + text
  }

  /// An event as one JSON object with a fixed key order; absent fields are `null`.
  package static func jsonLine(_ event: LifecycleEvent, at time: Duration, naming name: (Component) -> String)
    -> String
  {
    let milliseconds = time.milliseconds
    let fields: [(String, String)] = [
      ("timeMilliseconds", "\(milliseconds)"),
      ("kind", quoted(event.kind.rawValue)),
      ("component", quoted(name(event.component))),
      ("container", event.container.map { quoted(name($0)) } ?? "null"),
      ("fromState", event.fromState.map(quoted) ?? "null"),
      ("toState", event.toState.map(quoted) ?? "null"),
      ("animated", event.animated.map { "\($0)" } ?? "null"),
      ("isAppearing", event.isAppearing.map { "\($0)" } ?? "null"),
    ]
    return "{" + fields.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  /// `text` as a JSON string literal.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
