public import Synchronization

/// What a case path built from a case constructor has learned about its case.
///
/// A constructor `(Value) -> Root` does not say which case it builds until it is called, and it can
/// only be called with a `Value`. When exactly one case of `Root` has a payload of type `Value`,
/// that is the case from the start. Otherwise the path learns from the roots it is asked about:
/// the first root whose case has a payload of exactly `Value` gives a value to call the constructor
/// with, and the tag of the result is this path's case. Until then, each root tag whose payload
/// cannot be a `Value` is remembered as "not mine", so a path that only ever sees other cases never
/// repeats the work. The first match also checks the constructor and learns whether the payload
/// can be read in place. After that, ``extract(from:)`` is one tag read, one comparison and, on a
/// match, a payload read in place.
///
/// An enum built without reflection metadata (Xcode's "Reflection Metadata Level" set to None)
/// has no payload types to read. Then the path calls its constructor with a value it can make
/// without knowing the payload (`EnumMetadata.sample`: `()`, a payload-less case of an enum, zero
/// bits of a plain-bits type, a library type's ``CaseSample``) and takes the case and layout of
/// the result. A payload it cannot make (a struct holding
/// a `String`, a class) is reported at the first extraction, naming the build setting.
@usableFromInline
final class CaseReflection<Root, Value>: Sendable {
  private let embed: @Sendable (Value) -> Root
  @usableFromInline let metadata: EnumMetadata?
  // What a tag read needs, copied out of `metadata`: reading it from this object takes no retain
  // of `metadata` on the hot path. Set exactly when `metadata` is.
  @usableFromInline let tags: EnumTagReader<Root>?
  private let callSite: CallSite
  /// 0 while unknown; else `known | indirect? | inPlace? | provisional? | tag`.
  @usableFromInline let learned = Atomic<UInt64>(0)
  /// Bit `t` set: tag `t` is not this path's case (tags 0..<64; larger tags are rechecked).
  private let rejected = Atomic<UInt64>(0)
  private let reportedMisuse = Atomic<Bool>(false)

  private static var knownBit: UInt64 { 1 << 63 }
  @inlinable static var indirectBit: UInt64 { 1 << 62 }
  /// Set when the payload (for an indirect case, the reference to its box) sits unchanged at the
  /// start of the enum's memory, to be read in place.
  @inlinable static var inPlaceBit: UInt64 { 1 << 61 }
  /// Set while the case is known from the payload types alone: no root of the case seen yet, so
  /// the constructor is unchecked and the payload's layout unknown. The first match learns them.
  @inlinable static var provisionalBit: UInt64 { 1 << 60 }

  init(embed: @escaping @Sendable (Value) -> Root, callSite: CallSite) {
    self.embed = embed
    self.callSite = callSite
    self.metadata = EnumMetadata.of(Root.self)
    self.tags = metadata.flatMap { EnumTagReader(metadata: $0) }
    guard let metadata else {
      reportMisuse("\(typeName(Root.self)) is not an enum")
      return
    }
    guard metadata.hasFieldRecords else { return }
    let candidates = metadata.cases.indices.filter { fits(metadata.cases[$0]) }
    if candidates.count == 1 {
      learned.store(
        Self.knownBit | Self.provisionalBit | UInt64(candidates[0]), ordering: .relaxed
      )
    }
  }

  @inlinable @inline(__always)
  func extract(from root: Root) -> Value? {
    let learned = self.learned.load(ordering: .relaxed)
    guard learned != 0, let tags else { return learn(from: root) }
    let tag = UInt32(truncatingIfNeeded: learned)
    let found = tags.tag(of: root)
    guard found == tag else {
      InternalChecks.extraction(Value?.none, from: root, caseName: self.caseName(tag))
      return nil
    }
    if learned & Self.inPlaceBit != 0 {
      let value = tags.payload(
        inPlaceOf: root, tag: tag, as: Value.self, indirect: learned & Self.indirectBit != 0
      )
      InternalChecks.extraction(value, from: root, caseName: self.caseName(tag))
      return value
    }
    if learned & Self.provisionalBit != 0 { return learn(from: root) }
    return metadata.unsafelyUnwrapped.payload(
      of: root, tag: tag, as: Value.self, indirect: learned & Self.indirectBit != 0
    )
  }

  /// The name of the case `tag`, for internal checks; `nil` (nothing to compare) for an enum built
  /// without case names.
  @usableFromInline
  func caseName(_ tag: UInt32) -> String? {
    guard let metadata, metadata.hasCaseNames, Int(tag) < metadata.cases.count else { return nil }
    return metadata.cases[Int(tag)].name
  }

