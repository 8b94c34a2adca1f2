/// What gives every component its ``tree``, typed as the component's own class, so that a
/// handler registered through it receives the component and never captures it
/// (<doc:ContextResponsesAndEvents>).
///
/// Every ``Component`` conforms; there is nothing to adopt.
///
/// ```swift
/// list.tree.handle(NoteSaved.self) { list, saved, sender in list.reload(saved.id) }
/// list.tree.watch(NoteSaved.self) { list, saved in list.reload(saved.id) }
/// ```
///
/// (A class's own members cannot name `Self` in that position; `NSObject.observe(_:options:changeHandler:)`
/// works the same way.)
public protocol TreeMember: Component {}

extension Component: TreeMember {}
