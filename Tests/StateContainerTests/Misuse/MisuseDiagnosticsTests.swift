import StateContainer
import Synchronization
import Testing

/// Each misuse gets a clear diagnostic, and the
/// container stays consistent: what follows behaves by the contract.
///
/// Pins <doc:TheLifecycle#Misuse>.
@Suite("Misuse gets a clear diagnostic, and the container stays consistent")
@MainActor
struct MisuseDiagnosticsTests {
  @Test("a duplicate child in children(for:) is kept once, at its first position")
  func duplicateChild() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [x, z, x, x]])

    let (_, diagnostics) = LifecycleDiagnostic.capture { container.appearForTest() }

    #expect(diagnostics.map(\.kind) == [.duplicateChild, .duplicateChild])
    #expect(diagnostics.allSatisfy { $0.description == "StateContainer: \($0.message)" })
    #expect(
      log.entries == [
        "C.willAppear(animated: false)",
        "C.loadAppearanceState() -> a",
        "C.willTransition(to: a, animated: false)",
        "C.children(for: a)",
        "x.willMove(toParent: C)",
        "z.willMove(toParent: C)",
        "C.childWillAppear(x, animated: false)",
        "x.willAppear(animated: false)",
        "C.childWillAppear(z, animated: false)",
        "z.willAppear(animated: false)",
        "C.didAppear(animated: false)",
        "x.didAppear(animated: false)",
        "C.childDidAppear(x, animated: false)",
        "x.didMove(toParent: C)",
        "z.didAppear(animated: false)",
        "C.childDidAppear(z, animated: false)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: nil, animated: false)",
      ])
    #expect(recordingNames(container.children) == ["x", "z"])
  }

  @Test("a child that already belongs to another container is left out of the state")
  func childOfAnotherContainer() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let owner = RecordingContainer<SpecState>(
      "C1", log: log, clock: clock, appearanceState: .a, table: [.a: [x]])
    owner.appearForTest()
    let container = RecordingContainer<SpecState>(
      "C2", log: log, clock: clock, appearanceState: .a, table: [.b: [x, z]])
    container.appearForTest()
    _ = log.take()

    let reported = DiagnosticList()
    LifecycleDiagnostic.$handler.withValue({ reported.append($0) }) {
      container.setNeedsStateTransition(to: .b, animated: true)
      clock.run()
    }

    #expect(reported.kinds == [.childOfAnotherContainer])
    #expect(
      log.entries == [
        "C2.willTransition(to: b, animated: true)",
        "C2.children(for: b)",
        "z.willMove(toParent: C2)",
        "C2.childWillAppear(z, animated: true)",
        "z.willAppear(animated: true)",
        "z.didAppear(animated: true)",
        "C2.childDidAppear(z, animated: true)",
        "z.didMove(toParent: C2)",
        "C2.didTransition(from: a, animated: true)",
      ])
    #expect(recordingNames(container.children) == ["z"])
    #expect(recordingNames(owner.children) == ["x"])
    #expect(x.parent === owner)
    #expect(x.appearance == .appeared)
  }

  @Test("an ancestor of the container, listed as its child, is left out of the state")
  func ancestorAsChild() {
    let log = RecordingLog()
    let clock = SimulatedClock()
    let y = RecordingComponent("y", log: log)
    let inner = RecordingContainer<SpecState>("I", log: log, clock: clock, appearanceState: .a)
    let middle = RecordingContainer<SpecState>(
      "M", log: log, clock: clock, appearanceState: .a, table: [.a: [inner]])
    let outer = RecordingContainer<SpecState>(
      "O", log: log, clock: clock, appearanceState: .a, table: [.a: [middle]])
    inner.childrenForState = { [unowned outer, unowned middle] state in
      state == .b ? [outer, y, middle] : []
    }
    outer.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.setNeedsStateTransition(to: .b, animated: false)
    }

    #expect(diagnostics.map(\.kind) == [.ancestorAsChild, .ancestorAsChild])
    #expect(
      log.entries == [
        "I.willTransition(to: b, animated: false)",
        "I.children(for: b)",
        "y.willMove(toParent: I)",
        "I.childWillAppear(y, animated: false)",
        "y.willAppear(animated: false)",
        "y.didAppear(animated: false)",
        "I.childDidAppear(y, animated: false)",
        "y.didMove(toParent: I)",
        "I.didTransition(from: a, animated: false)",
      ])
    #expect(recordingNames(inner.children) == ["y"])
    #expect(middle.parent === outer)
    #expect(outer.parent == nil)
  }

  @Test("an appearance call on a container from inside its own hooks is ignored")
  func reentrantAppearanceCalls() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [.a: [x]])
    log.on("C.willAppear(animated: false)") { container.endAppearanceTransition() }
    log.on("x.willAppear(animated: false)") { container.endAppearanceTransition() }
    log.on("C.didTransition(from: nil, animated: false)") {
      container.beginAppearanceTransition(false, animated: false)
    }

    let (_, diagnostics) = LifecycleDiagnostic.capture { container.appearForTest() }

    #expect(diagnostics.map(\.kind) == Array(repeating: .reentrantAppearanceTransition, count: 3))
    #expect(log.allReactionsRan)
    #expect(container.appearance == .appeared)
    #expect(
      log.entries == [
        "C.willAppear(animated: false)",
        "C.loadAppearanceState() -> a",
        "C.willTransition(to: a, animated: false)",
        "C.children(for: a)",
        "x.willMove(toParent: C)",
        "C.childWillAppear(x, animated: false)",
        "x.willAppear(animated: false)",
        "C.didAppear(animated: false)",
        "x.didAppear(animated: false)",
        "C.childDidAppear(x, animated: false)",
        "x.didMove(toParent: C)",
        "C.didTransition(from: nil, animated: false)",
      ])
  }

  @Test("an appearance call on a container from a hook its clock fires is ignored")
  func reentrantAppearanceCallFromTimedStep() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingTransitioningComponent("x", log: log, duration: .milliseconds(100))
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x]])
    log.on("x.stateTransitionDidEnd(isAppearing: false)") {
      container.beginAppearanceTransition(false, animated: false)
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    let (_, diagnostics) = LifecycleDiagnostic.capture { clock.run() }

    #expect(diagnostics.map(\.kind) == [.reentrantAppearanceTransition])
    #expect(container.appearance == .appeared)
    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms x.stateTransitionWillBegin(isAppearing: false)",
        "@0ms x.animateAlongsideStateTransition(isAppearing: false)",
        "@100ms x.stateTransitionDidEnd(isAppearing: false)",
        "@100ms x.didDisappear(animated: true)",
        "@100ms C.childDidDisappear(x, animated: true)",
        "@100ms x.didMove(toParent: nil)",
        "@100ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("loadAppearanceState() not overridden: a fatal error that names the class and the method")
  func loadAppearanceStateNotOverridden() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        MisuseUnloadedContainer(clock: SimulatedClock()).beginAppearanceTransition(true, animated: false)
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError.contains("MisuseUnloadedContainer must override loadAppearanceState()"))
  }

  @Test("the default handler writes one line per diagnostic to standard error")
  func defaultHandlerWritesOneLine() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await MainActor.run { Component().endAppearanceTransition() }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("StateContainer: endAppearanceTransition() on Component") == true)
    #expect(lines.last == "")
  }
}

/// A container that forgets to override `loadAppearanceState()`.
@MainActor
final class MisuseUnloadedContainer: StateContainer<SpecState> {}

/// Collects the diagnostics a `LifecycleDiagnostic.handler` receives.
private final class DiagnosticList: Sendable {
  private let items = Mutex<[LifecycleDiagnostic]>([])

  func append(_ diagnostic: LifecycleDiagnostic) { items.withLock { $0.append(diagnostic) } }

  var kinds: [LifecycleDiagnostic.Kind] { items.withLock { $0.map(\.kind) } }
}
