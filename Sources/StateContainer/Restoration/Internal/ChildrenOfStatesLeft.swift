/// The children a container last showed in each state it left, held weakly: a hidden tab
/// that the app keeps alive is in a snapshot under its state
/// (<doc:SavingAndRestoringTheApp#Hidden-tabs>). Not generic, and a container keeps it as
/// `AnyObject?` (see `StateContainer.childrenOfStatesLeftObject`).
@MainActor final class ChildrenOfStatesLeft {
  struct Child {
    weak var component: Component?
  }

  struct Entry {
    /// The container's `State`.
    let state: Any
    var children: [Child]
  }

  private(set) var entries: [Entry] = []

  /// Remembers `children` for `state`, in place of what it held for it, and forgets states
  /// whose children are all gone.
  func remember<State: Equatable>(_ children: [Component], for state: State) {
    entries.removeAll { entry in
      entry.state as? State == state || entry.children.allSatisfy { $0.component == nil }
    }
    entries.append(Entry(state: state, children: children.map(Child.init)))
  }

  /// The children remembered for each state, still alive and not taken by another container
  /// since, with that state.
  func children<State>(of container: Component, as _: State.Type) -> [(state: State, children: [Component])] {
    entries.compactMap { entry in
      guard let state = entry.state as? State else { return nil }
      let alive = entry.children.compactMap { child -> Component? in
        guard let component = child.component, component.parent == nil || component.parent === container
        else {
          return nil
        }
        return component
      }
      return (state, alive)
    }
  }
}
