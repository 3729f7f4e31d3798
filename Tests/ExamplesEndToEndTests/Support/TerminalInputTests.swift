import ExampleSupport
import Testing

@Suite("Typed lines")
struct TerminalInputTests {
  @Test("A line with the escape codes of arrows is seen, and shown without them acting")
  func codigos() {
    #expect("\u{1B}[A".hasSpecialKeys)
    #expect("1\u{7F}".hasSpecialKeys)
    #expect(!"n Tuercas 東京 👩‍💻".hasSpecialKeys)
    #expect("\u{1B}[A1".withVisibleControls == "^[[A1")
    #expect("a\tb\u{7F}".withVisibleControls == "a^Ib^?")
    #expect("ñ👩‍💻".withVisibleControls == "ñ👩‍💻")
  }
}
