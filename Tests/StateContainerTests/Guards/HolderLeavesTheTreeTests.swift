import StateContainer
import Testing

/// When the container that holds a change leaves the tree (its node popped or released,
/// removed from its parent's children), the held change ends in the call that removed it:
/// its requests report `cancelled`, `isWaiting` is false, a `HeldTransitionEvent` with
/// `cancelled` is posted on the bus of the container it left, a later answer does
/// nothing, and nothing keeps the holder alive. A held deep link ends whole.
///
/// The app: a stack `N` (list, then `item <id>` entries, deep links `/items/<id>`) whose
/// entries are details `D<id>`: viewing or editing a draft; the guard holds leaving
/// `editing` while there is a draft; a link reads `/edit` for `editing`, else `viewing`.
///
/// Pins <doc:NavigatingBetweenScreens#Guards-discard-your-draft>.
@Suite("a held change ends when its holder leaves the tree")
@MainActor
struct HolderLeavesTheTreeTests {
  /// A detail screen with a guarded edit state, that records its guard and transitions.
  final class Detail: StateContainer<String>, RecordingNamed {
    let name: String
    let log: RecordingLog
    var draft = ""

    init(_ name: String, log: RecordingLog, clock: SimulatedClock) {
      self.name = name
      self.log = log
      super.init(clock: clock)
    }

    override func loadAppearanceState() -> String { "viewing" }

    override func transitionDecision(for proposal: TransitionProposal<String>) -> TransitionDecision {
      let decision: TransitionDecision = proposal.from == "editing" && !draft.isEmpty ? .hold : .allow
      log.record("\(name) guard \(proposal) -> \(decision)")
      return decision
    }

    override func willTransition(to nextState: String, animated: Bool) {
      log.record("\(name).willTransition(to: \(nextState), animated: \(animated))")
    }

    override func didTransition(from previousState: String?, animated: Bool) {
      log.record("\(name).didTransition(from: \(previousState ?? "nil"), animated: \(animated))")
    }

    override func willMove(toParent parent: Component?) {
      log.record("\(name).willMove(toParent: \(recordingName(parent)))")
    }

    override func didMove(toParent parent: Component?) {
      log.record("\(name).didMove(toParent: \(recordingName(parent)))")
    }

    override func state(forDeepLink link: inout DeepLink) -> String? {
      if link.read("edit") { return "editing" }
      return link.isAtEnd ? "viewing" : nil
    }

    override func deepLinkPath(for state: String) -> String? { state == "editing" ? "/edit" : nil }
  }

  /// The stack: its factory makes a fresh detail for each item.
  final class Stack: NavigationContainer<String>, RecordingNamed {
    let name = "N"
    let log: RecordingLog
    /// Every detail made, weakly.
    let made: MadeDetails

    init(log: RecordingLog, clock: SimulatedClock) {
      self.log = log
      let made = MadeDetails()
      self.made = made
      super.init(root: "list", clock: clock) { destination in
        guard destination != "list" else { return RecordingComponent("list", log: log) }
        let detail = Detail("D" + destination.dropFirst("item ".count), log: log, clock: clock)
        made.details.append(WeakDetail(detail: detail))
        return detail
      }
    }

    override func destination(forDeepLink link: inout DeepLink, above parent: String) -> String? {
      if link.read("items"), let id = link.read(Int.self) { return "item \(id)" }
      return nil
    }

    override func deepLinkPath(for destination: String, above parent: String) -> String? {
      destination == "list" ? nil : "/items/" + destination.dropFirst("item ".count)
    }

    override func willTransition(to nextState: NavigationPosition<String>, animated: Bool) {
      log.record("N.willTransition(to: \(nextState), animated: \(animated))")
    }

    override func didTransition(from previousState: NavigationPosition<String>?, animated: Bool) {
      log.record("N.didTransition(animated: \(animated))")
    }

    /// The detail of `id` if it is alive.
    func detail(_ id: Int) -> Detail? { made.details.lazy.compactMap(\.detail).first { $0.name == "D\(id)" } }
  }

