/// A ready-made error dialog: a title, a message and one dismiss button, presented like
/// any other component (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>).
///
/// Present it with ``StateContainer/presentError(title:message:dismissButtonTitle:animated:onDismiss:)``
/// or ``StateContainer/present(_:animated:)``; a dialog presented while another is shown
/// waits its turn. The app draws it from ``title``, ``message`` and
/// ``dismissButtonTitle``, and calls ``dismiss(animated:)`` when the button is tapped:
/// the dialog is dismissed from the container that presents it, and then `onDismiss`
/// runs.
///
/// ```swift
/// let dialog = screen.presentError(title: "Offline", message: "Check your connection.") { _ in
///   screen.setNeedsStateTransition(to: .loading, animated: true)
/// }
/// // When the user taps the button:
/// dialog.dismiss(animated: true)
/// ```
@MainActor open class ErrorDialog: Component {
  /// The dialog's title.
  public let title: String
  /// The dialog's message.
  public let message: String
  /// The title of the button that dismisses it.
  public let dismissButtonTitle: String
  /// What the app does when the dialog is dismissed by ``dismiss(animated:)``.
  private let onDismiss: @MainActor (ErrorDialog) -> Void

  /// Creates a dialog.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - message: The dialog's message.
  ///   - dismissButtonTitle: The title of its one button; "OK" unless given.
  ///   - onDismiss: Called by ``dismiss(animated:)``, after the dismissal was asked for.
  public init(
    title: String, message: String, dismissButtonTitle: String = "OK",
    onDismiss: @escaping @MainActor (ErrorDialog) -> Void = { _ in }
  ) {
    self.title = title
    self.message = message
    self.dismissButtonTitle = dismissButtonTitle
    self.onDismiss = onDismiss
    super.init()
  }

  /// The dismiss action: dismisses the dialog from the container that presents it (or
  /// drops it from that container's queue, if it still waits there), then calls
  /// `onDismiss`.
  ///
  /// The dismissal follows ``StateContainer/dismissPresentation(animated:)``: the next
  /// queued presentation, if any, takes the dialog's place. A dialog that no container
  /// presents or queues (never presented, or dismissed already) only calls `onDismiss`.
  ///
  /// - Parameter animated: Whether the dialog disappears with animation.
  public func dismiss(animated: Bool) {
    presenter?.dismiss(self, animated)
    onDismiss(self)
  }
}
