/// The model's books of deep links.
struct NavigationModelLinks {
  /// The outcome slots of the links that change something: a link reports
  /// `completed` once its container is done, even when its last move reports
  /// `alreadyCurrent`.
  var changing: Set<Int> = []
  /// Whether the guard is making the request armed on `N.deepLinkGuard`.
  var firingGuard = false
  /// How many links are being read (one from a hook a link's drain ran is read inside it).
  var reading = 0
}

extension NavigationModel {
  /// The deep-link coverage keys the random sequences must reach.
  static let requiredDeepLinkCoverage = [
    "deepLink.allow", "deepLink.refuse", "deepLink.hold", "deepLink.unmatched", "deepLink.alreadyCurrent",
    "deepLink.midAnimation", "deepLink.fromHook", "deepLink.malformed", "deepLink.keptPrefix",
    "deepLink.entriesDropped", "deepLink.supersedesHeld", "deepLink.heldCombined", "deepLink.heldProceeded",
    "deepLink.alreadyCurrent supersedes held", "deepLink.shownURL", "deepLink.heldResult", "deepLink.readURL",
    "deepLink.readURL midAnimation", "deepLink.invalid leaves a held change waiting",
    "deepLink.guardRequested",
    "deepLink.askedAgain",
  ]

  /// The outcomes as the snapshot shows them.
  var linkedOutcomes: [String] {
    outcomes.indices.map { index in
      links.changing.contains(index) && outcomes[index] == "alreadyCurrent" ? "completed" : outcomes[index]
    }
  }

  /// `tree.navigate(toURL:animated:)` on the container; returns whether `move` was one. Logs
  /// what the call returned: the URL as the container prints what it read, or why it
  /// failed.
  mutating func performDeepLink(_ move: NavigationFuzzMove) -> Bool {
    let url: String
    let animated: Bool
    switch move {
    case .navigateToURL(let written, let isAnimated): (url, animated) = (written, isAnimated)
    case .navigateToShownURL(let isAnimated):
      coverage["deepLink.shownURL", default: 0] += 1
      (url, animated) = (shownURL ?? "/", isAnimated)
    case .readURLOnFreshTree:
      readURLOnFreshTree()
      return true
    default: return false
    }
    if case .animating = phase { coverage["deepLink.midAnimation", default: 0] += 1 }
    let slot = outcomes.count
    outcomes.append("waiting")
    links.reading += 1
    let result = navigate(toURL: url, animated: animated, slot: slot)
    links.reading -= 1
    log.append("\(now)ms tree.navigate(toURL: \(url.debugDescription)) -> \(result)")
    return true
  }

  /// A failure: the slot is given back; `unmatched` and `malformed` are diagnosed.
  private mutating func fail(_ result: String, slot: Int) -> String {
    // A link that fails makes no move; a request its guard made keeps its slot after it.
    if outcomes.count == slot + 1 { outcomes.removeLast() }
    if result != "refused" {
      diagnostics.append(.unmatchedRoute)
      coverage["deepLink.unmatched", default: 0] += 1
      if result == "malformed" { coverage["deepLink.malformed", default: 0] += 1 }
    }
    return result
  }

