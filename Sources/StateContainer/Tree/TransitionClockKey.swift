/// The context key of the clock that containers run their animated transitions on; any
/// component can provide it for everything below it
/// (<doc:ContextResponsesAndEvents#The-clock-comes-from-upstream>).
public enum TransitionClockKey: ContextKey {
  /// The real-time clock shared by containers that have no clock upstream.
  public static var defaultValue: any TransitionClock { RealTimeClock.shared }
}
