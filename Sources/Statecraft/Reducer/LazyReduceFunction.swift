import Foundation
public import Synchronization

/// A child reducer as a function, built the first time it runs.
///
/// Operators that run a child on state that may be absent (`ifLet`, `ifCaseLet`, `forEach`,
/// `Scope` to an enum case) hold their child this way. A feature can then present itself, or
/// hold rows of its own kind: building the parent's function no longer builds the child's, which
/// would build the parent's again, without end. The child's body is evaluated once, when an
/// action first reaches it.
@usableFromInline
// Safe: `built` is written once, with `lock` held, before `isBuilt` is stored with release
// ordering; it is only read after `isBuilt` was loaded with acquire ordering.
final class LazyReduceFunction<State, Action>: @unchecked Sendable {
  // Unchecked: written once before `isBuilt` is set, read only after it is; no access overlaps.
  // Not optional: calling a function read out of an optional of this generic class allocated a
  // reabstraction closure on every call. It does nothing until it is built.
  @exclusivity(unchecked) @usableFromInline var built: (inout State, Action) -> Effect<Action> = {
    _, _ in .none
  }
  @usableFromInline let isBuilt = Atomic<Bool>(false)
  private let lock = NSLock()
  private var build: (() -> (inout State, Action) -> Effect<Action>)?

  /// Builds `reducer`'s function on first use.
  @usableFromInline
  init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    build = { reducer._reduceFunction() }
  }

  /// A function that is already built.
  @usableFromInline
  init(function: @escaping (inout State, Action) -> Effect<Action>) {
    built = function
    isBuilt.store(true, ordering: .releasing)
  }

  /// Runs the child, building it first if this is its first action.
  @inlinable
  func callAsFunction(_ state: inout State, _ action: Action) -> Effect<Action> {
    if isBuilt.load(ordering: .acquiring) {
      return built(&state, action)
    }
    return function(&state, action)
  }

  /// The built function, building it if needed.
  @usableFromInline
  var function: (inout State, Action) -> Effect<Action> {
    if isBuilt.load(ordering: .acquiring) { return built }
    lock.lock()
    defer { lock.unlock() }
    if isBuilt.load(ordering: .acquiring) { return built }
    // Building evaluates the child's body, which does not run any reducer: no lock is taken again.
    // Not `build.map { $0() } ?? ...`: a function value passed through a generic function comes
    // back wrapped in two reabstraction thunks, which every action through the child then ran.
    let function: (inout State, Action) -> Effect<Action>
    if let build {
      function = build()
    } else {
      function = { _, _ in .none }
    }
    build = nil
    built = function
    isBuilt.store(true, ordering: .releasing)
    return function
  }
}
