/// What the library calls on a container from code that knows its `State` only at run
/// time (a deep link, an appearance, a restore), as closures compiled where the app's type is known: the container's
/// `@inlinable` initializer makes them, so that the app's compile specializes them, and what
/// they call, for its `State`, and the generic-metadata lookups of unspecialized code are not
/// paid (<doc:Performance#Where-the-time-goes>). A container
/// whose initializer the library compiles (a ``NavigationContainer``) gets unspecialized ones.
@MainActor @usableFromInline struct SpecializedPaths<State: Equatable> {
  /// ``StateContainer/plainDeepLinkStep(reading:for:)``.
  @usableFromInline let readDeepLink:
    @MainActor (StateContainer<State>, inout DeepLink, DeepLinkNavigation) -> ContainerDeepLinkStep?

  /// ``StateContainer/beginAppearing(animated:)``: an appearance applies its state here.
  @usableFromInline let beginAppearing: @MainActor (StateContainer<State>, _ animated: Bool) -> Void
  /// ``StateContainer/endAppearing()``.
  @usableFromInline let endAppearing: @MainActor (StateContainer<State>) -> Void
  /// ``StateContainer/drainRequests()`` once an appearance change ends.
  @usableFromInline let drainRequests: @MainActor (StateContainer<State>) -> Void
  /// ``StateContainer/restoreState(_:)``: a restore's state.
  @usableFromInline let restoreState: @MainActor (StateContainer<State>, State?) -> (State, [Component])

  @inlinable init() {
    readDeepLink = { container, link, navigation in
      container.plainDeepLinkStep(reading: &link, for: navigation)
    }
    beginAppearing = { container, animated in container.beginAppearing(animated: animated) }
    endAppearing = { container in container.endAppearing() }
    drainRequests = { container in container.drainRequests() }
    restoreState = { container, saved in container.restoreState(saved) }
  }
}
