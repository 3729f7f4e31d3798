// NB: a stand-in until the process-wide job tracker lands; it guesses with yields.
package enum Quiescence {
  package static func install() {}

  @MainActor
  package static func waitUntilIdle(timeout: Duration) async -> Bool {
    for _ in 0..<200 { await Task.yield() }
    return true
  }
}
