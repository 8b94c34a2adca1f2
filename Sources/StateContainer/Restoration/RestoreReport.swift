/// What ``ComponentTree/restore(_:)`` restored: everything, or all but the parts it lists
/// (<doc:SavingAndRestoringTheApp#When-a-snapshot-no-longer-fits>).
public struct RestoreReport: Equatable, Sendable {
  /// One sentence per part of the snapshot that was left out, in the order the tree was
  /// walked (outermost first); each was also reported as a
  /// ``LifecycleDiagnostic/Kind/restorationLeftOut`` diagnostic.
  public let leftOut: [String]

  /// Whether every part of the snapshot was restored.
  public var isComplete: Bool { leftOut.isEmpty }
}
