import Testing

@testable import StateContainer

/// The container's state machine alone, without a container: each input's action, in order,
/// for the phases and the presentation sub-machine.
@Suite("The container's state machine: one input, one action")
@MainActor
struct ContainerStateMachineTests {
  typealias Machine = ContainerStateMachine<String>

  private let first = Component()
  private let second = Component()
  private let third = Component()

  private func name(_ component: Component?) -> String {
    guard let component else { return "nil" }
    return component === first
      ? "first" : component === second ? "second" : component === third ? "third" : "?"
  }

  /// What the class would do, as one line.
  private func describe(_ action: Machine.NextAction) -> String {
    switch action {
    case .none: "none"
    case .waitForHookSections: "wait"
    case .dropAsCurrent: "dropAsCurrent"
    case .beginTransition(let request, let previous, let isOnScreen):
      "begin \(previous ?? "nil") -> \(request.state) \(isOnScreen ? "on screen" : "off screen")"
    case .beginPresentationStep(let removing, let adding, let animated, let isOnScreen):
      "step -\(name(removing)) +\(name(adding)) animated \(animated) \(isOnScreen ? "on screen" : "off screen")"
    }
  }

  private func describe(_ disposition: Machine.RequestDisposition) -> String {
    switch disposition {
    case .ignored: "ignored"
    case .remembered(let replaced): replaced == nil ? "remembered" : "remembered, superseding"
    }
  }

  private func request(_ state: String, report: OutcomeReport? = nil) -> Machine.Request {
    Machine.Request(state: state, animated: true, evenIfCurrent: false, report: report)
  }

  /// A machine appeared in `a`, the way a container's first appearance leaves it.
  private func appearedInA() -> Machine {
    var machine = Machine()
    machine.appearanceBegins(animated: false)
    guard case .load = machine.appearanceStateTaken(reloads: false) else {
      Issue.record("a first appearance loads its state")
      return machine
    }
    _ = machine.stateAppliedOnAppearance("a")
    machine.stateEntered("a")
    machine.childrenAddedOnAppearance([])
    _ = machine.appearanceEnds()
    _ = machine.transitionEnds()
    return machine
  }

