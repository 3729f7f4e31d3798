/// A key path as written in code, the same on every run.
///
/// The standard library describes a stored path as written (`\State.draft.name`), but a computed
/// one as `\State.<computed 0x00005563… (Int)>`, with an address that changes from run to run.
/// This keeps the rest and writes each computed component `(computed Int)`.
///
/// Into a type built without field names, where the standard library's description stops the
/// program, a stored path is written by its offset, as the standard library writes one into a type
/// without reflection metadata: `\State.<offset 8 (String)>`.
enum KeyPathText {
  static func of(_ keyPath: AnyKeyPath) -> String {
    let root = type(of: keyPath).rootType
    guard !FieldNames.wereStripped(from: root) else { return unnamed(keyPath, root: root) }
    return rewritingComputed(String(describing: keyPath))
  }

  private static func unnamed(_ keyPath: AnyKeyPath, root: any Any.Type) -> String {
    func offset<Root>(in _: Root.Type) -> Int? {
      (keyPath as? PartialKeyPath<Root>).flatMap { MemoryLayout<Root>.offset(of: $0) }
    }
    let place = offset(in: root).map { "offset \($0)" } ?? "computed"
    return "\\\(typeName(root)).<\(place) (\(typeName(type(of: keyPath).valueType)))>"
  }

  static func rewritingComputed(_ text: String) -> String {
    let marker = Array("<computed ")
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      guard characters[index...].starts(with: marker),
        let typeStart = characters[(index + marker.count)...].firstIndex(of: "("),
        let end = closingBracket(in: characters, from: typeStart)
      else {
        result.append(characters[index])
        index += 1
        continue
      }
      // `<computed ADDRESS (Type)>`: keep the type, drop the address.
      result += "(computed " + String(characters[(typeStart + 1)..<(end - 1)]) + ")"
      index = end + 1
    }
    return result
  }

  /// The index of the `>` that closes `(Type)>`, with the type's own parentheses balanced.
  private static func closingBracket(in characters: [Character], from open: Int) -> Int? {
    var depth = 0
    for index in open..<characters.count {
      switch characters[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 {
          let next = index + 1
          return next < characters.count && characters[next] == ">" ? next : nil
        }
      default: break
      }
    }
    return nil
  }
}
