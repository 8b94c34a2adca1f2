extension ComponentTree {
  /// Sends `response` up the tree, to the first component upstream that handles
  /// `Response` (<doc:ContextResponsesAndEvents#Responses>).
  ///
  /// - Parameter response: Any value.
  /// - Returns: The component that handled it, or `nil`, with a diagnostic.
  /// - Complexity: O(d), d the number of components upstream.
  @discardableResult
  public func send<Response>(_ response: Response) -> Component? {
    let sender: Component = component
    let key = ObjectIdentifier(Response.self)
    var asked: [Component] = []
    for candidate in sender.upstreamChain() {
      asked.append(candidate)
      if let handler = candidate.treeNode?.responseHandlers[key] {
        sender.emitResponse(Response.self, asked: asked, handler: candidate)
        handler(response, sender)
        return candidate
      }
    }
    sender.emitResponse(Response.self, asked: asked, handler: nil)
    let names = NameSerials.distinct([sender] + asked)
    let askedText = asked.isEmpty ? "no component upstream" : names.dropFirst().joined(separator: ", ")
    LifecycleDiagnostic.report(
      .unhandledResponse,
      "\(Response.self) sent by \(names[0]) was not handled (asked: \(askedText)); dropped.")
    return nil
  }

  /// Handles the responses of type `Response` that components downstream send, until the
  /// component is released; registering again replaces the handler
  /// (<doc:ContextResponsesAndEvents#Responses>).
  ///
  /// - Parameters:
  ///   - type: The response type to handle.
  ///   - handler: Called with the component, the response and its sender.
  public func handle<Response>(
    _ type: Response.Type, _ handler: @escaping @MainActor (Member, Response, _ sender: Component) -> Void
  ) {
    component.node.responseHandlers[ObjectIdentifier(type)] = { [unowned component] response, sender in
      handler(component, response as! Response, sender)
    }
  }

  /// Stops handling responses of type `Response`; they travel further up from here on.
  ///
  /// - Parameter type: The response type.
  public func stopHandling<Response>(_ type: Response.Type) {
    component.treeNode?.responseHandlers[ObjectIdentifier(type)] = nil
  }

  /// Whether the component handles responses of type `Response`.
  ///
  /// - Parameter type: The response type.
  public func handles<Response>(_ type: Response.Type) -> Bool {
    component.treeNode?.responseHandlers[ObjectIdentifier(type)] != nil
  }
}

extension Component {
  fileprivate func emitResponse<Response>(_ type: Response.Type, asked: [Component], handler: Component?) {
    guard ObserverRegistry.isObserving else { return }
    var event = LifecycleEvent(
      kind: .response, component: self, container: handler, time: timestampClock?.elapsedTime)
    event.responseType = String(describing: type)
    event.askedComponents = asked
    deliver(event)
  }
}
