extension StateContainer {
  /// The step of a deep link in a container that reads states: a request for the state
  /// ``state(forDeepLink:)`` returns, and the children of that state read the rest.
  func plainDeepLinkStep(reading link: inout DeepLink, for navigation: DeepLinkNavigation)
    -> (any DeepLinkStep)?
  {
    var reading = link
    guard let state = state(forDeepLink: &reading) else { return nil }
    link = reading
    let changes = !machine.isTarget(state)
    let animated = navigation.animated
    let cause = navigation.cause
    return ContainerDeepLinkStep(
      container: self, navigation: navigation, requested: state,
      shown: children(for: state),
      printedPath: checkedDeepLinkPart(deepLinkPath(for: state), "deepLinkPath(for: \(state))"),
      makeMove: changes
        ? { report in
          let request = StateMove<State>.request(
            ContainerStateMachine<State>.Request(
              state: state, animated: animated, evenIfCurrent: false, report: report))
          return StateMove(
            cause: cause, animated: animated, isAbsolute: true, report: report, preview: request.preview,
            perform: request.perform)
        } : nil)
  }
}

extension StateContainer {
  /// `part`, as a URL joins it: a part that is not empty and does not start with `/` is
  /// reported (``LifecycleDiagnostic/Kind/invalidDeepLinkPath``, once per container) and
  /// taken with a `/` in front, so that the parts of a URL never run together.
  ///
  /// - Parameter call: The call that returned `part`, for the message.
  final func checkedDeepLinkPart(_ part: String?, _ call: @autoclosure () -> String) -> String? {
    guard let part, !part.isEmpty, part.utf8.first != UInt8(ascii: "/") else { return part }
    if !reportedDeepLinkPart {
      reportedDeepLinkPart = true
      LifecycleDiagnostic.report(
        .invalidDeepLinkPath,
        "\(debugName).\(call()) returned \"\(part)\", which does not start with \"/\", so the parts of a URL "
          + "would run together; taken as \"/\(part)\". Start each part with \"/\" (\"/\(part)\").")
    }
    return "/" + part
  }
}
