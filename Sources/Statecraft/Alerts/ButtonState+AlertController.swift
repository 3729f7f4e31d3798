extension ButtonState {
  /// The buttons an alert controller shows for `buttons` (rule V20): the same, in order, with
  /// two differences that UIKit's `UIAlertController` needs.
  ///
  /// - No buttons gives one "OK" with the cancel role and no action, which dismisses (rule V9),
  ///   as SwiftUI's own OK of an alert without buttons does.
  /// - Only the first button with the cancel role keeps it; later ones have none. UIKit raises an
  ///   exception at a second action of the cancel style, which would end the app.
  ///
  /// The buttons keep their ids, labels and actions, so a tap on one does what a tap on the
  /// button of the state does (`Store.tap(_:)`).
  ///
  /// - Parameter buttons: An alert's or a dialog's buttons.
  /// - Returns: The buttons to show, in order.
  package static func alertControllerButtons(_ buttons: [Self]) -> [Self] {
    guard !buttons.isEmpty else { return [ButtonState(role: .cancel) { TextState("OK") }] }
    var hasCancel = false
    return buttons.map { button in
      guard button.role == .cancel else { return button }
      defer { hasCancel = true }
      guard hasCancel else { return button }
      var shown = button
      shown.role = nil
      return shown
    }
  }
}
