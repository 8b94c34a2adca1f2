import StateContainer
import Testing

/// Sequences of the random suite that pin how the clock a container kept reaches the
/// containers below it, replayed whole: every hook, observed event (with its time),
/// diagnostic and state compared with the model at every step.
///
/// Pins <doc:ContextResponsesAndEvents#The-clock-comes-from-upstream>.
@Suite("The containers below one that kept its clock stamp their events with it")
@MainActor
struct KeptClockSequenceTests {
  /// `#1` read the test's clock while under the root, then left the root's tree and kept it;
  /// `#2` joined `#1` and never read a clock through a tree that provides one. `#9`, under
  /// `#2`, sends a response that `#1` handles: the event carries the test's time (0 ms), not
  /// the real-time clock's. Seed 0xe7a893267e245939, shrunk.
  @Test func responseBelowADetachedContainerCarriesItsKeptClocksTime() async {
    let sequence = FuzzSequence(
      world: FuzzWorld(
        nodes: [
          .init(isContainer: true, isTransitioning: false, timing: .init(0, 0, 0, 350)),
          .init(isContainer: true, isTransitioning: true, timing: .init(100, 0, 200, 0)),
          .init(isContainer: true, isTransitioning: true, timing: .init(50, 200, 10, 350)),
          .init(isContainer: false, isTransitioning: true, timing: .init(50, 200, 10, 0)),
          .init(isContainer: false, isTransitioning: true, timing: .init(0, 50, 0, 0)),
          .init(isContainer: false, isTransitioning: false, timing: .init(200, -350, 500, 0)),
          .init(isContainer: false, isTransitioning: true, timing: .init(0, 10, 10, 0)),
          .init(isContainer: false, isTransitioning: false, timing: .init(0, 0, 200, 350)),
          .init(isContainer: false, isTransitioning: false, timing: .init(350, 0, 500, 10)),
          .init(isContainer: false, isTransitioning: false, timing: .init(100, 10, 100, 100)),
        ],
        containers: [
          .init(
            lists: [[1, 3, 4, 5], [4], [4, 3]], appearanceState: 1, defaultDuration: 350, pool: [1, 3, 4, 5],
            reloadsOnAppearance: false),
          .init(
            lists: [[7, 8], [2, 7]], appearanceState: 0, defaultDuration: 350, pool: [2, 6, 7, 8],
            reloadsOnAppearance: true),
          .init(
            lists: [[], [9, 4], []], appearanceState: 2, defaultDuration: 200, pool: [9],
            reloadsOnAppearance: true),
          nil, nil, nil, nil, nil, nil, nil,
        ]),
      operations: [
        .perform(.handleResponses(component: 1, type: 0)),
        .perform(.request(container: 0, state: 0, animated: false)),
        .perform(.request(container: 1, state: 1, animated: true, evenIfCurrent: true)),
        .perform(.request(container: 0, state: 1, animated: true)),
        .perform(.request(container: 2, state: 1, animated: false, reportsOutcome: true)),
        .arm(component: 4, hook: .didDisappear, action: .sendResponse(component: 9, type: 0)),
        .perform(.beginAppearance(isAppearing: true, animated: false)),
        .perform(.endAppearance),
        .perform(.beginAppearance(isAppearing: false, animated: false)),
        .perform(.endAppearance),
      ])
    let failure = await FuzzRunner.run(sequence)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    #expect(FuzzRunner.lastKnownGap == nil)
  }

  /// The root's appearance state leaves `#1` out: `#1` leaves the tree as the root appears,
  /// keeping the clock it read there. `#2` joined `#1` earlier but never read a clock (its
  /// moves are stamped by `#1`). `#9`, under `#2`, sends a response from a hook of `#1`'s
  /// next transition: the event carries the test's time. Seed 0x8b9fc17e42497d2f, shrunk.
  @Test func responseBelowAContainerLeftOutByTheAppearanceStateCarriesItsKeptClocksTime() async {
    let sequence = FuzzSequence(
      world: FuzzWorld(
        nodes: [
          .init(isContainer: true, isTransitioning: false, timing: .init(10, 50, 50, 50)),
          .init(isContainer: true, isTransitioning: true, timing: .init(100, 0, 10, 10)),
          .init(isContainer: true, isTransitioning: false, timing: .init(10, 350, 10, 350)),
          .init(isContainer: false, isTransitioning: true, timing: .init(100, 350, 350, 500)),
          .init(isContainer: false, isTransitioning: true, timing: .init(0, 350, 0, 50)),
          .init(isContainer: false, isTransitioning: true, timing: .init(0, 100, 50, 350)),
          .init(isContainer: false, isTransitioning: false, timing: .init(350, 200, 350, 0)),
          .init(isContainer: false, isTransitioning: true, timing: .init(10, 0, 200, 200)),
          .init(isContainer: false, isTransitioning: true, timing: .init(0, 0, 50, 500)),
          .init(isContainer: false, isTransitioning: false, timing: .init(500, 10, 10, 0)),
          .init(isContainer: false, isTransitioning: false, timing: .init(0, 0, 50, 500)),
        ],
        containers: [
          .init(
            lists: [[3], [1]], appearanceState: 1, defaultDuration: 0, pool: [1, 3, 4],
            reloadsOnAppearance: true),
          .init(
            lists: [[5, 2, 7], [1, 7]], appearanceState: 1, defaultDuration: 0, pool: [2, 5, 6, 7, 8],
            reloadsOnAppearance: true),
          .init(
            lists: [[3, 10], [], [9, 10]], appearanceState: 0, defaultDuration: 350, pool: [9, 10],
            reloadsOnAppearance: true),
          nil, nil, nil, nil, nil, nil, nil, nil,
        ]),
      operations: [
        .setAppearanceState(container: 0, state: 0),
        .perform(.request(container: 0, state: 1, animated: false, reportsOutcome: true)),
        .perform(.request(container: 2, state: 2, animated: true, evenIfCurrent: true)),
        .perform(.request(container: 1, state: 0, animated: true, reportsOutcome: true)),
        .setChildren(container: 1, state: 1, children: [8, 6, 2]),
        .perform(.beginAppearance(isAppearing: true, animated: false)),
        .perform(.handleResponses(component: 1, type: 1)),
        .arm(component: 8, hook: .didMove, action: .sendResponse(component: 9, type: 1)),
        .perform(.request(container: 1, state: 1, animated: true, reportsOutcome: true)),
      ])
    let failure = await FuzzRunner.run(sequence)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    #expect(FuzzRunner.lastKnownGap == nil)
  }
}