  @Test("a request at rest begins on screen at once; the transition ends at rest")
  func requestAtRestBegins() {
    var machine = appearedInA()
    var log: [String] = []
    log.append(describe(machine.requestMade(request("b"), hookSectionsAreIdle: true)))
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    log.append("transitioning \(machine.isTransitioning), target \(machine.target ?? "nil")")
    machine.stateEntered("b")
    let (previous, _) = machine.transitionEnds()
    log.append("ended from \(previous ?? "nil"), \(machine.appearance), state \(machine.state ?? "nil")")
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    #expect(
      log == [
        "remembered", "begin a -> b on screen", "transitioning true, target b",
        "ended from a, appeared, state b",
        "none",
      ])
  }

  @Test("a request for the current state at rest is ignored; one made while busy waits, latest wins")
  func busyRequestsWaitLatestWins() {
    var machine = appearedInA()
    let superseded = OutcomeReport { _ in }
    var log: [String] = []
    log.append(describe(machine.requestMade(request("a"), hookSectionsAreIdle: true)))
    _ = machine.requestMade(request("b"), hookSectionsAreIdle: true)
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    log.append(describe(machine.requestMade(request("c", report: superseded), hookSectionsAreIdle: true)))
    log.append(describe(machine.requestMade(request("d"), hookSectionsAreIdle: true)))
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    machine.stateEntered("b")
    _ = machine.transitionEnds()
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    #expect(
      log == [
        "ignored", "begin a -> b on screen", "remembered", "remembered, superseding", "none",
        "begin b -> d on screen",
      ])
  }

  @Test("while other containers run hooks, a request waits in the hook sections once, then begins")
  func waitsForHookSectionsOnce() {
    var machine = appearedInA()
    var log: [String] = []
    _ = machine.requestMade(request("b"), hookSectionsAreIdle: false)
    log.append(describe(machine.nextAction(hookSectionsAreIdle: false)))
    log.append(describe(machine.nextAction(hookSectionsAreIdle: false)))
    machine.hookSectionsResumed()
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    #expect(log == ["wait", "none", "begin a -> b on screen"])
  }

  @Test("a request off screen begins off screen; the machine records the container's appearance")
  func offScreenAndAppearance() {
    var machine = Machine()
    var log: [String] = ["\(machine.appearance)"]
    _ = machine.requestMade(request("a"), hookSectionsAreIdle: true)
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    machine.stateEntered("a")
    _ = machine.transitionEnds()
    machine.appearanceBegins(animated: true)
    log.append("\(machine.appearance)")
    if case .kept = machine.appearanceStateTaken(reloads: false) { log.append("kept") }
    let (animated, added) = machine.appearanceEnds()
    log.append("\(machine.appearance), animated \(animated), applied \(added != nil)")
    _ = machine.disappearanceBegins()
    machine.disappearanceProceeds(animated: false)
    log.append("\(machine.appearance)")
    log.append("animated \(machine.disappearanceEnds()), \(machine.appearance)")
    #expect(
      log == [
        "disappeared", "begin nil -> a off screen", "appearing", "kept",
        "appeared, animated true, applied false",
        "disappearing", "animated false, disappeared",
      ])
  }

  @Test("a deep-linked state is shown on the next appearance only while it is still the target")
  func deepLinkedStateOnAppearance() {
    var machine = Machine()
    _ = machine.requestMade(request("a"), hookSectionsAreIdle: true)
    _ = machine.nextAction(hookSectionsAreIdle: true)
    machine.stateEntered("a")
    _ = machine.transitionEnds()
    machine.stateDeepLinkedOffScreen("a")
    var log: [String] = []
    machine.appearanceBegins(animated: false)
    if case .deepLinked(let state) = machine.appearanceStateTaken(reloads: false) {
      log.append("linked \(state)")
    }
    _ = machine.appearanceEnds()
    _ = machine.disappearanceBegins()
    machine.disappearanceProceeds(animated: false)
    _ = machine.disappearanceEnds()
    machine.stateDeepLinkedOffScreen("z")
    machine.appearanceBegins(animated: false)
    if case .kept = machine.appearanceStateTaken(reloads: false) { log.append("kept") }
    #expect(log == ["linked a", "kept"])
  }

  @Test("disappearing with an animation in flight: it is finished first, and the request behind it dropped")
  func disappearanceDropsTheRequestBehindAnAnimation() {
    var machine = appearedInA()
    let clock = SimulatedClock()
    let animation = AnimatedTransition(stepCapacity: 0, clock: clock)
    let dropped = OutcomeReport { _ in }
    _ = machine.requestMade(request("b"), hookSectionsAreIdle: true)
    _ = machine.nextAction(hookSectionsAreIdle: true)
    machine.stateEntered("b")
    machine.animationScheduled(animation, for: .state)
    _ = machine.requestMade(request("c", report: dropped), hookSectionsAreIdle: true)
    var log: [String] = ["finish first \(machine.disappearanceBegins() === animation)"]
    log.append("ends \(machine.animationCompleted(animation))")
    _ = machine.transitionEnds()
    log.append("dropped \(machine.stateAnimationFinished(keepsPendingRequest: false) === dropped)")
    machine.disappearanceProceeds(animated: false)
    log.append("\(machine.appearance), target \(machine.target ?? "nil")")
    #expect(log == ["finish first true", "ends state", "dropped true", "disappearing, target b"])
  }

  @Test(
    "presentation: a step begins at rest, a second component queues, a dismissal brings it on in one step")
  func presentationSteps() {
    var machine = appearedInA()
    let shown = OutcomeReport { _ in }
    let removal = OutcomeReport { _ in }
    var log: [String] = []
    _ = machine.presentationRequested(first, replacing: false, animated: true, report: shown)
    _ = machine.presentationRequested(second, replacing: false, animated: true, report: nil)
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    log.append("changing \(machine.presentation.isChanging)")
    log.append("completed \(machine.presentationStepEnds().map { $0 === shown })")
    let change = machine.presentationDismissed(animated: false, report: removal)
    log.append("left \(change?.left.map(name) ?? [])")
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    log.append("completed \(machine.presentationStepEnds().map { $0 === removal })")
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    #expect(
      log == [
        "step -nil +first animated true on screen", "changing true", "completed [true]", "left [\"first\"]",
        "step -first +second animated false on screen", "completed [true]", "none",
      ])
  }

  @Test(
    "presentation: a step waits for a transition's hooks, not for its animation; each animation ends its own change"
  )
  func presentationBesideAStateAnimation() {
    var machine = appearedInA()
    let clock = SimulatedClock()
    let stateAnimation = AnimatedTransition(stepCapacity: 0, clock: clock)
    let presentationAnimation = AnimatedTransition(stepCapacity: 0, clock: clock)
    var log: [String] = []
    _ = machine.requestMade(request("b"), hookSectionsAreIdle: true)
    _ = machine.nextAction(hookSectionsAreIdle: true)
    _ = machine.presentationRequested(third, replacing: false, animated: true, report: nil)
    _ = machine.hooksEntered()
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    machine.stateEntered("b")
    machine.animationScheduled(stateAnimation, for: .state)
    _ = machine.hooksLeft()
    log.append(describe(machine.nextAction(hookSectionsAreIdle: true)))
    machine.animationScheduled(presentationAnimation, for: .presentation)
    let accepts = [stateAnimation, presentationAnimation].map {
      Machine.acceptsTimedStep(of: $0, phase: machine.phase, presentation: machine.presentationMachine)
    }
    log.append("accepts \(accepts)")
    log.append("ends \(machine.animationCompleted(presentationAnimation))")
    log.append("ends \(machine.animationCompleted(stateAnimation))")
    #expect(
      log == [
        "none", "step -nil +third animated true on screen", "accepts [true, true]", "ends presentation",
        "ends state",
      ])
  }
}
