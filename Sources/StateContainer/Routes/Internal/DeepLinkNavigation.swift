/// One deep link under way: read by the tree's routed containers from the top, proposed to
/// every guard it affects, then applied, outermost container first, never half
/// (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
@MainActor @usableFromInline final class DeepLinkNavigation {
  /// The URL as given; for a restoration, the call that makes it.
  @usableFromInline var url: String {
    if case .deepLink(let url) = cause { url } else { "tree.restore(_:)" }
  }
  /// Whether the containers on screen animate.
  @usableFromInline let animated: Bool
  /// Where each container's outcome goes, and the handle of the whole link.
  @usableFromInline let outcome = TransitionRequest()
  /// The containers that read a part, outermost first (in the order of the walk): a list
  /// through the steps, not an array, one allocation fewer.
  @exclusivity(unchecked) private var first: ContainerDeepLinkStep?
  @exclusivity(unchecked) private unowned(unsafe) var last: ContainerDeepLinkStep?
  var steps: Steps { Steps(upcoming: first) }

  /// The steps in order.
  struct Steps: Sequence, IteratorProtocol {
    var upcoming: ContainerDeepLinkStep?

    mutating func next() -> ContainerDeepLinkStep? {
      let step = upcoming
      upcoming = step?.next
      return step
    }
  }

  /// Whether this is a snapshot restored into a tree on screen rather than a link
  /// (<doc:SavingAndRestoringTheApp#Restoring-a-tree-on-screen>).
  var isRestoration: Bool { if case .restoration = cause { true } else { false } }

  /// What few links carry, made on first use, so that a plain link pays one `nil` field.
  final class RareParts {
    /// What a restoration does once every container's change is made and before any begins:
    /// the saved data and history of what stays on screen, what is restored off screen.
    var restorations: [@MainActor () -> Void]?
    /// What the link presents, in the order of the walk: each presents its component once
    /// every container's change is made, and begins it once every container has begun.
    var presentations: [AnyLinkedPresentation]?
    /// A restoration's top: the tree that hears of a change a hidden tab's guard holds.
    weak var top: Component?
  }
  @exclusivity(unchecked) private var rare: RareParts?

  var restorations: [@MainActor () -> Void]? {
    get { rare?.restorations }
    set { rareParts.restorations = newValue }
  }

  var presentations: [AnyLinkedPresentation]? {
    get { rare?.presentations }
    set { rareParts.presentations = newValue }
  }

  var top: Component? {
    get { rare?.top }
    set { rareParts.top = newValue }
  }

  private var rareParts: RareParts {
    if let rare { return rare }
    let parts = RareParts()
    rare = parts
    return parts
  }

  /// The cause every guard is asked with.
  @usableFromInline let cause: TransitionCause

  /// Whether a container may read a presentation: one registered a type links use, ever.
  private let readsPresentations = PresentationValues.linksUsePresentations

  init(url: String, animated: Bool, isRestoration: Bool = false) {
    self.animated = animated
    cause = isRestoration ? .restoration : .deepLink(url: url)
  }

  /// Adds `step`, inward of those before it.
  @inline(__always) func append(_ step: ContainerDeepLinkStep) {
    if let last { last.next = step } else { first = step }
    last = step
  }

  /// What the routed containers made of a link.
  enum Reading {
    /// They read every segment.
    case read(DeepLinkNavigation)
    /// They left a segment unread; the sentence that says which, for the diagnostic, or
    /// `nil` when no routed container read or tried to read any of it.
    case unread(String?)
  }

  /// Reads `link` with the routed containers of the tree `top` heads: the navigation when
  /// they read every segment (and at least one), else what they left unread.
  static func reading(_ link: DeepLink, from top: Component, animated: Bool) -> Reading {
    let navigation = DeepLinkNavigation(url: link.url, animated: animated)
    var link = link
    navigation.visit(top, &link, link.shared)
    if !link.path.segments.isEmpty, link.isAtEnd,
      navigation.first != nil || navigation.rare?.presentations != nil
    {
      return .read(navigation)
    }
    return .unread(navigation.unreadSentence(link))
  }

  /// Names the first segment of `link` that nothing read, what was read before it, and the
  /// furthest segment a reader tried to convert and refused.
  private func unreadSentence(_ link: DeepLink) -> String? {
    let segments = link.path.segments
    let index = link.remainingSegments.startIndex
    let refused = link.shared.reasons.filter { $0.key >= index }.max { $0.key < $1.key }
    guard index < segments.count, first != nil || refused != nil else { return nil }
    let read = segments[..<index].map { "/" + PercentEncoding.encodeSegment($0) }.joined()
    var sentence =
      index == 0 ? "no routed container reads " : "the routed containers read \(read), then nothing reads "
    sentence += "\"\(segments[index])\" (segment \(index + 1) of \(segments.count)"
    if let (at, reason) = refused {
      sentence +=
        at == index ? ": \(reason)" : "; a reader refused \"\(segments[at])\", segment \(at + 1): \(reason)"
    }
    return sentence + ")"
  }

