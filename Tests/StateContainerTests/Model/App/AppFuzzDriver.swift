import Foundation
import StateContainer

/// What an item stack shows: the list at its root, then detail screens.
enum AppScreen: Hashable, Codable, Sendable, CustomStringConvertible {
  case list
  case item(Int)

  var description: String {
    switch self {
    case .list: "list"
    case .item(let id): "item \(id)"
    }
  }
}

/// A detail screen: viewing, editing a draft, or saving. Its guard holds leaving
/// `.editing` for `.viewing` while there is a draft; a save is a chain of requests made
/// from `didTransition`; a deep link reads `/edit`. It has no children, so its own
/// transitions are never timed: they run when the detail is free.
@MainActor final class AppDetail: StateContainer<AppDetailState> {
  let id: Int
  let chainLength: Int
  /// What the text field holds; saved with the app.
  var draft = ""
  /// What the last save kept.
  var saved = ""

  override func encodeRestorableState(with coder: RestorationCoder) {
    if !draft.isEmpty { coder.encode(draft, forKey: "draft") }
  }

  override func decodeRestorableState(with coder: RestorationCoder) {
    draft = coder.decode(String.self, forKey: "draft") ?? ""
  }

  init(id: Int, chainLength: Int) {
    self.id = id
    self.chainLength = chainLength
    super.init()
    componentName = "detail \(id)"
  }

  override func loadAppearanceState() -> AppDetailState { .viewing }

  override func transitionDecision(for proposal: TransitionProposal<AppDetailState>) -> TransitionDecision {
    proposal.from == .editing && proposal.to == .viewing && !draft.isEmpty ? .hold : .allow
  }

  override func didTransition(from previousState: AppDetailState?, animated: Bool) {
    // Leaving the editor without saving drops the draft.
    if previousState == .editing, currentState == .viewing { draft = "" }
    if case .saving(let step) = currentState {
      setNeedsStateTransition(to: step > 0 ? .saving(step - 1) : .viewing, animated: false)
    }
  }

  override func state(forDeepLink link: inout DeepLink) -> AppDetailState? {
    if link.read("edit") { return .editing }
    return link.isAtEnd ? .viewing : nil
  }

  override func deepLinkPath(for state: AppDetailState) -> String? { state == .editing ? "/edit" : nil }

  /// Save: the draft is kept and the saving chain begins.
  func save() {
    saved = draft
    draft = ""
    setNeedsStateTransition(to: .saving(chainLength), animated: false)
  }
}

/// Makes the detail screens of the app's stacks, as the tree's configuration says: fresh,
/// from a `ComponentCache` (per stack or for the whole app), or one shared instance.
@MainActor final class AppDetailFactory {
  let config: AppTreeConfig
  private var caches: [Int: ComponentCache<Int>] = [:]
  private var sharedDetails: [Int: AppDetail] = [:]
  /// Every detail made, weakly, for the checks.
  private(set) var made: [AppWeakComponent] = []

  init(config: AppTreeConfig) { self.config = config }

  func make(_ screen: AppScreen, tab: Int) -> Component {
    guard case .item(let id) = screen else {
      let list = Component()
      list.componentName = "list \(tab)"
      made.append(AppWeakComponent(list))
      return list
    }
    let scope = config.appWideCache ? -1 : tab
    switch config.factories[tab] {
    case .fresh:
      return fresh(id)
    case .cached:
      let cache = caches[scope] ?? ComponentCache<Int>()
      caches[scope] = cache
      return cache.component(for: id) { fresh(id) }
    case .shared:
      if let shared = sharedDetails[scope] { return shared }
      let shared = fresh(0)
      sharedDetails[scope] = shared
      return shared
    }
  }

  private func fresh(_ id: Int) -> AppDetail {
    let detail = AppDetail(id: id, chainLength: config.chainLength)
    made.append(AppWeakComponent(detail))
    return detail
  }
}

/// A tab's stack: `list`, then `item(id)` screens; deep links read `/items/<id>` above any
/// screen.
@MainActor final class AppStack: NavigationContainer<AppScreen> {
  override func destination(forDeepLink link: inout DeepLink, above parent: AppScreen) -> AppScreen? {
    if link.read("items"), let id = link.read(Int.self) { return .item(id) }
    return nil
  }

  override func deepLinkPath(for destination: AppScreen, above parent: AppScreen) -> String? {
    if case .item(let id) = destination { return "/items/\(id)" }
    return nil
  }

  /// The item ids of the current path, above the list.
  var ids: [Int] {
    var ids: [Int] = []
    var node: NavigationNode<AppScreen>? = currentNode
    while let current = node {
      if case .item(let id) = current.destination { ids.insert(id, at: 0) }
      node = current.parent
    }
    return ids
  }

