import StateContainer
import Testing

/// The rows of the misuse table about containers and appearance calls, one test per row,
/// named after the row's kind: each compares the whole list of diagnostics (kind and
/// message) and the whole event log, then shows that the container keeps working.
///
/// Pins <doc:TheLifecycle#Misuse>.
@Suite("TheLifecycle#Misuse: each misuse is reported, repaired or refused, and the containers keep working")
@MainActor
struct LifecycleMisuseTests {
  let clock = SimulatedClock()
  let log: RecordingLog

  init() {
    log = RecordingLog(stampingWith: clock)
  }

  /// A recording component, named `name` in the log and in diagnostics.
  func component(_ name: String) -> RecordingComponent {
    RecordingComponent(name, log: log).namedInDiagnostics()
  }

  /// A recording container, named `name` in the log and in diagnostics, that appears in `a`.
  func container(_ name: String, table: [SpecState: [Component]] = [:]) -> RecordingContainer<SpecState> {
    RecordingContainer(name, log: log, clock: clock, appearanceState: .a, table: table).namedInDiagnostics()
  }

  // MARK: - children(for:)

  @Test("duplicateChild: a component listed again is kept once, at its first position")
  func duplicateChild() {
    let (x, y, z) = (component("x"), component("y"), component("z"))
    let c = container("C", table: [.a: [x], .b: [y, x, y, z, z]])
    c.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      c.setNeedsStateTransition(to: .b, animated: false)
    }

