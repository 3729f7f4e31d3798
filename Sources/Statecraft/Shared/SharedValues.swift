/// The values of the shared boxes a state holds, read at one moment: what a test store records at
/// each step's start and after each action (rules SH4-SH7), and what the fuzzer and
/// `_printChanges()` compare.
package struct SharedValues {
  /// One box, the paths that hold it, and its value.
  package struct Entry {
    package let root: any SharedRoot
    package var paths: [String]
    package var value: Any

    /// The paths, as a message lists them: `$items, destino.detalle.$item`.
    package var pathList: String { paths.joined(separator: ", ") }
  }

  /// The boxes, in the order the walk first met them.
  package private(set) var entries: [Entry] = []
  private var positions: [ObjectIdentifier: Int] = [:]

  /// No values.
  package init() {}

  /// The live values of every box that `state` holds.
  package init(reading state: Any) {
    guard SharedLayout.mayHoldShared(type(of: state)) else { return }
    for holding in SharedLayout(of: state).holdings {
      append(Entry(root: holding.root, paths: holding.paths, value: holding.root.liveValue()))
    }
  }

  package var isEmpty: Bool { entries.isEmpty }

  /// The entry of `root`'s box, if these values have one.
  package subscript(root root: any SharedRoot) -> Entry? {
    positions[ObjectIdentifier(root)].map { entries[$0] }
  }

  private mutating func append(_ entry: Entry) {
    positions[ObjectIdentifier(entry.root)] = entries.count
    entries.append(entry)
  }

  /// These values, and those of `other`'s boxes that these lack.
  package func adding(_ other: SharedValues) -> SharedValues {
    var merged = self
    for entry in other.entries where merged[root: entry.root] == nil { merged.append(entry) }
    return merged
  }

  /// These values, with the live value of each box in place of the recorded one.
  package func reread() -> SharedValues {
    var values = self
    for index in values.entries.indices {
      values.entries[index].value = values.entries[index].root.liveValue()
    }
    return values
  }

  /// These values as an overlay, for an assertion closure to see and change.
  package func overlay() -> SharedOverlay {
    var values: [ObjectIdentifier: Any] = [:]
    for entry in entries { values[ObjectIdentifier(entry.root)] = entry.value }
    return SharedOverlay(values)
  }

  /// These values, each replaced by the overlay's value of its box.
  package func applying(_ overlay: SharedOverlay) -> SharedValues {
    var values = self
    for index in values.entries.indices {
      if let value = overlay.values[ObjectIdentifier(values.entries[index].root)] {
        values.entries[index].value = value
      }
    }
    return values
  }

  /// The boxes whose value differs in `other`, with the value here and the value there (and the
  /// paths as `other` found them), in the order of `other`.
  package func differences(to other: SharedValues) -> [(expected: Entry, actual: Entry)] {
    other.entries.compactMap { actual in
      guard let expected = self[root: actual.root],
        !actual.root.areEqual(expected.value, actual.value)
      else { return nil }
      return (expected, actual)
    }
  }
}

extension SharedValues.Entry {
  /// The change from `expected` to this entry's value, as a diff block under a line naming the
  /// paths that hold the box:
  ///
  /// ```
  ///   Shared $count, child.$count:
  /// −   0
  /// +   1
  /// ```
  package func change(from expected: Any) -> String {
    let header = "  Shared \(pathList):"
    guard let diff = Dump.diff(expected, value) else {
      return header + "\n    (the values differ, but print the same)"
    }
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.prefix(2)) + "  " + line.dropFirst(2)
    }
    return ([header] + lines).joined(separator: "\n")
  }
}
