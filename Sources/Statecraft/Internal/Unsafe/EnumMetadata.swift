// Reads enum values through the Swift runtime's type metadata, so that case paths and presentation
// identity can test a case and project its payload in a few instructions instead of with `Mirror`.
//
// Layouts used here are part of the stable Swift ABI (docs/ABI/TypeMetadata.rst and
// include/swift/ABI/Metadata.h in the Swift repository), identical on Linux and Apple platforms:
//
// - A type's metadata pointer is what `unsafeBitCast(T.self, to: UnsafeRawPointer.self)` gives.
//   Word 0 is the kind (0x201 enum, 0x202 optional, 0x301 tuple), word -1 the value witness table.
//   For enums word 1 is the nominal type descriptor and generic arguments start at word 2.
// - The value witness table of an enum holds, after the 8 common function pointers and the size,
//   stride, flags and extra-inhabitant words (88 bytes in all on 64-bit), `getEnumTag`,
//   `destructiveProjectEnumData` and `destructiveInjectEnumTag`.
// - A nominal type descriptor holds, at byte 4, a relative pointer to its parent context (the
//   type or module that declares it; the low bit set means the pointer leads to the address).
// - An enum descriptor holds, at byte 16, a relative pointer to its field descriptor; at 20 the
//   number of payload cases (low 24 bits); at 24 the number of empty cases. The counts are always
//   there; the field descriptor is reflection metadata, absent from a module built with
//   `-disable-reflection-metadata` (Xcode's "Reflection Metadata Level" set to None), and its case
//   names are empty strings with `-disable-reflection-names` ("Without Names").
// - A field descriptor is 16 bytes followed by one 12-byte record per case, payload cases first in
//   declaration order, which is also the order of tags. A record is {flags, relative mangled type
//   name, relative field name}; flag 0x1 marks an indirect case.

import Foundation

/// The runtime view of one enum type: tags, payload types and payload projection.
///
/// Built once per type and cached (``EnumMetadata/of(_:)``); every method is safe to call from any
/// thread because the type is immutable.
@usableFromInline
final class EnumMetadata: Sendable {
  /// One case of the enum, in tag order.
  package struct Case: Sendable {
    /// The case name as written in source.
    package let name: String
    /// The payload type, or `nil` for a case without one. A single labelled payload, which the
    /// runtime records as a one-element tuple, is recorded here as its element type.
    package let payloadType: (any Any.Type)?
    /// Whether the payload lives in a heap box (`indirect case` or `indirect enum`).
    package let isIndirect: Bool
  }

  package let type: any Any.Type
  /// The cases in tag order. For an enum built without reflection metadata they are placeholders:
  /// no name, no payload type, not indirect; see ``hasFieldRecords``.
  package let cases: [Case]
  /// Whether the cases' payload types and indirectness were read from reflection metadata; `false`
  /// when the enum's module was built without it.
  package let hasFieldRecords: Bool
  /// Whether every case has its name: `false` without reflection metadata, or when it was built
  /// without names.
  package let hasCaseNames: Bool
  /// How many cases carry a payload: they come first in tag order.
  package let payloadCaseCount: Int
  // Safe: type metadata is immutable and never freed.
  @usableFromInline nonisolated(unsafe) let metadata: UnsafeRawPointer
  @usableFromInline let getTag: GetEnumTag
  @usableFromInline let project: ProjectEnumData
  @usableFromInline let inject: InjectEnumTag

