import Testing

@testable import Statecraft

/// `EnumCaseName`: the runtime's name for a case, whatever the enum says of itself.
@Suite("Enum case names from the runtime")
struct EnumCaseNameTests {
  indirect enum Shape: CustomStringConvertible, Sendable {
    case empty
    case circle(radius: Double)
    case square(Int)
    case pair(Shape, Shape)

    var description: String { "a shape" }
  }

  @Test(
    "Each case is named as declared, with or without a payload, indirect or not",
    arguments: [
      (Shape.empty, "empty"), (.circle(radius: 1), "circle"), (.square(2), "square"),
      (.pair(.empty, .square(1)), "pair"),
    ]
  )
  func names(shape: Shape, name: String) {
    #expect(EnumCaseName.of(shape) == name)
  }

  @Test("An optional names its cases; a value that is not an enum has no case name")
  func optionalAndNotAnEnum() {
    #expect(EnumCaseName.of(Int?.none) == "none")
    #expect(EnumCaseName.of(Int?.some(1)) == "some")
    #expect(EnumCaseName.of(42) == nil)
    #expect(EnumCaseName.of("text") == nil)
  }
}
