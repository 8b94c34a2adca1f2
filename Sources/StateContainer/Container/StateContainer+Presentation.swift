extension StateContainer {
  // MARK: - Presentation

  /// The component presented over the container's content, or about to be; `nil` when
  /// none is.
  ///
  /// It changes as soon as ``present(_:animated:)``, ``replacePresentation(with:animated:)``
  /// or ``dismissPresentation(animated:)`` is called; the screen follows as soon as no
  /// hook sequence of any container is running and the container is neither appearing nor
  /// disappearing. Once there, the component is the last of ``Component/children``.
  public final var presentedComponent: Component? { machine.presentation.presented }

  /// The components waiting to be presented after ``presentedComponent``, first in,
  /// first out.
  public final var queuedPresentations: [Component] { machine.presentation.queue }

  /// Whether a presentation change is under way on screen: from the first hook of a
  /// component being presented or dismissed until its completion, on the clock when
  /// animated.
  ///
  /// It is independent of ``isTransitioning``: a presentation may animate while a state
  /// transition does.
  public final var isChangingPresentation: Bool {
    if case .idle = machine.presentation.phase { false } else { true }
  }

  /// Presents `component` over the container's content, or queues it behind the one
  /// presented.
  ///
  /// The component gets the lifecycle of an added child, after the content's children,
  /// which stay appeared under it: `willMove(toParent:)`, ``childWillAppear(_:animated:)``
  /// and its `willAppear`, then, at once or on ``clock`` like a child of an animated
  /// transition (``StateTransitioning`` or ``defaultTransitionDuration``), its
  /// `didAppear`, ``childDidAppear(_:animated:)`` and `didMove(toParent:)`. While the
  /// container is not on screen it is attached silently (`willMove` and `didMove` only)
  /// and appears with the container.
  ///
  /// A presentation is not a state: it is not in ``children(for:)``, not guarded and not
  /// in history, and state transitions leave it in place. The call is never refused for
  /// being made from a hook: the presentation begins as soon as no hook sequence of any
  /// container is running, whatever the container's state transition is doing, and waits
  /// while the container is appearing or disappearing.
  ///
  /// From the call on, ``ComponentTree/upstream`` of `component` is this container,
  /// so it reads the container's context and sends its responses there, even while it
  /// waits in the queue.
  ///
  /// ```swift
  /// screen.present(SavingOverlay(), animated: true)
  /// ```
  ///
  /// - Important: A component is in one place at a time: `component` must be free (no
  ///   parent, not presented or queued anywhere, not the entry of a live navigation node,
  ///   neither the container nor upstream of it). Otherwise the call reports a
  ///   ``LifecycleDiagnostic/Kind/invalidPresentation`` diagnostic that says where the
  ///   component is, changes nothing (no hook runs), and its outcome is
  ///   ``TransitionOutcome/invalid``. So does a call from inside the component's own
  ///   `willMove(toParent:)` to a container: it is being added there.
  /// - Parameters:
  ///   - component: The component to present.
  ///   - animated: Whether it appears with animation. When it was queued, the call that
  ///     brings it on screen (a dismissal) says whether that is animated.
  /// - Returns: A handle whose outcome is ``TransitionOutcome/completed`` once the
  ///   component's `didMove(toParent:)` to the container has returned,
  ///   ``TransitionOutcome/superseded`` if it was dismissed or dropped before it was on
  ///   screen, ``TransitionOutcome/invalid`` if the call was refused (reported in the call), and
  ///   ``TransitionOutcome/dropped`` if the container was released first.
  /// - Complexity: O(q) in the number of queued presentations, plus the hooks.
  @discardableResult
  public final func present(_ component: Component, animated: Bool) -> TransitionRequest {
    presentation(of: component, replacing: false, animated: animated)
  }

  /// Presents `component` in place of the presented one, dropping the queue: the old one
  /// is removed and the new one added as one transition removes and adds children.
  ///
  /// The dropped components get no hook (they were never on screen) and are no longer
  /// linked to the container; the outcome of their presentation is
  /// ``TransitionOutcome/superseded``. Otherwise the rules of ``present(_:animated:)`` apply.
  ///
  /// ```swift
  /// screen.replacePresentation(with: ErrorDialog(title: "Offline", message: "Try again later."), animated: true)
  /// ```
  ///
  /// - Parameters:
  ///   - component: The component to present.
  ///   - animated: Whether the change is animated.
  /// - Returns: A handle whose outcome is reported as for ``present(_:animated:)``.
  /// - Complexity: O(q) in the number of queued presentations, plus the hooks.
  @discardableResult
  public final func replacePresentation(with component: Component, animated: Bool) -> TransitionRequest {
    presentation(of: component, replacing: true, animated: animated)
  }

  /// Dismisses the presented component; the first queued one, if any, takes its place in
  /// the same transition.
  ///
  /// The component gets the lifecycle of a removed child: `willMove(toParent: nil)`,
  /// ``childWillDisappear(_:animated:)`` and its `willDisappear`, then, at once or on the
  /// clock, its `didDisappear`, ``childDidDisappear(_:animated:)`` and
  /// `didMove(toParent: nil)`; silently while the container is not on screen. It is then
  /// no longer linked to the container, so nothing in the tree keeps it alive. It waits
  /// its turn as ``present(_:animated:)`` does.
  ///
  /// With nothing presented, nothing happens and the outcome is
  /// ``TransitionOutcome/alreadyCurrent``: a second tap on a close button is not an error.
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Returns: A handle whose outcome is ``TransitionOutcome/completed`` once the
  ///   dismissed component's `didMove(toParent: nil)` has returned, or at once when it was
  ///   not on screen yet.
  /// - Complexity: O(q) in the number of queued presentations, plus the hooks.
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

  /// Presents an ``ErrorDialog`` made of `title`, `message` and `dismissButtonTitle`;
  /// like ``present(_:animated:)``, it waits its turn behind the one presented.
  ///
  /// ```swift
  /// screen.presentError(title: "Could not save", message: error.localizedDescription) { _ in
  ///   screen.retry()
  /// }
  /// ```
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

  /// Validates, then hands the call to the machine and begins what can begin.
  final func presentation(of component: Component, replacing: Bool, animated: Bool) -> TransitionRequest {
    let handle = TransitionRequest()
    guard isPresentable(component, replacing: replacing) else {
      handle.deliver(.invalid)
      return handle
    }
    let report = OutcomeReport { handle.deliver($0) }
    let change = machine.presentationRequested(
      component, replacing: replacing, animated: animated, report: report)
    component.setUpstreamLink(
      .presented(
        by: PresenterReference(self) { [weak self] presented, animated in
          self?.dismissPresented(presented, animated: animated)
        }))
    apply(change)
    drainRequests()
    checkInvariants()
    return handle
  }

  /// Whether `component` may be presented here: a component is in one place at a time.
  /// Reports why not.
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

  /// Unlinks the components that left the presentation, then delivers what is known.
  final func apply(_ change: ContainerStateMachine<State>.PresentationChange) {
    for component in change.left {
      if case .presented = component.treeNode?.upstreamLink { component.setUpstreamLink(.parent) }
    }
    for (report, outcome) in change.outcomes { report.deliver(outcome) }
  }

  /// Carries the next presentation step to the screen, if one can begin.
  ///
  /// - Returns: Whether it ran one; the caller looks at its requests again.
  @usableFromInline final func beginPresentationStep() -> Bool {
    switch machine.nextPresentationStep(hookSectionsAreIdle: HookSections.isIdle) {
    case .none:
      return false
    case .waitForHookSections:
      HookSections.wait(self)
      return false
    case .begin(let removing, let adding, let animated):
      runningHooks {
        if appearance == .appeared {
          presentationStepOnScreen(removing: removing, adding: adding, animated: animated)
        } else {
          presentationStepOffScreen(removing: removing, adding: adding)
        }
      }
      return true
    }
  }

  /// A presentation step while the container is appeared: a transition
  /// (<doc:TheLifecycle#A-transition-while-the-container-is-on-screen>) with one removed and one added child.
  final func presentationStepOnScreen(removing: Component?, adding: Component?, animated: Bool) {
    if let removing {
      // A dismissed component leaves the tree: a change it holds ends now.
      removing.endHeldTransition(leavingTreeOf: self)
      moveOut(removing, completing: false)
      beginAppearance(of: removing, isAppearing: false, animated: animated)
    }
    var added = adding
    if let adding, !moveIn(adding, completing: false, presenting: true) {
      apply(machine.presentedComponentClaimed(adding))
      added = nil
    }
    if let added { beginAppearance(of: added, isAppearing: true, animated: animated) }
    let count = (removing == nil ? 0 : 1) + (added == nil ? 0 : 1)
    if animated && count > 0 {
      let transition = AnimatedTransition(stepCapacity: 2 * count, clock: transitionClock)
      transition.childrenToComplete = count
      machine.presentationAnimationScheduled(transition)
      if let removing { scheduleTimedSteps(for: removing, isAppearing: false, in: transition) }
      if let added { scheduleTimedSteps(for: added, isAppearing: true, in: transition) }
      return
    }
    if let removing { completeAppearanceChange(of: removing, isAppearing: false, animated: animated) }
    if let added { completeAppearanceChange(of: added, isAppearing: true, animated: animated) }
    finishPresentationStep()
  }

  /// A presentation step while the container is disappeared: `willMove` and `didMove`
  /// only, at once.
  final func presentationStepOffScreen(removing: Component?, adding: Component?) {
    if let removing {
      removing.endHeldTransition(leavingTreeOf: self)
      moveOut(removing, completing: true)
    }
    if let adding, !moveIn(adding, completing: true, presenting: true) {
      apply(machine.presentedComponentClaimed(adding))
    }
    finishPresentationStep()
  }

  /// The last child of an animated presentation step has completed.
  @usableFromInline final func presentationAnimationEnded(_ transition: AnimatedTransition) {
    machine.presentationAnimationCompleted()
    transition.steps.removeAll()
    finishPresentationStep()
  }

  /// Ends a presentation step and reports the outcomes it completes.
  final func finishPresentationStep() {
    for report in machine.presentationStepEnds() { report.deliver(.completed) }
  }

  /// `children` of the container: its content's, then the presented component, then one
  /// being removed from presentation.
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

  /// Whether `child` is the presented component on screen or the one being removed.
  final func isPresentationChild(_ child: Component) -> Bool {
    child === machine.presentation.onScreen || child === machine.presentation.leaving
  }

  /// The presented component on screen begins or ends its appearance change with the
  /// container, after the content's children.
  final func presentedAppearance(begins: Bool, isAppearing: Bool, animated: Bool) {
    guard let shown = machine.presentation.onScreen else { return }
    if begins {
      beginAppearance(of: shown, isAppearing: isAppearing, animated: animated)
    } else {
      endAppearance(of: shown, isAppearing: isAppearing, animated: animated)
    }
  }

  #if STATECONTAINER_INTERNAL_CHECKS
    /// The presentation's books agree with the components.
    final func checkPresentationInvariants() {
      let books = machine.presentation
      if let shown = books.onScreen {
        precondition(shown.parent === self, "Internal inconsistency: a presented component elsewhere")
        if case .idle = books.phase {
          precondition(
            shown.appearance == appearance,
            "Internal inconsistency: presented \(shown.appearance) in a container \(appearance)")
        }
      }
      if case .animating = books.phase {
        precondition(appearance == .appeared, "Internal inconsistency: presentation animating off screen")
      }
      for queued in books.queue + (books.presented.map { [$0] } ?? []) {
        precondition(queued.presenter?.container === self, "Internal inconsistency: an unlinked presentation")
      }
    }
  #endif
}
