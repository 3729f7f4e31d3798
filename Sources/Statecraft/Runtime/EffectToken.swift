import Synchronization

/// The running `.run` effect that the current task belongs to: what its `Send`, a `dismiss()`, a
/// `throttle` or a test clock inside it use to reach the store that runs it.
///
/// Installed as a task-local around the effect's task, so child tasks and unstructured tasks
/// created inside the effect see it too.
@MainActor
package final class EffectToken {
  package let id: EffectID
  package private(set) weak var host: (any EffectHost)?
  /// Whether the effect's work returned while it was still running: a `Send` used after that
  /// reports an issue (rule R8a). A cancelled effect's `Send` just delivers nothing.
  package internal(set) var hasFinished = false
  /// What a test clock knows of this effect, from any thread.
  package nonisolated let activity = EffectActivity()

  package init(id: EffectID, host: any EffectHost) {
    self.id = id
    self.host = host
  }

  /// The effect's work returned.
  package func returned() {
    host?.effectReturned(self)
  }

}

/// What a task knows about the effect it runs for; see ``EffectToken``.
package struct EffectContext: Sendable {
  package let token: EffectToken
  package let activity: EffectActivity

  @TaskLocal package static var current: EffectContext?
}

/// The store side of an effect's token: where its actions, dismissals and throttle state go.
@MainActor
package protocol EffectHost: AnyObject {
  /// The effect's work returned.
  func effectReturned(_ token: EffectToken)
  /// The effect called `dismiss()`.
  func dismiss(from token: EffectToken, at callSite: CallSite)
  /// Runs `body` on the throttle state of `id` for the effect; `nil` once the effect has ended.
  func withThrottle<R>(
    _ id: CancelID, from token: EffectToken, _ body: (inout ThrottleRecord) -> R
  ) -> R?
  /// Cancels the effects of a group that are still running.
  func cancel(_ group: EffectGroup)
  /// In a test, waits until the work of the host's effects has settled.
  func settleEffectsForTests() async
}

/// Counters about an effect that clocks update from any thread.
package final class EffectActivity: Sendable {
  private let testClockWaits = Atomic<Int>(0)

  package init() {}

  /// Called by a test clock before the effect suspends on it.
  package func willWaitOnTestClock() {
    testClockWaits.add(1, ordering: .sequentiallyConsistent)
  }

  /// Called by a test clock when it resumes the effect (before the effect runs again).
  package func didStopWaitingOnTestClock() {
    testClockWaits.subtract(1, ordering: .sequentiallyConsistent)
  }

  /// Whether some task of the effect sleeps on a test clock.
  package var isWaitingOnTestClock: Bool {
    testClockWaits.load(ordering: .sequentiallyConsistent) > 0
  }
}

/// The effects one send started directly: what a ``StoreTask`` waits for and cancels.
@MainActor
@usableFromInline
package final class EffectGroup {
  @usableFromInline package private(set) var total = 0
  package private(set) var running = 0
  package private(set) var cancelled = 0
  /// Whether the group was cancelled as a whole (``StoreTask/cancel()``).
  package private(set) var wasCancelled = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private weak var host: (any EffectHost)?

  package init(host: any EffectHost) {
    self.host = host
  }

  /// Cancels the group's effects that still run.
  package func cancel() {
    wasCancelled = true
    host?.cancel(self)
  }

  /// `count` more effects started.
  @usableFromInline
  package func add(_ count: Int) {
    total += count
    running += count
  }

  /// One of the group's effects ended.
  package func effectEnded(cancelled: Bool) {
    running -= 1
    if cancelled { self.cancelled += 1 }
    guard running == 0 else { return }
    let waiters = self.waiters
    self.waiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once every effect of the group has ended and, in a test, once what they started
  /// has run as far as it can.
  package func wait() async {
    if running > 0 {
      await withCheckedContinuation { waiters.append($0) }
    }
    await host?.settleEffectsForTests()
  }
}
