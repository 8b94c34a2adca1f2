/// The identity diff between the children a container shows and the ones a state lists.
///
/// Runs in O(n) with no hashing: each component carries a mark, and every diff takes three
/// fresh mark values (`base` for the previous children, `base + 1` for kept ones,
/// `base + 2` for added ones), so a mark left by an earlier diff never matches.
@MainActor @usableFromInline struct ChildDiff {
  /// The new children, deduplicated and validated, in listed order.
  @usableFromInline var children: [Component] = []
  /// Listed children that were not shown before, in listed order.
  @usableFromInline var added: [Component] = []
  /// Shown children that are no longer listed, in their previous order.
  @usableFromInline var removed: [Component] = []

  @exclusivity(unchecked) private static var nextMark: UInt64 = 3

  /// Diffs `listed` against `previous`, the children `container` shows now, and reports a
  /// diagnostic for each listed component it leaves out.
  ///
  /// - Parameters:
  ///   - spares: Empty arrays whose capacity the diff reuses for `added` and `removed`, so
  ///     that non-animated transitions allocate nothing for the diff once warmed up.
  /// - Complexity: O(n + m) for n previous and m listed children, plus the depth of the
  ///   container in its tree.
  @usableFromInline init(
    container: Component, previous: [Component], listed: [Component],
    reusing spares: (added: [Component], removed: [Component])
  ) {
    added = spares.added
    removed = spares.removed
    let base = Self.nextMark
    Self.nextMark &+= 3
    let kept = base &+ 1
    let new = base &+ 2
    for child in previous { child.diffMark = base }
    var root: Component?
    // The listed array serves as the children unless something is left out; from the
    // first one left out on, the accepted children are copied.
    var isCopying = false
    for (position, child) in listed.enumerated() {
      switch child.diffMark {
      case base:
        child.diffMark = kept
        if isCopying { children.append(child) }
        continue
      case kept, new:
        Self.leaveOut(.duplicateChild, child, position, container) { _ in
          "is listed more than once; kept once"
        }
        Self.startCopying(listed, upTo: position, &children, &isCopying)
        continue
      default:
        break
      }
      if child === container {
        Self.leaveOut(.containerAsOwnChild, child, position, container) { _ in
          "is the container itself; left out"
        }
        Self.startCopying(listed, upTo: position, &children, &isCopying)
      } else if child.isInTree(besides: container)
        || child === (root ?? Self.root(of: container, into: &root))
      {
        // A component is in one place at a time: one upstream of the container would be
        // its own ancestor; one anywhere else in a tree stays where it is.
        if container.hasUpstream(child) {
          Self.leaveOut(.ancestorAsChild, child, position, container) { _ in
            "is an ancestor of the container; left out"
          }
        } else if let owner = child.parent ?? child.presenter?.container, owner === container {
          // Presented (or being removed from presentation) here.
          Self.leaveOut(.childOfAnotherContainer, child, position, container) { _ in
            "is presented by the container; left out"
          }
        } else {
          let place = child.placeInTree(joining: container)
          Self.leaveOut(.childOfAnotherContainer, child, position, container, naming: place?.other) {
            "\((place ?? .child(of: container)).phrase(naming: $0)); left out"
          }
        }
        Self.startCopying(listed, upTo: position, &children, &isCopying)
      } else {
        child.diffMark = new
        if isCopying { children.append(child) }
        added.append(child)
      }
    }
    if !isCopying { children = listed }
    for child in previous where child.diffMark == base {
      removed.append(child)
      // Before the container's children change: it remembers those of the state it leaves.
      if child.isStateContainer { Self.containerLeaves(container) }
    }
  }

  /// Out of line, so that the loop over the removed children stays as tight as without it.
  @inline(never) private static func containerLeaves(_ container: Component) {
    container.rememberChildrenOfStateLeft()
  }

  /// On the first child left out, copies the children accepted so far.
  @inline(__always)
  private static func startCopying(
    _ listed: [Component], upTo position: Int, _ children: inout [Component], _ isCopying: inout Bool
  ) {
    guard !isCopying else { return }
    isCopying = true
    children.reserveCapacity(listed.count)
    children.append(contentsOf: listed[..<position])
  }

  /// The top of `container`'s upstream chain (its topmost ancestor, or the top above the
  /// container that presents it), or a placeholder that matches nothing when it has no
  /// upstream. Computed once per diff, on the first new child.
  private static func root(of container: Component, into cache: inout Component?) -> Component? {
    let node = container.upstream.map { $0.treeTop }
    cache = node ?? container
    return node
  }

  /// Reports a listed component left out. `outcome` gets the name of `other`, a third
  /// component the message names, told apart from the other two like they are.
  private static func leaveOut(
    _ kind: LifecycleDiagnostic.Kind, _ child: Component, _ position: Int, _ container: Component,
    naming other: Component? = nil, _ outcome: (String?) -> String
  ) {
    let names = NameSerials.distinct([container, child] + (other.map { [$0] } ?? []))
    LifecycleDiagnostic.report(
      kind,
      "\(names[0]).children(for:) item \(position) (\(names[1])) \(outcome(names.count > 2 ? names[2] : nil))."
    )
  }
}
