import Synchronization

/// One running effect of a store: the task of a `.run`, or of the rest of a concatenation.
@MainActor
package final class EffectHandle {
  /// The action whose reducer returned this effect, for messages about effects still running.
  package let origin: Any
  package var task: Task<Void, Never>?
  package private(set) var isCancelled = false
  package private(set) var isFinished = false
  /// What a clock knows of this effect from other threads.
  package let activity: EffectActivity
  /// The effects a concatenation is waiting for; cancelled along with it.
  var children: [EffectHandle] = []
  /// Whether this handle only waits for its ``children`` (the rest of a concatenation).
  var waitsForChildren = false
  var cancelIDs: [CancelID] = []
  weak var registry: EffectRegistry?
  /// The concatenation this effect is a step of, if any.
  package private(set) weak var parent: EffectHandle?

  /// This effect and the concatenations it is a step of, innermost first.
  package var lineage: [EffectHandle] {
    var lineage = [self]
    while let parent = lineage.last?.parent { lineage.append(parent) }
    return lineage
  }

  func adopt(_ children: [EffectHandle]) {
    self.children = children
    for child in children { child.parent = self }
  }

  init(origin: Any, registry: EffectRegistry, executor: (any QuiescentExecutor)?) {
    self.origin = origin
    self.registry = registry
    self.activity = EffectActivity(executor: executor)
  }

  /// Whether the effect can still send actions: neither finished nor cancelled.
  package var isActive: Bool { !isCancelled && !isFinished }

  /// Whether the effect is provably waiting on something only the test can move (a test clock that
  /// nobody advances), or cannot send anything any more.
  package var isSettled: Bool {
    if !isActive || activity.isWaitingOnTestClock { return true }
    // A sequence whose children have all ended is about to start its next effect.
    return waitsForChildren && children.contains(where: \.isActive)
      && children.allSatisfy(\.isSettled)
  }

  /// Cancels the task and the effects it waits for; its ``Send`` delivers nothing from now on.
  package func cancel() {
    guard isActive else { return }
    isCancelled = true
    activity.markEnded()
    task?.cancel()
    for child in children { child.cancel() }
    registry?.remove(self)
  }

  func finish() {
    guard !isFinished else { return }
    isFinished = true
    activity.markEnded()
    registry?.remove(self)
  }
}

/// Counters about an effect that clocks update from any thread.
package final class EffectActivity: Sendable {
  private let testClockWaits = Atomic<Int>(0)
  private let ended = Atomic<Bool>(false)
  /// The executor the effect's work runs on, when it can tell that no work is left to run.
  package let executor: (any QuiescentExecutor)?

  init(executor: (any QuiescentExecutor)?) {
    self.executor = executor
  }

  /// Whether the effect has finished or was cancelled.
  package var hasEnded: Bool { ended.load(ordering: .sequentiallyConsistent) }

  func markEnded() {
    ended.store(true, ordering: .sequentiallyConsistent)
  }

  /// Called by a test clock before the effect suspends on it.
  package func willWaitOnTestClock() {
    testClockWaits.add(1, ordering: .sequentiallyConsistent)
  }

  /// Called by a test clock when it resumes the effect (before the effect runs again).
  package func didStopWaitingOnTestClock() {
    testClockWaits.subtract(1, ordering: .sequentiallyConsistent)
  }

  package var isWaitingOnTestClock: Bool {
    testClockWaits.load(ordering: .sequentiallyConsistent) > 0
  }
}

/// The effect that the current task belongs to, for clocks and presentation dismissal.
package struct EffectContext: Sendable {
  package let handle: EffectHandle
  package let activity: EffectActivity

  @TaskLocal package static var current: EffectContext?
}

/// An executor that can tell whether it has work queued or running: a `TestStore` runs effects on
/// one, to know without guessing when every effect is suspended.
package protocol QuiescentExecutor: TaskExecutor {
  /// Whether no job is queued or running.
  var isIdle: Bool { get }
  /// How many jobs were ever enqueued.
  var enqueuedCount: Int { get }
}
