/// A key for a value that flows down the component tree, with the value read where no
/// component upstream has one; declare it as a type, and a property on ``Context`` for a
/// property-style spelling (<doc:ContextResponsesAndEvents#Context>).
@MainActor public protocol ContextKey {
  /// The type of the values stored under this key.
  associatedtype Value

  /// The value a read returns when nothing upstream has one of its own.
  static var defaultValue: Value { get }
}
