#if canImport(SwiftUI)
  public import Statecraft
  public import SwiftUI

  extension View {
    /// Shows an alert while a binding of an alert's store holds one: its title, message and
    /// buttons, in order, with their roles.
    ///
    /// ```swift
    /// .alert($store.scope(state: \.$alert, action: Feature.Action.alert))
    /// ```
    ///
    /// A button sends its action, `.presented(action)`, once; a button without an action, and the
    /// system's own OK of an alert without buttons, dismiss it with one `.dismiss`, whichever order
    /// SwiftUI runs the button and its `nil` write in (rules V6-V9, V18). On an SDK with SwiftUI's
    /// item-driven `alert(_:item:actions:message:)` it presents through it, and through
    /// `alert(_:isPresented:presenting:actions:message:)` before; both send the same actions.
    ///
    /// - Parameter store: The binding of the alert's store, from `$store.scope(state:action:)`.
    /// - Returns: The view, presenting the alert.
    @MainActor
    public func alert<Action>(_ store: Binding<Store<AlertState<Action>, Action>?>) -> some View {
      presentAlert(
        store, title: Text(verbatim: store.wrappedValue?.withState(\.title.description) ?? ""))
    }

    /// Shows a confirmation dialog while a binding of a dialog's store holds one: its title (with
    /// its visibility), message and buttons, in order, with their roles.
    ///
    /// ```swift
    /// .confirmationDialog($store.scope(state: \.$dialog, action: Feature.Action.dialog))
    /// ```
    ///
    /// Its buttons and dismissals send what an alert's do (see `alert(_:)`). On an SDK with
    /// SwiftUI's item-driven `confirmationDialog(_:item:titleVisibility:actions:message:)` it
    /// presents through it, and through the `isPresented:` and `presenting:` overload before.
    ///
    /// - Parameter store: The binding of the dialog's store, from `$store.scope(state:action:)`.
    /// - Returns: The view, presenting the dialog.
    @MainActor
    public func confirmationDialog<Action>(
      _ store: Binding<Store<ConfirmationDialogState<Action>, Action>?>
    ) -> some View {
      let state = store.wrappedValue?.withState { $0 }
      return presentDialog(
        store, title: Text(verbatim: state?.title.description ?? ""),
        titleVisibility: Visibility(state?.titleVisibility ?? .automatic))
    }
  }

  extension Binding {
    /// Whether a binding of a presented store holds one, as an `isPresented:` binding: writing
    /// `false` writes `nil` (a dismissal); writing `true` writes nothing.
    @MainActor
    func isPresented<State, Action>() -> Binding<Bool> where Value == Store<State, Action>? {
      self[dynamicMember: \.isPresent]
    }
  }

  extension Optional {
    /// Whether there is a value; setting `false` empties it, setting `true` changes nothing.
    var isPresent: Bool {
      get { self != nil }
      set { if !newValue { self = nil } }
    }
  }

  /// An alert's buttons, in order, each with its role; a tap is the store's `tap(_:)` (rule V9).
  struct AlertButtons<Action>: View {
    let store: Store<AlertState<Action>, Action>

    var body: some View {
      ForEach(store.withState(\.buttons)) { button in
        Button(role: ButtonRole(button.role)) {
          store.tap(button)
        } label: {
          Text(verbatim: button.label.description)
        }
      }
    }
  }

  /// A dialog's buttons, in order, each with its role; a tap is the store's `tap(_:)` (rule V9).
  struct DialogButtons<Action>: View {
    let store: Store<ConfirmationDialogState<Action>, Action>

    var body: some View {
      ForEach(store.withState(\.buttons)) { button in
        Button(role: ButtonRole(button.role)) {
          store.tap(button)
        } label: {
          Text(verbatim: button.label.description)
        }
      }
    }
  }

  /// The message of an alert or a dialog, if it has one.
  struct PresentationMessage: View {
    let message: TextState?

    var body: some View {
      if let message {
        Text(verbatim: message.description)
      }
    }
  }

  extension ButtonRole {
    /// SwiftUI's role for a button's role (rule V18).
    init?(_ role: ButtonStateRole?) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      case nil: return nil
      }
    }
  }

  extension Visibility {
    /// SwiftUI's visibility for a dialog's title visibility (rule V18).
    init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .visible: self = .visible
      case .hidden: self = .hidden
      }
    }
  }
#endif
