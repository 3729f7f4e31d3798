/// An enum of Statecraft's own that names its cases itself, rather than through the reflection
/// names its build may have stripped.
///
/// Dumps, action descriptions, runtime issue messages and the state explorer's coverage name a
/// case through the Swift runtime, which reads the name from the enum's reflection metadata. An
/// app target built with a "Reflection Metadata Level" below "All" strips those names; a library
/// built the same way (vendored into the app target, or built by a tool that passes one setting to
/// every module) would then print `.presented(…)` as an address and count every `.dismiss` as a
/// different case. The library's enums that messages print conform to this protocol, and their
/// mirrors (`CustomReflectable`) label each payload with its case, so that every text they appear
/// in reads the same in every build.
package protocol NamesItsCases {
  /// The name of the case this value is: `presented`, `dismiss`, `element`.
  var caseName: String { get }
  /// Every case of the type, in declaration order, with the type of its payload (`nil` for a case
  /// without one; a tuple for a case with several).
  static var namedCases: [(name: String, payloadType: (any Any.Type)?)] { get }
}

/// The name of the case `value` is: its own name for it when it names its cases, else the one the
/// runtime records, else, when its build stripped the names, `case#2`, the case's tag (the number
/// the runtime gives it: cases with a payload of some size first); `nil` when `value` is not an
/// enum.
///
/// The stand-in keeps a text that names a case the same on every run (the runtime's description of
/// such a value shows the address of an `indirect` payload's box) and apart from the other cases,
/// which the explorer's keys rely on.
package func enumCaseName(of value: Any) -> String? {
  caseNaming(of: value)?.name
}

/// `case#2`, the stand-in ``enumCaseName(of:)`` gives a case whose name its build stripped;
/// `nil` when `value` is not an enum, names its cases itself, or has its name.
package func strippedCaseName(of value: Any) -> String? {
  caseNaming(of: value).flatMap { $0.isStandIn ? $0.name : nil }
}

/// The one decision behind both: the enum's own name, the runtime's, or the tag's stand-in.
private func caseNaming(of value: Any) -> (name: String, isStandIn: Bool)? {
  if let named = value as? any NamesItsCases { return (named.caseName, false) }
  func open<T>(_ value: T) -> (name: String, isStandIn: Bool)? {
    if let name = EnumCaseName.of(value), !name.isEmpty { return (name, false) }
    return EnumMetadata.of(T.self).map { ("case#\($0.tag(of: value))", true) }
  }
  return _openExistential(value, do: open)
}

extension Mirror {
  /// The mirror of an enum value of the library: its case as the label of its payload, as the
  /// default mirror of an enum reads with reflection names kept.
  init<Subject: NamesItsCases>(case subject: Subject, payload: Any?) {
    if let payload {
      self.init(subject, children: [(label: subject.caseName, value: payload)], displayStyle: .enum)
    } else {
      self.init(subject, children: [], displayStyle: .enum)
    }
  }
}

/// A case's one labelled payload, `popFrom(id: 3)`, as its mirror shows it: Swift has no
/// one-element tuple with a label to write, which is what the default mirror of such a case holds.
struct LabelledPayload: CustomReflectable {
  let label: String
  let value: Any

  var customMirror: Mirror {
    Mirror(self, children: [(label: label, value: value)], displayStyle: .tuple)
  }
}
