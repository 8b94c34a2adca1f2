#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A headline number of the suite, with the goal it is held to.
struct Figure {
  /// Whether a figure should stay at or below its goal, or reach it.
  enum Direction {
    case atMost
    case atLeast
  }

  /// The figure's name in the `figure: NAME = VALUE` line.
  let name: String
  /// The measured value.
  let value: Double
  /// Which side of the goal is good.
  let direction: Direction
  /// The goal, in the figure's own unit.
  let goal: Double
  /// How the value is obtained, for the figures table.
  let formula: String

  /// Whether the value meets the goal.
  var isMet: Bool {
    switch direction {
    case .atMost: value <= goal
    case .atLeast: value >= goal
    }
  }

  /// The goal written the way the issue writes it, such as `≤ 1.5`.
  var goalDescription: String {
    (direction == .atMost ? "≤ " : "≥ ") + (goal == goal.rounded() ? String(Int(goal)) : formatted(goal))
  }
}

/// Writes a number with two decimals at most, without Foundation.
func formatted(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let decimals = abs(value) >= 1000 ? 0 : abs(value) >= 100 ? 1 : 2
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  var text = (value < 0 ? "-" : "") + String(whole)
  if decimals > 0 {
    let digits = String(fraction)
    text += "." + String(repeating: "0", count: decimals - digits.count) + digits
  }
  return text
}

/// Prints a progress line on standard error, so that standard output holds only the report.
func progress(_ message: String) {
  writeToStandardError("[bench] \(message)\n")
}

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
  }
}

/// Prints the measurements and the figures as markdown, then one `figure:` line per figure.
func printReport(measurements: [Measurement], figures: [Figure], header: String) {
  print(header)
  print()
  print("| benchmark | unit | median | min | reps |")
  print("|---|---|---:|---:|---:|")
  for measurement in measurements {
    print(
      "| \(measurement.name) | \(measurement.unit) | \(formatted(measurement.median)) "
        + "| \(formatted(measurement.minimum)) | \(measurement.samples.count) |"
    )
  }
  print()
  print("| figure | value | goal | met | how |")
  print("|---|---:|---|---|---|")
  for figure in figures {
    print(
      "| `\(figure.name)` | \(formatted(figure.value)) | \(figure.goalDescription) "
        + "| \(figure.isMet ? "yes" : "**no**") | \(figure.formula) |"
    )
  }
  print()
  for figure in figures {
    print("figure: \(figure.name) = \(formatted(figure.value))")
  }
}
