extension StateContainer {
  /// The component presented over the container's content, or about to be; `nil` when
  /// none is. It changes in the call; the screen follows
  /// (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>).
  public final var presentedComponent: Component? { machine.presentation.presented }

  /// The components waiting to be presented after ``presentedComponent``, first in,
  /// first out.
  public final var queuedPresentations: [Component] { machine.presentation.queue }

  /// Whether a presentation change is under way on screen, from its first hook to its
  /// completion; independent of ``isTransitioning``.
  public final var isChangingPresentation: Bool { machine.presentation.isChanging }

  /// Presents `component` over the container's content, or queues it behind the one
  /// presented (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>). A `component` that
  /// is not free is reported (``LifecycleDiagnostic/Kind/invalidPresentation``).
  ///
  /// - Parameters:
  ///   - component: The component to present.
  ///   - animated: Whether it appears with animation; for a queued one, the dismissal that
  ///     brings it on screen decides.
  /// - Returns: A handle: ``TransitionOutcome/completed`` once the component's
  ///   `didMove(toParent:)` has returned, ``TransitionOutcome/superseded`` if it left before
  ///   it was on screen, ``TransitionOutcome/invalid`` or ``TransitionOutcome/dropped``.
  /// - Complexity: O(q) in the number of queued presentations, plus the hooks.
  @discardableResult
  public final func present(_ component: Component, animated: Bool) -> TransitionRequest {
    presentation(of: component, replacing: false, animated: animated)
  }

  /// Presents `component` in place of the presented one in one step, dropping the queue
  /// (its components get no hook: ``TransitionOutcome/superseded``).
  ///
  /// - Parameters:
  ///   - component: The component to present.
  ///   - animated: Whether the change is animated.
  /// - Returns: A handle whose outcome is reported as for ``present(_:animated:)-(Component,_)``.
  @discardableResult
  public final func replacePresentation(with component: Component, animated: Bool) -> TransitionRequest {
    presentation(of: component, replacing: true, animated: animated)
  }

  /// Dismisses the presented component; the first queued one, if any, takes its place in
  /// the same transition. With nothing presented, the outcome is
  /// ``TransitionOutcome/alreadyCurrent``.
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Returns: A handle: ``TransitionOutcome/completed`` once the dismissed component's
  ///   `didMove(toParent: nil)` has returned, or at once when it was not on screen yet.
  @discardableResult
  public final func dismissPresentation(animated: Bool) -> TransitionRequest {
    let handle = TransitionRequest()
    let report = OutcomeReport { handle.deliver($0) }
    guard let change = machine.presentationDismissed(animated: animated, report: report) else {
      report.deliver(.alreadyCurrent)
      return handle
    }
    apply(change)
    drainRequests()
    checkInvariants()
    return handle
  }

  /// Presents an ``ErrorDialog``; like ``present(_:animated:)-(Component,_)``, it waits its turn.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - message: The dialog's message.
  ///   - dismissButtonTitle: The title of its one button; "OK" unless given.
  ///   - animated: Whether it appears with animation.
  ///   - onDismiss: Called when the user dismisses it (``ErrorDialog/dismiss(animated:)``).
  /// - Returns: The dialog.
  @discardableResult
  public final func presentError(
    title: String, message: String, dismissButtonTitle: String = "OK", animated: Bool = true,
    onDismiss: @escaping @MainActor (ErrorDialog) -> Void = { _ in }
  ) -> ErrorDialog {
    let dialog = ErrorDialog(
      title: title, message: message, dismissButtonTitle: dismissButtonTitle, onDismiss: onDismiss)
    present(dialog, animated: animated)
    return dialog
  }

  final func presentation(of component: Component, replacing: Bool, animated: Bool) -> TransitionRequest {
    let handle = TransitionRequest()
    guard isPresentable(component, replacing: replacing) else {
      handle.deliver(.invalid)
      return handle
    }
    requestPresentation(
      of: component, replacing: replacing, animated: animated, report: OutcomeReport { handle.deliver($0) })
    drainRequests()
    checkInvariants()
    return handle
  }

  /// Changes the books for a presentation of `component`, which is free; the caller drains.
  final func requestPresentation(
    of component: Component, replacing: Bool, animated: Bool, report: OutcomeReport
  ) {
    let change = machine.presentationRequested(
      component, replacing: replacing, animated: animated, report: report)
    component.setUpstreamLink(
      .presented(
        by: PresenterReference(self) { [weak self] presented, animated in
          self?.dismissPresented(presented, animated: animated)
        }))
    apply(change)
  }

