// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

extension Shared {
  /// A property of the shared value, as a `Shared` of its own: `$settings.isOn`.
  ///
  /// ```swift
  /// let isOn: Shared<Bool> = state.$settings.isOn
  /// isOn.withLock { $0.toggle() }  // changes state.settings.isOn
  /// ```
  ///
  /// It reads and writes through this value, under the same lock: a child feature can hold the
  /// part it needs.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: The property, shared.
  public subscript<Member>(
    dynamicMember keyPath: any WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(reference: SharedMember(reference, keyPath))
  }

  /// The element with `id` of a shared `IdentifiedArray`, as a `Shared` of its own, or `nil`
  /// when there is none.
  ///
  /// ```swift
  /// guard let book = state.$books[id: id] else { return .none }
  /// state.detail = BookDetail.State(book: book)
  /// // BookDetail changes the element where it is: no copying back.
  /// ```
  ///
  /// The element is found by its id at every read and write, never by its position, so other
  /// elements moving or going away never make it another element. When the element itself is
  /// removed, the `Shared` reads as it last was, and its `withLock` changes nothing and reports
  /// that the element is gone.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: The element, shared, or `nil` when the array has no element with `id`.
  public subscript<ID: Hashable & Sendable, Element>(
    id id: ID
  ) -> Shared<Element>? where Value == IdentifiedArray<ID, Element> {
    guard let element = wrappedValue[id: id] else { return nil }
    return Shared<Element>(reference: SharedElement(reference, id: id, element: element))
  }
}