  /// Runs `body` on the payload where it is stored in `root`, when `root` holds this case and the
  /// payload sits in place (not boxed, no case bits in it); `nil` otherwise, and for a case not
  /// yet learned.
  ///
  /// Writing a valid payload keeps the case: the bits that encode the case are never bits a valid
  /// payload uses.
  @inlinable
  func modifyInPlace<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R? {
    let learned = self.learned.load(ordering: .relaxed)
    // A boxed payload may be shared with other copies of the enum: never changed in place.
    guard learned & (Self.inPlaceBit | Self.indirectBit) == Self.inPlaceBit, let tags else {
      return nil
    }
    let tag = UInt32(truncatingIfNeeded: learned)
    return tags.modifyPayload(inPlaceOf: &root, tag: tag, as: Value.self, body)
  }

  @usableFromInline
  func learn(from root: Root) -> Value? {
    // Called while nothing is learned, or, for a provisional case, with a root of that case.
    guard let metadata, !reportedMisuse.load(ordering: .relaxed) else { return nil }
    guard metadata.hasFieldRecords else { return learnWithoutReflection(from: root, metadata) }
    let tag = metadata.tag(of: root)
    if tag < 64, rejected.load(ordering: .relaxed) & (1 << UInt64(tag)) != 0 { return nil }
    let rootCase = metadata.cases[Int(tag)]
    guard fits(rootCase) else {
      if tag < 64 { rejected.bitwiseOr(1 << UInt64(tag), ordering: .relaxed) }
      return nil
    }
    let value = metadata.payload(
      of: root, tag: tag, as: Value.self, indirect: rootCase.isIndirect
    )
    let embeddedTag = metadata.tag(of: embed(value))
    let embeddedCase = metadata.cases[Int(embeddedTag)]
    guard fits(embeddedCase) else {
      reportMisuse(
        "it builds case '\(embeddedCase.name)', whose payload is not a \(typeName(Value.self))"
      )
      return nil
    }
    let indirect = embeddedCase.isIndirect ? Self.indirectBit : 0
    let inPlaceSize =
      embeddedCase.isIndirect ? EnumMetadata.boxReferenceSize : MemoryLayout<Value>.size
    let inPlace =
      metadata.projectsInPlace(embed(value), tag: embeddedTag, payloadSize: inPlaceSize)
      ? Self.inPlaceBit : 0
    learned.store(Self.knownBit | indirect | inPlace | UInt64(embeddedTag), ordering: .relaxed)
    return embeddedTag == tag ? value : nil
  }

  /// Learns the case from the constructor alone, for an enum built without reflection metadata:
  /// see the type's documentation.
  private func learnWithoutReflection(from root: Root, _ metadata: EnumMetadata) -> Value? {
    guard let sample = EnumMetadata.sample(Value.self) else {
      report(
        """
        CasePath<\(typeName(Root.self)), \(typeName(Value.self))> cannot find its case: \
        \(typeName(Root.self)) was built without reflection metadata (the build setting \
        "Reflection Metadata Level" is None, or -disable-reflection-metadata), and a \
        \(typeName(Value.self)) cannot be made to ask its case constructor. It will extract \
        nothing. Build the module that declares \(typeName(Root.self)) with the level "All" or \
        "Without Names", or make this path with CasePath(embed:extract:).
        """
      )
      return nil
    }
    let embedded = embed(sample)
    let tag = metadata.tag(of: embedded)
    // A payload of no bytes makes its case one without a payload in the enum's layout: its tag
    // is among those, and cannot tell a constructor from a constant.
    guard MemoryLayout<Value>.size == 0 || Int(tag) < metadata.payloadCaseCount else {
      reportMisuse("it builds a case without a payload")
      return nil
    }
    let isIndirect =
      Value.self != Void.self && metadata.holdsPayloadInBox(embedded, tag: tag, payload: sample)
    let indirect = isIndirect ? Self.indirectBit : 0
    let inPlaceSize = isIndirect ? EnumMetadata.boxReferenceSize : MemoryLayout<Value>.size
    let inPlace =
      metadata.projectsInPlace(embedded, tag: tag, payloadSize: inPlaceSize) ? Self.inPlaceBit : 0
    learned.store(Self.knownBit | indirect | inPlace | UInt64(tag), ordering: .relaxed)
    guard metadata.tag(of: root) == tag else { return nil }
    return metadata.payload(of: root, tag: tag, as: Value.self, indirect: isIndirect)
  }

  /// Whether a case's payload has exactly the layout of `Value` (`Void` for no payload).
  private func fits(_ enumCase: EnumMetadata.Case) -> Bool {
    guard let payloadType = enumCase.payloadType else { return Value.self == Void.self }
    return EnumMetadata.isLayoutIdentical(payloadType, Value.self)
  }

  private func reportMisuse(_ reason: String) {
    report(
      """
      CasePath<\(typeName(Root.self)), \(typeName(Value.self))> needs an enum case constructor, \
      but \(reason). It will extract nothing.
      """
    )
  }

  /// Whether the path reported why it extracts nothing, and stopped trying.
  var hasGivenUp: Bool { reportedMisuse.load(ordering: .relaxed) }

  /// Reports, once for this path, why it extracts nothing; it then stops trying.
  private func report(_ message: String) {
    guard !reportedMisuse.exchange(true, ordering: .relaxed) else { return }
    reportIssue(message, at: callSite)
  }
}
