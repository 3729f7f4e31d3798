import Testing

@testable import Statecraft

/// `Unchecked.downcast`: a reference stored as its base class comes back as the subclass it is.
@Suite("Unchecked downcast")
struct UncheckedTests {
  class Base {}

  final class Derived: Base {
    let payload: [String]
    init(payload: [String]) { self.payload = payload }
  }

  @Test("A reference stored as its base class is the same object, read as its own class")
  func downcastKeepsIdentityAndFields() {
    let derived = Derived(payload: ["a", "b"])
    let stored: Base = derived
    let back = Unchecked.downcast(stored, to: Derived.self)
    #expect(back === derived)
    #expect(back.payload == ["a", "b"])
  }

  @Test("An effect's operation is read back from its box")
  func effectOperation() {
    let effect = Effect<Int>.send(7)
    guard case .send(let action) = effect.operation else {
      Issue.record("expected a send, got \(effect.operation)")
      return
    }
    #expect(action.value == 7)
    #expect(!effect.hasLevels)
    #expect(!effect.onlyEndsLevels)
  }
}
