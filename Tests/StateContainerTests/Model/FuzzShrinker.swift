/// Delta debugging (Zeller's ddmin) over the operations of a failing sequence: removes
/// ever smaller chunks while the sequence still fails, until no single operation can be
/// removed. The world stays as it is, so ids keep their meaning. Any suite's operations
/// shrink this way (the app suite's too).
enum FuzzShrinker {
  /// Returns a 1-minimal sublist of `operations` for which `fails` still holds.
  ///
  /// - Parameters:
  ///   - operations: A list for which `fails` holds.
  ///   - fails: Replays a candidate list from scratch.
  /// - Returns: A list from which no single operation can be removed.
  static func shrink<Operation: Sendable>(
    _ operations: [Operation], isolation: isolated (any Actor)? = #isolation,
    fails: ([Operation]) async -> Bool
  ) async -> [Operation] {
    var operations = operations
    var granularity = 2
    while operations.count >= 2 {
      let chunkSize = (operations.count + granularity - 1) / granularity
      var reduced = false
      for start in stride(from: 0, to: operations.count, by: chunkSize) {
        var candidate = operations
        candidate.removeSubrange(start..<min(start + chunkSize, operations.count))
        if await fails(candidate) {
          operations = candidate
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        if granularity >= operations.count { break }
        granularity = min(granularity * 2, operations.count)
      }
    }
    if operations.count == 1, await fails([]) { return [] }
    return operations
  }
}
