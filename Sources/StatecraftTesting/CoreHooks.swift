import Statecraft

/// StatecraftTesting's side of the core's `TestSupport`: found by the core by name whenever a
/// test process links this module, without the test calling anything.
///
/// It makes a runtime issue raised outside a `TestStore` (a plain `Store`, a `CasePath.modify`
/// given another case, a shared key) a failure of the test that is running, and gives a plain
/// store's effects a lane of their own, so that a ``TestClock`` it uses waits for their work.
///
/// NB: the core looks it up by its mangled name (`TestSupportLink.mangledName`); renaming it or
/// moving it to another module breaks that link, which `CoreHooksTests` checks.
enum CoreHooks: TestSupport {
  static func recordIssue(_ issue: RuntimeIssue) -> Bool {
    recordFailureInRunningTest(
      issue.message, fileID: issue.fileID, filePath: issue.filePath, line: issue.line,
      column: issue.column
    )
  }

  @MainActor
  static func makeEffectExecutor(for dependencies: DependencyValues) -> (any TaskExecutor)? {
    guard let lane = Quiescence.makeSerialExecutor(), let owner = Quiescence.owner(of: lane)
    else { return nil }
    for case let clock as TestClock in dependencies.overriddenValues {
      clock.waitsForWork(of: owner)
    }
    return lane
  }

  @MainActor
  static func settle(_ executor: any TaskExecutor) async {
    // A plain store's work that never settles (an effect that loops without suspending) ends
    // the wait at the bound; a plain store has no step to report it at.
    _ = await Quiescence.settle(timeout: defaultSettleBound, lane: executor)
  }
}
