import ExampleSupport
import Testing

@Suite("Line editor")
struct LineEditorTests {
  @Test("Typing builds the line; Enter hands it over and starts a new one")
  func escribir() {
    var editor = LineEditor()
    #expect(editor.handle(.text("b ")) == .edited)
    #expect(editor.handle(.text("2")) == .edited)
    #expect(editor.text == "b 2")
    #expect(editor.handle(.enter) == .submitted("b 2"))
    #expect(editor.text == "")
    #expect(editor.handle(.enter) == .submitted(""))
  }

  @Test("Backspace removes a whole character, however many scalars it has")
  func borrar() {
    var editor = LineEditor()
    _ = editor.handle(.text("n 👩‍💻e\u{301}"))
    _ = editor.handle(.backspace)
    #expect(editor.text == "n 👩‍💻")
    _ = editor.handle(.backspace)
    #expect(editor.text == "n ")
    _ = editor.handle(.clearLine)
    #expect(editor.text == "")
    #expect(editor.handle(.backspace) == .edited)
    #expect(editor.text == "")
  }

  @Test("Special keys change nothing and are reported; Control-C quits")
  func especiales() {
    var editor = LineEditor()
    _ = editor.handle(.text("n Cla"))
    #expect(editor.handle(.specialKey) == .specialKey)
    #expect(editor.text == "n Cla")
    #expect(editor.handle(.interrupt) == .quit)
  }

  @Test("Control-D ends the input only on an empty line")
  func finDeEntrada() {
    var editor = LineEditor()
    _ = editor.handle(.text("a"))
    #expect(editor.handle(.endOfInput) == .edited)
    #expect(editor.text == "a")
    _ = editor.handle(.backspace)
    #expect(editor.handle(.endOfInput) == .quit)
  }
}