  /// The components of the nodes of the tree that are not on the current path: what a
  /// back to an ancestor leaves in a branch.
  var branchComponents: [Component] {
    let path = Set(detailComponents.map(ObjectIdentifier.init))
    var components: [Component] = []
    var nodes = rootNode.children
    while let node = nodes.popLast() {
      if !path.contains(ObjectIdentifier(node.component)) { components.append(node.component) }
      nodes += node.children
    }
    return components
  }

  /// Whether each node of the current path above the list carries an identifier, root first.
  /// The ids of the nodes off the current path that carry an identifier: a push with that
  /// identifier brings the node back, its detail as it was.
  var branchIdentifiedIDs: Set<Int> {
    let path = Set(detailComponents.map(ObjectIdentifier.init))
    var ids: Set<Int> = []
    var nodes = rootNode.children
    while let node = nodes.popLast() {
      if !path.contains(ObjectIdentifier(node.component)), node.identifier != nil,
        case .item(let id) = node.destination
      {
        ids.insert(id)
      }
      nodes += node.children
    }
    return ids
  }

  var identified: [Bool] {
    var flags: [Bool] = []
    var node: NavigationNode<AppScreen>? = currentNode
    while let current = node, current.parent != nil {
      flags.insert(current.identifier != nil, at: 0)
      node = current.parent
    }
    return flags
  }

  /// The components of the current path above the list, root first.
  var detailComponents: [Component] {
    var components: [Component] = []
    var node: NavigationNode<AppScreen>? = currentNode
    while let current = node, current.parent != nil {
      components.insert(current.component, at: 0)
      node = current.parent
    }
    return components
  }
}

/// A tab's badge, which its root makes anew on each `children(for:)` when the tree's
/// configuration says so: `true` once a link read into it; it prints no part of the URL.
@MainActor final class AppTabBadge: StateContainer<Bool> {
  override func loadAppearanceState() -> Bool { false }
  override func state(forDeepLink link: inout DeepLink) -> Bool? { true }
  override func deepLinkPath(for state: Bool) -> String? { nil }
}

/// The app's root: a tab per state, each showing its stack (and a new badge, when
/// `freshBadges`); deep links read `/t<n>`.
@MainActor final class AppTabs: StateContainer<Int> {
  let stacks: [AppStack]
  let freshBadges: Bool
  /// The guard, for tests: when set, what it answers to every proposal; the app allows all.
  var decision: TransitionDecision?

  init(stacks: [AppStack], clock: SimulatedClock, freshBadges: Bool = false) {
    self.stacks = stacks
    self.freshBadges = freshBadges
    super.init(clock: clock)
    componentName = "tabs"
  }

  override func loadAppearanceState() -> Int { 0 }

  override func children(for state: Int) -> [Component] {
    freshBadges ? [stacks[state], AppTabBadge()] : [stacks[state]]
  }

  /// The badge shown: `nil` without badges.
  var badge: AppTabBadge? { children.lazy.compactMap { $0 as? AppTabBadge }.first }

  override func state(forDeepLink link: inout DeepLink) -> Int? {
    for tab in stacks.indices where link.read("t\(tab)") { return tab }
    return nil
  }

  override func deepLinkPath(for state: Int) -> String? { "/t\(state)" }

  override func transitionDecision(for proposal: TransitionProposal<Int>) -> TransitionDecision {
    decision ?? .allow
  }
}

/// A weak reference to a component, for the checks.
@MainActor struct AppWeakComponent {
  weak var component: Component?
  init(_ component: Component) { self.component = component }
}

/// One app built from an `AppTreeConfig` on its own `SimulatedClock`.
@MainActor final class AppInstance {
  let clock = SimulatedClock()
  let config: AppTreeConfig
  let factory: AppDetailFactory
  let stacks: [AppStack]
  var root: AppTabs?
  /// The tabs whose stack the root has shown: a stack it never showed is not in its tree.
  var shownTabs: Set<Int> = []

  init(config: AppTreeConfig) {
    self.config = config
    let factory = AppDetailFactory(config: config)
    self.factory = factory
    stacks = (0..<config.tabCount).map { tab in
      let stack = AppStack(root: .list) { [unowned factory] screen in factory.make(screen, tab: tab) }
      stack.componentName = "stack \(tab)"
      stack.defaultTransitionDuration = .milliseconds(config.stackDuration)
      if config.stackHistory { stack.historyPolicy = .unlimited }
      return stack
    }
    let root = AppTabs(stacks: stacks, clock: clock, freshBadges: config.freshBadges)
    root.defaultTransitionDuration = .milliseconds(config.rootDuration)
    if config.tabHistory { root.historyPolicy = .unlimited }
    self.root = root
  }

