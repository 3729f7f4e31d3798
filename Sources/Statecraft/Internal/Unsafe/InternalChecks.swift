import Foundation

/// Comparisons of each fast path that reads memory directly with its safe path, made on every use
/// in a build with the `STATECRAFT_INTERNAL_CHECKS` condition
/// (`.ci/address-sanitizer` builds with it, by hand). In any other build their bodies are empty and
/// inline to nothing.
///
/// A mismatch is a bug in Statecraft, not bad input: it stops the program with what differed.
@usableFromInline
enum InternalChecks {
  /// The slot found at its place in memory is the slot the key path reads.
  @inlinable @inline(__always)
  static func slot<State, Value>(
    _ slot: borrowing Presents<Value>, isTheSlotOf state: borrowing State,
    through keyPath: WritableKeyPath<State, Presents<Value>>
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      if slot.storage !== (copy state)[keyPath: keyPath].storage {
        failed("the slot read at its offset in \(State.self) is not the one its key path reads")
      }
    #endif
  }

  /// A value read at a stored property's offset is the value the key path reads.
  @inlinable @inline(__always)
  static func property<Root, Value>(
    _ value: borrowing Value, isThePropertyOf root: borrowing Root,
    through keyPath: KeyPath<Root, Value>
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      compareProperty(copy value, (copy root)[keyPath: keyPath], of: Root.self)
    #endif
  }

  /// A case path's fast extraction agrees with what reflection finds in the root.
  @inlinable @inline(__always)
  static func extraction<Root, Value>(
    _ extracted: borrowing Value?, from root: borrowing Root, caseName: @autoclosure () -> String?
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      compareExtraction(found: extracted != nil, in: copy root, caseName: caseName())
    #endif
  }

  /// A presentation identity read the fast way equals the identity a full walk reads.
  @inlinable @inline(__always)
  static func identity(_ fast: PresentationID, equals walked: @autoclosure () -> PresentationID) {
    #if STATECRAFT_INTERNAL_CHECKS
      let walked = walked()
      if fast != walked { failed("a one-tag presentation identity \(fast) differs from \(walked)") }
    #endif
  }

  #if STATECRAFT_INTERNAL_CHECKS
    @usableFromInline
    static func compareProperty<Root, Value>(
      _ atOffset: Value, _ viaKeyPath: Value, of _: Root.Type
    ) {
      let (fast, safe) = (Dump.text(of: atOffset), Dump.text(of: viaKeyPath))
      guard fast != safe else { return }
      failed(
        "a stored property of \(typeName(Root.self)) read at its offset differs from its key "
          + "path's value:\n\(fast)\n\(safe)"
      )
    }

    @usableFromInline
    static func compareExtraction<Root>(found: Bool, in root: Root, caseName: String?) {
      guard let caseName else { return }
      let label = Mirror(reflecting: root).children.first?.label ?? "\(root)"
      guard (label == caseName) != found else { return }
      failed(
        "a case path of \(typeName(Root.self)) extracted \(found ? "a payload" : "nothing") from "
          + "case '\(label)', but its case is '\(caseName)'"
      )
    }

    @usableFromInline
    static func failed(_ message: String) -> Never {
      FileHandle.standardError.write(Data("[Statecraft internal check] \(message)\n".utf8))
      // A fast path read the wrong memory: going on would hide it.
      abort()
    }
  #endif
}
