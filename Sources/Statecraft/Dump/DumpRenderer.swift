/// Draws whole values as lines: the plain dump, and each side of a changed value in a diff.
struct DumpRenderer {
  /// The lines drawn so far.
  var lines: [DumpLine] = []
  /// The objects being drawn around the current value, for the cycle guard.
  var path: Set<ObjectIdentifier> = []

  init(path: Set<ObjectIdentifier> = []) {
    self.path = path
  }

  /// Appends the lines of `value`, the first prefixed with `label: `, the last followed by a comma
  /// when `comma` is set.
  mutating func render(
    _ value: Any, label: DumpChild.Label = .none, shape: DumpShape? = nil, indent: Int,
    comma: Bool, mark: DumpLine.Mark
  ) {
    let shape = shape ?? DumpShape.of(value, path: path)
    let prefix = Self.labelText(label).map { "\($0): " } ?? ""
    let suffix = comma ? "," : ""
    let opening = DumpLine.Opening(component: Self.pathComponent(label), prefix: prefix)
    switch shape {
    case .leaf(let text):
      lines.append(
        DumpLine(mark: mark, indent: indent, text: prefix + text + suffix, opens: opening))
    case .block(let block):
      lines.append(
        DumpLine(mark: mark, indent: indent, text: prefix + block.open, opens: opening))
      if block.kind == .lines {
        for child in block.children {
          lines.append(DumpLine(mark: mark, indent: indent + 1, text: Self.lineText(child)))
        }
        lines.append(DumpLine(mark: mark, indent: indent + 1, text: block.close + suffix))
        return
      }
      let entered = block.object.map { path.insert($0).inserted } ?? false
      for (position, child) in block.children.enumerated() {
        render(
          child.value, label: child.label, shape: child.shape, indent: indent + 1,
          comma: position < block.children.count - 1, mark: mark
        )
      }
      if entered, let object = block.object {
        path.remove(object)
      }
      lines.append(DumpLine(mark: mark, indent: indent, text: block.close + suffix))
    }
  }

  /// The text of a label: `name`, `[3]`, or a dictionary key on one line.
  static func labelText(_ label: DumpChild.Label) -> String? {
    switch label {
    case .none: nil
    case .name(let name): name
    case .index(let index): "[\(index)]"
    case .key(let key): compactText(of: key)
    }
  }

  /// How a path reaches a child with `label`: `.name`, `[3]`, `[#0]`; `nil` without a label.
  static func pathComponent(_ label: DumpChild.Label) -> String? {
    switch label {
    case .none: nil
    case .name(let name): ".\(name)"
    case .index(let index): "[\(index)]"
    case .key(let key): "[\(compactText(of: key))]"
    }
  }

  /// The text of one child of a `.lines` block.
  static func lineText(_ child: DumpChild) -> String {
    child.value as? String ?? ""
  }

  /// A value on one line, for a dictionary key or for sorting: the dump with its lines joined,
  /// `Point(x: 1, y: 2)`.
  static func compactText(of value: Any) -> String {
    if let string = DumpShape.unwrapped(value) as? String {
      return DumpLeaf.quoted(string)
    }
    var renderer = DumpRenderer()
    renderer.render(value, indent: 0, comma: false, mark: .none)
    var result = ""
    for line in renderer.lines {
      let text = line.text
      let joinsTight =
        result.isEmpty || result.hasSuffix("(") || result.hasSuffix("[") || text.hasPrefix(")")
        || text.hasPrefix("]")
      result += joinsTight ? text : " \(text)"
    }
    return result
  }
}
