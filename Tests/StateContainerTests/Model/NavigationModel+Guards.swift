/// A navigation move as the model makes it: resolved when it is called (identifiers
/// looked up, push or push by reference decided), proposed to the guard, made when allowed.
struct ModelNavigationMove {
  enum Kind {
    case push(Int, identifier: Int?)
    case pushByReference(Int, Int)
    case pop
    case popTo(Int)
    case jump(Int)
    case replace(Int)
    case back(Int)
  }

  var kind: Kind
  /// Its coverage name: `push`, `pop-to-root`, ...
  var label: String
  var animated: Bool
  /// Its outcome's index in `outcomes`; -1 for a move of a deep link that reports nothing.
  var slot: Int
  /// The URL of the deep link it is part of, if it is.
  var deepLink: String? = nil

  var isAbsolute: Bool {
    if case .jump = kind { return true }
    return false
  }
}

/// One step of a position as a preview sees it: the node's stamp (`-1` for a node a move
/// would make), and the node, when there is one.
struct ModelPreviewStep: Equatable {
  var stamp: Int
  var node: Int?
  /// The identifier of the node a push would make; `nil` for a node of the tree.
  var identifier: Int? = nil
}

/// The guard's and history's books of the model (history and guards).
struct NavigationModelGuards {
  /// 0 disabled, -1 unlimited, n bounded(n).
  var policy = 0
  /// The entries, oldest first, as stamps.
  var history: [[Int]] = []
  /// The held moves and the proposal the guard last saw.
  var held: (moves: [ModelNavigationMove], proposal: String)?
  var proposals = 0
  /// Counts the history changes, as the container's revision does: a guard's proposal is
  /// made again when it moved while the guard ran.
  var revision = 0
  /// Moves applied together make one transition: nothing begins until the last is made.
  var applying = false
  /// The position of the transition that has begun and not yet entered its state (during
  /// `willTransition`).
  var inFlight: [Int]?

  var isEnabled: Bool { policy != 0 }
  var limit: Int? { policy > 0 ? policy - 1 : nil }
}

/// The working of a proposal: the target, whether it was never shown, the history.
struct ModelScratch {
  var target: [ModelPreviewStep]?
  var unshown: Bool
  var entries: [[Int]]
}

extension NavigationModel {
  // MARK: - Reading

  var target: [Int]? { pending?.position ?? guards.inFlight ?? state }

  var historySnapshot: [String] {
    guards.history.map { entry in
      var names: [String] = []
      for stamp in entry {
        guard let node = node(stamped: stamp) else { break }
        names.append("\(nodes[node].destination)")
      }
      return names.joined(separator: "/")
    }
  }

  var heldSnapshot: String { guards.held?.proposal ?? "none" }

  func steps(_ position: [Int]) -> [ModelPreviewStep] {
    position.map { ModelPreviewStep(stamp: $0, node: node(stamped: $0)) }
  }

  func isLive(_ entry: [Int]) -> Bool {
    let live = entry.map { stamp in node(stamped: stamp).flatMap { nodes[$0].isReleased ? nil : $0 } }
    guard !live.contains(nil) else { return false }
    // A push by reference that moved a node elsewhere: the path through its old place is gone.
    return zip(live, live.dropFirst()).allSatisfy { parent, child in nodes[child!].parent == parent }
  }

  // MARK: - Operations that are not moves

  mutating func performGuardOrHistory(_ move: NavigationFuzzMove) -> Bool {
    switch move {
    case .proceed:
      guard let held = guards.held else { return true }
      coverage["nav held proceeded", default: 0] += 1
      if held.moves.contains(where: { $0.deepLink != nil }) {
        coverage["deepLink.heldProceeded", default: 0] += 1
      }
      if appearance != .appeared { coverage["nav held proceeded off screen", default: 0] += 1 }
      guards.held = nil
      apply(held.moves)
      drain()
    case .cancel:
      guard let held = guards.held else { return true }
      coverage["nav held cancelled", default: 0] += 1
      guards.held = nil
      for move in held.moves { deliver(move.slot, "cancelled") }
    case .clearHistory:
      guard !guards.history.isEmpty else { return true }
      coverage["nav history cleared", default: 0] += 1
      historyChanged("cleared(\(guards.history.count))") { $0.removeAll() }
    case .historyPolicy(let policy):
      guards.policy = policy
      if !guards.isEnabled {
        if !guards.history.isEmpty { historyChanged("cleared(\(guards.history.count))") { $0.removeAll() } }
      } else {
        dropPastBound()
      }
    default: return false
    }
    return true
  }

