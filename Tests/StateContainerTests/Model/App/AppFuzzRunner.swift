import Foundation
import StateContainer

/// Where the app and the model parted, or a rule broke.
struct AppFuzzFailure: CustomStringConvertible {
  /// The index of the operation after which the check failed.
  var step: Int
  var operation: AppOperation
  /// Each problem starts with the rule it checks, named like the article section that
  /// states it (`[one-place-at-a-time]`…, listed in `AppModel`'s documentation), or
  /// `[app]` for what the model expects of any app.
  var problems: [String]

  var description: String {
    "after step \(step) \(operation):\n  " + problems.joined(separator: "\n  ")
  }

  /// The rule a problem checks: `one-place-at-a-time`…, or `app`.
  static func rule(of problem: String) -> String {
    guard problem.hasPrefix("["), let end = problem.firstIndex(of: "]") else { return "app" }
    return String(problem[problem.index(after: problem.startIndex)..<end])
  }

  /// The rule of the first problem tagged with one (a problem of the app model that
  /// comes with it follows from it), else `app`.
  var rule: String {
    problems.lazy.map(Self.rule).first { $0 != "app" } ?? "app"
  }
}

/// Runs app sequences against a real app and the model side by side.
@MainActor enum AppFuzzRunner {
  /// The rules whose fixes have not landed yet: their problems are counted (`ignored
  /// url-of-what-is-shown …` in the summary) instead of failing the run, and the model follows
  /// the app past them; a loop (one-place-at-a-time) ends the sequence. Empty: every check is
  /// strict. A suite that finds a bug may list its tag here until the fix lands.
  /// `STATECONTAINER_APPFUZZ_IGNORE=url-of-what-is-shown,every-request-has-an-outcome`
  /// chooses others for one run.
  static let pendingRules: Set<String> = []
  static let ignoredRules =
    ProcessInfo.processInfo.environment["STATECONTAINER_APPFUZZ_IGNORE"].map {
      Set($0.split(separator: ",").map(String.init))
    } ?? pendingRules

