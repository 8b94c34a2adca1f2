/// A key for a value that flows down the component tree, with the value read where no
/// component upstream has one.
///
/// Declare a key as a type, and, for a property-style spelling, a property on
/// ``Context``:
///
/// ```swift
/// import StateContainer
///
/// enum Theme { case light, dark }
///
/// enum ThemeKey: ContextKey {
///   static var defaultValue: Theme { .light }
/// }
///
/// extension Context {
///   var theme: Theme {
///     get { self[ThemeKey.self] }
///     nonmutating set { self[ThemeKey.self] = newValue }
///   }
/// }
/// ```
///
/// Values need not be `Sendable`: context is read and written on the main actor, and a
/// key's conforming type is main-actor isolated like the protocol.
@MainActor public protocol ContextKey {
  /// The type of the values stored under this key.
  associatedtype Value

  /// The value a read returns when neither the component nor anything upstream of it has
  /// one of its own.
  static var defaultValue: Value { get }
}
