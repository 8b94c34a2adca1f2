/// One deep link under way (<doc:RoutesAndDeepLinks#How-a-link-is-read>): read by the
/// tree's routed containers from the top, proposed to every guard it affects, then applied,
/// outermost container first.
///
/// Reading makes nothing visible: a container may make the children of the state the link
/// names (``StateContainer/children(for:)``) and a navigation container the entries it would
/// push, so that the containers below can read the rest. Then each container that changes
/// is asked by its guard, outermost first: a refusal refuses the whole link, a hold holds
/// the whole link in the first container that held. Allowed, what every change takes (a
/// navigation container's entries) is made and checked before any container changes, so a
/// link refused there changes nothing anywhere; then every change is made on the
/// containers' books and only then begun, outermost first, so a container that appears on
/// the way already heads to the state the link names.
@MainActor @usableFromInline final class DeepLinkNavigation {
  /// The URL as given.
  @usableFromInline let url: String
  /// Whether the containers on screen animate.
  @usableFromInline let animated: Bool
  /// Where each container's outcome goes, and the handle of the whole link.
  @usableFromInline let outcome = DeepLinkOutcome()
  /// The containers that read a part, outermost first (in the order of the walk).
  private(set) var steps: [any DeepLinkStep] = []

  /// The cause every guard is asked with.
  @usableFromInline var cause: TransitionCause { .deepLink(url: url) }

  private init(url: String, animated: Bool) {
    self.url = url
    self.animated = animated
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
    navigation.visit(top, &link)
    if !link.path.segments.isEmpty, link.isAtEnd, !navigation.steps.isEmpty { return .read(navigation) }
    return .unread(navigation.unreadSentence(link))
  }

  /// Names the first segment of `link` that nothing read, what was read before it, and the
  /// furthest segment a reader tried to convert and refused.
  private func unreadSentence(_ link: DeepLink) -> String? {
    let segments = link.path.segments
    let index = link.remainingSegments.startIndex
    let refused = link.rejections.reasons.filter { $0.key >= index }.max { $0.key < $1.key }
    guard index < segments.count, !steps.isEmpty || refused != nil else { return nil }
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
  private func visit(_ component: Component, _ link: inout DeepLink) {
    if let step = component.deepLinkStep(reading: &link, for: self) {
      steps.append(step)
      for child in step.takeShown() { visit(child, &link) }
    } else {
      for child in component.targetChildren() { visit(child, &link) }
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
    var holder: (any DeepLinkStep)?
    for step in steps {
      switch step.decide(self) {
      case .refuse:
        step.refuse()
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
      if let held = holder.hold(self) { decision = .held(held) }
    } else {
      apply(drainingAllBut: nil)
    }
    outcome.finishIfNothingChanged()
    return decision
  }

  /// Makes every container's change, then begins them, outermost first; the container of
  /// a held link that is being proceeded begins its own when this returns.
  ///
  /// A link is never half applied: what every change takes (a navigation container's
  /// entries) is made and checked first; when one cannot be made, no container changes and
  /// the link reports ``TransitionOutcome/invalid``.
  @usableFromInline func apply(drainingAllBut proceeding: Component?) {
    guard steps.allSatisfy({ $0.prepare() }) else {
      outcome.finish(.invalid)
      return
    }
    for step in steps { step.perform() }
    for step in steps where step.component !== proceeding { step.drain() }
  }
}

/// What a deep link does to one container; made while the link is read.
@MainActor @usableFromInline protocol DeepLinkStep: AnyObject {
  /// The container, or `nil` once it is gone.
  var component: Component? { get }
  /// The components the container will show, which read the rest of the link; given
  /// once, so that a held link does not keep them alive.
  func takeShown() -> [Component]
  /// The container's part of the URL as it prints it.
  var printedPath: String? { get }
  /// Asks the container's guard about its part of `navigation`; ``TransitionDecision/allow``
  /// when nothing changes there.
  func decide(_ navigation: DeepLinkNavigation) -> TransitionDecision
  /// Tells the container's observers that its guard refused the link.
  func refuse()
  /// Holds the whole of `navigation` in this container: the held change, while it waits.
  func hold(_ navigation: DeepLinkNavigation) -> (any AnyHeldTransition)?
  /// Makes and checks what the change takes, before any container of the link changes:
  /// `false` when it cannot be made (a diagnostic said why); `true` when nothing changes here.
  func prepare() -> Bool
  /// Makes the change on the container's books, without beginning it.
  func perform()
  /// Begins what can begin.
  func drain()
}

/// The outcome of a whole link: the first container's outcome that is not a success, else
/// ``TransitionOutcome/completed`` once every container that changes has completed.
@MainActor @usableFromInline final class DeepLinkOutcome {
  /// The handle the caller awaits.
  let request = TransitionRequest()
  /// The containers whose outcome has not come yet.
  private var waiting = 0

  /// Where one container's outcome goes.
  @usableFromInline func containerReport() -> OutcomeReport {
    waiting += 1
    return OutcomeReport { outcome in self.containerReported(outcome) }
  }

  private func containerReported(_ outcome: TransitionOutcome) {
    switch outcome {
    case .completed, .alreadyCurrent:
      waiting -= 1
      if waiting == 0 { request.deliver(.completed) }
    default:
      request.deliver(outcome)
    }
  }

  /// Ends the link with `outcome`.
  func finish(_ outcome: TransitionOutcome) { request.deliver(outcome) }

  /// A link that changes nothing is already current. Nothing waits either once every
  /// container has completed, but then the handle has its outcome, and keeps it.
  func finishIfNothingChanged() {
    if waiting == 0 { request.deliver(.alreadyCurrent) }
  }
}
