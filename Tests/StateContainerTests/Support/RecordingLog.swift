import StateContainer
import Testing

/// An ordered transcript of lifecycle events, shared by every recording test double.
///
/// Each entry is one hook call written as code, `"x.willMove(toParent: C)"`. A log made
/// with a clock stamps every entry with the simulated milliseconds since the log was made,
/// `"@350ms x.didAppear(animated: true)"`, so a timed test reads like a marble diagram.
///
/// A test reacts to an event from inside the hook that records it with
/// ``on(_:perform:)``: that is how requests "from inside `willTransition`" and probes of
/// the container's state at a precise moment are written.
@MainActor
final class RecordingLog {
  private(set) var entries: [String] = []
  private let clock: SimulatedClock?
  private let origin: SimulatedClock.Instant?
  private var reactions: [(event: String, action: () -> Void)] = []

  /// Creates a log whose entries carry no time stamp.
  init() {
    self.clock = nil
    self.origin = nil
  }

  /// Creates a log that stamps each entry with the milliseconds `clock` has advanced
  /// since this log was made.
  init(stampingWith clock: SimulatedClock) {
    self.clock = clock
    self.origin = clock.now
  }

  /// The current simulated time, as stamped on entries (`"@350ms "`), or `""` without a clock.
  var stamp: String {
    guard let clock, let origin else { return "" }
    return "@\(Self.milliseconds(origin.duration(to: clock.now)))ms "
  }

  /// Appends `event`, then runs the reaction registered for it, if any.
  func record(_ event: String) {
    entries.append(stamp + event)
    if let index = reactions.firstIndex(where: { $0.event == event }) {
      let reaction = reactions.remove(at: index)
      reaction.action()
    }
  }

  /// Runs `action` once, right after `event` (written without its time stamp) is next
  /// recorded: inside the hook that records it.
  func on(_ event: String, perform action: @escaping () -> Void) {
    reactions.append((event, action))
  }

  /// Returns the entries recorded so far and starts a new page.
  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }

  /// Whether every reaction registered with ``on(_:perform:)`` has run.
  var allReactionsRan: Bool { reactions.isEmpty }

  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    let whole = seconds * 1000 + attoseconds / attosecondsPerMillisecond
    let rest = attoseconds % attosecondsPerMillisecond
    return rest == 0 ? "\(whole)" : "\(whole)+"
  }
}

/// A test double that has a name to be written in the log.
@MainActor
protocol RecordingNamed: AnyObject {
  var name: String { get }
}

/// The name a log uses for `component`: its recording name, or `nil`.
@MainActor
func recordingName(_ component: Component?) -> String {
  guard let component else { return "nil" }
  return (component as? any RecordingNamed)?.name ?? "<\(type(of: component))>"
}

/// The log names of `components`, in order.
@MainActor
func recordingNames(_ components: [Component]) -> [String] {
  components.map(recordingName)
}

extension RecordingNamed where Self: Component {
  /// Gives the component its log name in diagnostics too (its `componentName`), and returns it.
  @discardableResult
  func namedInDiagnostics() -> Self {
    componentName = name
    return self
  }
}

/// Expects `actual` to be exactly the diagnostics `expected`, in order, each written
/// `"kind: message"`; prints the actual list when they differ.
@MainActor
func expectDiagnostics(
  _ actual: [LifecycleDiagnostic], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  let lines = actual.map { "\($0.kind): \($0.message)" }
  #expect(lines == expected, sourceLocation: sourceLocation)
  guard lines != expected else { return }
  print(
    "ACTUAL DIAGNOSTICS at line \(sourceLocation.line):\n"
      + lines.map { "  \"\($0)\"," }.joined(separator: "\n"))
}
