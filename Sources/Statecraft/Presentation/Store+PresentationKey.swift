/// What a view layer's binding of a presentation is made for, as a key path subscript's index: the
/// slot, the call site and the presentation captured when the binding was made.
///
/// SwiftUI derives bindings through key paths (`$store[presentation: key]`), which keeps their
/// identity stable from one update to the next; a key path's index must be `Hashable`. The action
/// case is carried along, not compared: one call site always passes the same one.
package struct PresentationKey<State, Action, ChildState, ChildAction>: Hashable {
  let slot: KeyPath<State, Presents<ChildState>>
  let action: CasePath<Action, PresentationAction<ChildAction>>
  let callSite: CallSite
  /// The presentation in the slot when the binding was made (rule V6's target).
  let presentationID: PresentationID?

  package init(
    slot: KeyPath<State, Presents<ChildState>>,
    action: CasePath<Action, PresentationAction<ChildAction>>,
    callSite: CallSite,
    presentationID: PresentationID?
  ) {
    self.slot = slot
    self.action = action
    self.callSite = callSite
    self.presentationID = presentationID
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.slot == rhs.slot && lhs.callSite == rhs.callSite
      && lhs.presentationID == rhs.presentationID
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(callSite)
    hasher.combine(presentationID)
  }
}

/// What a view layer's binding narrowed to one case of a destination is made for (rule V10).
package struct PresentationCaseKey<State, Action, CaseState, CaseAction>: Hashable {
  let state: CasePath<State, CaseState>
  let action: CasePath<Action, CaseAction>
  let callSite: CallSite
  /// The presentation the narrowed binding was made for, when it was of this case.
  let presentationID: PresentationID?

  package init(
    state: CasePath<State, CaseState>,
    action: CasePath<Action, CaseAction>,
    callSite: CallSite,
    presentationID: PresentationID?
  ) {
    self.state = state
    self.action = action
    self.callSite = callSite
    self.presentationID = presentationID
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.callSite == rhs.callSite && lhs.presentationID == rhs.presentationID
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(callSite)
    hasher.combine(presentationID)
  }
}

extension Store {
  /// The key of a presentation binding made here now, at `callSite`.
  package func presentationKey<ChildState, ChildAction>(
    state slot: KeyPath<State, Presents<ChildState>>,
    action: CasePath<Action, PresentationAction<ChildAction>>,
    callSite: CallSite
  ) -> PresentationKey<State, Action, ChildState, ChildAction> {
    PresentationKey(
      slot: slot, action: action, callSite: callSite,
      presentationID: withState { $0[keyPath: slot].id }
    )
  }

  /// The presented store, as a presentation binding made with `key` reads and writes it: what a
  /// SwiftUI binding derived through this subscript does (rules V5-V8).
  package subscript<ChildState, ChildAction>(
    presentation key: PresentationKey<State, Action, ChildState, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    get { binding(for: key).wrappedValue }
    set { binding(for: key).wrappedValue = newValue }
  }

  /// The presentation binding a key stands for.
  func binding<ChildState, ChildAction>(
    for key: PresentationKey<State, Action, ChildState, ChildAction>
  ) -> PresentationBinding<ChildState, ChildAction> {
    PresentationBinding(
      presentationID: key.presentationID,
      slot: PresentationSlot(self, slot: key.slot, action: key.action),
      callSite: key.callSite,
      presented: { [self] in presentedStore(slot: key.slot, action: key.action, at: key.callSite) }
    )
  }
}

extension Optional {
  /// The store of one case of what a presentation binding presents, as a binding narrowed with
  /// `key` reads it; a `nil` write dismisses that case's presentation only (rule V10), and leaves
  /// this optional as it is, so that the binding it is derived from sees no write of its own.
  @MainActor
  package subscript<State, Action, CaseState, CaseAction>(
    case key: PresentationCaseKey<State, Action, CaseState, CaseAction>
  ) -> Store<CaseState, CaseAction>? where Wrapped == Store<State, Action> {
    get { narrowed(key)?.wrappedValue }
    set { narrowed(key)?.wrappedValue = newValue }
  }

  /// The key of a binding narrowed to one case, made here now, at `callSite`: it targets the
  /// presentation this optional holds only when that is of this case.
  @MainActor
  package func presentationCaseKey<State, Action, CaseState, CaseAction>(
    state: CasePath<State, CaseState>,
    action: CasePath<Action, CaseAction>,
    callSite: CallSite
  ) -> PresentationCaseKey<State, Action, CaseState, CaseAction>
  where Wrapped == Store<State, Action> {
    let inCase = self?.withState { state.extract(from: $0) } != nil
    return PresentationCaseKey(
      state: state, action: action, callSite: callSite,
      presentationID: inCase ? self?.presentationRoute?.identity : nil
    )
  }

  /// The narrowed binding a key stands for, from the presented store this optional holds.
  @MainActor
  private func narrowed<State, Action, CaseState, CaseAction>(
    _ key: PresentationCaseKey<State, Action, CaseState, CaseAction>
  ) -> PresentationBinding<CaseState, CaseAction>? where Wrapped == Store<State, Action> {
    guard let store = self, let route = store.presentationRoute else { return nil }
    return PresentationBinding(
      presentationID: key.presentationID, slot: route.slot, callSite: key.callSite,
      presented: {
        store.scope(
          state: key.state, action: key.action, fileID: key.callSite.fileID,
          filePath: key.callSite.filePath, line: key.callSite.line, column: key.callSite.column)
      }
    )
  }
}

// Safe: the key path and the case path are immutable values, read on the main actor only, by the
// store's subscripts.
extension PresentationKey: @unchecked Sendable {}

// Safe: the case paths are immutable values, read on the main actor only, by the store's
// subscripts.
extension PresentationCaseKey: @unchecked Sendable {}
