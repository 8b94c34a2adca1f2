/// What ``ComponentTree/restore(_:animated:)`` restored, or is restoring: everything, or all
/// but the parts it lists (<doc:SavingAndRestoringTheApp#When-a-snapshot-no-longer-fits>).
@MainActor public struct RestoreReport {
  private let run: RestoreRun

  /// The change a restore into a tree on screen makes, as a deep link's: its outcome is
  /// ``TransitionOutcome/completed`` once every container that changes has shown its saved
  /// state, ``TransitionOutcome/refused`` when a guard refused (nothing changed), and it
  /// waits while a guard holds it. `nil` for a tree not on screen, restored at once.
  public let transition: TransitionRequest?

  init(_ run: RestoreRun, transition: TransitionRequest? = nil) {
    self.run = run
    self.transition = transition
  }

  /// One sentence per part of the snapshot that was left out, in the order the tree was
  /// walked (outermost first); each was also reported as a
  /// ``LifecycleDiagnostic/Kind/restorationLeftOut`` diagnostic. On a tree on screen, the
  /// parts below what is off screen are added once the restore is applied.
  public var leftOut: [String] { run.leftOut }

  /// Whether every part of the snapshot was restored, so far.
  public var isComplete: Bool { run.leftOut.isEmpty }
}
