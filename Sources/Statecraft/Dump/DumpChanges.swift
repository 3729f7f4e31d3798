extension Dump {
  /// One change of a ``Dump/diff(_:_:)``, on one line: the path of the smallest part that
  /// differs and its text on each side.
  package struct Change: Equatable, Sendable {
    /// The path from the root to the part: `.path[#0].secondsLeft`, `.items[2]`; empty for the
    /// root itself. An enum's payload adds nothing to the path.
    package var path: String
    /// The part's text before, on one line (`nil` when it was inserted).
    package var before: String?
    /// The part's text after, on one line (`nil` when it was removed).
    package var after: String?
  }

  /// The changes between two values as ``diff(_:_:)`` finds them, each on one line: for a trace
  /// that shows what each step changed (the state explorer's), where a diff per step would not
  /// read. Empty when the values show no difference.
  package static func changes(_ expected: Any, _ actual: Any) -> [Change] {
    var differ = DumpDiffer()
    guard
      differ.diff(DumpDiffer.Side(value: expected), DumpDiffer.Side(value: actual), indent: 0)
    else {
      return []
    }
    return DumpChangeReader.changes(in: differ.lines)
  }
}

/// Reads the changes of ``Dump/changes(_:_:)`` from a diff's lines: the context lines that open a
/// value give the path, and each run of marked lines a value removed or inserted.
private struct DumpChangeReader {
  /// The path components of the values the current line is inside, with their indents.
  var enclosing: [(indent: Int, component: String?)] = []
  /// The value being read: its mark, indent, path and lines.
  var current: (mark: DumpLine.Mark, indent: Int, path: String, lines: [String])?
  var changes: [Dump.Change] = []

  static func changes(in lines: [DumpLine]) -> [Dump.Change] {
    var reader = DumpChangeReader()
    for line in lines { reader.read(line) }
    reader.finish()
    return reader.changes
  }

  mutating func read(_ line: DumpLine) {
    switch line.mark {
    case .none, .context:
      finish()
      guard let opening = line.opens else { return }
      while let last = enclosing.last, last.indent >= line.indent { enclosing.removeLast() }
      enclosing.append((line.indent, opening.component))
    case .removed, .inserted:
      if let opening = line.opens,
        current == nil || current?.mark != line.mark || line.indent <= current?.indent ?? 0
      {
        finish()
        while let last = enclosing.last, last.indent >= line.indent { enclosing.removeLast() }
        let path = (enclosing.compactMap(\.component) + [opening.component].compactMap { $0 })
          .joined()
        let text = String(line.text.dropFirst(opening.prefix.count))
        current = (line.mark, line.indent, path, [text])
      } else {
        current?.lines.append(line.text)
      }
    }
  }

  /// Ends the value being read: a removal waits for the insertion that may follow at its path.
  mutating func finish() {
    guard let value = current else { return }
    current = nil
    let text = Self.joined(value.lines)
    if value.mark == .inserted, let last = changes.last, last.path == value.path,
      last.after == nil
    {
      changes[changes.count - 1].after = text
    } else if value.mark == .inserted {
      changes.append(Dump.Change(path: value.path, before: nil, after: text))
    } else {
      changes.append(Dump.Change(path: value.path, before: text, after: nil))
    }
  }

  /// A value's lines on one line, as dictionary keys are drawn: `Point(x: 1, y: 2)`.
  static func joined(_ lines: [String]) -> String {
    var result = ""
    for text in lines {
      let joinsTight =
        result.isEmpty || result.hasSuffix("(") || result.hasSuffix("[") || text.hasPrefix(")")
        || text.hasPrefix("]")
      result += joinsTight ? text : " \(text)"
    }
    if result.hasSuffix(",") { result.removeLast() }
    return result
  }
}
