import StateContainer
import Testing

/// Names. Diagnostics, the recorder's transcript and observation events use a
/// component's name; without one, its type name, with a stable suffix where two components
/// of one type would read the same.
///
/// Pins <doc:ContextResponsesAndEvents#Names>.
@Suite("Names: a component's name, else its type name, with a stable suffix where two read the same")
@MainActor
struct ComponentNameTests {
  final class Screen: StateContainer<Int> {
    override func loadAppearanceState() -> Int { 0 }
  }

  final class Row: Component {}

  @Test("a name is used by diagnostics, by the recorder's transcript and by observation events")
  func nameIsUsedEverywhere() {
    let clock = SimulatedClock()
    let screen = Screen(clock: clock)
    let row = Row()
    screen.componentName = "Inbox"
    row.componentName = "first row"
    let recorder = LifecycleRecorder()
    recorder.attach(to: screen)
    var names: [String] = []
    let observation = screen.addLifecycleObserver { names.append($0.componentName) }
    screen.appearForTest()

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      row.beginAppearanceTransition(true, animated: false)
      row.endAppearanceTransition()
      screen.endAppearanceTransition()
    }

    #expect(
      diagnostics.map(\.message) == [
        "endAppearanceTransition() on Inbox while it is appeared; ignored. "
          + "Call it once after each beginAppearanceTransition(_:animated:)."
      ])
    #expect(
      recorder.transcript == [
        "@0ms Inbox.willAppear(animated: false)",
        "@0ms Inbox.willTransition(to: 0, animated: false)",
        "@0ms Inbox.didAppear(animated: false)",
        "@0ms Inbox.didTransition(from: nil, animated: false)",
      ])
    #expect(names == ["Inbox", "Inbox", "Inbox", "Inbox"])
    #expect(recorder.events.map(\.description) == recorder.transcript)
    observation.cancel()
  }

  /// A screen that lists the same components in every state.
  final class ListingScreen: StateContainer<Int> {
    let listed: [Component]
    init(_ listed: [Component]) {
      self.listed = listed
      super.init(clock: SimulatedClock())
    }
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { listed }
  }

  @Test("two unnamed components of one type in one message each get a suffix, the same in every message")
  func suffixesTellComponentsApart() throws {
    let row = Row()
    let owner = ListingScreen([row])
    owner.appearForTest()
    let other = ListingScreen([row])

    let (_, diagnostics) = LifecycleDiagnostic.capture {
      other.appearForTest()
      other.setNeedsStateTransition(to: 1, animated: false)
      other.endAppearanceTransition()
    }

    #expect(
      diagnostics.map(\.kind) == [
        .childOfAnotherContainer, .childOfAnotherContainer, .unbalancedAppearanceTransition,
      ])
    let pattern =
      /ListingScreen#(\d+)\.children\(for:\) item 0 \(Row\) already belongs to ListingScreen#(\d+); left out\./
    let onAppearance = try #require(diagnostics[0].message.wholeMatch(of: pattern))
    let onRequest = try #require(diagnostics[1].message.wholeMatch(of: pattern))
    #expect(onAppearance.1 != onAppearance.2)
    #expect(onAppearance.1 == onRequest.1 && onAppearance.2 == onRequest.2)
    // Alone in a message, a component reads without a suffix.
    #expect(
      diagnostics[2].message == "endAppearanceTransition() on ListingScreen while it is appeared; ignored. "
        + "Call it once after each beginAppearanceTransition(_:animated:).")
  }

  @Test(
    "the recorder numbers components that would read the same in the order they first appear, in every line")
  func recorderSuffixes() throws {
    let inner = ListingScreen([])
    let outer = ListingScreen([inner])
    let recorder = LifecycleRecorder()
    recorder.attach(to: outer)

    outer.appearForTest()

    // The numbers are the transcript's own, so it reads the same in every run, whatever
    // other components the process made before.
    let transcript = recorder.transcript
    let o = "ListingScreen#1"
    let i = "ListingScreen#2"
    #expect(
      transcript == [
        "@0ms \(o).willAppear(animated: false)",
        "@0ms \(o).willTransition(to: 0, animated: false)",
        "@0ms \(i).willMove(toParent: \(o))",
        "@0ms \(o).childWillAppear(\(i), animated: false)",
        "@0ms \(i).willAppear(animated: false)",
        "@0ms \(i).willTransition(to: 0, animated: false)",
        "@0ms \(o).didAppear(animated: false)",
        "@0ms \(i).didAppear(animated: false)",
        "@0ms \(i).didTransition(from: nil, animated: false)",
        "@0ms \(o).childDidAppear(\(i), animated: false)",
        "@0ms \(i).didMove(toParent: \(o))",
        "@0ms \(o).didTransition(from: nil, animated: false)",
      ])
  }
}
