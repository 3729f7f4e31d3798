extension IdentifiedArray: CustomStringConvertible {
  /// The elements, written as an array literal is: `[a, b, c]`.
  public var description: String {
    _elements.description
  }
}

extension IdentifiedArray: CustomReflectable {
  /// A mirror that shows the array as a collection of its elements, in order.
  ///
  /// Value dumps and test diffs walk this mirror, so an `IdentifiedArray` reads like an array of
  /// its elements there, with no storage details.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}

extension IdentifiedArray: DumpElements {}
