import StateContainer
import Testing

/// `setNeedsStateTransition(to:animated:evenIfCurrent: true)`: a transition into a state
/// equal to the current one runs in full, where a plain request for the current state, with
/// nothing in flight or pending, does nothing.
///
/// Pins <doc:TheLifecycle#Into-an-equal-state-on-purpose>.
@Suite("A request for the current state, evenIfCurrent")
@MainActor
struct EvenIfCurrentTests {
  /// A state whose `==` compares the identifier only, as many ports of
  /// StateViewController's non-`Equatable` states write it.
  struct Page: Equatable, CustomStringConvertible {
    var id: Int
    var revision: Int

    static func == (lhs: Page, rhs: Page) -> Bool { lhs.id == rhs.id }

    var description: String { "page \(id) r\(revision)" }
  }

  @Test(
    "without evenIfCurrent an equal state is skipped; with it the whole transition runs, and a kept child gets no callback"
  )
  func equalStateRunsInFull() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer.appeared(log: log, clock: SimulatedClock(), table: [.a: [x]])

    container.setNeedsStateTransition(to: .a, animated: false)
    #expect(log.take() == [])

    container.setNeedsStateTransition(to: .a, animated: true, evenIfCurrent: true)

    #expect(
      log.entries == [
        "C.willTransition(to: a, animated: true)",
        "C.children(for: a)",
        "C.didTransition(from: a, animated: true)",
      ])
    #expect(container.isTransitioning == false)
  }

  @Test(
    "a state equal by identifier reaches willTransition with its new data and replaces the children it lists anew"
  )
  func identifierEqualityWithNewData() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let first = RecordingComponent("row1", log: log)
    let second = RecordingComponent("row2", log: log)
    let container = RecordingContainer<Page>(
      "C", log: log, clock: clock, appearanceState: Page(id: 1, revision: 1)
    ) { page in page.revision == 1 ? [first] : [second] }
    container.appearForTest()
    _ = log.take()

    container.setNeedsStateTransition(to: Page(id: 1, revision: 2), animated: false)
    #expect(log.take() == [])

    container.setNeedsStateTransition(to: Page(id: 1, revision: 2), animated: true, evenIfCurrent: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: page 1 r2, animated: true)",
        "@0ms C.children(for: page 1 r2)",
        "@0ms row1.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(row1, animated: true)",
        "@0ms row1.willDisappear(animated: true)",
        "@0ms row2.willMove(toParent: C)",
        "@0ms C.childWillAppear(row2, animated: true)",
        "@0ms row2.willAppear(animated: true)",
        "@350ms row1.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(row1, animated: true)",
        "@350ms row1.didMove(toParent: nil)",
        "@350ms row2.didAppear(animated: true)",
        "@350ms C.childDidAppear(row2, animated: true)",
        "@350ms row2.didMove(toParent: C)",
        "@350ms C.didTransition(from: page 1 r1, animated: true)",
      ])
    #expect(container.currentState.revision == 2)
  }

  @Test("made while a transition is in flight, it waits and is not dropped for being current by then")
  func waitsAndIsNotDropped() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x]])

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(100))
    container.setNeedsStateTransition(to: .b, animated: false, evenIfCurrent: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms C.willTransition(to: b, animated: false)",
        "@350ms C.children(for: b)",
        "@350ms C.didTransition(from: b, animated: false)",
      ])
  }

  @Test("a later plain request replaces it, and is dropped if its state is current")
  func replacedByAPlainRequest() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [:])
    let x = RecordingComponent("x", log: log)
    container.childrenForState = { $0 == .b ? [x] : [] }

    container.setNeedsStateTransition(to: .b, animated: true)
    container.setNeedsStateTransition(to: .b, animated: false, evenIfCurrent: true)
    container.setNeedsStateTransition(to: .b, animated: false)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
        "@350ms x.didAppear(animated: true)",
        "@350ms C.childDidAppear(x, animated: true)",
        "@350ms x.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("off screen it is applied at once and without animation, like any request")
  func offScreen() {
    let log = RecordingLog()
    let container = RecordingContainer<SpecState>(
      "C", log: log, clock: SimulatedClock(), appearanceState: .a, table: [:])
    container.setNeedsStateTransition(to: .a, animated: false)
    _ = log.take()

    container.setNeedsStateTransition(to: .a, animated: true, evenIfCurrent: true)

    #expect(
      log.entries == [
        "C.willTransition(to: a, animated: false)",
        "C.children(for: a)",
        "C.didTransition(from: a, animated: false)",
      ])
  }
}
