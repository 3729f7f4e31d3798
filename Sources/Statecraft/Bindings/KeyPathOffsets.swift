/// The offsets in their roots of the key paths this thread compared with a binding action, by key
/// path object: what makes a `case .binding(\.field):` line cheap.
///
/// A line's key path literal is the same object every time the line runs (the runtime makes it
/// once), so its offset, which `MemoryLayout.offset(of:)` finds by walking the path's components,
/// is found once and then looked up by the object's address. Each entry keeps its key path alive,
/// so no other key path can come to have an address an entry names. A table of 64 entries, one
/// place for each address: a key path that lands on a taken place replaces its entry.
struct KeyPathOffsets {
  private struct Entry {
    var id: ObjectIdentifier?
    /// Held so that `id` names no other object while the entry stands.
    var keyPath: AnyKeyPath?
    /// The offset, or -1 for a key path that is not plain storage in its root.
    var offset = -1
  }

  private var entries = [Entry](repeating: Entry(), count: 64)

  /// The offset of `keyPath` in `Root`, or `nil` when it is not plain storage there: what
  /// `MemoryLayout<Root>.offset(of: keyPath)` answers.
  mutating func offset<Root>(of keyPath: PartialKeyPath<Root>) -> Int? {
    let id = ObjectIdentifier(keyPath)
    // Objects are aligned to 16 bytes: the bits above those tell them apart.
    let place = Int(truncatingIfNeeded: UInt(bitPattern: id) &>> 4) & (entries.count - 1)
    if entries[place].id == id {
      let offset = entries[place].offset
      return offset < 0 ? nil : offset
    }
    let offset = MemoryLayout<Root>.offset(of: keyPath)
    entries[place] = Entry(id: id, keyPath: keyPath, offset: offset ?? -1)
    return offset
  }
}
