extension StateContainer {
  /// Presents again, in order and off screen, the presentations `part` saved that were made
  /// from a registered value, each component made by the factory and handed its saved part
  /// first; the container's first appearance then shows it. The others are left out
  /// (<doc:SavingAndRestoringTheApp#Presentations>). What the container presented or queued
  /// before (an earlier restore's sheet) is dismissed first, so that it presents what was saved.
  final func restorePresentations(_ part: ContainerSnapshot, in run: RestoreRun) {
    for queued in machine.presentation.queue { dismissPresented(queued, animated: false) }
    if machine.presentation.presented != nil { dismissPresentation(animated: false) }
    for saved in part.presentations ?? [] {
      let place = "The \(saved.isQueued == true ? "queued" : "presented") \(saved.typeName) of \(debugName)"
      guard let key = saved.valueType, let value = saved.value else {
        run.leaveOut("\(place) is left out: it was presented as a component, not as a registered value.")
        continue
      }
      guard let registration = presentationValues?.registration(forKey: key) else {
        run.leaveOut("\(place) is left out: \(debugName) registers no presentation of \(key) now.")
        continue
      }
      let decoded: Any
      do {
        decoded = try registration.decode(value)
      } catch {
        run.leaveOut(
          "\(place) is left out: its value does not decode as \(key) (\(restorationReason(error))).")
        continue
      }
      let component = registration.make(decoded)
      let own = saved.component
      if own.isSnapshot(of: component, at: nil) {
        own.restore(into: component, in: run)
      } else if !own.isEmpty {
        run.leaveOut(
          "The saved part of \(place) is left out: the factory makes a \(ComponentTypeName.of(component)) now."
        )
      }
      _ = presentation(of: component, madeFrom: decoded, by: registration, replacing: false, animated: false)
    }
  }
}

extension StateContainer {
  /// A restore into a container on screen leaves the saved presentations out: they are
  /// restored only into a tree before it appears (<doc:SavingAndRestoringTheApp#Presentations>).
  final func leavePresentationsOutOnScreen(_ part: ContainerSnapshot, in run: RestoreRun) {
    for saved in part.presentations ?? [] {
      run.leaveOut(
        "The \(saved.isQueued == true ? "queued" : "presented") \(saved.typeName) of \(debugName) is left out: "
          + "presentations are restored only into a tree before it appears.")
    }
  }
}
