/// A headless view controller: the unit a ``StateContainer`` shows and hides, with the
/// hooks a `UIViewController` subclass overrides, called in the order of <doc:TheLifecycle>.
/// The hooks are notifications: an override need not call `super`.
@MainActor open class Component {
  /// The container that holds this component, or `nil`; set right after
  /// ``willMove(toParent:)`` and cleared right before ``didMove(toParent:)``.
  @exclusivity(unchecked) public internal(set) weak var parent: Component?

  /// Where the component stands in its appearance lifecycle.
  public var appearance: Appearance { recordedAppearance }

  /// The one record of the appearance: a plain component's own; a container's state
  /// machine keeps the container's.
  var recordedAppearance: Appearance { plainAppearance }

  /// This component as a container a snapshot saves and a restore restores (a
  /// ``StateContainer``), found by dispatch rather than by a cast that looks up a conformance.
  var asRestorableContainer: (any RestorableContainer)? { nil }

  @exclusivity(unchecked) final var plainAppearance: Appearance = .disappeared

  /// The `animated` flag of a plain component's appearance transition in progress, passed
  /// on to the did-hook.
  @exclusivity(unchecked) final var plainAppearanceIsAnimated = false

  /// Scratch space for the container's identity diff; see `ChildDiff`.
  @exclusivity(unchecked) var diffMark: UInt64 = 0

  @exclusivity(unchecked) var observations: [ObservationReference] = []

  @exclusivity(unchecked) var treeNode: TreeNode?

  /// Set by ``StateContainer``'s initializers: the children a container leaves are
  /// remembered for a snapshot only when one of them is a container (a tab's stack).
  @exclusivity(unchecked) @usableFromInline final var isStateContainer = false

  // The hook section that was innermost when this container's began (`HookSections`).
  @exclusivity(unchecked) final var outerHookSection: Unmanaged<Component>?

  /// The name that diagnostics, transcripts and observation events use for this
  /// component; its type name when `nil` (<doc:ContextResponsesAndEvents#Names>).
  public var componentName: String?

  /// Creates a component with no parent that has not appeared.
  public init() {}

  /// The components this one contains, in order; during a transition, as
  /// <doc:TheLifecycle#During-a-transition> says.
  ///
  /// - Complexity: O(1) at rest; O(n) in the children while a container transitions.
  public var children: [Component] { attachedChildren() }

  // MARK: - Appearance

