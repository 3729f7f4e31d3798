/// The structural diff of two values, drawn as the lines of ``Dump/diff(_:_:)``.
///
/// The differ walks both values together. Equal subtrees are skipped as soon as they are met: two
/// values of one `Equatable` type are compared with `==` before anything is reflected, so a change
/// deep inside a large state costs one comparison per sibling on the way down, not a dump of the
/// whole state. Where the two sides have the same type (and enum case), their children are paired
/// (see ``DumpPairing``) and compared in turn; anywhere else the whole expected value is drawn
/// removed and the whole actual value inserted.
struct DumpDiffer {
  /// The lines drawn so far.
  private(set) var lines: [DumpLine] = []
  /// The objects around the current position on each side, for the cycle guard.
  private var expectedPath: Set<ObjectIdentifier> = []
  private var actualPath: Set<ObjectIdentifier> = []

  /// One side of a pair: the value, and how its parent labels and punctuates it.
  struct Side {
    var value: Any
    var label: DumpChild.Label = .none
    var comma: Bool = false
    var shape: DumpShape?
  }

  /// Appends the lines that show how `actual` differs from `expected`, at depth `indent`, and
  /// returns whether they differ at all. Appends nothing when they do not.
  mutating func diff(_ expected: Side, _ actual: Side, indent: Int) -> Bool {
    if DumpOpened.areEqual(expected.value, actual.value) == true {
      return false
    }
    let expectedValue = DumpShape.unwrapped(expected.value)
    let actualValue = DumpShape.unwrapped(actual.value)
    if Self.isSameObject(expectedValue, actualValue) {
      return false
    }
    let unwrappedAny =
      type(of: expectedValue) != type(of: expected.value)
      || type(of: actualValue) != type(of: actual.value)
    if unwrappedAny, DumpOpened.areEqual(expectedValue, actualValue) == true {
      return false
    }
    if let differs = diffElements(expectedValue, actualValue, expected, actual, indent: indent) {
      return differs
    }
    var expected = expected
    var actual = actual
    expected.shape = DumpShape.classify(expectedValue, path: expectedPath)
    actual.shape = DumpShape.classify(actualValue, path: actualPath)
    switch (expected.shape, actual.shape) {
    case (.leaf(let expectedText), .leaf(let actualText)) where expectedText == actualText:
      return false
    case (.block(let expectedBlock), .block(let actualBlock))
    where expectedBlock.type == actualBlock.type && expectedBlock.kind == actualBlock.kind
      && expectedBlock.open == actualBlock.open:
      return diff(expectedBlock, actualBlock, expected, actual, indent: indent)
    default:
      return replace(expected, actual, indent: indent)
    }
  }

  /// Compares two blocks of one type child by child, drawing only what differs and the lines that
  /// enclose it.
  private mutating func diff(
    _ expectedBlock: DumpBlock, _ actualBlock: DumpBlock, _ expected: Side, _ actual: Side,
    indent: Int
  ) -> Bool {
    if actualBlock.kind == .elements,
      let differs = diffElements(
        expectedBlock.children.map(\.value), actualBlock.children.map(\.value), expected, actual,
        indent: indent)
    {
      return differs
    }
    let isText = actualBlock.kind == .lines
    let expectedChildren = expectedBlock.children
    let actualChildren = actualBlock.children
    let expectedEntered = expectedBlock.object.map { expectedPath.insert($0).inserted } ?? false
    let actualEntered = actualBlock.object.map { actualPath.insert($0).inserted } ?? false
    defer {
      if expectedEntered, let object = expectedBlock.object { expectedPath.remove(object) }
      if actualEntered, let object = actualBlock.object { actualPath.remove(object) }
    }
    return enclose(
      open: actualBlock.open, close: actualBlock.close, label: actual.label, comma: actual.comma,
      indent: indent, closeIndent: isText ? indent + 1 : indent,
      steps: DumpPairing.steps(expectedBlock, actualBlock),
      paired: { differ, expectedIndex, actualIndex in
        !isText
          && differ.diff(
            Self.child(expectedChildren, expectedIndex), Self.child(actualChildren, actualIndex),
            indent: indent + 1)
      },
      unpaired: { differ, step in
        switch step {
        case .removed(let index):
          differ.draw(
            Self.child(expectedChildren, index), isText: isText, indent: indent + 1, mark: .removed)
        case .inserted(let index):
          differ.draw(
            Self.child(actualChildren, index), isText: isText, indent: indent + 1, mark: .inserted)
        case .paired:
          break
        }
      }
    )
  }

