/// Per-thread counters that reducers bump when they handle an action, so that the operator
/// around them can tell afterwards whether anyone did: how wiring mistakes are found (a slot
/// without its `ifLet`, a destination case without its `Scope` line) without changing what the
/// reducers return.
///
/// Reducing is synchronous, so the counts seen before and after a child reducer call on one
/// thread are that call's. Per thread rather than global, so that reducers run by hand on other
/// threads never mix their counts.
@usableFromInline
enum ReductionSignal {
  /// How many actions a `Scope` to an enum case (a destination's line) has run on this thread.
  @usableFromInline
  static var caseScopesMatched: UInt { ThreadContext.current.pointee.caseScopesMatched }

  /// How many actions a presentation `ifLet` has taken on this thread.
  @usableFromInline
  static var presentationsHandled: UInt { ThreadContext.current.pointee.presentationsHandled }

  @usableFromInline
  static func caseScopeMatched() {
    ThreadContext.current.pointee.caseScopesMatched &+= 1
  }

  @usableFromInline
  static func presentationHandled() {
    ThreadContext.current.pointee.presentationsHandled &+= 1
  }

  /// How many binding actions a `BindingReducer` has applied on this thread.
  @usableFromInline
  static var bindingsApplied: UInt { ThreadContext.current.pointee.bindingsApplied }

  @usableFromInline
  static func bindingApplied() {
    ThreadContext.current.pointee.bindingsApplied &+= 1
  }
}
