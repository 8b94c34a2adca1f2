/// The context key of the clock that containers run their animated transitions on.
///
/// A ``StateContainer`` created with a clock stores it as its own value for this key; one
/// created without a clock reads it through the tree, so a container nested in a screen
/// under test runs on the test's ``SimulatedClock`` without being told. With no clock
/// anywhere upstream, the default is one real-time clock that every such container shares.
///
/// Any component can provide the clock for everything below it:
///
/// ```swift
/// app.tree.context[TransitionClockKey.self] = SimulatedClock()
/// ```
public enum TransitionClockKey: ContextKey {
  /// The real-time clock shared by containers that have no clock upstream.
  public static var defaultValue: any TransitionClock { RealTimeClock.shared }
}
