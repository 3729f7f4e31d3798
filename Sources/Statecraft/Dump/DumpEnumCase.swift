/// Enum values: `Type.case`, `Type.case(payload)`, or a block of labelled payloads.
enum DumpEnumCase {
  /// The shape of an enum value reflected by `mirror`.
  ///
  /// A payload-less case is a leaf, `Feature.Action.tapped`. A case with one payload that fits on one
  /// line is a leaf too, `Feature.Action.count(3)` or `Feature.Action.named(value: "a")`; otherwise
  /// the payload goes on its own lines inside `Feature.Action.row(` … `)`, labelled when it has
  /// labels or several elements (`.0:` for an unlabelled position).
  static func shape(of value: Any, _ mirror: Mirror, path: Set<ObjectIdentifier>) -> DumpShape {
    let typeName = DumpTypeName.of(type(of: value))
    let typeID = ObjectIdentifier(type(of: value))
    guard let payload = mirror.children.first else {
      return .leaf("\(typeName).\(name(of: value))")
    }
    let head = "\(typeName).\(payload.label ?? name(of: value))("
    let payloadMirror = Mirror(reflecting: payload.value)
    // NB: `case named(value: String)` reflects as a one-element tuple labelled `value`; a lone
    // unlabelled payload reflects as itself.
    if payloadMirror.displayStyle == .tuple, let first = payloadMirror.children.first,
      payloadMirror.children.count > 1 || !(first.label ?? ".").hasPrefix(".")
    {
      guard
        case .block(var block) = DumpShape.fields(
          DumpShape.children(of: payloadMirror), named: "", type: typeID
        )
      else {
        return .leaf("\(head))")
      }
      block.open = head
      if block.children.count == 1, case .name(let label) = block.children[0].label {
        let shape = DumpShape.of(block.children[0].value, path: path)
        if case .leaf(let text) = shape {
          return .leaf("\(head)\(label): \(text))")
        }
        block.children[0].shape = shape
      }
      return .block(block)
    }
    let shape = DumpShape.of(payload.value, path: path)
    if case .leaf(let text) = shape {
      return .leaf("\(head)\(text))")
    }
    let child = DumpChild(label: .none, value: payload.value, shape: shape)
    return .block(
      DumpBlock(kind: .fields, type: typeID, open: head, close: ")", children: [child], object: nil)
    )
  }

  /// The name of the case a value is, from the runtime's own enum metadata (or the library enum's
  /// own name for it, ``NamesItsCases``): `description` is no use, since an enum may well conform
  /// to `CustomStringConvertible`.
  static func name(of value: Any) -> String {
    enumCaseName(of: value) ?? String(describing: value)
  }
}
