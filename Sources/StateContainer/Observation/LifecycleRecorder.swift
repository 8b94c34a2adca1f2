/// An observer that keeps every lifecycle event of a component tree and prints them as a
/// stable, diff-friendly transcript.
///
/// Assert a whole transition in a test, the way an exhaustive test store does:
///
/// ```swift
/// @Test @MainActor func loadingToReady() {
///   let clock = SimulatedClock()
///   let screen = CommentsScreen(clock: clock)
///   let recorder = LifecycleRecorder(names: [screen: "screen", screen.list: "list"])
///   recorder.attach(to: screen)
///   screen.setNeedsStateTransition(to: .ready([]), animated: false)
///   #expect(recorder.transcript == [
///     "@0ms screen.willTransition(to: ready([]), animated: false)",
///     // ...
///   ])
/// }
/// ```
///
/// - Important: The recorder keeps every component its events name alive until
///   ``clear()`` (its ``events`` hold them). To check that a component is freed, clear the
///   recorder first, or test its release without one.
@MainActor public final class LifecycleRecorder {
  /// Every event received since the recorder was created or last cleared, in order. Each
  /// holds the components it names, so they stay alive until ``clear()``.
  public private(set) var events: [LifecycleEvent] = []

  private var names: [ObjectIdentifier: String] = [:]
  /// The deliveries recorded, so that one seen through two attachments counts once.
  private var recordedSerials: Set<UInt64> = []
  private var observations: [LifecycleObservation] = []

  /// Creates a recorder that is not yet attached.
  ///
  /// - Parameter names: Names to print for components. Others print as their type name.
  public init(names: KeyValuePairs<Component, String> = [:]) {
    for (component, name) in names { self.names[ObjectIdentifier(component)] = name }
  }

  /// Sets the name printed for `component`.
  ///
  /// - Parameters:
  ///   - name: The name to print.
  ///   - component: The component it stands for.
  public func name(_ name: String, for component: Component) {
    names[ObjectIdentifier(component)] = name
  }

  /// Starts recording the events of `component` and its descendants.
  /// Attaching to several components records each event once, even where their trees
  /// overlap.
  ///
  /// - Parameter component: The root of the tree to record.
  public func attach(to component: Component) {
    observations.append(component.addLifecycleObserver { [weak self] in self?.record($0) })
  }

  private func record(_ event: LifecycleEvent) {
    if event.serial != 0 {
      guard recordedSerials.insert(event.serial).inserted else { return }
    }
    events.append(event)
  }

  /// Stops recording; the events recorded so far stay.
  public func detach() {
    for observation in observations { observation.cancel() }
    observations.removeAll()
  }

  /// Forgets the events recorded so far, and lets go of the components they held.
  public func clear() {
    events.removeAll()
    recordedSerials.removeAll()
  }

  /// The events, one line each, such as `@350ms list.didAppear(animated: true)`.
  public var transcript: [String] {
    // Components that would read the same get their stable suffixes, in every line.
    var seen: [ObjectIdentifier: Component] = [:]
    for event in events {
      seen[ObjectIdentifier(event.component)] = event.component
      if let container = event.container { seen[ObjectIdentifier(container)] = container }
      for asked in event.askedComponents { seen[ObjectIdentifier(asked)] = asked }
    }
    var counts: [String: Int] = [:]
    for component in seen.values { counts[displayName(component), default: 0] += 1 }
    let name = { (component: Component) -> String in
      let plain = self.displayName(component)
      return counts[plain, default: 0] > 1 ? "\(plain)#\(component.nameSuffixNumber)" : plain
    }
    return events.map { $0.format(naming: name) }
  }

  /// The transcript joined with newlines, ending with one.
  public var text: String {
    transcript.map { $0 + "\n" }.joined()
  }

  /// The name printed for `component`: the one given to this recorder, else its
  /// ``Component/componentName``, else its type name. Where two components in the
  /// transcript would read the same, ``transcript`` adds each one's stable suffix
  /// (`Screen#2`).
  ///
  /// - Parameter component: The component to name.
  /// - Returns: Its display name.
  public func displayName(_ component: Component) -> String {
    names[ObjectIdentifier(component)] ?? component.debugName
  }
}
