/// The containers whose hook sequences are running, innermost last, and the containers
/// whose requests wait for them all to return.
///
/// Hook sequences nest strictly (each runs to completion inside the one that called it),
/// so the running ones form a stack. A request made on a container while any sequence is
/// running, and that the container cannot take up by itself (it is not running hooks of
/// its own), waits here until the outermost sequence returns: one turn of a run loop. No
/// transition therefore ever begins inside another container's hooks, and none reaches into
/// a component that is in the middle of its own.
@MainActor @usableFromInline enum HookSections {
  /// Unretained: a container is alive while its hooks run (the caller holds it), and a
  /// retain of a weakly referenced object takes the slow path (~170 instructions a section).
  // A list through `Component.outerHookSection`: a constant initial value needs no lazy
  // initialization (`swift_once`) on each use, as an array did.
  @exclusivity(unchecked) private static var innermostSection: Unmanaged<Component>? = nil
  @exclusivity(unchecked) private static var isWaiting = false
  @exclusivity(unchecked) private static var waiting: [Component] = []
  @exclusivity(unchecked) private static var isResuming = false

  @usableFromInline static var isIdle: Bool { innermostSection == nil }

  /// The running containers, innermost last.
  static var running: [Component] {
    var result: [Component] = []
    var next = innermostSection
    while let section = next?.takeUnretainedValue() {
      result.append(section)
      next = section.outerHookSection
    }
    return result.reversed()
  }

  /// The innermost running container.
  static var innermost: Component? { innermostSection?.takeUnretainedValue() }

  @usableFromInline static func enter(_ container: Component) {
    container.outerHookSection = innermostSection
    innermostSection = Unmanaged.passUnretained(container)
  }

  /// Ends a sequence; when it was the outermost, resumes the waiting containers, in the
  /// order they first waited.
  @usableFromInline static func leave(_ container: Component) {
    guard innermostSection?.toOpaque() == Unmanaged.passUnretained(container).toOpaque() else {
      preconditionFailure("Internal inconsistency: hook sections left out of order")
    }
    innermostSection = container.outerHookSection
    guard innermostSection == nil, !isResuming, isWaiting else { return }
    isResuming = true
    defer { isResuming = false }
    var next = 0
    while next < waiting.count {
      let container = waiting[next]
      next += 1
      container.resumeRememberedRequests()
    }
    waiting.removeAll(keepingCapacity: true)
    isWaiting = false
  }

  /// Makes `container` resume its remembered request when no sequence is running. The
  /// container's state machine makes sure it waits once at a time.
  @usableFromInline static func wait(_ container: Component) {
    waiting.append(container)
    isWaiting = true
  }

  /// The innermost running container that lies strictly inside `container`, if any.
  static func busyDescendant(of container: Component) -> Component? {
    running.last { $0 !== container && $0.isDescendant(of: container) }
  }
}
