// The plain values that the app model, its generator and its driver share: the shape of a
// random app (tabs, each a navigation stack of a list and detail screens) and the operations
// a user and the app's own code make on it.

/// How a stack's factory makes a detail screen for an item.
enum AppFactoryKind: String, Hashable, Sendable, CaseIterable {
  /// A new detail each time: `AppDetail(id)`.
  case fresh
  /// `cache.component(for: id) { AppDetail(id) }`: one detail per id, kept by a
  /// `ComponentCache`.
  case cached
  /// One detail instance for every item.
  case shared
}

/// The shape of one random app: a root `StateContainer<Int>` of tabs, each tab's state
/// showing its own `NavigationContainer` stack of `list → item(id) → item(id) …`, each item
/// a guarded `AppDetail` (`StateContainer<AppDetailState>`).
struct AppTreeConfig: Hashable, Sendable, CustomStringConvertible {
  /// The number of tabs, 2 or 3; their URL parts are `/t0`, `/t1`, `/t2`.
  var tabCount = 2
  /// The factory of each tab's stack.
  var factories: [AppFactoryKind] = [.fresh, .fresh]
  /// Whether cached and shared details are kept per app (one cache for every stack)
  /// instead of per stack.
  var appWideCache = false
  /// Whether taps push with `identifier: id` (a second tap of an id on the stack is then a
  /// push by reference onto the current path).
  var identifiedPushes = false
  /// How many `saving(n)` states a save runs through, each requested from the detail's
  /// `didTransition`, before `.viewing`: a chain from a hook.
  var chainLength = 1
  /// Whether the root keeps tab history (`historyPolicy = .unlimited`), for `goBack`.
  var tabHistory = false
  /// Whether the stacks keep history (`historyPolicy = .unlimited`), for `stackBack`.
  var stackHistory = false
  /// The root's `defaultTransitionDuration` and the stacks', in milliseconds.
  var rootDuration = 350
  var stackDuration = 350
  /// Whether the root's `children(for:)` makes a new `AppTabBadge` beside the stack on each
  /// call: a badge reads the end of every link that reaches it (it then reads `true`).
  var freshBadges = false

  var description: String {
    "AppTreeConfig(tabCount: \(tabCount), factories: [\(factories.map { ".\($0.rawValue)" }.joined(separator: ", "))], "
      + "appWideCache: \(appWideCache), identifiedPushes: \(identifiedPushes), chainLength: \(chainLength), "
      + "tabHistory: \(tabHistory), stackHistory: \(stackHistory), rootDuration: \(rootDuration), stackDuration: \(stackDuration), "
      + "freshBadges: \(freshBadges))"
  }
}

/// A detail screen's state. Leaving `.editing` for `.viewing` with a draft is held by its
/// guard; a save runs `saving(n)`, `saving(n - 1)` … `saving(0)`, `.viewing`, each step
/// requested from `didTransition`.
enum AppDetailState: Hashable, Codable, Sendable, CustomStringConvertible {
  case viewing
  case editing
  case saving(Int)

  var description: String {
    switch self {
    case .viewing: "viewing"
    case .editing: "editing"
    case .saving(let step): "saving(\(step))"
    }
  }
}

/// One step of a random app sequence.
enum AppOperation: Hashable, Sendable, CustomStringConvertible {
  /// The root appears (`begin` and `end`), or disappears: the app goes to the background.
  case appear(Bool, animated: Bool)
  /// The user taps a tab: `setNeedsStateTransition(to: tab)` on the root.
  case switchTab(Int, animated: Bool)
  /// The user taps item `id` in the shown stack (twice in a row: a double tap).
  case tap(Int, animated: Bool)
  /// The detail on top of the shown stack links to itself: it pushes its own id.
  case tapSelf(animated: Bool)
  /// `pop(animated:)` on the shown stack.
  case back(animated: Bool)
  /// `popToRoot(animated:)` on the shown stack.
  case popToRoot(animated: Bool)
  /// `requestGoBack(animated:)` on the root (tab history).
  case goBack(animated: Bool)
  /// `requestGoBack(animated:)` on the shown stack (its history: a jump back to a node).
  case stackBack(animated: Bool)
  /// The detail on top of the shown stack: Edit (`.editing`).
  case edit
  /// The user types into the draft of the detail on top of the shown stack.
  case type(String)
  /// Save: the draft is kept, and the detail runs its saving chain.
  case save
  /// Discard: `.viewing`, which the guard holds while there is a draft.
  case discard
  /// The app answers the change held by the detail on top of tab `tab`'s stack.
  case answer(tab: Int, proceed: Bool)
  /// `tree.navigate(toURL:animated:)` on the root (on the shown stack once the root is gone).
  case navigate(String, animated: Bool)
  /// Reads `tree.currentURL` now and navigates a fresh app to it, which must show the target
  /// screens of this one.
  case readURL
  /// Saves the app (`tree.snapshot()` through JSON) and restores it into a fresh app before
  /// it appears, which is then shown and its clock run: it must show the target screens of
  /// this one, every tab's stack, each top detail's state and draft.
  case saveAndRestore
  /// The app lets go of the root container (the stacks are kept by the app's own
  /// references), perhaps while its descendants animate.
  case releaseRoot
  /// `clock.advance(by: .milliseconds(ms))`.
  case advance(ms: Int)
  /// `clock.run()`.
  case runClock

