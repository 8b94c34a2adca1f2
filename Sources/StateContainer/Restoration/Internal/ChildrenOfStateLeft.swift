/// The children a container showed in a state it left, held weakly: a hidden tab that the
/// app keeps alive is in a snapshot under its state (<doc:SavingAndRestoringTheApp#Hidden-tabs>).
@MainActor @usableFromInline struct ChildrenOfStateLeft<State> {
  @MainActor @usableFromInline struct Child {
    @usableFromInline weak var component: Component?

    @usableFromInline init(_ component: Component) { self.component = component }
  }

  @usableFromInline let state: State
  @usableFromInline var children: [Child]

  @usableFromInline init(state: State, children: [Child]) {
    self.state = state
    self.children = children
  }

  /// The children still alive and not taken by another container since.
  func components(of container: Component) -> [Component] {
    children.compactMap { child in
      guard let component = child.component, component.parent == nil || component.parent === container else {
        return nil
      }
      return component
    }
  }
}
