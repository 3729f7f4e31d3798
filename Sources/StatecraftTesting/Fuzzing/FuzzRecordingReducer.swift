import Statecraft

/// The fuzzed feature, wrapped so that the ``FuzzRecorder`` sees every action the store reduces
/// and whether it changed the state, shared values included.
///
/// It returns the feature's effects untouched, so they run where the feature put them (their
/// levels and cancellation ids are the feature's own).
struct FuzzRecordingReducer<State: Equatable, Action>: Reducer {
  let base: (inout State, Action) -> Effect<Action>
  let recorder: FuzzRecorder<Action>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    recordingReduce(&state, action, base: base, recorder: recorder)
  }
}

/// Reduces `action` with `base`, recording it in `recorder`: what ``FuzzRecordingReducer`` does.
///
/// Inlinable, so that the state explorer's reducer, made where the feature is explored, is
/// specialized for the feature's types.
@inlinable
func recordingReduce<State: Equatable, Action>(
  _ state: inout State, _ action: Action, base: (inout State, Action) -> Effect<Action>,
  recorder: FuzzRecorder<Action>
) -> Effect<Action> {
  guard !recorder.tracksSharedChanges else {
    // Safe: a store reduces on the main actor (its reducers are called from code that is not
    // isolated, hence `assumeIsolated`), and the recorder keeps the action there.
    nonisolated(unsafe) let recorded = action
    MainActor.assumeIsolated { recorder.beginReduction(recorded) }
    return recordingReduceTrackingShared(&state, action, base: base, recorder: recorder)
  }
  // The explorer keeps each state's shared values itself, and asks whether a reduction changed
  // the state only of one that raised an issue: both walks are saved. What a reduction records
  // is read and written without entering the main actor (see `FuzzRecorder.log`).
  recorder.beginReduction(action)
  let before = state
  let effect = base(&state, action)
  let setAside = !effect.isNone && recorder.setsRunsAside && recorder.setAside(effect, of: action)
  let changed = recorder.currentReductionRaisedIssues && before != state
  recorder.endReduction(changedState: changed, sharedChanges: nil)
  return setAside ? .none : effect
}

/// ``recordingReduce(_:_:base:recorder:)`` for a fuzzer's session, which tells the changes of the
/// shared values the state holds; the reduction has begun.
@usableFromInline
func recordingReduceTrackingShared<State: Equatable, Action>(
  _ state: inout State, _ action: Action, base: (inout State, Action) -> Effect<Action>,
  recorder: FuzzRecorder<Action>
) -> Effect<Action> {
  let before = state
  // Copies of the state share their boxes: what the reducer did to a shared value is read
  // from the boxes, before the effects it returns can run.
  let sharedBefore = SharedValues(reading: state)
  let effect = base(&state, action)
  let sharedAfter = SharedValues(reading: state).adding(sharedBefore.reread())
  let sharedChanges = sharedBefore.differences(to: sharedAfter)
  let changed = before != state || !sharedChanges.isEmpty
  let changesText = sharedChanges.isEmpty ? nil : Messages.sharedChanges(sharedChanges)
  MainActor.assumeIsolated {
    recorder.endReduction(changedState: changed, sharedChanges: changesText)
  }
  return effect
}
