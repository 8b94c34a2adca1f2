/// An observer that keeps every lifecycle event of a component tree and prints them as a
/// stable, diff-friendly transcript.
/// Compare the whole ``transcript`` in a test
/// (<doc:TestingWithSimulatedClock#Assert-the-whole-transcript>). It holds the components its
/// events name weakly, and its transcript keeps every line with the names they had.
@MainActor public final class LifecycleRecorder {
  /// The events received since the recorder was created or last cleared, in order, except
  /// those that name a component that has been freed since (the recorder does not keep
  /// components alive); ``transcript`` keeps every line.
  public var events: [LifecycleEvent] { records.compactMap { $0.event() } }

  private var records: [Record] = []
  /// Every component a recorded event names, held weakly, in order of first appearance.
  private var participants: [Participant] = []
  private var participantIndex: [ObjectIdentifier: Int] = [:]

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
    let identifier = ObjectIdentifier(component)
    names[identifier] = name
    // Lines already recorded read with the new name, even once the component is freed.
    if let index = participantIndex[identifier], participants[index].component === component {
      participants[index].name = name
    }
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
    var indices: [Int] = []
    let template = event.format { component in
      let index = participant(component)
      indices.append(index)
      return "\u{0}\(index)\u{0}"
    }
    records.append(Record(event, template: template))
  }

  /// The index of `component` among the participants, added if it is new. A freed
  /// component's identifier may be reused, so an entry counts only while its component is
  /// the same object.
  private func participant(_ component: Component) -> Int {
    let identifier = ObjectIdentifier(component)
    if let index = participantIndex[identifier], participants[index].component === component { return index }
    participants.append(
      Participant(component: component, name: displayName(component)))
    participantIndex[identifier] = participants.count - 1
    return participants.count - 1
  }

  /// Stops recording; the events recorded so far stay.
  public func detach() {
    for observation in observations { observation.cancel() }
    observations.removeAll()
  }

  /// Forgets the events recorded so far, and lets go of the components they held.
  public func clear() {
    records.removeAll()
    participants.removeAll()
    participantIndex.removeAll()
    recordedSerials.removeAll()
  }

  /// The events, one line each, such as `@350ms list.didAppear(animated: true)`.
  public var transcript: [String] {
    // Components that would read the same are numbered in the order they first appear, so a
    // transcript reads the same in every run. A live component reads as it is named now; a
    // freed one, as it was named when recorded.
    let plain = participants.map { participant in participant.component.map(displayName) ?? participant.name }
    var counts: [String: Int] = [:]
    for name in plain { counts[name, default: 0] += 1 }
    var numbered: [String: Int] = [:]
    let names = plain.map { name in
      guard counts[name, default: 0] > 1 else { return name }
      numbered[name, default: 0] += 1
      return "\(name)#\(numbered[name, default: 0])"
    }
    return records.map { record in
      let parts = record.template.split(separator: "\u{0}", omittingEmptySubsequences: false)
      var line = ""
      for (position, part) in parts.enumerated() {
        line += position.isMultiple(of: 2) ? String(part) : names[Int(part)!]
      }
      return line
    }
  }

  /// The transcript joined with newlines, ending with one.
  public var text: String {
    transcript.map { $0 + "\n" }.joined()
  }

  /// The name printed for `component`: the one given to this recorder, else its
  /// ``Component/componentName``, else its type name (<doc:ContextResponsesAndEvents#Names>).
  ///
  /// - Parameter component: The component to name.
  /// - Returns: Its display name.
  public func displayName(_ component: Component) -> String {
    names[ObjectIdentifier(component)] ?? component.debugName
  }
}

/// A component that a recorded event names: held weakly, with the name it had.
@MainActor private struct Participant {
  weak var component: Component?
  var name: String
}

/// A recorded event without strong references: its line with a placeholder per component,
/// and what rebuilds the ``LifecycleEvent`` while its components live.
@MainActor private struct Record {
  /// One component that stands in for every recorded one in ``stripped``.
  private static let placeholder = Component()

  let template: String
  private var stripped: LifecycleEvent
  private weak var component: Component?
  private weak var container: Component?
  private let asked: [WeakReference]

  init(_ event: LifecycleEvent, template: String) {
    self.template = template
    component = event.component
    container = event.container
    asked = event.askedComponents.map(WeakReference.init)
    stripped = event
    stripped.component = Self.placeholder
    stripped.container = event.container.map { _ in Self.placeholder }
    stripped.askedComponents = []
  }

  /// The event, if every component it names is alive.
  func event() -> LifecycleEvent? {
    guard let component else { return nil }
    if stripped.container != nil && container == nil { return nil }
    var event = stripped
    event.component = component
    event.container = container
    for reference in asked {
      guard let live = reference.component else { return nil }
      event.askedComponents.append(live)
    }
    return event
  }
}

@MainActor private struct WeakReference {
  weak var component: Component?
  init(_ component: Component) { self.component = component }
}
