/// A ready-made error dialog: a title, a message and one dismiss button, presented like
/// any other component (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>).
@MainActor open class ErrorDialog: Component {
  /// The dialog's title.
  public let title: String
  /// The dialog's message.
  public let message: String
  /// The title of the button that dismisses it.
  public let dismissButtonTitle: String
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

  /// The dismiss action: dismisses the dialog from the container that presents or queues it,
  /// as ``StateContainer/dismissPresentation(animated:)`` does, then calls `onDismiss`.
  ///
  /// - Parameter animated: Whether the dialog disappears with animation.
  public func dismiss(animated: Bool) {
    presenter?.dismiss(self, animated)
    onDismiss(self)
  }
}
