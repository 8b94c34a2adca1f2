/// What a deep link does to one container, made while the link is read; its phases are
/// those of ``DeepLinkNavigation``.
@MainActor @usableFromInline protocol DeepLinkStep: AnyObject {
  /// The container, or `nil` once it is gone.
  var component: Component? { get }
  /// The components the container will show, which read the rest; given once.
  func takeShown() -> [Component]
  /// The container's part of the URL as it prints it.
  var printedPath: String? { get }
  /// The container's guard's answer about its part of `navigation` (`.allow` when nothing changes).
  func decide(_ navigation: DeepLinkNavigation) -> TransitionDecision
  func refuse()
  /// Holds the whole of `navigation` here: the held change, while it waits.
  func hold(_ navigation: DeepLinkNavigation) -> (any AnyHeldTransition)?
  /// Makes and checks what the change takes: `false` (after a diagnostic) when it cannot.
  func prepare() -> Bool
  /// Makes the change on the container's books, without beginning it.
  func perform()
  /// Begins what can begin.
  func drain()
}
