import Foundation
import Testing

@testable import Statecraft

@Suite("Dump type names")
struct DumpTypeNameTests {
  @Test(
    "Module prefixes, private contexts and standard generic types are simplified",
    arguments: [
      ("App.Feature.State", "Feature.State"),
      ("App.IdentifiedArray<Foundation.UUID, App.Item>", "IdentifiedArray<UUID, Item>"),
      ("Swift.Optional<Swift.Array<Swift.Int>>", "[Int]?"),
      ("Swift.Dictionary<Swift.String, Swift.Optional<App.Item>>", "[String: Item?]"),
      ("App.Outer<Swift.Int>.Inner", "Outer<Int>.Inner"),
      ("App.(unknown context at $10a3c).Item", "Item"),
      ("App.(unknown context at $1).(unknown context at $2).Local", "Local"),
      ("(extension in App):Swift.Array<Swift.Int>.Nested", "Array<Int>.Nested"),
      ("(label: Swift.Int, Swift.String)", "(label: Int, String)"),
      ("(Swift.Int) async throws -> Swift.String", "(Int) async throws -> String"),
      ("Swift.Optional<(Swift.Int) -> ()>", "((Int) -> ())?"),
      ("@Sendable (Swift.Int) -> ()", "@Sendable (Int) -> ()"),
      ("any Swift.Error", "any Error"),
      ("Swift.Result<Swift.Int, Swift.Error>", "Result<Int, Error>"),
      ("Swift.Int.Type", "Int.Type"),
      ("Any", "Any"),
      ("Any.Type", "Any.Type"),
      ("()", "()"),
    ])
  func readable(reflected: String, readable: String) {
    #expect(DumpTypeName.readable(reflected) == readable)
  }

  @Test("A name the parser does not understand is kept as it is")
  func unparsable() {
    #expect(DumpTypeName.readable("App.Broken<") == "App.Broken<")
    #expect(DumpTypeName.readable("(unbalanced") == "(unbalanced")
  }

  @Test("Real types read without their module")
  func realTypes() {
    #expect(DumpTypeName.of(Inventario.Destino.State.self) == "Inventario.Destino.State")
    #expect(DumpTypeName.of([UUID: Inventario.Item?].self) == "[UUID: Inventario.Item?]")
    #expect(DumpTypeName.of(Generic<Int, String>.Nested.self) == "Generic<Int, String>.Nested")
  }

  @Test("Private and local types read by their own name, in their enclosing type")
  func privateTypes() {
    struct Local {}
    #expect(DumpTypeName.of(Local.self) == "DumpTypeNameTests.Local")
    #expect(DumpTypeName.of(Hidden.self) == "Hidden")
  }
}

private struct Hidden {}

// MARK: - Fixtures

private struct Generic<A, B> {
  struct Nested {
    var value: Int
  }

  var a: A
  var b: B
}