  @usableFromInline
  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline
  typealias InjectEnumTag =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void
  @usableFromInline
  typealias ProjectEnumData =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) ->
    Void

  private init?(_ type: any Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
    let payloadCaseCount = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF)
    let emptyCaseCount = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    let genericArguments = metadata.advanced(by: 16)

    var cases: [Case] = []
    cases.reserveCapacity(payloadCaseCount + emptyCaseCount)
    if fieldsOffset == 0 {
      // Reflection metadata was stripped: the tags are known, not what the cases hold.
      cases = Array(
        repeating: Case(name: "", payloadType: nil, isIndirect: false),
        count: payloadCaseCount + emptyCaseCount)
    }
    let fields = descriptor.advanced(by: 16 + Int(fieldsOffset))
    let recordSize = fieldsOffset == 0 ? 0 : Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = fieldsOffset == 0 ? 0 : Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    for index in 0..<count {
      let record = fields.advanced(by: 16 + index * recordSize)
      let flags = record.load(as: UInt32.self)
      let typeNameOffset = record.load(fromByteOffset: 4, as: Int32.self)
      let nameOffset = record.load(fromByteOffset: 8, as: Int32.self)
      let name = String(
        cString: record.advanced(by: 8 + Int(nameOffset)).assumingMemoryBound(to: CChar.self)
      )
      var payloadType: (any Any.Type)?
      if typeNameOffset != 0 {
        let mangled = record.advanced(by: 4 + Int(typeNameOffset))
        payloadType = Self.resolve(mangled, in: descriptor, genericArguments: genericArguments)
          .map(Self.unwrappingSingleElementTuple)
      }
      cases.append(Case(name: name, payloadType: payloadType, isIndirect: flags & 0x1 != 0))
    }

    let witnesses = metadata.load(fromByteOffset: -8, as: UnsafeRawPointer.self)
    self.type = type
    self.cases = cases
    self.hasFieldRecords = fieldsOffset != 0
    self.hasCaseNames = fieldsOffset != 0 && cases.allSatisfy { !$0.name.isEmpty }
    self.payloadCaseCount = payloadCaseCount
    self.metadata = metadata
    self.getTag = unsafeBitCast(
      witnesses.load(fromByteOffset: 88, as: UnsafeRawPointer.self), to: GetEnumTag.self
    )
    self.project = unsafeBitCast(
      witnesses.load(fromByteOffset: 96, as: UnsafeRawPointer.self), to: ProjectEnumData.self
    )
    self.inject = unsafeBitCast(
      witnesses.load(fromByteOffset: 104, as: UnsafeRawPointer.self), to: InjectEnumTag.self
    )
  }

  /// The metadata of `type` when it is an enum (with or without reflection metadata), else `nil`.
  static func of(_ type: any Any.Type) -> EnumMetadata? {
    let key = ObjectIdentifier(type)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let metadata = EnumMetadata(type)
    cache.withLock { $0[key] = metadata }
    return metadata
  }

  private static let cache = Locked<[ObjectIdentifier: EnumMetadata?]>([:])

  /// A valid value of `Value` made without knowing anything about it but its type, or `nil` when
  /// none can be: `()`; the sample of a library type that has one (``CaseSample``); for an enum
  /// with a case without a payload (an `Optional` too), that case; for a type of plain bits
  /// (`_isPOD`), all bits zero.
  ///
  /// What a case path calls its case constructor with to learn its case when the root enum was
  /// built without reflection metadata. An empty case is made the way the runtime makes one, by
  /// the enum's own `destructiveInjectEnumTag` on zeroed memory; plain bits are a value whatever
  /// they are, and copying them retains nothing.
  static func sample<Value>(_: Value.Type) -> Value? {
    if Value.self == Void.self { return () as? Value }
    if let library = Value.self as? any CaseSample.Type {
      return library.caseSample as? Value
    }
    let enumMetadata = EnumMetadata.of(Value.self)
    let emptyCase = enumMetadata.flatMap { metadata in
      metadata.cases.count > metadata.payloadCaseCount
        ? UInt32(metadata.payloadCaseCount) : nil
    }
    guard emptyCase != nil || _isPOD(Value.self) else { return nil }
    let memory = UnsafeMutableRawPointer.allocate(
      byteCount: max(1, MemoryLayout<Value>.size), alignment: MemoryLayout<Value>.alignment)
    defer { memory.deallocate() }
    memory.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, MemoryLayout<Value>.size))
    if let enumMetadata, let emptyCase {
      enumMetadata.inject(memory, emptyCase, enumMetadata.metadata)
    }
    return memory.assumingMemoryBound(to: Value.self).move()
  }

  /// Whether the payload that `root` holds (of case `tag`) sits in a heap box rather than in the
  /// enum's own memory, told without reflection metadata from a sample payload (``sample(_:)``):
  /// `root` was built from `payload`.
  ///
  /// Only the payload's first word (or its bytes, when it is smaller) is compared: a copy copies
  /// what a value holds, not the unused bytes around it (an existential's empty buffer, the rest
  /// of a larger case's room), so only bytes every sample fills can be compared. Each sample fills
  /// its first word with a value no box address can be: zero bits, an enum's case without a
  /// payload (small numbers), a library sample's marker. Stored in place, the payload reads back
  /// with that word; boxed, the enum holds the box's address there. A payload of no bytes is taken
  /// as stored in place.
  func holdsPayloadInBox<Root, Value>(_ root: Root, tag: UInt32, payload: Value) -> Bool {
    let compared = min(MemoryLayout<Value>.size, MemoryLayout<UInt>.size)
    guard compared > 0 else { return false }
    guard MemoryLayout<Root>.size >= MemoryLayout<Value>.size else { return true }
    var copy = root
    var expected = payload
    return withUnsafeMutableBytes(of: &copy) { rootBytes in
      withUnsafeBytes(of: &expected) { payloadBytes in
        guard let base = rootBytes.baseAddress else { return true }
        project(base, metadata)
        defer { inject(base, tag, metadata) }
        return !payloadBytes[0..<compared].elementsEqual(rootBytes[0..<compared])
      }
    }
  }

  /// The type that declares the struct or enum `type` (the feature that declares
  /// `Feature.State`, say), as the address of its descriptor; `nil` for a type declared at the top
  /// level or in an extension, and for other kinds of type. Read from the type's descriptor, which
  /// reflection settings never strip.
  package static func typeContext(of type: any Any.Type) -> UnsafeRawPointer? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == 0x200 || kind == 0x201 || kind == 0x202 else { return nil }
    let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
    let offset = descriptor.load(fromByteOffset: 4, as: Int32.self)
    guard offset != 0 else { return nil }
    let target = descriptor.advanced(by: 4 + Int(offset & ~1))
    guard let parent = offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self) else {
      return nil
    }
    // A context descriptor's kind is the low 5 bits of its flags; 16 and up are types (0 is a
    // module, 1 an extension, 2 an anonymous context).
    return parent.load(as: UInt32.self) & 0x1F >= 16 ? parent : nil
  }

  /// The tag of the enum value stored at `address`, read in place.
  @inlinable
  func tag(at address: UnsafeRawPointer) -> UInt32 {
    getTag(address, metadata)
  }

  /// The tag (index into ``cases``) of the case that `value` holds.
  @inlinable
  func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// The payload of `value`, which must hold the case `tag` whose payload type is exactly `Value`.
  ///
  /// The caller guarantees the type match (checked against ``Case/payloadType`` when a case path
  /// learns its case), so the projection reads memory of the right layout. Works on a copy of
  /// `value`: projects the payload in place (which strips tag bits that a multi-payload enum keeps
  /// in its payload's spare bits), copies it out, and puts the tag back so the copy is destroyed as
  /// the enum it is. No allocation, and no generic metadata lookup.
  @inlinable
  func payload<Root, Value>(
    of value: Root, tag: UInt32, as _: Value.Type, indirect: Bool
  ) -> Value {
    var copy = value
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      project(raw, metadata)
      defer { inject(raw, tag, metadata) }
      guard indirect else {
        return raw.assumingMemoryBound(to: Value.self).pointee
      }
      return Self.boxedValue(in: raw.load(as: UnsafeRawPointer.self), as: Value.self)
    }
  }

  /// The size of what an `indirect` case keeps in the enum's own memory: the reference to its box.
  static var boxReferenceSize: Int { MemoryLayout<UnsafeRawPointer>.size }

  /// A copy of the payload of an `indirect` case, from the heap box that the case's payload area
  /// refers to: the boxed value follows the box's object header (two words: metadata and
  /// reference counts), aligned for the payload.
  @inlinable
  static func boxedValue<Value>(in box: UnsafeRawPointer, as _: Value.Type) -> Value {
    let header = 2 * MemoryLayout<UnsafeRawPointer>.size
    let alignment = MemoryLayout<Value>.alignment
    let offset = (header + alignment - 1) & ~(alignment - 1)
    return box.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
  }

  /// Whether projecting the payload of `value` leaves its first `payloadSize` bytes as they are,
  /// so that the payload can be read in place.
  ///
  /// Projection only changes bytes when the enum keeps its case in spare bits of the payload, and
  /// those bits are the same for every value of a case, so one value answers for its whole case.
  func projectsInPlace<Root>(_ value: Root, tag: UInt32, payloadSize: Int) -> Bool {
    var copy = value
    return withUnsafeMutableBytes(of: &copy) { bytes in
      guard let base = bytes.baseAddress, payloadSize <= bytes.count else { return false }
      let before = Array(bytes[0..<payloadSize])
      project(base, metadata)
      let after = Array(bytes[0..<payloadSize])
      inject(base, tag, metadata)
      return before == after
    }
  }

  /// Whether `payloadType` is exactly `valueType`, treating tuples with the same element types as
  /// the same regardless of labels: `case pos(x: Int, y: Int)` is built by a `(Int, Int) -> Root`.
  package static func isLayoutIdentical(
    _ payloadType: any Any.Type, _ valueType: any Any.Type
  )
    -> Bool
  {
    if payloadType == valueType { return true }
    guard let lhs = TupleElements(payloadType), let rhs = TupleElements(valueType) else {
      return false
    }
    return lhs.types.count == rhs.types.count
      && zip(lhs.types, rhs.types).allSatisfy { $0 == $1 }
  }

  private static func unwrappingSingleElementTuple(_ type: any Any.Type) -> any Any.Type {
    guard let tuple = TupleElements(type), tuple.types.count == 1 else { return type }
    return tuple.types[0]
  }

  private static func resolve(
    _ mangled: UnsafeRawPointer, in context: UnsafeRawPointer, genericArguments: UnsafeRawPointer
  ) -> (any Any.Type)? {
    guard let getType = getTypeByMangledNameInContext else { return nil }
    let bytes = mangled.assumingMemoryBound(to: UInt8.self)
    // A mangled name may embed symbolic references: bytes 0x01...0x17 are followed by a 4-byte
    // relative pointer and 0x18...0x1F by an absolute pointer; neither ends the name at a zero byte.
    var length = 0
    while bytes[length] != 0 {
      switch bytes[length] {
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + MemoryLayout<UnsafeRawPointer>.size
      default: length += 1
      }
    }
    return getType(bytes, UInt(length), context, genericArguments)
      .map { unsafeBitCast($0, to: Any.Type.self) }
  }
}

/// The element types of a tuple type, read from its metadata (kind 0x301: element count at byte 8,
/// then {type, offset} pairs from byte 24).
private struct TupleElements {
  let types: [any Any.Type]

  init?(_ type: any Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == 0x301 else { return nil }
    let count = metadata.load(fromByteOffset: 8, as: Int.self)
    types = (0..<count).map { index in
      let element = metadata.load(fromByteOffset: 24 + index * 16, as: UnsafeRawPointer.self)
      return unsafeBitCast(element, to: Any.Type.self)
    }
  }
}

// `swift_getTypeByMangledNameInContext`'s arguments are all pointers and integers, for which the
// Swift and C calling conventions agree.
private typealias GetTypeByMangledName =
  @convention(c) (
    UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?
  ) -> UnsafeRawPointer?

private let getTypeByMangledNameInContext = RuntimeSymbol.function(
  "swift_getTypeByMangledNameInContext", as: GetTypeByMangledName.self
)
