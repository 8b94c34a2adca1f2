import StateContainer
import Testing

/// A state transition while the container is `appeared` (TheLifecycle, "A transition while
/// the container is on screen").
///
/// Unless a test says otherwise, `C` has appeared in state `a`; `P = children(for: a)` and
/// `N = children(for: b)`; `R`, `A` and `K` are the removed, added and kept children.
///
/// Pins <doc:TheLifecycle#A-transition-while-the-container-is-on-screen>.
@Suite("A state transition while C is appeared")
@MainActor
struct TransitionTests {
  @Test("a request for the current state, with nothing in flight or pending, does nothing")
  func requestForCurrentStateDoesNothing() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x]])

    container.setNeedsStateTransition(to: .a, animated: true)
    container.setNeedsStateTransition(to: .a, animated: false)
    #expect(container.isTransitioning == false)
    clock.run()

    #expect(log.entries == [])
    #expect(container.currentState == .a)
    #expect(recordingNames(container.children) == ["x"])
  }

  @Test("willTransition comes first, and inside it currentState is still s0")
  func willTransitionSeesOldState() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: SimulatedClock(), table: [.a: [x], .b: [z]])
    log.on("C.willTransition(to: b, animated: false)") {
      log.record(
        "probe: currentState \(container.currentState), children \(recordingNames(container.children))")
    }

    container.setNeedsStateTransition(to: .b, animated: false)

    #expect(
      log.entries == [
        "C.willTransition(to: b, animated: false)",
        "probe: currentState a, children [\"x\"]",
        "C.children(for: b)",
        "x.willMove(toParent: nil)",
        "C.childWillDisappear(x, animated: false)",
        "x.willDisappear(animated: false)",
        "z.willMove(toParent: C)",
        "C.childWillAppear(z, animated: false)",
        "z.willAppear(animated: false)",
        "x.didDisappear(animated: false)",
        "C.childDidDisappear(x, animated: false)",
        "x.didMove(toParent: nil)",
        "z.didAppear(animated: false)",
        "C.childDidAppear(z, animated: false)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: a, animated: false)",
      ])
  }

  @Test("currentState becomes s1, then children(for: s1) is called exactly once")
  func childrenForNewStateCalledOnce() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    log.on("C.children(for: b)") {
      log.record("probe: currentState \(container.currentState)")
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms probe: currentState b",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms z.didAppear(animated: true)",
        "@350ms C.childDidAppear(z, animated: true)",
        "@350ms z.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("removed children: willMove(nil), childWillDisappear, willDisappear, in P order")
  func removedChildrenBegin() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let y = RecordingComponent("y", log: log)
    let k = RecordingComponent("k", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x, k, y], .b: [k]])

    container.setNeedsStateTransition(to: .b, animated: true)
    let begun = log.take()
    clock.run()

    #expect(
      begun == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms y.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(y, animated: true)",
        "@0ms y.willDisappear(animated: true)",
      ])
    #expect(
      log.entries == [
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms y.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(y, animated: true)",
        "@350ms y.didMove(toParent: nil)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
    #expect(recordingNames(container.children) == ["k"])
  }

  @Test("added children: willMove(C), childWillAppear, willAppear, in N order")
  func addedChildrenBegin() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let k = RecordingComponent("k", log: log)
    let z = RecordingComponent("z", log: log)
    let w = RecordingComponent("w", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [k], .b: [w, k, z]])

    container.setNeedsStateTransition(to: .b, animated: true)
    let begun = log.take()
    clock.run()

    #expect(
      begun == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms w.willMove(toParent: C)",
        "@0ms C.childWillAppear(w, animated: true)",
        "@0ms w.willAppear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
      ])
    #expect(
      log.entries == [
        "@350ms w.didAppear(animated: true)",
        "@350ms C.childDidAppear(w, animated: true)",
        "@350ms w.didMove(toParent: C)",
        "@350ms z.didAppear(animated: true)",
        "@350ms C.childDidAppear(z, animated: true)",
        "@350ms z.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
    #expect(recordingNames(container.children) == ["w", "k", "z"])
  }

  @Test("kept children get no callback at all, even when reordered")
  func keptChildrenSilent() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let k1 = RecordingTransitioningComponent("k1", log: log, duration: .milliseconds(100))
    let k2 = RecordingComponent("k2", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [k1, k2], .b: [k2, k1]])

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms C.didTransition(from: a, animated: true)",
      ])
    #expect(recordingNames(container.children) == ["k2", "k1"])
    #expect(k1.parent === container)
    #expect(k1.appearance == .appeared)
  }

  @Test(
    "completion: removed didDisappear, childDidDisappear, didMove(nil); added didAppear, childDidAppear, didMove(C)"
  )
  func completionOrderAndParents() {
    let log = RecordingLog()
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: SimulatedClock(), table: [.a: [x], .b: [z]])
    func probe(_ component: Component, at event: String) {
      log.on(event) {
        log.record("probe: \(recordingName(component)).parent \(recordingName(component.parent))")
      }
    }
    probe(z, at: "z.willMove(toParent: C)")
    probe(z, at: "C.childWillAppear(z, animated: false)")
    probe(x, at: "x.didDisappear(animated: false)")
    probe(x, at: "C.childDidDisappear(x, animated: false)")
    probe(x, at: "x.didMove(toParent: nil)")

    container.setNeedsStateTransition(to: .b, animated: false)

    #expect(
      log.entries == [
        "C.willTransition(to: b, animated: false)",
        "C.children(for: b)",
        "x.willMove(toParent: nil)",
        "C.childWillDisappear(x, animated: false)",
        "x.willDisappear(animated: false)",
        "z.willMove(toParent: C)",
        "probe: z.parent nil",
        "C.childWillAppear(z, animated: false)",
        "probe: z.parent C",
        "z.willAppear(animated: false)",
        "x.didDisappear(animated: false)",
        "probe: x.parent C",
        "C.childDidDisappear(x, animated: false)",
        "probe: x.parent C",
        "x.didMove(toParent: nil)",
        "probe: x.parent nil",
        "z.didAppear(animated: false)",
        "C.childDidAppear(z, animated: false)",
        "z.didMove(toParent: C)",
        "C.didTransition(from: a, animated: false)",
      ])
    #expect(x.parent == nil)
    #expect(z.parent === container)
    #expect(x.appearance == .disappeared)
    #expect(z.appearance == .appeared)
  }

  @Test(
    "not animated: all of R then all of A complete before the call returns, without transitioning hooks")
  func nonAnimatedCompletesAtOnce() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingTransitioningComponent(
      "x", log: log, delay: .milliseconds(10), duration: .milliseconds(100))
    let y = RecordingComponent("y", log: log)
    let k = RecordingComponent("k", log: log)
    let z = RecordingTransitioningComponent("z", log: log, duration: .milliseconds(200))
    let w = RecordingComponent("w", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x, y, k], .b: [k, z, w]])

    container.setNeedsStateTransition(to: .b, animated: false)
    let returned = log.take()
    #expect(container.isTransitioning == false)
    clock.run()

    #expect(
      returned == [
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false)",
        "@0ms y.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(y, animated: false)",
        "@0ms y.willDisappear(animated: false)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: false)",
        "@0ms z.willAppear(animated: false)",
        "@0ms w.willMove(toParent: C)",
        "@0ms C.childWillAppear(w, animated: false)",
        "@0ms w.willAppear(animated: false)",
        "@0ms x.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(x, animated: false)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms y.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(y, animated: false)",
        "@0ms y.didMove(toParent: nil)",
        "@0ms z.didAppear(animated: false)",
        "@0ms C.childDidAppear(z, animated: false)",
        "@0ms z.didMove(toParent: C)",
        "@0ms w.didAppear(animated: false)",
        "@0ms C.childDidAppear(w, animated: false)",
        "@0ms w.didMove(toParent: C)",
        "@0ms C.didTransition(from: a, animated: false)",
      ])
    #expect(log.entries == [])
    #expect(recordingNames(container.children) == ["k", "z", "w"])
  }

  @Test(
    "animated: willBegin at once, alongside at t0 + delay, didEnd then completion at t0 + delay + duration"
  )
  func animatedTransitioningChildren() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingTransitioningComponent("x", log: log, duration: .milliseconds(100))
    let y = RecordingComponent("y", log: log)
    let k = RecordingComponent("k", log: log)
    let z = RecordingTransitioningComponent(
      "z", log: log, delay: .milliseconds(50), duration: .milliseconds(200))
    let w = RecordingTransitioningComponent("w", log: log, duration: .zero)
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x, y, k], .b: [k, z, w]])
    clock.advance(by: .milliseconds(1000))

    container.setNeedsStateTransition(to: .b, animated: true)
    let returned = log.take()
    clock.run()

    #expect(
      returned == [
        "@1000ms C.willTransition(to: b, animated: true)",
        "@1000ms C.children(for: b)",
        "@1000ms x.willMove(toParent: nil)",
        "@1000ms C.childWillDisappear(x, animated: true)",
        "@1000ms x.willDisappear(animated: true)",
        "@1000ms y.willMove(toParent: nil)",
        "@1000ms C.childWillDisappear(y, animated: true)",
        "@1000ms y.willDisappear(animated: true)",
        "@1000ms z.willMove(toParent: C)",
        "@1000ms C.childWillAppear(z, animated: true)",
        "@1000ms z.willAppear(animated: true)",
        "@1000ms w.willMove(toParent: C)",
        "@1000ms C.childWillAppear(w, animated: true)",
        "@1000ms w.willAppear(animated: true)",
        "@1000ms x.stateTransitionWillBegin(isAppearing: false)",
        "@1000ms z.stateTransitionWillBegin(isAppearing: true)",
        "@1000ms w.stateTransitionWillBegin(isAppearing: true)",
      ])
    #expect(
      log.entries == [
        "@1000ms x.animateAlongsideStateTransition(isAppearing: false)",
        "@1000ms w.animateAlongsideStateTransition(isAppearing: true)",
        "@1000ms w.stateTransitionDidEnd(isAppearing: true)",
        "@1000ms w.didAppear(animated: true)",
        "@1000ms C.childDidAppear(w, animated: true)",
        "@1000ms w.didMove(toParent: C)",
        "@1050ms z.animateAlongsideStateTransition(isAppearing: true)",
        "@1100ms x.stateTransitionDidEnd(isAppearing: false)",
        "@1100ms x.didDisappear(animated: true)",
        "@1100ms C.childDidDisappear(x, animated: true)",
        "@1100ms x.didMove(toParent: nil)",
        "@1250ms z.stateTransitionDidEnd(isAppearing: true)",
        "@1250ms z.didAppear(animated: true)",
        "@1250ms C.childDidAppear(z, animated: true)",
        "@1250ms z.didMove(toParent: C)",
        "@1350ms y.didDisappear(animated: true)",
        "@1350ms C.childDidDisappear(y, animated: true)",
        "@1350ms y.didMove(toParent: nil)",
        "@1350ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test(
    "animated: a child without StateTransitioning completes at t0 + defaultTransitionDuration (350 ms)")
  func plainChildrenUseDefaultDuration() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    #expect(container.defaultTransitionDuration == .milliseconds(350))

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.advance(by: .milliseconds(349))
    let before = log.take()
    #expect(container.isTransitioning)
    clock.advance(by: .milliseconds(1))

    #expect(
      before == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
      ])
    #expect(
      log.entries == [
        "@350ms x.didDisappear(animated: true)",
        "@350ms C.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms z.didAppear(animated: true)",
        "@350ms C.childDidAppear(z, animated: true)",
        "@350ms z.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
    #expect(container.isTransitioning == false)
  }

  @Test("defaultTransitionDuration set by the app times children without StateTransitioning")
  func customDefaultDuration() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let z = RecordingTransitioningComponent("z", log: log, duration: .milliseconds(30))
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    container.defaultTransitionDuration = .milliseconds(120)

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
        "@0ms z.stateTransitionWillBegin(isAppearing: true)",
        "@0ms z.animateAlongsideStateTransition(isAppearing: true)",
        "@30ms z.stateTransitionDidEnd(isAppearing: true)",
        "@30ms z.didAppear(animated: true)",
        "@30ms C.childDidAppear(z, animated: true)",
        "@30ms z.didMove(toParent: C)",
        "@120ms x.didDisappear(animated: true)",
        "@120ms C.childDidDisappear(x, animated: true)",
        "@120ms x.didMove(toParent: nil)",
        "@120ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("StateTransitioning defaults: 350 ms duration, zero delay, empty hooks")
  func stateTransitioningDefaults() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let silent = DefaultTimingComponent("s", log: log)
    let hooked = HooksOnlyTransitioningComponent("h", log: log)
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [], .b: [silent, hooked]])
    container.defaultTransitionDuration = .milliseconds(100)

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms s.willMove(toParent: C)",
        "@0ms C.childWillAppear(s, animated: true)",
        "@0ms s.willAppear(animated: true)",
        "@0ms h.willMove(toParent: C)",
        "@0ms C.childWillAppear(h, animated: true)",
        "@0ms h.willAppear(animated: true)",
        "@0ms h.stateTransitionWillBegin(isAppearing: true)",
        "@0ms h.animateAlongsideStateTransition(isAppearing: true)",
        "@350ms s.didAppear(animated: true)",
        "@350ms C.childDidAppear(s, animated: true)",
        "@350ms s.didMove(toParent: C)",
        "@350ms h.stateTransitionDidEnd(isAppearing: true)",
        "@350ms h.didAppear(animated: true)",
        "@350ms C.childDidAppear(h, animated: true)",
        "@350ms h.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test("every timed step goes through the clock, even with zero delay and duration")
  func zeroTimingStillUsesClock() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingComponent("x", log: log)
    let z = RecordingTransitioningComponent("z", log: log, duration: .zero)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    container.defaultTransitionDuration = .zero

    container.setNeedsStateTransition(to: .b, animated: true)
    let returned = log.take()
    #expect(container.isTransitioning)
    clock.advance(by: .zero)

    #expect(
      returned == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
        "@0ms z.stateTransitionWillBegin(isAppearing: true)",
      ])
    #expect(
      log.entries == [
        "@0ms x.didDisappear(animated: true)",
        "@0ms C.childDidDisappear(x, animated: true)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms z.animateAlongsideStateTransition(isAppearing: true)",
        "@0ms z.stateTransitionDidEnd(isAppearing: true)",
        "@0ms z.didAppear(animated: true)",
        "@0ms C.childDidAppear(z, animated: true)",
        "@0ms z.didMove(toParent: C)",
        "@0ms C.didTransition(from: a, animated: true)",
      ])
    #expect(container.isTransitioning == false)
  }

  @Test(
    "didTransition comes when the last child has completed; inside it currentState == s1, isTransitioning false"
  )
  func didTransitionAfterLastChild() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let x = RecordingTransitioningComponent(
      "x", log: log, delay: .milliseconds(400), duration: .milliseconds(100))
    let z = RecordingComponent("z", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x], .b: [z]])
    log.on("C.didTransition(from: a, animated: true)") {
      log.record(
        "probe: currentState \(container.currentState), isTransitioning \(container.isTransitioning)")
    }

    container.setNeedsStateTransition(to: .b, animated: true)
    clock.run()

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: true)",
        "@0ms z.willAppear(animated: true)",
        "@0ms x.stateTransitionWillBegin(isAppearing: false)",
        "@350ms z.didAppear(animated: true)",
        "@350ms C.childDidAppear(z, animated: true)",
        "@350ms z.didMove(toParent: C)",
        "@400ms x.animateAlongsideStateTransition(isAppearing: false)",
        "@500ms x.stateTransitionDidEnd(isAppearing: false)",
        "@500ms x.didDisappear(animated: true)",
        "@500ms C.childDidDisappear(x, animated: true)",
        "@500ms x.didMove(toParent: nil)",
        "@500ms C.didTransition(from: a, animated: true)",
        "@500ms probe: currentState b, isTransitioning false",
      ])
  }

  @Test("with R and A empty, didTransition comes at once, even when animated")
  func emptyDiffCompletesAtOnce() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let k = RecordingComponent("k", log: log)
    let container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [k], .b: [k]])

    container.setNeedsStateTransition(to: .b, animated: true)
    #expect(container.isTransitioning == false)

    #expect(
      log.entries == [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms C.didTransition(from: a, animated: true)",
      ])
  }

  @Test(
    "2 after a transition, children equals N deduplicated, in order; during it, attached N members then removed ones"
  )
  func childrenDuringAndAfter() {
    let clock = SimulatedClock()
    let log = RecordingLog()
    let x = RecordingTransitioningComponent("x", log: log, duration: .milliseconds(100))
    let y = RecordingComponent("y", log: log)
    let k = RecordingComponent("k", log: log)
    let z = RecordingComponent("z", log: log)
    let w = RecordingTransitioningComponent("w", log: log, duration: .milliseconds(200))
    let container = RecordingContainer.appeared(
      log: log, clock: clock, table: [.a: [x, y, k], .b: [z, k, w, z]])
    var seen: [[String]] = []
    log.on("z.willMove(toParent: C)") { seen.append(recordingNames(container.children)) }
    log.on("w.willMove(toParent: C)") { seen.append(recordingNames(container.children)) }

    _ = LifecycleDiagnostic.capture {
      container.setNeedsStateTransition(to: .b, animated: true)
    }
    seen.append(recordingNames(container.children))
    clock.advance(by: .milliseconds(100))
    seen.append(recordingNames(container.children))
    clock.run()
    seen.append(recordingNames(container.children))

    #expect(
      seen == [
        ["k", "x", "y"],
        ["z", "k", "x", "y"],
        ["z", "k", "w", "x", "y"],
        ["z", "k", "w", "y"],
        ["z", "k", "w"],
      ])
  }
}

/// Adopts `StateTransitioning` without implementing anything: every requirement is defaulted.
@MainActor
private final class DefaultTimingComponent: RecordingComponent, StateTransitioning {}

/// Implements only the hooks of `StateTransitioning`; its timing is defaulted.
@MainActor
private final class HooksOnlyTransitioningComponent: RecordingComponent, StateTransitioning {
  func stateTransitionWillBegin(isAppearing: Bool) {
    log.record("\(name).stateTransitionWillBegin(isAppearing: \(isAppearing))")
  }

  func animateAlongsideStateTransition(isAppearing: Bool) {
    log.record("\(name).animateAlongsideStateTransition(isAppearing: \(isAppearing))")
  }

  func stateTransitionDidEnd(isAppearing: Bool) {
    log.record("\(name).stateTransitionDidEnd(isAppearing: \(isAppearing))")
  }
}
