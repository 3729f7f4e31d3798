/// One line of a dump or a diff, before indentation is applied.
struct DumpLine: Equatable {
  /// What a diff line says about its text.
  enum Mark {
    /// A line of a plain dump: no prefix at all.
    case none
    /// Context around a change, prefixed with two spaces.
    case context
    /// A line of the expected value only, prefixed with `− ` (U+2212 MINUS SIGN).
    case removed
    /// A line of the actual value only, prefixed with `+ `.
    case inserted
  }

  var mark: Mark
  /// The depth of nesting, drawn as two spaces a level.
  var indent: Int
  var text: String
  /// Whether the line opens a value (a leaf's only line, a block's opening line), and how the
  /// value's parent reaches it (`.name`, `[3]`, `[#0]`; `nil` for an enum's payload): what
  /// ``Dump/changes(_:_:)`` reads paths from.
  var opens: Opening? = nil

  /// The value a line opens, as a step of the path from its parent.
  struct Opening: Equatable {
    var component: String?
    /// The label the line's text starts with, `name: `; empty without a label.
    var prefix: String
  }

  /// The lines as text: each prefixed with its mark and indented, joined by line breaks, with no
  /// trailing white space.
  static func joined(_ lines: [DumpLine]) -> String {
    var result = ""
    for (position, line) in lines.enumerated() {
      if position > 0 {
        result += "\n"
      }
      var rendered = ""
      switch line.mark {
      case .none: break
      case .context: rendered = "  "
      case .removed: rendered = "− "
      case .inserted: rendered = "+ "
      }
      if line.text.isEmpty {
        while rendered.hasSuffix(" ") { rendered.removeLast() }
      } else {
        rendered += String(repeating: "  ", count: line.indent) + line.text
      }
      result += rendered
    }
    return result
  }
}
