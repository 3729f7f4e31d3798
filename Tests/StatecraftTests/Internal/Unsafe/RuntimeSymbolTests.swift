import Testing

@testable import Statecraft

/// `RuntimeSymbol`, the one place runtime symbols and types are looked up by name.
@Suite("RuntimeSymbol")
struct RuntimeSymbolTests {
  struct Marker {}

  @Test("A type is found by its mangled name, and an unknown name finds none")
  func typeByName() {
    #expect(RuntimeSymbol.type(named: "Si") == Int.self)
    #expect(RuntimeSymbol.type(named: "SS") == String.self)
    #expect(RuntimeSymbol.type(named: "17StatecraftTesting99NoSuchTypeO") == nil)
  }

  @Test("A runtime variable and function are found by name, and an unknown name finds none")
  func symbolsByName() {
    #expect(RuntimeSymbol.address(of: "swift_retain") != nil)
    #expect(RuntimeSymbol.variable("swift_task_enqueueGlobal_hook", as: UInt.self) != nil)
    #expect(RuntimeSymbol.variable("statecraft_no_such_symbol", as: UInt.self) == nil)
    #expect(
      RuntimeSymbol.function("statecraft_no_such_symbol", as: (@convention(c) () -> Void).self)
        == nil)
  }
}
