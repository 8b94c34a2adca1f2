extension NavigationContainer {
  /// The step of a deep link in a navigation container: the destinations it reads above
  /// the root become the current path. From the root down, a node that prints the same part
  /// is kept (on the current path first, else in another branch, such as another tab); the
  /// container pops to the last node kept, or jumps to it in its branch, and pushes the rest.
  /// When the link goes on, the entries are made now, so that the one on top can read the
  /// rest.
  func navigationDeepLinkStep(reading link: inout DeepLink, for navigation: DeepLinkNavigation)
    -> ContainerDeepLinkStep?
  {
    var reading = link
    var read: [Destination] = []
    var parent = rootNode.destination
    while !reading.isAtEnd {
      // What a reader reads before it returns nil is put back, as its documentation says.
      var attempt = reading
      guard let destination = destination(forDeepLink: &attempt, above: parent) else { break }
      let readSomething = attempt.remainingSegments.count < reading.remainingSegments.count
      reading = attempt
      read.append(destination)
      parent = destination
      // A destination that reads no segment is the last one: the reader would give it forever.
      if !readSomething { break }
    }
    guard !read.isEmpty else { return resetStep(reading: link, for: navigation) }
    link = reading

    // Follow the read destinations down the tree, each to a child that prints the same
    // part (the one on the current path first): those nodes are kept, branches included.
    let path = currentNode.pathFromRoot
    var parts: [String?] = []
    var kept = rootNode
    var keptCount = 0
    var below = rootNode.destination
    for destination in read {
      let part = checkedPart(for: destination, above: below)
      parts.append(part)
      below = destination
      guard keptCount == parts.count - 1, let part else { continue }
      let onPath = path.count > keptCount + 1 && path[keptCount] === kept ? path[keptCount + 1] : nil
      let candidates = (onPath.map { [$0] } ?? []) + kept.children.filter { $0 !== onPath }
      if let child = candidates.first(where: {
        checkedPart(for: $0.destination, above: kept.destination) == part
      }) {
        kept = child
        keptCount += 1
      }
    }
    var moves: [NavigationMove<Destination>] = []
    if kept !== currentNode {
      moves.append(path.contains { $0 === kept } ? .popTo(kept) : .jump(kept))
    }
    let pushed = read[keptCount...]
    for destination in pushed { moves.append(.push(destination, identifier: nil)) }
    // Entries are made now only when the one on top has a part of the link to read. One
    // already in the tree reads nothing (a component is in one place at a time): the rest of
    // the link goes unread, and the link changes nothing.
    let entries = link.isAtEnd ? [] : pushed.map { makeComponent($0) }
    let call = "tree.navigate(toURL: \"\(navigation.url)\")"
    let isRefused = !entries.isEmpty && refusesAny(entries, for: Array(pushed), call: call)
    let shown = isRefused ? [] : pushed.isEmpty ? [kept.component] : entries.suffix(1)
    return moveStep(
      moves, entries: entries, shown: Array(shown),
      printedPath: parts.contains(nil) ? nil : parts.compactMap { $0 }.joined(), for: navigation)
  }

  /// The step of a link that has ended before this container: a stack that shows a part of
  /// the URL goes back to its root, so the tree shows the address the link named; `nil`
  /// when the link goes on, or the container shows no part.
  func resetStep(reading link: DeepLink, for navigation: DeepLinkNavigation) -> ContainerDeepLinkStep? {
    guard link.isAtEnd, currentDeepLinkPath() != nil else { return nil }
    return moveStep(
      [.popTo(rootNode)], entries: [], shown: [rootNode.component], printedPath: nil, for: navigation)
  }

  /// A step whose change is `moves`, made in order as one absolute move of the link (the
  /// guard is asked about where they lead together), its pushes taking `entries` in order
  /// (made by the factory before any container of the link changes, when the link was read
  /// without them); no change when `moves` is empty.
  private func moveStep(
    _ moves: [NavigationMove<Destination>], entries: [Component], shown: [Component], printedPath: String?,
    for navigation: DeepLinkNavigation
  ) -> ContainerDeepLinkStep {
    let animated = navigation.animated
    let cause = navigation.cause
    let call = "tree.navigate(toURL: \"\(navigation.url)\")"
    let pushed = moves.compactMap { move -> Destination? in
      if case .push(let destination, _) = move { destination } else { nil }
    }
    let made = PremadeEntries(entries)
    return deepLinkStep(
      shown: shown, printedPath: printedPath,
      makeMove: moves.isEmpty
        ? nil
        : { report in
          StateMove(
            cause: cause, animated: animated, isAbsolute: true, report: report,
            preview: { container, scratch, needsHistory in
              let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
              return navigation.preview(moves, call: call, needsHistory: needsHistory, in: &scratch)
            },
            perform: { container, stateMove in
              let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
              // The entries were made and checked before any container of the link changed.
              for (index, move) in moves.enumerated() {
                navigation.perform(
                  move, premade: made, animated: animated, call: call,
                  report: index == moves.count - 1 ? stateMove.report : nil)
              }
            })
        },
      prepareMove: { container in
        // Every entry is made, and checked, before the first container of the link changes:
        // a link is never half applied. The factory runs once per entry.
        let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
        made.makeIfEmpty { pushed.map { navigation.makeComponent($0) } }
        return !navigation.refusesAny(made.entries, for: pushed, call: call)
      })
  }

  /// ``deepLinkPath(for:above:)``, checked: a part without its leading `/` is reported and
  /// taken with one.
  func checkedPart(for destination: Destination, above parent: Destination) -> String? {
    checkedDeepLinkPart(
      deepLinkPath(for: destination, above: parent), "deepLinkPath(for: \(destination), above: \(parent))")
  }

  /// Whether every node above the root on the current path prints a part.
  var currentPathIsRouted: Bool {
    let path = currentNode.pathFromRoot
    return zip(path, path.dropFirst()).allSatisfy {
      deepLinkPath(for: $1.destination, above: $0.destination) != nil
    }
  }

  /// Whether one of `entries`, made for the pushes of `destinations` in order, may not
  /// become a node's entry: it is already in the tree, or the factory returned it for an
  /// earlier destination of the same link. Reports the first.
  func refusesAny(_ entries: [Component], for destinations: [Destination], call: String) -> Bool {
    for (index, entry) in entries.enumerated() {
      if refuses(entry, for: .push(destinations[index], identifier: nil), call: call) { return true }
      if let first = entries[..<index].firstIndex(where: { $0 === entry }) {
        let names = NameSerials.distinct([self, entry])
        LifecycleDiagnostic.report(
          .navigationEntryInUse,
          "\(call) on \(names[0]): the factory returned \(names[1]) for both \(destinations[first]) and "
            + "\(destinations[index]); a component is in one place at a time, so no node is made and nothing "
            + "changes. Make a new component per node, or key the cache by node.")
        return true
      }
    }
    return false
  }

  /// The container's part of the URL of what it shows: the parts of the nodes above the
  /// root on the current path, up to the first that has none; `nil` at the root or when
  /// the first has none.
  func currentDeepLinkPath() -> String? {
    let path = currentNode.pathFromRoot
    var parts: [String] = []
    for (parent, node) in zip(path, path.dropFirst()) {
      guard let part = checkedPart(for: node.destination, above: parent.destination) else { break }
      parts.append(part)
    }
    return parts.isEmpty ? nil : parts.joined()
  }
}
