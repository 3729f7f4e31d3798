extension Store {
  /// A store for what a `@Presents` slot presents, or `nil` while the slot is empty.
  ///
  /// A UI layer presents a sheet, an alert or a detail while this returns a store, and shows it
  /// with that store. Actions sent on the child store reach the parent as `.presented(action)`:
  ///
  /// ```swift
  /// if let destinationStore = store.scope(state: \.$destination, action: Feature.Action.destination) {
  ///   // present the destination with destinationStore
  /// }
  /// ```
  ///
  /// Each call from the same place returns the same store for as long as the same presentation is
  /// in the slot (its ``Presents/id``), so SwiftUI's `sheet(item:)`, keyed on the store's ``id``,
  /// keeps the sheet up while the presented feature changes, and presents anew when something
  /// else is presented. Scoping registers observation of the presentation's presence and
  /// identity only: edits inside the presented feature do not invalidate a view that only scopes.
  ///
  /// Once the presentation ends, its store keeps showing the last state it had and sends nothing:
  /// a write the UI makes on its own is dropped silently, any other send is reported once, naming
  /// this call site. So a stale button of a replaced alert can never act on the new one.
  ///
  /// When the user closes the presentation by other means (a swipe, a tap outside, Escape), write
  /// `nil` through a ``PresentationBinding`` (``presentation(state:action:fileID:filePath:line:column:)-(KeyPath<State,Presents<ChildState>>,CasePath<Action,PresentationAction<ChildAction>>,_,_,_,_)``),
  /// or send `.dismiss` on the parent store, so the feature hears of it and the slot is cleared.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path to the slot: `\.$destination`.
  ///   - toPresentationAction: The action case for the slot: `Action.destination`.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: The presented feature's store, or `nil` while the slot is empty.
  public func scope<ChildState, ChildAction>(
    state toPresentationState: KeyPath<State, Presents<ChildState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    presentedStore(
      slot: toPresentationState, action: toPresentationAction,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// A store for what a `@Presents` slot presents, with the action's case constructor.
  public func scope<ChildState, ChildAction>(
    state toPresentationState: KeyPath<State, Presents<ChildState>>,
    action toPresentationAction: @escaping @Sendable (PresentationAction<ChildAction>) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    presentedStore(
      slot: toPresentationState, action: CasePath(toPresentationAction),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The cached store of what `slot` presents (rule V1), carrying the presentation's route for
  /// alert and dialog buttons (V9).
  ///
  /// - Parameters:
  ///   - slot: The key path to the slot.
  ///   - action: The slot's action case; made only when a store is (a case path made from a
  ///     case constructor costs a reflection, which a view's every update would pay).
  ///   - callSite: The call site of the scope.
  func presentedStore<ChildState, ChildAction>(
    slot: KeyPath<State, Presents<ChildState>>,
    action makeAction: @autoclosure () -> CasePath<Action, PresentationAction<ChildAction>>,
    at callSite: CallSite
  ) -> Store<ChildState, ChildAction>? {
    let store: Store<ChildState, ChildAction>? = cachedScope(
      key: .scope(callSite, slot), callSite: callSite
    ) {
      let plan = IdentityPlan.of(ChildState.self)
      let action = makeAction()
      return ScopeReading(
        child: { $0[keyPath: slot].wrappedValue },
        identity: { $0[keyPath: slot].presentationID(with: plan) },
        embed: { action.embed(.presented($0)) },
        dropped: AnyScopePin.endedMessage("a presentation")
      )
    }
    if let store, store.presentationRoute == nil, let pin = store.pin as? ScopePin<ChildState> {
      let access = PresentationSlot(self, slot: slot, action: makeAction())
      store.presentationRoute = PresentationRoute(
        identity: pin.identity, isEphemeral: access.plan.isEphemeral(pin.last), slot: access
      )
    }
    return store
  }
}

/// One `@Presents` slot of one store, as the view layer writes to it: what a presentation
/// binding's `nil` write and an alert's button do (rules V5-V9).
@MainActor
final class PresentationSlot<State, Action, ChildState, ChildAction>: AnyPresentationSlot {
  private weak var store: Store<State, Action>?
  private let slot: KeyPath<State, Presents<ChildState>>
  private let action: CasePath<Action, PresentationAction<ChildAction>>
  let plan: IdentityPlan<ChildState>

  init(
    _ store: Store<State, Action>,
    slot: KeyPath<State, Presents<ChildState>>,
    action: CasePath<Action, PresentationAction<ChildAction>>
  ) {
    self.store = store
    self.slot = slot
    self.action = action
    self.plan = IdentityPlan.of(ChildState.self)
  }

  /// The identity of the presentation in the slot of `state`.
  var identity: @MainActor (State) -> PresentationID? {
    { [slot, plan] in $0[keyPath: slot].presentationID(with: plan) }
  }

  /// The presentation in the slot now.
  var current: PresentationID? {
    store?.withState(identity)
  }

  override var cache: ScopeCache? { store?.scopeCache }

  override var viewRoot: ViewRoot? { store?.viewRoot }

  override func dismiss(_ target: PresentationID, once: Bool) -> StoreTask? {
    guard let store, current == target else { return nil }
    if once {
      guard store.scopeCache.lastDismissed != target else { return nil }
      store.scopeCache.lastDismissed = target
    }
    return UIWrite.perform { store.send(action.embed(.dismiss)) }
  }

  override func writeNil(targeting target: PresentationID?) {
    guard let target, let store, current == target else { return }
    let isEphemeral = store.withState { state in
      state[keyPath: slot].wrappedValue.map(plan.isEphemeral) ?? false
    }
    if isEphemeral {
      // Held strongly: the binding that wrote is gone by the end of the turn.
      store.viewRoot.hold(target) { _ = self.dismiss(target, once: true) }
    } else {
      _ = dismiss(target, once: true)
    }
  }
}

/// A ``PresentationSlot``, whatever its types: what bindings and routes reach it through.
@MainActor
class AnyPresentationSlot {
  /// The cache of the store that holds the slot, where bindings' getters note what they returned.
  var cache: ScopeCache? { nil }
  /// What the view layer keeps for the root of that store.
  var viewRoot: ViewRoot? { nil }

  /// Sends `.dismiss` for the presentation `target` if the slot still holds it (rule V6); with
  /// `once`, not if a `nil` write already dismissed it.
  ///
  /// - Returns: The task of the send, when there was one.
  func dismiss(_ target: PresentationID, once: Bool) -> StoreTask? { nil }

  /// A `nil` written through a presentation binding that targets `target`: dismisses it if the
  /// slot still holds it, at once, or for an alert or a dialog at the end of the turn (V6, V7).
  func writeNil(targeting target: PresentationID?) {}

  /// Whether a `nil` write for the presentation `id` is held: bindings read `nil` meanwhile.
  func isHeld(_ id: PresentationID) -> Bool {
    viewRoot?.isHeld(id) ?? false
  }
}

/// How a store scoped to a presentation (or to a case of one) reaches back to its slot: what its
/// alert and dialog buttons use (rules V7, V9).
@MainActor
final class PresentationRoute {
  /// The presentation.
  let identity: PresentationID
  /// Whether it is an alert or a dialog (or a case holding one), whose `nil` writes are held.
  let isEphemeral: Bool
  /// The slot it is in.
  let slot: AnyPresentationSlot

  init(identity: PresentationID, isEphemeral: Bool, slot: AnyPresentationSlot) {
    self.identity = identity
    self.isEphemeral = isEphemeral
    self.slot = slot
  }

  /// What a button without an action does: releases a held `nil` write, then sends `.dismiss` if
  /// the slot still holds the presentation.
  func dismiss() -> StoreTask? {
    releaseHold()
    return slot.dismiss(identity, once: false)
  }

  /// Releases a `nil` write held for the presentation: a button of it was tapped (V7).
  func releaseHold() {
    slot.viewRoot?.release(identity)
  }
}
