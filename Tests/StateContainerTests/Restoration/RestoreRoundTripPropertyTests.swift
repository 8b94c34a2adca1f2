import Foundation
import StateContainer
import Testing

/// A move made on a random app before its snapshot is taken. `target` picks, modulo their
/// number, one of the components of the right kind, in pre-order, hidden tabs included.
enum RoundTripAction: CustomStringConvertible {
  case state(target: Int, state: Int, animated: Bool)
  case push(target: Int, panel: Bool, identifier: Int, animated: Bool)
  case pop(target: Int, animated: Bool)
  case jump(target: Int, node: Int, animated: Bool)
  case back(target: Int, animated: Bool)
  case draft(target: Int, text: String)
  case advance(ms: Int)

  var description: String {
    switch self {
    case .state(let target, let state, let animated):
      "state(container \(target), \(state), animated: \(animated))"
    case .push(let target, let panel, let identifier, let animated):
      "push(stack \(target), \(panel ? "panel" : "item"), identifier kind \(identifier), animated: \(animated))"
    case .pop(let target, let animated): "pop(stack \(target), animated: \(animated))"
    case .jump(let target, let node, let animated):
      "jump(stack \(target), node \(node), animated: \(animated))"
    case .back(let target, let animated): "goBack(container \(target), animated: \(animated))"
    case .draft(let target, let text): "draft(screen \(target), \(text.debugDescription))"
    case .advance(let ms): "advance(\(ms)ms)"
    }
  }
}

