// The whole `alert` overload family: four title types (Text, LocalizedStringKey, a disfavoured
// StringProtocol, a disfavoured LocalizedStringResource) for each of isPresented:actions:,
// isPresented:actions:message:, isPresented:presenting:actions: and
// isPresented:presenting:actions:message:; the two error overloads; the deprecated `Alert` ones;
// and, in the Xcode 27 SDK, the item-driven and binding-of-error overloads.
//
// NB: `@_disfavoredOverload` is not printed on Apple's pages. Their examples pass string literals
// (`.alert("Login failed.", isPresented: $didFail)`), which LocalizedStringKey, StringProtocol and
// LocalizedStringResource all accept: without it on the last two such a call is ambiguous.

extension View {
  // documentation/swiftui/view/alert(_:ispresented:actions:) (the Text overload)
  nonisolated public func alert<A>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:actions:)-3200l
  nonisolated public func alert<A>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
  @_disfavoredOverload
  nonisolated public func alert<S, A>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:actions:) (the LocalizedStringResource overload)
  @_disfavoredOverload
  nonisolated public func alert<A>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:actions:message:) (the Text overload)
  nonisolated public func alert<A, M>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:actions:message:)
  // (the LocalizedStringKey overload)
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:actions:message:) (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public func alert<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:actions:message:)
  // (the LocalizedStringResource overload)
  @_disfavoredOverload
  nonisolated public func alert<A, M>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-4rhk6
  nonisolated public func alert<A, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:presenting:actions:)
  // (the LocalizedStringKey overload)
  nonisolated public func alert<A, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:presenting:actions:)
  // (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public func alert<S, A, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where S: StringProtocol, A: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:presenting:actions:)
  // (the LocalizedStringResource overload)
  @_disfavoredOverload
  nonisolated public func alert<A, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (the Text overload)
  nonisolated public func alert<A, M, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4
  nonisolated public func alert<A, M, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  @_disfavoredOverload
  nonisolated public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
  // (the LocalizedStringResource overload)
  @_disfavoredOverload
  nonisolated public func alert<A, M, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(ispresented:error:actions:)
  nonisolated public func alert<E, A>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View where E: LocalizedError, A: View { fatalError() }

  // documentation/swiftui/view/alert(ispresented:error:actions:message:)
  nonisolated public func alert<E, A, M>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View where E: LocalizedError, A: View, M: View { fatalError() }

  // documentation/swiftui/view/alert(ispresented:content:) (deprecated in 27.0)
  nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    fatalError()
  }

  // documentation/swiftui/view/alert(item:content:) (deprecated in 27.0)
  nonisolated public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View
  where Item: Identifiable { fatalError() }
}

#if STATECRAFT_STANDIN_SDK27
  // The item-driven overloads: only in the Xcode 27 SDK (their pages give iOS 15 as they are
  // emitted into the client; `@export(implementation)`). The pages show one member of each overload
  // group (Text, or LocalizedStringKey for alert(_:item:actions:message:)); the other title
  // variants follow the group's pattern, as the isPresented: families have all four.
  extension View {
    // documentation/swiftui/view/alert(_:item:actions:)
    @export(implementation) nonisolated public func alert<A, T>(
      _ title: Text, item data: Binding<T?>, @ContentBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }

    // documentation/swiftui/view/alert(_:item:actions:) (the LocalizedStringKey overload)
    @export(implementation) nonisolated public func alert<A, T>(
      _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ContentBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }

    // documentation/swiftui/view/alert(_:item:actions:) (the StringProtocol overload)
    @_disfavoredOverload
    @export(implementation) nonisolated public func alert<S, A, T>(
      _ title: S, item data: Binding<T?>, @ContentBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }

    // documentation/swiftui/view/alert(_:item:actions:) (the LocalizedStringResource overload)
    @_disfavoredOverload
    @export(implementation) nonisolated public func alert<A, T>(
      _ titleResource: LocalizedStringResource, item data: Binding<T?>,
      @ContentBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }

    // documentation/swiftui/view/alert(_:item:actions:message:) (the Text overload)
    @export(implementation) nonisolated public func alert<A, M, T>(
      _ title: Text, item data: Binding<T?>, @ContentBuilder actions: (T) -> A,
      @ContentBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // documentation/swiftui/view/alert(_:item:actions:message:)
    @export(implementation) nonisolated public func alert<A, M, T>(
      _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ContentBuilder actions: (T) -> A,
      @ContentBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // documentation/swiftui/view/alert(_:item:actions:message:) (the StringProtocol overload)
    @_disfavoredOverload
    @export(implementation) nonisolated public func alert<S, A, M, T>(
      _ title: S, item data: Binding<T?>, @ContentBuilder actions: (T) -> A,
      @ContentBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

    // documentation/swiftui/view/alert(_:item:actions:message:)
    // (the LocalizedStringResource overload)
    @_disfavoredOverload
    @export(implementation) nonisolated public func alert<A, M, T>(
      _ titleResource: LocalizedStringResource, item data: Binding<T?>,
      @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // documentation/swiftui/view/alert(error:actions:)
    @export(implementation) nonisolated public func alert<E, A>(
      error: Binding<E?>, @ContentBuilder actions: () -> A
    ) -> some View where E: LocalizedError, A: View { fatalError() }

    // documentation/swiftui/view/alert(error:actions:message:)
    @export(implementation) nonisolated public func alert<E, A, M>(
      error: Binding<E?>, @ContentBuilder actions: (E) -> A, @ContentBuilder message: (E) -> M
    ) -> some View where E: LocalizedError, A: View, M: View { fatalError() }
  }
#endif
