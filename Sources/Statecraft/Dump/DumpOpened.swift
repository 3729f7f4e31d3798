/// Protocol requirements of values known only as `Any`: equality, ordering and identity.
///
/// Each question opens the value's dynamic type once, as the generic parameter of
/// ``DumpTypeWitness``, and asks whether that witness conforms to a helper protocol; the conditional
/// conformances below make that true exactly when the type itself is `Equatable` or `Comparable`.
/// The differ asks these questions for every pair of values it meets, so they must stay cheap: one
/// conformance check (cached by the runtime) and one cast per value.
enum DumpOpened {
  /// Whether two values are equal, or nil when they are not of one `Equatable` type.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return nil }
    func open<T>(_: T.Type) -> Bool? {
      (DumpTypeWitness<T>.self as? any DumpEquatableWitness.Type)?.areEqual(lhs, rhs)
    }
    return open(type)
  }

  /// The positions of `values` in ascending order, or nil unless all the values are of one
  /// `Comparable` type.
  static func sortedIndices(_ values: [Any]) -> [Int]? {
    guard let first = values.first else { return [] }
    let type = Swift.type(of: first)
    guard values.allSatisfy({ Swift.type(of: $0) == type }) else { return nil }
    func open<T>(_: T.Type) -> [Int]? {
      (DumpTypeWitness<T>.self as? any DumpComparableWitness.Type)?.sortedIndices(values)
    }
    return open(type)
  }

  /// The identity of an `Identifiable` value, or nil for other values.
  static func identity(of value: Any) -> AnyHashable? {
    guard let value = value as? any Identifiable else { return nil }
    func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
    return open(value)
  }
}

/// A type standing for its generic parameter, so conformances can be conditional on it.
enum DumpTypeWitness<T> {}

/// Equality of values of the witnessed type.
protocol DumpEquatableWitness {
  /// Whether two values of the witnessed type are equal; nil when they are not of that type.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool?
  /// For each step of a walk over two arrays of the witnessed type, whether it pairs equal
  /// elements; nil when they are not such arrays.
  static func equalPairs(_ expected: Any, _ actual: Any, _ steps: [DumpPairing.Step]) -> [Bool]?
}

/// The ascending order of values of the witnessed type.
protocol DumpComparableWitness {
  static func sortedIndices(_ values: [Any]) -> [Int]?
}

extension DumpTypeWitness: DumpEquatableWitness where T: Equatable {
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? T, let rhs = rhs as? T else { return nil }
    return lhs == rhs
  }

  static func equalPairs(_ expected: Any, _ actual: Any, _ steps: [DumpPairing.Step]) -> [Bool]? {
    guard let expected = expected as? [T], let actual = actual as? [T] else { return nil }
    return steps.map { step in
      guard case .paired(let expectedIndex, let actualIndex) = step else { return false }
      return expected[expectedIndex] == actual[actualIndex]
    }
  }
}

extension DumpTypeWitness: DumpComparableWitness where T: Comparable {
  static func sortedIndices(_ values: [Any]) -> [Int]? {
    let typed = values.compactMap { $0 as? T }
    guard typed.count == values.count else { return nil }
    return typed.indices.sorted { typed[$0] < typed[$1] }
  }
}

/// Pairing of the witnessed type's arrays by `Identifiable` id.
protocol DumpIdentifiableWitness {
  /// The walk over two arrays of the witnessed type, or nil when they are not such arrays.
  static func steps(_ expected: Any, _ actual: Any) -> [DumpPairing.Step]?
}

extension DumpTypeWitness: DumpIdentifiableWitness where T: Identifiable {
  static func steps(_ expected: Any, _ actual: Any) -> [DumpPairing.Step]? {
    guard let expected = expected as? [T], let actual = actual as? [T] else { return nil }
    return DumpPairing.byKey(expected.map(\.id), actual.map(\.id))
  }
}
