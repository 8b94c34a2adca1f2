extension StateContainer {
  /// Registers how to present a value of `type`: the component that `makeComponent` makes
  /// for it, and, for links, how to read one from a URL and print it
  /// (<doc:NavigatingBetweenScreens#Presenting-by-value>). A presentation made from a
  /// registered value is saved in a snapshot and restored; registering a type again replaces
  /// what was registered for it.
  ///
  /// - Parameters:
  ///   - type: The type of the values, such as an enum of the container's sheets.
  ///   - readingDeepLink: Reads a value from what is left of a link once the container and
  ///     the screens it shows have read their parts, or returns `nil`
  ///     (<doc:RoutesAndDeepLinks#A-URL-that-presents>); `nil` for a type no link names.
  ///   - deepLinkPath: The value's part of the URL, starting with `/`; `nil` for none.
  ///   - makeComponent: Makes a new component for a value, each time one is presented.
  public final func registerPresentation<Value: Codable & Equatable & Sendable>(
    _ type: Value.Type, readingDeepLink: (@MainActor (inout DeepLink) -> Value?)? = nil,
    deepLinkPath: (@MainActor (Value) -> String?)? = nil,
    makeComponent: @escaping @MainActor (Value) -> Component
  ) {
    let values = presentationValues ?? PresentationValues()
    node.contextValues[ObjectIdentifier(PresentationValues.self)] = values
    var read: (@MainActor (inout DeepLink) -> Any?)?
    if let readingDeepLink { read = { (link: inout DeepLink) -> Any? in readingDeepLink(&link) } }
    var path: (@MainActor (Any) -> String?)?
    if let deepLinkPath { path = { (value: Any) -> String? in deepLinkPath(value as! Value) } }
    values.register(
      PresentationValues.Registration(
        type: ObjectIdentifier(Value.self), key: ComponentTypeName.stableName(of: Value.self),
        make: { (value: Any) -> Component in makeComponent(value as! Value) },
        decode: { (saved: SnapshotValue) throws -> Any in
          try SnapshotValueDecoder.decode(Value.self, from: saved)
        },
        equals: { (first: Any, second: Any) -> Bool in first as? Value == second as? Value },
        readDeepLink: read, deepLinkPath: path))
  }

  /// Presents the component that the factory registered for `Value` makes for `value`, or
  /// queues it, exactly as ``present(_:animated:)-(Component,_)`` does
  /// (<doc:NavigatingBetweenScreens#Presenting-by-value>). A `Value` with no registration is
  /// reported (``LifecycleDiagnostic/Kind/invalidPresentation``) and nothing changes.
  ///
  /// - Parameters:
  ///   - value: The value that describes the presentation.
  ///   - animated: Whether it appears with animation.
  /// - Returns: A handle whose outcome is reported as for ``present(_:animated:)-(Component,_)``.
  @discardableResult
  public final func present<Value: Codable & Equatable & Sendable>(_ value: Value, animated: Bool)
    -> TransitionRequest
  {
    presentation(ofValue: value, replacing: false, animated: animated)
  }

  /// Presents the component made for `value` in place of the presented one, dropping the
  /// queue, as ``replacePresentation(with:animated:)-(Component,_)`` does.
  ///
  /// - Parameters:
  ///   - value: The value that describes the presentation.
  ///   - animated: Whether the change is animated.
  /// - Returns: A handle whose outcome is reported as for ``present(_:animated:)-(Component,_)``.
  @discardableResult
  public final func replacePresentation<Value: Codable & Equatable & Sendable>(
    with value: Value, animated: Bool
  ) -> TransitionRequest {
    presentation(ofValue: value, replacing: true, animated: animated)
  }

  /// The value `component` was made from, while this container presents or queues it;
  /// `nil` for a component presented as such, or a value of another type.
  ///
  /// - Parameters:
  ///   - component: A presented or queued component.
  ///   - type: The type of the value.
  /// - Returns: The value, or `nil`.
  public final func presentationValue<Value: Codable & Equatable & Sendable>(
    of component: Component, as type: Value.Type = Value.self
  ) -> Value? {
    presentationValues?.value(of: component)?.value as? Value
  }

  /// The values a container registered, if any: kept with the component's context values,
  /// under a key no ``ContextKey`` has, so that a container that registers none carries no
  /// field for them (a field moved navigation moves by hundreds of instructions).
  final var presentationValues: PresentationValues? {
    treeNode?.contextValues[ObjectIdentifier(PresentationValues.self)] as? PresentationValues
  }

  /// `present(_:animated:)` or `replacePresentation(with:animated:)` of a value.
  final func presentation(ofValue value: Any, replacing: Bool, animated: Bool) -> TransitionRequest {
    guard let registration = presentationValues?.registration(of: type(of: value)) else {
      let call = replacing ? "replacePresentation(with: \(value))" : "present(\(value))"
      LifecycleDiagnostic.report(
        .invalidPresentation,
        "\(debugName).\(call): no presentation of \(type(of: value)) is registered on \(debugName); ignored. "
          + "Register it first with registerPresentation(\(type(of: value)).self) { … }.")
      let handle = TransitionRequest()
      handle.deliver(.invalid)
      return handle
    }
    return presentation(
      of: registration.make(value), madeFrom: value, by: registration, replacing: replacing,
      animated: animated)
  }

  /// Presents `component`, made from `value`, remembering the value while it is presented
  /// or queued.
  final func presentation(
    of component: Component, madeFrom value: Any, by registration: PresentationValues.Registration,
    replacing: Bool, animated: Bool
  ) -> TransitionRequest {
    // Remembered first: the presentation's hooks may take a snapshot. A component that is
    // not free is reported by the presentation.
    if component.placeInTree(joining: self) == nil {
      presentationValues?.remember(component, madeFrom: value, by: registration)
    }
    return presentation(of: component, replacing: replacing, animated: animated)
  }
}

