import StateContainer
import Synchronization
import Testing

/// A chain of requests from hooks runs in constant stack, so a hook that requests a state on
/// every transition would spin forever without a word. A container reports a run of
/// 1,500,000 synchronous transitions once, naming itself and the states it moves between,
/// and goes on; a long legitimate chain is not reported.
///
/// Pins <doc:TheLifecycle#Misuse>.
@Suite("A runaway chain of transitions is reported once; a long legitimate chain is not")
@MainActor
struct RunawayTransitionChainTests {
  /// 1,500,000 transitions take tens of seconds in a debug build, minutes under a
  /// sanitizer: the sanitizer runs skip it, and `Scripts/release-checks.sh` runs the same
  /// loop in a release build.
  @Test(
    "runawayTransitionChain: a didTransition that always requests the other state is reported once, with its container and states",
    .enabled(
      if: !isAddressSanitized && !isThreadSanitized, "1,500,000 transitions are too slow under a sanitizer"))
  func loopIsReportedOnce() {
    let log = RecordingLog()
    let looper = LoopingContainer(log: log)
    looper.appearForTest()
    let reports = Mutex(0)
    LifecycleDiagnostic.$handler.withValue({ diagnostic in
      reports.withLock { $0 += 1 }
      MainActor.assumeIsolated {
        log.record("diagnostic \(diagnostic.kind): \(diagnostic.message)")
        // The test's hook ends the loop three transitions later.
        looper.stopAfter = looper.transitions + 3
      }
    }) {
      looper.looping = true
      looper.setNeedsStateTransition(to: .b, animated: false)
    }

    #expect(reports.withLock { $0 } == 1)
    #expect(
      log.take() == [
        "diagnostic runawayTransitionChain: Looper has made 1500000 transitions in a row without returning to "
          + "its caller, lately between b and a: a hook that requests a state on every transition loops "
          + "forever. Stop requesting once the state you need is current.",
        "Looper.didTransition(from: b) #1500000",
        "Looper.didTransition(from: a) #1500001",
        "Looper.didTransition(from: b) #1500002",
      ])
    #expect(looper.currentState == .a)
    #expect(looper.isTransitioning == false)
  }

  @Test(
    "runawayTransitionChain: a chain of 200,000 transitions from didTransition completes and reports nothing")
  func longLegitimateChainIsNotReported() {
    let log = RecordingLog()
    let chain = LoopingContainer(log: log, length: 200_000)
    chain.appearForTest()
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      chain.looping = true
      chain.setNeedsStateTransition(to: .b, animated: false)
    }

    #expect(diagnostics.isEmpty)
    #expect(log.take() == ["Looper.didTransition(from: b) #200000", "Looper ended its chain"])
    #expect(chain.transitions == 200_000)
    #expect(chain.currentState == .a)
  }
}

/// A container whose `didTransition` requests the other state (`a` ⇄ `b`) until
/// ``stopAfter`` transitions, or for ``length`` transitions. It logs the transitions from
/// the one before it stops.
@MainActor
private final class LoopingContainer: StateContainer<SpecState> {
  let log: RecordingLog
  let length: Int?
  var looping = false
  var transitions = 0
  var stopAfter: Int?

  init(log: RecordingLog, length: Int? = nil) {
    self.log = log
    self.length = length
    super.init(clock: SimulatedClock())
    componentName = "Looper"
  }

  override func loadAppearanceState() -> SpecState { .a }

  override func didTransition(from previousState: SpecState?, animated: Bool) {
    guard looping else { return }
    transitions += 1
    let last = stopAfter ?? length ?? Int.max
    if transitions >= last - 2 && stopAfter != nil || transitions == length {
      log.record("Looper.didTransition(from: \(previousState.map { "\($0)" } ?? "nil")) #\(transitions)")
    }
    if transitions >= last {
      if length != nil { log.record("Looper ended its chain") }
      return
    }
    setNeedsStateTransition(to: currentState == .a ? .b : .a, animated: false)
  }
}