  /// Runs `sequence` and a final `runClock`, checking after every step.
  ///
  /// - Returns: The first failure, or `nil`, and the coverage counters.
  static func run(_ sequence: AppSequence) -> (failure: AppFuzzFailure?, coverage: [String: Int]) {
    let app = AppInstance(config: sequence.config)
    var model = AppModel(config: sequence.config)
    var extra: [String: Int] = [:]
    var requests: [(step: Int, request: TransitionRequest)] = []
    let operations = sequence.operations + [.runClock]
    for (step, operation) in operations.enumerated() {
      let observation = app.observation
      let rootBefore = app.root.map { ($0.hasDeterminedState ? $0.currentState : nil, $0.isTransitioning) }
      let nodesBefore = app.stacks.map(\.currentNode)
      let wasAnimating = app.isAnimating
      let (result, diagnostics) = LifecycleDiagnostic.capture { app.apply(operation, shownTab: model.tab) }
      if let root = app.root {
        app.shownTabs.formUnion(app.stacks.indices.filter { app.stacks[$0].parent === root })
      }
      model.apply(operation, observation)
      switch operation {
      case .switchTab where observation.rootBusy && app.root != nil:
        extra[AppPattern.tabSwitchMidAnimation.rawValue, default: 0] += 1
      case .readURL where wasAnimating && model.rootAlive:
        extra[AppPattern.urlReadMidAnimation.rawValue, default: 0] += 1
      case .saveAndRestore where wasAnimating && model.rootAlive:
        extra[AppPattern.savedMidAnimation.rawValue, default: 0] += 1
      case .releaseRoot where wasAnimating:
        extra[AppPattern.ancestorReleasedWhileAnimating.rawValue, default: 0] += 1
      default: break
      }
      if let request = result.request { requests.append((step, request)) }
      var early: [String] = []
      if model.expectsLinkFailure, let root = app.root, let (state, wasTransitioning) = rootBefore,
        (root.hasDeterminedState ? root.currentState : nil) != state
          || (root.isTransitioning && !wasTransitioning)
      {
        // A link is never half applied: refused below, the root does not move.
        extra["refused link moved the root", default: 0] += 1
        model.tabUncertain = true
        early.append(
          "[refused-link-changes-nothing] the link is refused, yet the root moved (state \(state.map(String.init) ?? "none") → \(root.currentState))"
        )
      }
      if case .stackBack = operation, model.expectedOutcome == nil,
        app.stacks[model.tab].currentNode === nodesBefore[model.tab]
      {
        early.append("[back-goes-somewhere-visible] a back on stack \(model.tab) went nowhere visible")
      }
      var problems =
        early
        + check(
          app, &model, operation: operation, result: result, diagnostics: diagnostics.map(\.kind.rawValue))
      // A detail in another branch (left by a back) keeps what it holds, as a hidden tab does.
      let holds = app.stacks.contains {
        ($0.detailComponents + $0.branchComponents).contains {
          ($0 as? AppDetail)?.heldTransition?.isWaiting == true
        }
      }
      if step == operations.count - 1, !holds {
        // Every outcome is known once the clock has run and nothing is held (every-request-has-an-outcome).
        for (made, request) in requests where request.reportedOutcome == nil {
          // Once the root is gone, a stack that animates on real time (clock-from-upstream) has not finished.
          let tag =
            isLink(operations[made])
            ? "held-change-ends-with-holder"
            : model.rootAlive ? "every-request-has-an-outcome" : "clock-from-upstream"
          problems.append(
            "[\(tag)] the request of step \(made) \(operations[made]) has no outcome once the clock has run"
          )
        }
      }
      if ignoredRules.contains("one-place-at-a-time"),
        problems.contains(where: { $0.contains("(a component in two places)") })
      {
        // Nothing can walk this tree any more: the sequence ends here.
        extra["ignored one-place-at-a-time: sequence ended at a loop", default: 0] += 1
        return (nil, model.coverage.merging(extra, uniquingKeysWith: +))
      }
      if !ignoredRules.isEmpty, !problems.isEmpty {
        let ignored = problems.filter { ignoredRules.contains(AppFuzzFailure.rule(of: $0)) }
        if !ignored.isEmpty {
          problems = problems.filter {
            !ignoredRules.contains(AppFuzzFailure.rule(of: $0)) && !$0.hasPrefix("[app]")
          }
          for problem in ignored { extra["ignored " + AppFuzzFailure.rule(of: problem), default: 0] += 1 }
          // The model follows the app past what it ignores.
          for index in app.stacks.indices { follow(stack: index, app, &model, force: true) }
          for key in model.details.keys { model.details[key]!.uncertain = true }
          model.tabUncertain = true
          // What follows from a pending rule's problem may say so in later steps too.
          model.followsPendingRule = true
        }
      }
      if !problems.isEmpty {
        return (
          AppFuzzFailure(step: step, operation: operation, problems: problems),
          model.coverage.merging(extra, uniquingKeysWith: +)
        )
      }
    }
    return (nil, model.coverage.merging(extra, uniquingKeysWith: +))
  }