  /// The details a stack's factory made, weakly.
  final class MadeDetails {
    var details: [WeakDetail] = []
  }

  struct WeakDetail {
    weak var detail: Detail?
  }

  let clock = SimulatedClock()
  let log: RecordingLog
  let stack: Stack

  init() {
    log = RecordingLog(stampingWith: clock)
    stack = Stack(log: log, clock: clock)
    stack.beginAppearanceTransition(true, animated: false)
    stack.endAppearanceTransition()
    stack.tree.watch(HeldTransitionEvent.self) { stack, event in
      let holder = event.transition.holder.map(recordingName) ?? "nil"
      stack.log.record("event \(event.change) by \(holder): \(event.transition.proposalDescription)")
    }
  }

  /// Pushes the items of `ids`, and makes the detail of `editing` edit the draft `b`.
  func open(_ ids: [Int], editing: Int) throws {
    for id in ids { stack.push("item \(id)", animated: false) }
    let detail = try #require(stack.detail(editing))
    detail.setNeedsStateTransition(to: "editing", animated: false)
    detail.draft = "b"
    _ = log.take()
  }

  /// What the stack logs as it pops the detail of item 3 to the list, without animation.
  let popOfD3 = [
    "@0ms N.willTransition(to: list, animated: false)",
    "@0ms D3.willMove(toParent: nil)",
    "@0ms list.willMove(toParent: N)",
    "@0ms list.willAppear(animated: false)",
    "@0ms D3.didMove(toParent: nil)",
    "@0ms list.didAppear(animated: false)",
    "@0ms list.didMove(toParent: N)",
    "@0ms N.didTransition(animated: false)",
  ]

  /// Records what `request` has reported by now, under `name`.
  func note(_ name: String, _ request: TransitionRequest?) {
    log.record("\(name): \(request?.reportedOutcome.map { "\($0)" } ?? "waiting")")
  }

  /// A completion that records the outcome of request `name`.
  func report(_ name: String) -> @MainActor (TransitionOutcome) -> Void {
    { [log] outcome in log.record("\(name): \(outcome)") }
  }

  @Test(
    "a link held by a detail that popToRoot releases is cancelled in that call: the link reports cancelled, the event is posted, a proceed does nothing, the detail is freed"
  )
  func heldLinkEndsAtPopToRoot() throws {
    try open([3, 1], editing: 3)
    let match = try stack.tree.navigate(toURL: "/items/3", animated: true).get()
    let held = try #require(match.heldTransition)
    let popToRoot = stack.popToRoot(animated: true)
    note("link", match.transition)
    #expect(!held.isWaiting)
    #expect(stack.tree.heldTransitions.isEmpty)
    clock.run()
    note("popToRoot", popToRoot)
    held.proceed()
    held.cancel()
    #expect(stack.detail(3) == nil)
    #expect(stack.detail(1) == nil)
    #expect(stack.tree.heldTransitions.isEmpty)
    #expect(stack.tree.currentURL == nil)
    expectWholeLog(
      log.take(),
      [
        "@0ms D3 guard deepLink(/items/3)(from: editing, to: viewing, animated: true) -> hold",
        "@0ms event held by D3: deepLink(/items/3)(from: editing, to: viewing, animated: true)",
        "@0ms event cancelled by D3: deepLink(/items/3)(from: editing, to: viewing, animated: true)",
        "@0ms N.willTransition(to: list, animated: true)",
        "@0ms D1.willMove(toParent: nil)",
        "@0ms list.willMove(toParent: N)",
        "@0ms list.willAppear(animated: true)",
        "@0ms link: cancelled",
        "@350ms D1.didMove(toParent: nil)",
        "@350ms list.didAppear(animated: true)",
        "@350ms list.didMove(toParent: N)",
        "@350ms N.didTransition(animated: true)",
        "@350ms popToRoot: completed",
      ])
  }

