import Synchronization

/// Where a `@Presents` slot lives inside its feature's state, so the presentation `ifLet` can reach
/// it directly instead of through its key path.
///
/// `\.$slot` is a computed key path (a property wrapper's projected value), and every access
/// through it goes through the key path runtime and copies the slot, which costs more than the
/// rest of the `ifLet`. The slot's storage is one reference, stored inline in the state. So the
/// location is found once, by writing a slot holding a fresh marker box through the key path into
/// a copy of the state and finding the one word that holds the marker's address. If there is not
/// exactly one (the slot lives behind a class, say), the key path is used.
@usableFromInline
final class SlotLocation<State, Value>: Sendable {
  /// -2 while unknown, -1 when the key path must be used, otherwise the byte offset.
  private let offset = Atomic<Int>(-2)

  @usableFromInline
  init() {}

  /// The byte offset of the slot in `state`, or `nil` to use the key path.
  @usableFromInline
  func offset(in state: State, keyPath: WritableKeyPath<State, Presents<Value>>) -> Int? {
    var known = offset.load(ordering: .relaxed)
    if known == -2 {
      known = Self.locate(in: state, keyPath: keyPath) ?? -1
      offset.store(known, ordering: .relaxed)
    }
    return known >= 0 ? known : nil
  }

  private static func locate(
    in state: State, keyPath: WritableKeyPath<State, Presents<Value>>
  ) -> Int? {
    guard MemoryLayout<Presents<Value>>.size == MemoryLayout<UnsafeRawPointer>.size else {
      return nil
    }
    let marker = Presents<Value>.Storage.make(nil, generation: .max)
    var copy = state
    copy[keyPath: keyPath] = Presents(storage: marker)
    let address = UInt(bitPattern: Unmanaged.passUnretained(marker).toOpaque())
    let stride = MemoryLayout<UnsafeRawPointer>.alignment
    var matches: [Int] = []
    withUnsafeBytes(of: &copy) { bytes in
      var candidate = 0
      while candidate + MemoryLayout<UInt>.size <= bytes.count {
        if bytes.load(fromByteOffset: candidate, as: UInt.self) == address {
          matches.append(candidate)
        }
        candidate += stride
      }
    }
    guard matches.count == 1, let match = matches.first else { return nil }
    // Read back through the location: it must be the slot the key path wrote.
    let found = withUnsafeBytes(of: &copy) { bytes in
      bytes.load(fromByteOffset: match, as: Presents<Value>.self).storage === marker
    }
    return found ? match : nil
  }
}
