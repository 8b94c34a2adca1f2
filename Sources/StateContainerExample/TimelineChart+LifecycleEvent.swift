import ExampleSupport
import StateContainer

extension TimelineChart {
  /// Feeds the chart one lifecycle event: a child's appearance and transitioning hooks
  /// move its row between modes, and the container's `willTransition` names the state.
  ///
  /// - Parameters:
  ///   - event: The event, delivered just before its hook runs.
  ///   - time: When it happened.
  ///   - name: The name of a component's row.
  mutating func record(_ event: LifecycleEvent, at time: Duration, name: (Component) -> String) {
    if event.kind == .willTransition, let state = event.toState {
      markState(String(state.prefix { $0 != "(" }), at: time)
      return
    }
    // Only children get a row: the container's own appearance has no parent.
    guard let container = event.container, container !== event.component else { return }
    let row = name(event.component)
    switch event.kind {
    case .willAppear, .willDisappear:
      mark(row, event.animated == true ? .animating : .shown, at: time)
    case .didAppear:
      mark(row, .shown, at: time)
    case .didDisappear:
      mark(row, .absent, at: time)
    case .stateTransitionWillBegin:
      mark(row, .waiting, at: time)
    case .animateAlongsideStateTransition:
      mark(row, .animating, at: time)
    case .stateTransitionDidEnd:
      mark(row, event.isAppearing == true ? .shown : .absent, at: time)
    default:
      break
    }
  }
}
