/// The repeated samples of one benchmark, in one unit.
struct Measurement {
  /// What was measured, as it appears in the table.
  let name: String
  /// The unit of every sample, such as `ns/child`.
  let unit: String
  /// One value per repetition, in the order they were taken.
  var samples: [Double] = []

  /// The middle sample (the mean of the two middle ones for an even count).
  var median: Double {
    precondition(!samples.isEmpty, "Internal inconsistency: \(name) has no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The smallest sample: the run that the rest of the machine disturbed least.
  var minimum: Double {
    precondition(!samples.isEmpty, "Internal inconsistency: \(name) has no samples")
    return samples.min()!
  }
}

/// One benchmark that the runner repeats: `run` performs one repetition and returns
/// one value per row (usually nanoseconds per operation).
struct BenchmarkCase {
  /// The table rows this benchmark fills: what is measured, and in which unit.
  let rows: [(name: String, unit: String)]
  /// At most this many repetitions, for a benchmark so slow that fewer samples say
  /// enough (`nil`: as many as the others).
  let repetitions: Int?
  /// Whether to run one repetition untimed before the measured ones.
  let warmsUp: Bool
  /// Performs one repetition and returns one value per row.
  let run: @MainActor () async -> [Double]

  /// A benchmark that fills several rows from one repetition.
  init(
    rows: [(name: String, unit: String)],
    repetitions: Int? = nil,
    warmsUp: Bool = true,
    run: @escaping @MainActor () async -> [Double]
  ) {
    self.rows = rows
    self.repetitions = repetitions
    self.warmsUp = warmsUp
    self.run = run
  }

  /// A benchmark that fills one row.
  init(
    _ name: String,
    unit: String,
    repetitions: Int? = nil,
    warmsUp: Bool = true,
    run: @escaping @MainActor () async -> Double
  ) {
    self.init(rows: [(name, unit)], repetitions: repetitions, warmsUp: warmsUp) { [await run()] }
  }

  /// A benchmark of a fast operation, timed in batches of about `target` nanoseconds
  /// (sized once, on the warm-up repetition), reporting nanoseconds per operation
  /// divided by `divisor`.
  @MainActor
  static func batched(
    _ name: String,
    unit: String,
    target: Double,
    divisor: Double = 1,
    _ operation: @escaping @MainActor () -> Void
  ) -> BenchmarkCase {
    let iterations = Box<Int?>(nil)
    return BenchmarkCase(name, unit: unit) {
      let count = iterations.value ?? calibrateIterations(target: target, operation)
      iterations.value = count
      return nanosecondsPerOperation(iterations: count, operation) / divisor
    }
  }
}

extension BenchmarkCase {
  /// A benchmark of an operation that needs a fresh subject each time (a restore into a
  /// tree that has not appeared), in stages timed one after the other on each subject.
  ///
  /// A batch of subjects, sized once on the warm-up repetition to take about `target`
  /// nanoseconds, is made untimed; each subject then goes through every stage in turn, and
  /// is released untimed after the batch. Row `k` reports nanoseconds per subject for
  /// stages 0 through `k` together, divided by `divisor`.
  ///
  /// - Parameters:
  ///   - rows: One row per stage: the name and unit of stages 0 through that one.
  ///   - target: Nanoseconds a batch should take.
  ///   - divisor: What each value is divided by (the nodes of a subject, for a figure per node).
  ///   - make: Makes a fresh subject (untimed).
  ///   - stages: The timed operations, applied to each subject in order.
  ///   - verify: Checks a subject after its stages (untimed).
  @MainActor
  static func onFreshSubjects<Subject>(
    rows: [(name: String, unit: String)],
    target: Double,
    divisor: Double = 1,
    make: @escaping @MainActor () -> Subject,
    stages: [@MainActor (Subject) -> Void],
    verify: @escaping @MainActor (Subject) -> Void
  ) -> BenchmarkCase {
    precondition(rows.count == stages.count, "Internal inconsistency: one row per stage")
    let batchSize = Box<Int?>(nil)
    return BenchmarkCase(rows: rows) {
      let count =
        batchSize.value
        ?? {
          let subject = make()
          let elapsed = Stopwatch.measure { for stage in stages { stage(subject) } }
          verify(subject)
          return max(1, min(100_000, Int(target / max(elapsed, 1))))
        }()
      batchSize.value = count
      let subjects = (0..<count).map { _ in make() }
      var totals = [Double](repeating: 0, count: stages.count)
      for subject in subjects {
        var previous = Stopwatch.now()
        for (index, stage) in stages.enumerated() {
          stage(subject)
          let now = Stopwatch.now()
          totals[index] += Double(now - previous)
          previous = now
        }
      }
      for subject in subjects { verify(subject) }
      var cumulative = 0.0
      return totals.map { total in
        cumulative += total
        return cumulative / Double(count) / divisor
      }
    }
  }
}

/// A mutable value that closures share.
@MainActor
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Repeats benchmark cases and keeps every measurement for the report.
@MainActor
final class Runner {
  /// Every measurement so far, in the order taken.
  private(set) var measurements: [Measurement] = []

  /// Runs the cases side by side: one warm-up repetition of each, then `repetitions`
  /// rounds in which every case runs once, in turn (a case with fewer repetitions
  /// takes part in the first rounds only).
  ///
  /// Interleaving the cases makes a disturbance on this shared machine (another
  /// build, another benchmark) fall on all of them alike, so that their ratio holds.
  ///
  /// - Parameters:
  ///   - cases: The benchmarks to compare.
  ///   - repetitions: How many samples each case gets.
  /// - Returns: One measurement per row of every case, in order.
  @discardableResult
  func measure(_ cases: [BenchmarkCase], repetitions: Int) async -> [Measurement] {
    var results = cases.map { $0.rows.map { Measurement(name: $0.name, unit: $0.unit) } }
    for benchmark in cases where benchmark.warmsUp {
      progress("warming up: \(benchmark.rows[0].name)")
      _ = await benchmark.run()
    }
    for round in 0..<repetitions {
      progress("round \(round + 1) of \(repetitions): \(cases.map(\.rows[0].name).joined(separator: "; "))")
      for (index, benchmark) in cases.enumerated() where round < benchmark.repetitions ?? repetitions {
        let values = await benchmark.run()
        precondition(values.count == results[index].count, "Internal inconsistency: one value per row")
        for (row, value) in values.enumerated() {
          results[index][row].samples.append(value)
        }
      }
    }
    let flattened = Array(results.joined())
    measurements.append(contentsOf: flattened)
    return flattened
  }
}

/// Times `iterations` calls of `operation` and returns nanoseconds per call.
@MainActor
func nanosecondsPerOperation(iterations: Int, _ operation: () -> Void) -> Double {
  let elapsed = Stopwatch.measure {
    for _ in 0..<iterations { operation() }
  }
  return elapsed / Double(iterations)
}

/// How many calls of `operation` take about `target` nanoseconds (at least `minimum`).
///
/// Doubles the count from one until a batch takes an eighth of the target, so that a
/// fast operation is not sized on a single call the timer cannot resolve.
@MainActor
func calibrateIterations(target: Double, minimum: Int = 1, _ operation: () -> Void) -> Int {
  var iterations = 1
  while true {
    let elapsed = Stopwatch.measure {
      for _ in 0..<iterations { operation() }
    }
    if elapsed >= target / 8 || iterations >= 1 << 30 {
      return max(minimum, Int(target / max(elapsed / Double(iterations), 1)))
    }
    iterations *= 2
  }
}
