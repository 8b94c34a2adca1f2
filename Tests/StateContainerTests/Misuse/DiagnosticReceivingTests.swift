import StateContainer
import Synchronization
import Testing

/// A diagnostic goes to the innermost capture of its task; outside every capture, to the
/// handler (by default, one line on standard error) and to each observer added with
/// `addObserver`, until the observation ends. (`Scripts/release-checks.sh` checks the same in a release build.)
///
/// Pins <doc:TestingWithSimulatedClock#Check-the-diagnostics>.
@Suite("Diagnostics go to the task's capture, else to the handler and every observer")
@MainActor
struct DiagnosticReceivingTests {
  /// A component whose name is unique to the test, so that an observer, which sees every
  /// task's diagnostics, keeps only the test's own.
  private static func misuse(_ name: String) {
    let component = Component()
    component.componentName = name
    component.endAppearanceTransition()
  }

  private static func message(_ name: String) -> String {
    "endAppearanceTransition() on \(name) while it is disappeared; ignored. "
      + "Call it once after each beginAppearanceTransition(_:animated:)."
  }

  @Test("An observer sees what no capture takes, until it is cancelled or released")
  func observerSeesWhatNoCaptureTakes() {
    let seen = Mutex<[String]>([])
    let printed = Mutex<[String]>([])
    var observation: LifecycleDiagnosticObservation? = LifecycleDiagnostic.addObserver { diagnostic in
      guard diagnostic.message.contains("Observed") else { return }
      seen.withLock { $0.append("observer: \(diagnostic.message)") }
    }
    let second = LifecycleDiagnostic.addObserver { diagnostic in
      guard diagnostic.message.contains("Observed") else { return }
      seen.withLock { $0.append("second: \(diagnostic.message)") }
    }
    // The handler stands in for standard error; debug builds may bind it.
    let handler: @Sendable (LifecycleDiagnostic) -> Void = { diagnostic in
      printed.withLock { $0.append(diagnostic.message) }
    }
    LifecycleDiagnostic.$handler.withValue(handler) {
      Self.misuse("Observed1")
      let (_, captured) = LifecycleDiagnostic.capture { Self.misuse("Observed2") }
      #expect(captured.map(\.message) == [Self.message("Observed2")])
      second.cancel()
      second.cancel()
      Self.misuse("Observed3")
      observation = nil
      Self.misuse("Observed4")
    }
    _ = observation

    #expect(
      seen.withLock { $0 } == [
        "observer: \(Self.message("Observed1"))",
        "second: \(Self.message("Observed1"))",
        "observer: \(Self.message("Observed3"))",
      ])
    #expect(
      printed.withLock { $0 }.filter { $0.contains("Observed") } == [
        Self.message("Observed1"), Self.message("Observed3"), Self.message("Observed4"),
      ])
  }

  @Test("An async capture collects what its task reports across awaits, a clock's actions included")
  func asyncCaptureSpansAwaits() async {
    let clock = SimulatedClock()
    let (result, diagnostics) = await LifecycleDiagnostic.capture {
      Self.misuse("Before")
      await Task.yield()
      clock.schedule(after: .milliseconds(10)) { Self.misuse("Scheduled") }
      clock.advance(by: .milliseconds(10))
      Self.misuse("After")
      return 7
    }
    #expect(result == 7)
    #expect(
      diagnostics.map(\.message) == [
        Self.message("Before"), Self.message("Scheduled"), Self.message("After"),
      ])
  }

  @Test("The default handler writes one line per diagnostic to standard error")
  func defaultHandlerWritesOneLine() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let component = Component()
        component.componentName = "Alone"
        component.endAppearanceTransition()
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError == "StateContainer: \(Self.message("Alone"))\n")
  }
}
