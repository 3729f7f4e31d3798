public import Synchronization

/// How the presentation `ifLet` reaches its `@Presents` slot inside its feature's state: at the
/// slot's place in memory when that is proven to be what the key path reaches, else through the
/// key path.
///
/// `\.$slot` is a computed key path (a property wrapper's projected value), and every access
/// through it goes through the key path runtime and copies the slot, which costs more than the
/// rest of the `ifLet`. The slot's storage is one reference, stored inline in the state. The
/// place is proven once, from the first state whose slot is filled, by reading only:
///
/// 1. the state is a struct with exactly one stored property of type `Presents<Value>`;
/// 2. the box the key path reads is found at exactly one word of the state's memory;
/// 3. reading a slot at that word gives that same box.
///
/// Any other shape (a computed property that chooses between two slots, a slot of an enum state,
/// a slot behind a class reference, a state that is a class) keeps the key path. Nothing is ever
/// written to find the place: a state that shares storage with others is never touched.
@usableFromInline
// Safe: immutable but for the atomic place; a key path is immutable.
final class SlotAccess<State, Value>: @unchecked Sendable {
  @usableFromInline let keyPath: WritableKeyPath<State, Presents<Value>>
  /// -2 while unknown, -1 when the key path must be used, otherwise the byte offset.
  @usableFromInline let place = Atomic<Int>(-2)

  @usableFromInline
  init(_ keyPath: WritableKeyPath<State, Presents<Value>>) {
    self.keyPath = keyPath
  }

  /// Calls `body` with the slot of the state at `state`, read-only.
  @inlinable
  func read<R>(_ state: UnsafePointer<State>, _ body: (borrowing Presents<Value>) -> R) -> R {
    if let offset = offset(for: state.pointee) {
      let slot = UnsafeRawPointer(state).advanced(by: offset)
        .assumingMemoryBound(to: Presents<Value>.self)
      InternalChecks.slot(slot.pointee, isTheSlotOf: state.pointee, through: keyPath)
      return body(slot.pointee)
    }
    return body(state.pointee[keyPath: keyPath])
  }

  /// Runs `body` on the slot in place: at its place in memory when proven, else through the key
  /// path with the slot taken out of the state meanwhile (so that its box stays unique and is
  /// changed without a copy).
  @inlinable
  func modify<R>(_ state: inout State, _ body: (inout Presents<Value>) -> R) -> R {
    if let offset = offset(for: state) {
      return withUnsafeMutablePointer(to: &state) { pointer in
        let slot = UnsafeMutableRawPointer(pointer).advanced(by: offset)
          .assumingMemoryBound(to: Presents<Value>.self)
        InternalChecks.slot(slot.pointee, isTheSlotOf: pointer.pointee, through: keyPath)
        return body(&slot.pointee)
      }
    }
    var slot = state[keyPath: keyPath]
    state[keyPath: keyPath] = Presents(storage: nil)
    defer { state[keyPath: keyPath] = slot }
    return body(&slot)
  }

  /// The proven offset of the slot, or `nil` to use the key path (also while unproven).
  ///
  /// Inlined, so that a proven slot costs one load here: called, it also retained and released
  /// this access around the call.
  @inlinable @inline(__always)
  func offset(for state: State) -> Int? {
    let known = place.load(ordering: .relaxed)
    if known >= 0 { return known }
    return unprovenOffset(for: state)
  }

  /// ``offset(for:)`` while the place is not proven, or proven impossible.
  @usableFromInline
  func unprovenOffset(for state: State) -> Int? {
    if place.load(ordering: .relaxed) == -1 { return nil }
    return learnOffset(from: state)
  }

  /// Tries to prove the slot's place from `state`; see the type's description.
  private func learnOffset(from state: State) -> Int? {
    switch Self.prove(in: state, keyPath: keyPath) {
    case .proven(let offset):
      place.store(offset, ordering: .relaxed)
      return offset
    case .impossible:
      place.store(-1, ordering: .relaxed)
      return nil
    case .undecided:
      return nil
    }
  }

  private enum Proof {
    case proven(Int)
    case impossible
    /// The slot is empty: nothing to find yet.
    case undecided
  }

  private static func prove(
    in state: State, keyPath: WritableKeyPath<State, Presents<Value>>
  ) -> Proof {
    guard MemoryLayout<Presents<Value>>.size == MemoryLayout<UnsafeRawPointer>.size else {
      return .impossible
    }
    // An empty slot proves nothing, and is asked about on every action until one fills it: it
    // is told first, through the key path, before the mirror that checks the state's shape.
    guard let box = state[keyPath: keyPath].storage else { return .undecided }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .struct,
      mirror.children.count(where: { $0.value is Presents<Value> }) == 1
    else { return .impossible }
    let address = UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque())
    let stride = MemoryLayout<UnsafeRawPointer>.alignment
    return withUnsafeBytes(of: state) { bytes -> Proof in
      var matches: [Int] = []
      var candidate = 0
      while candidate + MemoryLayout<UInt>.size <= bytes.count {
        if bytes.load(fromByteOffset: candidate, as: UInt.self) == address {
          matches.append(candidate)
        }
        candidate += stride
      }
      guard matches.count == 1, let match = matches.first,
        bytes.load(fromByteOffset: match, as: Presents<Value>.self).storage === box
      else { return .impossible }
      return .proven(match)
    }
  }
}
