import Foundation
import Statecraft
import Testing

@Suite("TextState")
struct TextStateTests {
  @Test("Literal, String, Substring and interpolation make the same text")
  func initialisers() {
    let room = "Sala Norte"
    let literal: TextState = "Cancelar Sala Norte"
    let fromString = TextState("Cancelar " + room)
    let fromSubstring = TextState("xCancelar Sala Nortex".dropFirst().dropLast())
    let interpolated: TextState = "Cancelar \(room)"
    let interpolatedInit = TextState("Cancelar \(room)")

    #expect(literal.description == "Cancelar Sala Norte")
    #expect(fromString == literal)
    #expect(fromSubstring == literal)
    #expect(interpolated == literal)
    #expect(interpolatedInit == literal)
  }

  @Test("Interpolation formats values as String interpolation does")
  func interpolationOfValues() {
    let count = 3
    let text: TextState = "\(count) reservas, \(1.5) horas"
    #expect(text.description == "3 reservas, 1.5 horas")
  }

  @Test("Description is the text, unquoted")
  func description() {
    let text = TextState("Se perderán \"todos\" los datos")
    #expect(text.description == "Se perderán \"todos\" los datos")
    #expect("\(text)" == "Se perderán \"todos\" los datos")
  }

  @Test("Equality and hashing follow the text")
  func equalityAndHashing() {
    #expect(TextState("Borrar") == TextState("Borrar"))
    #expect(TextState("Borrar") != TextState("borrar"))
    #expect(TextState("Borrar").hashValue == TextState("Borrar").hashValue)
    #expect(Set<TextState>(["A", "A", "B"]).count == 2)
  }

  @Test("Encodes as a single JSON string and decodes back")
  func codable() throws {
    let data = try JSONEncoder().encode(TextState("Aceptar"))
    #expect(String(decoding: data, as: UTF8.self) == #""Aceptar""#)
    let decoded = try JSONDecoder().decode(TextState.self, from: data)
    #expect(decoded == "Aceptar")
  }

  @Test("Decoding something other than a string throws")
  func decodingNonString() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TextState.self, from: Data("42".utf8))
    }
  }

  @Test("Debug description is the quoted, escaped text")
  func debugDescription() {
    let text = TextState("Di \"sí\"")
    #expect(text.debugDescription == #""Di \"sí\"""#)
  }

  @Test("A dump reads like the text")
  func dumpReadsLikeText() {
    #expect(Mirror(reflecting: TextState("Hola")).children.isEmpty)
    #expect(alertsDump(TextState("Hola")) == "- \"Hola\"\n")
  }
}