  /// The checks after one step; also brings the model to the app where the model says it
  /// follows it.
  static func check(
    _ app: AppInstance, _ model: inout AppModel, operation: AppOperation, result: AppStepResult,
    diagnostics: [String]
  ) -> [String] {
    // Before anything walks the tree: a walk up that loops would hang the checks.
    let links = app.linkProblems
    if !links.isEmpty { return links.map { "[one-place-at-a-time] \($0) (a component in two places)" } }
    var problems: [String] = []
    for index in model.resyncStacks { follow(stack: index, app, &model) }

    // Paths: every move edits the tree at once.
    for (index, stack) in app.stacks.enumerated() where stack.ids != model.stacks[index].map(\.id) {
      problems.append("[app] stack \(index) path \(stack.ids), model \(model.stacks[index].map(\.id))")
    }
    // The model learns which component each fresh key names.
    for (index, stack) in app.stacks.enumerated() where stack.ids == model.stacks[index].map(\.id) {
      for (node, component) in zip(model.stacks[index], stack.detailComponents) {
        if case .fresh = node.key {
          model.freshKeys[ObjectIdentifier(component)] = AppModel.FreshKey(
            component: component, key: node.key)
        }
      }
    }
    // Held changes are decided at once.
    for (index, stack) in app.stacks.enumerated() where stack.ids == model.stacks[index].map(\.id) {
      for (position, component) in stack.detailComponents.enumerated() {
        guard let detail = component as? AppDetail,
          let expected = model.details[model.stacks[index][position].key],
          !expected.uncertain
        else { continue }
        if (detail.heldTransition != nil) != (expected.held != nil) {
          problems.append(
            "[held-change-kept] detail \(detail.id) at stack \(index)[\(position)] holds \(detail.heldTransition.map { "\($0.proposal)" } ?? "nothing"), model \(expected.held.map { "\($0)" } ?? "nothing")"
          )
        }
      }
    }
    // Diagnostics.
    if !model.anyDiagnosticsAllowed, !model.followsPendingRule {
      problems += diagnosticProblems(diagnostics, model.expectedDiagnostics)
    }
    // Outcomes reported at once (every-request-has-an-outcome).
    let outcome = result.request?.reportedOutcome.map { "\($0)" }
    if let expected = model.expectedOutcome, outcome != expected {
      problems.append(
        "[every-request-has-an-outcome] outcome \(outcome ?? "not reported yet"), model \(expected)")
    } else if model.expectedOutcome == nil, outcome == "invalid", !model.anyDiagnosticsAllowed,
      !model.expectsLinkFailure
    {
      problems.append("[app] outcome invalid, model expects a valid move")
    }
    if case .navigate = operation, let succeeded = result.linkSucceeded {
      if model.expectsLinkFailure, succeeded, outcome != "invalid" {
        problems.append(
          "[one-place-at-a-time] the link succeeded (outcome \(outcome ?? "waiting")), model expects it refused"
        )
      } else if !model.expectsLinkFailure, !succeeded, !model.anyDiagnosticsAllowed {
        problems.append("[app] the link failed, model expects it read")
      }
    }
    // The URL of the targets, at every instant (url-of-what-is-shown).
    if let root = app.root {
      let url = root.tree.currentURL
      // The model follows a detail asked to change while it appeared: its editor is not known.
      let topUncertain = ([model.tab] + (model.inFlightTab.map { [$0] } ?? [])).contains { tab in
        model.stacks[tab].last.flatMap { model.details[$0.key]?.uncertain } ?? false
      }
      if url == model.url {
        model.inFlightTab = nil
      } else if url != model.inFlightURL || !root.isTransitioning, model.resyncStacks.isEmpty,
        !model.tabUncertain, !topUncertain
      {
        problems.append(
          "[url-of-what-is-shown] tree.currentURL \(url ?? "nil"), model (targets) \(model.url ?? "nil")"
            + (model.inFlightURL.map { " or, in flight, \($0)" } ?? "")
            + "; the root \(root.isTransitioning ? "heads to" : "shows") tab \(root.currentState)")
      }
      if let url, AppModel.parse(url, tabCount: app.config.tabCount, withTab: true, printed: true) == nil {
        problems.append("[url-of-what-is-shown] tree.currentURL \(url) does not parse")
      }
    }
    if let reading = result.reading, let url = reading.url, model.rootAlive {
      problems += readingProblems(reading, url, model)
    }
    if let restored = result.restored, model.rootAlive { problems += restoredProblems(restored, model) }
    // Nothing runs on real time (clock-from-upstream).
    for case let container as any TimedContainer in app.containers
    where container.isTransitioning && container.clock !== app.clock {
      let tag =
        container is AppDetail && app.root == nil
        ? "clock-from-upstream-after-release" : "clock-from-upstream"
      problems.append(
        "[\(tag)] \(app.name(container as! Component)) animates on \(type(of: container.clock))")
    }
    if case .runClock = operation {
      for case let container as any TimedContainer in app.containers where container.isTransitioning {
        problems.append(
          "[clock-from-upstream] \(app.name(container as! Component)) still transitions once the clock has run"
        )
      }
    }
    if app.isSettled { problems += settledProblems(app, &model) }
    if let root = app.root { model.history = root.stateHistory }
    followBranchesAndHistory(app, &model)
    return problems
  }

  static func diagnosticProblems(_ actual: [String], _ expected: [AppModel.ExpectedDiagnostic]) -> [String] {
    var remaining = actual
    var missing: [String] = []
    for expectation in expected {
      switch expectation {
      case .kind(let kind, let rule):
        if let index = remaining.firstIndex(of: kind) {
          remaining.remove(at: index)
        } else {
          missing.append(rule)
        }
      case .optional(let kind):
        if let index = remaining.firstIndex(of: kind) { remaining.remove(at: index) }
      }
    }
    guard !missing.isEmpty || !remaining.isEmpty else { return [] }
    return ["[\(missing.first ?? "app")] diagnostics \(actual), model expects \(expected)"]
  }

