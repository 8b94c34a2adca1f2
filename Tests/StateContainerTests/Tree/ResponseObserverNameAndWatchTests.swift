import StateContainer
import Testing

private struct Ping {}

/// What a handler captured, to see when it is freed.
private final class Captured {}

/// What observers and diagnostics see of a response's way up and of names, and what an event
/// watch keeps alive.
///
/// Pins <doc:ContextResponsesAndEvents#Responses>.
@Suite(
  "The tree: observers see each component a response passes, names read apart, a watch's handler goes with its watcher"
)
@MainActor
struct ResponseObserverNameAndWatchTests {
  final class Screen: StateContainer<Int> {
    var listed: [Component]
    init(_ listed: [Component]) {
      self.listed = listed
      super.init(clock: SimulatedClock())
    }
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { state == 0 ? listed : [] }
  }

  final class Row: Component {}

  @Test("a response reaches the observers of every component it passes on its way up, named apart")
  func responseObservedOnTheWayUp() throws {
    let sender = Row()
    let middle = Screen([sender])
    let top = Screen([middle])
    top.appearForTest()
    top.tree.handle(Ping.self) { _, _, _ in }
    let recorder = LifecycleRecorder(names: [sender: "sender"])
    recorder.attach(to: middle)

    sender.tree.send(Ping())

    let line = try #require(recorder.transcript.first)
    let match = try #require(
      line.wholeMatch(
        of: /@0ms sender\.tree\.send\(Ping\) -> (Screen#\d+) \(asked: (Screen#\d+), (Screen#\d+)\)/))
    #expect(recorder.transcript.count == 1)
    #expect(match.1 == match.3)
    #expect(match.2 != match.3)
    #expect(
      recorder.events.first?.askedComponents.map(ObjectIdentifier.init)
        == [middle, top].map(ObjectIdentifier.init))
  }

  @Test("an event handler is released with its watcher, without any post, while its tree's bus lives on")
  func eventHandlerReleasedWithItsWatcher() {
    weak var captured: Captured?
    weak var released: Component?
    var top: Screen?
    do {
      let watcher = Row()
      released = watcher
      let payload = Captured()
      captured = payload
      top = Screen([watcher])
      top!.appearForTest()
      watcher.tree.watch(Ping.self) { _, _ in _ = payload }
    }
    top!.tree.post(Ping())
    top!.setNeedsStateTransition(to: 1, animated: false)
    top!.listed = []

    #expect(released == nil)
    #expect(captured == nil)
    #expect(top!.tree.eventBus === top!.tree.eventBus)
  }

  @Test("two components of different types with one name read apart in one message")
  func sameNameDifferentTypes() throws {
    let row = Row()
    let owner = Screen([row])
    owner.appearForTest()
    let other = Screen([row])
    other.componentName = "X"
    row.componentName = "X"

    let (_, diagnostics) = LifecycleDiagnostic.capture { other.appearForTest() }

    let message = try #require(diagnostics.first?.message)
    let match = try #require(
      message.wholeMatch(
        of: /X#(\d+)\.children\(for:\) item 0 \(X#(\d+)\) already belongs to Screen; left out\./))
    #expect(match.1 != match.2)
  }
}
