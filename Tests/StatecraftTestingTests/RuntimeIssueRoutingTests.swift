import Foundation
import Statecraft
import Testing

@testable import StatecraftTesting

/// A runtime issue raised outside a `TestStore` while a test runs (a plain `Store`, a
/// `CasePath.modify` given another case) is a failure of that test, at the line that raised it;
/// outside a test it is printed (DESIGN.md, runtime issues).
@MainActor
@Suite("Runtime issues outside a TestStore")
struct RuntimeIssueRoutingTests {
  @Test("The core finds StatecraftTesting's hooks by name in a test process")
  func hooksAreFound() {
    #expect(TestSupportLink.found == CoreHooks.self)
  }

  @Test("CasePath.modify given another case fails the running test, at the modify's line")
  func casePathModify() {
    var choice = TimeSpan.hours(1)
    let line = #line + 2
    withKnownIssue {
      CasePath(TimeSpan.minutes).modify(&choice) { $0 += 1 }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        CasePath<TimeSpan, Int>.modify was given TimeSpan.hours(…), which is another \
        case. Nothing was changed.
        """
      ] && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "RuntimeIssueRoutingTests.swift"
    }
    #expect(choice == .hours(1))
  }

  @Test("A plain store's runtime issue, raised in its effect, fails the running test")
  func plainStoreEffect() async {
    let store = Store(initialState: Complainer.State()) { Complainer() }
    await withKnownIssue {
      await store.send(.complain).finish()
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["The effect complained."]
        && issue.sourceLocation?.line == Complainer.line
    }
  }

  @Test("A library test capturing failures captures these too, with their lines")
  func captured() async {
    var choice = TimeSpan.hours(1)
    let line = #line + 2
    let failures = await recordedFailures {
      CasePath(TimeSpan.minutes).modify(&choice) { $0 += 1 }
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            CasePath<TimeSpan, Int>.modify was given TimeSpan.hours(…), which is \
            another case. Nothing was changed.
            """,
          line: line
        )
      ])
  }

  @Test("With no test running (a detached task here), an issue is not recorded: it is printed")
  func outsideATest() async {
    let recorded = await Task.detached {
      recordFailureInRunningTest(
        "Nobody's.", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }.value
    #expect(!recorded)
  }
}

/// A span of time, in one unit.
enum TimeSpan: Equatable {
  case hours(Int)
  case minutes(Int)
}

/// An effect that reports an issue through the public funnel.
struct Complainer: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case complain }

  static let line: Int = #line + 6

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .complain:
      return .run { _ in
        reportIssue("The effect complained.")
      }
    }
  }
}