  /// A fresh app navigated to the URL read shows the target screens of this one (url-of-what-is-shown).
  static func readingProblems(_ reading: AppURLReading, _ url: String, _ model: AppModel) -> [String] {
    var problems: [String] = []
    if !reading.linkSucceeded || !reading.diagnostics.isEmpty {
      problems.append(
        "[url-of-what-is-shown] a fresh app does not accept \(url): diagnostics \(reading.diagnostics)")
    }
    if model.resyncStacks.isEmpty, !model.tabUncertain {
      // The URL of a switch in flight while another waits names the in-flight tab's screens.
      let printedTab = AppModel.parse(url, tabCount: model.config.tabCount, withTab: true)?.tab
      let tab = model.inFlightTab.flatMap { printedTab == $0 ? $0 : nil } ?? model.tab
      let ids = model.stacks[tab].map(\.id)
      let top = model.stacks[tab].last.flatMap { model.details[$0.key] }
      let editing = top?.state == .editing
      if reading.tab != tab || reading.ids != ids || (reading.topState == .editing) != editing,
        top?.uncertain != true
      {
        problems.append(
          "[url-of-what-is-shown] a fresh app navigated to \(url) shows tab \(reading.tab.map(String.init) ?? "-") \(reading.ids) "
            + "\(reading.topState.map { "\($0)" } ?? "list"); the live app heads to tab \(tab) \(ids) "
            + "\(top.map { "\($0.state)" } ?? "list")")
      }
    }
    return problems
  }

  /// A fresh app restored from a snapshot shows the target screens of this one: its tab,
  /// every tab's stack, each top detail's state (editing or not) and draft (restore-shows-the-saved-app).
  static func restoredProblems(_ restored: AppRestoredApp, _ model: AppModel) -> [String] {
    var problems: [String] = []
    if !restored.leftOut.isEmpty || !restored.diagnostics.isEmpty {
      problems.append(
        "[restore-shows-the-saved-app] a fresh app restored from a snapshot left out \(restored.leftOut), "
          + "diagnostics \(restored.diagnostics)")
    }
    guard model.resyncStacks.isEmpty, !model.tabUncertain else { return problems }
    if restored.tab != model.tab {
      problems.append(
        "[restore-shows-the-saved-app] the restored app shows tab \(restored.tab.map(String.init) ?? "-"), "
          + "the live app heads to tab \(model.tab)")
    }
    for tab in model.stacks.indices where tab < restored.ids.count && !restored.outOfTree.contains(tab) {
      let ids = model.stacks[tab].map(\.id)
      let top = model.stacks[tab].last.flatMap { model.details[$0.key] }
      guard top?.uncertain != true else { continue }
      let editing = top?.state == .editing
      let draft = editing ? top?.draft ?? "" : nil
      let restoredDraft = restored.topStates[tab] == .editing ? restored.topDrafts[tab] ?? "" : nil
      if restored.ids[tab] != ids || (restored.topStates[tab] == .editing) != editing
        || restoredDraft != draft
      {
        problems.append(
          "[restore-shows-the-saved-app] the restored app's tab \(tab) shows \(restored.ids[tab]) "
            + "\(restored.topStates[tab].map { "\($0)" } ?? "list") \(restoredDraft.map(\.debugDescription) ?? ""); "
            + "the live app heads to \(ids) \(top.map { "\($0.state)" } ?? "list") \(draft.map(\.debugDescription) ?? "")"
        )
      }
    }
    return problems
  }

  /// Once nothing animates: the model takes what it follows from the app, then what the
  /// app shows must be the model's targets (state-kept-across-appearances, back-goes-somewhere-visible).
  static func settledProblems(_ app: AppInstance, _ model: inout AppModel) -> [String] {
    var problems: [String] = []
    model.mayBeLeaving = []
    if let root = app.root, model.tabUncertain, root.hasDeterminedState {
      model.tab = root.currentState
      model.tabDetermined = true
      model.tabUncertain = false
    }
    for (index, stack) in app.stacks.enumerated() where stack.ids == model.stacks[index].map(\.id) {
      for (position, component) in stack.detailComponents.enumerated() {
        guard let detail = component as? AppDetail else { continue }
        let key = model.stacks[index][position].key
        guard var expected = model.details[key] else { continue }
        if expected.uncertain {
          expected = AppModel.Detail(
            state: detail.hasDeterminedState ? detail.currentState : .viewing, draft: detail.draft,
            held: detail.heldTransition == nil ? nil : .unknown)
          model.details[key] = expected
          continue
        }
        let state = detail.hasDeterminedState ? detail.currentState : .viewing
        if state != expected.state || detail.draft != expected.draft {
          problems.append(
            "[state-kept-across-appearances] detail \(detail.id) at stack \(index)[\(position)] shows \(state) with draft \(detail.draft.debugDescription), "
              + "model \(expected.state) with draft \(expected.draft.debugDescription)")
        }
      }
    }
    if let root = app.root, root.hasDeterminedState, model.rootAlive, !model.tabUncertain,
      let badge = root.badge
    {
      let shown = badge.hasDeterminedState && badge.currentState
      if let expected = model.badgeLinked, shown != expected {
        problems.append(
          "[link-reads-what-is-shown] the badge of tab \(root.currentState) reads \(shown), model \(expected)"
        )
      }
      model.badgeLinked = shown
    }
    if let root = app.root, root.hasDeterminedState, model.rootAlive {
      if root.currentState != model.tab {
        problems.append(
          "[state-kept-across-appearances] the root shows tab \(root.currentState), model \(model.tab)")
      }
      if root.stateHistory.last == root.currentState {
        problems.append(
          "[back-goes-somewhere-visible] the root's history \(root.stateHistory) ends with the tab it shows")
      }
    }
    for (index, stack) in app.stacks.enumerated()
    where stack.stateHistory.last?.currentNode === stack.currentNode {
      problems.append("[back-goes-somewhere-visible] stack \(index)'s history ends with the node it shows")
    }
    return problems
  }

