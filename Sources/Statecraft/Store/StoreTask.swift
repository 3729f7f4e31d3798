/// The effects started by one ``Store/send(_:)``, to wait for or cancel.
///
/// ```swift
/// .task { await store.send(.onAppear).finish() }
/// ```
public struct StoreTask: Hashable, Sendable {
  private let handles: [EffectHandle]
  /// `nil` when the send started no effect, which is most sends: nothing to allocate then.
  private let state: CancellationState?

  @MainActor
  package init(handles: [EffectHandle]) {
    self.handles = handles
    self.state = handles.isEmpty ? nil : CancellationState()
  }

  /// Cancels the effects; they send nothing from now on.
  @MainActor
  public func cancel() {
    state?.isCancelled = true
    for handle in handles { handle.cancel() }
  }

  /// Waits until every effect has ended (finished or been cancelled).
  ///
  /// Cancelling the task that waits cancels the effects, so a UI layer can tie effects to the
  /// lifetime of a view: `.task { await store.send(.onAppear).finish() }`.
  @MainActor
  public func finish() async {
    let handles = self.handles
    await withTaskCancellationHandler {
      for handle in handles {
        await handle.task?.value
      }
    } onCancel: {
      Task { @MainActor in
        for handle in handles { handle.cancel() }
      }
    }
  }

  /// Whether ``cancel()`` was called or every effect was cancelled; `true` for a send that started
  /// no effect, as there is nothing left to run.
  @MainActor
  public var isCancelled: Bool {
    guard let state else { return true }
    return state.isCancelled || handles.allSatisfy(\.isCancelled)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.state === rhs.state
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(state.map(ObjectIdentifier.init))
  }

  @MainActor
  private final class CancellationState {
    var isCancelled = false
  }
}
