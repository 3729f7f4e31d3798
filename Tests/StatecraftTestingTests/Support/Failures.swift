import Statecraft
import StatecraftTesting
import Testing

/// A failure that a test store recorded: its whole text, and the line it was recorded at.
struct RecordedFailure: Equatable, CustomStringConvertible {
  var text: String
  var line: Int

  var description: String { "line \(line): <<\(text)>>" }
}

/// The failures that `body` records, in order, with their lines, captured rather than recorded
/// (so a passing run prints nothing of them). A run that records none passes too, so a caller
/// compares the result with what it expects, also `[]`.
@MainActor
func recordedFailures(_ body: @MainActor () async -> Void) async -> [RecordedFailure] {
  await capturingFailures(expectingSome: false) {
    await body()
  }
  .map { RecordedFailure(text: $0.message, line: $0.line) }
}

/// The texts of the failures that `body` records, in order.
@MainActor
func failureTexts(_ body: @MainActor () async -> Void) async -> [String] {
  await recordedFailures(body).map(\.text)
}

/// What a non-exhaustive test store printed about the assertions it skipped while `body` ran.
@MainActor
func skippedAssertionsOutput(_ body: @MainActor () async -> Void) async -> [String] {
  let printed = Locked<[String]>([])
  await SkippedAssertionsOutput.$current.withValue(
    SkippedAssertionsOutput { text in printed.withLock { $0.append(text) } }
  ) {
    await body()
  }
  return printed.withLock { $0 }
}

/// A continuation that nobody resumes until the test says so: work that ignores cancellation.
final class Stuck: Sendable {
  private let state = Locked<(continuation: CheckedContinuation<Void, Never>?, isReleased: Bool)>(
    (nil, false)
  )

  /// Suspends until ``release()``, whether or not the task is cancelled.
  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        if state.isReleased { return true }
        state.continuation = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Lets the waiting work return.
  func release() {
    let continuation = state.withLock { state in
      state.isReleased = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }
}
