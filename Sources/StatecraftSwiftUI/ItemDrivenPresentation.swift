#if canImport(SwiftUI)
  import Statecraft
  import SwiftUI

  // The one place that checks the SDK at compile time (VIEW-LAYER.md §8, Q2): the Xcode 27 SDK
  // (Swift 6.4; `STATECRAFT_STANDIN_SDK27` for the stand-in on this 6.3 toolchain) has SwiftUI's
  // item-driven `alert(_:item:actions:message:)` and `confirmationDialog(_:item:...)`; before it,
  // `isPresented:` with `presenting:` carries the same store. At run time the item-driven
  // overloads are used from the 27 systems on, as the articles the project comes from do (Q1);
  // both paths read and write the same binding, so they send the same actions.

  #if compiler(>=6.4) || STATECRAFT_STANDIN_SDK27
    extension View {
      @MainActor @ViewBuilder
      func presentAlert<Action>(
        _ item: Binding<Store<AlertState<Action>, Action>?>, title: Text
      ) -> some View {
        if #available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *) {
          alert(title, item: item) { store in
            AlertButtons(store: store)
          } message: { store in
            PresentationMessage(message: store.withState(\.message))
          }
        } else {
          presentAlertBefore27(item, title: title)
        }
      }

      @MainActor @ViewBuilder
      func presentDialog<Action>(
        _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>, title: Text,
        titleVisibility: Visibility
      ) -> some View {
        if #available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *) {
          confirmationDialog(title, item: item, titleVisibility: titleVisibility) { store in
            DialogButtons(store: store)
          } message: { store in
            PresentationMessage(message: store.withState(\.message))
          }
        } else {
          presentDialogBefore27(item, title: title, titleVisibility: titleVisibility)
        }
      }
    }
  #else
    extension View {
      @MainActor
      func presentAlert<Action>(
        _ item: Binding<Store<AlertState<Action>, Action>?>, title: Text
      ) -> some View {
        presentAlertBefore27(item, title: title)
      }

      @MainActor
      func presentDialog<Action>(
        _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>, title: Text,
        titleVisibility: Visibility
      ) -> some View {
        presentDialogBefore27(item, title: title, titleVisibility: titleVisibility)
      }
    }
  #endif

  extension View {
    /// The alert through `isPresented:` and `presenting:`, as every SDK has it.
    @MainActor
    func presentAlertBefore27<Action>(
      _ item: Binding<Store<AlertState<Action>, Action>?>, title: Text
    ) -> some View {
      alert(title, isPresented: item.isPresented(), presenting: item.wrappedValue) { store in
        AlertButtons(store: store)
      } message: { store in
        PresentationMessage(message: store.withState(\.message))
      }
    }

    /// The dialog through `isPresented:` and `presenting:`, as every SDK has it.
    @MainActor
    func presentDialogBefore27<Action>(
      _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>, title: Text,
      titleVisibility: Visibility
    ) -> some View {
      confirmationDialog(
        title, isPresented: item.isPresented(), titleVisibility: titleVisibility,
        presenting: item.wrappedValue
      ) { store in
        DialogButtons(store: store)
      } message: { store in
        PresentationMessage(message: store.withState(\.message))
      }
    }
  }
#endif
