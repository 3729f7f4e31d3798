/// A key path as written in code, the same on every run.
///
/// The standard library describes a stored path as written (`\State.draft.name`), but a computed
/// one as `\State.<computed 0x00005563… (Int)>`, with an address that changes from run to run.
/// This keeps the rest and writes each computed component `(computed Int)`.
enum KeyPathText {
  static func of(_ keyPath: AnyKeyPath) -> String {
    rewritingComputed(String(describing: keyPath))
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
