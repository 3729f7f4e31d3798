extension Store {
  /// Does what tapping `button` of the alert this store shows does: sends the button's action
  /// through the presentation (`.presented(action)`), or `.dismiss` for a button without one, such
  /// as a cancel button (rule V9).
  ///
  /// ```swift
  /// let alert = store.presentation(state: \.$alert, action: Feature.Action.alert)
  /// if let alertStore = alert.wrappedValue {
  ///   for button in alertStore.buttons { /* draw it */ }
  ///   alertStore.tap(alertStore.buttons[0])   // what a UI does when the user taps it
  /// }
  /// ```
  ///
  /// A tap releases a `nil` write held for the same alert (rule V7): SwiftUI writes `nil` and runs
  /// the button in either order, and both send this one action. A tap on the store of an alert
  /// that has been dismissed or replaced sends nothing.
  ///
  /// - Parameter button: One of the alert's buttons.
  /// - Returns: The effects the tap started, to cancel them or wait for them.
  @discardableResult
  public func tap(_ button: ButtonState<Action>) -> StoreTask where State == AlertState<Action> {
    tapButton(button)
  }

  /// Does what tapping `button` of the confirmation dialog this store shows does: sends the
  /// button's action through the presentation, or `.dismiss` for a button without one (rule V9).
  ///
  /// See `tap(_:)` on an alert's store.
  ///
  /// - Parameter button: One of the dialog's buttons.
  /// - Returns: The effects the tap started, to cancel them or wait for them.
  @discardableResult
  public func tap(_ button: ButtonState<Action>) -> StoreTask
  where State == ConfirmationDialogState<Action> {
    tapButton(button)
  }

  private func tapButton(_ button: ButtonState<Action>) -> StoreTask {
    UIWrite.perform {
      if let action = button.action {
        presentationRoute?.releaseHold()
        return send(action)
      } else if let route = presentationRoute {
        return route.dismiss() ?? StoreTask(group: nil)
      } else {
        reportIssue(
          """
          A button without an action was tapped on a store that was not scoped to a \
          presentation, so there is nothing for it to dismiss. Nothing was sent.

          Scope the alert's or dialog's store from its presentation (scope(state:action:) with \
          the slot's key path, or presentation(state:action:)), so its buttons can dismiss it.
          """
        )
        return StoreTask(group: nil)
      }
    }
  }
}