  mutating func deliver(_ slot: Int, _ outcome: String) {
    if slot >= 0, outcomes[slot] == "waiting" { outcomes[slot] = outcome }
  }

  // MARK: - History

  mutating func historyChanged(_ line: String, _ edit: (inout [[Int]]) -> Void) {
    edit(&guards.history)
    guards.revision += 1
    log.append("\(now)ms N.history \(line)")
  }

  mutating func dropPastBound() {
    guard let limit = guards.limit else { return }
    while guards.history.count > limit {
      let dropped = guards.history[0]
      historyChanged("droppedByBound(\(dropped.count))") { $0.removeFirst() }
    }
  }

  /// What a move to `state` records of the target it leaves, from the real target.
  mutating func recordLeaving(for state: [Int]) {
    guard guards.isEnabled, !(pending?.unshown ?? false), let leaving = target, leaving != state else {
      return
    }
    // An entry equal to the newest is not recorded again.
    guard leaving != guards.history.last else {
      coverage["nav history not recorded: equal to the newest entry", default: 0] += 1
      return
    }
    coverage["nav history recorded", default: 0] += 1
    historyChanged("recorded(\(leaving.count))") { $0.append(leaving) }
    dropPastBound()
  }

  func recordLeaving(for state: [ModelPreviewStep], in scratch: inout ModelScratch) {
    guard guards.isEnabled, !scratch.unshown, let leaving = scratch.target,
      leaving.map(\.stamp) != state.map(\.stamp), leaving.map(\.stamp) != scratch.entries.last
    else { return }
    scratch.entries.append(leaving.map(\.stamp))
    if let limit = guards.limit, scratch.entries.count > limit {
      scratch.entries.removeFirst(scratch.entries.count - limit)
    }
  }

  // MARK: - Previews

  static func releasesCurrentNode(_ kind: ModelNavigationMove.Kind, from: Int, to: Int) -> Bool {
    switch kind {
    case .pop, .replace: true
    case .popTo: from > to
    case .push, .pushByReference, .jump, .back: false
    }
  }

  /// Where `kind` leads from `from`, or the diagnostic and coverage name of why it cannot.
  func position(after kind: ModelNavigationMove.Kind, from: [ModelPreviewStep])
    -> Result<[ModelPreviewStep], ModelMoveFailure>
  {
    var steps = from
    switch kind {
    case .push(_, let identifier):
      // A push with the identifier of a node an earlier move of the combination pushes is a
      // push by reference of that node, on the current path.
      if let identifier, steps.contains(where: { $0.node == nil && $0.identifier == identifier }) {
        return .failure(
          ModelMoveFailure(.navigationEntryOnCurrentPath, "push with the identifier a combined push makes"))
      }
      steps.append(ModelPreviewStep(stamp: -1, node: nil, identifier: identifier))
    case .pushByReference(let node, _):
      guard !steps.contains(where: { $0.stamp == nodes[node].stamp }) else {
        return .failure(
          ModelMoveFailure(.navigationEntryOnCurrentPath, "push by reference on the current path"))
      }
      steps.append(ModelPreviewStep(stamp: nodes[node].stamp, node: node))
    case .pop:
      guard steps.count > 1 else {
        return .failure(ModelMoveFailure(.missingNavigationTarget, "pop at the root"))
      }
      steps.removeLast()
    case .popTo(let node):
      guard !nodes[node].isReleased, let index = steps.firstIndex(where: { $0.stamp == nodes[node].stamp })
      else {
        return .failure(ModelMoveFailure(.missingNavigationTarget, "pop-to off the current path"))
      }
      steps.removeSubrange((index + 1)...)
    case .jump(let node):
      guard !nodes[node].isReleased else {
        return .failure(ModelMoveFailure(.missingNavigationTarget, "jump to a node not in the tree"))
      }
      steps = self.steps(path(to: node))
    case .replace:
      let replaced = steps.removeLast()
      steps.append(ModelPreviewStep(stamp: -1, node: replaced.node, identifier: replaced.identifier))
    case .back:
      preconditionFailure("a back is previewed by previewBack")
    }
    return .success(steps)
  }

