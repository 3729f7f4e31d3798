/// A check that failed after a step of a fuzzed sequence (internal: the public face is
/// ``FuzzFailure``).
@usableFromInline
struct FuzzViolation: Equatable {
  let check: FuzzCheck
  /// What exactly went wrong, for the message.
  let details: String
  /// What makes two violations the same failure while shrinking, beyond their check: the place
  /// that raised an unexpected issue. A shorter sequence counts only if it fails the same way.
  let signature: String

  init(_ check: FuzzCheck, details: String, signature: String = "") {
    self.check = check
    self.details = details
    self.signature = signature
  }

  func isSameFailure(as other: Self) -> Bool {
    check == other.check && signature == other.signature
  }
}
