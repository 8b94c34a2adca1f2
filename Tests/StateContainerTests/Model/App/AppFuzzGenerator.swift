import Foundation

/// Generates random apps and what users and the app's code do to them, the way apps do
/// it: taps (twice in a row, a detail linking to itself), backs, tab switches (one in the
/// middle of another's animation), edits that a tab switch leaves and comes back to,
/// discards that the guard holds and that are answered later (after a tab switch too),
/// deep links (before the app appears, to where it is, to other tabs), `tree.currentURL` read
/// mid-animation, the root released while its stacks animate, the clock advanced by
/// random amounts.
///
/// It follows its own `AppModel` to choose what makes sense (type into an editor, answer
/// what is held).
struct AppFuzzGenerator {
  var random: FuzzRandom

  init(seed: UInt64) { random = FuzzRandom(seed: seed) }

  /// `STATECONTAINER_APPFUZZ_FACTORIES=fresh` (or `fresh,cached`…): the only factories the
  /// trees get, for a survey that keeps away from one-place-at-a-time (the random draws stay the same).
  static let onlyFactories = ProcessInfo.processInfo.environment["STATECONTAINER_APPFUZZ_FACTORIES"].map {
    $0.split(separator: ",").compactMap { AppFactoryKind(rawValue: String($0)) }
  }

  mutating func config() -> AppTreeConfig {
    var config = AppTreeConfig()
    config.tabCount = random.int(2...3)
    config.factories = (0..<config.tabCount).map { _ in random.pick([.fresh, .cached, .cached, .shared]) }
    if let only = Self.onlyFactories {
      config.factories = config.factories.indices.map { only[$0 % only.count] }
    }
    config.appWideCache = random.chance(0.3)
    config.identifiedPushes = random.chance(0.3)
    config.chainLength = random.pick([0, 1, 2, 3])
    config.tabHistory = random.chance(0.4)
    config.stackHistory = random.chance(0.3)
    config.rootDuration = random.pick([350, 350, 100, 0])
    config.stackDuration = random.pick([350, 350, 200, 0])
    config.freshBadges = random.chance(0.5)
    return config
  }