  func previewHistory(
    of kind: ModelNavigationMove.Kind, from: [ModelPreviewStep], to: [ModelPreviewStep],
    in scratch: inout ModelScratch
  ) {
    if !Self.releasesCurrentNode(kind, from: from.count, to: to.count) {
      recordLeaving(for: to, in: &scratch)
    }
    let releases: (Int) -> Bool
    switch kind {
    case .pop:
      guard let popped = from.last?.node else { return }
      releases = { stamp in node(stamped: stamp).map { isDescendant($0, ofOrSameAs: popped) } ?? false }
    case .popTo(let target):
      releases = { stamp in
        node(stamped: stamp).map { $0 != target && isDescendant($0, ofOrSameAs: target) } ?? false
      }
    case .replace:
      guard let replaced = from.last?.stamp else { return }
      releases = { $0 == replaced }
    case .pushByReference(let moved, _):
      let newParent = from.last?.node
      guard nodes[moved].parent != newParent else { return }
      let stamp = nodes[moved].stamp
      scratch.entries =
        Self.prunedHistory(scratch.entries) { entry in
          !isLive(entry)
            || zip(entry, entry.dropFirst()).contains { parent, child in
              child == stamp && node(stamped: parent) != newParent
            }
        }.kept
      return
    case .push, .jump, .back:
      return
    }
    scratch.entries =
      Self.prunedHistory(scratch.entries) { entry in
        !isLive(entry) || entry.contains(where: releases)
      }.kept
  }

  /// The position a back to `entry` heads to: its node's path now, while it is in the tree.
  func positionGoingBack(to entry: [Int]) -> [ModelPreviewStep] {
    guard let last = entry.last, let node = node(stamped: last), !nodes[node].isReleased else {
      return steps(entry)
    }
    return steps(path(to: node))
  }

  /// Works out `move` on `scratch`; returns why it cannot be made, or nil.
  func preview(_ move: ModelNavigationMove, _ scratch: inout ModelScratch, needsHistory: Bool)
    -> ModelMoveFailure?
  {
    if case .back(let count) = move.kind {
      // An entry equal to where the container heads is not somewhere to go back to.
      if let target = scratch.target, scratch.entries.last == target.map(\.stamp) {
        scratch.entries.removeLast()
      }
      guard scratch.entries.count >= count else {
        return ModelMoveFailure(.historyTooShort, "back: history too short")
      }
      scratch.target = positionGoingBack(to: scratch.entries[scratch.entries.count - count])
      scratch.entries.removeLast(count)
      scratch.unshown = true
      return nil
    }
    let from = scratch.target ?? steps(path(to: current))
    switch position(after: move.kind, from: from) {
    case .failure(let failure): return failure
    case .success(let position):
      if needsHistory { previewHistory(of: move.kind, from: from, to: position, in: &scratch) }
      scratch.target = position
      scratch.unshown = true
      return nil
    }
  }

  // MARK: - Proposals

