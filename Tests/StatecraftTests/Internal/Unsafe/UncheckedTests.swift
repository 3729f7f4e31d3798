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

/// `PreparedReducers` reads the function it stored under a reducer's type through
/// `Unchecked.downcast`.
@Suite("Prepared reducers' unchecked downcast")
struct PreparedReducersDowncastTests {
  struct Doubler: Reducer {
    typealias State = Int
    typealias Action = Int
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state = state * 2 + action
        return .none
      }
    }
  }

  struct Negator: Reducer {
    typealias State = Int
    typealias Action = Int
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state = -state
        return .none
      }
    }
  }

  @Test("Each type's stored function comes back from the table as its own, call after call")
  func functionComesBackForItsType() throws {
    for _ in 0..<3 {
      let double = try #require(PreparedReducers.function(for: Doubler()))
      let negate = try #require(PreparedReducers.function(for: Negator()))
      var state = 5
      _ = double(&state, 1)
      #expect(state == 11)
      _ = negate(&state, 0)
      #expect(state == -11)
    }
  }
}
