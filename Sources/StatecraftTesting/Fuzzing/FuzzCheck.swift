/// One of the properties a ``Fuzzer`` checks after every step of every sequence.
public enum FuzzCheck: Hashable, Sendable {
  /// At most one thing is presented at a time: no two full `@Presents` slots, found anywhere in
  /// the state, unless one is inside what the other presents (a sheet showing an alert).
  case onePresentationAtATime

  /// A ``FuzzInput/stale(_:)`` input changes nothing: not the state, not the running effects.
  /// This is what keeps a late "confirm delete" from deleting (rule R7).
  case staleInputChangesNothing

  /// No effect of a presentation that ended, or of an element that was removed, is still running,
  /// and none delivers an action that its presentation or element, now gone, would have received
  /// (rules R5, R8a).
  case noEffectOutlivesItsOwner

  /// Every runtime issue is one that a stale input raised. Any other (an action for a slot that
  /// is empty, an unimplemented dependency, a `Send` used after its effect finished) is a failure.
  case noUnexpectedIssue

  /// An invariant of the feature, given to ``Fuzzer/invariant(_:_:)``, with its description.
  case invariant(String)

  /// After every step, the effects settle: each runs until it waits on the clock, finishes, or
  /// waits on something outside the test, within 30 seconds.
  case effectsSettle
}

extension FuzzCheck: CustomStringConvertible {
  /// What fails when this check does, as a failure message's headline says it.
  public var description: String {
    switch self {
    case .onePresentationAtATime: "two things are presented at once"
    case .staleInputChangesNothing: "a stale input changed the feature"
    case .noEffectOutlivesItsOwner: "an effect outlived the presentation or element it belongs to"
    case .noUnexpectedIssue: "a runtime issue was raised that no stale input explains"
    case .invariant(let description): "the invariant “\(description)” does not hold"
    case .effectsSettle: "effects did not settle"
    }
  }
}