  mutating func propose(_ move: ModelNavigationMove) {
    // Made once the gesture under way ends, in order (NavigationModel+Interaction).
    if gesture != nil {
      coverage["nav move made during a gesture", default: 0] += 1
      gesture!.deferred.append(.proposed(move))
      return
    }
    // A move that changes nothing is not guarded; a jump of that kind replaces a held one.
    if case .back = move.kind {
    } else if move.isAbsolute || guards.held == nil,
      case .success(let position) = position(after: move.kind, from: steps(path(to: current))),
      let target, target == position.map(\.stamp)
    {
      if move.isAbsolute { resolveHeld("superseded") }
      let wasApplying = guards.applying
      guards.applying = true
      make(move)
      pruneReleasedEntries()
      supersedeMovesOfReleasedNodes()
      showCurrent(animated: move.animated, slot: move.slot)
      dropEntryRepeatingTarget()
      guards.applying = wasApplying
      drain()
      return
    }
    var held = guards.held
    var moves: [ModelNavigationMove] = []
    var proposal = ""
    var to: [ModelPreviewStep] = []
    var verdict = NavigationFuzzVerdict.allow
    var asked = false
    // Proposed again when the guard's own request (about a held link) moved what the
    // proposal was made from, as the container does.
    while true {
      held = move.isAbsolute ? nil : guards.held
      moves = (held?.moves ?? []) + [move]
      var scratch = ModelScratch(
        target: target.map(steps), unshown: pending?.unshown ?? false, entries: guards.history)
      for (index, step) in moves.enumerated() {
        if let failure = preview(step, &scratch, needsHistory: index < moves.count - 1) {
          diagnostics.append(failure.diagnostic)
          coverage["nav invalid: \(failure.key)", default: 0] += 1
          if held != nil { coverage["nav invalid in a combination", default: 0] += 1 }
          deliver(move.slot, failure.outcome)
          if asked { drain() }
          return
        }
      }
      to = scratch.target!
      let basis = proposalBasis
      (verdict, proposal) = askGuard(to: to, cause: Self.cause(of: moves))
      asked = true
      guard proposalBasis == basis else {
        coverage["nav combined with a held link asked again", default: 0] += 1
        continue
      }
      break
    }
    coverage["nav guard verdict: \(verdict.rawValue)", default: 0] += 1
    if held != nil { coverage["nav held combined: \(verdict.rawValue)", default: 0] += 1 }
    if held?.moves.contains(where: { $0.deepLink != nil }) == true {
      coverage["deepLink.heldCombined", default: 0] += 1
    }
    switch verdict {
    case .refuse:
      deliver(move.slot, "refused")
    case .hold:
      if held != nil {
        guards.held = (moves, proposal)
      } else {
        let replaced = guards.held
        guards.held = (moves, proposal)
        if let replaced {
          coverage["nav held replaced", default: 0] += 1
          for move in replaced.moves { deliver(move.slot, "superseded") }
        }
      }
    case .allow:
      if held == nil {
        if guards.held != nil { coverage["nav held replaced", default: 0] += 1 }
        resolveHeld("superseded")
      } else {
        guard prepareEntry(for: move, leadingTo: to) else { break }
        guards.held = nil
      }
      apply(moves)
    }
    drain()
  }

  /// A move combined with a held change makes its entry (a push's or a replace's) when the
  /// guard allows the combination, and checks it against the tree as it is, before the held
  /// change is applied: an entry in the tree makes the move invalid, and the held change
  /// stays waiting, untouched. A replace may keep the component of the node the combination
  /// leads to. The entry made is the one the move takes when it is made.
  mutating func prepareEntry(for move: ModelNavigationMove, leadingTo to: [ModelPreviewStep]) -> Bool {
    let entry: Int
    switch move.kind {
    case .push(let destination, _), .replace(let destination): entry = make(destination)
    case .pushByReference, .pop, .popTo, .jump, .back: return true
    }
    let keepsItsComponent: Bool
    if case .replace = move.kind, let node = to.last?.node {
      keepsItsComponent = nodes[node].component == entry
    } else {
      keepsItsComponent = false
    }
    guard !keepsItsComponent, isInUse(entry) else {
      prepared = (move.slot, entry)
      return true
    }
    diagnostics.append(.navigationEntryInUse)
    coverage["nav invalid: factory returned an entry in the tree", default: 0] += 1
    coverage["nav invalid leaves a held change waiting", default: 0] += 1
    deliver(move.slot, "invalid")
    return false
  }