  /// The walk: a container that reads a part hands the rest to what it will show; one that
  /// reads nothing hands it to what it heads to show now (not to children it is removing). Once every segment is read, the walk
  /// goes on with the link's end, so that routed containers below it show what an address
  /// without their part names (a stack, its root).
  private func visit(_ component: Component, _ link: inout DeepLink, _ original: DeepLinkShared) {
    let start = link.remainingSegments.startIndex
    if let step = component.deepLinkStep(reading: &link, for: self) {
      append(step)
      for child in step.takeShown() { visit(child, &link, original) }
    } else {
      // A component that makes no step reads nothing: what its reader read is put back.
      link.rewind(to: start, of: original)
      for child in component.targetChildren() { visit(child, &link, original) }
    }
    if readsPresentations { visitPresentation(over: component, &link, original) }
  }

  /// What the screens left may name a presentation over `component`; its component reads the
  /// rest. Out of line: most apps' links never come here.
  @inline(never)
  private func visitPresentation(
    over component: Component, _ link: inout DeepLink, _ original: DeepLinkShared
  ) {
    if let presenter = component as? any PresentsValues,
      let presented = presenter.presentation(readingDeepLink: &link, for: self)
    {
      visit(presented, &link, original)
    }
  }

  /// The URL as the containers read it: their parts, printed canonically.
  var canonicalURL: String {
    var text = ""
    for step in steps { if let part = step.printedPath { text += part } }
    return text.isEmpty ? "/" : text
  }

  /// What the guards made of a link.
  enum Decision {
    /// One refused: nothing changed.
    case refused
    /// One held the whole link: the held change.
    case held(any AnyHeldTransition)
    /// Every guard allowed it: it is applied.
    case applied
  }

  /// Asks the guards and acts on their answer.
  func proceed() -> Decision {
    var holder: ContainerDeepLinkStep?
    for step in steps {
      switch step.decide(self) {
      case .refuse:
        step.refuse(self)
        outcome.finish(.refused)
        return .refused
      case .hold:
        if holder == nil { holder = step }
      case .allow:
        break
      }
    }
    var decision = Decision.applied
    if let holder {
      if let held = holder.hold(self) {
        decision = .held(held)
        // A hidden tab is out of the tree: the tree restored into hears of its held change,
        // unless the app gave the tab its bus.
        if let top, let component = holder.component, component.upstream == nil,
          component.tree.eventBus !== top.tree.eventBus, let announced = held as? any AnnouncedHeldTransition
        {
          announced.announce(on: top)
        }
        // Kept in the containers: the held change owns the steps, and a step's components
        // may own the held change (a cycle).
        outcome.heldLink = HeldLinkKept(self, steps.map { $0.keepShownWhileHeld() })
      }
    } else {
      apply(drainingAllBut: nil)
    }
    outcome.finishIfNothingChanged()
    return decision
  }

  /// Prepares every container's change (none changes, and the link is
  /// ``TransitionOutcome/invalid``, when one cannot be made), makes them, then begins them,
  /// outermost first; `proceeding`, the holder of a held link, begins its own later.
  @usableFromInline func apply(drainingAllBut proceeding: Component?) {
    // A loop, not `allSatisfy`: a main-actor closure passed to it checks its executor on each call.
    var prepared = true
    for step in steps where prepared { prepared = step.prepare() }
    guard prepared else {
      outcome.finish(.invalid)
      // What a guard requested while it was asked begins all the same.
      for step in steps { step.drain() }
      return
    }
    for step in steps { step.perform(self) }
    guard let rare else {
      for step in steps { step.drain(unless: proceeding) }
      return
    }
    if let restorations = rare.restorations {
      rare.restorations = nil
      for restore in restorations { restore() }
    }
    // A link that presents (<doc:RoutesAndDeepLinks#A-URL-that-presents>).
    for presentation in rare.presentations ?? [] { presentation.change(reportingTo: outcome) }
    // A restoration begins the holder too, outermost first, so that a tab it hides leaves
    // the screen before its own restored change begins.
    let waiting = isRestoration ? nil : proceeding
    for step in steps { step.drain(unless: waiting) }
    for presentation in rare.presentations ?? [] { presentation.drain(unless: waiting) }
  }
}

/// What a held link kept in its containers, step by step, weakly (the containers keep them):
/// made only when a link is held, so that other links pay nothing for it.
@MainActor final class HeldLinkKept {
  private struct Kept {
    weak var component: Component?
  }
  private weak var navigation: DeepLinkNavigation?
  private let kept: [[Kept]]

  init(_ navigation: DeepLinkNavigation, _ kept: [[Component]]) {
    self.navigation = navigation
    self.kept = kept.map { $0.map { Kept(component: $0) } }
  }

  /// The link ends unapplied: each container lets go of what it still keeps of it.
  func drop() {
    guard let navigation else { return }
    for (step, list) in zip(navigation.steps, kept) {
      let components = list.compactMap(\.component)
      // One freed: the container, which would hold it, no longer keeps them.
      if components.count == list.count { step.dropKept(components) }
    }
  }
}
