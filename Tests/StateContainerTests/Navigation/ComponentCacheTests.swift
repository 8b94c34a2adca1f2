import StateContainer
import Testing

/// The component cache.
///
/// Pins <doc:NavigatingBetweenScreens#The-component-cache>.
@Suite("The component cache: one instance per key, released when nobody shows it")
@MainActor
struct ComponentCacheTests {
  @Test("the factory runs once per key; the same instance comes back after")
  func makesOncePerKey() {
    let cache = ComponentCache<String>()
    var made: [String] = []

    let first = cache.component(for: "inbox") {
      made.append("inbox")
      return Component()
    }
    let again = cache.component(for: "inbox") {
      made.append("inbox again")
      return Component()
    }
    let other = cache.component(for: "archive") {
      made.append("archive")
      return Component()
    }

    #expect(first === again)
    #expect(first !== other)
    #expect(made == ["inbox", "archive"])
    #expect(cache.count == 2)
    #expect(Set(cache.keys) == ["inbox", "archive"])
    #expect(cache["inbox"] === first && cache["drafts"] == nil)
  }

  @Test("it serves children(for:): a state that comes back shows the same component, made once")
  func servesChildrenForState() {
    let clock = SimulatedClock()
    let log = RecordingLog(stampingWith: clock)
    let cache = ComponentCache<SpecState>()
    let container = RecordingContainer<SpecState>("C", log: log, clock: clock, appearanceState: .a) { state in
      [cache.component(for: state) { RecordingComponent("\(state)-screen", log: log) }]
    }
    container.appearForTest()
    let shownInA = container.children.first

    container.setNeedsStateTransition(to: .b, animated: false)
    container.setNeedsStateTransition(to: .a, animated: false)

    #expect(container.children.first === shownInA)
    #expect(cache.count == 2)
  }

  @Test("removeComponent(for:) releases one key's component once it is popped; in use, it stays cached")
  func removeComponentReleasesOneKey() {
    let clock = SimulatedClock()
    let cache = ComponentCache<Int>()
    var made: [Int] = []
    let stack = NavigationContainer<Int>(root: 0, clock: clock) { id in
      cache.component(for: id) {
        made.append(id)
        return Component()
      }
    }
    stack.beginAppearanceTransition(true, animated: false)
    stack.endAppearanceTransition()
    stack.push(7, animated: false)
    weak let seven = cache[7]

    #expect(!cache.removeComponent(for: 7))  // on screen: stays cached
    #expect(!cache.removeComponent(for: 8))  // nothing cached
    #expect(cache[7] === seven && seven != nil)

    stack.pop(animated: false)
    #expect(cache.removeComponent(for: 7))
    #expect(seven == nil)
    #expect(cache[0] != nil && cache.count == 1)  // the root stays
    stack.push(7, animated: false)
    #expect(made == [0, 7, 7])
  }

  @Test("clear releases what is neither attached nor presented nor queued; the others stay cached")
  func clearKeepsWhatIsInUse() {
    let clock = SimulatedClock()
    let container = RecordingContainer<SpecState>(
      "C", log: RecordingLog(), clock: clock, appearanceState: .a)
    let cache = ComponentCache<Int>()
    weak var free: Component?
    weak var attached: Component?
    do {
      free = cache.component(for: 0) { Component() }
      attached = cache.component(for: 1) { Component() }
      let presented = cache.component(for: 2) { Component() }
      let queued = cache.component(for: 3) { Component() }
      let shown = attached!
      container.childrenForState = { _ in [shown] }
      container.appearForTest()
      container.present(presented, animated: false)
      container.present(queued, animated: false)
    }

    cache.clear()

    #expect(free == nil)
    #expect(attached != nil)
    #expect(Set(cache.keys) == [1, 2, 3])

    container.replacePresentation(with: Component(), animated: false)
    container.childrenForState = { _ in [] }
    container.setNeedsStateTransition(to: .b, animated: false)
    cache.clear()

    #expect(cache.count == 0)
    #expect(attached == nil)
  }

  @Test("a cleared key is made anew on its next use")
  func madeAnewAfterClear() {
    let cache = ComponentCache<Int>()
    var count = 0
    let first = cache.component(for: 1) {
      count += 1
      return Component()
    }
    cache.clear()

    let second = cache.component(for: 1) {
      count += 1
      return Component()
    }

    #expect(count == 2)
    #expect(second !== first)
  }
}
