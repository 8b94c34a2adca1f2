import StateContainer

/// Deep links on the real container of a random navigation sequence.
extension NavigationFuzzDriver {
  /// `tree.navigate(toURL:animated:)` on the container; returns whether `move` was one. Logs
  /// what the call returned; the handle of a link that was read goes to `moves`.
  func performDeepLink(_ move: NavigationFuzzMove) -> Bool {
    let url: String
    let animated: Bool
    switch move {
    case .navigateToURL(let written, let isAnimated): (url, animated) = (written, isAnimated)
    case .navigateToShownURL(let isAnimated): (url, animated) = (container.tree.currentURL ?? "/", isAnimated)
    case .readURLOnFreshTree:
      readURLOnFreshTree()
      return true
    default: return false
    }
    let slot = moves.count
    moves.append(nil)
    readingLinks += 1
    let result = container.tree.navigate(toURL: url, animated: animated)
    readingLinks -= 1
    let line: String
    switch result {
    case .success(let match):
      moves[slot] = match.transition
      // A held link says so, and gives the change the container holds.
      let isContainers = match.heldTransition.map { $0 === container.heldTransition } ?? true
      line = match.pattern + (match.isHeld ? " held" : "") + (isContainers ? "" : " (not the container's)")
    case .failure(let failure):
      // A link that fails makes no move, so nothing came after its slot.
      if moves.count == slot + 1 { moves.removeLast() }
      switch failure {
      case .malformedURL: line = "malformed"
      case .unmatched: line = "unmatched"
      case .refused: line = "refused"
      }
    }
    log.append("\(now)ms tree.navigate(toURL: \(url.debugDescription)) -> \(line)")
    return true
  }

  /// Reads `tree.currentURL` now, navigates a fresh container off screen to it, and logs the
  /// URL and the fresh container's path above its root.
  func readURLOnFreshTree() {
    guard let url = container.tree.currentURL else {
      log.append("\(now)ms readURL nil")
      return
    }
    let fresh = NavigationFuzzContainer(root: 0, clock: SimulatedClock()) { _ in Component() }
    let result = fresh.tree.navigate(toURL: url, animated: false)
    var path: [Int] = []
    var node: NavigationNode<Int>? = fresh.currentNode
    while let current = node, current.parent != nil {
      path.insert(current.destination, at: 0)
      node = current.parent
    }
    let read = (try? result.get()).map { $0.pattern == url ? "" : " read \($0.pattern)" } ?? " failed"
    log.append("\(now)ms readURL \(url) -> fresh \(path)\(read)")
  }
}
