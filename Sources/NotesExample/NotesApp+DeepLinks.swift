import StateContainer

/// Deep links: `/inbox`, `/inbox/notes/:id`, `/inbox/notes/:id/edit`, `/archive`,
/// `/settings`.
extension NotesApp {
  /// Opens `url`: the tab, then the tab's stack.
  ///
  /// - Returns: `nil` when the link was followed, else why not.
  @discardableResult
  func openLink(_ url: String, animated: Bool = true) -> String? {
    var segments = url.split(separator: "/").map(String.init)
    guard let first = segments.first, let tab = Tab(rawValue: first) else { return "no route for \(url)" }
    segments.removeFirst()
    var routes: [NotesRoute] = []
    if !segments.isEmpty {
      guard tab != .settings, segments.count >= 2, segments[0] == "notes", let id = Int(segments[1]) else {
        return "no route for \(url)"
      }
      routes.append(.note(id))
      if segments.count == 3, segments[2] == "edit" {
        routes.append(.editor(id))
      } else if segments.count != 2 {
        return "no route for \(url)"
      }
    }
    setNeedsStateTransition(to: tab, animated: animated)
    let stack = stack(tab)
    stack.popToRoot(animated: animated)
    for route in routes { stack.push(route, animated: animated) }
    stack.confirmIfHeld()
    return nil
  }

  /// The URL of what the app shows.
  var shownURL: String {
    var url = "/\(selectedTab.rawValue)"
    var path: [NavigationNode<NotesRoute>] = []
    var node: NavigationNode<NotesRoute>? = currentStack.currentNode
    while let current = node {
      path.insert(current, at: 0)
      node = current.parent
    }
    for node in path.dropFirst() {
      switch node.destination {
      case .note(let id): url += "/notes/\(id)"
      case .editor: url += "/edit"
      default: break
      }
    }
    return url
  }
}
