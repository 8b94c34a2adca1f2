import Foundation
import StateContainer

/// The tree's event bus against Foundation's `NotificationCenter`, the bus an app would
/// otherwise use: one event posted to 1,000 watchers, each of which counts it.
@MainActor
enum EventSuite {
  /// The number of watchers of the posted event.
  static let watcherCount = 1_000

  /// The event posted on the tree's bus.
  struct Ping {}

  /// The notification posted on `NotificationCenter`.
  nonisolated static let pingName = Notification.Name("StateContainerBenchmarks.Ping")

  /// Measures posting one event to ``watcherCount`` watchers and returns its figure.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let ours = OursFixture(watchers: watcherCount)
    let foundation = FoundationFixture(observers: watcherCount)
    ours.post()
    foundation.post()
    check(ours.delivered == watcherCount, "the bus delivered \(ours.delivered) of \(watcherCount) events")
    check(
      foundation.counter.value == watcherCount,
      "NotificationCenter delivered \(foundation.counter.value) of \(watcherCount) notifications")

    let bus = BenchmarkCase.batched(
      "one event to 1,000 watchers: StateContainer's EventBus",
      unit: "ns/post",
      target: configuration.batchTarget
    ) { ours.post() }
    let center = BenchmarkCase.batched(
      "one event to 1,000 watchers: Foundation's NotificationCenter",
      unit: "ns/post",
      target: configuration.batchTarget
    ) { foundation.post() }
    let results = await runner.measure([center, bus], repetitions: configuration.microRepetitions)
    withExtendedLifetime((ours, foundation)) {}
    return [
      Figure(
        name: "notificationcenter_vs_ours_event_1k",
        value: results[0].median / results[1].median,
        direction: .atLeast,
        goal: 5,
        formula: "NotificationCenter ns/post ÷ EventBus ns/post, one event to 1,000 watchers (medians)"
      )
    ]
  }

  /// A bus that 1,000 components watch, as the screens of one tree would.
  @MainActor final class OursFixture {
    let bus = EventBus()
    let watchers: [Component]
    let counter = Counter()
    var delivered: Int { counter.value }

    init(watchers count: Int) {
      watchers = (0..<count).map { _ in Component() }
      for watcher in watchers {
        watcher.tree.context[EventBusKey.self] = bus
        watcher.tree.watch(Ping.self) { [counter] _, _ in counter.value &+= 1 }
      }
    }

    func post() { bus.post(Ping()) }
  }

  /// A private `NotificationCenter` with 1,000 block observers on the posting queue.
  final class FoundationFixture {
    let center = NotificationCenter()
    let counter = AtomicCounter()
    var tokens: [any NSObjectProtocol] = []

    init(observers count: Int) {
      for _ in 0..<count {
        tokens.append(
          center.addObserver(forName: EventSuite.pingName, object: nil, queue: nil) { [counter] _ in
            counter.increment()
          })
      }
    }

    func post() { center.post(name: EventSuite.pingName, object: nil) }
  }

  /// A counter that `NotificationCenter`'s `@Sendable` blocks can share; only the main
  /// thread touches it, so a plain increment stands for what an app's handler does.
  final class AtomicCounter: @unchecked Sendable {
    var value = 0
    func increment() { value &+= 1 }
  }
}
