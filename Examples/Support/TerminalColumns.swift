/// How many columns of a terminal a text takes.
///
/// `String.count` counts characters, but a terminal gives a CJK ideograph or an emoji two
/// columns and a combining mark or a zero-width joiner none. Padding and boxes measured in
/// characters come out short or ragged for such names; measured in columns, they line up.
///
/// The width of each `Character` (a grapheme cluster, as a terminal draws it) is:
/// - 0 for controls, and for a cluster of only combining marks or format characters;
/// - 2 for an emoji shown as an emoji (emoji presentation, a `U+FE0F` selector, a flag, a
///   keycap, a sequence joined with `U+200D`) and for East Asian wide and fullwidth characters;
/// - 1 otherwise.
///
/// Terminals differ at the edges (some draw a text-style emoji in two columns); these are the
/// rules that current terminals share.
extension Character {
  /// The columns this character takes in a terminal: 0, 1 or 2.
  package var terminalColumns: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.properties.isEmojiPresentation && !scalars.contains("\u{FE0E}") { return 2 }
    if first.properties.isEmoji && scalars.contains(where: { $0 == "\u{FE0F}" || $0 == "\u{20E3}" })
    {
      return 2
    }
    if first.properties.isEmoji && scalars.contains("\u{200D}") { return 2 }
    if first.isWide { return 2 }
    return scalars.allSatisfy(\.hasNoWidth) ? 0 : 1
  }
}

extension StringProtocol {
  /// The columns this text takes in a terminal: the sum of its characters' widths.
  package var terminalColumns: Int {
    reduce(0) { $0 + $1.terminalColumns }
  }
}

extension String {
  /// This text cut to at most `columns` columns, ending with `…` when something was cut.
  ///
  /// ```swift
  /// "Tornillos de cabeza hexagonal".truncated(toColumns: 12)  // "Tornillos d…"
  /// ```
  ///
  /// A wide character that would straddle the limit is left out whole.
  ///
  /// - Parameter columns: The most columns the result may take; at least 1.
  /// - Returns: The text itself when it fits.
  package func truncated(toColumns columns: Int) -> String {
    guard terminalColumns > columns else { return self }
    var result = ""
    var used = 0
    for character in self {
      let width = character.terminalColumns
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// This text with spaces after it up to `columns` columns; the text itself when it is as wide.
  package func padded(toColumns columns: Int) -> String {
    self + String(repeating: " ", count: max(0, columns - terminalColumns))
  }

  /// This text broken into lines of at most `columns` columns, between words where it can.
  ///
  /// A word wider than a line is broken where the line ends. An empty text is one empty line.
  ///
  /// - Parameter columns: The widest a line may be; at least 2, so that any character fits.
  /// - Returns: The lines, without their breaking spaces.
  package func wrapped(toColumns columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if candidate.terminalColumns <= columns {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = ""
      for character in word {
        if (line + String(character)).terminalColumns > columns {
          lines.append(line)
          line = ""
        }
        line.append(character)
      }
    }
    return lines + [line]
  }
}

extension Unicode.Scalar {
  /// East Asian wide or fullwidth: the blocks of CJK ideographs, kana, hangul, fullwidth forms
  /// and pictographs that a terminal draws in two columns.
  fileprivate var isWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }

  /// Drawn in no column of its own: a control, a combining mark, a format character such as the
  /// zero-width joiner, or a variation selector.
  fileprivate var hasNoWidth: Bool {
    switch properties.generalCategory {
    case .control, .nonspacingMark, .enclosingMark, .format: true
    default: properties.isVariationSelector
    }
  }
}
