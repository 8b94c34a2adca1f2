/// The one walk up a tree: a component, then its upstream (or its parent), and so on to
/// the top.
///
/// Context, responses, services, the bus, the route table, timestamps and observers all walk
/// through it. A component is in one place at a time (`Component.placeInTree(joining:)`), so
/// no walk meets a cycle; the internal checks assert it on every step (tortoise and hare).
@MainActor struct UpstreamWalk: @MainActor Sequence, @MainActor IteratorProtocol {
  enum Link {
    /// ``ComponentTree/upstream``: context and responses.
    case upstream
    /// ``Component/parent``: the containers that show a component.
    case parent
  }

  private var upcoming: Component?
  private let link: Link
  #if STATECONTAINER_INTERNAL_CHECKS
    private var trailing: Component?
    private var steps = 0
  #endif

  /// A walk that yields `start` first, then each component above it.
  init(from start: Component?, along link: Link = .upstream) {
    upcoming = start
    self.link = link
    #if STATECONTAINER_INTERNAL_CHECKS
      trailing = start
    #endif
  }

  @inline(__always)
  private func step(_ component: Component) -> Component? {
    switch link {
    case .upstream: component.upstream
    case .parent: component.parent
    }
  }

  mutating func next() -> Component? {
    guard let current = upcoming else { return nil }
    upcoming = step(current)
    #if STATECONTAINER_INTERNAL_CHECKS
      steps += 1
      if steps & 1 == 0, let behind = trailing { trailing = step(behind) }
      precondition(
        upcoming == nil || upcoming !== trailing,
        "Internal inconsistency: the \(link) chain through \(current.debugName) loops; "
          + "a component is in one place at a time")
    #endif
    return current
  }
}

extension Component {
  /// The components upstream of this one, nearest first; the component itself first when
  /// `includingSelf`.
  func upstreamChain(includingSelf: Bool = false) -> UpstreamWalk {
    UpstreamWalk(from: includingSelf ? self : upstream)
  }

  /// Whether `component` is upstream of this one: making it this one's child, entry or
  /// presentation would make a cycle.
  func hasUpstream(_ component: Component) -> Bool {
    upstreamChain().contains { $0 === component }
  }

  /// Whether `component` is upstream of this one, or will be once the moves in progress end:
  /// a component on the chain whose `willMove(toParent:)` runs continues it through the
  /// container it is being added to.
  func willHaveUpstream(_ component: Component) -> Bool {
    var starts: [Component] = [self]
    var followed = 0
    while let start = starts.popLast() {
      for link in UpstreamWalk(from: start) {
        if link === component { return true }
        // Each move in progress is followed once: they are few, and nest.
        if let destination = ComponentsMovingIn.destination(of: link),
          followed < ComponentsMovingIn.running.count
        {
          followed += 1
          starts.append(destination)
        }
      }
    }
    return false
  }
}
