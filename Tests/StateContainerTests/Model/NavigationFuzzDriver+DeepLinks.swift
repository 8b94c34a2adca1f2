import StateContainer

/// Deep links on the real container of a random navigation sequence (routes.md §2).
extension NavigationFuzzDriver {
  /// `navigate(toURL:animated:)` on the container; returns whether `move` was one. Logs
  /// what the call returned; the handle of a link that was read goes to `moves`.
  func performDeepLink(_ move: NavigationFuzzMove) -> Bool {
    let url: String
    let animated: Bool
    switch move {
    case .navigateToURL(let written, let isAnimated): (url, animated) = (written, isAnimated)
    case .navigateToShownURL(let isAnimated): (url, animated) = (container.currentURL ?? "/", isAnimated)
    default: return false
    }
    let slot = moves.count
    moves.append(nil)
    let result = container.navigate(toURL: url, animated: animated)
    let line: String
    switch result {
    case .success(let match):
      moves[slot] = match.transition
      line = match.pattern
    case .failure(let failure):
      // A link that fails makes no move, so nothing came after its slot.
      if moves.count == slot + 1 { moves.removeLast() }
      switch failure {
      case .malformedURL: line = "malformed"
      case .unmatched: line = "unmatched"
      case .refused: line = "refused"
      }
    }
    log.append("\(now)ms navigate(toURL: \(url.debugDescription)) -> \(line)")
    return true
  }
}
