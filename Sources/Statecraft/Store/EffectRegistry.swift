/// The running effects of one store and the cancellation ids they are registered under.
///
/// Ids live here, per store, so two stores using the same id never cancel each other (rule R3).
@MainActor
package final class EffectRegistry {
  /// Running effects, in the order they started.
  package private(set) var running: [EffectHandle] = []
  private var byID: [CancelID: [EffectHandle]] = [:]
  /// Per-id state of `throttle`, kept per store.
  var throttles: [CancelID: ThrottleState] = [:]
  /// Presentations whose dismissal was requested from inside and has not happened yet.
  private var requestedDismissals: Set<CancelID> = []
  /// Called whenever an effect starts, ends or is cancelled.
  package var didChange: (() -> Void)?

  package init() {}

  func add(_ handle: EffectHandle) {
    running.append(handle)
    didChange?()
  }

  func register(_ handle: EffectHandle, under id: CancelID) {
    guard handle.isActive else { return }
    byID[id, default: []].append(handle)
    handle.cancelIDs.append(id)
  }

  /// Cancels every running effect registered under `id`.
  package func cancel(id: CancelID) {
    requestedDismissals.remove(id)
    guard let handles = byID.removeValue(forKey: id) else { return }
    for handle in handles { handle.cancel() }
  }

  /// Records that the presentation whose effects are registered under `id` asked to be dismissed;
  /// `false` when it already had, so that a second `dismiss()` sends nothing.
  func requestDismissal(of id: CancelID) -> Bool {
    requestedDismissals.insert(id).inserted
  }

  /// Cancels every running effect.
  package func cancelAll() {
    for handle in running { handle.cancel() }
  }

  func remove(_ handle: EffectHandle) {
    if let index = running.firstIndex(where: { $0 === handle }) {
      running.remove(at: index)
    }
    for id in handle.cancelIDs {
      byID[id]?.removeAll { $0 === handle }
      if byID[id]?.isEmpty == true { byID[id] = nil }
    }
    handle.cancelIDs = []
    didChange?()
  }
}
