// The whole `confirmationDialog` overload family: four title types (Text, LocalizedStringKey, a
// disfavoured StringProtocol, a disfavoured LocalizedStringResource) for each of
// isPresented:titleVisibility:actions:, ...actions:message:, ...presenting:actions: and
// ...presenting:actions:message:; and, in the Xcode 27 SDK, the item-driven overloads.
// `@_disfavoredOverload`: see Alert.swift.

extension View {
  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
  // (the Text overload)
  nonisolated public func confirmationDialog<A>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
  // (the LocalizedStringKey overload)
  nonisolated public func confirmationDialog<A>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
  // (the Text overload)
  nonisolated public func confirmationDialog<A, M>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
  //
  nonisolated public func confirmationDialog<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
  // (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
  // (the LocalizedStringResource overload)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A, M>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-51pyu
  //
  nonisolated public func confirmationDialog<A, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)
  // (the LocalizedStringKey overload)
  nonisolated public func confirmationDialog<A, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)
  // (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where S: StringProtocol, A: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)
  // (the LocalizedStringResource overload)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  // (the Text overload)
  nonisolated public func confirmationDialog<A, M, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-8y541
  //
  nonisolated public func confirmationDialog<A, M, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  // (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

  // documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  // (the LocalizedStringResource overload)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A, M, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View { fatalError() }
}

#if STATECRAFT_STANDIN_SDK27
  // The item-driven overloads: only in the Xcode 27 SDK (their pages give iOS 15 as they are
  // emitted into the client; `@export(implementation)`). The pages show one member of each overload
  // group (Text, or LocalizedStringKey for alert(_:item:actions:message:)); the other title
  // variants follow the group's pattern, as the isPresented: families have all four.
  extension View {
    // documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:)
    @export(implementation) nonisolated public func confirmationDialog<A, T>(
      _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
      @ContentBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }

    // documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:)
    // (the LocalizedStringKey overload)
    @export(implementation) nonisolated public func confirmationDialog<A, T>(
      _ titleKey: LocalizedStringKey, item data: Binding<T?>,
      titleVisibility: Visibility = .automatic, @ContentBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }

    // documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:)
    // (the StringProtocol overload)
    @_disfavoredOverload
    @export(implementation) nonisolated public func confirmationDialog<S, A, T>(
      _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
      @ContentBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }

    // documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:)
    // (the LocalizedStringResource overload)
    @_disfavoredOverload
    @export(implementation) nonisolated public func confirmationDialog<A, T>(
      _ titleResource: LocalizedStringResource, item data: Binding<T?>,
      titleVisibility: Visibility = .automatic, @ContentBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }

    // documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:)
    @export(implementation) nonisolated public func confirmationDialog<A, M, T>(
      _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
      @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:)
    // (the LocalizedStringKey overload)
    @export(implementation) nonisolated public func confirmationDialog<A, M, T>(
      _ titleKey: LocalizedStringKey, item data: Binding<T?>,
      titleVisibility: Visibility = .automatic, @ContentBuilder actions: (T) -> A,
      @ContentBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:)
    // (the StringProtocol overload)
    @_disfavoredOverload
    @export(implementation) nonisolated public func confirmationDialog<S, A, M, T>(
      _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
      @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

    // documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:)
    // (the LocalizedStringResource overload)
    @_disfavoredOverload
    @export(implementation) nonisolated public func confirmationDialog<A, M, T>(
      _ titleResource: LocalizedStringResource, item data: Binding<T?>,
      titleVisibility: Visibility = .automatic, @ContentBuilder actions: (T) -> A,
      @ContentBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }
  }
#endif
