// NB: watchOS has a UIKit module without `UIAlertController`: an availability attribute cannot
// leave out a type that is not there, so this one file says which system it is not for.
#if canImport(UIKit) && !os(watchOS)
  public import Statecraft
  public import UIKit

  extension UIAlertController {
    /// An alert controller showing an alert's store: its title, message, and one action per
    /// button, in order, with its role as the action's style.
    ///
    /// ```swift
    /// if let alert = store.scope(state: \.$alert, action: Feature.Action.alert) {
    ///   present(UIAlertController(store: alert), animated: true)
    /// }
    /// ```
    ///
    /// A button sends its action, `.presented(action)`, once; a button without an action sends
    /// one `.dismiss` (rules V9, V20). An alert without buttons gets an OK that dismisses it; of
    /// several cancel buttons only the first gets UIKit's cancel style, as UIKit allows one.
    /// Scope the store from its presentation, so that its buttons can dismiss it.
    ///
    /// - Parameter store: The alert's store.
    public convenience init<Action>(store: Store<AlertState<Action>, Action>) {
      let state = store.withState { $0 }
      self.init(
        title: state.title.description, message: state.message?.description,
        preferredStyle: .alert)
      addActions(state.buttons) { store.tap($0) }
    }

    /// An action sheet showing a confirmation dialog's store: its title (unless hidden), message,
    /// and one action per button, in order, with its role as the action's style.
    ///
    /// ```swift
    /// if let dialog = store.scope(state: \.$dialog, action: Feature.Action.dialog) {
    ///   present(UIAlertController(store: dialog), animated: true)
    /// }
    /// ```
    ///
    /// Its buttons send what an alert's do (see `init(store:)` for an alert).
    ///
    /// - Parameter store: The dialog's store.
    public convenience init<Action>(store: Store<ConfirmationDialogState<Action>, Action>) {
      let state = store.withState { $0 }
      self.init(
        title: state.titleVisibility == .hidden ? nil : state.title.description,
        message: state.message?.description, preferredStyle: .actionSheet)
      addActions(state.buttons) { store.tap($0) }
    }

    /// One action per button that an alert controller shows (see
    /// `ButtonState.alertControllerButtons(_:)`), tapping it through `tap`.
    private func addActions<Action>(
      _ buttons: [ButtonState<Action>], tap: @escaping @MainActor (ButtonState<Action>) -> Void
    ) {
      for button in ButtonState.alertControllerButtons(buttons) {
        addAction(
          UIAlertAction(title: button.label.description, style: UIAlertAction.Style(button.role)) {
            _ in tap(button)
          })
      }
    }
  }

  extension UIAlertAction.Style {
    /// UIKit's style for a button's role (rule V18).
    init(_ role: ButtonStateRole?) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      case nil: self = .default
      }
    }
  }
#endif
