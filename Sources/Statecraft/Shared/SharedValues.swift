/// The values of the shared boxes a state holds, read at one moment: what a test store records at
/// each step's start and after each action (rules SH4-SH7), and what the fuzzer and
/// `_printChanges()` compare.
@usableFromInline
package struct SharedValues {
  /// One box, the paths that hold it, and its value.
  package struct Entry {
    package let root: any SharedRoot
    package var paths: [String]
    /// What part of the box each path reads, in the order of ``paths``.
    package var parts: [SharedPart]
    package var value: Any
    /// The box's version when the value was read, `nil` for a value an assertion closure wrote:
    /// two entries of one box with one version hold equal values, without comparing them.
    package var version: UInt64?
    /// The type of a value of the box that was known to hold no shared value when it was read:
    /// a later value of that type needs no look at the registry of kinds (which takes a lock).
    var freeValueType: ObjectIdentifier?

    /// The paths, as a message lists them: `$items, destino.detalle.$item`.
    package var pathList: String { paths.joined(separator: ", ") }
  }

  /// The boxes, in the order the walk first met them.
  package private(set) var entries: [Entry] = []
  private var positions: [ObjectIdentifier: Int] = [:]

  /// No values.
  @usableFromInline
  package init() {}

  /// The live values of every box that `state` holds.
  package init(reading state: Any) {
    guard SharedLayout.mayHoldShared(type(of: state)) else { return }
    for holding in SharedLayout(of: state).holdings {
      let (value, version) = holding.root.liveValue()
      let valueType = type(of: value)
      append(
        Entry(
          root: holding.root, paths: holding.paths, parts: holding.parts, value: value,
          version: version,
          freeValueType: SharedLayout.mayHoldShared(valueType)
            ? nil : ObjectIdentifier(valueType)
        ))
    }
  }

  @usableFromInline
  package var isEmpty: Bool { entries.isEmpty }

  /// The entry of `root`'s box, if these values have one.
  package subscript(root root: any SharedRoot) -> Entry? {
    positions[ObjectIdentifier(root)].map { entries[$0] }
  }

  /// The position of `root`'s entry, looked for first at `index`: records of one state list
  /// their boxes in one order, so most look-ups are by position.
  private func position(of root: any SharedRoot, near index: Int) -> Int? {
    if index < entries.count, entries[index].root === root { return index }
    return positions[ObjectIdentifier(root)]
  }

  private mutating func append(_ entry: Entry) {
    positions[ObjectIdentifier(entry.root)] = entries.count
    entries.append(entry)
  }

  /// These values, and those of `other`'s boxes that these lack (with `other`'s paths).
  package func adding(_ other: SharedValues) -> SharedValues {
    var merged = self
    for entry in other.entries where merged[root: entry.root] == nil { merged.append(entry) }
    return merged
  }

  /// These values, with the live value of each box in place of the recorded one.
  package func reread() -> SharedValues {
    var values = self
    for index in entries.indices {
      let (value, version) = entries[index].root.liveValue()
      // Written only where the box changed: an unchanged record is not copied.
      guard version != entries[index].version else { continue }
      values.entries[index].value = value
      values.entries[index].version = version
    }
    return values
  }

  /// Whether the boxes a state holds may differ from those these values were read from, given an
  /// earlier record of the same boxes: only when a box's value changed since and can itself hold
  /// shared values (a shared value of a struct holding a `Shared`).
  ///
  /// A state changes only through reductions, so between two, the boxes it holds are the ones
  /// recorded after the first; only a box's own value can bring others in.
  package func mayHoldOtherBoxes(since earlier: SharedValues) -> Bool {
    // A box whose version did not move holds what it held; the others are looked at by type.
    for index in entries.indices {
      if let position = earlier.position(of: entries[index].root, near: index),
        let version = earlier.entries[position].version, version == entries[index].version
      {
        continue
      }
      let valueType = type(of: entries[index].value)
      if ObjectIdentifier(valueType) == entries[index].freeValueType { continue }
      if SharedLayout.mayHoldShared(valueType) { return true }
    }
    return false
  }

  /// Runs `body` with `==` of two `Shared` or `SharedReader` that are not one reference `false`:
  /// two states then compare equal only when they hold the same boxes, in the same places.
  package static func comparingByIdentity<R>(_ body: () throws -> R) rethrows -> R {
    let context = ThreadContextRef.current
    let outer = context.value.comparesSharedByIdentity
    context.value.comparesSharedByIdentity = true
    defer { context.value.comparesSharedByIdentity = outer }
    return try body()
  }

  static var comparesByIdentity: Bool {
    ThreadContextRef.current.value.comparesSharedByIdentity
  }

  /// These values as an overlay, for an assertion closure to see and change.
  package func overlay() -> SharedOverlay {
    SharedOverlay(entries)
  }

  /// These values, each replaced by the value the overlay shows for its box, written or not:
  /// what a state explored in an overlay holds (the boxes themselves keep other values).
  package func showing(_ overlay: SharedOverlay) -> SharedValues {
    replacing { overlay.value(for: $0) }
  }

  /// These values, each replaced by the overlay's value of its box.
  package func applying(_ overlay: SharedOverlay) -> SharedValues {
    replacing { overlay.writtenValue(for: $0) }
  }

  /// These values, each replaced by `value` of its box's identity when it gives one.
  private func replacing(_ value: (ObjectIdentifier) -> Any?) -> SharedValues {
    var values = self
    for index in values.entries.indices {
      if let replacement = value(ObjectIdentifier(values.entries[index].root)) {
        values.entries[index].value = replacement
        values.entries[index].version = nil
      }
    }
    return values
  }

  /// The boxes whose value differs in `other`, with the value here and the value there (and the
  /// paths as `other` found them), in the order of `other`.
  package func differences(to other: SharedValues) -> [Change] {
    var changes: [Change] = []
    for index in other.entries.indices {
      guard let position = differingPosition(from: other, at: index) else { continue }
      changes.append(Change(expected: entries[position], actual: other.entries[index]))
    }
    return changes
  }

  /// Whether a box's value differs in `other`: ``differences(to:)`` is not empty.
  package func hasDifferences(to other: SharedValues) -> Bool {
    other.entries.indices.contains { differingPosition(from: other, at: $0) != nil }
  }

  /// The position here of the box of `other`'s entry at `index`, when its value differs there.
  /// The entries are read in place, never copied: a step compares records several times.
  private func differingPosition(from other: SharedValues, at index: Int) -> Int? {
    guard let position = position(of: other.entries[index].root, near: index) else { return nil }
    if let version = entries[position].version, version == other.entries[index].version {
      return nil
    }
    let isEqual = other.entries[index].root.areEqual(
      entries[position].value, other.entries[index].value)
    return isEqual ? nil : position
  }

  /// A box whose value differs between two records.
  package struct Change {
    /// The box as the first record has it.
    package let expected: Entry
    /// The box as the second record has it.
    package let actual: Entry
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
    // The diff is the box's whole value: when no path reads it whole, the header says whose it is.
    let header =
      parts.contains(where: \.isWhole)
      ? "  Shared \(pathList):"
      : "  Shared \(root.keyDescription ?? "value"), which the state holds only in part, as \(pathList):"
    guard let diff = Dump.diff(expected, value) else {
      return header + "\n    (the values differ, but print the same)"
    }
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.prefix(2)) + "  " + line.dropFirst(2)
    }
    return ([header] + lines).joined(separator: "\n")
  }
}