  var description: String {
    switch self {
    case .appear(let isAppearing, let animated): ".appear(\(isAppearing), animated: \(animated))"
    case .switchTab(let tab, let animated): ".switchTab(\(tab), animated: \(animated))"
    case .tap(let id, let animated): ".tap(\(id), animated: \(animated))"
    case .tapSelf(let animated): ".tapSelf(animated: \(animated))"
    case .back(let animated): ".back(animated: \(animated))"
    case .popToRoot(let animated): ".popToRoot(animated: \(animated))"
    case .goBack(let animated): ".goBack(animated: \(animated))"
    case .stackBack(let animated): ".stackBack(animated: \(animated))"
    case .edit: ".edit"
    case .type(let text): ".type(\(text.debugDescription))"
    case .save: ".save"
    case .discard: ".discard"
    case .answer(let tab, let proceed): ".answer(tab: \(tab), proceed: \(proceed))"
    case .navigate(let url, let animated): ".navigate(\(url.debugDescription), animated: \(animated))"
    case .readURL: ".readURL"
    case .saveAndRestore: ".saveAndRestore"
    case .releaseRoot: ".releaseRoot"
    case .advance(let ms): ".advance(ms: \(ms))"
    case .runClock: ".runClock"
    }
  }
}

/// A random app and what is done to it.
struct AppSequence: Hashable, Sendable, CustomStringConvertible {
  var config: AppTreeConfig
  var operations: [AppOperation]

  var description: String {
    "AppSequence(\n  config: \(config),\n  operations: [\n"
      + operations.map { "    \($0)," }.joined(separator: "\n") + "\n  ])"
  }
}

/// The app patterns the random suite must generate; the coverage line counts each.
enum AppPattern: String, CaseIterable, Sendable {
  /// A tap in a stack whose factory returns cached instances.
  case cachedFactory
  /// A tap in a stack whose factory returns one shared instance.
  case sharedFactory
  /// The same id tapped twice in a row.
  case doubleTap
  /// A detail that pushes itself.
  case selfLink
  /// A tab switch made while another tab switch animates.
  case tabSwitchMidAnimation
  /// A detail left editing with a draft by a tab switch, shown again by a switch back.
  case guardedEditAcrossTabs
  /// `tree.currentURL` read while something animates, and parsed back into a fresh app.
  case urlReadMidAnimation
  /// The app saved while something animates, and restored into a fresh app.
  case savedMidAnimation
  /// A change held by a detail, answered after a tab switch.
  case heldAcrossTabs
  /// The root released while a descendant animates.
  case ancestorReleasedWhileAnimating
  /// A save whose chain of requests from `didTransition` ran.
  case chainFromHook
  /// A deep link into an app that had not appeared yet.
  case coldDeepLink
  /// A deep link held by a detail's guard.
  case heldDeepLink
  /// A component refused because it is already in the tree.
  case componentInTwoPlaces
  /// A detail popped (or its branch released) while its guard held a change: the change
  /// ends, `cancelled`.
  case heldChangeOfAPoppedDetail
  /// A deep link applied to another tab than the root's while the root makes a new badge on
  /// each `children(for:)`: the badge the link read into is the one shown.
  case freshFactoryLink
  /// The same to the tab the root heads to already: the badge shown reads the link.
  case freshFactoryLinkToTargetTab
}
