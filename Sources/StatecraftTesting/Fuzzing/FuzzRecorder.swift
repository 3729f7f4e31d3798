import Statecraft

/// What happened while one fuzzed sequence ran: every action the store reduced (the input's and
/// those effects delivered), whether it changed the state, and the runtime issues raised, each
/// attached to the reduction that raised it when there was one.
///
/// Its ``handler`` receives the sequence's runtime issues: installed around the whole sequence, it
/// is inherited by every effect the store starts.
///
/// What a reduction calls (``beginReduction(_:)``, ``endReduction(changedState:sharedChanges:)``,
/// ``take()``) is inlinable, so that the state explorer's transitions, specialized for the feature
/// where it is explored, record without looking generic types up at run time.
@MainActor
@usableFromInline
final class FuzzRecorder<Action> {
  @usableFromInline
  struct Reduction {
    @usableFromInline let action: Action
    /// Whether the reduction changed the state; found only for a reduction that raised an issue.
    @usableFromInline var changedState = false
    /// The changes of the shared values the state holds, as a diff under their paths, when the
    /// reduction made any.
    @usableFromInline var sharedChanges: String?
    @usableFromInline var issues: [RuntimeIssue] = []

    @inlinable
    init(action: Action) {
      self.action = action
    }
  }

  /// What a step recorded.
  @usableFromInline
  struct Log {
    /// The reductions, in order: every one while ``FuzzRecorder/tracksSharedChanges``, else those
    /// that raised an issue (what the explorer reads).
    @usableFromInline var reductions: [Reduction] = []
    /// Issues raised outside any reduction: by an effect's own code, a `Send` used too late, a
    /// `dismiss()` with nothing to dismiss.
    @usableFromInline var otherIssues: [RuntimeIssue] = []

    @inlinable
    init() {}

    var issueCount: Int { reductions.reduce(otherIssues.count) { $0 + $1.issues.count } }

    /// Whether nothing raised an issue: what most steps record.
    @inlinable
    var isClean: Bool {
      guard otherIssues.isEmpty else { return false }
      for reduction in reductions where !reduction.issues.isEmpty { return false }
      return true
    }

    /// The first issue a reduction raised, else the first raised outside any.
    var firstIssue: RuntimeIssue? {
      for reduction in reductions {
        if let issue = reduction.issues.first { return issue }
      }
      return otherIssues.first
    }
  }

  // What a reduction reads and writes is `nonisolated(unsafe)`, and so are the methods that do it:
  // safe, as the recorder is read and written on the main actor only, by its explorer or fuzzer
  // and by the reductions of their store, which run on the main actor (the recording reducer is
  // called from the store's reducer closure, which is not isolated, and would otherwise enter the
  // main actor with `assumeIsolated` two or three times a reduction).
  @usableFromInline nonisolated(unsafe) var log = Log()
  /// The index in `log` of the reduction under way, once it has an entry.
  @usableFromInline nonisolated(unsafe) var current: Int?
  /// The action of the reduction under way while it has no entry: without shared changes to
  /// tell, a reduction gets one only when it raises an issue, as nothing reads the others.
  @usableFromInline nonisolated(unsafe) var unrecorded: Action?
  /// Issues raised on other threads (effects run off the main actor).
  private let offMain = Locked<[RuntimeIssue]>([])

  nonisolated init() {}

  /// The handler that routes the sequence's runtime issues here.
  var handler: IssueHandler {
    let offMain = self.offMain
    return IssueHandler { [weak self] issue in
      guard MainActor.isCurrent else {
        offMain.withLock { $0.append(issue) }
        return
      }
      MainActor.assumeIsolated { self?.record(issue) }
    }
  }

  /// Called with every action reduced, as it begins (the explorer's coverage).
  @usableFromInline nonisolated(unsafe) var onReduction: ((Action) -> Void)?

  /// Whether each reduction reads the shared values the state holds, before and after, to tell
  /// their changes (``Log/Reduction/sharedChanges``): the fuzzer's sessions do; the explorer keeps
  /// each state's shared values itself.
  @usableFromInline nonisolated(unsafe) var tracksSharedChanges = true

  /// Whether a reduction's effect made only of `.run` effects is counted in ``startedRuns`` and
  /// replaced by `.none` (see `SetAsideRuns`): set by the explorer's stepper around a step under
  /// ``ExplorationEffects/ignore`` that does not read the effects running after it.
  @usableFromInline nonisolated(unsafe) var setsRunsAside = false

  /// The actions whose reductions started `.run` effects in the explorer's step, one per effect,
  /// in order: those set aside and those the store started.
  @usableFromInline nonisolated(unsafe) var startedRuns: [Action] = []

  /// Counts the runs of `effect`, returned by reducing `action`, in ``startedRuns`` when it is
  /// made only of runs that may be set aside; `false` when the store must start it.
  @inlinable
  nonisolated func setAside(_ effect: Effect<Action>, of action: Action) -> Bool {
    guard let count = setAsideCount(of: effect) else { return false }
    for _ in 0..<count { startedRuns.append(action) }
    return true
  }

  /// How many runs of `effect` may be set aside (`SetAsideRuns`); `nil` when none may.
  @usableFromInline
  nonisolated func setAsideCount(of effect: Effect<Action>) -> Int? {
    SetAsideRuns.count(in: effect)
  }

  /// Whether the reduction under way has raised an issue so far.
  @inlinable
  nonisolated var currentReductionRaisedIssues: Bool {
    guard let current else { return false }
    return !log.reductions[current].issues.isEmpty
  }

  @inlinable
  nonisolated func beginReduction(_ action: Action) {
    onReduction?(action)
    guard tracksSharedChanges else {
      unrecorded = action
      return
    }
    log.reductions.append(Reduction(action: action))
    current = log.reductions.count - 1
  }

  @inlinable
  nonisolated func endReduction(changedState: Bool, sharedChanges: String?) {
    unrecorded = nil
    guard let current else { return }
    log.reductions[current].changedState = changedState
    log.reductions[current].sharedChanges = sharedChanges
    self.current = nil
  }

  /// Takes what was recorded since the last call.
  @inlinable
  func take() -> Log {
    var taken = log
    log = Log()
    takeOffMainIssues(into: &taken)
    return taken
  }

  /// Adds the issues raised on other threads since the last call to `log`.
  @usableFromInline
  func takeOffMainIssues(into log: inout Log) {
    let issues = offMain.withLock { issues in
      defer { issues = [] }
      return issues
    }
    if !issues.isEmpty { log.otherIssues += issues }
  }

  private func record(_ issue: RuntimeIssue) {
    if current == nil, let action = unrecorded {
      unrecorded = nil
      log.reductions.append(Reduction(action: action))
      current = log.reductions.count - 1
    }
    if let current {
      log.reductions[current].issues.append(issue)
    } else {
      log.otherIssues.append(issue)
    }
  }
}
