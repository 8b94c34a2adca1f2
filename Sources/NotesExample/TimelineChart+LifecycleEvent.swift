import ExampleSupport
import StateContainer

extension TimelineChart {
  /// Feeds the chart one lifecycle event: the app's tabs, the stacks' entries and every
  /// presentation get a row; a list's own children (spinner, rows) do not, to keep the
  /// chart short. The app's `willTransition` names the tab.
  ///
  /// - Parameters:
  ///   - event: The event, delivered just before its hook runs.
  ///   - time: When it happened.
  ///   - app: The app, whose tab is the chart's state row.
  ///   - name: The name of a component's row.
  mutating func record(_ event: LifecycleEvent, at time: Duration, app: NotesApp, name: (Component) -> String)
  {
    if event.kind == .willTransition, event.container === app, let state = event.toState {
      markState(state, at: time)
      return
    }
    guard let container = event.container, container !== event.component else { return }
    let isPresentation =
      event.component is WhatsNewOverlay || event.component is ErrorDialog || event.component is ConfirmDialog
    guard container === app || container is NotesStack || isPresentation else { return }
    let row = name(event.component)
    switch event.kind {
    case .willAppear, .willDisappear:
      mark(row, event.animated == true ? .animating : .shown, at: time)
    case .didAppear:
      mark(row, .shown, at: time)
    case .didDisappear:
      mark(row, .absent, at: time)
    default:
      break
    }
  }
}
