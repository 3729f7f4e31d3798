import Testing

@testable import Statecraft

/// `Equality`: `==` found at run time for exactly the types that have it.
@Suite("Equality found at run time")
struct EqualityTests {
  struct Plain { var value: Int }

  class Animal: Equatable {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.name == rhs.name }
  }

  final class Dog: Animal {}

  @Test("An Equatable type compares with its own ==")
  func equatable() throws {
    let equality = try #require(Equality([String: [Int]].self))
    #expect(equality.areEqual(["a": [1, 2]], ["a": [1, 2]]))
    #expect(!equality.areEqual(["a": [1, 2]], ["a": [2, 1]]))
    let compare = try #require(equalityFunction(for: Double.self))
    var (zero, negativeZero) = (0.0, -0.0)
    var (notANumber, otherNotANumber) = (Double.nan, Double.nan)
    #expect(StateRef.compare(&zero, &negativeZero, by: compare))
    #expect(!StateRef.compare(&notANumber, &otherNotANumber, by: compare))
  }

  @Test("A type that is not Equatable has none")
  func notEquatable() {
    #expect(Equality(Plain.self) == nil)
    #expect(equalityFunction(for: (Int, Int).self) == nil)
  }

  @Test("A subclass compares with the == it inherits")
  func inherited() throws {
    let equality = try #require(Equality(Dog.self))
    #expect(equality.areEqual(Dog(name: "Rex"), Dog(name: "Rex")))
    #expect(!equality.areEqual(Dog(name: "Rex"), Dog(name: "Fido")))
  }
}
