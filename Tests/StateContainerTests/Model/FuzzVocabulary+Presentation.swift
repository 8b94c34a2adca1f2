import StateContainer

/// What a container presents, as seen from outside.
struct PresentationSnapshot: Hashable, Sendable, CustomStringConvertible {
  /// `presentedComponent`.
  var presented: Int?
  /// `queuedPresentations`.
  var queued: [Int] = []
  /// `isChangingPresentation`.
  var isChanging = false

  var description: String {
    "presents \(presented.map { "#\($0)" } ?? "nil") queued \(queued.map { "#\($0)" })"
      + (isChanging ? " changing" : "")
  }
}

/// The outcomes of the presentation calls and the cache, as seen from outside.
struct WorldPresentationSnapshot: Hashable, Sendable, CustomStringConvertible {
  /// The outcome of each presentation call, by number; `""` until it is reported.
  var outcomes: [String] = []
  /// The cache's keys, sorted.
  var cacheKeys: [Int] = []
  /// How many times the cache's factory ran.
  var cacheMisses = 0

  var description: String {
    "presentation outcomes \(outcomes), cache keys \(cacheKeys), cache misses \(cacheMisses)"
  }
}

extension FuzzAction {
  /// The Swift source of a presentation or cache action.
  var presentationDescription: String {
    switch self {
    case .present(let container, let component, let animated, let replacing):
      ".present(container: \(container), component: \(component), animated: \(animated), replacing: \(replacing))"
    case .presentValue(let container, let component, let animated, let replacing, let registered):
      ".presentValue(container: \(container), component: \(component), animated: \(animated), "
        + "replacing: \(replacing), registered: \(registered))"
    case .dismissPresentation(let container, let animated):
      ".dismissPresentation(container: \(container), animated: \(animated))"
    case .useCache(let key): ".useCache(key: \(key))"
    case .clearCache: ".clearCache"
    default: "\(self)"
    }
  }
}

extension FuzzGenerator {
  /// A presentation, replacement or dismissal on a random container, of a random
  /// component other than the root (so a busy, parented, queued or upstream one is misuse);
  /// sometimes a use or a clear of the cache (the component cache and presentation).
  mutating func presentationAction(_ world: FuzzWorld) -> FuzzAction {
    let container = random.pick(world.containerIDs)
    let component = random.int(1...(world.nodes.count - 1))
    switch random.int(0...19) {
    case 0...1: return .useCache(key: component)
    case 2: return .clearCache
    case 3...5:
      return .presentValue(
        container: container, component: component, animated: random.chance(0.6),
        replacing: random.chance(0.2), registered: random.chance(0.9))
    case 6...10:
      return .present(
        container: container, component: component, animated: random.chance(0.6),
        replacing: random.chance(0.2))
    default:
      return .dismissPresentation(container: container, animated: random.chance(0.6))
    }
  }
}

extension LifecycleModel {
  func presentationSnapshot(_ id: Int) -> PresentationSnapshot {
    let books = books(id)
    return PresentationSnapshot(presented: books.presented, queued: books.queue, isChanging: books.isStepping)
  }

  var worldPresentationSnapshot: WorldPresentationSnapshot {
    WorldPresentationSnapshot(
      outcomes: presentations.outcomes, cacheKeys: presentations.cacheKeys.sorted(),
      cacheMisses: presentations.cacheMisses)
  }
}

extension FuzzDriver {
  func performPresentation(_ action: FuzzAction) {
    switch action {
    case .present(let id, let component, let animated, let replacing):
      // Numbered when made: calls made from its hooks come after it.
      let number = presentationRequests.count
      presentationRequests.append(nil)
      let container = container(id)
      presentationRequests[number] =
        replacing
        ? container.replacePresentation(with: components[component], animated: animated)
        : container.present(components[component], animated: animated)
    case .presentValue(let id, let component, let animated, let replacing, let registered):
      let number = presentationRequests.count
      presentationRequests.append(nil)
      let container = container(id)
      guard registered else {
        presentationRequests[number] = container.present(
          FuzzUnregisteredValue(id: component), animated: animated)
        return
      }
      container.registerPresentation(FuzzPresentationValue.self) { [unowned self] in components[$0.id] }
      let value = FuzzPresentationValue(id: component)
      presentationRequests[number] =
        replacing
        ? container.replacePresentation(with: value, animated: animated)
        : container.present(value, animated: animated)
      if presentationRequests[number]?.reportedOutcome != .invalid {
        precondition(
          container.presentationValue(of: components[component], as: FuzzPresentationValue.self) == value
            || !container.queuedPresentations.contains { $0 === components[component] }
              && container.presentedComponent !== components[component],
          "the value of a component presented by value is not remembered")
      }
    case .dismissPresentation(let id, let animated):
      let number = presentationRequests.count
      presentationRequests.append(nil)
      presentationRequests[number] = container(id).dismissPresentation(animated: animated)
    case .useCache(let key):
      _ = cache.component(for: key) { [unowned self] in
        cacheMisses += 1
        return components[key]
      }
    case .clearCache:
      cache.clear()
    default:
      preconditionFailure("not a presentation action: \(action)")
    }
  }

  func presentationSnapshot(_ container: FuzzRecordingContainer) -> PresentationSnapshot {
    PresentationSnapshot(
      presented: id(of: container.presentedComponent),
      queued: container.queuedPresentations.map { id(of: $0)! },
      isChanging: container.isChangingPresentation)
  }

  var presentationSnapshot: WorldPresentationSnapshot {
    WorldPresentationSnapshot(
      outcomes: presentationRequests.map { $0?.reportedOutcome.map { "\($0)" } ?? "" },
      cacheKeys: cache.keys.sorted(), cacheMisses: cacheMisses)
  }
}

/// A presentation value that names a component of the run by id: the factory returns it.
struct FuzzPresentationValue: Codable, Equatable, Sendable {
  var id: Int
}

/// A presentation value no container registers: presenting one is misuse.
struct FuzzUnregisteredValue: Codable, Equatable, Sendable {
  var id: Int
}
