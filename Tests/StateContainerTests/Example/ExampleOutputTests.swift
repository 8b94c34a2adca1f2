import Foundation
import Testing

/// Runs the built `StateContainerExample` and checks what it prints, the way
/// swift-argument-parser's example tests run their example commands.
///
/// The story's output is deterministic: time is simulated, so every line, time and chart
/// column is compared, whole.
@Suite struct ExampleOutputTests {
  @Test func theStoryIsTheExpectedTranscript() throws {
    let run = try ExecutableRun("StateContainerExample", arguments: [])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    expectSameLines(run.standardOutput, Self.expectedStory)
  }

  @Test func jsonPrintsOneEventALine() throws {
    let run = try ExecutableRun("StateContainerExample", arguments: ["--json"])
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    // Lifecycle events only: the list's own fade-in is not one, so it adds no line.
    #expect(lines.count == 50)
    #expect(lines.last == "")
    let first =
      #"{"timeMilliseconds":0,"kind":"willAppear","component":"screen","container":null,"#
      + #""fromState":null,"toState":null,"animated":false,"isAppearing":null}"#
    let last =
      #"{"timeMilliseconds":3850,"kind":"didTransition","component":"screen","container":"screen","#
      + #""fromState":"loading","toState":null,"animated":true,"isAppearing":null}"#
    #expect(lines.first.map(String.init) == first)
    #expect(String(lines[lines.count - 2]) == last)
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
  }

