extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an array from a literal list of elements.
  ///
  /// Each id should appear once. When one appears again, the later element is dropped and a
  /// runtime issue names the id; the first one is kept.
  ///
  /// ```swift
  /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
  /// ```
  ///
  /// - Parameter elements: The elements, in order.
  public init(arrayLiteral elements: Element...) {
    self.init(elements, id: \Element.id, operation: "an array literal")
  }
}
