/// A recursive-descent parser over the tokens of a reflected type name that prints the name back in
/// readable form (see ``DumpTypeName``).
///
/// Every method returns nil on input it does not understand instead of trapping; the caller then
/// falls back to the reflected name.
struct DumpTypeNameParser {
  let tokens: [DumpTypeNameToken]
  private var index = 0

  init(tokens: [DumpTypeNameToken]) {
    self.tokens = tokens
  }

  var isAtEnd: Bool { index >= tokens.count }

  private var peek: DumpTypeNameToken? { token(at: index) }

  private func token(at position: Int) -> DumpTypeNameToken? {
    position < tokens.count ? tokens[position] : nil
  }

  /// Whether a type begins at `position`: what tells a keyword (`any P`) from a type named alike.
  private func startsType(at position: Int) -> Bool {
    switch token(at: position) {
    case .name?, .context?, .symbol("(")?: true
    default: false
    }
  }

  private static let prefixKeywords: Set<String> = [
    "any", "some", "inout", "borrowing", "consuming", "isolated", "sending", "__owned", "__shared",
  ]

  /// A type: a path, a tuple or a function type, with its suffixes (`?`, `.Type`) and compositions.
  mutating func parseType() -> String? {
    var result: String
    if peek == .symbol("(") {
      guard let type = parseTupleOrFunction() else { return nil }
      result = type
    } else if case .name(let word)? = peek,
      word.hasPrefix("@") || Self.prefixKeywords.contains(word),
      startsType(at: index + 1)
    {
      index += 1
      var attribute = word
      if word == "@convention", peek == .symbol("("), case .name(let kind)? = token(at: index + 1),
        token(at: index + 2) == .symbol(")")
      {
        attribute += "(\(kind))"
        index += 3
      }
      guard let type = parseType() else { return nil }
      return "\(attribute) \(type)"
    } else {
      guard let path = parsePath() else { return nil }
      result = path
    }
    while let next = peek {
      if next == .symbol("?") || next == .symbol("!") {
        index += 1
        result += next == .symbol("?") ? "?" : "!"
      } else if next == .symbol("."), case .name(let member)? = token(at: index + 1) {
        index += 2
        result += ".\(member)"
      } else if next == .symbol("&") {
        index += 1
        guard let other = parseType() else { return nil }
        result += " & \(other)"
      } else {
        break
      }
    }
    return result
  }

  /// `(A, label: B)` or `(A) async throws -> B`, with an opening parenthesis at the current token.
  private mutating func parseTupleOrFunction() -> String? {
    index += 1
    var elements: [String] = []
    while peek != .symbol(")") {
      var label = ""
      if case .name(let name)? = peek, token(at: index + 1) == .symbol(":") {
        label = "\(name): "
        index += 2
      }
      guard let element = parseType() else { return nil }
      elements.append(label + element)
      if peek == .symbol(",") {
        index += 1
      } else if peek != .symbol(")") {
        return nil
      }
    }
    index += 1
    var result = "(\(elements.joined(separator: ", ")))"
    while case .name(let effect)? = peek, ["async", "throws", "rethrows"].contains(effect) {
      index += 1
      result += " \(effect)"
      if effect == "throws", peek == .symbol("(") {
        index += 1
        guard let error = parseType(), peek == .symbol(")") else { return nil }
        index += 1
        result += "(\(error))"
      }
    }
    if peek == .symbol("->") {
      index += 1
      guard let output = parseType() else { return nil }
      result += " -> \(output)"
    }
    return result
  }

  /// `Module.Outer<A>.Inner`, printed without its module and contexts, sugared where standard.
  private mutating func parsePath() -> String? {
    var components: [(name: String, arguments: [String]?)] = []
    while true {
      if peek == .context {
        // `App.(unknown context at $1).Item`, `(extension in App):Swift.Array<Int>.Nested`
        index += 1
        if peek == .symbol(".") { index += 1 }
        continue
      } else if case .name(let name)? = peek {
        index += 1
        var arguments: [String]?
        if peek == .symbol("<") {
          guard let parsed = parseGenericArguments() else { return nil }
          arguments = parsed
        }
        components.append((name, arguments))
      } else {
        return nil
      }
      guard peek == .symbol(".") else { break }
      index += 1
    }
    guard let first = components.first else { return nil }
    var module: String?
    if components.count > 1, first.arguments == nil,
      !["Any", "AnyObject", "Self"].contains(first.name)
    {
      module = first.name
      components.removeFirst()
    }
    if module == "Swift", components.count == 1, let arguments = components[0].arguments,
      let sugared = Self.sugar(components[0].name, arguments)
    {
      return sugared
    }
    return components.map { component in
      component.name + (component.arguments.map { "<\($0.joined(separator: ", "))>" } ?? "")
    }.joined(separator: ".")
  }

  /// `<A, B>`, with an opening angle bracket at the current token.
  private mutating func parseGenericArguments() -> [String]? {
    index += 1
    var arguments: [String] = []
    while peek != .symbol(">") {
      guard let argument = parseType() else { return nil }
      arguments.append(argument)
      if peek == .symbol(",") {
        index += 1
      } else if peek != .symbol(">") {
        return nil
      }
    }
    index += 1
    return arguments
  }

  /// `T?`, `[T]` and `[K: V]` for the standard library's optional, array and dictionary.
  private static func sugar(_ name: String, _ arguments: [String]) -> String? {
    switch (name, arguments.count) {
    case ("Optional", 1):
      let wrapped = arguments[0]
      let needsParentheses =
        wrapped.contains(" -> ") || wrapped.contains(" & ") || wrapped.hasPrefix("any ")
        || wrapped.hasPrefix("some ") || wrapped.hasPrefix("@")
      return needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
    case ("Array", 1):
      return "[\(arguments[0])]"
    case ("Dictionary", 2):
      return "[\(arguments[0]): \(arguments[1])]"
    default:
      return nil
    }
  }
}