  @Test func helpSaysWhatTheFlagsDo() throws {
    let run = try ExecutableRun("StateContainerExample", arguments: ["--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("USAGE: StateContainerExample [--real-time] [--json] [--help]"))
    #expect(run.standardOutput.contains("--real-time"))
    #expect(run.standardOutput.contains("--json"))
    #expect(run.standardOutput.contains("Only lifecycle events: the list's own fade is not one."))
  }

  @Test(arguments: [["--bogus"], ["extra"], ["--json", "-x"]])
  func aBadCommandLineGetsUsageOnStandardErrorAndExitCodeTwo(arguments: [String]) throws {
    let run = try ExecutableRun("StateContainerExample", arguments: arguments)
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError.contains("USAGE: StateContainerExample"))
  }

  /// Real time gives the same events in the same order; only the times differ.
  @Test func realTimeTellsTheSameStory() throws {
    func withoutTimes(_ output: String) -> [Substring] {
      output.split(separator: "\n").map { $0.drop { $0 != "," } }
    }
    let simulated = try ExecutableRun("StateContainerExample", arguments: ["--json"])
    let real = try ExecutableRun("StateContainerExample", arguments: ["--json", "--real-time"])
    #expect(real.status == 0)
    #expect(withoutTimes(real.standardOutput) == withoutTimes(simulated.standardOutput))
  }

  static let expectedStory = """
    StateContainerExample: the comments screen of StateViewController's example, headless.
    Time is simulated (SimulatedClock): the run is instant and every time below is exact.
    Each line is a hook about to be called, as an observer saw it; ▶ lines tell the story.

     0.000 s  ▶ The screen appears, not animated. loadAppearanceState() says .loading:
                the list, still empty, with the spinner over it.
     0.000 s    screen.willAppear(animated: false)
     0.000 s    screen.willTransition(to: loading, animated: false)
     0.000 s      list.willMove(toParent: screen)
     0.000 s      spinner.willMove(toParent: screen)
     0.000 s    screen.childWillAppear(list, animated: false)
     0.000 s      list.willAppear(animated: false)
     0.000 s    screen.childWillAppear(spinner, animated: false)
     0.000 s      spinner.willAppear(animated: false)
     0.000 s    screen.didAppear(animated: false)
     0.000 s      list.didAppear(animated: false)
     0.000 s    screen.childDidAppear(list, animated: false)
     0.000 s      list.didMove(toParent: screen)
     0.000 s      spinner.didAppear(animated: false)
     0.000 s    screen.childDidAppear(spinner, animated: false)
     0.000 s      spinner.didMove(toParent: screen)
     0.000 s    screen.didTransition(from: nil, animated: false)

               ┌─ Comments ───────────────────────────────────────────────┐
               │ ⠋ Loading comments…                                      │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ (no comments yet)                                        │
               └──────────────────────────────────────────────────────────┘

     0.000 s  ▶ didTransition landed in .loading, so the screen fetches page 1 (1.2 s).
     1.200 s  ▶ Page 1 arrived: 3 comments. The screen asks for .ready, animated.
                willTransition fills the list and shows Refresh; the spinner fades out over 250 ms.
                The list is in both states, so it is kept: it gets no lifecycle callback at all.
     1.200 s    screen.willTransition(to: ready(3 comments), animated: true)
     1.200 s      spinner.willMove(toParent: nil)
     1.200 s    screen.childWillDisappear(spinner, animated: true)
     1.200 s      spinner.willDisappear(animated: true)
     1.200 s      spinner.stateTransitionWillBegin(isAppearing: false)
     1.200 s  ▶ The list starts fading its 3 new rows in by itself, on the screen's clock:
                a zero-delay action it scheduled in willTransition, not a lifecycle callback. Over the
                dimmed rows (▒) the spinner starts its own fade-out next; both fades end at 1.450 s.

               ┌─ Comments ────────────────────────────────── [↻ Refresh] ┐
               │ ⠋ Loading comments…                                      │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │▒Ada <ada@example.com>                                    │
               │▒  The spinner faded out right as the list was filled.    │
               │▒Grace <grace@example.com>                                │
               │▒  No view controllers were harmed in this headless run.  │
               │▒Linus <linus@example.com>                                │
               │▒  Kept children get no callbacks: the list stays put.    │
               └──────────────────────────────────────────────────────────┘

     1.200 s      spinner.animateAlongsideStateTransition(isAppearing: false)
     1.450 s  ▶ The list's rows have faded in: its own action, 250 ms on; the spinner's fade ends next.
     1.450 s      spinner.stateTransitionDidEnd(isAppearing: false)
     1.450 s      spinner.didDisappear(animated: true)
     1.450 s    screen.childDidDisappear(spinner, animated: true)
     1.450 s      spinner.didMove(toParent: nil)
     1.450 s    screen.didTransition(from: loading, animated: true)

               ┌─ Comments ────────────────────────────────── [↻ Refresh] ┐
               │ Ada <ada@example.com>                                    │
               │   The spinner faded out right as the list was filled.    │
               │ Grace <grace@example.com>                                │
               │   No view controllers were harmed in this headless run.  │
               │ Linus <linus@example.com>                                │
               │   Kept children get no callbacks: the list stays put.    │
               └──────────────────────────────────────────────────────────┘

     2.000 s  ▶ The user taps Refresh: back to .loading, animated. The list is kept; the spinner
                waits 150 ms (its stateTransitionDelay) so a fast reload would not flash, then fades in.
     2.000 s    screen.willTransition(to: loading, animated: true)
     2.000 s      spinner.willMove(toParent: screen)
     2.000 s    screen.childWillAppear(spinner, animated: true)
     2.000 s      spinner.willAppear(animated: true)
     2.000 s      spinner.stateTransitionWillBegin(isAppearing: true)
     2.150 s      spinner.animateAlongsideStateTransition(isAppearing: true)
     2.400 s      spinner.stateTransitionDidEnd(isAppearing: true)
     2.400 s      spinner.didAppear(animated: true)
     2.400 s    screen.childDidAppear(spinner, animated: true)
     2.400 s      spinner.didMove(toParent: screen)
     2.400 s    screen.didTransition(from: ready(3 comments), animated: true)

               ┌─ Comments ───────────────────────────────────────────────┐
               │ ⠋ Loading comments…                                      │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │ Ada <ada@example.com>                                    │
               │   The spinner faded out right as the list was filled.    │
               │ Grace <grace@example.com>                                │
               │   No view controllers were harmed in this headless run.  │
               │ Linus <linus@example.com>                                │
               │   Kept children get no callbacks: the list stays put.    │
               └──────────────────────────────────────────────────────────┘

     2.400 s  ▶ didTransition landed in .loading, so the screen fetches page 2 (1.2 s).
     3.600 s  ▶ Page 2 arrived: 2 comments. The screen asks for .ready, animated.
                willTransition fills the list and shows Refresh; the spinner fades out over 250 ms.
                The list is in both states, so it is kept: it gets no lifecycle callback at all.
     3.600 s    screen.willTransition(to: ready(2 comments), animated: true)
     3.600 s      spinner.willMove(toParent: nil)
     3.600 s    screen.childWillDisappear(spinner, animated: true)
     3.600 s      spinner.willDisappear(animated: true)
     3.600 s      spinner.stateTransitionWillBegin(isAppearing: false)
     3.600 s  ▶ The list starts fading its 2 new rows in by itself, on the screen's clock:
                a zero-delay action it scheduled in willTransition, not a lifecycle callback. Over the
                dimmed rows (▒) the spinner starts its own fade-out next; both fades end at 3.850 s.

               ┌─ Comments ────────────────────────────────── [↻ Refresh] ┐
               │ ⠋ Loading comments…                                      │
               │ ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │
               │▒Margaret <margaret@example.com>                          │
               │▒  Page two, fetched after a refresh on the same clock.   │
               │▒Alan <alan@example.com>                                  │
               │▒  Every timestamp here is exact: time is simulated.      │
               └──────────────────────────────────────────────────────────┘

     3.600 s      spinner.animateAlongsideStateTransition(isAppearing: false)
     3.850 s  ▶ The list's rows have faded in: its own action, 250 ms on; the spinner's fade ends next.
     3.850 s      spinner.stateTransitionDidEnd(isAppearing: false)
     3.850 s      spinner.didDisappear(animated: true)
     3.850 s    screen.childDidDisappear(spinner, animated: true)
     3.850 s      spinner.didMove(toParent: nil)
     3.850 s    screen.didTransition(from: loading, animated: true)

               ┌─ Comments ────────────────────────────────── [↻ Refresh] ┐
               │ Margaret <margaret@example.com>                          │
               │   Page two, fetched after a refresh on the same clock.   │
               │ Alan <alan@example.com>                                  │
               │   Every timestamp here is exact: time is simulated.      │
               └──────────────────────────────────────────────────────────┘

     3.850 s  ▶ Done: both pages shown, and nothing is left on the clock.

    Timeline: one row a child, time across.

                0 s       0.5 s     1 s       1.5 s     2 s       2.5 s     3 s       3.5 s
                |         |         |         |         |         |         |         |
    state       loading                 ready           loading                         ready
    list        ████████████████████████▒▒▒▒▒███████████████████████████████████████████▒▒▒▒▒
    spinner     ████████████████████████▒▒▒▒▒           ░░░▒▒▒▒▒████████████████████████▒▒▒▒▒

                █ shown   ▒ animating   ░ waiting (delay)   1 column = 50 ms
                The list's ▒ is its own row fade: kept, it gets no callback, but uses the same clock.

    """
}
