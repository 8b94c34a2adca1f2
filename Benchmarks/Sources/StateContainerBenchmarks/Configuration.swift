/// How long and how often the suite measures: `--quick` for a check in under three
/// minutes on two cores, the default for the published numbers.
struct Configuration {
  /// Whether this is the reduced run.
  let isQuick: Bool
  /// Nanoseconds a batch of a fast operation should take.
  let batchTarget: Double
  /// Repetitions of fast operations.
  let microRepetitions: Int
  /// Repetitions of operations that take a tenth of a second or more.
  let heavyRepetitions: Int
  /// Repetitions of operations that take seconds (the quadratic diff, `TestClock`).
  let slowRepetitions: Int
  /// Whether operations that take a tenth of a second or more get a warm-up repetition.
  let warmsUpHeavy: Bool
  /// Repetitions of the measurements made in a child process.
  let processRepetitions: Int

  /// The settings for `--quick` (`true`) or a full run (`false`).
  init(quick: Bool) {
    isQuick = quick
    batchTarget = quick ? 10_000_000 : 50_000_000
    microRepetitions = quick ? 11 : 31
    heavyRepetitions = quick ? 5 : 9
    slowRepetitions = quick ? 1 : 3
    warmsUpHeavy = !quick
    processRepetitions = quick ? 1 : 3
  }
}
