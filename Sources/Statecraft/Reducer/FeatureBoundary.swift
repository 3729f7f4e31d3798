/// Runs `body` (a child feature's reduce of `action`), then reports the wiring mistakes that show
/// where a feature's reduce ends: a presentation action that no `ifLet` in the feature took (a
/// `@Presents` slot without its `ifLet`), and a binding action that no `BindingReducer` applied
/// (B2). Each check costs nothing for an action type that can hold neither.
///
/// The one place every operator that runs a child feature (`Scope`, `forEach`) makes these checks,
/// so that a child reached through any of them is diagnosed the same way. `feature` names the
/// child in the report; `callSite`, the operator's, is where it is reported.
@inlinable @inline(__always)
func watchingFeature<Action, R>(
  _ presentations: PresentationCases<Action>?, _ bindings: BindingCases<Action>?,
  _ action: Action, in feature: @autoclosure () -> String, at callSite: CallSite,
  _ body: () -> R
) -> R {
  if let bindings {
    // B2 hook.
    return bindings.watching(action, in: feature(), at: callSite) {
      watchingFeature(presentations, nil, action, in: feature(), at: callSite, body)
    }
  }
  guard let presentations else { return body() }
  let before = ReductionSignal.presentationsHandled
  let result = body()
  presentations.check(action, handledBefore: before, in: feature())
  return result
}

/// ``watchingFeature(_:_:_:in:at:_:)``, for a destination reducer whose `Scope` line for the
/// action's case may be missing: when `isUnscoped` says so after `body`, that is the one thing
/// reported (by the caller), and the presentation and binding checks are skipped, the action
/// counted as handled, so that no feature around this one reports it either.
@inlinable
func watchingFeature<Action, R>(
  _ presentations: PresentationCases<Action>?, _ bindings: BindingCases<Action>?,
  _ action: Action, in feature: @autoclosure () -> String, at callSite: CallSite,
  unlessUnscoped isUnscoped: () -> Bool,
  _ body: () -> R
) -> R {
  guard presentations != nil || bindings != nil else { return body() }
  let handledBefore = ReductionSignal.presentationsHandled
  let appliedBefore = ReductionSignal.bindingsApplied
  let result = body()
  if isUnscoped() {
    if presentations != nil, ReductionSignal.presentationsHandled == handledBefore {
      ReductionSignal.presentationHandled()
    }
    absorbUnappliedBinding(since: appliedBefore)
    return result
  }
  presentations?.check(action, handledBefore: handledBefore, in: feature())
  bindings?.settle(action, appliedBefore: appliedBefore, in: feature(), at: callSite)
  return result
}
