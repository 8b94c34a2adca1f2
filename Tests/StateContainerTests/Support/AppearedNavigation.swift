import StateContainer

/// A navigation container `N` with root `root` (``RecordingNavigation``), appeared without
/// animation on its own ``SimulatedClock``, with what the appearance logged taken away: the
/// start of most navigation tests.
@MainActor struct AppearedNavigation {
  let clock = SimulatedClock()
  let log: RecordingLog
  let navigation: RecordingNavigation

  /// - Parameter loggingHistoryAndDecisions: Whether its guard's decisions and its history
  ///   changes are logged too.
  init(loggingHistoryAndDecisions: Bool = false) {
    log = RecordingLog(stampingWith: clock)
    navigation = RecordingNavigation(log: log, clock: clock)
    if loggingHistoryAndDecisions { navigation.observeHistoryAndDecisions() }
    navigation.appearForTest()
    _ = log.take()
  }
}
