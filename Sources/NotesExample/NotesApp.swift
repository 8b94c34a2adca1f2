import StateContainer

/// The whole app: a container whose state is the tab, each tab a ``NotesStack``.
///
/// It owns what the tree shares: the clock, the ``NotesService`` (a service found through
/// the tree), the theme (a context value), and one event bus for every tab, so that an
/// event posted in one tab reaches the lists of the others. Its history makes "back"
/// return across tab switches. On first launch it presents two "what's new" overlays,
/// the second queued behind the first.
final class NotesApp: StateContainer<Tab> {
  /// Each tab's stack, made once, kept for the app's life.
  let stacks: [Tab: NotesStack]
  /// The service, registered on the app.
  let notesService: NotesService
  /// The bus every tab shares.
  let eventBus = EventBus()
  /// Whether the "what's new" overlays have been shown.
  private(set) var hasShownWhatsNew = false
  /// When its transition in flight began, for the drawing's progress bar.
  private(set) var transitionStart: Duration?

  init(clock: any TransitionClock, service: NotesService) {
    notesService = service
    var stacks: [Tab: NotesStack] = [:]
    for tab in Tab.allCases { stacks[tab] = NotesStack(tab: tab) }
    self.stacks = stacks
    super.init(clock: clock)
    componentName = "app"
    historyPolicy = .bounded(20)
    tree.registerService(service)
    tree.context[ThemeKey.self] = .light
    tree.context[EventBusKey.self] = eventBus
    // A stack not on screen has no upstream yet: give it the shared bus, so its list hears
    // what the other tabs post.
    for stack in stacks.values { stack.tree.context[EventBusKey.self] = eventBus }
    tree.handle(ThemeChosen.self) { app, chosen, _ in
      app.tree.context[ThemeKey.self] = chosen.theme
    }
    // One dialog for every change a guard holds, in any tab, whatever its cause: each stack
    // posts on the shared bus, so a question is never left where nobody can see it.
    tree.watch(HeldTransitionEvent.self) { app, event in app.heldTransitionChanged(event) }
    tree.handle(DiscardAnswer.self) { app, answer, _ in
      guard let dialog = app.confirmation else { return }
      answer.discard ? dialog.held.proceed() : dialog.held.cancel()
    }
  }

  /// The dialog that asks about the held change, while one waits.
  private(set) var confirmation: ConfirmDialog?

  /// Shows the dialog when a change is held; takes it away once the change is answered.
  private func heldTransitionChanged(_ event: HeldTransitionEvent) {
    switch event.change {
    case .held:
      if let dialog = confirmation {
        dialog.held = event.transition
      } else {
        let dialog = ConfirmDialog(held: event.transition)
        confirmation = dialog
        present(dialog, animated: true)
      }
    case .applied, .cancelled, .superseded:
      guard let dialog = confirmation, dialog.held === event.transition else { return }
      confirmation = nil
      if presentedComponent === dialog { dismissPresentation(animated: true) }
    }
  }

  /// The stack of `tab`.
  func stack(_ tab: Tab) -> NotesStack { stacks[tab]! }

  /// The tab on screen (or heading there).
  var selectedTab: Tab { currentState }

  /// The stack of the selected tab.
  var currentStack: NotesStack { stack(selectedTab) }

  override func loadAppearanceState() -> Tab { .inbox }

  override func children(for state: Tab) -> [Component] { [stack(state)] }

  override func willTransition(to nextState: Tab, animated: Bool) {
    transitionStart = animated ? clock.elapsedTime : nil
  }

  // MARK: - Deep links (see NotesApp+DeepLinks.swift)

  /// The first segment names the tab.
  override func state(forDeepLink link: inout DeepLink) -> Tab? {
    Tab.allCases.first { link.read($0.rawValue) }
  }

  /// The tab's part of the URL: `/inbox`.
  override func deepLinkPath(for state: Tab) -> String? {
    "/\(state.rawValue)"
  }

  // MARK: - Saving and restoring (the tab, stacks and history are the library's to save)

  /// Saves the theme, and whether the "what's new" overlays were all dismissed: one still
  /// up is not restored, so it is shown again.
  override func encodeRestorableState(with coder: RestorationCoder) {
    coder.encode(tree.context[ThemeKey.self], forKey: "theme")
    coder.encode(hasShownWhatsNew && !(presentedComponent is WhatsNewOverlay), forKey: "whatsNewSeen")
  }

  override func decodeRestorableState(with coder: RestorationCoder) {
    if let theme = coder.decode(Theme.self, forKey: "theme") { tree.context[ThemeKey.self] = theme }
    hasShownWhatsNew = coder.decode(Bool.self, forKey: "whatsNewSeen") ?? false
  }

  override func didAppear(animated: Bool) {
    guard !hasShownWhatsNew else { return }
    hasShownWhatsNew = true
    present(WhatsNewOverlay(page: 1, of: 2, text: "Deep links open any note: /inbox/notes/3"), animated: true)
    present(WhatsNewOverlay(page: 2, of: 2, text: "Back goes back across tabs, too."), animated: true)
  }
}
