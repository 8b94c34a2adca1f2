extension Component {
  /// Sends `response` up the tree to whoever handles its type
  /// (<doc:ContextResponsesAndEvents#The-tree>).
  ///
  /// The response is offered to the component's ``upstreamComponent``, then to that one's upstream,
  /// up to the top of the tree. The first component that handles `Response` (see
  /// ``TreeMember/handleResponses(_:_:)``) consumes it, and the send returns that
  /// component. The sender itself is never offered its own response.
  ///
  /// Nobody handles it: a ``LifecycleDiagnostic/Kind/unhandledResponse`` diagnostic names
  /// the response's type, the sender and every component asked, and the send returns
  /// `nil`.
  ///
  /// Delivery is synchronous. Requests that a handler makes follow the lifecycle's rules
  /// for requests made while hooks run. A handler may remove the sender: the sender stays
  /// alive until this method returns. Observers of the sender and of the handler see a
  /// ``LifecycleEvent/Kind/response`` event with the type, the components asked and the
  /// handler.
  ///
  /// ```swift
  /// struct NoteSaved { var id: Int }
  ///
  /// // In the editor, when the user taps Save:
  /// sendResponse(NoteSaved(id: note.id))
  /// ```
  ///
  /// - Parameter response: Any value.
  /// - Returns: The component that handled it, or `nil`.
  /// - Complexity: O(d), d the number of components upstream.
  @discardableResult
  public func sendResponse<Response>(_ response: Response) -> Component? {
    let sender = self  // kept alive until the send returns
    let key = ObjectIdentifier(Response.self)
    var asked: [Component] = []
    for candidate in sender.upstreamChain() {
      asked.append(candidate)
      if let handler = candidate.responseHandlers[key] {
        emitResponse(Response.self, asked: asked, handler: candidate)
        handler(response, sender)
        return candidate
      }
    }
    emitResponse(Response.self, asked: asked, handler: nil)
    let names = NameSerials.distinct([sender] + asked)
    let askedText = asked.isEmpty ? "no component upstream" : names.dropFirst().joined(separator: ", ")
    LifecycleDiagnostic.report(
      .unhandledResponse,
      "\(Response.self) sent by \(names[0]) was not handled (asked: \(askedText)); dropped.")
    return nil
  }

  /// Stops handling responses of type `Response`; they travel further up from here on.
  ///
  /// - Parameter type: The response type.
  public func stopHandlingResponses<Response>(_ type: Response.Type) {
    responseHandlers[ObjectIdentifier(type)] = nil
  }

  /// Whether the component handles responses of type `Response`.
  ///
  /// - Parameter type: The response type.
  public func handlesResponses<Response>(_ type: Response.Type) -> Bool {
    responseHandlers[ObjectIdentifier(type)] != nil
  }

  private func emitResponse<Response>(_ type: Response.Type, asked: [Component], handler: Component?) {
    guard ObserverRegistry.isObserving else { return }
    var event = LifecycleEvent(
      kind: .response, component: self, container: handler, time: timestampClock?.elapsedTime)
    event.responseType = String(describing: type)
    event.askedComponents = asked
    deliver(event)
  }
}

extension TreeMember {
  /// Handles the responses of type `Response` that components downstream send: the first
  /// handler upstream of a sender consumes the response.
  ///
  /// The handler is stored in the component and released with it; it receives the
  /// component itself as its first argument, so it need not capture it. Registering again
  /// for the same type replaces the handler.
  ///
  /// ```swift
  /// list.handleResponses(NoteSaved.self) { list, saved, sender in
  ///   list.reload(saved.id)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The response type to handle.
  ///   - handler: Called with this component, the response and its sender.
  public func handleResponses<Response>(
    _ type: Response.Type, _ handler: @escaping @MainActor (Self, Response, _ sender: Component) -> Void
  ) {
    responseHandlers[ObjectIdentifier(type)] = { [unowned self] response, sender in
      handler(self, response as! Response, sender)
    }
  }
}
