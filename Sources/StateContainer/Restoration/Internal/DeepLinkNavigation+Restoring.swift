extension DeepLinkNavigation {
  /// A restoration of `snapshot` into `top`, which is on screen: a step for each container
  /// whose state or tree changes, outermost first, proposed to every guard it affects and
  /// applied as a deep link is (<doc:SavingAndRestoringTheApp#Restoring-a-tree-on-screen>).
  static func restoring(
    _ snapshot: ComponentSnapshot, into top: Component, animated: Bool, in run: RestoreRun
  )
    -> DeepLinkNavigation
  {
    let navigation = DeepLinkNavigation(url: "tree.restore(_:)", animated: animated, isRestoration: true)
    // Its rare parts exist from the start: what it does between the changes and their beginning.
    navigation.restorations = []
    navigation.top = top
    navigation.restore(snapshot, into: top, in: run)
    return navigation
  }

  /// Restores `snapshot` into `component`. On screen, or a container off screen that has
  /// a state (a hidden tab: its guard is asked as an on-screen one's): its saved data once
  /// the changes are made, its part as a container through a step. A component never shown:
  /// as at launch, once the changes are made, so that nothing changes while a guard decides.
  func restore(_ snapshot: ComponentSnapshot, into component: Component, in run: RestoreRun) {
    guard component.appearance != .disappeared || component.asRestorableContainer?.hasState == true
    else {
      later { snapshot.restore(into: component, in: run) }
      return
    }
    if snapshot.data != nil { later { snapshot.handData(to: component) } }
    snapshot.restorableContainer(component, in: run)?.restoreStep(
      snapshot.container ?? ContainerSnapshot(), children: snapshot.children, for: self, in: run)
  }

  /// Runs `work` once every container's change is made, before any begins.
  func later(_ work: @escaping @MainActor () -> Void) {
    if restorations == nil { restorations = [work] } else { restorations?.append(work) }
  }
}