  /// The containers of the app that are still alive: the root, the stacks, the details.
  var containers: [Component] {
    var all: [Component] = root.map { [$0] } ?? []
    all += stacks
    all += factory.made.compactMap(\.component).filter { $0 is AppDetail }
    return all
  }

  /// Every component made that is still alive.
  var components: [Component] {
    (root.map { [$0] } ?? []) + stacks + factory.made.compactMap(\.component)
  }

  /// Whether something still animates or is scheduled.
  var isSettled: Bool {
    clock.scheduledCount == 0
      && components.allSatisfy {
        !(($0 as? AppDetail)?.isTransitioning ?? false) && !(($0 as? AppStack)?.isTransitioning ?? false)
          && !(($0 as? AppTabs)?.isTransitioning ?? false) && $0.appearance != .appearing
          && $0.appearance != .disappearing
      }
  }

  /// Whether any container of the app is in a transition now.
  var isAnimating: Bool {
    (root?.isTransitioning ?? false) || stacks.contains { $0.isTransitioning }
      || factory.made.contains { ($0.component as? AppDetail)?.isTransitioning ?? false }
      || components.contains { $0.appearance == .appearing || $0.appearance == .disappearing }
  }

  /// The stack the user sees: the root's target tab's; after the root is gone, `lastTab`'s.
  func shownStack(_ tab: Int) -> AppStack { stacks[tab] }

  /// Problems with the links between components: a walk up (parent or upstream) that does
  /// not end, or a component that is a child twice.
  var linkProblems: [String] {
    var problems: [String] = []
    for component in components {
      var steps = 0
      var node: Component? = component.tree.upstream
      while let current = node, steps < 200 {
        node = current.tree.upstream
        steps += 1
      }
      if steps >= 200 { problems.append("the upstream links of \(name(component)) loop") }
      steps = 0
      node = component.parent
      while let current = node, steps < 200 {
        node = current.parent
        steps += 1
      }
      if steps >= 200 { problems.append("the parents of \(name(component)) loop") }
    }
    return problems
  }

  func name(_ component: Component) -> String { component.componentName ?? "\(type(of: component))" }

  /// The ids on each stack's path, and the details on it, root first.
  func details(of stack: AppStack) -> [AppDetail?] { stack.detailComponents.map { $0 as? AppDetail } }
}

/// What an operation did, as the runner checks it.
@MainActor struct AppStepResult {
  /// The request the operation made, if any.
  var request: TransitionRequest?
  /// The result of `tree.navigate(toURL:)`.
  var linkSucceeded: Bool?
  /// `tree.currentURL` read by `.readURL`, and what a fresh app navigated to it shows.
  var reading: AppURLReading?
  /// What a fresh app restored from a snapshot of this one shows (`.saveAndRestore`).
  var restored: AppRestoredApp?
}

/// A fresh app restored from a snapshot of the live one, shown, its clock run.
struct AppRestoredApp {
  /// The tab it shows; each tab's path of ids; each tab's top detail's state and draft.
  var tab: Int?
  var ids: [[Int]] = []
  var topStates: [AppDetailState?] = []
  var topDrafts: [String?] = []
  var leftOut: [String] = []
  var diagnostics: [String] = []
  /// Tabs whose stack the live app moved outside its tree: not compared.
  var outOfTree: Set<Int> = []
}

/// A fresh app navigated to a URL read from the live one.
struct AppURLReading {
  var url: String?
  /// The fresh app's tab, path and top detail's state, once its clock ran.
  var tab: Int?
  var ids: [Int] = []
  var topState: AppDetailState?
  var linkSucceeded = false
  var diagnostics: [String] = []
}

