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
    guard let child = mirror.children.first else { return ".\(DumpEnumCase.name(of: value))" }
    let label = child.label ?? DumpEnumCase.name(of: value)
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

/// An action as every message prints it: its case from a leading dot, each enum payload the same
/// way, other payloads on one line (`[1, 2]`, `Item(id: 1, name: "a")`), and `…` for a payload
/// longer than 80 characters: `.destination(.presented(.settings(.minutesChanged(25))))`,
/// `.rows(.element(id: 9, action: .toggled))`.
///
/// Runtime issues and `TestStore` failures name actions with it, in lines and in lists alike,
/// so an action reads the same in every message.
package func describeAction(_ value: Any) -> String {
  oneLine(value, depth: 0)
}

/// How long a payload may print before it is elided as `…`.
private let payloadLimit = 80

/// `value` on one line: enums from a leading dot, collections, structs and tuples spelled out.
private func oneLine(_ value: Any, depth: Int) -> String {
  if let elements = DumpShape.indexSetElements(value) {
    return oneLine(elements, depth: depth)
  }
  if value is any CustomDumpStringConvertible || value is any CustomDumpRepresentable || depth > 8 {
    return dumpIfOneLine(value)
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    return "." + caseText(of: value, mirror, depth: depth)
  case .optional:
    guard let wrapped = mirror.children.first else { return "nil" }
    return oneLine(wrapped.value, depth: depth)
  case .collection, .set:
    let elements = mirror.children.map { oneLine($0.value, depth: depth + 1) }
    return "[\(elements.joined(separator: ", "))]"
  case .dictionary:
    let entries = mirror.children.map { entry -> String in
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else { return oneLine(entry.value, depth: depth + 1) }
      return
        "\(oneLine(pair[0].value, depth: depth + 1)): \(oneLine(pair[1].value, depth: depth + 1))"
    }
    return entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
  case .struct, .class:
    let text = dumpIfOneLine(value)
    guard text == "…" else { return text }
    return typeName(type(of: value)) + "(" + fields(mirror, depth: depth) + ")"
  case .tuple:
    return "(" + fields(mirror, depth: depth) + ")"
  default:
    return dumpIfOneLine(value)
  }
}

/// `label: value` for each child, or the bare value for an unlabelled tuple element.
private func fields(_ mirror: Mirror, depth: Int) -> String {
  mirror.children.map { child -> String in
    let text = oneLine(child.value, depth: depth + 1)
    guard let label = child.label, !label.hasPrefix(".") else { return text }
    return "\(label): \(text)"
  }
  .joined(separator: ", ")
}

/// `name` or `name(payload)`, with labelled or several payloads as `label: value` pairs.
private func caseText(of value: Any, _ mirror: Mirror, depth: Int) -> String {
  guard let payload = mirror.children.first else { return DumpEnumCase.name(of: value) }
  let name = payload.label ?? DumpEnumCase.name(of: value)
  let payloadMirror = Mirror(reflecting: payload.value)
  let inner: String
  // NB: `case named(value: String)` reflects as a one-element tuple labelled `value`; a lone
  // unlabelled payload reflects as itself.
  if payloadMirror.displayStyle == .tuple, let first = payloadMirror.children.first,
    payloadMirror.children.count > 1 || !(first.label ?? ".").hasPrefix(".")
  {
    inner = fields(payloadMirror, depth: depth)
  } else {
    inner = oneLine(payload.value, depth: depth + 1)
  }
  // An enum payload keeps its own elisions; another payload is elided whole when it is long.
  let isCase = payloadMirror.displayStyle == .enum
  return "\(name)(\(isCase || inner.count <= payloadLimit ? inner : "…"))"
}

/// A value's dump when it is one line long, `…` otherwise.
private func dumpIfOneLine(_ value: Any) -> String {
  let text = Dump.text(of: value)
  return text.contains("\n") ? "…" : text
}

/// A payload that `describeCase` shows in full rather than as `…`: one short enough for a one-line
/// message that says which action it was (a binding action's `.set(\State.name, "Ana")`).
package protocol CaseDescribing {
  var caseDescription: String { get }
}
