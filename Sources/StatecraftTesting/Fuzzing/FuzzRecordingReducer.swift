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
    let recorder = self.recorder
    // Safe: a store reduces on the main actor (its reducers are called from code that is not
    // isolated, hence `assumeIsolated`, entered once for the whole reduction), and the recorder
    // keeps the action there.
    nonisolated(unsafe) let recorded = action
    MainActor.assumeIsolated { recorder.beginReduction(recorded) }
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
}
