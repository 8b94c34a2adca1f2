import StateContainer

/// A component that writes every hook call into a ``RecordingLog``.
///
/// Its overrides never call `super`: the spec says hooks are notifications only, so every
/// test that uses it also checks that nothing depends on `super`.
@MainActor
class RecordingComponent: Component, RecordingNamed {
  let name: String
  let log: RecordingLog

  init(_ name: String, log: RecordingLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override func willAppear(animated: Bool) {
    log.record("\(name).willAppear(animated: \(animated))")
  }

  override func didAppear(animated: Bool) {
    log.record("\(name).didAppear(animated: \(animated))")
  }

  override func willDisappear(animated: Bool) {
    log.record("\(name).willDisappear(animated: \(animated))")
  }

  override func didDisappear(animated: Bool) {
    log.record("\(name).didDisappear(animated: \(animated))")
  }

  override func willMove(toParent parent: Component?) {
    log.record("\(name).willMove(toParent: \(recordingName(parent)))")
  }

  override func didMove(toParent parent: Component?) {
    log.record("\(name).didMove(toParent: \(recordingName(parent)))")
  }
}
