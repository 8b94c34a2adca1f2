/// One lifecycle call, as an observer sees it.
///
/// Events are delivered to observers registered with
/// ``Component/addLifecycleObserver(_:)`` just before the framework calls the hook they
/// describe, so the order of events is the order of the calls.
public struct LifecycleEvent: Sendable, CustomStringConvertible {
  /// Which hook is about to be called.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// ``StateContainer/willTransition(to:animated:)`` of ``LifecycleEvent/container``.
    case willTransition
    /// ``StateContainer/didTransition(from:animated:)`` of ``LifecycleEvent/container``.
    case didTransition
    /// ``Component/willAppear(animated:)`` of ``LifecycleEvent/component``.
    case willAppear
    /// ``Component/didAppear(animated:)`` of ``LifecycleEvent/component``.
    case didAppear
    /// ``Component/willDisappear(animated:)`` of ``LifecycleEvent/component``.
    case willDisappear
    /// ``Component/didDisappear(animated:)`` of ``LifecycleEvent/component``.
    case didDisappear
    /// ``StateContainer/childWillAppear(_:animated:)`` of the container, for the component.
    case childWillAppear
    /// ``StateContainer/childDidAppear(_:animated:)`` of the container, for the component.
    case childDidAppear
    /// ``StateContainer/childWillDisappear(_:animated:)`` of the container, for the component.
    case childWillDisappear
    /// ``StateContainer/childDidDisappear(_:animated:)`` of the container, for the component.
    case childDidDisappear
    /// ``Component/willMove(toParent:)`` of the component; ``LifecycleEvent/isAppearing``
    /// tells whether it moves into the container (`true`) or out of it (`false`).
    case willMove
    /// ``Component/didMove(toParent:)`` of the component; ``LifecycleEvent/isAppearing``
    /// tells whether it moved into the container (`true`) or out of it (`false`).
    case didMove
    /// ``StateTransitioning/stateTransitionWillBegin(isAppearing:)`` of the component.
    case stateTransitionWillBegin
    /// ``StateTransitioning/animateAlongsideStateTransition(isAppearing:)`` of the component.
    case animateAlongsideStateTransition
    /// ``StateTransitioning/stateTransitionDidEnd(isAppearing:)`` of the component.
    case stateTransitionDidEnd
    /// ``StateTransitioning/stateTransitionDidUpdate(progress:isAppearing:)`` of the
    /// component; ``LifecycleEvent/progress`` is the progress.
    case stateTransitionDidUpdate
    /// ``StateTransitioning/stateTransitionInteractionDidEnd(isCancelled:remaining:isAppearing:)``
    /// of the component.
    case stateTransitionInteractionDidEnd
    /// ``StateTransitioning/stateTransitionDidCancel(isAppearing:)`` of the component.
    case stateTransitionDidCancel
    /// ``ComponentTree/send(_:)``: ``component`` sent a response of type
    /// ``responseType``; ``askedComponents`` were offered it, in order, and ``container``
    /// handled it (`nil`: nobody did).
    case response
  }

  /// Which hook is about to be called.
  public var kind: Kind
  /// The component the hook is about: the child for child and move events, the container
  /// itself for transition events.
  public var component: Component
  /// The container involved: the one transitioning, or the parent that adds, removes or
  /// shows the component. `nil` for the appearance of a component that has no parent.
  public var container: Component?
  /// For transition events, the state left (`String(describing:)`); `nil` before the
  /// first state.
  public var fromState: String?
  /// For ``Kind/willTransition``, the state entered (`String(describing:)`).
  public var toState: String?
  /// The `animated` argument of the hook, for the hooks that take one.
  public var animated: Bool?
  /// Whether the component is joining (`true`) or leaving (`false`) the container, for move
  /// and `StateTransitioning` events.
  public var isAppearing: Bool?
  /// The container's clock time when the event happened, if the clock reports one.
  public var time: Duration?
  /// The name of ``component`` when the event happened: its
  /// ``Component/componentName``, else its type name.
  public var componentName: String
  /// The name of ``container`` when the event happened, like ``componentName``.
  public var containerName: String?
  /// For ``Kind/response``, the response's type.
  public var responseType: String?
  /// For ``Kind/response``, the components offered the response, in order.
  public var askedComponents: [Component] = []
  /// For ``Kind/response``, the names of ``askedComponents`` when the event happened, like
  /// ``componentName``.
  public var askedComponentNames: [String] = []
  /// For ``Kind/stateTransitionDidUpdate``, the progress; `nil` otherwise.
  public var progress: Double?
  /// For ``Kind/stateTransitionInteractionDidEnd``, whether the transition runs back, and
  /// how long the rest takes; `nil` otherwise.
  public var isCancelled: Bool?
  /// See ``isCancelled``.
  public var remaining: Duration?

  /// Distinguishes one delivery from the next, so that an observer attached in several
  /// places of one tree can tell a repeat; zero for events made by ``init(kind:component:container:fromState:toState:animated:isAppearing:time:)``.
  var serial: UInt64 = 0

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - kind: Which hook is about to be called.
  ///   - component: The component the hook is about.
  ///   - container: The container involved.
  ///   - fromState: The state left, for transitions.
  ///   - toState: The state entered, for transitions.
  ///   - animated: The hook's `animated` argument.
  ///   - isAppearing: Whether the component joins or leaves the container.
  ///   - time: The clock's time.
  public init(
    kind: Kind, component: Component, container: Component?, fromState: String? = nil,
    toState: String? = nil, animated: Bool? = nil, isAppearing: Bool? = nil, time: Duration? = nil
  ) {
    self.kind = kind
    self.component = component
    self.container = container
    self.fromState = fromState
    self.toState = toState
    self.animated = animated
    self.isAppearing = isAppearing
    self.time = time
    self.componentName = String(describing: type(of: component))
    self.containerName = container.map { String(describing: type(of: $0)) }
  }

  /// The event in the form ``LifecycleRecorder`` prints, with ``componentName`` and
  /// ``containerName`` for components.
  public var description: String {
    format(naming: { named in
      if named === component { return componentName }
      if named === container, let containerName { return containerName }
      if let index = askedComponents.firstIndex(where: { $0 === named }), index < askedComponentNames.count {
        return askedComponentNames[index]
      }
      return String(describing: type(of: named))
    })
  }

  /// Formats the event as one line, naming components with `name`:
  /// `@350ms list.didAppear(animated: true)`.
  ///
  /// - Parameter name: The name to print for a component.
  /// - Returns: One line, with no newline.
  public func format(naming name: (Component) -> String) -> String {
    let subject = name(component)
    let owner = container.map(name) ?? "nil"
    let animatedText = "animated: \(animated ?? false)"
    let appearing = "isAppearing: \(isAppearing ?? false)"
    let call: String
    switch kind {
    case .willTransition:
      call = "\(subject).willTransition(to: \(toState ?? "nil"), \(animatedText))"
    case .didTransition:
      call = "\(subject).didTransition(from: \(fromState ?? "nil"), \(animatedText))"
    case .willAppear, .didAppear, .willDisappear, .didDisappear:
      call = "\(subject).\(kind.rawValue)(\(animatedText))"
    case .childWillAppear, .childDidAppear, .childWillDisappear, .childDidDisappear:
      call = "\(owner).\(kind.rawValue)(\(subject), \(animatedText))"
    case .willMove, .didMove:
      call = "\(subject).\(kind.rawValue)(toParent: \(isAppearing == true ? owner : "nil"))"
    case .stateTransitionWillBegin, .animateAlongsideStateTransition, .stateTransitionDidEnd,
      .stateTransitionDidCancel:
      call = "\(subject).\(kind.rawValue)(\(appearing))"
    case .stateTransitionDidUpdate:
      call = "\(subject).stateTransitionDidUpdate(progress: \(progress ?? 0), \(appearing))"
    case .stateTransitionInteractionDidEnd:
      let left = remaining.map(Self.milliseconds) ?? "0ms"
      call =
        "\(subject).stateTransitionInteractionDidEnd(isCancelled: \(isCancelled ?? false), remaining: \(left), \(appearing))"
    case .response:
      call =
        "\(subject).tree.send(\(responseType ?? "?")) -> \(owner) (asked: \(askedComponents.map(name).joined(separator: ", ")))"
    }
    guard let time else { return call }
    return "@\(Self.milliseconds(time)) \(call)"
  }

  /// Formats a duration as whole milliseconds, or with a fraction when it has one:
  /// `350ms`, `0.5ms`.
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let wholeMilliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    let remainder = attoseconds % 1_000_000_000_000_000
    guard remainder != 0 else { return "\(wholeMilliseconds)ms" }
    var fraction = String(remainder.magnitude)
    fraction = String(repeating: "0", count: 15 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = remainder < 0 && wholeMilliseconds == 0 ? "-" : ""
    return "\(sign)\(wholeMilliseconds).\(fraction)ms"
  }
}