extension TreeSnapshot {
  /// The sorted JSON with each container's hidden states (`o`) in order of their JSON (their
  /// order is the order the states were left, which settling may change), and none for a
  /// ``RoundTripBox`` that does not cache: its hidden children live only while they leave.
  var hiddenStatesInOrder: String {
    func sorted(_ value: Any) -> Any {
      switch value {
      case let object as [String: Any]:
        var result = object.mapValues(sorted)
        if let left = result["o"] as? [Any] {
          result["o"] = left.sorted { text($0) < text($1) }
        }
        if object["k"] as? String == "StateContainerTests.RoundTripBox",
          var part = result["c"] as? [String: Any]
        {
          part["o"] = nil
          result["c"] = part
        }
        return result
      case let array as [Any]: return array.map(sorted)
      default: return value
      }
    }
    func text(_ value: Any) -> String {
      String(
        decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
    return text(sorted(try! JSONSerialization.jsonObject(with: Data(sortedJSON.utf8))))
  }
}

/// Generates random apps and the moves made on them.
struct RoundTripGenerator {
  var random: FuzzRandom
  private var names = 0

  init(seed: UInt64) { random = FuzzRandom(seed: seed) }

  mutating func shape(depth: Int = 0, container: Bool = false) -> RoundTripShape {
    names += 1
    if container, depth >= 4 { return .stack(policy: nil, panel: nil) }
    if depth > 0, !container, depth >= 4 || random.chance(0.35) {
      return .screen(identifier: random.chance(0.2) ? "s\(names)" : nil)
    }
    let policy = random.pick([nil, nil, 0, 1, 3])
    switch random.int(0...2) {
    case 0:
      let identifier = depth > 0 && random.chance(0.2) ? "b\(names)" : nil
      let states = (0..<random.int(1...3)).map { _ in
        (0..<random.int(0...3)).map { _ in shape(depth: depth + 1) }
      }
      // A container remembers a state's children only when one is a container: a caching
      // box's states hold one (see `SnapshotOfARequestWaitingTests` for a plain screen).
      let caches = random.chance(0.5) && states.allSatisfy { $0.isEmpty || $0.contains(where: \.isContainer) }
      return .box(identifier: identifier, policy: policy, caches: caches, children: states)
    case 1:
      return .tabs(
        policy: policy, tabs: (0..<random.int(2...3)).map { _ in shape(depth: depth + 1, container: true) })
    default:
      return .stack(policy: policy, panel: random.chance(0.4) ? shape(depth: depth + 1) : nil)
    }
  }

  mutating func actions() -> [RoundTripAction] {
    var actions = (0..<random.int(0...30)).map { _ -> RoundTripAction in
      let target = random.int(0...7)
      let animated = random.chance(0.5)
      switch random.int(0...99) {
      case 0..<22: return .state(target: target, state: random.int(0...2), animated: animated)
      case 22..<45:
        return .push(
          target: target, panel: random.chance(0.3), identifier: random.int(0...2), animated: animated)
      case 45..<55: return .pop(target: target, animated: animated)
      case 55..<67: return .jump(target: target, node: random.int(0...9), animated: animated)
      case 67..<75: return .back(target: target, animated: animated)
      case 75..<87:
        return .draft(target: target, text: random.pick(["", "hello", "a \"quoted\" draft ✓", "x"]))
      default: return .advance(ms: random.pick([0, 10, 100, 350, 1_000]))
      }
    }
    // Half the apps are saved with transitions under way.
    if random.chance(0.5) {
      for _ in 0..<random.int(1...3) {
        actions.append(
          random.chance(0.5)
            ? RoundTripAction.state(target: random.int(0...7), state: random.int(0...2), animated: true)
            : .push(target: random.int(0...7), panel: random.chance(0.3), identifier: 0, animated: true))
      }
    }
    return actions
  }
}

/// One random app: built from its shape, moved by its actions, snapshot, restored into a
/// fresh tree built from the same shape.
@MainActor struct RoundTripCase {
  let shape: RoundTripShape
  let actions: [RoundTripAction]

  /// The components below `root`, in pre-order: each stack's entries in its tree's
  /// pre-order, each tab container's and caching box's kept children, each other
  /// container's children.
  static func components(below root: Component) -> [Component] {
    var result: [Component] = []
    func walk(_ component: Component) {
      result.append(component)
      switch component {
      case let stack as RoundTripStack:
        func visit(_ node: NavigationNode<RoundTripPlace>) {
          walk(node.component)
          node.children.forEach(visit)
        }
        visit(stack.rootNode)
      case let tabs as RoundTripTabs:
        for tab in RoundTripTab.allCases { tabs.cache[tab].map(walk) }
      case let box as RoundTripBox where box.caches:
        for state in box.cache.keys.sorted() { box.cache[state]?.forEach(walk) }
      default:
        component.children.forEach(walk)
      }
    }
    walk(root)
    return result
  }

  private func apply(
    _ action: RoundTripAction, below root: Component, clock: SimulatedClock, count: inout Int
  ) {
    let all = Self.components(below: root)
    func pick<T>(_ type: T.Type, _ target: Int) -> T? {
      let found = all.compactMap { $0 as? T }
      return found.isEmpty ? nil : found[target % found.count]
    }
    count += 1
    switch action {
    case .state(let target, let state, let animated):
      // On screen only: a hidden container moved off screen gives its new children their
      // states there, which a restored one leaves to their first appearance (see the notes).
      let containers = all.filter {
        ($0 is RoundTripBox || $0 is RoundTripTabs) && $0.appearance == .appeared
      }
      guard !containers.isEmpty else { return }
      switch containers[target % containers.count] {
      case let box as RoundTripBox:
        box.setNeedsStateTransition(to: state % max(1, box.shapes.count), animated: animated)
      case let tabs as RoundTripTabs:
        tabs.setNeedsStateTransition(to: RoundTripTab.allCases[state % tabs.tabs.count], animated: animated)
      default: break
      }
    case .push(let target, let panel, let identifier, let animated):
      guard let stack = pick(RoundTripStack.self, target) else { return }
      let named: AnyHashable? = [nil, "n\(count)", count][identifier]
      stack.push(panel ? .panel(count) : .item(count), identifier: named, animated: animated)
    case .pop(let target, let animated):
      guard let stack = pick(RoundTripStack.self, target) else { return }
      _ = stack.pop(animated: animated)
    case .jump(let target, let node, let animated):
      guard let stack = pick(RoundTripStack.self, target) else { return }
      var nodes: [NavigationNode<RoundTripPlace>] = []
      func visit(_ node: NavigationNode<RoundTripPlace>) {
        nodes.append(node)
        node.children.forEach(visit)
      }
      visit(stack.rootNode)
      _ = stack.jump(to: nodes[node % nodes.count], animated: animated)
    case .back(let target, let animated):
      if let box = pick(RoundTripBox.self, target) {
        box.goBack(animated: animated)
      } else if let stack = pick(RoundTripStack.self, target) {
        stack.goBack(animated: animated)
      }
    case .draft(let target, let text):
      pick(RoundTripScreen.self, target)?.draft = text
    case .advance(let ms):
      clock.advance(by: .milliseconds(ms))
    }
  }

  /// What goes wrong, in words; empty when the four properties hold.
  func problems() -> [String] {
    var coverage: [String: Int] = [:]
    return problems(coverage: &coverage)
  }

  /// What goes wrong, and what the case covered, added to `coverage`.
  func problems(coverage: inout [String: Int]) -> [String] {
    let clock = SimulatedClock()
    let original = RoundTripFactory(clock: clock).make(shape)
    var problems: [String] = []
    let (saved, _) = LifecycleDiagnostic.capture { () -> TreeSnapshot in
      original.beginAppearanceTransition(true, animated: false)
      original.endAppearanceTransition()
      var count = 0
      for action in actions { apply(action, below: original, clock: clock, count: &count) }
      return original.tree.snapshot()
    }
    let isAnimating = Self.components(below: original).contains { component in
      switch component {
      case let box as RoundTripBox: box.isTransitioning
      case let tabs as RoundTripTabs: tabs.isTransitioning
      case let stack as RoundTripStack: stack.isTransitioning
      default: false
      }
    }
    let read: TreeSnapshot
    do {
      read = try JSONDecoder().decode(TreeSnapshot.self, from: JSONEncoder().encode(saved))
    } catch {
      return ["the snapshot does not survive JSON: \(error)"]
    }
    if read != saved { problems.append("the snapshot differs after JSON") }
    // Mid-animation the snapshot holds the states heading to: the original once settled.
    let settled = LifecycleDiagnostic.capture { () -> TreeSnapshot in
      clock.advance(by: .seconds(60))
      return original.tree.snapshot()
    }.0

    let factory = RoundTripFactory(clock: SimulatedClock())
    let fresh = factory.make(shape)
    let recorder = LifecycleRecorder()
    recorder.attach(to: fresh)
    let (report, diagnostics) = LifecycleDiagnostic.capture { () -> RestoreReport in
      let report = fresh.tree.restore(read)
      fresh.beginAppearanceTransition(true, animated: false)
      fresh.endAppearanceTransition()
      return report
    }
    let json = saved.sortedJSON
    for (key, covered) in [
      ("hidden state", json.contains(#""o":"#)), ("draft", json.contains(#""draft""#)),
      ("history", json.contains(#""h":["#)), ("branch", json.contains(#/(\}\}|"i":("[^"]*"|\d+)),"p":\d/#)),
      ("identifier", json.contains(#""i":"#)), ("mid-animation", isAnimating),
      ("request waiting", saved != settled),
      ("nested stack entry", json.contains(#""e":{"c""#)),
    ] where covered {
      coverage[key, default: 0] += 1
    }
    // (a) The same snapshot, or, where a request waits and the snapshot could not know the
    // children it will show, the original's once settled.
    let restored = fresh.tree.snapshot().hiddenStatesInOrder
    if restored != saved.hiddenStatesInOrder && restored != settled.hiddenStatesInOrder
      && !Self.isPart(saved.hiddenStatesInOrder, of: restored)
    {
      problems.append(
        "restored snapshot differs:\n  saved    \(saved.sortedJSON)\n  settled  \(settled.sortedJSON)\n"
          + "  restored \(restored)")
    }
    // (b) Complete, quietly.
    if !report.isComplete { problems.append("report not complete: \(report.leftOut)") }
    if !diagnostics.isEmpty { problems.append("diagnostics: \(diagnostics.map(\.description))") }
    // (c) One transition per container that appeared; only final screens appear.
    var transitions: [ObjectIdentifier: Int] = [:]
    var appeared: [Component] = []
    for event in recorder.events {
      switch event.kind {
      case .willTransition: transitions[ObjectIdentifier(event.component), default: 0] += 1
      case .willAppear: appeared.append(event.component)
      case .willDisappear, .didDisappear, .childWillDisappear, .childDidDisappear:
        problems.append("\(event) while appearing")
      default: break
      }
    }
    for component in appeared where component.appearance != .appeared {
      problems.append("\(component) appeared and is \(component.appearance) at the end")
    }
    for component in Self.components(below: fresh)
    where component is RoundTripBox || component is RoundTripTabs || component is RoundTripStack {
      let expected = component.appearance == .appeared ? 1 : 0
      let count = transitions[ObjectIdentifier(component), default: 0]
      if count != expected {
        problems.append("\(component) (\(component.appearance)) had \(count) willTransition, not \(expected)")
      }
    }
    // (d) Saved data read before willAppear, once.
    for case let component as RoundTripScreen in Self.components(below: fresh) {
      let entries = factory.journal.entries.filter { $0.screen == component.serial }.map(\.kind)
      let decoded = entries.filter { $0 == .decoded }.count
      if decoded > 1 || (decoded == 1 && entries.first != .decoded) {
        problems.append("\(component): saved data read out of turn: \(entries)")
      }
      if component.draft != nil, decoded != 1 {
        problems.append("\(component) has a draft it was not handed")
      }
    }
    if !problems.isEmpty { problems.append("saved: \(saved.sortedJSON)\ntranscript:\n" + recorder.text) }
    return problems
  }

  /// Whether the JSON `part` is found in `whole`: every key of an object with a value found
  /// in the other's, and the elements of an array in order among the other's. A snapshot
  /// taken while a request waits does not know the children it will show; restored, they
  /// are there too.
  static func isPart(_ part: String, of whole: String) -> Bool {
    func contains(_ whole: Any, _ part: Any) -> Bool {
      switch (whole, part) {
      case (let whole as [String: Any], let part as [String: Any]):
        return part.allSatisfy { key, value in whole[key].map { contains($0, value) } ?? false }
      case (let whole as [Any], let part as [Any]):
        var rest = whole[...]
        for element in part {
          guard let index = rest.firstIndex(where: { contains($0, element) }) else { return false }
          rest = rest[(index + 1)...]
        }
        return true
      default:
        return (whole as? NSObject) == (part as? NSObject)
      }
    }
    func object(_ text: String) -> Any { try! JSONSerialization.jsonObject(with: Data(text.utf8)) }
    return contains(object(whole), object(part))
  }

  /// The case with as few actions as still go wrong.
  func shrunk() -> RoundTripCase {
    var current = self
    var index = 0
    while index < current.actions.count {
      var fewer = current.actions
      fewer.remove(at: index)
      let candidate = RoundTripCase(shape: shape, actions: fewer)
      if !candidate.problems().isEmpty { current = candidate } else { index += 1 }
    }
    return current
  }
}

/// Properties of restoring over random apps (nested containers with `Codable` states, tab
/// containers that keep hidden tabs, stacks with branches, history, identifiers, drafts and
/// transitions left mid-animation): snapshot → JSON → restore into a fresh tree built by the
/// same factories → appear; the fresh tree's snapshot is the original's, the report is
/// complete, each container has one transition, only final screens appear, and each draft
/// is handed over before its screen appears
/// (<doc:SavingAndRestoringTheApp#Restoring-at-launch>).
@MainActor @Suite struct RestoreRoundTripPropertyTests {
  /// `STATECONTAINER_FUZZ_SEED` (decimal or 0x-hex) and `STATECONTAINER_FUZZ_ITERATIONS`
  /// choose the seed and the number of apps; a failure names the app's own seed, which
  /// replays it alone with `STATECONTAINER_FUZZ_ITERATIONS=1`.
  @Test func aRestoredRandomAppShowsTheSameScreensAtOnceAndTakesTheSameSnapshot() {
    let environment = ProcessInfo.processInfo.environment
    let iterations = environment["STATECONTAINER_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300
    let seed =
      environment["STATECONTAINER_FUZZ_SEED"].flatMap(FuzzRunner.Configuration.parseSeed) ?? 0x5245_5354
    var coverage: [String: Int] = [:]
    defer {
      print(
        "RestoreRoundTripPropertyTests: \(iterations) apps, seed \(seed), covered \(coverage.sorted { $0.key < $1.key })"
      )
      if iterations >= 100 {
        for key in [
          "hidden state", "draft", "history", "branch", "identifier", "mid-animation", "nested stack entry",
        ] {
          #expect(coverage[key, default: 0] > 0, "never covered: \(key)")
        }
      }
    }
    for index in 0..<iterations {
      let caseSeed = FuzzRandom.sequenceSeed(seed, index: index)
      var generator = RoundTripGenerator(seed: caseSeed)
      let shape = generator.shape()
      let failing = RoundTripCase(shape: shape, actions: generator.actions())
      guard !failing.problems(coverage: &coverage).isEmpty else { continue }
      let small = failing.shrunk()
      Issue.record(
        """
        app \(index) (seed \(caseSeed)) fails; shrunk to:
        \(small.shape)
        actions: \(small.actions.map(\.description).joined(separator: ", "))
        \(small.problems().joined(separator: "\n"))
        """)
      return
    }
  }
}

/// A tree restored but not shown yet (a hidden tab, or an app saved again before its first
/// appearance) is saved as it was restored: the children made for the restored state are
/// in its snapshot, though they have not appeared.
@MainActor @Suite struct RestoredTreeSnapshotTests {
  @Test func aTreeRestoredButNotShownYetTakesTheSnapshotItWasRestoredFrom() throws {
    let clock = SimulatedClock()
    let app = SnapTabs(clock: clock, stackPolicy: .unlimited)
    app.appearForSnapshotTest()
    let notes = try #require(app.stacks[.notes])
    notes.push(.item(id: 1), animated: false)
    (notes.currentNode.component as? SnapScreen)?.draft = "hello"
    app.setNeedsStateTransition(to: .search, animated: false)
    try #require(app.stacks[.search]).push(.item(id: 7), identifier: "seven", animated: false)
    let saved = app.tree.snapshot()

    let fresh = SnapTabs(clock: clock, stackPolicy: .unlimited)
    let report = fresh.tree.restore(saved)
    let beforeAppearing = fresh.tree.snapshot()
    fresh.appearForSnapshotTest()

    #expect(report.leftOut == [])
    #expect(beforeAppearing.sortedJSON == saved.sortedJSON)
    #expect(fresh.tree.snapshot().sortedJSON == saved.sortedJSON)
  }
}

/// A container saved before it had a state (made off screen, never shown) is restored
/// without one: it loads its state and asks for its children when it first appears, as
/// it would have.
@MainActor @Suite struct ContainerSavedWithoutAStateTests {
  @Test func aContainerSavedBeforeItHadAStateIsRestoredWithoutOne() {
    var asked: [SnapTab] = []
    func make() -> SnapBox<SnapTab> {
      let box = SnapBox<SnapTab>(clock: SimulatedClock(), appearing: .search) { tab in
        asked.append(tab)
        return [SnapScreen()]
      }
      box.historyPolicy = .unlimited
      return box
    }
    let saved = make().tree.snapshot()
    let fresh = make()
    let report = fresh.tree.restore(saved)
    let again = fresh.tree.snapshot()

    #expect(
      saved.sortedJSON
        == #"{"t":{"c":{"p":0},"k":"StateContainerTests.SnapBox<StateContainerTests.SnapTab>"},"v":1}"#)
    #expect(report.leftOut == [])
    #expect(again.sortedJSON == saved.sortedJSON)
    #expect(asked == [])
  }
}

/// A container heading back to a state it left, with the request still waiting behind a
/// transition in flight, is saved with the children it kept for that state: a draft in the
/// tab the user goes back to is not lost (<doc:SavingAndRestoringTheApp#Hidden-tabs>).
@MainActor @Suite struct SnapshotOfARequestWaitingTests {
  @Test func aTabGoneBackToWhileAnotherTransitionRunsIsSavedWithItsStack() throws {
    let clock = SimulatedClock()
    let app = SnapTabs(clock: clock)
    app.appearForSnapshotTest()
    let notes = try #require(app.stacks[.notes])
    notes.push(.item(id: 1), animated: false)
    (notes.currentNode.component as? SnapScreen)?.draft = "hello"
    app.setNeedsStateTransition(to: .search, animated: true)
    app.setNeedsStateTransition(to: .notes, animated: true)
    let saved = app.tree.snapshot()
    clock.advance(by: .seconds(5))
    let settled = app.tree.snapshot()

    let fresh = SnapTabs(clock: SimulatedClock())
    let report = fresh.tree.restore(saved)
    fresh.appearForSnapshotTest()

    let stack = "StateContainerTests.SnapStack"
    let notesPart =
      #"{"c":{"n":{"c":1,"n":[{"d":{"list":{}}},{"d":{"item":{"id":1}},"e":{"d":{"draft":"hello"},"k":"StateContainerTests.SnapScreen"}}]}},"k":"\#(stack)"}"#
    #expect(
      saved.sortedJSON
        == #"{"t":{"c":{"o":[{"c":[{"c":{"n":{"n":[{"d":{"list":{}}}]}},"k":"\#(stack)"}],"s":"search"}],"s":"notes"},"#
        + #""k":"StateContainerTests.SnapTabs","s":[\#(notesPart)]},"v":1}"#)
    #expect(report.leftOut == [])
    #expect(fresh.tree.snapshot().sortedJSON == settled.sortedJSON)
    #expect((fresh.stacks[.notes]?.currentNode.component as? SnapScreen)?.draft == "hello")
  }

  /// Known gap: a container remembers the children of a state it leaves only when one of
  /// them is a container, so a tab that is a plain screen with a draft, gone back to while
  /// another transition runs, is saved without its draft; once settled, it is saved with it.
  @Test func aPlainScreenTabGoneBackToWhileAnotherTransitionRunsIsSavedWithItsDraft() {
    let clock = SimulatedClock()
    let kept = SnapScreen(draft: "hello")
    let app = SnapBox<SnapTab>(clock: clock, appearing: .notes) { tab in tab == .notes ? [kept] : [] }
    app.appearForSnapshotTest()
    app.setNeedsStateTransition(to: .search, animated: true)
    app.setNeedsStateTransition(to: .notes, animated: true)
    let saved = app.tree.snapshot()
    clock.advance(by: .seconds(5))

    #expect(app.tree.snapshot().sortedJSON.contains(#""draft":"hello""#))
    withKnownIssue("a state's plain children are not remembered when it is left") {
      #expect(saved.sortedJSON == app.tree.snapshot().sortedJSON)
    }
  }
}

/// A move made on a restored tree before it first appears records history as on the tree it
/// was saved from.
@MainActor @Suite struct MovesBeforeTheRestoredTreeAppearsTests {
  /// Known gap: the original, moved off screen, has a state, and its next move records it; the
  /// restored one has none until it appears, and records nothing.
  @Test func aMoveOffScreenAfterRestoringRecordsTheRestoredPositionInHistory() throws {
    func stack() -> SnapStack {
      let stack = SnapStack(clock: SimulatedClock())
      stack.historyPolicy = .unlimited
      return stack
    }
    let original = stack()
    original.push(.item(id: 1), animated: false)
    let saved = try JSONDecoder().decode(
      TreeSnapshot.self, from: JSONEncoder().encode(original.tree.snapshot()))
    let fresh = stack()
    #expect(fresh.tree.restore(saved).leftOut == [])

    for tree in [original, fresh] { tree.push(.item(id: 2), animated: false) }
    let histories = [original, fresh].map { $0.stateHistory.map { $0.nodes.map(\.destination) } }
    #expect(histories[0] == [[.list, .item(id: 1)]])
    withKnownIssue("a restored navigation container has no state until it appears") {
      #expect(histories[1] == histories[0])
    }
  }
}