  static func isLink(_ operation: AppOperation) -> Bool {
    if case .navigate = operation { return true }
    return false
  }

  /// The model takes from the app the details in other branches of each stack and how
  /// many history entries each stack holds.
  static func followBranchesAndHistory(_ app: AppInstance, _ model: inout AppModel) {
    let branchesBefore = model.branchKeys.reduce(into: Set<AppModel.DetailKey>()) { $0.formUnion($1) }
    defer {
      let branchesNow = model.branchKeys.reduce(into: Set<AppModel.DetailKey>()) { $0.formUnion($1) }
      model.branchesReleased(branchesBefore.subtracting(branchesNow))
    }
    for (index, stack) in app.stacks.enumerated() {
      model.stackHistoryCounts[index] = stack.stateHistory.count
      model.branchIdentifiedIDs[index] = stack.branchIdentifiedIDs
      model.branchNodeCounts[index] = stack.branchComponents.count
      model.branchKeys[index] = Set(
        stack.branchComponents.compactMap { component in
          guard let detail = component as? AppDetail else { return nil }
          let key = model.key(forTab: index, id: detail.id, fresh: -1)
          if case .fresh = key { return nil }
          return key
        })
    }
  }

  /// The model takes stack `index`'s path from the app.
  static func follow(stack index: Int, _ app: AppInstance, _ model: inout AppModel, force: Bool = false) {
    let stack = app.stacks[index]
    var nodes: [AppModel.Node] = []
    defer {
      // What left the path may still be leaving.
      for node in model.stacks[index] where !nodes.contains(node) {
        if case .fresh = node.key { continue }
        model.mayBeLeaving.insert(node.key)
      }
      // So may the branches above a node that left (they leave with it).
      model.mayBeLeaving.formUnion(model.branchKeys[index])
      model.stacks[index] = nodes
    }
    let old = model.stacks[index]
    let identified = stack.identified
    for (position, (id, component)) in zip(stack.ids, stack.detailComponents).enumerated() {
      var key = model.key(forTab: index, id: id, fresh: model.nextFresh)
      if case .fresh = key {
        if let known = model.freshKeys[ObjectIdentifier(component)], known.component === component {
          key = known.key
        } else if position < old.count, old[position].id == id,
          !model.freshKeys.values.contains(where: {
            $0.key == old[position].key && $0.component != nil && $0.component !== component
          })
        {
          // The node the model had there, unless that key names another live component.
          key = old[position].key
        } else {
          model.nextFresh += 1
        }
      }
      nodes.append(AppModel.Node(id: id, identified: identified[position], key: key))
      if model.details[key] == nil || force, let detail = component as? AppDetail {
        model.details[key] = AppModel.Detail(
          state: detail.hasDeterminedState ? detail.currentState : .viewing, draft: detail.draft,
          held: detail.heldTransition == nil ? nil : .unknown)
        // A request made while it appeared may still wait: followed again once settled.
        if detail.isTransitioning || detail.appearance == .appearing || detail.appearance == .disappearing {
          model.details[key]!.uncertain = true
        }
      }
    }
  }
}

/// The containers of the app, whatever their state type.
@MainActor protocol TimedContainer: AnyObject {
  var isTransitioning: Bool { get }
  var clock: any TransitionClock { get }
}

extension StateContainer: TimedContainer {}
