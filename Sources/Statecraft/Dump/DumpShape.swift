/// How one value is drawn: a single line, or a bracketed block of children.
///
/// A shape looks one level deep: a block lists its children as values, which are classified in turn
/// only when the renderer or the differ reaches them. That is what lets the differ skip an unchanged
/// subtree without ever drawing it.
enum DumpShape {
  /// A value drawn on one line: `42`, `"text"`, `nil`, `Item()`, `Feature.Action.tapped`.
  case leaf(String)
  /// A value drawn as an opening line, one entry per child, and a closing line.
  case block(DumpBlock)
}

/// A value with children: a struct, class, tuple, enum payload, collection or multi-line string.
struct DumpBlock {
  /// What the children are, which decides how two blocks pair their children in a diff.
  enum Kind {
    /// Stored properties, tuple elements or enum payloads, paired by label.
    case fields
    /// Elements of an ordered collection, paired by `Identifiable` id when they have one, else by
    /// position.
    case elements
    /// Entries of a dictionary, paired by key.
    case entries
    /// Elements of a set, paired by equality.
    case members
    /// Lines of a multi-line string, paired by a line diff.
    case lines
  }

  var kind: Kind
  /// The dynamic type of the value; two blocks are compared child by child only when it matches.
  var type: ObjectIdentifier
  /// The text that opens the block: `Item(`, `[`, `Set([`, `Feature.Action.row(`, `"""`.
  var open: String
  /// The text that closes the block: `)`, `]`, `])`, `"""`.
  var close: String
  var children: [DumpChild]
  /// The object a class instance is, pushed on the path while its children are visited, so a cycle
  /// is drawn as `Type(↩︎)` instead of recursing forever.
  var object: ObjectIdentifier?
}

/// One child of a block: an optional label and the value it holds.
struct DumpChild {
  /// How the child is named in the dump.
  enum Label {
    /// No label: a set member, a single enum payload, a line of text.
    case none
    /// A property or tuple label: `name: value`.
    case name(String)
    /// A position in a collection: `[3]: value`.
    case index(Int)
    /// A dictionary key, drawn on one line: `"key": value`.
    case key(Any)
  }

  var label: Label
  var value: Any
  /// What pairs this child with its counterpart in a diff, when its block's kind pairs by key.
  var key: AnyHashable?
  /// The shape of `value`, when it was already computed (an enum payload is classified to decide
  /// whether the case fits on one line).
  var shape: DumpShape?

  init(label: Label, value: Any, key: AnyHashable? = nil, shape: DumpShape? = nil) {
    self.label = label
    self.value = value
    self.key = key
    self.shape = shape
  }
}
