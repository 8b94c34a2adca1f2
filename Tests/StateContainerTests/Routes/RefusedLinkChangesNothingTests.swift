import StateContainer
import Testing

/// A refused link changes nothing, anywhere: when a stack's factory returns, for a push of
/// the link, a component that is already in the tree (or one it returned for an earlier
/// push of the same link), the link reports `.invalid` with a
/// ``LifecycleDiagnostic/Kind/navigationEntryInUse`` diagnostic, and no container of the
/// link moves, the tab container above the stack included, on screen or not yet.
///
/// Pins <doc:RoutesAndDeepLinks#How-a-link-is-read>.
@Suite("A refused link changes nothing, anywhere")
@MainActor
struct RefusedLinkChangesNothingTests {
  /// The app of the app random suite (``AppTabs`` over ``AppStack``s): tabs `0`, `1` and `2`
  /// (read from `/t<n>`, on tab 0 when it appears), each showing its stack of items (read from
  /// `/items/<id>`, repeated); every stack's factory takes its entries from one app-wide
  /// cache keyed by the item, so an item is one component in the whole app. Named `T` and
  /// `S0`…`S2`; the items are named `item <id>`.
  @MainActor final class App {
    let clock = SimulatedClock()
    let tabs: AppTabs
    /// Every call of a stack's factory for an item, and every item the cache made:
    /// `"S1 factory(5)"`, `"make(item 5)"`.
    let factoryLog = FactoryCalls()
    let cache = ComponentCache<Int>()
    let recorder = LifecycleRecorder()

    init() {
      let stacks = (0..<3).map { [factoryLog, cache] tab in
        let stack = AppStack(root: .list) { screen in
          guard case .item(let id) = screen else {
            let list = Component()
            list.componentName = "list \(tab)"
            return list
          }
          factoryLog.calls.append("S\(tab) factory(\(id))")
          return cache.component(for: id) {
            factoryLog.calls.append("make(item \(id))")
            let item = Component()
            item.componentName = "item \(id)"
            return item
          }
        }
        stack.componentName = "S\(tab)"
        return stack
      }
      tabs = AppTabs(stacks: stacks, clock: clock)
      tabs.componentName = "T"
      recorder.attach(to: tabs)
    }

    /// Puts the app on screen, without animation.
    func appear() {
      tabs.beginAppearanceTransition(true, animated: false)
      tabs.endAppearanceTransition()
    }

    /// The tab container's state (`-` before it has one) and each stack's items.
    var states: String {
      let tab = tabs.hasDeterminedState ? "\(tabs.currentState)" : "-"
      return ([tab] + tabs.stacks.map { "\($0.ids)" }).joined(separator: "; ")
    }
  }

  /// The factory's calls, in order.
  @MainActor final class FactoryCalls {
    var calls: [String] = []

    func take() -> [String] {
      defer { calls = [] }
      return calls
    }
  }

  /// An app on screen on tab 0, whose stack `S0` shows item 5 (pushed by a link, settled).
  static func liveAppShowingItem5() -> App {
    let app = App()
    app.appear()
    let push = app.tabs.tree.navigate(toURL: "/t0/items/5", animated: false)
    app.clock.run()
    #expect((try? push.get())?.transition?.reported == "completed")
    #expect(app.states == "0; [5]; []; []")
    return app
  }

  /// What a link refused on the live app of ``liveAppShowingItem5()`` did: the link's
  /// outcome and diagnostics, then, once the clock has run, the factory's calls, the
  /// states and the lines the recorder added.
  static func refusedOnLiveApp(_ url: String, animated: Bool) -> (
    outcome: String, diagnostics: [String], factory: [String], states: String, transcript: [String],
    currentURL: String?
  ) {
    let app = liveAppShowingItem5()
    let before = app.recorder.transcript
    _ = app.factoryLog.take()
    let (result, diagnostics) = LifecycleDiagnostic.capture {
      app.tabs.tree.navigate(toURL: url, animated: animated)
    }
    let outcome = (try? result.get().transition)?.reported ?? "no match"
    #expect(diagnostics.map(\.kind) == [.navigationEntryInUse])
    app.clock.run()
    return (
      outcome, diagnostics.map(\.message), app.factoryLog.take(), app.states,
      Array(app.recorder.transcript.dropFirst(before.count)), app.tabs.tree.currentURL
    )
  }

