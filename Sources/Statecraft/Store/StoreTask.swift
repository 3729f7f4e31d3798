/// The effects started by one ``Store/send(_:)``, to wait for or cancel.
///
/// ```swift
/// .task { await store.send(.onAppear).finish() }
/// ```
public struct StoreTask: Hashable, Sendable {
  private let handles: [EffectHandle]
  private let state: CancellationState

  @MainActor
  package init(handles: [EffectHandle]) {
    self.handles = handles
    self.state = CancellationState()
  }

  /// Cancels the effects; they send nothing from now on.
  @MainActor
  public func cancel() {
    state.isCancelled = true
    for handle in handles { handle.cancel() }
  }

  /// Waits until every effect has ended (finished or been cancelled).
  @MainActor
  public func finish() async {
    for handle in handles {
      await handle.task?.value
    }
  }

  /// Whether ``cancel()`` was called, or every effect was cancelled.
  @MainActor
  public var isCancelled: Bool {
    state.isCancelled || (!handles.isEmpty && handles.allSatisfy(\.isCancelled))
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.state === rhs.state
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(state))
  }

  @MainActor
  private final class CancellationState {
    var isCancelled = false
  }
}
