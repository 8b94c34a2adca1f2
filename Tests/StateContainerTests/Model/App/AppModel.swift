/// What the app must show, worked out from the operations alone: the target of every
/// container (the tab the root heads to, each stack's path, each detail's state), the
/// drafts, the held changes, the diagnostics and outcomes each operation must report.
///
/// The rules it encodes, each named like the article section that states it; a failing
/// check starts with that name in brackets:
/// - `one-place-at-a-time` (Navigating Between Screens, "The component cache"): a factory
///   result already in the tree is refused with a diagnostic, outcome `.invalid`, and nothing
///   changes; `refused-link-changes-nothing`: a link refused so does not move the root.
/// - `state-kept-across-appearances` (The Lifecycle, "The container's own appearance"): a
///   container that has a state keeps it when it appears again: edit, switch tab, switch
///   back, and the detail still edits the same draft, its guard never asked.
/// - `url-of-what-is-shown` (Routes and Deep Links): `tree.currentURL` is the URL of the
///   target screens at every instant.
/// - `held-change-kept` (Navigating Between Screens, "Guards"): a held deep link is held, in
///   the detail's `heldTransition`, until answered.
/// - `clock-from-upstream` (Context, Responses and Events, "The clock comes from upstream"):
///   nothing of the app ever runs on real time (`-after-release`: once the root is gone).
/// - `every-request-has-an-outcome` (Navigating Between Screens, "A stack of screens"):
///   invalid moves report `.invalid` at once; `held-change-ends-with-holder` ("Guards"): a
///   change held by a detail that leaves the tree (popped, its branch released) ends in
///   that call (`cancelled`): a held link too.
/// - `back-goes-somewhere-visible` (Navigating Between Screens, "History"): no history
///   entry equals what is shown.
/// - `link-reads-what-is-shown` (Routes and Deep Links, "How a link is read"): with badges
///   that the root makes anew on each `children(for:)`, the badge shown after a link is the
///   one that read it, whether the link changed the tab or found the root there already.
///
/// It does not model time: what a container shows mid-animation is its target, and the
/// runner compares what is shown only once the clock has nothing left. Where the contract
/// leaves an outcome to timing (a detail asked to change while it appears, a pending tab
/// switch when the root disappears mid-switch, a cached detail still leaving when it is
/// pushed again), the model follows the app there (`resync`) and counts it.
struct AppModel {
  /// Which detail a node shows: its own (`fresh`), the one cached for an id, or the shared one.
  enum DetailKey: Hashable, Sendable {
    case fresh(Int)
    case cached(scope: Int, id: Int)
    case shared(scope: Int)
  }

  /// A change a detail's guard holds.
  enum Held: Hashable, Sendable {
    /// Discard: `.viewing`.
    case discard
    /// A whole deep link.
    case link(LinkTarget)
    /// Held, as the app showed it when the model followed it.
    case unknown
  }

  /// Where a deep link leads.
  struct LinkTarget: Hashable, Sendable {
    /// The tab the root moves to; `nil` when it was on it already when the link was read.
    var tab: Int?
    var stack: Int
    var ids: [Int]
    var detailState: AppDetailState?
    /// The stack's path when the link was read: proceeding it later is predicted only if
    /// the path is still the same.
    var pathWhenRead: [Int]
    /// ``AppModel/badgeGeneration`` when the link was read; `-1` when the root kept nothing
    /// of it (it kept another link's badge then).
    var badgeGeneration = 0
  }

  struct Detail: Hashable, Sendable {
    var state: AppDetailState = .viewing
    var draft = ""
    var held: Held?
    /// Tab switches since `held` was made.
    var switchesSinceHeld = 0
    /// The state is not predicted: the model takes the app's at the next settled point.
    var uncertain = false
  }

  struct Node: Hashable, Sendable {
    var id: Int
    var identified: Bool
    var key: DetailKey
  }

  /// What a check expects of the diagnostics of one step.
  enum ExpectedDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// One diagnostic of `kind`, which `rule` asks for.
    case kind(String, rule: String = "app")
    /// Perhaps one diagnostic of `kind`.
    case optional(String)

