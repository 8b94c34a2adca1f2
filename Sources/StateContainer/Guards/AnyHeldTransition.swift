/// A change that a guard held, whatever the state type of the container that holds it:
/// what one dialog needs to ask about any held change of a tree.
///
/// ``HeldTransition`` is generic over its container's state, so an app-level dialog that
/// serves every container (stacks, tabs, editors) takes it as `any AnyHeldTransition`.
/// It comes from ``RouteMatch/heldTransition`` (a deep link that was held),
/// ``ComponentTree/heldTransitions`` (every change held in a subtree) and
/// ``HeldTransitionEvent`` (posted on the tree's event bus when a change is held and when
/// it is answered). See <doc:NavigatingBetweenScreens>.
///
/// ```swift
/// func ask(_ held: any AnyHeldTransition, discard: Bool) {
///   print("\(held.holder?.componentName ?? "?") holds \(held.proposalDescription)")
///   discard ? held.proceed() : held.cancel()
/// }
/// ```
@MainActor public protocol AnyHeldTransition: AnyObject {
  /// The container that holds the change; `nil` once it was released.
  var holder: Component? { get }
  /// What proposed the change: a request, a back, a navigation move or a deep link.
  var cause: TransitionCause { get }
  /// The change as the guard last saw it, in one line: `deepLink(/inbox)(from: …, to: …,
  /// animated: true)`.
  var proposalDescription: String { get }
  /// Whether the change still waits for ``proceed()`` or ``cancel()``.
  var isWaiting: Bool { get }
  /// Applies the change as if it were made now, without asking the guard again; see
  /// ``HeldTransition/proceed()``.
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
/// and when the change is answered, so that one place (the top of the app) learns of every
/// held change below it, whatever its cause: a request, a back, a navigation move, a link.
///
/// A change held again in combination with a later move (two backs while a dialog is up) is
/// posted as ``Change/held`` again, with the same ``transition``.
///
/// ```swift
/// app.tree.watch(HeldTransitionEvent.self) { app, event in
///   switch event.change {
///   case .held: app.showDiscardDialog(for: event.transition)
///   case .applied, .cancelled, .superseded: app.hideDiscardDialog(for: event.transition)
///   }
/// }
/// ```
public struct HeldTransitionEvent {
  /// What happened to the held change.
  public enum Change: Sendable, Hashable {
    /// A guard held it (or held it again, combined with a later move).
    case held
    /// It was applied: ``AnyHeldTransition/proceed()``, or a later move combined with it
    /// that the guard allowed.
    case applied
    /// ``AnyHeldTransition/cancel()`` dropped it, or its container was released or left
    /// the tree (a popped or replaced entry, a released branch, a dismissed presentation):
    /// then it is posted from the container the holder left.
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