  /// Starts an appearance transition, as `UIViewController`'s method does
  /// (<doc:TheLifecycle#Appearance>).
  ///
  /// Call it on the top of a tree only: a call on a managed child, or one that does not
  /// fit the current appearance, is refused with a diagnostic and changes nothing.
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to begin appearing, `false` to begin disappearing.
  ///   - animated: Whether the change is animated; passed to the hooks.
  /// - Complexity: O(1) for a plain component; O(n) in the children for a container.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated, byParent: false)
  }

  /// A container's own call on its child: refused only while the child runs its own hooks.
  @usableFromInline final func beginAppearanceTransitionAsChild(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated, byParent: true)
  }

  /// A container's own call on its child: refused only while the child runs its own hooks.
  @usableFromInline final func endAppearanceTransitionAsChild() {
    endAppearance(byParent: true)
  }

  /// A cancelled interactive transition turns the child's appearance change around: one
  /// appearing begins to disappear (`willDisappear`), one disappearing begins to appear
  /// (`willAppear`), without the `did` of the way it was going
  /// (<doc:AnimatingTransitions#Interactive-transitions>). A container completes the change
  /// it began first, so that its children and state stay in step.
  func reverseAppearanceAsChild(animated: Bool) {
    let isAppearing = plainAppearance == .disappearing
    plainAppearance = isAppearing ? .appearing : .disappearing
    plainAppearanceIsAnimated = animated
    notifyWillAppearOrDisappear(isAppearing, animated: animated)
  }

  private func beginAppearance(_ isAppearing: Bool, animated: Bool, byParent: Bool) {
    guard byParent || isDrivenByApp(call: "beginAppearanceTransition(\(isAppearing), animated: \(animated))")
    else { return }
    // A call from inside a hook is refused as such before its balance is judged: from a
    // container's own `willAppear`, the container is `.appearing`, and the call is reentrant
    // more than it is unbalanced.
    guard
      acceptsAppearanceCall(
        named: "beginAppearanceTransition(\(isAppearing), animated: \(animated))", byParent: byParent)
    else { return }
    let expected: Appearance = isAppearing ? .disappeared : .appeared
    guard appearance == expected else {
      LifecycleDiagnostic.report(
        .unbalancedAppearanceTransition,
        "beginAppearanceTransition(\(isAppearing), animated: \(animated)) on \(debugName) while it is "
          + "\(appearance); ignored. Begin to appear only when disappeared, to disappear only when appeared."
      )
      return
    }
    performBeginAppearance(isAppearing, animated: animated)
  }

  /// Completes the appearance transition that ``beginAppearanceTransition(_:animated:)``
  /// started (<doc:TheLifecycle#Appearance>); refused like it.
  ///
  /// - Complexity: O(1) for a plain component; O(n) in the children for a container.
  public func endAppearanceTransition() {
    endAppearance(byParent: false)
  }

  private func endAppearance(byParent: Bool) {
    guard byParent || isDrivenByApp(call: "endAppearanceTransition()") else { return }
    guard acceptsAppearanceCall(named: "endAppearanceTransition()", byParent: byParent) else { return }
    guard appearance == .appearing || appearance == .disappearing else {
      LifecycleDiagnostic.report(
        .unbalancedAppearanceTransition,
        "endAppearanceTransition() on \(debugName) while it is \(appearance); ignored. "
          + "Call it once after each beginAppearanceTransition(_:animated:)."
      )
      return
    }
    performEndAppearance()
  }

  /// Whether the app may drive this component's appearance: only while no container
  /// manages it. Reports the refused call otherwise.
  private func isDrivenByApp(call: @autoclosure () -> String) -> Bool {
    // A component queued for presentation has no parent yet, but its presenter manages it.
    guard let container = parent ?? presenter?.container else { return true }
    let names = NameSerials.distinct([self, container])
    let role = parent == nil ? "queued for presentation by" : "a child of"
    LifecycleDiagnostic.report(
      .managedChildAppearanceTransition,
      "\(call()) on \(names[0]), \(role) \(names[1]); ignored. "
        + "\(names[1]) makes its children appear and disappear with itself and its state.")
    return false
  }

  /// Whether an appearance call may proceed now; a container refuses while running its
  /// own hooks.
  func acceptsAppearanceCall(named call: @autoclosure () -> String, byParent: Bool) -> Bool { true }

  /// Carries out a validated begin. Containers extend it to show their children.
  func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
    plainAppearance = isAppearing ? .appearing : .disappearing
    plainAppearanceIsAnimated = animated
    notifyWillAppearOrDisappear(isAppearing, animated: animated)
  }

  /// Carries out a validated end. Containers extend it to show their children.
  func performEndAppearance() {
    let isAppearing = plainAppearance == .appearing
    plainAppearance = isAppearing ? .appeared : .disappeared
    notifyDidAppearOrDisappear(isAppearing, animated: plainAppearanceIsAnimated)
  }

  @usableFromInline final func notifyWillAppearOrDisappear(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      emit(.willAppear, animated: animated)
      willAppear(animated: animated)
    } else {
      emit(.willDisappear, animated: animated)
      willDisappear(animated: animated)
    }
  }

  @usableFromInline final func notifyDidAppearOrDisappear(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      emit(.didAppear, animated: animated)
      didAppear(animated: animated)
    } else {
      emit(.didDisappear, animated: animated)
      didDisappear(animated: animated)
    }
  }

  // MARK: - Hooks

  /// Called when the component is about to appear, with or without animation.
  open func willAppear(animated: Bool) {}

  /// Called when the component has appeared, with or without animation.
  open func didAppear(animated: Bool) {}

  /// Called when the component is about to disappear, with or without animation.
  open func willDisappear(animated: Bool) {}

  /// Called when the component has disappeared, with or without animation.
  open func didDisappear(animated: Bool) {}

  /// Called when a container is about to add the component, or remove it (`parent` is `nil`).
  open func willMove(toParent parent: Component?) {}

  /// Called when a container has added the component, or removed it (`parent` is `nil`).
  open func didMove(toParent parent: Component?) {}

  // MARK: - Restoration hooks

  /// Called when a snapshot of the tree is taken: save what this screen needs to come back
  /// as it was (a draft, a scroll position) with ``RestorationCoder/encode(_:forKey:)``
  /// (<doc:SavingAndRestoringTheApp#Each-screen-saves-its-own-data>).
  ///
  /// - Parameter coder: Where the values go; its keys are this component's own.
  open func encodeRestorableState(with coder: RestorationCoder) {}

  /// Called when a snapshot is restored into the tree, with the values this component's
  /// ``encodeRestorableState(with:)`` saved: before its first ``willAppear(animated:)`` when it
  /// appears with the restore, and before a container's ``StateContainer/children(for:)`` is
  /// asked for its saved state (<doc:SavingAndRestoringTheApp#Each-screen-saves-its-own-data>).
  ///
  /// - Parameter coder: The saved values; ``RestorationCoder/decode(_:forKey:)`` reads them.
  open func decodeRestorableState(with coder: RestorationCoder) {}

  /// A name that tells this component from its siblings in a snapshot, kept with its type
  /// name; `nil` (the default) uses its position among the children of its container's state
  /// (<doc:SavingAndRestoringTheApp#Keys>).
  open var restorationIdentifier: String? { nil }

  // MARK: - Internals for containers

  func attachedChildren() -> [Component] { [] }

  /// Called by a container's diff that removes a container, before the children change: a
  /// ``StateContainer`` remembers those of the state it leaves
  /// (<doc:SavingAndRestoringTheApp#Hidden-tabs>).
  func rememberChildrenOfStateLeft() {}

  /// The step a deep link makes in this component when it reads `link` (a routed
  /// container's), or `nil` when the component reads none of it; a container overrides it.
  func deepLinkStep(reading link: inout DeepLink, for navigation: DeepLinkNavigation)
    -> ContainerDeepLinkStep?
  {
    nil
  }

  /// This component's part of the URL of the screens the tree heads to, or `nil` when it
  /// has none; a routed container overrides it.
  func targetDeepLinkPath() -> String? { nil }

  /// The components this component heads to show: what a deep link hands the rest of its
  /// URL to, and what ``ComponentTree/currentURL`` reads next. Its children, without those leaving.
  func targetChildren() -> [Component] { [] }

  /// The components whose parts follow this component's in ``ComponentTree/currentURL``: its
  /// ``targetChildren()``, unless a link could not reach them (a navigation container whose
  /// current path has a node with no part).
  func targetURLChildren() -> [Component] { targetChildren() }

  func waitingHeldTransition() -> (any AnyHeldTransition)? { nil }

  /// The component left the tree (its container popped, replaced, released or dismissed it):
  /// a change it holds ends, reported as cancelled, and its ``HeldTransitionEvent`` is
  /// posted from `tree`, the container it left, or from the component itself when that
  /// container is being released; a container overrides it.
  func endHeldTransition(leavingTreeOf tree: Component?) {}

  /// The components below this one whose held changes ``ComponentTree/heldTransitions`` lists: its
  /// children; a navigation container adds the entries of every node of its tree.
  func componentsBelow() -> [Component] { children }

  /// Whether an interactive transition of this component (a container) is under way.
  var hasInteractionUnderWay: Bool { false }

  /// Makes `action` once this container's interactive transition ends; at once otherwise.
  func deferUntilItsInteractionEnds(_ action: @escaping @MainActor () -> Void) { action() }

  /// The container at or below this component with an interactive transition under way.
  final func containerInteracting() -> Component? {
    var stack: [Component] = [self]
    while let component = stack.popLast() {
      if component.hasInteractionUnderWay { return component }
      stack.append(contentsOf: component.componentsBelow())
    }
    return nil
  }

  func resumeRememberedRequests() {}

  var ownTimestampClock: (any TransitionClock)? { nil }

  /// The clock a container created without one kept when its upstream went away
  /// (``StateContainer/clock``); `nil` for any other component.
  var keptClock: (any TransitionClock)? { nil }

  /// The clock for event timestamps: its own, else the nearest upstream container's.
  final var timestampClock: (any TransitionClock)? {
    for node in upstreamChain(includingSelf: true) {
      if let clock = node.ownTimestampClock { return clock }
    }
    return nil
  }

  /// Whether `ancestor` is above this component in its tree.
  final func isDescendant(of ancestor: Component) -> Bool {
    UpstreamWalk(from: parent, along: .parent).contains { $0 === ancestor }
  }

  var debugName: String { componentName ?? String(describing: type(of: self)) }

  /// Assigned the first time a message needs it and kept for life.
  var nameSuffixNumber: Int {
    let node = node
    if node.nameSerial == 0 { node.nameSerial = NameSerials.next() }
    return node.nameSerial
  }

  /// ``debugName`` with this component's stable suffix, `Screen#2`.
  var numberedName: String { "\(debugName)#\(nameSuffixNumber)" }

  /// Delivers an event about this component to observers, when there are any.
  @inline(__always)
  func emit(_ kind: LifecycleEvent.Kind, animated: Bool? = nil) {
    guard ObserverRegistry.isObserving else { return }
    deliverOwnEvent(kind, animated: animated)
  }

  /// Kept out of line so that the check above is all an unobserved hook pays.
  @inline(never)
  private func deliverOwnEvent(_ kind: LifecycleEvent.Kind, animated: Bool?) {
    deliver(
      LifecycleEvent(
        kind: kind, component: self, container: parent, animated: animated,
        time: timestampClock?.elapsedTime))
  }
}