    var description: String {
      switch self {
      case .kind(let kind, _): kind
      case .optional(let kind): kind + "?"
      }
    }
  }

  /// What the runner needs to know of the app before an operation, where the contract
  /// leaves the outcome to timing.
  struct Observation {
    /// The positions (stack, index on its path) of the details that appear or disappear now.
    var busyDetails: Set<[Int]> = []
    /// The stacks in a transition, appearing or disappearing.
    var busyStacks: Set<Int> = []
    /// Whether the root is in a transition or appearing.
    var rootBusy = false
    /// The tab of the root's transition in flight.
    var rootInFlightTab: Int?
  }

  let config: AppTreeConfig
  var rootAlive = true
  var rootAppeared = false
  var rootEverAppeared = false
  var tabDetermined = false
  var tab = 0
  /// The tab of the root's transition in flight while a switch to ``tab`` waits behind it;
  /// `nil` when the root heads to ``tab`` itself. Set when the tab changes while the root is
  /// busy; cleared once the app prints ``url`` (the waiting switch began).
  var inFlightTab: Int?
  /// Whether the badge the root shows read a link (`link-reads-what-is-shown`); `nil` when
  /// not predicted (taken from the app at the next settled point).
  var badgeLinked: Bool? = false
  /// Counts the root's transitions to another tab as the model sees them: a held link
  /// proceeded after one finds the badge it read gone (not predicted).
  var badgeGeneration = 0
  /// ``badgeGeneration`` when a link's request was left waiting behind the root's transition
  /// in flight, with the badge it read: a held link read while it waits keeps nothing.
  var linkWaitGeneration: Int?
  /// The root's tab history, as the app holds it (followed after every step).
  var history: [Int] = []
  var stacks: [[Node]]
  var details: [DetailKey: Detail] = [:]
  var nextFresh = 0
  /// Per stack, the details of the nodes in other branches than the current path (a back
  /// jumps to an ancestor and leaves the nodes above it): followed from the app.
  var branchKeys: [Set<DetailKey>]
  /// Per stack, the ids of the nodes in other branches that carry an identifier: a tap with
  /// that identifier brings the node back, its detail as it was (followed from the app).
  var branchIdentifiedIDs: [Set<Int>]
  /// Per stack, how many nodes other branches than the current path hold (followed from the app).
  var branchNodeCounts: [Int]
  /// The key of each fresh detail the app has shown, by the component's identity: a fresh
  /// detail that comes back from another branch keeps its key (the runner learns it).
  var freshKeys: [ObjectIdentifier: FreshKey] = [:]

  /// A fresh detail's key and the component it names, held weakly (an identity is reused
  /// once its component is freed).
  struct FreshKey {
    weak var component: AnyObject?
    var key: DetailKey
  }
  /// Per stack, how many history entries the app holds (followed from the app).
  var stackHistoryCounts: [Int]
  /// Cached details popped since the clock last settled: they may still be leaving.
  var mayBeLeaving: Set<DetailKey> = []
  /// The root's target is not predicted (disappeared mid-switch): taken at the next settle.
  var tabUncertain = false
  /// Whether a stack's path must be taken from the app after this step.
  var resyncStacks: Set<Int> = []

  // Per step.
  var expectedDiagnostics: [ExpectedDiagnostic] = []
  /// Whether any diagnostic is acceptable in this step (once the root is gone: clock-from-upstream may say so).
  var anyDiagnosticsAllowed = false
  /// The outcome the step's request must report at once, if the model knows it.
  var expectedOutcome: String?
  /// Whether the step's navigate must fail.
  var expectsLinkFailure = false
  /// Whether the runner ignored a pending rule's problem in this sequence: diagnostics that follow
  /// from it are not checked any more.
  var followsPendingRule = false
  /// Whether this step's link set ``badgeLinked``.
  var badgeSetByLink = false
  /// The last tap, for double taps.
  var lastTap: (stack: Int, id: Int)?
  var coverage: [String: Int] = [:]

  init(config: AppTreeConfig) {
    self.config = config
    stacks = Array(repeating: [], count: config.tabCount)
    branchKeys = Array(repeating: [], count: config.tabCount)
    branchIdentifiedIDs = Array(repeating: [], count: config.tabCount)
    branchNodeCounts = Array(repeating: 0, count: config.tabCount)
    stackHistoryCounts = Array(repeating: 0, count: config.tabCount)
  }

  /// The stack a tap acts on: the root's target tab's.
  var shownStack: Int { tab }

  func key(forTab tab: Int, id: Int, fresh: Int) -> DetailKey {
    let scope = config.appWideCache ? -1 : tab
    switch config.factories[tab] {
    case .fresh: return .fresh(fresh)
    case .cached: return .cached(scope: scope, id: id)
    case .shared: return .shared(scope: scope)
    }
  }

  /// Whether `key` is the detail of a node in any stack.
  func isInTree(_ key: DetailKey) -> Bool {
    stacks.contains { $0.contains { $0.key == key } } || branchKeys.contains { $0.contains(key) }
  }

  func detail(atTopOf stack: Int) -> Detail? { stacks[stack].last.flatMap { details[$0.key] } }

  mutating func count(_ pattern: AppPattern) { coverage[pattern.rawValue, default: 0] += 1 }
  mutating func count(_ label: String) { coverage[label, default: 0] += 1 }

  /// The URL of the targets (url-of-what-is-shown).
  var url: String? { url(forTab: tab) }

  /// The URL of the targets when the root heads to `tab`: its stack's path, and `/edit` when
  /// the top detail heads to the editor.
  func url(forTab tab: Int) -> String? {
    guard rootAlive, tabDetermined || rootAppeared else { return nil }
    var text = "/t\(tab)"
    for node in stacks[tab] { text += "/items/\(node.id)" }
    if let top = stacks[tab].last, details[top.key]?.state == .editing { text += "/edit" }
    return text
  }

  /// The URL the app may print instead of ``url`` while a tab switch waits behind the one in
  /// flight: `tree.currentURL` names the state of the transition in flight, and a request that
  /// waits behind it shows when it begins.
  var inFlightURL: String? { inFlightTab.flatMap { url(forTab: $0) } }

  // MARK: - Operations

  mutating func apply(_ operation: AppOperation, _ observation: Observation) {
    let tabBefore = tab
    defer {
      // A switch requested while the root is busy waits behind the transition in flight.
      if tab != tabBefore {
        // A new badge, unless the link that moved the root read into it; while the model
        // follows the root's tab (`tabUncertain`), the root may be on that tab already.
        if !badgeSetByLink { badgeLinked = observation.rootBusy || tabUncertain ? nil : false }
        badgeGeneration += 1
        // The tab in flight is the one the root headed to before, or the one that was in
        // flight then: the model takes which from the app.
        let candidates = [tabBefore] + (inFlightTab.map { [$0] } ?? [])
        inFlightTab =
          observation.rootBusy && rootAppeared
          ? observation.rootInFlightTab.flatMap { candidates.contains($0) ? $0 : nil } ?? tabBefore : nil
      }
      if inFlightTab == tab { inFlightTab = nil }
      if badgeSetByLink, observation.rootBusy, inFlightTab != nil { linkWaitGeneration = badgeGeneration }
    }
    badgeSetByLink = false
    expectedDiagnostics = []
    expectedOutcome = nil
    expectsLinkFailure = false
    anyDiagnosticsAllowed = !rootAlive
    resyncStacks = []
    defer {
      if case .tap = operation {} else if case .tapSelf = operation {} else { lastTap = nil }
    }
    switch operation {
    case .appear(let isAppearing, _):
      guard rootAlive, isAppearing != rootAppeared else { return }
      if !isAppearing, observation.rootBusy {
        tabUncertain = true
        badgeLinked = nil
        // The request waiting is dropped, and what a link kept with it.
        badgeGeneration += 1
      }
      rootAppeared = isAppearing
      if isAppearing {
        rootEverAppeared = true
        // state-kept-across-appearances: a root that has a tab keeps it.
        if !tabDetermined {
          tabDetermined = true
          tab = 0
          badgeLinked = false
        }
      }
    case .switchTab(let newTab, _):
      guard rootAlive, newTab < config.tabCount else { return }
      tabDetermined = true
      // A request for another state than a link's drops what the link kept; while the root
      // is busy it is made even for the tab it heads to.
      if observation.rootBusy { badgeGeneration += 1 }
      if newTab != tab {
        for index in stacks.indices {
          guard let key = stacks[index].last?.key, details[key]?.held != nil else { continue }
          details[key]!.switchesSinceHeld += 1
        }
        if let top = stacks[newTab].last, let detail = details[top.key], detail.state == .editing,
          !detail.draft.isEmpty
        {
          count(.guardedEditAcrossTabs)
        }
      }
      tab = newTab
    case .tap(let id, _):
      tap(id, observation)
    case .tapSelf:
      guard let top = stacks[shownStack].last else { return }
      count(.selfLink)
      tap(top.id, observation)
    case .back:
      let stack = shownStack
      guard let popped = stacks[stack].popLast() else {
        // every-request-has-an-outcome: pop at the root.
        expectedDiagnostics = [.kind("missingNavigationTarget", rule: "every-request-has-an-outcome")]
        expectedOutcome = "invalid"
        count("invalid: pop at the root")
        return
      }
      released([popped], from: stack)
    case .popToRoot:
      let stack = shownStack
      let popped = stacks[stack]
      stacks[stack] = []
      released(popped, from: stack)
    case .goBack:
      guard rootAlive else { return }
      // back-goes-somewhere-visible: a back goes to the last entry that is not what the root heads to.
      guard let entry = history.last(where: { $0 != tab }) else {
        if history.isEmpty {
          expectedDiagnostics = [.kind("historyTooShort")]
          expectedOutcome = "invalid"
        }
        return
      }
      tab = entry
      count("goBack")
    case .stackBack:
      let stack = shownStack
      guard stackHistoryCounts[stack] > 0 else {
        // every-request-has-an-outcome, back-goes-somewhere-visible: nothing to go back to.
        expectedDiagnostics = [.kind("historyTooShort", rule: "every-request-has-an-outcome")]
        expectedOutcome = "invalid"
        return
      }
      // back-goes-somewhere-visible: a back goes somewhere visible; where, in a tree with branches, the model takes
      // from the app (the runner checks that the path changed).
      resyncStacks.insert(stack)
      count("stack back")
    case .edit:
      withTopDetail(observation) { detail in
        if detail.state == .editing {
          detail.held = nil
        } else {
          detail.held = nil
          detail.state = .editing
        }
      }
    case .type(let text):
      guard let top = stacks[shownStack].last else { return }
      details[top.key]?.draft += text
      // Typed while it appears, a change the detail waits to make may still drop the draft.
      if observation.busyDetails.contains([shownStack, stacks[shownStack].count - 1]) {
        details[top.key]?.uncertain = true
        count("typed while the detail appears")
      }
    case .save:
      guard let top = stacks[shownStack].last else { return }
      details[top.key]?.draft = ""
      withTopDetail(observation) { detail in
        detail.held = nil
        detail.state = .viewing
      }
      if config.chainLength > 0, details[top.key]?.uncertain == false { count(.chainFromHook) }
    case .discard:
      withTopDetail(observation) { detail in
        if detail.state == .viewing {
          detail.held = nil
        } else if detail.state == .editing, !detail.draft.isEmpty {
          detail.held = .discard
          detail.switchesSinceHeld = 0
        } else {
          detail.held = nil
          detail.state = .viewing
        }
      }
    case .answer(let stack, let proceed):
      guard stack < stacks.count, let top = stacks[stack].last, let detail = details[top.key],
        let held = detail.held
      else { return }
      if detail.switchesSinceHeld > 0 { count(.heldAcrossTabs) }
      details[top.key]!.held = nil
      guard proceed else { return }
      if detail.uncertain || observation.busyDetails.contains([stack, stacks[stack].count - 1]) {
        details[top.key]!.uncertain = true
        // What a link held there does when it proceeds is followed from the app.
        if case .discard = held {} else { resyncAll() }
        return
      }
      switch held {
      case .discard:
        details[top.key]!.state = .viewing
        details[top.key]!.draft = ""
      case .link(let target):
        guard stacks[target.stack].map(\.id) == target.pathWhenRead, rootAlive else {
          resyncAll()
          return
        }
        applyLink(target, observation)
      case .unknown:
        // Perhaps a link: followed from the app.
        resyncAll()
      }
    case .navigate(let url, _):
      navigate(url, observation)
    case .readURL, .saveAndRestore, .advance, .runClock:
      break
    case .releaseRoot:
      rootAlive = false
      anyDiagnosticsAllowed = true
    }
  }

  private mutating func withTopDetail(_ observation: Observation, _ change: (inout Detail) -> Void) {
    let stack = shownStack
    guard let top = stacks[stack].last, details[top.key] != nil else { return }
    // A detail asked to change while it appears or disappears, or while its tab is off
    // screen and it never appeared, follows rules of timing this model does not keep.
    let position = [stack, stacks[stack].count - 1]
    // state-kept-across-appearances: a request made before the first appearance determines the state, which that
    // appearance keeps; off screen, a request applies at once.
    if details[top.key]!.uncertain || observation.busyDetails.contains(position) || !rootAlive {
      details[top.key]!.uncertain = true
      count("detail followed (timing)")
      return
    }
    change(&details[top.key]!)
  }

  private mutating func tap(_ id: Int, _ observation: Observation) {
    let stack = shownStack
    if let last = lastTap, last == (stack, id) { count(.doubleTap) }
    lastTap = (stack, id)
    switch config.factories[stack] {
    case .fresh: count("tap fresh")
    case .cached: count(.cachedFactory)
    case .shared: count(.sharedFactory)
    }
    if config.identifiedPushes, stacks[stack].contains(where: { $0.identified && $0.id == id }) {
      // every-request-has-an-outcome: a push by reference onto the current path is invalid.
      expectedDiagnostics = [.kind("navigationEntryOnCurrentPath", rule: "every-request-has-an-outcome")]
      expectedOutcome = "invalid"
      count("invalid: identifier on the current path")
      return
    }
    if config.identifiedPushes, branchIdentifiedIDs[stack].contains(id) {
      // A push by reference: the node in another branch comes back with its detail.
      resyncStacks.insert(stack)
      count("push by reference from another branch")
      return
    }
    let key = key(forTab: stack, id: id, fresh: nextFresh)
    if isInTree(key) {
      // one-place-at-a-time: a component is in one place at a time.
      expectedDiagnostics = [.kind("navigationEntryInUse", rule: "one-place-at-a-time")]
      expectedOutcome = "invalid"
      count(.componentInTwoPlaces)
      return
    }
    if mayBeLeaving.contains(key) {
      // Still leaving, perhaps: whether it may come back before it left is not decided.
      resyncStacks.insert(stack)
      anyDiagnosticsAllowed = true
      count("cached detail pushed while it may be leaving")
      return
    }
    if case .fresh = key { nextFresh += 1 }
    stacks[stack].append(Node(id: id, identified: config.identifiedPushes, key: key))
    if details[key] == nil { details[key] = Detail() }
  }

  /// The nodes a move released from `stack`: their details left the tree. A change a
  /// detail held ends in that move's call (held-change-ends-with-holder): a held link reports `cancelled`, and
  /// the detail, kept by a cache, no longer holds anything when it is pushed again.
  private mutating func released(_ nodes: [Node], from stack: Int) {
    // A popped node takes the branches above it along; while it leaves, they stay linked.
    if !nodes.isEmpty { mayBeLeaving.formUnion(branchKeys[stack]) }
    for node in nodes {
      if details[node.key]?.held != nil, !isInTree(node.key) {
        details[node.key]!.held = nil
        count(.heldChangeOfAPoppedDetail)
      }
      if case .fresh = node.key {
        details[node.key] = nil
      } else if !isInTree(node.key) {
        mayBeLeaving.insert(node.key)
      }
    }
  }

  /// The details of other branches that left the tree since the last step (a move released
  /// their branch): a change they held ended.
  mutating func branchesReleased(_ keys: Set<DetailKey>) {
    for key in keys where !isInTree(key) && details[key]?.held != nil {
      details[key]!.held = nil
      count(.heldChangeOfAPoppedDetail)
    }
  }

  private mutating func resyncAll() {
    tabUncertain = true
    badgeLinked = nil
    resyncStacks = Set(stacks.indices)
    for key in details.keys { details[key]!.uncertain = true }
    count("followed the app (held link proceeded after its stack changed)")
  }

  /// Parses a URL of the app: `/t<tab>` (absent once the root is gone), `/items/<id>`
  /// parts, and `/edit`.
  ///
  /// `/t<tab>/edit` names the editor of whatever detail the tab's stack shows: the stack
  /// reads no part, and the link goes on to the entry it shows. `tree.currentURL` never prints
  /// it (`printed`).
  static func parse(_ url: String, tabCount: Int, withTab: Bool, printed: Bool = false) -> (
    tab: Int?, ids: [Int], edit: Bool
  )? {
    var segments = url.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard segments.first == "" else { return nil }
    segments.removeFirst()
    var tab: Int?
    if withTab {
      guard let first = segments.first, first.hasPrefix("t"), let value = Int(first.dropFirst()),
        (0..<tabCount).contains(value), "t\(value)" == first
      else { return nil }
      tab = value
      segments.removeFirst()
    }
    var ids: [Int] = []
    while segments.count >= 2, segments[0] == "items", let id = Int(segments[1]), "\(id)" == segments[1] {
      ids.append(id)
      segments.removeFirst(2)
    }
    var edit = false
    if segments == ["edit"], !ids.isEmpty || !printed {
      edit = true
      segments = []
    }
    guard segments.isEmpty, tab != nil || !ids.isEmpty else { return nil }
    return (tab, ids, edit)
  }

  private mutating func navigate(_ url: String, _ observation: Observation) {
    guard rootAlive else { return }
    if !rootEverAppeared { count(.coldDeepLink) }
    guard var parsed = Self.parse(url, tabCount: config.tabCount, withTab: true) else {
      expectedDiagnostics = [.kind("unmatchedRoute")]
      expectsLinkFailure = true
      count("deep link: unmatched")
      return
    }
    let stack = parsed.tab ?? tab
    let path = stacks[stack]
    if branchNodeCounts[stack] > 0 {
      // A link keeps nodes in other branches too: the model follows.
      resyncAll()
      anyDiagnosticsAllowed = true
      count("deep link into a stack with branches")
      return
    }
    if parsed.ids.isEmpty, parsed.edit {
      // `/t<n>/edit`: the entry the stack shows reads `edit`.
      guard !path.isEmpty else {
        expectedDiagnostics = [.kind("unmatchedRoute")]
        expectsLinkFailure = true
        count("deep link: unmatched")
        return
      }
      if observation.busyStacks.contains(stack) {
        // Which entry the stack shows mid-animation is timing.
        resyncAll()
        anyDiagnosticsAllowed = true
        return
      }
      parsed.ids = path.map(\.id)
      count("deep link: edit what the stack shows")
    }
    var kept = 0
    while kept < path.count, kept < parsed.ids.count, path[kept].id == parsed.ids[kept] { kept += 1 }
    let popped = Array(path[kept...])
    // The components the link's pushes take, from the factory.
    var pushedKeys: [DetailKey] = []
    var fresh = nextFresh
    for id in parsed.ids[kept...] {
      let key = key(forTab: stack, id: id, fresh: fresh)
      if case .fresh = key { fresh += 1 }
      pushedKeys.append(key)
    }
    let otherNodes = stacks.enumerated().flatMap { index, nodes in
      index == stack ? Array(nodes[..<kept]) : nodes
    }
    // Other stacks' branches hold their details too.
    let otherBranches = branchKeys.indices.filter { $0 != stack }.map { branchKeys[$0] }
    if pushedKeys.contains(where: { key in
      otherNodes.contains { $0.key == key } || otherBranches.contains { $0.contains(key) }
    })
      || Set(pushedKeys).count < pushedKeys.count
    {
      // one-place-at-a-time: the link would put a component in two places.
      // Refused before the first move; a link that goes on past the entries is then unread.
      expectedDiagnostics = [
        .kind("navigationEntryInUse", rule: "one-place-at-a-time"), .optional("unmatchedRoute"),
      ]
      expectsLinkFailure = true
      count(.componentInTwoPlaces)
      count("deep link: component in two places")
      return
    }
    if pushedKeys.contains(where: { key in popped.contains { $0.key == key } || mayBeLeaving.contains(key) })
    {
      resyncAll()
      anyDiagnosticsAllowed = true
      count("deep link: takes a component it pops or that may be leaving")
      return
    }
    // The detail the walk reaches: the top of the path kept, or the last entry pushed when
    // the link goes on after it (`/edit`).
    var detailState: AppDetailState?
    var visited: DetailKey?
    if pushedKeys.isEmpty {
      if let top = path[..<kept].last {
        visited = top.key
        detailState = parsed.edit ? .editing : .viewing
      }
    } else if parsed.edit {
      visited = pushedKeys.last
      detailState = .editing
    }
    // Held, the link's change is made as if made when it was read: a container whose part
    // changed nothing then (the root already on the tab) makes no move when it proceeds.
    let target = LinkTarget(
      tab: tabDetermined && stack == tab ? nil : stack, stack: stack, ids: parsed.ids,
      detailState: detailState,
      pathWhenRead: path.map(\.id), badgeGeneration: badgeGeneration)
    if config.freshBadges { count(target.tab == nil ? .freshFactoryLinkToTargetTab : .freshFactoryLink) }
    if let visited, let existing = details[visited] {
      if existing.uncertain {
        resyncAll()
        return
      }
      if existing.state == .editing, detailState == .viewing, !existing.draft.isEmpty {
        // held-change-kept: the detail's guard holds the whole link. link-reads-what-is-shown:
        // it keeps its badge at the root only where the root keeps no other link's.
        var target = target
        if target.tab != nil, rootKeepsAnotherLink(observation) {
          target.badgeGeneration = -1
          count("held link while the root keeps another link's badge")
        }
        details[visited]!.held = .link(target)
        details[visited]!.switchesSinceHeld = 0
        count(.heldDeepLink)
        return
      }
    }
    applyLink(target, observation)
    count("deep link applied")
  }

  /// Whether the root keeps what another link read: that link's request waits behind the
  /// transition in flight, or that link is held and the root has not moved since.
  private func rootKeepsAnotherLink(_ observation: Observation) -> Bool {
    if linkWaitGeneration == badgeGeneration, observation.rootBusy, observation.rootInFlightTab != tab {
      return true
    }
    return details.values.contains {
      if case .link(let other) = $0.held {
        other.tab != nil && other.badgeGeneration == badgeGeneration
      } else {
        false
      }
    }
  }

  private mutating func applyLink(_ target: LinkTarget, _ observation: Observation) {
    if let tab = target.tab {
      self.tab = tab
      tabDetermined = true
    }
    // link-reads-what-is-shown: the badge the link read into is shown, unless the root moved
    // to another tab since a held link was read (its badge is then not predicted).
    badgeLinked = target.badgeGeneration == badgeGeneration ? true : nil
    badgeSetByLink = true
    let path = stacks[target.stack]
    var kept = 0
    while kept < path.count, kept < target.ids.count, path[kept].id == target.ids[kept] { kept += 1 }
    let popped = Array(path[kept...])
    stacks[target.stack] = Array(path[..<kept])
    for id in target.ids[kept...] {
      let key = key(forTab: target.stack, id: id, fresh: nextFresh)
      if case .fresh = key { nextFresh += 1 }
      stacks[target.stack].append(Node(id: id, identified: false, key: key))
      if details[key] == nil { details[key] = Detail() }
    }
    released(popped, from: target.stack)
    guard let state = target.detailState, let top = stacks[target.stack].last else { return }
    // The detail that reads the link's end takes its state; a pending change it held is replaced.
    let index = stacks[target.stack].count - 1
    if observation.busyDetails.contains([target.stack, index]) {
      details[top.key]!.held = nil
      details[top.key]!.uncertain = true
      return
    }
    // A link is absolute: the detail that reads its part drops what it held, even where the
    // link changes nothing there.
    details[top.key]!.held = nil
    if details[top.key]!.state == .editing, state == .viewing { details[top.key]!.draft = "" }
    details[top.key]!.state = state
  }
}