  /// The entry `prepareEntry(for:leadingTo:)` made for `move`, taken.
  mutating func takePrepared(for move: ModelNavigationMove) -> Int? {
    guard let made = prepared, made.slot == move.slot else { return nil }
    prepared = nil
    return made.entry
  }

  mutating func resolveHeld(_ outcome: String) {
    guard let held = guards.held else { return }
    guards.held = nil
    for move in held.moves { deliver(move.slot, outcome) }
  }

  static func cause(of moves: [ModelNavigationMove]) -> String {
    var steps = 0
    var link: String?
    for move in moves {
      if let url = move.deepLink {
        link = url
        continue
      }
      guard case .back(let count) = move.kind else { return "navigation" }
      steps += count
    }
    return link.map { "deepLink(\($0))" } ?? "back(\(steps))"
  }

  /// The entries the pushes of a deep link's `run` take, made and checked before the link
  /// changes anything: `nil` when one is already in the tree or taken twice (the link is
  /// invalid, and nothing changes).
  mutating func linkEntries(_ run: ArraySlice<ModelNavigationMove>) -> [Int]? {
    let made = run.compactMap { move -> Int? in
      if case .push(let destination, _) = move.kind { make(destination) } else { nil }
    }
    guard made.indices.contains(where: { isInUse(made[$0]) || made[..<$0].contains(made[$0]) }) else {
      return made
    }
    diagnostics.append(.navigationEntryInUse)
    coverage["deepLink.invalid: factory returned an entry in the tree", default: 0] += 1
    if guards.held != nil { coverage["deepLink.invalid leaves a held change waiting", default: 0] += 1 }
    deliver(run.last!.slot, "invalid")
    return nil
  }

  /// Makes `moves` in order, unguarded; a deep link among them takes `linkEntries` when
  /// they were made already.
  mutating func apply(_ moves: [ModelNavigationMove], linkEntries premadeLinkEntries: [Int]? = nil) {
    let wasApplying = guards.applying
    guards.applying = true
    var index = 0
    while index < moves.count {
      guard let url = moves[index].deepLink else {
        performMade(moves[index])
        index += 1
        continue
      }
      // A deep link makes every entry it pushes, and checks them, before its first move: a
      // link is never half applied.
      var end = index
      while end < moves.count, moves[end].deepLink == url { end += 1 }
      let run = moves[index..<end]
      index = end
      guard let made = premadeLinkEntries ?? linkEntries(run) else { continue }
      premade = made
      for move in run { performMade(move) }
      premade = []
    }
    dropEntryRepeatingTarget()
    guards.applying = wasApplying
  }

  /// Drops the newest entry if it equals the target: a back must go somewhere visible. At
  /// the end of each change, and before a back takes its steps.
  mutating func dropEntryRepeatingTarget() {
    guard let target, let newest = guards.history.last, newest == target else { return }
    coverage["nav history entry equal to the target dropped", default: 0] += 1
    historyChanged("pruned([\(newest.count)])") { $0.removeLast() }
  }

  /// `entries` without those that are `pruned` and without an entry equal to the one kept
  /// before it.
  static func prunedHistory(_ entries: [[Int]], where pruned: ([Int]) -> Bool) -> (
    kept: [[Int]], removed: [[Int]]
  ) {
    var kept: [[Int]] = []
    var removed: [[Int]] = []
    for entry in entries {
      if pruned(entry) || kept.last == entry { removed.append(entry) } else { kept.append(entry) }
    }
    return (kept, removed)
  }

