/// The fast path for collections of elements: what makes a change in 10,000 elements cheap.
extension DumpDiffer {
  /// Diffs two ``DumpElements`` collections of one type, or returns nil for other values (and for
  /// empty collections, which are leaves).
  ///
  /// The elements are copied once into typed arrays. When the element type is `Identifiable` the ids
  /// are compared typed, and when it is `Equatable` every pair is compared with `==` in one opened
  /// call: only the elements that differ are boxed and reflected.
  mutating func diffElements(
    _ expectedValue: Any, _ actualValue: Any, _ expected: Side, _ actual: Side, indent: Int
  ) -> Bool? {
    guard type(of: expectedValue) == type(of: actualValue),
      let expectedElements = expectedValue as? any DumpElements
    else {
      return nil
    }
    func open<C: DumpElements>(_ expectedElements: C) -> Bool? {
      guard let actualElements = actualValue as? C, !expectedElements.isEmpty,
        !actualElements.isEmpty
      else {
        return nil
      }
      return diffTyped(
        Array(expectedElements), Array(actualElements), expected, actual, indent: indent)
    }
    return open(expectedElements)
  }

  /// Diffs the elements of two collections reflected through `Mirror` (a custom mirror with the
  /// `.collection` style) by the typed path, when all of them are of one type; nil otherwise.
  mutating func diffElements(
    _ expectedElements: [Any], _ actualElements: [Any], _ expected: Side, _ actual: Side,
    indent: Int
  ) -> Bool? {
    guard let first = expectedElements.first ?? actualElements.first else { return nil }
    let elementType = type(of: first)
    guard expectedElements.allSatisfy({ type(of: $0) == elementType }),
      actualElements.allSatisfy({ type(of: $0) == elementType })
    else {
      return nil
    }
    func typed<T>(_: T.Type, _ elements: [Any]) -> [T]? {
      var typed: [T] = []
      typed.reserveCapacity(elements.count)
      for element in elements {
        guard let element = element as? T else { return nil }
        typed.append(element)
      }
      return typed
    }
    func open<T>(_ type: T.Type) -> Bool? {
      guard let expectedTyped = typed(type, expectedElements),
        let actualTyped = typed(type, actualElements)
      else {
        return nil
      }
      return diffTyped(expectedTyped, actualTyped, expected, actual, indent: indent)
    }
    return open(elementType)
  }

  private mutating func diffTyped<Element>(
    _ expectedElements: [Element], _ actualElements: [Element], _ expected: Side, _ actual: Side,
    indent: Int
  ) -> Bool {
    let witness = DumpTypeWitness<Element>.self
    let steps =
      (witness as? any DumpIdentifiableWitness.Type)?.steps(expectedElements, actualElements)
      ?? DumpPairing.byIdentity(
        expectedElements.map { $0 as Any }, actualElements.map { $0 as Any })
    let equal = (witness as? any DumpEquatableWitness.Type)?.equalPairs(
      expectedElements, actualElements, steps)
    var position = 0
    return enclose(
      open: "[", close: "]", label: actual.label, comma: actual.comma, indent: indent,
      closeIndent: indent, steps: steps,
      paired: { differ, expectedIndex, actualIndex in
        defer { position += 1 }
        if let equal, equal[position] {
          return false
        }
        return differ.diff(
          Self.element(expectedElements, expectedIndex), Self.element(actualElements, actualIndex),
          indent: indent + 1)
      },
      unpaired: { differ, step in
        position += 1
        switch step {
        case .removed(let index):
          differ.draw(
            Self.element(expectedElements, index), isText: false, indent: indent + 1,
            mark: .removed)
        case .inserted(let index):
          differ.draw(
            Self.element(actualElements, index), isText: false, indent: indent + 1, mark: .inserted)
        case .paired:
          break
        }
      }
    )
  }

  private static func element<Element>(_ elements: [Element], _ index: Int) -> Side {
    Side(value: elements[index], label: .index(index), comma: index < elements.count - 1)
  }
}
