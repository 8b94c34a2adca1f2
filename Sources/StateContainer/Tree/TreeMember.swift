/// The methods of the tree that hand the component itself to a handler, so that a handler
/// never captures its own component and never keeps it alive.
///
/// Every ``Component`` conforms; there is nothing to adopt. In a handler, the first
/// argument is the component the handler was registered on, typed as its own class:
///
/// ```swift
/// list.tree.handle(NoteSaved.self) { list, saved, sender in
///   list.reload(saved.id)
/// }
///
/// list.tree.watch(NoteSaved.self) { list, saved in
///   list.reload(saved.id)
/// }
/// ```
///
/// (The protocol exists only because a class's own methods cannot name `Self` in that
/// position; `NSObject.observe(_:options:changeHandler:)` works the same way.)
public protocol TreeMember: Component {}

extension Component: TreeMember {}
