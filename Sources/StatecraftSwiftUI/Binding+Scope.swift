#if canImport(SwiftUI)
  public import Statecraft
  public import SwiftUI

  // `$store.scope(state:action:)`: the bindings a view presents a feature from. Each is derived
  // from the store's binding through a key path (`Store[presentation:]`, `Optional[case:]`,
  // `Store[stack:]`), so that SwiftUI sees the same binding from one update to the next, and each
  // read and write is part 1's `PresentationBinding` or stack store (rules V5-V13).

  extension Binding {
    /// A binding of what a `@Presents` slot presents, for `sheet(item:)`, `popover(item:)`,
    /// `fullScreenCover(item:)`, `navigationDestination(item:)` and `alert(_:)`.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.$editor, action: Feature.Action.editor)) { editor in
    ///   EditorView(store: editor)
    /// }
    /// ```
    ///
    /// Reading it gives the presented feature's store (the same store while the same thing is
    /// presented), or `nil`; a `nil` written by a dismissal sends `.dismiss` once, and only to the
    /// presentation the binding was made for. It is ``Statecraft/Store/presentation(state:action:fileID:filePath:line:column:)``
    /// as a SwiftUI binding.
    ///
    /// - Parameters:
    ///   - toPresentationState: The key path to the slot: `\.$destination`.
    ///   - toPresentationAction: The action case for the slot.
    ///   - fileID: The file of the call site; leave the default.
    ///   - filePath: The file path of the call site; leave the default.
    ///   - line: The line of the call site; leave the default.
    ///   - column: The column of the call site; leave the default.
    /// - Returns: The binding of the presented store.
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
      state toPresentationState: KeyPath<State, Presents<ChildState>>,
      action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      let key = wrappedValue.presentationKey(
        state: toPresentationState, action: toPresentationAction,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return self[dynamicMember: \Store<State, Action>.[presentation: key]]
    }

    /// A binding of what a `@Presents` slot presents, with the action's case constructor:
    /// `$store.scope(state: \.$destination, action: Feature.Action.destination)`.
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
      state toPresentationState: KeyPath<State, Presents<ChildState>>,
      action toPresentationAction: @escaping @Sendable (PresentationAction<ChildAction>) -> Action,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      scope(
        state: toPresentationState, action: CasePath(toPresentationAction),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A binding of a navigation stack's store, for `NavigationStack(path:root:destination:)`.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: Feature.Action.path)) {
    ///   RootView(store: store)
    /// } destination: { screen in
    ///   ScreenView(store: screen)
    /// }
    /// ```
    ///
    /// The stack's store is the one ``Statecraft/Store`` scopes from the same call site; writing
    /// the binding itself does nothing: the navigation stack writes the store's `path`.
    ///
    /// - Parameters:
    ///   - toStackState: The key path to the stack.
    ///   - toStackAction: The action case holding the stack's actions.
    ///   - fileID: The file of the call site; leave the default.
    ///   - filePath: The file path of the call site; leave the default.
    ///   - line: The line of the call site; leave the default.
    ///   - column: The column of the call site; leave the default.
    /// - Returns: The binding of the stack's store.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
      state toStackState: KeyPath<State, StackState<ElementState>>,
      action toStackAction: CasePath<Action, StackAction<ElementState, ElementAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      let key = StackKey(
        state: toStackState, action: toStackAction,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return self[dynamicMember: \Store<State, Action>.[stack: key]]
    }

    /// A binding of a navigation stack's store, with the action's case constructor.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
      state toStackState: KeyPath<State, StackState<ElementState>>,
      action toStackAction:
        @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      scope(
        state: toStackState, action: CasePath(toStackAction),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Narrows a binding of a destination's store to one case of the destination enum: the case's
    /// store while the slot holds that case, `nil` otherwise.
    ///
    /// ```swift
    /// .sheet(
    ///   item: $store.scope(state: \.$destination, action: Feature.Action.destination)
    ///     .scope(state: Feature.Destination.State.editor, action: Feature.Destination.Action.editor)
    /// ) { editor in
    ///   EditorView(store: editor)
    /// }
    /// ```
    ///
    /// A `nil` written through it dismisses that case's presentation only: a sheet's dismissal
    /// never dismisses the alert that replaced it (rule V10).
    ///
    /// - Parameters:
    ///   - toCaseState: The case of the destination's state.
    ///   - toCaseAction: The case of the destination's action.
    ///   - fileID: The file of the call site; leave the default.
    ///   - filePath: The file path of the call site; leave the default.
    ///   - line: The line of the call site; leave the default.
    ///   - column: The column of the call site; leave the default.
    /// - Returns: The binding of the case's store.
    @MainActor
    public func scope<State, Action, CaseState, CaseAction>(
      state toCaseState: CasePath<State, CaseState>,
      action toCaseAction: CasePath<Action, CaseAction>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<CaseState, CaseAction>?> where Value == Store<State, Action>? {
      let key = wrappedValue.presentationCaseKey(
        state: toCaseState, action: toCaseAction,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return self[dynamicMember: \Store<State, Action>?.[case: key]]
    }

    /// Narrows a binding of a destination's store to one case, with case constructors.
    @MainActor
    public func scope<State, Action, CaseState, CaseAction>(
      state toCaseState: @escaping @Sendable (CaseState) -> State,
      action toCaseAction: @escaping @Sendable (CaseAction) -> Action,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<CaseState, CaseAction>?> where Value == Store<State, Action>? {
      scope(
        state: CasePath(toCaseState), action: CasePath(toCaseAction),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  extension Bindable {
    /// A binding of what a `@Presents` slot presents, from a `@Bindable` store: see
    /// `Binding.scope(state:action:)`.
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<Feature>
    /// // …
    /// .sheet(item: $store.scope(state: \.$editor, action: Feature.Action.editor)) { editor in
    ///   EditorView(store: editor)
    /// }
    /// ```
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
      state toPresentationState: KeyPath<State, Presents<ChildState>>,
      action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      let key = wrappedValue.presentationKey(
        state: toPresentationState, action: toPresentationAction,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return self[dynamicMember: \Store<State, Action>.[presentation: key]]
    }

    /// A binding of what a `@Presents` slot presents, from a `@Bindable` store, with the action's
    /// case constructor.
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
      state toPresentationState: KeyPath<State, Presents<ChildState>>,
      action toPresentationAction: @escaping @Sendable (PresentationAction<ChildAction>) -> Action,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      scope(
        state: toPresentationState, action: CasePath(toPresentationAction),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A binding of a navigation stack's store, from a `@Bindable` store: see
    /// `Binding.scope(state:action:)`.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
      state toStackState: KeyPath<State, StackState<ElementState>>,
      action toStackAction: CasePath<Action, StackAction<ElementState, ElementAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      let key = StackKey(
        state: toStackState, action: toStackAction,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return self[dynamicMember: \Store<State, Action>.[stack: key]]
    }

    /// A binding of a navigation stack's store, from a `@Bindable` store, with the action's case
    /// constructor.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
      state toStackState: KeyPath<State, StackState<ElementState>>,
      action toStackAction:
        @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      scope(
        state: toStackState, action: CasePath(toStackAction),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// What a binding of a stack's store is made for, as a key path subscript's index: the stack and
  /// the call site. The action case is carried along, not compared: one call site always passes
  /// the same one.
  struct StackKey<State, Action, ElementState, ElementAction>: Hashable, @unchecked Sendable {
    // Unchecked Sendable: the key path and the case path are immutable values, read on the main
    // actor only, by the store's subscript.
    let state: KeyPath<State, StackState<ElementState>>
    let action: CasePath<Action, StackAction<ElementState, ElementAction>>
    let callSite: CallSite

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.state == rhs.state && lhs.callSite == rhs.callSite
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(state)
      hasher.combine(callSite)
    }
  }

  extension Store {
    /// The stack's store a binding made with `key` reads: the store scoped from the key's call
    /// site, so the same one on every read. A navigation stack writes the store's `path`, never
    /// the store, so a write does nothing.
    subscript<ElementState, ElementAction>(
      stack key: StackKey<State, Action, ElementState, ElementAction>
    ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>> {
      get {
        scope(
          state: key.state, action: key.action, fileID: key.callSite.fileID,
          filePath: key.callSite.filePath, line: key.callSite.line, column: key.callSite.column)
      }
      set {}
    }
  }
#endif