  /// Whether `component` may be presented here (it is in one place at a time); reports why not.
  final func isPresentable(_ component: Component, replacing: Bool) -> Bool {
    guard let place = component.placeInTree(joining: self) else { return true }
    let other = place.other
    let names = NameSerials.distinct([self, component] + (other.map { $0 === self ? [] : [$0] } ?? []))
    let owner = other === self ? names[0] : names.count > 2 ? names[2] : nil
    let call = replacing ? "replacePresentation(with: \(names[1]))" : "present(\(names[1]))"
    LifecycleDiagnostic.report(
      .invalidPresentation, "\(names[0]).\(call): \(names[1]) \(place.phrase(naming: owner)); ignored.")
    return false
  }

  /// ``ErrorDialog/dismiss(animated:)``: dismisses `component` if it is presented, drops
  /// it from the queue if it waits there.
  final func dismissPresented(_ component: Component, animated: Bool) {
    if machine.presentation.presented === component {
      dismissPresentation(animated: animated)
      return
    }
    apply(machine.queuedPresentationWithdrawn(component))
    checkInvariants()
  }

  final func apply(_ change: PresentationMachine.Change) {
    for component in change.left {
      if case .presented = component.treeNode?.upstreamLink { component.setUpstreamLink(.parent) }
    }
    if !change.left.isEmpty, let values = presentationValues { values.forget(change.left) }
    for (report, outcome) in change.outcomes { report.deliver(outcome) }
  }

  @usableFromInline final func runPresentationStep(
    removing: Component?, adding: Component?, animated: Bool, isOnScreen: Bool
  ) {
    var added = adding.map { [$0] } ?? []
    _ = runChange(
      .presentation, removing: removing.map { [$0] } ?? [], adding: &added, animated: animated,
      isOnScreen: isOnScreen)
  }

  /// A dismissed component leaves the tree: a change it holds ends now.
  @usableFromInline final func presentedComponentLeaves(_ component: Component) {
    component.endHeldTransition(leavingTreeOf: self)
  }

  /// Another container claimed the component a step adds: it leaves the presentation.
  @usableFromInline final func presentedComponentClaimed(_ component: Component) {
    apply(machine.presentedComponentClaimed(component))
  }

  final func appendingPresented(to content: [Component]) -> [Component] {
    let books = machine.presentation
    guard books.onScreen != nil || books.leaving != nil else { return content }
    var result = content
    if let shown = books.onScreen, shown.parent === self { result.append(shown) }
    // Once removed, the leaving component may be back as a child of a state before the step
    // ends: it is listed there.
    if let leaving = books.leaving, leaving.parent === self, !content.contains(where: { $0 === leaving }) {
      result.append(leaving)
    }
    return result
  }

  /// Whether `child` is the presentation's: on screen, or leaving until its removal has
  /// completed; a state may take it back after that, while the step still animates.
  final func isPresentationChild(_ child: Component) -> Bool {
    let books = machine.presentation
    if child === books.onScreen { return true }
    guard child === books.leaving else { return false }
    return books.animation?.isRemoving(child) ?? true
  }

  /// The presented component on screen begins or ends its appearance change with the
  /// container, after the content's children.
  @usableFromInline final func presentedAppearance(begins: Bool, isAppearing: Bool, animated: Bool) {
    guard let shown = machine.presentedOnScreen else { return }
    if begins {
      beginAppearance(of: shown, isAppearing: isAppearing, animated: animated)
    } else {
      endAppearance(of: shown, isAppearing: isAppearing, animated: animated)
    }
  }

  #if STATECONTAINER_INTERNAL_CHECKS
    final func checkPresentationInvariants() {
      let books = machine.presentation
      if let shown = books.onScreen {
        precondition(shown.parent === self, "Internal inconsistency: a presented component elsewhere")
        if !books.isChanging {
          precondition(
            shown.appearance == appearance,
            "Internal inconsistency: presented \(shown.appearance) in a container \(appearance)")
        }
      }
      if books.animation != nil {
        precondition(appearance == .appeared, "Internal inconsistency: presentation animating off screen")
      }
      for queued in books.queue + (books.presented.map { [$0] } ?? []) {
        precondition(queued.presenter?.container === self, "Internal inconsistency: an unlinked presentation")
      }
    }
  #endif
}
