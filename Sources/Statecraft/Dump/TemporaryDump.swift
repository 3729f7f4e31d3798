import Foundation
// Temporary until the dump engine lands.
public enum Dump {
  public static func text(of value: Any) -> String {
    var out = ""
    Swift.dump(value, to: &out)
    return out.trimmingCharacters(in: .newlines)
  }
  public static func diff(_ expected: Any, _ actual: Any) -> String? {
    let e = text(of: expected).split(separator: "\n")
    let a = text(of: actual).split(separator: "\n")
    if e == a { return nil }
    return (e.map { "− \($0)" } + a.map { "+ \($0)" }).joined(separator: "\n")
  }
}