extension AppInstance {
  /// Makes `operation` on the app; `tab` is the tab the user sees (the model's), for the
  /// operations that act on the shown stack once the root is gone.
  func apply(_ operation: AppOperation, shownTab tab: Int) -> AppStepResult {
    var result = AppStepResult()
    let stack = stacks[tab]
    let top = stack.currentNode.component as? AppDetail
    switch operation {
    case .appear(let isAppearing, let animated):
      guard let root, root.appearance == (isAppearing ? .disappeared : .appeared) else { break }
      root.beginAppearanceTransition(isAppearing, animated: animated)
      root.endAppearanceTransition()
    case .switchTab(let newTab, let animated):
      guard let root, newTab < stacks.count else { break }
      result.request = root.requestStateTransition(to: newTab, animated: animated)
    case .tap(let id, let animated):
      result.request = push(id, on: stack, animated: animated)
    case .tapSelf(let animated):
      guard case .item(let id) = stack.currentNode.destination else { break }
      result.request = push(id, on: stack, animated: animated)
    case .back(let animated):
      result.request = stack.pop(animated: animated)
    case .popToRoot(let animated):
      result.request = stack.popToRoot(animated: animated)
    case .goBack(let animated):
      guard let root else { break }
      result.request = root.requestGoBack(animated: animated)
    case .stackBack(let animated):
      result.request = stack.requestGoBack(animated: animated)
    case .edit:
      top?.setNeedsStateTransition(to: .editing, animated: false)
    case .type(let text):
      top?.draft += text
    case .save:
      top?.save()
    case .discard:
      top?.setNeedsStateTransition(to: .viewing, animated: false)
    case .answer(let index, let proceed):
      guard index < stacks.count, let detail = stacks[index].currentNode.component as? AppDetail,
        let held = detail.heldTransition
      else { break }
      if proceed { held.proceed() } else { held.cancel() }
    case .navigate(let url, let animated):
      // Once the app lets go of the root, the top of the tree is the root while its
      // animation keeps it alive, then the stack: not something an app relies on.
      guard let root else { break }
      switch root.tree.navigate(toURL: url, animated: animated) {
      case .success(let match):
        result.linkSucceeded = true
        result.request = match.transition
      case .failure:
        result.linkSucceeded = false
      }
    case .readURL:
      let url = (root ?? stack).tree.currentURL
      result.reading = AppURLReading(url: url)
      if root != nil, let url { result.reading = Self.read(url, config: config) }
    case .saveAndRestore:
      // A root with no state yet shows no stack: a push on the app's stack is not in its tree.
      guard let root, root.hasDeterminedState else { break }
      result.restored = Self.restored(from: root.tree.snapshot(), config: config)
      // Neither is a stack the root never showed that the app moved itself (before the root
      // had a state, or while the switch to its tab waits behind a transition).
      result.restored?.outOfTree = Set(stacks.indices.filter { !shownTabs.contains($0) })
    case .releaseRoot:
      root = nil
    case .advance(let ms):
      clock.advance(by: .milliseconds(ms))
    case .runClock:
      clock.run()
    }
    return result
  }

  private func push(_ id: Int, on stack: AppStack, animated: Bool) -> TransitionRequest {
    config.identifiedPushes
      ? stack.push(.item(id), identifier: id, animated: animated) : stack.push(.item(id), animated: animated)
  }

  /// Restores a fresh app from `snapshot` through JSON, before it appears, then shows it and
  /// runs its clock.
  static func restored(from snapshot: TreeSnapshot, config: AppTreeConfig) -> AppRestoredApp {
    var restored = AppRestoredApp()
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      let fresh = AppInstance(config: config)
      guard let root = fresh.root,
        let json = try? JSONEncoder().encode(snapshot),
        let saved = try? JSONDecoder().decode(TreeSnapshot.self, from: json)
      else { return }
      restored.leftOut = root.tree.restore(saved).leftOut
      root.beginAppearanceTransition(true, animated: false)
      root.endAppearanceTransition()
      fresh.clock.run()
      restored.tab = root.currentState
      for stack in fresh.stacks {
        restored.ids.append(stack.ids)
        let top = stack.currentNode.component as? AppDetail
        restored.topStates.append(top?.currentState)
        restored.topDrafts.append(top?.draft)
      }
    }
    restored.diagnostics = diagnostics.map(\.kind.rawValue)
    return restored
  }

  /// Navigates a fresh app, on screen, to `url` without animation and runs its clock.
  static func read(_ url: String, config: AppTreeConfig) -> AppURLReading {
    var reading = AppURLReading(url: url)
    let (_, diagnostics) = LifecycleDiagnostic.capture {
      let fresh = AppInstance(config: config)
      guard let root = fresh.root else { return }
      root.beginAppearanceTransition(true, animated: false)
      root.endAppearanceTransition()
      if case .success = root.tree.navigate(toURL: url, animated: false) { reading.linkSucceeded = true }
      fresh.clock.run()
      reading.tab = root.currentState
      let stack = fresh.stacks[root.currentState]
      reading.ids = stack.ids
      reading.topState = (stack.currentNode.component as? AppDetail)?.currentState
    }
    reading.diagnostics = diagnostics.map(\.kind.rawValue)
    return reading
  }

  /// What the model needs to know of the app before an operation.
  var observation: AppModel.Observation {
    var observation = AppModel.Observation()
    for (index, stack) in stacks.enumerated() {
      if stack.isTransitioning || stack.appearance == .appearing || stack.appearance == .disappearing {
        observation.busyStacks.insert(index)
      }
      for (position, component) in stack.detailComponents.enumerated()
      where component.appearance == .appearing || component.appearance == .disappearing {
        observation.busyDetails.insert([index, position])
      }
    }
    if let root {
      observation.rootBusy =
        root.isTransitioning || root.appearance == .appearing || root.appearance == .disappearing
      if root.isTransitioning { observation.rootInFlightTab = root.currentState }
    }
    return observation
  }
}
