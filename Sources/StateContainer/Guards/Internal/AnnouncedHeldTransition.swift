/// A held change that a tree other than its holder's hears of: a hidden tab is out of the
/// tree, so a change its guard holds during a restore is announced on the restored tree.
@MainActor protocol AnnouncedHeldTransition {
  /// Posts the change as held on `component`'s tree, which also hears how it ends.
  func announce(on component: Component)
}

extension HeldTransition: AnnouncedHeldTransition {
  func announce(on component: Component) {
    announcer = component
    component.tree.post(HeldTransitionEvent(transition: self, change: .held))
  }
}
