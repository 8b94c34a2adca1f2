import ExampleSupport
import StateContainer

/// Draws a comments screen as text: a box with a title bar, the spinner when it is on
/// screen, and the list's rows, marked ▒ in the left margin while they fade in.
///
/// It draws what the components say about themselves (which children the screen holds,
/// whether the spinner is on screen and turning, what the list holds), so the drawing shows
/// the result of the lifecycle, not a copy of the script.
@MainActor
enum ScreenDrawing {
  /// How many characters fit between the box's borders.
  static let innerWidth = 58
  /// What the left margin of a dimmed row shows: the chart's glyph for animating.
  static let dimmedMargin = String(TimelineChart.Mode.animating.glyph)

  /// The drawing of `screen` as it is now.
  ///
  /// - Parameter screen: The screen to draw.
  /// - Returns: The lines of the drawing, without newlines.
  static func draw(_ screen: CommentsScreen) -> [String] {
    var body: [(text: String, dimmed: Bool)] = []
    let children = screen.children
    if children.contains(where: { $0 === screen.spinner }), screen.spinner.appearance != .disappeared {
      body.append((screen.spinner.isAnimating ? "⠋ Loading comments…" : "  Loading comments…", false))
      body.append((String(repeating: "┄", count: innerWidth - 2), false))
    }
    if children.contains(where: { $0 === screen.list }) {
      if screen.list.comments.isEmpty {
        body.append(("(no comments yet)", false))
      }
      let dimmed = screen.list.rowsAreDimmed
      for comment in screen.list.comments {
        body.append(("\(comment.name) <\(comment.email)>", dimmed))
        body.append(("  \(comment.body)", dimmed))
      }
    }

    let button = screen.showsRefreshButton ? " [↻ Refresh] " : ""
    let title = "─ \(screen.title) "
    let fill = String(repeating: "─", count: innerWidth - title.count - button.count)
    var lines = ["┌" + title + fill + button + "┐"]
    for line in body {
      let margin = line.dimmed ? dimmedMargin : " "
      let padding = String(repeating: " ", count: max(0, innerWidth - 2 - line.text.count))
      lines.append("│" + margin + line.text + padding + " │")
    }
    lines.append("└" + String(repeating: "─", count: innerWidth) + "┘")
    return lines
  }
}