extension StateContainer: PresentsValues {
  /// Reads a registered value from what is left of `link`, in registration order; the link
  /// presents its component in place of what is presented, or changes nothing when the same
  /// value is presented already. A link that names none here dismisses a presented value
  /// that prints a part of the URL (<doc:RoutesAndDeepLinks#A-URL-that-presents>).
  final func presentation(readingDeepLink link: inout DeepLink, for navigation: DeepLinkNavigation)
    -> Component?
  {
    guard let values = presentationValues else { return nil }
    defer {
      if let (_, presented) = presentationURLPart(), navigation.presentations?.last?.container !== self {
        navigation.presentations =
          (navigation.presentations ?? []) + [
            LinkedPresentation(dismissing: presented, by: self, animated: navigation.animated)
          ]
      }
    }
    guard !link.isAtEnd else { return nil }
    for registration in values.registrations {
      guard let read = registration.readDeepLink else { continue }
      var attempt = link
      guard let value = read(&attempt) else { continue }
      link = attempt
      if let presented = machine.presentation.presented, let made = values.value(of: presented),
        made.registration.type == registration.type, registration.equals(made.value, value)
      {
        navigation.presentations = (navigation.presentations ?? []) + [LinkedPresentation(keeping: self)]
        return presented
      }
      let component = registration.make(value)
      guard component.placeInTree(joining: self) == nil else {
        _ = isPresentable(component, replacing: true)
        return nil
      }
      let presentation = LinkedPresentation(
        container: self, component: component, value: value, registration: registration,
        animated: navigation.animated)
      navigation.presentations = (navigation.presentations ?? []) + [presentation]
      return component
    }
    return nil
  }

  /// The part of the URL of the presented value, when it has one.
  final func presentationURLPart() -> (part: String, component: Component)? {
    guard let presented = machine.presentation.presented, let values = presentationValues,
      let made = values.value(of: presented), let path = made.registration.deepLinkPath,
      let part = checkedDeepLinkPart(path(made.value), "deepLinkPath for the presentation \(made.value)")
    else { return nil }
    return (part, presented)
  }
}

/// A presentation a deep link makes, keeps or dismisses: it changes the container's books
/// once every container's change is made, and begins once every container has begun.
@MainActor final class LinkedPresentation<State: Equatable>: AnyLinkedPresentation {
  enum Change {
    case present(Component, value: Any, registration: PresentationValues.Registration)
    case dismiss(Component)
    case keep
  }

  private weak var presenter: StateContainer<State>?
  private let change: Change
  private let animated: Bool

  override var container: Component? { presenter }

  init(
    container: StateContainer<State>, component: Component, value: Any,
    registration: PresentationValues.Registration, animated: Bool
  ) {
    presenter = container
    change = .present(component, value: value, registration: registration)
    self.animated = animated
  }

  init(dismissing component: Component, by container: StateContainer<State>, animated: Bool) {
    presenter = container
    change = .dismiss(component)
    self.animated = animated
  }

  init(keeping container: StateContainer<State>) {
    presenter = container
    change = .keep
    animated = false
  }

  override func change(reportingTo outcome: TransitionRequest) {
    guard let container = presenter else { return }
    switch change {
    case .present(let component, let value, let registration):
      let report = outcome.containerReport()
      guard component.placeInTree(joining: container) == nil else { return report.deliver(.invalid) }
      container.presentationValues?.remember(component, madeFrom: value, by: registration)
      container.requestPresentation(of: component, replacing: true, animated: animated, report: report)
    case .dismiss(let component):
      guard container.presentedComponent === component,
        let change = container.machine.presentationDismissed(
          animated: animated, report: outcome.containerReport())
      else { return }
      container.apply(change)
    case .keep:
      break
    }
  }

  override func drain(unless proceeding: Component?) {
    guard let container = presenter, container !== proceeding else { return }
    container.drainRequests()
    container.checkInvariants()
  }
}

/// A ``LinkedPresentation`` whose container's `State` the link does not know.
@MainActor class AnyLinkedPresentation {
  var container: Component? { nil }
  func change(reportingTo outcome: TransitionRequest) {}
  func drain(unless proceeding: Component?) {}
}
