/// What gives every component its ``tree``, typed as the component's own class, so that a
/// handler registered through it receives the component and never captures it
/// (<doc:ContextResponsesAndEvents>). Every ``Component`` conforms.
public protocol TreeMember: Component {}

extension Component: TreeMember {}
