extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, in order.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever encoding an element throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: _elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes a plain array of elements.
  ///
  /// Decoded data is input like any other, but a decoder can refuse it, so a duplicate id is an
  /// error here rather than a runtime issue: the message names the id and both positions.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when two elements share an id, or whatever decoding
  ///   an element throws.
  public init(from decoder: any Decoder) throws {
    self.init()
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      let offset = container.currentIndex
      let element = try container.decode(Element.self)
      if let first = _offsets[element.id] {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "IdentifiedArray: duplicate id \(element.id) at index \(offset), first seen at index "
            + "\(first)."
        )
      }
      _appendUnchecked(element, id: element.id)
    }
  }
}
