/// Where the outcome of one request goes: its completion, or the deep link it is part of,
/// called exactly once.
///
/// If the request is thrown away unreported, because its container was released first,
/// the report's deinitializer delivers ``TransitionOutcome/dropped`` when it is freed: in
/// the call that releases the container, on the main actor (an outcome is reported when it
/// is decided), so nothing that awaits a request ever hangs.
///
/// Not final: a plain container's ``PlainDeepLinkStep`` is its own report, one allocation.
@MainActor @usableFromInline class OutcomeReport {
  // Read by the nonisolated deinit, which has the only reference then.
  @exclusivity(unchecked) nonisolated(unsafe) private final var completion:
    (@MainActor (TransitionOutcome) -> Void)?
  /// The link whose container this report is for: held here, not in a closure.
  @exclusivity(unchecked) nonisolated(unsafe) final var link: TransitionRequest?

  @usableFromInline init(_ completion: @escaping @MainActor (TransitionOutcome) -> Void) {
    self.completion = completion
  }

  init(link: TransitionRequest?) {
    self.link = link
  }

  /// Delivers `outcome`, unless an outcome was delivered already.
  @usableFromInline final func deliver(_ outcome: TransitionOutcome) {
    if let link {
      self.link = nil
      link.containerReported(outcome)
      return
    }
    guard let completion else { return }
    self.completion = nil
    completion(outcome)
  }

  // Not isolated: a delivered report (nearly all) is freed without the executor check an
  // isolated deinit makes (~500 instructions); one still waiting hands its delivery to an
  // object whose isolated deinit makes it on the main actor.
  deinit {
    guard completion != nil || link != nil else { return }
    _ = DroppedOutcome(completion: completion, link: link)
  }
}

/// The ``TransitionOutcome/dropped`` of a report freed unreported, delivered by its isolated
/// deinit: in the releasing call on the main actor, else as soon as the main actor runs.
@MainActor private final class DroppedOutcome {
  let completion: (@MainActor (TransitionOutcome) -> Void)?
  let link: TransitionRequest?

  nonisolated init(completion: (@MainActor (TransitionOutcome) -> Void)?, link: TransitionRequest?) {
    self.completion = completion
    self.link = link
  }

  isolated deinit {
    completion?(.dropped)
    link?.containerReported(.dropped)
  }
}
