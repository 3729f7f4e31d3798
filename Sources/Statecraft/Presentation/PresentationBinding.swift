/// A read-write handle on what a `@Presents` slot presents, as a view's item binding sees it: what
/// SwiftUI's `sheet(item:)`, `alert` and `navigationDestination(item:)` read and write.
///
/// Make one with ``Store/presentation(state:action:fileID:filePath:line:column:)-(KeyPath<State,Presents<ChildState>>,CasePath<Action,PresentationAction<ChildAction>>,_,_,_,_)``.
/// Reading ``wrappedValue`` gives the presented feature's store (the same store for as long as the
/// same presentation is up), or `nil`. Writing `nil` is what a system dismissal does (a sheet
/// swiped down, an alert's own OK, a tap outside a popover): it sends exactly one `.dismiss`
/// through the slot, and only while the slot still holds the presentation the binding was made
/// for, never to an empty slot or to something presented since.
///
/// ```swift
/// let sheet = store.presentation(state: \.$destination, action: Feature.Action.destination)
///   .scope(state: Feature.Destination.State.editor, action: Feature.Destination.Action.editor)
/// sheet.wrappedValue?.send(.titleChanged("Trip"))  // the editor's store, while it is up
/// sheet.wrappedValue = nil                          // swiped down: sends .destination(.dismiss)
/// ```
///
/// For an alert or a dialog, a `nil` write is held until the end of the main actor's turn (the
/// binding reads `nil` meanwhile), and a button of that alert tapped in the same turn releases it
/// unsent: SwiftUI runs the button's action and writes `nil` in either order, and both orders
/// send the same one action (rules V6-V9).
@MainActor
public struct PresentationBinding<State, Action> {
  /// The presentation this binding was made for, or `nil` if the slot was empty then.
  ///
  /// A `nil` write dismisses this presentation only; for a binding made while the slot was empty,
  /// the presentation its getter last returned at the same call site.
  public let presentationID: PresentationID?
  /// The slot.
  let slot: AnyPresentationSlot
  /// Where the binding was made: its getter notes there what it returned (V5).
  let callSite: CallSite
  /// The presented store, or `nil`, without the hold or the notes of ``wrappedValue``.
  let presented: @MainActor () -> Store<State, Action>?

  /// The presented feature's store, or `nil`.
  ///
  /// Getting it never sends or changes state. Setting `nil` dismisses (see the type's
  /// discussion); setting a store is ignored, as SwiftUI never does it, and setting a store other
  /// than the one the getter returns is reported.
  public var wrappedValue: Store<State, Action>? {
    get {
      guard let store = presented(), let route = store.presentationRoute else {
        return presented()
      }
      if slot.isHeld(route.identity) { return nil }
      slot.cache?.lastReturned[callSite] = route.identity
      return store
    }
    nonmutating set {
      guard let newValue else {
        slot.writeNil(targeting: presentationID ?? slot.cache?.lastReturned[callSite])
        return
      }
      guard newValue !== presented() else { return }
      reportIssue(
        """
        A presentation binding was given a store that it does not present. Nothing was sent.

        A presentation binding takes nil (a dismissal) only: present something by sending an \
        action whose reducer fills the slot.
        """,
        at: callSite
      )
    }
  }

  /// Narrows the binding to one case of a destination enum: its store while the slot holds that
  /// case, `nil` otherwise.
  ///
  /// A `nil` written through the narrowed binding dismisses the presentation of that case only:
  /// a sheet's dismissal never dismisses the alert that replaced it (rule V10). Its store's
  /// actions reach the parent as `.presented(.case(action))`.
  ///
  /// ```swift
  /// let alert = store.presentation(state: \.$destination, action: Feature.Action.destination)
  ///   .scope(state: Feature.Destination.State.alert, action: Feature.Destination.Action.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toCaseState: The case of the destination's state.
  ///   - toCaseAction: The case of the destination's action.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: A binding of the case's store.
  public func scope<CaseState, CaseAction>(
    state toCaseState: CasePath<State, CaseState>,
    action toCaseAction: CasePath<Action, CaseAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationBinding<CaseState, CaseAction> {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let presented = self.presented
    // The presentation this binding was made for counts only when it is of this case.
    let inCase = presented()?.withState { toCaseState.extract(from: $0) } != nil
    return PresentationBinding<CaseState, CaseAction>(
      presentationID: inCase ? presentationID : nil,
      slot: slot,
      callSite: callSite,
      presented: {
        presented()?.scope(
          state: toCaseState, action: toCaseAction, fileID: callSite.fileID,
          filePath: callSite.filePath, line: callSite.line, column: callSite.column
        )
      }
    )
  }

  /// Narrows the binding to one case of a destination enum, with case constructors.
  public func scope<CaseState, CaseAction>(
    state toCaseState: @escaping @Sendable (CaseState) -> State,
    action toCaseAction: @escaping @Sendable (CaseAction) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationBinding<CaseState, CaseAction> {
    scope(
      state: CasePath(toCaseState), action: CasePath(toCaseAction),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Store {
  /// A binding of what a `@Presents` slot presents: the store a view presents while it returns
  /// one, and what a system dismissal writes `nil` to.
  ///
  /// ```swift
  /// let destination = store.presentation(state: \.$destination, action: Feature.Action.destination)
  /// destination.wrappedValue          // the destination's store, or nil
  /// destination.wrappedValue = nil    // a swipe down: sends .destination(.dismiss), once
  /// ```
  ///
  /// The getter returns the store that ``scope(state:action:fileID:filePath:line:column:)-(KeyPath<State,Presents<ChildState>>,CasePath<Action,PresentationAction<ChildAction>>,_,_,_,_)``
  /// returns from the same call site. See ``PresentationBinding`` for what writes do.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path to the slot: `\.$destination`.
  ///   - toPresentationAction: The action case for the slot: `Action.destination`.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: The binding.
  public func presentation<ChildState, ChildAction>(
    state toPresentationState: KeyPath<State, Presents<ChildState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationBinding<ChildState, ChildAction> {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let slot = PresentationSlot(self, slot: toPresentationState, action: toPresentationAction)
    return PresentationBinding(
      presentationID: slot.current, slot: slot, callSite: callSite,
      presented: { [self] in
        presentedStore(slot: toPresentationState, action: toPresentationAction, at: callSite)
      }
    )
  }

  /// A binding of what a `@Presents` slot presents, with the action's case constructor.
  public func presentation<ChildState, ChildAction>(
    state toPresentationState: KeyPath<State, Presents<ChildState>>,
    action toPresentationAction: @escaping @Sendable (PresentationAction<ChildAction>) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationBinding<ChildState, ChildAction> {
    presentation(
      state: toPresentationState, action: CasePath(toPresentationAction),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