  @Test("a link held by the detail on top, then popped: the link reports cancelled in the pop's call")
  func heldLinkEndsAtPop() throws {
    try open([3], editing: 3)
    let match = try stack.tree.navigate(toURL: "/items/3", animated: false).get()
    let held = try #require(match.heldTransition)
    let pop = stack.pop(animated: false)
    note("link", match.transition)
    note("pop", pop)
    held.proceed()
    note("link after proceed", match.transition)
    #expect(!held.isWaiting)
    #expect(stack.detail(3) == nil)
    #expect(stack.currentNode.destination == "list")
    expectWholeLog(
      log.take(),
      [
        "@0ms D3 guard deepLink(/items/3)(from: editing, to: viewing, animated: false) -> hold",
        "@0ms event held by D3: deepLink(/items/3)(from: editing, to: viewing, animated: false)",
        "@0ms event cancelled by D3: deepLink(/items/3)(from: editing, to: viewing, animated: false)",
      ] + popOfD3 + [
        "@0ms link: cancelled",
        "@0ms pop: completed",
        "@0ms link after proceed: cancelled",
      ])
  }

  @Test(
    "a request held by a detail that is popped reports cancelled in the pop's call; the detail keeps its state, and a later proceed changes nothing"
  )
  func heldRequestEndsAtPop() throws {
    try open([3], editing: 3)
    let detail = try #require(stack.detail(3))
    detail.setNeedsStateTransition(to: "viewing", animated: false, completion: report("discard"))
    let held = try #require(detail.heldTransition)
    let pop = stack.pop(animated: false)
    note("pop", pop)
    #expect(detail.heldTransition == nil)
    held.proceed()
    #expect(detail.currentState == "editing")
    expectWholeLog(
      log.take(),
      [
        "@0ms D3 guard request(from: editing, to: viewing, animated: false) -> hold",
        "@0ms event held by D3: request(from: editing, to: viewing, animated: false)",
        "@0ms event cancelled by D3: request(from: editing, to: viewing, animated: false)",
        "@0ms discard: cancelled",
      ] + popOfD3 + ["@0ms pop: completed"])
  }

  @Test(
    "a detail covered by a push stays in the tree: its held change still waits, and the pop back keeps it")
  func coveredHolderKeepsItsHeldChange() throws {
    try open([3], editing: 3)
    let detail = try #require(stack.detail(3))
    detail.setNeedsStateTransition(to: "viewing", animated: false, completion: report("discard"))
    let held = try #require(detail.heldTransition)
    stack.push("item 1", animated: false)
    stack.pop(animated: false)
    #expect(held.isWaiting)
    #expect(stack.tree.heldTransitions.map(ObjectIdentifier.init) == [ObjectIdentifier(held)])
    held.proceed()
    expectWholeLog(
      log.take(),
      [
        "@0ms D3 guard request(from: editing, to: viewing, animated: false) -> hold",
        "@0ms event held by D3: request(from: editing, to: viewing, animated: false)",
        "@0ms N.willTransition(to: list / item 3 / item 1, animated: false)",
        "@0ms D3.willMove(toParent: nil)",
        "@0ms D1.willMove(toParent: N)",
        "@0ms D1.willTransition(to: viewing, animated: false)",
        "@0ms D3.didMove(toParent: nil)",
        "@0ms D1.didTransition(from: nil, animated: false)",
        "@0ms D1.didMove(toParent: N)",
        "@0ms N.didTransition(animated: false)",
        "@0ms N.willTransition(to: list / item 3, animated: false)",
        "@0ms D1.willMove(toParent: nil)",
        "@0ms D3.willMove(toParent: N)",
        "@0ms D1.didMove(toParent: nil)",
        "@0ms D3.didMove(toParent: N)",
        "@0ms N.didTransition(animated: false)",
        "@0ms event applied by D3: request(from: editing, to: viewing, animated: false)",
        "@0ms D3.willTransition(to: viewing, animated: false)",
        "@0ms D3.didTransition(from: editing, animated: false)",
        "@0ms discard: completed",
      ])
  }

