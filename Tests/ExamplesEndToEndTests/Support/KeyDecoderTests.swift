import ExampleSupport
import Testing

@Suite("Key decoder")
struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8]) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  @Test("Text, Enter, Backspace and the control keys the prompt knows")
  func teclas() {
    #expect(keys(Array("b 2\n".utf8)) == [.text("b 2"), .enter])
    #expect(keys([0x61, 0x0D, 0x7F, 0x08]) == [.text("a"), .enter, .backspace, .backspace])
    #expect(keys([0x15, 0x03, 0x04]) == [.clearLine, .interrupt, .endOfInput])
    #expect(keys([0x09, 0x1A]) == [.specialKey, .specialKey])
  }

  @Test(
    "Arrows, function keys, Alt and Escape are special keys, never text",
    arguments: [
      "\u{1B}[A", "\u{1B}[D", "\u{1B}OA", "\u{1B}[1;5C", "\u{1B}[15~", "\u{1B}[3~", "\u{1B}x",
    ]
  )
  func especiales(sequence: String) {
    #expect(keys(Array(sequence.utf8)) == [.specialKey])
    #expect(keys(Array(("1" + sequence + "2").utf8)) == [.text("1"), .specialKey, .text("2")])
  }

  @Test("Escape alone at the end of a read is the Escape key; followed by a key, it is Alt")
  func escape() {
    #expect(keys([0x31, 0x1B]) == [.text("1"), .specialKey])
    #expect(keys([0x1B, 0x32, 0x33]) == [.specialKey, .text("3")])
  }

  @Test("Characters of several bytes, whole or split across reads")
  func utf8() {
    #expect(keys(Array("ñ東👩‍💻".utf8)) == [.text("ñ東👩‍💻")])
    var decoder = KeyDecoder()
    let bytes = Array("東".utf8)
    #expect(decoder.decode(bytes[..<1]) == [])
    #expect(decoder.decode(bytes[1...]) == [.text("東")])
  }

  @Test("An escape sequence split across reads is one special key")
  func secuenciaPartida() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    #expect(decoder.decode([0x31, 0x3B]) == [])
    #expect(decoder.decode([0x35, 0x41, 0x61]) == [.specialKey, .text("a")])
  }

  @Test("Bytes that start no character are skipped")
  func invalidos() {
    #expect(keys([0x61, 0xFF, 0x80, 0x62]) == [.text("ab")])
    #expect(keys([0xC3, 0x41]) == [.text("A")])
  }
}
