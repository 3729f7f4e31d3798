extension IdentifiedArray: Equatable where Element: Equatable {
  /// Returns whether two arrays hold equal elements in the same order.
  ///
  /// Ids are not compared separately: they come from the elements, so equal elements mean equal
  /// ids. How each array derives an id from an element (its key path) is not compared.
  ///
  /// - Parameters:
  ///   - lhs: An array.
  ///   - rhs: Another array.
  /// - Returns: `true` when the elements are equal, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements, in order, consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}
