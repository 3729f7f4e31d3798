/// How much a `TestStore` insists on: everything, or only what a test asserts.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every effect still running at the end must be
  /// asserted, or the test fails. The default.
  case on
  /// Only what the test asserts is checked: unasserted state changes pass, unasserted received
  /// actions are skipped, `receive` skips to the action it matches, and effects still running at
  /// the end are cancelled. A field the test does assert must still match.
  ///
  /// With `showSkippedAssertions`, what was skipped is reported without failing, to help turn a
  /// non-exhaustive test into an exhaustive one: under Swift Testing as a known issue at each
  /// step, under XCTest as a line of the test's output.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without reporting what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