  /// The link read from the root up (in a navigation container): the common
  /// prefix kept by printed part, a pop to the first difference, the rest pushed; asked to
  /// the guard as one absolute proposal that replaces a held change.
  private mutating func navigate(toURL url: String, animated: Bool, slot: Int) -> String {
    guard let segments = NavigationFuzzRoutes.referenceSegments(url) else {
      return fail("malformed", slot: slot)
    }
    var read: [Int] = []
    while read.count < segments.count,
      let destination = NavigationFuzzRoutes.destination(of: segments[read.count])
    {
      read.append(destination)
    }
    guard !read.isEmpty else { return fail("unmatched", slot: slot) }
    // From the root down, each read destination is matched to a child that prints the same
    // part: the one on the current path first, else another branch's.
    let path = nodePath(to: current)
    var parts: [String?] = []
    var kept = 0
    var keptNode = path[0]
    for destination in read {
      let part = NavigationFuzzRoutes.path(for: destination)
      parts.append(part)
      guard kept == parts.count - 1, let part else { continue }
      let onPath: Int? = path.count > kept + 1 && path[kept] == keptNode ? path[kept + 1] : nil
      let candidates = (onPath.map { [$0] } ?? []) + nodes[keptNode].children.filter { $0 != onPath }
      if let child = candidates.first(where: { NavigationFuzzRoutes.path(for: nodes[$0].destination) == part }
      ) {
        keptNode = child
        kept += 1
      }
    }
    let pushed = Array(read[kept...])
    if read.count < segments.count {
      // The entries the link would push are made, so that the top one can read the rest;
      // it reads nothing, and they are dropped.
      // One already in the tree (a cached or shared instance) is reported, and reads nothing.
      let made = pushed.map { make($0) }
      if made.indices.contains(where: { isInUse(made[$0]) || made[..<$0].contains(made[$0]) }) {
        diagnostics.append(.navigationEntryInUse)
        coverage["deepLink.invalid: factory returned an entry in the tree", default: 0] += 1
      }
      if !pushed.isEmpty { coverage["deepLink.entriesDropped", default: 0] += 1 }
      return fail("unmatched", slot: slot)
    }
    let pattern = parts.contains { $0 == nil } ? "/" : parts.compactMap { $0 }.joined()
    var moves: [ModelNavigationMove] = []
    if keptNode != current {
      moves.append(
        path.contains(keptNode)
          ? ModelNavigationMove(
            kind: .popTo(keptNode), label: "deep-link pop-to", animated: animated, slot: -1)
          : ModelNavigationMove(kind: .jump(keptNode), label: "deep-link jump", animated: animated, slot: -1))
    }
    for destination in pushed {
      moves.append(
        ModelNavigationMove(
          kind: .push(destination, identifier: nil), label: "deep-link push", animated: animated, slot: -1))
    }
    guard !moves.isEmpty else {
      coverage["deepLink.alreadyCurrent", default: 0] += 1
      if guards.held != nil { coverage["deepLink.alreadyCurrent supersedes held", default: 0] += 1 }
      resolveHeld("superseded")
      outcomes[slot] = "alreadyCurrent"
      drain()
      return pattern
    }
    if kept > 0 { coverage["deepLink.keptPrefix", default: 0] += 1 }
    for index in moves.indices { moves[index].deepLink = url }
    moves[moves.count - 1].slot = slot
    var verdict = NavigationFuzzVerdict.allow
    var proposal = ""
    var asked = false
    // The proposal is made again from where the container heads after a request the guard
    // made on it while it was asked.
    while true {
      var scratch = ModelScratch(
        target: target.map(steps), unshown: pending?.unshown ?? false, entries: guards.history)
      for move in moves {
        if let failure = preview(move, &scratch, needsHistory: false) {
          diagnostics.append(failure.diagnostic)
          coverage["deepLink.invalid: \(failure.key)", default: 0] += 1
          if asked {
            coverage["deepLink.invalid once the guard's request moved the container", default: 0] += 1
            drain()
          }
          return fail("refused", slot: slot)
        }
      }
      let basis = proposalBasis
      (verdict, proposal) = askGuard(to: scratch.target!, cause: "deepLink(\(url))")
      asked = true
      coverage["deepLink.\(verdict.rawValue)", default: 0] += 1
      guard proposalBasis == basis else {
        coverage["deepLink.askedAgain", default: 0] += 1
        continue
      }
      break
    }
    switch verdict {
    case .refuse:
      drain()
      return fail("refused", slot: slot)
    case .hold:
      links.changing.insert(slot)
      let replaced = guards.held
      guards.held = (moves, proposal)
      if let replaced {
        coverage["deepLink.supersedesHeld", default: 0] += 1
        for move in replaced.moves { deliver(move.slot, "superseded") }
      }
      drain()
      // The result gives the change the container holds once what the guard requested has
      // begun (a move from a hook it ran may have replaced the link).
      guard guards.held != nil else { return pattern }
      coverage["deepLink.heldResult", default: 0] += 1
      return pattern + " held"
    case .allow:
      // Every entry is made, and checked, before anything changes: an invalid link changes
      // nothing, a held change included.
      guard let made = linkEntries(moves[...]) else {
        drain()
        return pattern
      }
      links.changing.insert(slot)
      if guards.held != nil { coverage["deepLink.supersedesHeld", default: 0] += 1 }
      resolveHeld("superseded")
      apply(moves, linkEntries: made)
    }
    drain()
    return pattern
  }

