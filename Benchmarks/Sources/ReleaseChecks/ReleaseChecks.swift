import StateContainer
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks, in a release build, what only a release build can break: the ways to receive
/// diagnostics (with Swift 6.3, binding a closure-typed task-local crashes optimized code in
/// `swift_task_localValuePush`), and the report of a runaway chain of transitions, timed.
///
/// Run by `Scripts/release-checks.sh` (CI). Prints one line per check; exits with status 1
/// if one fails.
@main @MainActor enum ReleaseChecks {
  static var failures = 0

  static func check(_ condition: Bool, _ what: String) {
    print("\(condition ? "ok  " : "FAIL") \(what)")
    // Flushed, so that the lines keep their order with the diagnostics on standard error.
    fflush(nil)
    if !condition { failures += 1 }
  }

  static func main() async {
    let (_, captured) = LifecycleDiagnostic.capture { Component().endAppearanceTransition() }
    check(captured.map(\.kind) == [.unbalancedAppearanceTransition], "capture(_:) collects a diagnostic")

    let (_, awaited) = await LifecycleDiagnostic.capture {
      await Task.yield()
      Component().endAppearanceTransition()
    }
    check(awaited.map(\.kind) == [.unbalancedAppearanceTransition], "capture(isolation:_:) across an await")

    // A real-time action reports to the capture it was scheduled in.
    let clock = RealTimeClock()
    let (_, scheduled) = await LifecycleDiagnostic.capture {
      var ran = false
      clock.schedule(after: .milliseconds(5)) {
        Component().endAppearanceTransition()
        ran = true
      }
      for _ in 0..<1_000 where !ran { try? await Task.sleep(for: .milliseconds(10)) }
    }
    check(
      scheduled.map(\.kind) == [.unbalancedAppearanceTransition],
      "a RealTimeClock action reports to the capture it was scheduled in")

    let seen = Seen()
    let observation = LifecycleDiagnostic.addObserver { seen.append($0.kind) }
    _ = LifecycleDiagnostic.capture { Component().endAppearanceTransition() }
    print("Two diagnostics follow on standard error, as they should:")
    fflush(nil)
    Component().endAppearanceTransition()  // printed on standard error, and observed
    observation.cancel()
    Component().endAppearanceTransition()  // printed, no longer observed
    check(
      seen.kinds == [.unbalancedAppearanceTransition],
      "addObserver(_:) sees what no capture took, until cancelled")

    checkRunawayChain()
    if failures > 0 {
      print("\(failures) release check(s) failed")
      exit(1)
    }
  }

  /// A `didTransition` that always requests the other state is reported once; the rate of
  /// the chain is printed, to choose the threshold from.
  static func checkRunawayChain() {
    let looper = Looper()
    looper.beginAppearanceTransition(true, animated: false)
    looper.endAppearanceTransition()
    let start = ContinuousClock.now
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      looper.looping = true
      looper.setNeedsStateTransition(to: 1, animated: false)
    }
    let elapsed = start.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    check(
      diagnostics.map(\.kind) == [.runawayTransitionChain] && looper.transitions == Looper.length,
      "a runaway chain is reported once (\(Looper.length) transitions in \(Int(seconds * 1000)) ms, "
        + "\(Int(Double(looper.transitions) / seconds)) transitions/s)")
  }
}

/// Loops between states 0 and 1 from `didTransition`, for a few transitions past the
/// report (1,500,000).
@MainActor final class Looper: StateContainer<Int> {
  static let length = 1_500_010
  var looping = false
  var transitions = 0

  override init() { super.init(clock: SimulatedClock()) }

  override func loadAppearanceState() -> Int { 0 }
  override func children(for state: Int) -> [Component] { [Component()] }
  override func didTransition(from previousState: Int?, animated: Bool) {
    guard looping else { return }
    transitions += 1
    if transitions < Self.length { setNeedsStateTransition(to: 1 - currentState, animated: false) }
  }
}

/// The kinds an observer saw, from any thread.
final class Seen: Sendable {
  private let storage = Mutex<[LifecycleDiagnostic.Kind]>([])
  func append(_ kind: LifecycleDiagnostic.Kind) { storage.withLock { $0.append(kind) } }
  var kinds: [LifecycleDiagnostic.Kind] { storage.withLock { $0 } }
}
