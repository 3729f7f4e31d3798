/// Reads an enum value of type `Root` in place: which case it holds, from the enum's own value
/// witness (a few instructions, no `Mirror`), and, for a case that keeps its payload unchanged at
/// the start of the enum's memory, that payload.
///
/// A reader is made only from the metadata of `Root` itself, so the witness it calls reads memory
/// laid out as it expects; it is only ever given the address of a live `Root` (its own
/// `withUnsafePointer`, or an address a caller holds for the call), and reading a tag writes
/// nothing. The payload methods read memory as `Value` under the caller's proof that the case
/// holds a `Value` there (see their preconditions), which `CaseReflection` learns once per path.
/// Holding one costs no retain: type metadata and witnesses are never freed.
///
/// In the internal-checks build, each tag is compared with the case `Mirror` (or the runtime's
/// case name) says the value holds, and each payload read in place with the payload the enum's
/// own projection gives.
@usableFromInline
package struct EnumTagReader<Root>: Sendable {
  // Safe: type metadata is immutable and never freed.
  @usableFromInline nonisolated(unsafe) let metadata: UnsafeRawPointer
  @usableFromInline let getTag: EnumMetadata.GetEnumTag

  /// A reader for `Root`; `nil` when it is not an enum.
  package init?(_: Root.Type) {
    guard let metadata = EnumMetadata.of(Root.self) else { return nil }
    self.init(metadata: metadata)
  }

  /// A reader from the metadata of `Root`; `nil` when `metadata` is another type's.
  init?(metadata: EnumMetadata) {
    guard metadata.type == Root.self else { return nil }
    self.metadata = metadata.metadata
    self.getTag = metadata.getTag
  }

  /// The index, in declaration order with payload cases first, of the case `value` holds.
  @inlinable @inline(__always)
  package func tag(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { tag(at: $0) }
  }

  /// The index of the case that the value `value` refers to holds, read in place.
  @inlinable @inline(__always)
  func tag(at value: StateRef<Root>) -> UInt32 {
    tag(at: value.pointer)
  }

  /// The index of the case that the value at `address` holds, read in place.
  @inlinable @inline(__always)
  func tag(at address: UnsafePointer<Root>) -> UInt32 {
    let tag = getTag(UnsafeRawPointer(address), metadata)
    InternalChecks.caseTag(tag, of: address.pointee)
    return tag
  }

  /// The payload of `root`, read where it starts in the enum's memory without projecting it.
  ///
  /// - Precondition: `root` holds the case `tag`, whose payload is a `Value` (or, `indirect`, a
  ///   reference to a box holding one) at the start of the enum's memory, unchanged by the
  ///   enum's projection (`EnumMetadata.projectsInPlace`).
  @inlinable @inline(__always)
  func payload<Value>(
    inPlaceOf root: Root, tag: UInt32, as _: Value.Type, indirect: Bool
  ) -> Value {
    let value = withUnsafePointer(to: root) { pointer in
      let payload = UnsafeRawPointer(pointer)
      guard indirect else { return payload.load(as: Value.self) }
      return EnumMetadata.boxedValue(in: payload.load(as: UnsafeRawPointer.self), as: Value.self)
    }
    InternalChecks.payload(value, isInPlaceIn: root, tag: tag, indirect: indirect)
    return value
  }

  /// Runs `body` on the payload of `root` where it is stored, when `root` holds the case `tag`;
  /// `nil`, and `root` untouched, otherwise. Writing a valid payload keeps the case: the bits
  /// that encode the case are never bits a valid payload uses.
  ///
  /// - Precondition: the payload of case `tag` is a `Value` stored unchanged at the start of the
  ///   enum's memory (not `indirect`: a box may be shared with other copies).
  @inlinable @inline(__always)
  func modifyPayload<Value, R>(
    inPlaceOf root: inout Root, tag: UInt32, as _: Value.Type, _ body: (inout Value) -> R
  ) -> R? {
    withUnsafeMutablePointer(to: &root) { pointer in
      guard self.tag(at: pointer) == tag else { return nil }
      let payload = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Value.self)
      InternalChecks.payload(
        payload.pointee, isInPlaceIn: pointer.pointee, tag: tag, indirect: false)
      return body(&payload.pointee)
    }
  }
}

extension InternalChecks {
  /// A tag read in place is the case reflection finds: the label `Mirror` gives the payload of a
  /// case with one, else the runtime's name for the case. Nothing to compare for an enum built
  /// without case names, or one with a mirror of its own.
  @inlinable @inline(__always)
  static func caseTag<Root>(_ tag: UInt32, of value: borrowing Root) {
    #if STATECRAFT_INTERNAL_CHECKS
      compareCaseTag(tag, copy value)
    #endif
  }

  /// A payload read in place is the payload the enum's projection gives.
  @inlinable @inline(__always)
  static func payload<Root, Value>(
    _ value: borrowing Value, isInPlaceIn root: borrowing Root, tag: UInt32, indirect: Bool
  ) {
    #if STATECRAFT_INTERNAL_CHECKS
      comparePayload(copy value, in: copy root, tag: tag, indirect: indirect)
    #endif
  }

  #if STATECRAFT_INTERNAL_CHECKS
    @usableFromInline
    static func compareCaseTag<Root>(_ tag: UInt32, _ value: Root) {
      guard let metadata = EnumMetadata.of(Root.self), metadata.hasCaseNames,
        !(value is any CustomReflectable)
      else { return }
      guard Int(tag) < metadata.cases.count else {
        failed("a tag read in place, \(tag), is not a case of \(typeName(Root.self))")
      }
      let name = Mirror(reflecting: value).children.first?.label ?? EnumCaseName.of(value)
      guard let name, !name.isEmpty, name != metadata.cases[Int(tag)].name else { return }
      failed(
        "a tag read in place says \(typeName(Root.self)) holds case "
          + "'\(metadata.cases[Int(tag)].name)', but reflection says '\(name)'"
      )
    }

    @usableFromInline
    static func comparePayload<Root, Value>(
      _ inPlace: Value, in root: Root, tag: UInt32, indirect: Bool
    ) {
      guard let metadata = EnumMetadata.of(Root.self) else {
        failed("a payload was read in place from \(typeName(Root.self)), which is not an enum")
      }
      guard metadata.tag(of: root) == tag else {
        failed("a payload was read in place from a \(typeName(Root.self)) of another case")
      }
      let projected = metadata.payload(of: root, tag: tag, as: Value.self, indirect: indirect)
      let (fast, safe) = (Dump.text(of: inPlace), Dump.text(of: projected))
      guard fast != safe else { return }
      failed(
        "a payload of \(typeName(Root.self)) read in place differs from its projection:\n"
          + "\(fast)\n\(safe)"
      )
    }
  #endif
}
