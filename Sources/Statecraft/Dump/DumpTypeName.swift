/// Readable names of types, as the dump prints them.
///
/// `String(reflecting:)` qualifies every type with its module and marks private and local types with
/// their context (`App.(unknown context at $10a3c).Item`). A dump reads better without both, so the
/// name is reparsed: module prefixes are dropped everywhere (generic arguments too), private, local
/// and extension contexts are dropped, and the standard sugar is applied to optionals, arrays and
/// dictionaries:
///
/// ```
/// App.Feature.State                                   Feature.State
/// App.IdentifiedArray<Foundation.UUID, App.Item>      IdentifiedArray<UUID, Item>
/// Swift.Optional<Swift.Array<Swift.Int>>              [Int]?
/// Swift.Dictionary<Swift.String, (Swift.Int) -> ()>   [String: (Int) -> ()]
/// ```
enum DumpTypeName {
  /// The readable name of a type, computed once per type.
  static func of(_ type: any Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = cache.withLock({ $0[key] }) {
      return name
    }
    let name = readable(String(reflecting: type))
    cache.withLock { $0[key] = name }
    return name
  }

  /// The readable form of a name printed by `String(reflecting:)`; the name itself when it cannot be
  /// parsed.
  static func readable(_ reflected: String) -> String {
    var parser = DumpTypeNameParser(tokens: DumpTypeNameToken.tokenize(reflected))
    guard let name = parser.parseType(), parser.isAtEnd else {
      return reflected
    }
    return name
  }

  private static let cache = Locked<[ObjectIdentifier: String]>([:])
}

/// One piece of a reflected type name.
enum DumpTypeNameToken: Equatable {
  /// An identifier: a module, type, generic parameter, label or keyword.
  case name(String)
  /// Punctuation: `.`, `<`, `>`, `,`, `(`, `)`, `:`, `?`, `!`, `&`, `[`, `]` or `->`.
  case symbol(String)
  /// A context with no name a reader needs: `(unknown context at $1234)`, `(extension in App):`.
  case context

  private static let symbols: Set<Character> = [
    ".", "<", ">", ",", "(", ")", ":", "?", "!", "&", "[", "]",
  ]

  /// Splits a reflected type name into tokens, dropping white space.
  static func tokenize(_ text: String) -> [Self] {
    let characters = Array(text)
    var tokens: [Self] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "(", let end = contextEnd(in: characters, openingAt: index) {
        tokens.append(.context)
        index = end
      } else if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
        tokens.append(.symbol("->"))
        index += 2
      } else if symbols.contains(character) {
        tokens.append(.symbol(String(character)))
        index += 1
      } else {
        let start = index
        while index < characters.count, !characters[index].isWhitespace,
          !symbols.contains(characters[index]), characters[index] != "-"
        {
          index += 1
        }
        // NB: A lone "-" (never printed by the runtime) must still make progress.
        index = max(index, start + 1)
        tokens.append(.name(String(characters[start..<index])))
      }
    }
    return tokens
  }

  /// The index after a context group opening at `start`, or nil when the parenthesis opens a tuple.
  private static func contextEnd(in characters: [Character], openingAt start: Int) -> Int? {
    let rest = characters[(start + 1)...]
    guard rest.starts(with: "unknown context at ") || rest.starts(with: "extension in ") else {
      return nil
    }
    var depth = 0
    var index = start
    while index < characters.count {
      if characters[index] == "(" { depth += 1 }
      if characters[index] == ")" { depth -= 1 }
      index += 1
      if depth == 0 { break }
    }
    // `(extension in App):Swift.Array<...>.Nested` has a colon before the extended type.
    if index < characters.count, characters[index] == ":" {
      index += 1
    }
    return index
  }
}
