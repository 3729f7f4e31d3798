extension StackState: Equatable where Element: Equatable {
  /// Returns whether two stacks hold the same ids, in the same order, with equal elements.
  ///
  /// - Parameters:
  ///   - lhs: A stack.
  ///   - rhs: Another stack.
  /// - Returns: `true` when the ids and the elements are equal, in order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and the elements, in order, consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(_elements)
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, bottom first; ids are not encoded.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever encoding an element throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: _elements)
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes a plain array of elements, bottom first, minting an id for each (the ids of a stack
  /// are the store's, so a restored stack gets new ones).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: Whatever decoding an element throws.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var elements: [Element] = []
    while !container.isAtEnd {
      elements.append(try container.decode(Element.self))
    }
    self.init(elements)
  }
}

extension StackState: CustomStringConvertible {
  /// The elements with their ids, bottom first: `[#0: a, #1: b]`, or `[]` when empty.
  public var description: String {
    guard !isEmpty else { return "[]" }
    return "[" + zip(_ids, _elements).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }
}

extension StackState: CustomReflectable {
  /// A mirror that shows the stack as its ids and elements, bottom first.
  ///
  /// Value dumps and test diffs draw a stack as `[#0: …, #1: …]`, in stack order, and pair the
  /// elements of two stacks by id.
  public var customMirror: Mirror {
    Mirror(
      self, unlabeledChildren: zip(_ids, _elements).map { (key: $0, value: $1) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: DumpOrderedEntries {
  var dumpEntries: [(key: AnyHashable, value: Any)] {
    zip(_ids, _elements).map { (AnyHashable($0), $1 as Any) }
  }
}
