import Foundation

/// Comparisons of each fast path that reads memory directly with its safe path, made on every use
/// in a build with the `STATECRAFT_INTERNAL_CHECKS` condition
/// (`swift test -Xswiftc -DSTATECRAFT_INTERNAL_CHECKS`, which `.ci/run` runs once). In any other
/// build they compile to nothing.
///
/// A mismatch is a bug in Statecraft, not bad input: it stops the program with what differed.
enum InternalChecks {
  /// Whether this build checks.
  static var areOn: Bool {
    #if STATECRAFT_INTERNAL_CHECKS
      true
    #else
      false
    #endif
  }

  /// The slot found at its place in memory is the slot the key path reads.
  @inline(__always)
  static func slot<State, Value>(
    _ slot: borrowing Presents<Value>, isTheSlotOf state: borrowing State,
    through keyPath: WritableKeyPath<State, Presents<Value>>
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      check(
        slot.storage === state[keyPath: keyPath].storage,
        "the slot read at its offset in \(typeName(State.self)) is not the one its key path reads"
      )
    #endif
  }

  /// A value read at a stored property's offset is the value the key path reads.
  @inline(__always)
  static func property<Root, Value>(
    _ value: borrowing Value, isThePropertyOf root: borrowing Root,
    through keyPath: KeyPath<Root, Value>
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      let viaKeyPath = Dump.text(of: root[keyPath: keyPath])
      let atOffset = Dump.text(of: copy value)
      check(
        viaKeyPath == atOffset,
        """
        a stored property of \(typeName(Root.self)) read at its offset differs from its key \
        path's value:
        \(atOffset)
        \(viaKeyPath)
        """
      )
    #endif
  }

  /// A case path's fast extraction agrees with what reflection finds in the root.
  @inline(__always)
  static func extraction<Root, Value>(
    _ extracted: borrowing Value?, from root: borrowing Root, caseName: @autoclosure () -> String?
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      let mirror = Mirror(reflecting: copy root)
      let label = mirror.children.first?.label ?? "\(copy root)"
      guard let name = caseName() else { return }
      let isInCase = label == name
      let found = extracted != nil
      check(
        isInCase == found,
        """
        a case path of \(typeName(Root.self)) extracted \(found ? "a payload" : "nothing") \
        from case '\(label)', but its case is '\(name)'
        """
      )
    #endif
  }

  /// A presentation identity read the fast way equals the identity a full walk reads.
  @inline(__always)
  static func identity(_ fast: PresentationID, equals walked: @autoclosure () -> PresentationID) {
    #if STATECRAFT_INTERNAL_CHECKS
      let walked = walked()
      check(fast == walked, "a one-tag presentation identity \(fast) differs from \(walked)")
    #endif
  }

  #if STATECRAFT_INTERNAL_CHECKS
    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      guard !condition else { return }
      FileHandle.standardError.write(Data("[Statecraft internal check] \(message())\n".utf8))
      // A fast path read the wrong memory: going on would hide it.
      abort()
    }
  #endif
}