  /// Draws the opening line, the walk over the children and the closing line, or nothing when no
  /// child differs. Runs of unchanged children collapse into `… (n unchanged)`.
  ///
  /// - Parameters:
  ///   - paired: Appends the diff of a pair of children and returns whether they differ.
  ///   - unpaired: Draws a removed or inserted child.
  mutating func enclose(
    open: String, close: String, label: DumpChild.Label, comma: Bool, indent: Int,
    closeIndent: Int, steps: [DumpPairing.Step],
    paired: (inout DumpDiffer, Int, Int) -> Bool,
    unpaired: (inout DumpDiffer, DumpPairing.Step) -> Void
  ) -> Bool {
    let start = lines.count
    let prefix = DumpRenderer.labelText(label).map { "\($0): " } ?? ""
    lines.append(
      DumpLine(
        mark: .context, indent: indent, text: prefix + open,
        opens: DumpLine.Opening(component: DumpRenderer.pathComponent(label), prefix: prefix)))
    var changed = false
    var unchanged = 0
    for step in steps {
      let mark = lines.count
      if case .paired(let expectedIndex, let actualIndex) = step {
        guard paired(&self, expectedIndex, actualIndex) else {
          unchanged += 1
          continue
        }
      } else {
        unpaired(&self, step)
      }
      changed = true
      if unchanged > 0 {
        lines.insert(Self.collapsed(unchanged, indent: indent + 1), at: mark)
        unchanged = 0
      }
    }
    guard changed else {
      lines.removeSubrange(start...)
      return false
    }
    if unchanged > 0 {
      lines.append(Self.collapsed(unchanged, indent: indent + 1))
    }
    lines.append(DumpLine(mark: .context, indent: closeIndent, text: close + (comma ? "," : "")))
    return true
  }

  /// The side of the child at `index`, with the comma it takes in its block.
  private static func child(_ children: [DumpChild], _ index: Int) -> Side {
    let child = children[index]
    return Side(
      value: child.value, label: child.label, comma: index < children.count - 1, shape: child.shape
    )
  }

  /// Draws one whole side, all its lines marked.
  mutating func draw(_ side: Side, isText: Bool, indent: Int, mark: DumpLine.Mark) {
    if isText {
      let text = side.value as? String ?? ""
      lines.append(DumpLine(mark: mark, indent: indent, text: text))
      return
    }
    var renderer = DumpRenderer(path: mark == .removed ? expectedPath : actualPath)
    renderer.render(
      side.value, label: side.label, shape: side.shape, indent: indent, comma: side.comma,
      mark: mark
    )
    lines += renderer.lines
  }

  /// Draws the expected side removed and the actual side inserted, unless they look the same.
  private mutating func replace(_ expected: Side, _ actual: Side, indent: Int) -> Bool {
    let start = lines.count
    draw(expected, isText: false, indent: indent, mark: .removed)
    let middle = lines.count
    draw(actual, isText: false, indent: indent, mark: .inserted)
    let removed = lines[start..<middle].map { ($0.indent, $0.text) }
    let inserted = lines[middle...].map { ($0.indent, $0.text) }
    guard !removed.elementsEqual(inserted, by: { $0 == $1 }) else {
      lines.removeSubrange(start...)
      return false
    }
    return true
  }

  private static func collapsed(_ count: Int, indent: Int) -> DumpLine {
    DumpLine(mark: .context, indent: indent, text: "… (\(count) unchanged)")
  }

  private static func isSameObject(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) is AnyClass, type(of: rhs) is AnyClass else { return false }
    return ObjectIdentifier(lhs as AnyObject) == ObjectIdentifier(rhs as AnyObject)
  }
}
