/// A value's type and, for an enum, its case path down through nested enum payloads, as
/// `Inventario.Action.destino(.presented(.alerta(.confirmarBorrado(…))))`.
///
/// Runtime issue messages use it to name an action or state precisely while staying one line long:
/// payloads that are not enums are elided.
package func describeCase(_ value: Any) -> String {
  typeName(type(of: value)) + caseSuffix(value)
}

private func caseSuffix(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first, let label = child.label else {
      return ".\(String(describing: value))"
    }
    var payload = child.value
    // A single labelled payload reflects as a one-element tuple.
    let payloadMirror = Mirror(reflecting: payload)
    if payloadMirror.displayStyle == .tuple, payloadMirror.children.count == 1,
      let element = payloadMirror.children.first
    {
      payload = element.value
    }
    if let described = payload as? any CaseDescribing {
      return ".\(label)(\(described.caseDescription))"
    }
    let inner = Mirror(reflecting: payload).displayStyle == .enum ? caseSuffix(payload) : "…"
    return ".\(label)(\(inner))"
  case .optional:
    guard let wrapped = mirror.children.first else { return " (nil)" }
    return caseSuffix(wrapped.value)
  default:
    return ""
  }
}

/// A payload that `describeCase` shows in full rather than as `…`: one short enough for a one-line
/// message that says which action it was (a binding action's `.set(\State.name, "Ana")`).
package protocol CaseDescribing {
  var caseDescription: String { get }
}
