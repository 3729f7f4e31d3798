import ExampleSupport
import Testing

@Suite("Terminal columns")
struct TerminalColumnsTests {
  @Test(
    "Each character takes the columns a terminal gives it",
    arguments: [
      ("a", 1), ("ñ", 1), ("e\u{301}", 1), ("東", 2), ("タ", 2), ("한", 2), ("Ａ", 2),
      ("🚀", 2), ("👍🏽", 2), ("👩‍💻", 2), ("👨‍👩‍👧‍👦", 2), ("🇪🇸", 2), ("❤️", 2), ("1️⃣", 2),
      ("☺", 1), ("\u{200D}", 0), ("\u{301}", 0), ("\u{7}", 0),
    ] as [(Character, Int)]
  )
  func caracter(character: Character, columns: Int) {
    #expect(character.terminalColumns == columns)
  }

  @Test("A text takes the sum of its characters' columns")
  func texto() {
    #expect("Tuercas M4".terminalColumns == 10)
    #expect("東京タワー".terminalColumns == 10)
    #expect("Cafe\u{301} 👩‍💻".terminalColumns == 7)
    #expect("".terminalColumns == 0)
  }

  @Test("Cutting ends with an ellipsis within the columns, never splitting a wide character")
  func cortar() {
    #expect("Tornillos de cabeza".truncated(toColumns: 12) == "Tornillos d…")
    #expect("Tornillos".truncated(toColumns: 9) == "Tornillos")
    // 東京タワー is ten columns: in six, two ideographs and the ellipsis take five.
    #expect("東京タワー".truncated(toColumns: 6) == "東京…")
    #expect("東京タワー".truncated(toColumns: 6).terminalColumns == 5)
    #expect("👩‍💻👩‍💻👩‍💻".truncated(toColumns: 4) == "👩‍💻…")
  }

  @Test("Padding fills to the columns, counting wide characters twice")
  func rellenar() {
    #expect("東京".padded(toColumns: 6) == "東京  ")
    #expect("abc".padded(toColumns: 2) == "abc")
  }

  @Test("Wrapping breaks between words, and inside a word wider than a line")
  func envolver() {
    #expect(
      "La app no tiene permiso para borrar".wrapped(toColumns: 16) == [
        "La app no tiene", "permiso para", "borrar",
      ])
    #expect("Abcdefghij".wrapped(toColumns: 4) == ["Abcd", "efgh", "ij"])
    #expect("東京タワー".wrapped(toColumns: 5) == ["東京", "タワ", "ー"])
    #expect("".wrapped(toColumns: 10) == [""])
  }
}
