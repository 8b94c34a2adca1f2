extension StateContainer {
  /// The step of a deep link in a container that reads states: a request for the state
  /// ``state(forDeepLink:)`` returns, and the children of that state read the rest.
  @inlinable final func plainDeepLinkStep(reading link: inout DeepLink, for navigation: DeepLinkNavigation)
    -> ContainerDeepLinkStep?
  {
    // Read in place: when it returns nil, the walk puts back what the reader read.
    guard let state = state(forDeepLink: &link) else { return nil }
    // Current and not to be entered again (a request for it is dropped as current): the
    // rest is read by the components shown now.
    let isShown = !machine.entersAgain(state)
    return PlainDeepLinkStep(
      container: self, requested: state, requestsIt: !machine.isTarget(state), keepsShown: !isShown,
      shown: isShown ? listedChildren() : children(for: state),
      printedPath: checkedDeepLinkPart(deepLinkPath(for: state), "deepLinkPath(for: \(state))"))
  }
}

extension StateContainer {
  /// `part`, as a URL joins it: a part that is not empty and does not start with `/` is
  /// reported (``LifecycleDiagnostic/Kind/invalidDeepLinkPath``, once per container) and
  /// taken with a `/` in front, so that the parts of a URL never run together.
  ///
  /// - Parameter call: The call that returned `part`, for the message.
  @usableFromInline final func checkedDeepLinkPart(_ part: String?, _ call: @autoclosure () -> String)
    -> String?
  {
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
