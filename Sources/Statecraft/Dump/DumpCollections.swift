/// Unordered collections, drawn in a stable order.
///
/// A dictionary or set has no order of its own (and `Hashable`'s per-process seed shuffles it from
/// one run to the next), so its children are sorted: by value when the keys or members are all of one
/// `Comparable` type (`1, 2, 10`, dates by time, enums in declaration order), else by their dumped
/// text.
enum DumpCollections {
  /// `[` `key: value` … `]`, sorted by key; `[:]` when empty.
  static func dictionary(_ mirror: Mirror, type: ObjectIdentifier) -> DumpShape {
    let entries: [(key: Any, value: Any)] = DumpShape.children(of: mirror).map { child in
      let pair = Mirror(reflecting: child.value).children
      if pair.count == 2, let key = pair.first, let value = pair.dropFirst().first {
        return (key.value, value.value)
      }
      // A custom mirror that labels its children instead of reflecting key-value pairs.
      return (child.label ?? "", child.value)
    }
    let children = sorted(entries.map(\.key)).map { index in
      let key = entries[index].key
      return DumpChild(
        label: .key(key), value: entries[index].value, key: key as? AnyHashable
      )
    }
    return DumpShape.block(.entries, "[", "]", empty: "[:]", children, type: type)
  }

  /// `[` `key: value` … `]` in the value's own order (a stack's, bottom first); `[]` when empty.
  static func orderedEntries(_ value: any DumpOrderedEntries, type: ObjectIdentifier) -> DumpShape {
    let children = value.dumpEntries.map { entry in
      DumpChild(label: .key(entry.key.base), value: entry.value, key: entry.key)
    }
    return DumpShape.block(.entries, "[", "]", empty: "[]", children, type: type)
  }

  /// `Set([` members `])`, sorted; `Set([])` when empty.
  static func set(_ mirror: Mirror, type: ObjectIdentifier) -> DumpShape {
    let members = DumpShape.children(of: mirror).map(\.value)
    let children = sorted(members).map { index in
      DumpChild(
        label: .none, value: members[index], key: members[index] as? AnyHashable
      )
    }
    return DumpShape.block(.members, "Set([", "])", empty: "Set([])", children, type: type)
  }

  /// The positions of `values` in the order the dump shows them.
  private static func sorted(_ values: [Any]) -> [Int] {
    let unwrapped = values.map(DumpShape.unwrapped)
    if let order = DumpOpened.sortedIndices(unwrapped) {
      return order
    }
    let texts = values.map { DumpRenderer.compactText(of: $0) }
    return texts.indices.sorted { texts[$0] < texts[$1] }
  }
}

/// A collection of keyed entries with an order of its own (a ``StackState``, bottom first): drawn
/// as a dictionary is, `[#0: …]`, but in that order, and paired by key in a diff.
protocol DumpOrderedEntries {
  var dumpEntries: [(key: AnyHashable, value: Any)] { get }
}