  mutating func sequence(maxLength: Int) -> AppSequence {
    let config = config()
    var model = AppModel(config: config)
    var operations: [AppOperation] = []
    func add(_ operation: AppOperation) {
      operations.append(operation)
      model.apply(operation, AppModel.Observation())
    }
    if random.chance(0.25) { add(.navigate(url(model), animated: random.chance(0.5))) }  // cold start
    add(.appear(true, animated: random.chance(0.3)))
    let length = random.int(1...maxLength)
    while operations.count < length {
      let tab = model.tab
      let top = model.detail(atTopOf: tab)
      let animated = random.chance(0.7)
      switch random.int(0...99) {
      case 0..<14: add(.tap(random.int(1...5), animated: animated))
      case 14..<18:
        // A double tap.
        let id = model.stacks[tab].last?.id ?? random.int(1...5)
        add(.tap(id, animated: animated))
        if random.chance(0.5) { add(.advance(ms: random.pick([0, 10, 100]))) }
        add(.tap(id, animated: animated))
      case 18..<21: add(.tapSelf(animated: animated))
      case 21..<28:
        add(
          config.stackHistory && random.chance(0.4)
            ? .stackBack(animated: animated) : .back(animated: animated))
      case 28..<30: add(.popToRoot(animated: animated))
      case 30..<39:
        add(.switchTab(random.int(0...config.tabCount - 1), animated: animated))
        if animated, random.chance(0.5) {
          // Another switch while this one animates.
          add(.advance(ms: random.pick([0, 50, 175])))
          add(.switchTab(random.int(0...config.tabCount - 1), animated: random.chance(0.7)))
        }
      case 39..<44:
        // Edit, type, leave for another tab, come back.
        if model.stacks[tab].isEmpty { add(.tap(random.int(1...5), animated: animated)) }
        add(.advance(ms: 400))
        add(.edit)
        add(.type(random.pick(["a", "b", "é", "xy"])))
        let other = (tab + random.int(1...config.tabCount - 1)) % config.tabCount
        add(.switchTab(other, animated: animated))
        if random.chance(0.5) { add(.advance(ms: random.pick([100, 400]))) }
        add(.switchTab(tab, animated: random.chance(0.7)))
        if random.chance(0.5) { add(.advance(ms: 400)) }
      case 44..<50:
        if top == nil || random.chance(0.2) { add(.advance(ms: 400)) }
        add(top?.state == .editing ? .type(random.pick(["a", "b", "é", "xy"])) : .edit)
      case 50..<53: add(.save)
      case 53..<58:
        if random.chance(0.5) {
          // Something to hold: an editor with a draft.
          if model.stacks[tab].isEmpty { add(.tap(random.int(1...5), animated: animated)) }
          add(.advance(ms: 400))
          if model.detail(atTopOf: tab)?.state != .editing { add(.edit) }
          add(.type(random.pick(["a", "b", "é", "xy"])))
        }
        add(.discard)
        if random.chance(0.6) {
          // Held; answered after a tab switch.
          let other = (tab + random.int(1...config.tabCount - 1)) % config.tabCount
          add(.switchTab(other, animated: animated))
          if random.chance(0.5) { add(.advance(ms: 400)) }
          if random.chance(0.5) { add(.switchTab(tab, animated: animated)) }
          add(.answer(tab: tab, proceed: random.chance(0.5)))
        }
      case 58..<62:
        let held = model.stacks.indices.filter { model.detail(atTopOf: $0)?.held != nil }
        add(
          .answer(
            tab: held.isEmpty ? random.int(0...config.tabCount - 1) : random.pick(held),
            proceed: random.chance(0.6)))
      case 62..<70: add(.navigate(url(model), animated: animated))
      case 70..<76:
        if random.chance(0.6) { add(.advance(ms: random.pick([0, 10, 100, 175, 349]))) }
        add(random.chance(0.6) ? .readURL : .saveAndRestore)
      case 76..<88: add(.advance(ms: random.pick([0, 1, 10, 50, 100, 175, 349, 350, 400, 700])))
      case 88..<91: add(.runClock)
      case 91..<93:
        if config.tabHistory { add(.goBack(animated: animated)) } else { add(.popToRoot(animated: animated)) }
      case 93..<95: add(.appear(!model.rootAppeared, animated: animated))
      case 95..<96:
        guard model.rootAlive, operations.count > 3 else { continue }
        // Let go of the root while something animates, and go on using the stack.
        add(.tap(random.int(1...5), animated: true))
        add(.advance(ms: random.pick([0, 100])))
        add(.releaseRoot)
        add(.tap(random.int(1...5), animated: true))
        add(.advance(ms: random.pick([100, 400])))
      case 96..<98:
        // A link to where the editor is, without `/edit`: the guard holds it.
        if model.stacks[tab].isEmpty { add(.tap(random.int(1...5), animated: animated)) }
        add(.advance(ms: 400))
        if model.detail(atTopOf: tab)?.state != .editing { add(.edit) }
        add(.type(random.pick(["a", "b", "é", "xy"])))
        if let shown = model.url {
          add(
            .navigate(
              shown.hasSuffix("/edit") ? String(shown.dropLast("/edit".count)) : shown, animated: animated))
        }
        if random.chance(0.5) {
          add(.switchTab((tab + 1) % config.tabCount, animated: animated))
          add(.advance(ms: random.pick([0, 400])))
        }
        if random.chance(0.7) { add(.answer(tab: tab, proceed: random.chance(0.5))) }
      default:
        if !model.rootAppeared { add(.appear(true, animated: animated)) }
        add(.navigate(url(model), animated: animated))
        add(.readURL)
      }
    }
    return AppSequence(config: config, operations: operations)
  }

  /// A URL an app would open: a tab, a path of items, an editor; the one the app shows, or
  /// one a step from it; now and then one no route reads. (Once the root is gone, links are
  /// not made: the driver and the model skip them.)
  mutating func url(_ model: AppModel) -> String {
    let tabPart = "/t\(random.int(0...model.config.tabCount - 1))"
    if random.chance(0.05) {
      return tabPart + random.pick(["/items/x", "/items/99999999999999999999", "/edit", "/nowhere"])
    }
    if random.chance(0.2), let shown = model.url {
      // Where the app is, or the same place with the editor open or closed.
      if random.chance(0.5) || model.stacks[model.tab].isEmpty { return shown }
      return shown.hasSuffix("/edit") ? String(shown.dropLast("/edit".count)) : shown + "/edit"
    }
    var text = tabPart
    let count = random.pick([0, 1, 1, 2])
    for _ in 0..<count { text += "/items/\(random.int(1...5))" }
    if count > 0, random.chance(0.3) { text += "/edit" }
    return text
  }
}