  @Test(
    "a child that its parent's state change removes and nobody keeps is freed in that call, and its held request reports cancelled there"
  )
  func heldChangeOfARemovedChildEnds() throws {
    weak var removed: Detail?
    let parent = RecordingContainer<String>("P", log: log, clock: clock, appearanceState: "shows") {
      [log, clock] state in
      guard state == "shows" else { return [] }
      let child = Detail("C", log: log, clock: clock)
      removed = child
      return [child]
    }
    parent.appearForTest()
    // The test keeps no strong reference to the child.
    func editAndDiscard() -> HeldTransition<String>? {
      guard let child = removed else { return nil }
      child.setNeedsStateTransition(to: "editing", animated: false)
      child.draft = "b"
      _ = log.take()
      child.setNeedsStateTransition(to: "viewing", animated: false, completion: report("discard"))
      return child.heldTransition
    }
    weak let held = editAndDiscard()
    #expect(held?.isWaiting == true)
    parent.setNeedsStateTransition(to: "empty", animated: false)
    log.record("the switch returned")
    #expect(removed == nil)
    #expect(held == nil)
    expectWholeLog(
      log.take(),
      [
        "@0ms C guard request(from: editing, to: viewing, animated: false) -> hold",
        "@0ms P.willTransition(to: empty, animated: false)",
        "@0ms P.children(for: empty)",
        "@0ms C.willMove(toParent: nil)",
        "@0ms P.childWillDisappear(C, animated: false)",
        "@0ms P.childDidDisappear(C, animated: false)",
        "@0ms C.didMove(toParent: nil)",
        "@0ms P.didTransition(from: shows, animated: false)",
        "@0ms discard: cancelled",
        "@0ms the switch returned",
      ])
  }

  @Test(
    "a dismissed presentation leaves the tree: the change it holds ends before its willMove(toParent: nil), posted on the presenter's bus"
  )
  func heldChangeOfADismissedPresentationEnds() throws {
    let sheet = Detail("S", log: log, clock: clock)
    stack.present(sheet, animated: false)
    sheet.setNeedsStateTransition(to: "editing", animated: false)
    sheet.draft = "b"
    _ = log.take()
    sheet.setNeedsStateTransition(to: "viewing", animated: false, completion: report("discard"))
    let held = try #require(sheet.heldTransition)
    stack.dismissPresentation(animated: false)
    held.proceed()
    #expect(!held.isWaiting && sheet.heldTransition == nil)
    #expect(sheet.currentState == "editing")
    expectWholeLog(
      log.take(),
      [
        "@0ms S guard request(from: editing, to: viewing, animated: false) -> hold",
        "@0ms event held by S: request(from: editing, to: viewing, animated: false)",
        "@0ms event cancelled by S: request(from: editing, to: viewing, animated: false)",
        "@0ms discard: cancelled",
        "@0ms S.willMove(toParent: nil)",
        "@0ms S.didMove(toParent: nil)",
      ])
  }

  @Test(
    "a stack released while an entry holds a link lets go of its tree: the link reports cancelled and the entry is freed"
  )
  func releasedStackEndsItsEntriesHeldLink() throws {
    weak var released: Stack?
    weak var holder: Detail?
    var link: TransitionRequest?
    do {
      let other = Stack(log: log, clock: clock)
      other.beginAppearanceTransition(true, animated: false)
      other.endAppearanceTransition()
      other.push("item 3", animated: false)
      let detail = try #require(other.detail(3))
      detail.setNeedsStateTransition(to: "editing", animated: false)
      detail.draft = "b"
      _ = log.take()
      let match = try other.tree.navigate(toURL: "/items/3", animated: false).get()
      #expect(match.isHeld)
      link = match.transition
      released = other
      holder = detail
    }
    note("link", link)
    #expect(released == nil)
    #expect(holder == nil)
    expectWholeLog(
      log.take(),
      [
        "@0ms D3 guard deepLink(/items/3)(from: editing, to: viewing, animated: false) -> hold",
        "@0ms link: cancelled",
      ])
  }
}
