/// The offsets in their roots of the key paths this thread compared with a binding action, by key
/// path object: what makes a `case .binding(\.field):` line cheap.
///
/// A line's key path literal is the same object every time the line runs (the runtime makes it
/// once), so its offset, which `MemoryLayout.offset(of:)` finds by walking the path's components,
/// is found once and then looked up by the object's address. Each entry keeps its key path alive,
/// so no other key path can come to have an address an entry names. A table of 64 entries: a key
/// path has a home place, from its address, and may lie in the three places after it; one that
/// finds all four taken replaces the entry at its home. (With one place for each address, two of
/// a form's ten lines shared a place, and evicted each other on every action.)
struct KeyPathOffsets {
  private struct Entry {
    var id: ObjectIdentifier?
    /// Held so that `id` names no other object while the entry stands.
    var keyPath: AnyKeyPath?
    /// The offset, or -1 for a key path that is not plain storage in its root.
    var offset = -1
  }

  private var entries = [Entry](repeating: Entry(), count: size)

  /// The number of places: a power of two.
  private static let size = 64

  /// The offset of `keyPath` in `Root`, or `nil` when it is not plain storage there: what
  /// `MemoryLayout<Root>.offset(of: keyPath)` answers.
  mutating func offset<Root>(of keyPath: PartialKeyPath<Root>) -> Int? {
    offset(of: keyPath, home: Self.home(of: ObjectIdentifier(keyPath))) {
      MemoryLayout<Root>.offset(of: keyPath)
    }
  }

  /// The look-up, with the key path's home place given, and `find` to find an offset not in the
  /// table (tests give several key paths one home, and count the finds).
  @inline(__always)
  mutating func offset(of keyPath: AnyKeyPath, home: Int, find: () -> Int?) -> Int? {
    let id = ObjectIdentifier(keyPath)
    var place = home
    for _ in 0..<Self.probes {
      if entries[place].id == id {
        let offset = entries[place].offset
        return offset < 0 ? nil : offset
      }
      if entries[place].id == nil { break }
      place = (place + 1) & (Self.size - 1)
    }
    return note(keyPath, home: home, find: find)
  }

  /// How many places, from its home on, a key path may lie in.
  private static let probes = 4

  /// The home place of the object `id`. Objects are aligned to 16 bytes: the bits above those
  /// tell them apart.
  @inline(__always)
  private static func home(of id: ObjectIdentifier) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: id) &>> 4) & (size - 1)
  }

  /// Finds the offset of a key path not in the table, and keeps it in the first free place from
  /// `home` on, or at `home` when the places it may lie in are all taken.
  @inline(never)
  private mutating func note(_ keyPath: AnyKeyPath, home: Int, find: () -> Int?) -> Int? {
    let offset = find()
    var place = home
    for _ in 0..<Self.probes {
      if entries[place].id == nil { break }
      place = (place + 1) & (Self.size - 1)
    }
    if entries[place].id != nil { place = home }
    entries[place] = Entry(id: ObjectIdentifier(keyPath), keyPath: keyPath, offset: offset ?? -1)
    return offset
  }
}
