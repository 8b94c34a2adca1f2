/// How long a run of synchronous transitions must be before a container reports it as a
/// runaway loop (``LifecycleDiagnostic/Kind/runawayTransitionChain``).
///
/// A chain of requests from `didTransition` runs in constant stack, so a hook that always
/// asks for another state never crashes: it spins. Legitimate chains run into the hundreds
/// of thousands (a chain of 200,000 must pass unreported); in a release build a chained
/// transition takes about 0.5 to 1.3 µs, so a loop is reported within one or two seconds
/// (several more in a debug build).
@usableFromInline enum RunawayChain: Sendable {
  /// The number of transitions in one run (one call that drains requests, without
  /// returning) at which the run is reported.
  @inlinable static var threshold: Int { 1_500_000 }

  /// How many of the last transitions before the threshold name their states in the
  /// report.
  @inlinable static var statesNamed: Int { 16 }
}
