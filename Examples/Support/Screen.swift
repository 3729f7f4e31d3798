import Foundation

/// Text building blocks the example views share, so the three apps look alike.
package enum Screen {
  /// The widest a box's content may be, in columns: with its border, a box fits 80 columns.
  package static let boxColumns = 72

  /// The widest a name may be in a list, in columns; a longer one is cut with `…`.
  package static let nameColumns = 32

  /// A box drawn under the screen for what is presented over it: a detail, a form, an alert.
  ///
  /// ```
  ///   ┌─ Borrar artículo ─────────────
  ///   │ Se eliminará «Tuercas M4».
  ///   └───────────────────────────────
  /// ```
  ///
  /// Widths are measured in terminal columns. A line wider than ``boxColumns`` wraps onto the
  /// next, and a longer title is cut with `…`, so that no text stretches the box.
  ///
  /// - Parameters:
  ///   - title: The box's heading; empty for none.
  ///   - lines: The content, one element a line.
  /// - Returns: The box, without a final newline.
  package static func box(_ title: String, _ lines: [String]) -> String {
    let content = lines.flatMap { $0.wrapped(toColumns: boxColumns) }
    let title = title.truncated(toColumns: boxColumns)
    let width = max(36, (content + [title]).map(\.terminalColumns).max().map { $0 + 4 } ?? 0)
    let heading = title.isEmpty ? "" : "─ \(title) "
    let top =
      "  ┌" + heading + String(repeating: "─", count: max(0, width - heading.terminalColumns))
    let bottom = "  └" + String(repeating: "─", count: width)
    return ([top] + content.map { $0.isEmpty ? "  │" : "  │ \($0)" } + [bottom])
      .joined(separator: "\n")
  }

  /// Names made the same width for a list: each cut to ``nameColumns`` with `…` when longer, then
  /// padded with spaces to the widest, so that what follows them lines up.
  ///
  /// - Parameter names: The names, in the list's order.
  /// - Returns: The names, in the same order, all as wide in a terminal.
  package static func column(_ names: [String]) -> [String] {
    let cut = names.map { $0.truncated(toColumns: nameColumns) }
    let width = cut.map(\.terminalColumns).max() ?? 0
    return cut.map { $0.padded(toColumns: width) }
  }

  /// The line that lists what the user can type, ending with the way out.
  ///
  /// - Parameter choices: Each choice as `key) meaning`, such as `a) añadir`.
  /// - Returns: `Opciones: a) añadir · q) salir`.
  package static func choices(_ choices: [String]) -> String {
    "Opciones: " + (choices + ["q) salir"]).joined(separator: " · ")
  }

  /// The choices while an alert or a dialog is up: press one of its buttons, or close it.
  ///
  /// "Close" is a dismissal from outside, as a tap outside a dialog or the Escape key would be.
  package static func buttonChoices(_ count: Int) -> [String] {
    [count == 1 ? "1) pulsar el botón" : "1-\(count)) pulsar un botón", "x) cerrar"]
  }

  /// Splits a typed line into its command and the rest: `"n Tuercas M5"` gives `("n", "Tuercas M5")`.
  package static func command(_ line: String) -> (name: String, argument: String) {
    let parts = line.split(separator: " ", maxSplits: 1)
    let name = parts.first.map(String.init) ?? ""
    let argument = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""
    return (name, argument)
  }

  /// The element of `items` that a typed row number (from 1) points at.
  ///
  /// - Returns: The element, or an ``InvalidInput`` that says which numbers there are.
  package static func row<Element>(
    _ text: String, in items: some Collection<Element>
  ) -> Result<Element, InvalidInput> {
    guard let number = Int(text), number >= 1, number <= items.count else {
      return .failure(
        InvalidInput(
          items.isEmpty
            ? "No hay filas que elegir."
            : "«\(text)» no es una fila: \(numbers(upTo: items.count))."
        )
      )
    }
    return .success(items[items.index(items.startIndex, offsetBy: number - 1)])
  }

  /// How to pick one of `count` things by number: `escribe 1` or `escribe un número del 1 al 3`.
  package static func numbers(upTo count: Int) -> String {
    count == 1 ? "escribe 1" : "escribe un número del 1 al \(count)"
  }
}
