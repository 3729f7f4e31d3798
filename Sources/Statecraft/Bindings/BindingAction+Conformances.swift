extension BindingAction: Equatable {
  /// Two binding actions are equal when they write through equal key paths and their values are
  /// equal by the `==` of the value's type.
  ///
  /// A nested path is equal however it was built: `\State.draft.name` equals
  /// `(\State.draft).appending(path: \Draft.name)`. A path is not equal to a prefix of it
  /// (`\.draft.name` is not `\.draft`).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage.isEqual(to: rhs.storage)
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// The action as it is written in code: `.set(\State.name, "Ana")`.
  public var dumpDescription: String {
    ".set(\(storage.keyPathDescription), \(Self.oneLine(storage.valueDescription)))"
  }

  /// A multi-line dump on one line: `Draft(name: "x", quantity: 0)`.
  private static func oneLine(_ dump: String) -> String {
    var result = ""
    for line in dump.split(separator: "\n") {
      let trimmed = line.drop(while: { $0 == " " })
      let opens = result.last == "(" || result.last == "["
      let closes = trimmed.first == ")" || trimmed.first == "]"
      if !result.isEmpty, !opens, !closes { result += " " }
      result += trimmed
    }
    return result
  }
}

extension BindingAction: CustomStringConvertible {
  /// The same text as ``dumpDescription``.
  public var description: String { dumpDescription }
}

/// Pattern matching on the key path of a binding action, for `switch` cases:
///
/// ```swift
/// switch action {
/// case .binding(\.name):
///   // the name was written
/// case .binding:
///   break
/// }
/// ```
///
/// It matches by key-path equality, exactly: `case .binding(\.draft):` does not match a write to
/// `\.draft.name`.
///
/// - Parameters:
///   - keyPath: The field to match.
///   - action: The binding action.
/// - Returns: Whether `action` writes through `keyPath`.
@inlinable
public func ~= <Root, Value>(
  keyPath: WritableKeyPath<Root, Value>,
  action: BindingAction<Root>
) -> Bool {
  action.writes(through: keyPath)
}

extension BindingAction: CaseDescribing {
  package var caseDescription: String { dumpDescription }
}

extension BindingAction: BindingActionParts {
  package var keyPathText: String { storage.keyPathDescription }
  package var boundValue: Any { storage.boundValue }
}

/// A binding action's key path as written and its value, for printers outside this module that
/// write values their own way (the fuzzer's Swift literals).
package protocol BindingActionParts {
  /// `\State.name`, or `\State.(computed Int)` for a computed property.
  var keyPathText: String { get }
  /// The value the action writes.
  var boundValue: Any { get }
}
