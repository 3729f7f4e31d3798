import SwiftUI

// The fixtures' one compile-time check of the SDK. The item-driven `alert` and `confirmationDialog`
// and `alert(error:)` exist only in the Xcode 27 SDK (Swift 6.4; `STATECRAFT_STANDIN_SDK27` in the
// stand-in's 27 flavour); at run time they are taken from iOS 27 on, as the articles do, and the
// `isPresented:` + `presenting:` forms before.

extension View {
  /// A confirmation dialog shown while `item` holds a value, which its closures receive.
  @ViewBuilder
  func itemConfirmationDialog<T: Sendable, A: View, M: View>(
    _ titleKey: LocalizedStringKey, item: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    #if compiler(>=6.4) || STATECRAFT_STANDIN_SDK27
      if #available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *) {
        confirmationDialog(
          titleKey, item: item, titleVisibility: titleVisibility, actions: actions,
          message: message)
      } else {
        confirmationDialog(
          titleKey, isPresented: item.isPresent(), titleVisibility: titleVisibility,
          presenting: item.wrappedValue, actions: actions, message: message)
      }
    #else
      confirmationDialog(
        titleKey, isPresented: item.isPresent(), titleVisibility: titleVisibility,
        presenting: item.wrappedValue, actions: actions, message: message)
    #endif
  }

  /// An alert shown while `item` holds a value, which its closures receive.
  @ViewBuilder
  func itemAlert<T: Sendable, A: View, M: View>(
    _ titleKey: LocalizedStringKey, item: Binding<T?>,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    #if compiler(>=6.4) || STATECRAFT_STANDIN_SDK27
      if #available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *) {
        alert(titleKey, item: item, actions: actions, message: message)
      } else {
        alert(
          titleKey, isPresented: item.isPresent(), presenting: item.wrappedValue,
          actions: actions, message: message)
      }
    #else
      alert(
        titleKey, isPresented: item.isPresent(), presenting: item.wrappedValue, actions: actions,
        message: message)
    #endif
  }

  /// An alert titled by the error's description, shown while `error` holds one.
  @ViewBuilder
  func errorAlert<E: LocalizedError & Sendable, A: View, M: View>(
    error: Binding<E?>, @ViewBuilder actions: @escaping (E) -> A,
    @ViewBuilder message: @escaping (E) -> M
  ) -> some View {
    #if compiler(>=6.4) || STATECRAFT_STANDIN_SDK27
      if #available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *) {
        alert(error: error, actions: actions, message: message)
      } else {
        alert(
          isPresented: error.isPresent(), error: error.wrappedValue, actions: actions,
          message: message)
      }
    #else
      alert(
        isPresented: error.isPresent(), error: error.wrappedValue, actions: actions,
        message: message)
    #endif
  }
}

extension Binding {
  /// `true` while the optional holds a value; writing `false` empties it, as a dismissal does.
  func isPresent<Wrapped: Sendable>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(
      get: { self.wrappedValue != nil },
      set: { isPresented in
        if !isPresented { self.wrappedValue = nil }
      })
  }
}