    expectDiagnostics(
      diagnostics,
      [
        "duplicateChild: C.children(for:) item 2 (y) is listed more than once; kept once.",
        "duplicateChild: C.children(for:) item 4 (z) is listed more than once; kept once.",
      ])
    #expect(recordingNames(c.children) == ["y", "x", "z"])
    c.setNeedsStateTransition(to: .a, animated: false)
    expectWholeLog(
      log.take(),
      [
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.children(for: b)",
        "@0ms y.willMove(toParent: C)",
        "@0ms C.childWillAppear(y, animated: false)",
        "@0ms y.willAppear(animated: false)",
        "@0ms z.willMove(toParent: C)",
        "@0ms C.childWillAppear(z, animated: false)",
        "@0ms z.willAppear(animated: false)",
        "@0ms y.didAppear(animated: false)",
        "@0ms C.childDidAppear(y, animated: false)",
        "@0ms y.didMove(toParent: C)",
        "@0ms z.didAppear(animated: false)",
        "@0ms C.childDidAppear(z, animated: false)",
        "@0ms z.didMove(toParent: C)",
        "@0ms C.didTransition(from: a, animated: false)",
        // The container keeps working: leaving the state removes each once.
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.children(for: a)",
        "@0ms y.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(y, animated: false)",
        "@0ms y.willDisappear(animated: false)",
        "@0ms z.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(z, animated: false)",
        "@0ms z.willDisappear(animated: false)",
        "@0ms y.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(y, animated: false)",
        "@0ms y.didMove(toParent: nil)",
        "@0ms z.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(z, animated: false)",
        "@0ms z.didMove(toParent: nil)",
        "@0ms C.didTransition(from: b, animated: false)",
      ])
    #expect(recordingNames(c.children) == ["x"])
  }

  @Test("childOfAnotherContainer: a component with another parent is left out until it is free")
  func childOfAnotherContainer() {
    let (x, y) = (component("x"), component("y"))
    let owner = container("O", table: [.a: [x]])
    let c = container("C", table: [.b: [x, y]])
    owner.appearForTest()
    c.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      c.setNeedsStateTransition(to: .b, animated: true)
      clock.run()
    }

    expectDiagnostics(
      diagnostics, ["childOfAnotherContainer: C.children(for:) item 0 (x) already belongs to O; left out."])
    #expect(x.parent === owner && x.appearance == .appeared)
    #expect(recordingNames(c.children) == ["y"])
    // Once `O` lets go of `x`, the next transition that lists it takes it.
    owner.setNeedsStateTransition(to: .b, animated: false)
    c.setNeedsStateTransition(to: .a, animated: false)
    c.setNeedsStateTransition(to: .b, animated: false)
    expectWholeLog(
      log.take(),
      [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms y.willMove(toParent: C)",
        "@0ms C.childWillAppear(y, animated: true)",
        "@0ms y.willAppear(animated: true)",
        "@350ms y.didAppear(animated: true)",
        "@350ms C.childDidAppear(y, animated: true)",
        "@350ms y.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms O.willTransition(to: b, animated: false)",
        "@350ms O.children(for: b)",
        "@350ms x.willMove(toParent: nil)",
        "@350ms O.childWillDisappear(x, animated: false)",
        "@350ms x.willDisappear(animated: false)",
        "@350ms x.didDisappear(animated: false)",
        "@350ms O.childDidDisappear(x, animated: false)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms O.didTransition(from: a, animated: false)",
        "@350ms C.willTransition(to: a, animated: false)",
        "@350ms C.children(for: a)",
        "@350ms y.willMove(toParent: nil)",
        "@350ms C.childWillDisappear(y, animated: false)",
        "@350ms y.willDisappear(animated: false)",
        "@350ms y.didDisappear(animated: false)",
        "@350ms C.childDidDisappear(y, animated: false)",
        "@350ms y.didMove(toParent: nil)",
        "@350ms C.didTransition(from: b, animated: false)",
        "@350ms C.willTransition(to: b, animated: false)",
        "@350ms C.children(for: b)",
        "@350ms x.willMove(toParent: C)",
        "@350ms C.childWillAppear(x, animated: false)",
        "@350ms x.willAppear(animated: false)",
        "@350ms y.willMove(toParent: C)",
        "@350ms C.childWillAppear(y, animated: false)",
        "@350ms y.willAppear(animated: false)",
        "@350ms x.didAppear(animated: false)",
        "@350ms C.childDidAppear(x, animated: false)",
        "@350ms x.didMove(toParent: C)",
        "@350ms y.didAppear(animated: false)",
        "@350ms C.childDidAppear(y, animated: false)",
        "@350ms y.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: false)",
      ])
    #expect(x.parent === c)
  }

  @Test(
    "childOfAnotherContainer: a component that a container added in the same transition claims first is left out, with no hook and no timed step"
  )
  func childClaimedWhileBeingAdded() {
    let (shared, y) = (component("shared"), component("y"))
    let inner = container("I", table: [.a: [shared]])
    let c = container("C", table: [.b: [inner, shared, y]])
    c.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      c.setNeedsStateTransition(to: .b, animated: true)
      clock.run()
    }

    expectDiagnostics(
      diagnostics, ["childOfAnotherContainer: shared was added to I while C was adding it; left out of C."])
    #expect(shared.parent === inner && shared.appearance == .appeared)
    #expect(recordingNames(c.children) == ["I", "y"])
    #expect(clock.scheduledCount == 0)
    // The container keeps working: leaving the state removes what it holds.
    c.setNeedsStateTransition(to: .a, animated: false)
    expectWholeLog(
      log.take(),
      [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms I.willMove(toParent: C)",
        "@0ms C.childWillAppear(I, animated: true)",
        "@0ms I.willAppear(animated: true)",
        "@0ms I.loadAppearanceState() -> a",
        "@0ms I.willTransition(to: a, animated: true)",
        "@0ms I.children(for: a)",
        "@0ms shared.willMove(toParent: I)",
        "@0ms I.childWillAppear(shared, animated: true)",
        "@0ms shared.willAppear(animated: true)",
        // `C` reaches `shared` next, finds it claimed by `I`, and skips it.
        "@0ms y.willMove(toParent: C)",
        "@0ms C.childWillAppear(y, animated: true)",
        "@0ms y.willAppear(animated: true)",
        "@350ms I.didAppear(animated: true)",
        "@350ms shared.didAppear(animated: true)",
        "@350ms I.childDidAppear(shared, animated: true)",
        "@350ms shared.didMove(toParent: I)",
        "@350ms I.didTransition(from: nil, animated: true)",
        "@350ms C.childDidAppear(I, animated: true)",
        "@350ms I.didMove(toParent: C)",
        "@350ms y.didAppear(animated: true)",
        "@350ms C.childDidAppear(y, animated: true)",
        "@350ms y.didMove(toParent: C)",
        "@350ms C.didTransition(from: a, animated: true)",
        "@350ms C.willTransition(to: a, animated: false)",
        "@350ms C.children(for: a)",
        "@350ms I.willMove(toParent: nil)",
        "@350ms C.childWillDisappear(I, animated: false)",
        "@350ms I.willDisappear(animated: false)",
        "@350ms I.childWillDisappear(shared, animated: false)",
        "@350ms shared.willDisappear(animated: false)",
        "@350ms y.willMove(toParent: nil)",
        "@350ms C.childWillDisappear(y, animated: false)",
        "@350ms y.willDisappear(animated: false)",
        "@350ms I.didDisappear(animated: false)",
        "@350ms shared.didDisappear(animated: false)",
        "@350ms I.childDidDisappear(shared, animated: false)",
        "@350ms C.childDidDisappear(I, animated: false)",
        "@350ms I.didMove(toParent: nil)",
        "@350ms y.didDisappear(animated: false)",
        "@350ms C.childDidDisappear(y, animated: false)",
        "@350ms y.didMove(toParent: nil)",
        "@350ms C.didTransition(from: b, animated: false)",
      ])
    #expect(c.children.isEmpty && shared.parent === inner)
  }

  @Test("containerAsOwnChild: a container listed in its own children(for:) is left out")
  func containerAsOwnChild() {
    let (x, y) = (component("x"), component("y"))
    let c = container("C")
    c.childrenForState = { [unowned c] state in state == .a ? [x] : [c, y] }
    c.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      c.setNeedsStateTransition(to: .b, animated: false)
    }

    expectDiagnostics(
      diagnostics, ["containerAsOwnChild: C.children(for:) item 0 (C) is the container itself; left out."])
    #expect(c.parent == nil && recordingNames(c.children) == ["y"])
    c.setNeedsStateTransition(to: .a, animated: false)
    expectWholeLog(
      log.take(),
      [
        "@0ms C.willTransition(to: b, animated: false)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false)",
        "@0ms y.willMove(toParent: C)",
        "@0ms C.childWillAppear(y, animated: false)",
        "@0ms y.willAppear(animated: false)",
        "@0ms x.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(x, animated: false)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms y.didAppear(animated: false)",
        "@0ms C.childDidAppear(y, animated: false)",
        "@0ms y.didMove(toParent: C)",
        "@0ms C.didTransition(from: a, animated: false)",
        "@0ms C.willTransition(to: a, animated: false)",
        "@0ms C.children(for: a)",
        "@0ms y.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(y, animated: false)",
        "@0ms y.willDisappear(animated: false)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms y.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(y, animated: false)",
        "@0ms y.didMove(toParent: nil)",
        "@0ms x.didAppear(animated: false)",
        "@0ms C.childDidAppear(x, animated: false)",
        "@0ms x.didMove(toParent: C)",
        "@0ms C.didTransition(from: b, animated: false)",
      ])
  }

  /// An ancestor reached through upstream links only (a navigation entry's) is pinned by
  /// `OnePlaceAtATimeTests`, which needs a navigation container.
  @Test("ancestorAsChild: the container's parent or a container above it, listed as its child, is left out")
  func ancestorAsChild() {
    let (x, y) = (component("x"), component("y"))
    let inner = container("I", table: [.a: [x]])
    let middle = container("M", table: [.a: [inner]])
    let outer = container("O", table: [.a: [middle]])
    let ancestors = inner.childrenForState
    inner.childrenForState = { [unowned outer, unowned middle] state in
      state == .b ? [outer, y, middle] : ancestors(state)
    }
    outer.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      inner.setNeedsStateTransition(to: .b, animated: false)
    }

    expectDiagnostics(
      diagnostics,
      [
        "ancestorAsChild: I.children(for:) item 0 (O) is an ancestor of the container; left out.",
        "ancestorAsChild: I.children(for:) item 2 (M) is an ancestor of the container; left out.",
      ])
    #expect(recordingNames(inner.children) == ["y"] && middle.parent === outer && outer.parent == nil)
    inner.setNeedsStateTransition(to: .a, animated: false)
    expectWholeLog(
      log.take(),
      [
        "@0ms I.willTransition(to: b, animated: false)",
        "@0ms I.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms I.childWillDisappear(x, animated: false)",
        "@0ms x.willDisappear(animated: false)",
        "@0ms y.willMove(toParent: I)",
        "@0ms I.childWillAppear(y, animated: false)",
        "@0ms y.willAppear(animated: false)",
        "@0ms x.didDisappear(animated: false)",
        "@0ms I.childDidDisappear(x, animated: false)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms y.didAppear(animated: false)",
        "@0ms I.childDidAppear(y, animated: false)",
        "@0ms y.didMove(toParent: I)",
        "@0ms I.didTransition(from: a, animated: false)",
        "@0ms I.willTransition(to: a, animated: false)",
        "@0ms I.children(for: a)",
        "@0ms y.willMove(toParent: nil)",
        "@0ms I.childWillDisappear(y, animated: false)",
        "@0ms y.willDisappear(animated: false)",
        "@0ms x.willMove(toParent: I)",
        "@0ms I.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms y.didDisappear(animated: false)",
        "@0ms I.childDidDisappear(y, animated: false)",
        "@0ms y.didMove(toParent: nil)",
        "@0ms x.didAppear(animated: false)",
        "@0ms I.childDidAppear(x, animated: false)",
        "@0ms x.didMove(toParent: I)",
        "@0ms I.didTransition(from: b, animated: false)",
      ])
  }

  // MARK: - Appearance calls

  /// What receives the call that does not fit: a plain component, or a container with a child.
  enum Subject: String, CaseIterable, Sendable { case component, container }

  @Test(
    "unbalancedAppearanceTransition: a call that does not fit the appearance of an unmanaged component or container is ignored",
    arguments: Subject.allCases, Misfit.allCases)
  func unbalancedAppearanceTransition(subject: Subject, misfit: Misfit) {
    let target: Component =
      subject == .component ? component("T") : container("T", table: [.a: [component("x")]])
    switch misfit.appearance {
    case .disappeared: break
    case .appearing: target.beginAppearanceTransition(true, animated: false)
    case .appeared: target.appearForTest()
    case .disappearing:
      target.appearForTest()
      target.beginAppearanceTransition(false, animated: false)
    }
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture { misfit.perform(on: target) }

    let fix =
      misfit.call == "endAppearanceTransition()"
      ? "Call it once after each beginAppearanceTransition(_:animated:)."
      : "Begin to appear only when disappeared, to disappear only when appeared."
    expectDiagnostics(
      diagnostics,
      [
        "unbalancedAppearanceTransition: \(misfit.call) on T while it is \(misfit.appearance); ignored. \(fix)"
      ])
    // No hook runs and, for a container, no state is loaded.
    expectWholeLog(log.take(), [])
    #expect(target.appearance == misfit.appearance)
  }

  /// A call to `beginAppearanceTransition`/`endAppearanceTransition` that does not fit the
  /// appearance the component is in.
  enum Misfit: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case endWhileDisappeared, disappearWhileDisappeared
    case appearWhileAppearing, disappearWhileAppearing
    case appearWhileAppeared, endWhileAppeared
    case appearWhileDisappearing, disappearWhileDisappearing

    var testDescription: String { rawValue }

    /// The appearance the component is brought to first.
    var appearance: Appearance {
      switch self {
      case .endWhileDisappeared, .disappearWhileDisappeared: .disappeared
      case .appearWhileAppearing, .disappearWhileAppearing: .appearing
      case .appearWhileAppeared, .endWhileAppeared: .appeared
      case .appearWhileDisappearing, .disappearWhileDisappearing: .disappearing
      }
    }

    /// The call, as a diagnostic writes it.
    var call: String {
      switch self {
      case .endWhileDisappeared, .endWhileAppeared: "endAppearanceTransition()"
      case .appearWhileAppearing, .appearWhileAppeared, .appearWhileDisappearing:
        "beginAppearanceTransition(true, animated: true)"
      case .disappearWhileDisappeared, .disappearWhileAppearing, .disappearWhileDisappearing:
        "beginAppearanceTransition(false, animated: true)"
      }
    }

    @MainActor
    func perform(on component: Component) {
      switch self {
      case .endWhileDisappeared, .endWhileAppeared:
        component.endAppearanceTransition()
      case .appearWhileAppearing, .appearWhileAppeared, .appearWhileDisappearing:
        component.beginAppearanceTransition(true, animated: true)
      case .disappearWhileDisappeared, .disappearWhileAppearing, .disappearWhileDisappearing:
        component.beginAppearanceTransition(false, animated: true)
      }
    }
  }

  @Test(
    "managedChildAppearanceTransition: the app's appearance calls on a managed child are ignored until it is detached"
  )
  func managedChildAppearanceTransition() {
    let (x, y) = (component("x"), component("y"))
    let inner = container("I", table: [.a: [x], .b: [y]])
    let outer = container("O", table: [.a: [inner]])
    outer.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      // An appeared child, and a container that is itself a child.
      x.beginAppearanceTransition(false, animated: false)
      x.endAppearanceTransition()
      inner.beginAppearanceTransition(false, animated: false)
      // A child leaving on the clock is managed until its didMove(toParent: nil).
      inner.setNeedsStateTransition(to: .b, animated: true)
      clock.advance(by: .milliseconds(100))
      x.endAppearanceTransition()
      x.beginAppearanceTransition(true, animated: false)
      clock.advance(by: .milliseconds(250))
      // Detached, `x` is the app's to drive again.
      x.appearForTest()
      x.disappearForTest()
      // A child of a disappeared container appears with its container, not before.
      outer.disappearForTest()
      y.beginAppearanceTransition(true, animated: true)
      outer.appearForTest()
    }

    let fix = "ignored. I makes its children appear and disappear with itself and its state."
    expectDiagnostics(
      diagnostics,
      [
        "managedChildAppearanceTransition: beginAppearanceTransition(false, animated: false) on x, a child of I; \(fix)",
        "managedChildAppearanceTransition: endAppearanceTransition() on x, a child of I; \(fix)",
        "managedChildAppearanceTransition: beginAppearanceTransition(false, animated: false) on I, a child of O; "
          + "ignored. O makes its children appear and disappear with itself and its state.",
        "managedChildAppearanceTransition: endAppearanceTransition() on x, a child of I; \(fix)",
        "managedChildAppearanceTransition: beginAppearanceTransition(true, animated: false) on x, a child of I; \(fix)",
        "managedChildAppearanceTransition: beginAppearanceTransition(true, animated: true) on y, a child of I; \(fix)",
      ])
    expectWholeLog(
      log.take(),
      [
        "@0ms I.willTransition(to: b, animated: true)",
        "@0ms I.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms I.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms y.willMove(toParent: I)",
        "@0ms I.childWillAppear(y, animated: true)",
        "@0ms y.willAppear(animated: true)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms I.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms y.didAppear(animated: true)",
        "@350ms I.childDidAppear(y, animated: true)",
        "@350ms y.didMove(toParent: I)",
        "@350ms I.didTransition(from: a, animated: true)",
        "@350ms x.willAppear(animated: false)",
        "@350ms x.didAppear(animated: false)",
        "@350ms x.willDisappear(animated: false)",
        "@350ms x.didDisappear(animated: false)",
        "@350ms O.willDisappear(animated: false)",
        "@350ms O.childWillDisappear(I, animated: false)",
        "@350ms I.willDisappear(animated: false)",
        "@350ms I.childWillDisappear(y, animated: false)",
        "@350ms y.willDisappear(animated: false)",
        "@350ms O.didDisappear(animated: false)",
        "@350ms I.didDisappear(animated: false)",
        "@350ms y.didDisappear(animated: false)",
        "@350ms I.childDidDisappear(y, animated: false)",
        "@350ms O.childDidDisappear(I, animated: false)",
        "@350ms O.willAppear(animated: false)",
        "@350ms O.childWillAppear(I, animated: false)",
        "@350ms I.willAppear(animated: false)",
        "@350ms I.childWillAppear(y, animated: false)",
        "@350ms y.willAppear(animated: false)",
        "@350ms O.didAppear(animated: false)",
        "@350ms I.didAppear(animated: false)",
        "@350ms y.didAppear(animated: false)",
        "@350ms I.childDidAppear(y, animated: false)",
        "@350ms O.childDidAppear(I, animated: false)",
      ])
    #expect(x.parent == nil && x.appearance == .disappeared)
  }

  @Test(
    "reentrantAppearanceTransition: an app's appearance call on a container while any container runs hooks is ignored"
  )
  func reentrantAppearanceTransition() {
    let x = component("x")
    let t = RecordingTransitioningComponent("t", log: log, duration: .milliseconds(100)).namedInDiagnostics()
    let inner = container("I", table: [.a: [x], .b: [t]])
    let outer = container("O", table: [.a: [inner]])
    let other = container("D")
    other.appearForTest()
    // Its own hook, a hook of the container inside it, a child's hook of that container.
    log.on("O.willAppear(animated: false)") { outer.endAppearanceTransition() }
    log.on("I.willTransition(to: a, animated: false)") {
      outer.beginAppearanceTransition(false, animated: false)
    }
    log.on("x.willAppear(animated: false)") { outer.endAppearanceTransition() }
    log.on("O.didTransition(from: nil, animated: false)") {
      outer.beginAppearanceTransition(false, animated: true)
    }
    // A timed step of the container inside it.
    log.on("t.stateTransitionDidEnd(isAppearing: true)") {
      outer.beginAppearanceTransition(false, animated: false)
    }
    // Another container's hook.
    log.on("D.willTransition(to: b, animated: false)") {
      outer.beginAppearanceTransition(false, animated: false)
    }
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      outer.appearForTest()
      inner.setNeedsStateTransition(to: .b, animated: true)
      clock.run()
      other.setNeedsStateTransition(to: .b, animated: false)
    }

    let fix = "ignored. Change a container's appearance from outside its lifecycle hooks."
    expectDiagnostics(
      diagnostics,
      [
        "reentrantAppearanceTransition: endAppearanceTransition() on O from inside one of its own hooks; \(fix)",
        "reentrantAppearanceTransition: beginAppearanceTransition(false, animated: false) on O from inside one of its own hooks; \(fix)",
        "reentrantAppearanceTransition: endAppearanceTransition() on O from inside one of its own hooks; \(fix)",
        "reentrantAppearanceTransition: beginAppearanceTransition(false, animated: true) on O from inside one of its own hooks; \(fix)",
        "reentrantAppearanceTransition: beginAppearanceTransition(false, animated: false) on O from inside a hook of I, "
          + "a container inside it; \(fix)",
        "reentrantAppearanceTransition: beginAppearanceTransition(false, animated: false) on O from inside a hook of D, "
          + "another container; \(fix)",
      ])
    #expect(log.allReactionsRan)
    // Every container finished what it was doing, and the outer one still disappears as usual.
    outer.disappearForTest()
    expectWholeLog(
      log.take(),
      [
        "@0ms O.willAppear(animated: false)",
        "@0ms O.loadAppearanceState() -> a",
        "@0ms O.willTransition(to: a, animated: false)",
        "@0ms O.children(for: a)",
        "@0ms I.willMove(toParent: O)",
        "@0ms O.childWillAppear(I, animated: false)",
        "@0ms I.willAppear(animated: false)",
        "@0ms I.loadAppearanceState() -> a",
        "@0ms I.willTransition(to: a, animated: false)",
        "@0ms I.children(for: a)",
        "@0ms x.willMove(toParent: I)",
        "@0ms I.childWillAppear(x, animated: false)",
        "@0ms x.willAppear(animated: false)",
        "@0ms O.didAppear(animated: false)",
        "@0ms I.didAppear(animated: false)",
        "@0ms x.didAppear(animated: false)",
        "@0ms I.childDidAppear(x, animated: false)",
        "@0ms x.didMove(toParent: I)",
        "@0ms I.didTransition(from: nil, animated: false)",
        "@0ms O.childDidAppear(I, animated: false)",
        "@0ms I.didMove(toParent: O)",
        "@0ms O.didTransition(from: nil, animated: false)",
        "@0ms I.willTransition(to: b, animated: true)",
        "@0ms I.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms I.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms t.willMove(toParent: I)",
        "@0ms I.childWillAppear(t, animated: true)",
        "@0ms t.willAppear(animated: true)",
        "@0ms t.stateTransitionWillBegin(isAppearing: true)",
        "@0ms t.animateAlongsideStateTransition(isAppearing: true)",
        "@100ms t.stateTransitionDidEnd(isAppearing: true)",
        "@100ms t.didAppear(animated: true)",
        "@100ms I.childDidAppear(t, animated: true)",
        "@100ms t.didMove(toParent: I)",
        "@350ms x.didDisappear(animated: true)",
        "@350ms I.childDidDisappear(x, animated: true)",
        "@350ms x.didMove(toParent: nil)",
        "@350ms I.didTransition(from: a, animated: true)",
        "@350ms D.willTransition(to: b, animated: false)",
        "@350ms D.children(for: b)",
        "@350ms D.didTransition(from: a, animated: false)",
        "@350ms O.willDisappear(animated: false)",
        "@350ms O.childWillDisappear(I, animated: false)",
        "@350ms I.willDisappear(animated: false)",
        "@350ms I.childWillDisappear(t, animated: false)",
        "@350ms t.willDisappear(animated: false)",
        "@350ms O.didDisappear(animated: false)",
        "@350ms I.didDisappear(animated: false)",
        "@350ms t.didDisappear(animated: false)",
        "@350ms I.childDidDisappear(t, animated: false)",
        "@350ms O.childDidDisappear(I, animated: false)",
      ])
  }

  // MARK: - Timing

  @Test(
    "negativeTiming: a negative delay or duration is taken as zero, one diagnostic each, a default duration once per transition"
  )
  func negativeTiming() {
    let (x, w) = (component("x"), component("w"))
    let t = RecordingTransitioningComponent(
      "t", log: log, delay: .milliseconds(-100), duration: .milliseconds(-50)
    ).namedInDiagnostics()
    let c = container("C", table: [.a: [x, w], .b: [t]])
    c.defaultTransitionDuration = .milliseconds(-10)
    c.appearForTest()
    _ = log.take()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      c.setNeedsStateTransition(to: .b, animated: true)
    }
    // Nothing runs inside the request: each step waits for the clock.
    let inTheCall = log.take()
    clock.advance(by: .zero)

    expectDiagnostics(
      diagnostics,
      [
        "negativeTiming: C.defaultTransitionDuration is negative (-0.01 seconds); taken as zero.",
        "negativeTiming: t.stateTransitionDelay is negative (-0.1 seconds); taken as zero.",
        "negativeTiming: t.stateTransitionDuration is negative (-0.05 seconds); taken as zero.",
      ])
    #expect(clock.scheduledCount == 0)
    // With the values fixed, the next transition runs on time.
    t.delay = .milliseconds(10)
    t.duration = .milliseconds(40)
    c.defaultTransitionDuration = .milliseconds(100)
    c.setNeedsStateTransition(to: .a, animated: true)
    clock.run()
    expectWholeLog(
      inTheCall + log.take(),
      [
        "@0ms C.willTransition(to: b, animated: true)",
        "@0ms C.children(for: b)",
        "@0ms x.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(x, animated: true)",
        "@0ms x.willDisappear(animated: true)",
        "@0ms w.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(w, animated: true)",
        "@0ms w.willDisappear(animated: true)",
        "@0ms t.willMove(toParent: C)",
        "@0ms C.childWillAppear(t, animated: true)",
        "@0ms t.willAppear(animated: true)",
        "@0ms t.stateTransitionWillBegin(isAppearing: true)",
        "@0ms x.didDisappear(animated: true)",
        "@0ms C.childDidDisappear(x, animated: true)",
        "@0ms x.didMove(toParent: nil)",
        "@0ms w.didDisappear(animated: true)",
        "@0ms C.childDidDisappear(w, animated: true)",
        "@0ms w.didMove(toParent: nil)",
        "@0ms t.animateAlongsideStateTransition(isAppearing: true)",
        "@0ms t.stateTransitionDidEnd(isAppearing: true)",
        "@0ms t.didAppear(animated: true)",
        "@0ms C.childDidAppear(t, animated: true)",
        "@0ms t.didMove(toParent: C)",
        "@0ms C.didTransition(from: a, animated: true)",
        "@0ms C.willTransition(to: a, animated: true)",
        "@0ms C.children(for: a)",
        "@0ms t.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(t, animated: true)",
        "@0ms t.willDisappear(animated: true)",
        "@0ms x.willMove(toParent: C)",
        "@0ms C.childWillAppear(x, animated: true)",
        "@0ms x.willAppear(animated: true)",
        "@0ms w.willMove(toParent: C)",
        "@0ms C.childWillAppear(w, animated: true)",
        "@0ms w.willAppear(animated: true)",
        "@0ms t.stateTransitionWillBegin(isAppearing: false)",
        "@10ms t.animateAlongsideStateTransition(isAppearing: false)",
        "@50ms t.stateTransitionDidEnd(isAppearing: false)",
        "@50ms t.didDisappear(animated: true)",
        "@50ms C.childDidDisappear(t, animated: true)",
        "@50ms t.didMove(toParent: nil)",
        "@100ms x.didAppear(animated: true)",
        "@100ms C.childDidAppear(x, animated: true)",
        "@100ms x.didMove(toParent: C)",
        "@100ms w.didAppear(animated: true)",
        "@100ms C.childDidAppear(w, animated: true)",
        "@100ms w.didMove(toParent: C)",
        "@100ms C.didTransition(from: b, animated: true)",
      ])
    #expect(
      inTheCall.last == "@0ms t.stateTransitionWillBegin(isAppearing: true)",
      "every step after stateTransitionWillBegin runs on the clock")
  }

  // MARK: - Fatal error

  @Test(
    "fatal error: loadAppearanceState() not overridden stops the program, naming the class and the method")
  func loadAppearanceStateNotOverridden() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        MisuseUnloadedContainer(clock: SimulatedClock()).beginAppearanceTransition(true, animated: false)
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains(
        "MisuseUnloadedContainer must override loadAppearanceState() to say which state it shows when it appears."
      ))
  }
}

/// A container that forgets to override `loadAppearanceState()`.
@MainActor
final class MisuseUnloadedContainer: StateContainer<SpecState> {}