  mutating func performMade(_ move: ModelNavigationMove) {
    if case .back(let count) = move.kind { return performBack(count, move) }
    var move = move
    if case .push(let destination, let identifier?) = move.kind, let existing = byIdentifier[identifier] {
      // An earlier move of the combination pushed a node with the identifier, off the path
      // the preview saw (a back): a push by reference of it; its prepared entry is dropped.
      _ = takePrepared(for: move)
      move.kind = .pushByReference(existing, destination)
      coverage["nav push made a push by reference of a node a combined push made", default: 0] += 1
    }
    let from = steps(path(to: current))
    switch position(after: move.kind, from: from) {
    case .failure(let failure):
      diagnostics.append(failure.diagnostic)
      coverage["nav invalid: \(failure.key)", default: 0] += 1
      deliver(move.slot, "invalid")
    case .success(let position):
      var entry: Int?
      switch move.kind {
      case .push(let destination, _):
        entry = takePrepared(for: move) ?? (premade.isEmpty ? make(destination) : premade.removeFirst())
      case .replace(let destination): entry = takePrepared(for: move) ?? make(destination)
      case .pushByReference, .pop, .popTo, .jump, .back: break
      }
      if let entry, refuses(entry, for: move.kind) { return deliver(move.slot, "invalid") }
      if case .pushByReference(let node, _) = move.kind, nodes[node].isReleased,
        subtree(node).contains(where: { nodes[$0].identifier.map { byIdentifier[$0] != nil } ?? false })
      {
        // Identifiers are unique in the tree: a node pushed since carries one of them.
        diagnostics.append(.navigationEntryInUse)
        coverage[
          "nav invalid: a node brought back carries an identifier a node pushed since carries", default: 0] +=
          1
        return deliver(move.slot, "invalid")
      }
      if case .pushByReference(let node, _) = move.kind, nodes[node].isReleased,
        subtree(node).contains(where: {
          isInUse(nodes[$0].component) && entries[nodes[$0].component].node != $0
        })
      {
        diagnostics.append(.navigationEntryInUse)
        coverage["nav invalid: a node brought back has an entry elsewhere", default: 0] += 1
        return deliver(move.slot, "invalid")
      }
      if guards.isEnabled, !Self.releasesCurrentNode(move.kind, from: from.count, to: position.count) {
        recordLeaving(for: position.map(\.stamp))
      }
      make(move, entry: entry)
      pruneReleasedEntries()
      supersedeMovesOfReleasedNodes()
      showCurrent(animated: move.animated, slot: move.slot)
    }
  }

  mutating func pruneReleasedEntries() {
    let (kept, pruned) = Self.prunedHistory(guards.history) { !isLive($0) }
    guard !pruned.isEmpty else { return }
    coverage["nav history pruned", default: 0] += 1
    if pruned.contains(where: isLive) {
      coverage["nav history pruned: an entry equal to the one before", default: 0] += 1
    }
    if pruned.contains(where: { entry in
      entry.allSatisfy { node(stamped: $0).map { !nodes[$0].isReleased } ?? false } && !isLive(entry)
    }) {
      coverage["nav history pruned: the old place of a node moved by reference", default: 0] += 1
    }
    historyChanged("pruned(\(pruned.map(\.count)))") { $0 = kept }
  }

  mutating func performBack(_ count: Int, _ move: ModelNavigationMove) {
    dropEntryRepeatingTarget()
    guard guards.history.count >= count else {
      diagnostics.append(.historyTooShort)
      coverage["nav invalid: back: history too short", default: 0] += 1
      deliver(move.slot, "invalid")
      return
    }
    let removed = Array(guards.history.suffix(count))
    historyChanged("removedByBack(\(removed.map(\.count)))") { $0.removeLast(count) }
    let entry = removed[0]
    guard let last = entry.last, let node = node(stamped: last), !nodes[node].isReleased else {
      diagnostics.append(.missingNavigationTarget)
      coverage["nav invalid: back to a released node", default: 0] += 1
      deliver(move.slot, "invalid")
      return
    }
    coverage["nav back", default: 0] += 1
    if !isDescendant(node, ofOrSameAs: current) && !isDescendant(current, ofOrSameAs: node) {
      coverage["nav back across a jump", default: 0] += 1
    }
    current = node
    showCurrent(animated: move.animated, slot: move.slot)
  }
}

/// Why a move cannot be made, in the model.
struct ModelMoveFailure: Error {
  var diagnostic: ModelDiagnostic
  var key: String
  /// A move that cannot be made reports `invalid`.
  var outcome: String { "invalid" }

  init(_ diagnostic: ModelDiagnostic, _ key: String) {
    self.diagnostic = diagnostic
    self.key = key
  }
}
