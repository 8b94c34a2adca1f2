import StateContainer
import Testing

/// A sheet a container presents by value.
enum ShareSheet: Codable, Equatable, Sendable {
  case share(note: Int)
  case export
}

/// A value type no container in these tests registers.
struct UnregisteredSheet: Codable, Equatable, Sendable {
  var id = 1
}

/// A recording sheet that saves its draft under `"draft"` and records when it reads it back.
final class RecordingSheet: RecordingComponent {
  var draft: String?

  override func encodeRestorableState(with coder: RestorationCoder) {
    if let draft { coder.encode(draft, forKey: "draft") }
  }

  override func decodeRestorableState(with coder: RestorationCoder) {
    draft = coder.decode(String.self, forKey: "draft")
    log.record("\(name).decodeRestorableState(draft: \(draft ?? "nil"), \(appearance))")
  }
}

extension StateContainer {
  /// Registers ``ShareSheet``: a ``RecordingSheet`` named after the value, recorded when made;
  /// links read `/share` (over the note whose id the segment before names) and `/export`.
  func registerShareSheet(log: RecordingLog) {
    registerPresentation(
      ShareSheet.self,
      readingDeepLink: { link in
        guard link.read("share") else { return link.read("export") ? .export : nil }
        let read = link.path.segments[..<(link.remainingSegments.startIndex - 1)]
        return .share(note: read.last.flatMap { Int($0) } ?? 0)
      },
      deepLinkPath: { sheet in
        if case .share = sheet { return "/share" }
        return "/export"
      },
      makeComponent: { sheet in
        let name =
          switch sheet {
          case .share(let note): "share\(note)"
          case .export: "export"
          }
        log.record("make \(name)")
        let component = RecordingSheet(name, log: log)
        component.componentName = name
        return component
      })
  }
}

/// A presentation described by a registered value: its component made by the factory,
/// presented or queued as a component is, with the same lifecycle and outcomes.
///
/// Pins <doc:NavigatingBetweenScreens#Presenting-by-value>.
@Suite("Presentation by value: the factory makes the component, presented or queued as a component is")
@MainActor
struct PresentationByValueTests {
  @MainActor struct Screen {
    let clock = SimulatedClock()
    let log: RecordingLog
    let x: RecordingComponent
    let container: RecordingContainer<SpecState>

    init() {
      log = RecordingLog(stampingWith: clock)
      x = RecordingComponent("x", log: log)
      x.componentName = "x"
      container = RecordingContainer.appeared(log: log, clock: clock, table: [.a: [x]])
      container.componentName = "C"
      container.registerShareSheet(log: log)
      _ = log.take()
    }
  }

  @Test("present(value): the factory makes the component, then the lifecycle of a presented component")
  func presentingByValue() {
    let screen = Screen()

    let request = screen.container.present(ShareSheet.share(note: 5), animated: false)

    #expect(
      screen.log.take() == [
        "@0ms make share5",
        "@0ms share5.willMove(toParent: C)",
        "@0ms C.childWillAppear(share5, animated: false)",
        "@0ms share5.willAppear(animated: false)",
        "@0ms share5.didAppear(animated: false)",
        "@0ms C.childDidAppear(share5, animated: false)",
        "@0ms share5.didMove(toParent: C)",
      ])
    #expect(recordingNames(screen.container.children) == ["x", "share5"])
    let presented = screen.container.presentedComponent
    #expect(
      presented.map { screen.container.presentationValue(of: $0, as: ShareSheet.self) } == .share(note: 5))
    #expect(request.reportedOutcome == .completed)
  }

  @Test("a second value waits in the queue; a dismissal shows it and forgets the first one's value")
  func queuedByValue() {
    let screen = Screen()
    screen.container.present(ShareSheet.share(note: 5), animated: false)
    let first = screen.container.presentedComponent!

    let queued = screen.container.present(ShareSheet.export, animated: false)
    #expect(recordingNames(screen.container.queuedPresentations) == ["export"])
    #expect(queued.reportedOutcome == nil)
    let dismissed = screen.container.dismissPresentation(animated: false)

    #expect(
      screen.log.entries == [
        "@0ms make share5",
        "@0ms share5.willMove(toParent: C)",
        "@0ms C.childWillAppear(share5, animated: false)",
        "@0ms share5.willAppear(animated: false)",
        "@0ms share5.didAppear(animated: false)",
        "@0ms C.childDidAppear(share5, animated: false)",
        "@0ms share5.didMove(toParent: C)",
        "@0ms make export",
        "@0ms share5.willMove(toParent: nil)",
        "@0ms C.childWillDisappear(share5, animated: false)",
        "@0ms share5.willDisappear(animated: false)",
        "@0ms export.willMove(toParent: C)",
        "@0ms C.childWillAppear(export, animated: false)",
        "@0ms export.willAppear(animated: false)",
        "@0ms share5.didDisappear(animated: false)",
        "@0ms C.childDidDisappear(share5, animated: false)",
        "@0ms share5.didMove(toParent: nil)",
        "@0ms export.didAppear(animated: false)",
        "@0ms C.childDidAppear(export, animated: false)",
        "@0ms export.didMove(toParent: C)",
      ])
    #expect(queued.reportedOutcome == .completed && dismissed.reportedOutcome == .completed)
    #expect(screen.container.presentationValue(of: first, as: ShareSheet.self) == nil)
    #expect(
      screen.container.presentationValue(of: screen.container.presentedComponent!, as: ShareSheet.self)
        == .export)
  }

  @Test("present(value) of a type no factory is registered for: a diagnostic, invalid, nothing changes")
  func unregisteredTypeIsMisuse() {
    let screen = Screen()
    screen.container.present(ShareSheet.export, animated: false)
    _ = screen.log.take()

    let (request, diagnostics) = LifecycleDiagnostic.capture {
      screen.container.present(UnregisteredSheet(), animated: false)
    }

    #expect(screen.log.take() == [])
    #expect(
      diagnostics.map(\.description) == [
        "StateContainer: C.present(UnregisteredSheet(id: 1)): no presentation of UnregisteredSheet is registered "
          + "on C; ignored. Register it first with registerPresentation(UnregisteredSheet.self) { … }."
      ])
    #expect(diagnostics.map(\.kind) == [.invalidPresentation])
    #expect(request.reportedOutcome == .invalid)
    #expect(recordingNames(screen.container.children) == ["x", "export"])
    #expect(screen.container.queuedPresentations.isEmpty)
  }
}
