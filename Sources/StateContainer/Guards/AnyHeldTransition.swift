/// A change that a guard held, whatever the state type of the container that holds it:
/// what one dialog needs to ask about any held change of a tree
/// (<doc:NavigatingBetweenScreens#One-dialog-for-every-held-change>).
@MainActor public protocol AnyHeldTransition: AnyObject {
  /// The container that holds the change; `nil` once it was released.
  var holder: Component? { get }
  /// What proposed the change: a request, a back, a navigation move or a deep link.
  var cause: TransitionCause { get }
  /// The change as the guard last saw it, in one line: `deepLink(/inbox)(from: …, to: …, animated: true)`.
  var proposalDescription: String { get }
  /// Whether the change still waits for ``proceed()`` or ``cancel()``.
  var isWaiting: Bool { get }
  /// Applies the change as if made now; see ``HeldTransition/proceed()``.
  func proceed()
  /// Drops the change; see ``HeldTransition/cancel()``.
  func cancel()
}

extension HeldTransition: AnyHeldTransition {
  /// The container that holds the change; `nil` once it was released.
  public var holder: Component? { container }
  /// What proposed the change (``TransitionProposal/cause``).
  public var cause: TransitionCause { proposal.cause }
  /// ``proposal`` in one line.
  public var proposalDescription: String { String(describing: proposal) }
}

/// Posted on the holding container's ``ComponentTree/eventBus`` when a guard holds a change
/// and when the change is answered (<doc:NavigatingBetweenScreens#One-dialog-for-every-held-change>).
public struct HeldTransitionEvent {
  /// What happened to the held change.
  public enum Change: Sendable, Hashable {
    /// A guard held it (or held it again, combined with a later move).
    case held
    /// It was applied: proceeded, or combined with a later move the guard allowed.
    case applied
    /// It was cancelled, or its container was released or left the tree (then posted from
    /// the container the holder left).
    case cancelled
    /// A newer absolute change (a request, a jump, a link) replaced it.
    case superseded
  }

  /// The held change.
  public let transition: any AnyHeldTransition
  /// What happened to it.
  public let change: Change
}

@available(*, unavailable)
extension HeldTransitionEvent: Sendable {}
