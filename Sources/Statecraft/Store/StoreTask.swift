/// The effects started by one ``Store/send(_:)``, to wait for or cancel.
///
/// ```swift
/// .task { await store.send(.onAppear).finish() }
/// ```
public struct StoreTask: Hashable, Sendable {
  /// `nil` when the send started no effect, which is most sends.
  @usableFromInline let group: EffectGroup?

  @MainActor
  @inlinable
  package init(group: EffectGroup?) {
    self.group = group.flatMap { $0.total > 0 ? $0 : nil }
  }

  /// Cancels the effects; they send nothing from now on.
  @MainActor
  public func cancel() {
    group?.cancel()
  }

  /// Waits until every effect has ended (finished or been cancelled).
  ///
  /// Cancelling the task that waits cancels the effects, so a UI layer can tie effects to the
  /// lifetime of a view: `.task { await store.send(.onAppear).finish() }`.
  @MainActor
  public func finish() async {
    guard let group else { return }
    await withTaskCancellationHandler {
      await group.wait()
    } onCancel: {
      Task { @MainActor in group.cancel() }
    }
  }

  /// Whether ``cancel()`` was called or every effect was cancelled; `true` for a send that started
  /// no effect, as there is nothing left to run.
  @MainActor
  public var isCancelled: Bool {
    guard let group else { return true }
    return group.wasCancelled || (group.running == 0 && group.cancelled == group.total)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}