  @Test(
    "live: a link whose stack would take an item already in the tree is invalid; the tabs stay",
    arguments: [false, true])
  func liveLinkTakingAnItemInTheTree(animated: Bool) {
    let refused = Self.refusedOnLiveApp("/t1/items/5", animated: animated)
    #expect(refused.outcome == "invalid")
    #expect(
      refused.diagnostics == [
        "tree.navigate(toURL: \"/t1/items/5\") on S1: the factory returned item 5, which is already the entry of the "
          + "node item 5 of S0; a component is in one place at a time, so no node is made and nothing "
          + "changes. Make a new component per node, or key the cache by node."
      ])
    // The factory ran once for the push (the cache had the item), and nothing moved.
    expectWholeLog(refused.factory, ["S1 factory(5)"])
    #expect(refused.states == "0; [5]; []; []")
    expectWholeLog(refused.transcript, [])
    #expect(refused.currentURL == "/t0/items/5")
  }

  @Test(
    "live: a link that takes the same cached item twice is invalid, and the tabs stay where they are",
    arguments: [false, true])
  func liveLinkTakingAnItemTwice(animated: Bool) {
    let refused = Self.refusedOnLiveApp("/t1/items/4/items/4", animated: animated)
    #expect(refused.outcome == "invalid")
    #expect(
      refused.diagnostics == [
        "tree.navigate(toURL: \"/t1/items/4/items/4\") on S1: the factory returned item 4 for both item 4 and item 4; a "
          + "component is in one place at a time, so no node is made and nothing changes. Make a new component "
          + "per node, or key the cache by node."
      ])
    expectWholeLog(refused.factory, ["S1 factory(4)", "make(item 4)", "S1 factory(4)"])
    #expect(refused.states == "0; [5]; []; []")
    expectWholeLog(refused.transcript, [])
    #expect(refused.currentURL == "/t0/items/5")
  }

  @Test(
    "cold: a refused link leaves no deep-linked tab behind; the app appears on its own appearance state",
    arguments: [false, true])
  func coldLinkTakingAnItemTwice(animated: Bool) throws {
    let app = App()

    let (result, diagnostics) = LifecycleDiagnostic.capture {
      app.tabs.tree.navigate(toURL: "/t2/items/4/items/4", animated: animated)
    }
    let link = try #require(try? result.get().transition)
    #expect(link.reported == "invalid")
    #expect(diagnostics.map(\.kind) == [.navigationEntryInUse])
    expectWholeLog(app.factoryLog.take(), ["S2 factory(4)", "make(item 4)", "S2 factory(4)"])
    #expect(app.states == "-; []; []; []")

    app.tabs.beginAppearanceTransition(true, animated: true)
    app.tabs.endAppearanceTransition()
    app.clock.run()

    // Tab 0, as `loadAppearanceState()` says, not the tab of the refused link.
    #expect(app.states == "0; []; []; []")
    expectWholeLog(app.factoryLog.take(), [])
    expectWholeLog(
      app.recorder.transcript,
      [
        "@0ms T.willAppear(animated: true)",
        "@0ms T.willTransition(to: 0, animated: true)",
        "@0ms S0.willMove(toParent: T)",
        "@0ms T.childWillAppear(S0, animated: true)",
        "@0ms S0.willAppear(animated: true)",
        "@0ms S0.willTransition(to: list, animated: true)",
        "@0ms list 0.willMove(toParent: S0)",
        "@0ms S0.childWillAppear(list 0, animated: true)",
        "@0ms list 0.willAppear(animated: true)",
        "@0ms T.didAppear(animated: true)",
        "@0ms S0.didAppear(animated: true)",
        "@0ms list 0.didAppear(animated: true)",
        "@0ms S0.childDidAppear(list 0, animated: true)",
        "@0ms list 0.didMove(toParent: S0)",
        "@0ms S0.didTransition(from: nil, animated: true)",
        "@0ms T.childDidAppear(S0, animated: true)",
        "@0ms S0.didMove(toParent: T)",
        "@0ms T.didTransition(from: nil, animated: true)",
      ])
  }

  @Test("held: proceeded, a link whose stack would take an item in the tree is invalid; nothing moves")
  func heldLinkTakingAnItemInTheTree() throws {
    let app = Self.liveAppShowingItem5()
    let before = app.recorder.transcript
    _ = app.factoryLog.take()
    app.tabs.decision = .hold

    let match = try #require(try? app.tabs.tree.navigate(toURL: "/t1/items/5", animated: true).get())
    let held = try #require(match.heldTransition)
    let link = try #require(match.transition)
    #expect(link.reported == "waiting")
    // Held, the link has made nothing yet.
    expectWholeLog(app.factoryLog.take(), [])

    app.tabs.decision = nil
    let (_, diagnostics) = LifecycleDiagnostic.capture { held.proceed() }
    #expect(link.reported == "invalid")
    #expect(diagnostics.map(\.kind) == [.navigationEntryInUse])
    app.clock.run()

    expectWholeLog(app.factoryLog.take(), ["S1 factory(5)"])
    #expect(app.states == "0; [5]; []; []")
    #expect(app.tabs.tree.heldTransitions.isEmpty)
    expectWholeLog(Array(app.recorder.transcript.dropFirst(before.count)), [])
  }

  @Test("an invalid link leaves a change a guard held waiting: it is not superseded")
  func invalidLinkLeavesAHeldChangeWaiting() throws {
    let app = Self.liveAppShowingItem5()
    app.tabs.decision = .hold
    let heldMatch = try #require(try? app.tabs.tree.navigate(toURL: "/t2", animated: false).get())
    let held = try #require(heldMatch.heldTransition)
    let heldLink = try #require(heldMatch.transition)
    app.tabs.decision = nil
    let before = app.recorder.transcript
    _ = app.factoryLog.take()

    let (result, diagnostics) = LifecycleDiagnostic.capture {
      app.tabs.tree.navigate(toURL: "/t1/items/5", animated: false)
    }
    #expect((try? result.get().transition)?.reported == "invalid")
    #expect(diagnostics.map(\.kind) == [.navigationEntryInUse])
    #expect(heldLink.reported == "waiting")
    #expect(app.tabs.tree.heldTransitions.map(ObjectIdentifier.init) == [ObjectIdentifier(held)])
    expectWholeLog(Array(app.recorder.transcript.dropFirst(before.count)), [])

    // The held change still proceeds as if made now.
    held.proceed()
    app.clock.run()
    #expect(heldLink.reported == "completed")
    #expect(app.states == "2; [5]; []; []")
    expectWholeLog(app.factoryLog.take(), ["S1 factory(5)"])
  }
}