  /// What a guard's proposal is made from: where the container heads, whether that was
  /// never shown, the history's revision, the held change's moves.
  var proposalBasis: [[Int]] {
    [
      target ?? [-1], [pending?.unshown == true ? 1 : 0, guards.revision],
      guards.held?.moves.map(\.slot) ?? [-1],
    ]
  }

  /// The guard, asked about a link, first makes the request armed on `N.deepLinkGuard`, if
  /// any, on its own container, as a hook does (an app's guard that saves or moves, then
  /// answers).
  mutating func askingAboutLink() {
    guard !links.firingGuard,
      let index = triggers.firstIndex(where: { $0.component == "N" && $0.hook == "deepLinkGuard" })
    else { return }
    let trigger = triggers.remove(at: index)
    coverage["deepLink.guardRequested", default: 0] += 1
    links.firingGuard = true
    depth += 1
    perform(trigger.move)
    depth -= 1
    links.firingGuard = false
  }

  /// The guard asked about a proposal to `to` for `cause`, made from where the container
  /// heads now: about a link being read (its own proposal, or a move from a hook that its
  /// drain ran combined with it held), it first makes its own request. Logs the decision and
  /// returns it with the proposal as the guard reads it.
  mutating func askGuard(to: [ModelPreviewStep], cause: String) -> (NavigationFuzzVerdict, String) {
    let from = "from: \(target.map { "\($0.count)" } ?? "nil")"
    if links.reading > 0, cause.hasPrefix("deepLink(") { askingAboutLink() }
    // The guard reads the proposal after its own request: a node that request replaced
    // is no longer the one the position names.
    let toName =
      to.last.flatMap { step in node(stamped: step.stamp).map { "\(nodes[$0].destination)" } } ?? "new"
    let proposal = "\(from), to: \(toName), \(cause)"
    let verdict = verdicts.isEmpty ? .allow : verdicts[guards.proposals % verdicts.count]
    guards.proposals += 1
    log.append("\(now)ms N.transitionDecision(\(proposal)) -> \(verdict.rawValue)")
    return (verdict, proposal)
  }

  /// `tree.currentURL` read now and navigated to on a fresh container: the fresh container's
  /// path is the routed part of the current path (moves change the tree at once, so it is
  /// where the container heads, mid-animation too).
  mutating func readURLOnFreshTree() {
    guard let url = shownURL else {
      log.append("\(now)ms readURL nil")
      return
    }
    coverage["deepLink.readURL", default: 0] += 1
    if case .animating = phase { coverage["deepLink.readURL midAnimation", default: 0] += 1 }
    var path: [Int] = []
    for node in nodePath(to: current).dropFirst() {
      guard NavigationFuzzRoutes.path(for: nodes[node].destination) != nil else { break }
      path.append(nodes[node].destination)
    }
    log.append("\(now)ms readURL \(url) -> fresh \(path)")
  }

  /// `tree.currentURL`: the parts of the nodes above the root on the current path, up to the
  /// first that has none; `nil` when there are none.
  var shownURL: String? {
    var parts: [String] = []
    for node in nodePath(to: current).dropFirst() {
      guard let part = NavigationFuzzRoutes.path(for: nodes[node].destination) else { break }
      parts.append(part)
    }
    return parts.isEmpty ? nil : parts.joined()
  }

  /// The nodes from the root to `node`.
  func nodePath(to node: Int) -> [Int] {
    var result: [Int] = []
    var cursor: Int? = node
    while let index = cursor {
      result.append(index)
      cursor = nodes[index].parent
    }
    return result.reversed()
  }
}
