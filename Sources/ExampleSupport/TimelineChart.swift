/// A chart of when each child was on screen, drawn in the terminal with time across.
///
/// Feed it the moments a child changes what it is doing with ``mark(_:_:at:)``, and the
/// states the container enters with ``markState(_:at:)``; ``render(until:)`` draws one row
/// a child, one column a ``columnWidth`` of time:
///
/// ```
///             0 s       0.5 s     1 s
///             |         |         |
/// state       loading             ready
/// spinner     ████████████████████▒▒▒▒▒
/// ```
package struct TimelineChart {
  /// What a child is doing over a stretch of time.
  package enum Mode: Equatable {
    /// Not in the screen.
    case absent
    /// In a transition, waiting out its delay before it animates.
    case waiting
    /// Animating in or out.
    case animating
    /// On screen and still.
    case shown

    /// The character that fills a column.
    package var glyph: Character {
      switch self {
      case .absent: " "
      case .waiting: "░"
      case .animating: "▒"
      case .shown: "█"
      }
    }
  }

  /// How much time one column stands for.
  package var columnWidth: Duration = .milliseconds(50)
  /// How wide the label column is.
  private let labelWidth: Int
  /// The rows, in the order their children were first seen.
  private var rows: [(name: String, changes: [(time: Duration, mode: Mode)])] = []
  /// The states the container entered, and when.
  private var states: [(time: Duration, name: String)] = []
  /// Lines drawn under the legend, aligned with the rows.
  package var notes: [String] = []

  /// Creates an empty chart.
  ///
  /// - Parameter labelWidth: How wide the label column is, in characters.
  package init(labelWidth: Int) {
    self.labelWidth = labelWidth
  }

  /// Records that a child starts doing something else.
  ///
  /// - Parameters:
  ///   - name: The child's name; the first mark of a name adds its row.
  ///   - mode: What the child does from now on.
  ///   - time: When it starts.
  package mutating func mark(_ name: String, _ mode: Mode, at time: Duration) {
    if let index = rows.firstIndex(where: { $0.name == name }) {
      rows[index].changes.append((time, mode))
    } else {
      rows.append((name, [(time, mode)]))
    }
  }

  /// Records that the container enters a state.
  ///
  /// - Parameters:
  ///   - name: The state's short name.
  ///   - time: When its transition begins.
  package mutating func markState(_ name: String, at time: Duration) {
    states.append((time, name))
  }

  /// Draws the chart from time zero to `end`, with its legend.
  ///
  /// - Parameter end: The time the last column ends at.
  /// - Returns: The lines of the chart, without newlines.
  package func render(until end: Duration) -> [String] {
    let width = max(1, columnWidth.milliseconds)
    let columns = (end.milliseconds + width - 1) / width
    let pad = String(repeating: " ", count: labelWidth)
    var lines: [String] = []

    // The axis: a label every ten columns.
    var labels = Array(repeating: Character(" "), count: columns + 8)
    var ticks = Array(repeating: Character(" "), count: columns)
    for column in stride(from: 0, to: columns, by: 10) {
      ticks[column] = "|"
      let text = Array(Self.seconds(columnWidth * column))
      for (offset, character) in text.enumerated() { labels[column + offset] = character }
    }
    lines.append(pad + String(labels).trimmingTrailingSpaces())
    lines.append(pad + String(ticks).trimmingTrailingSpaces())

    // The container's state, written where each state begins.
    var stateRow = Array(repeating: Character(" "), count: columns + 16)
    for (index, (time, name)) in states.enumerated() {
      let column = time.milliseconds / width
      // A name stops short of the next state's column, so that close states stay legible.
      let next = index + 1 < states.count ? states[index + 1].time.milliseconds / width : stateRow.count
      for (offset, character) in name.prefix(max(1, next - column - 1)).enumerated()
      where column + offset < stateRow.count {
        stateRow[column + offset] = character
      }
    }
    lines.append(Self.label("state", width: labelWidth) + String(stateRow).trimmingTrailingSpaces())

    // One row a child: sample the mode in the middle of each column.
    for row in rows {
      var glyphs = ""
      for column in 0..<columns {
        let middle = columnWidth * column + columnWidth / 2
        let mode = row.changes.last(where: { $0.time <= middle })?.mode ?? .absent
        glyphs.append(mode.glyph)
      }
      lines.append(Self.label(row.name, width: labelWidth) + glyphs.trimmingTrailingSpaces())
    }

    lines.append("")
    lines.append(
      pad + "\(Mode.shown.glyph) shown   \(Mode.animating.glyph) animating   "
        + "\(Mode.waiting.glyph) waiting (delay)   1 column = \(Self.milliseconds(columnWidth))")
    for note in notes { lines.append(pad + note) }
    return lines
  }

  /// `name`, padded with spaces to `width`.
  private static func label(_ name: String, width: Int) -> String {
    name + String(repeating: " ", count: max(1, width - name.count))
  }

  /// A time as a short axis label: `0 s`, `0.5 s`, `1 s`, `1.5 s`.
  package static func seconds(_ duration: Duration) -> String {
    let whole = duration.milliseconds / 1000
    let tenths = (duration.milliseconds % 1000) / 100
    return tenths == 0 ? "\(whole) s" : "\(whole).\(tenths) s"
  }

  /// A duration in whole milliseconds: `50 ms`.
  package static func milliseconds(_ duration: Duration) -> String {
    "\(duration.milliseconds) ms"
  }
}

extension String {
  /// The string without the spaces at its start.
  package func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " })
  }

  /// The string without the spaces at its end.
  package func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded toward zero.
  package var milliseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }
}
