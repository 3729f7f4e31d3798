private let walkers = Locked<[ObjectIdentifier: IdentityWalker]>([:])

/// The identity steps of one type: its `Identifiable` id, its enum cases, and for each case whose
/// payload matters, how to reach the payload and the payload's type: the part of an
/// ``IdentityPlan`` that reads values by address, without their static type.
///
/// Invariant: a walker built for a type is only given the address of a value of that type (the
/// typed entry points take a `StateRef` of the plan's `T`, checked to be the walker's type in the
/// internal-checks build), and each step it takes passes on the address of a payload of the
/// type its own walker was built for (the payload's type as the enum's metadata names it, read
/// for the case whose tag it read). The walk is compared with a full walk by
/// `Presents.presentationID(with:)`'s check when a plan reads a tag alone.
// Safe: immutable after creation; closures over type metadata and the addresses passed in.
final class IdentityWalker: @unchecked Sendable {
  struct Step {
    let payloadType: any Any.Type
    /// Calls the closure with the address of the payload of the enum at the given address.
    let withPayload: (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Void

    var walker: IdentityWalker { IdentityWalker.of(payloadType) }
  }

  let type: any Any.Type
  let isEphemeralType: Bool
  let readID: ((UnsafeRawPointer) -> AnyHashable)?
  let metadata: EnumMetadata?
  /// One entry a case, in tag order; `nil` for a case whose payload does not matter.
  let steps: [Step?]

  /// The walker for `type`, built once. Building one does not build the walkers of its payload
  /// types, so recursive types are fine.
  static func of(_ type: any Any.Type) -> IdentityWalker {
    let key = ObjectIdentifier(type)
    if let walker = walkers.withLock({ $0[key] }) { return walker }
    let walker = IdentityWalker(type)
    return walkers.withLock { walkers in
      if let existing = walkers[key] { return existing }
      walkers[key] = walker
      return walker
    }
  }

  private init(_ type: any Any.Type) {
    self.type = type
    isEphemeralType = type is any _EphemeralState.Type
    readID = identifiableReader(for: type)
    metadata = EnumMetadata.of(type)
    guard let metadata else {
      steps = []
      return
    }
    steps = metadata.cases.enumerated().map { tag, enumCase in
      guard let payloadType = enumCase.payloadType, Self.matters(payloadType) else { return nil }
      return Step(
        payloadType: payloadType,
        withPayload: Self.payloadReader(
          payloadType, enclosing: type, metadata: metadata, tag: UInt32(tag),
          indirect: enumCase.isIndirect
        )
      )
    }
  }

  /// Whether a payload of this type can change an identity: an enum, an `Identifiable` value or
  /// ephemeral state. Other payloads (plain feature states) are never looked at.
  private static func matters(_ type: any Any.Type) -> Bool {
    EnumMetadata.of(type) != nil || type is any Identifiable.Type
      || type is any _EphemeralState.Type
  }

  /// What a walk from this type can meet, over every type reachable from it.
  func reachable() -> (mayHaveIDs: Bool, mayBeEphemeral: Bool) {
    var seen: Set<ObjectIdentifier> = []
    var pending = [self]
    var mayHaveIDs = false
    var mayBeEphemeral = false
    while let walker = pending.popLast() {
      guard seen.insert(ObjectIdentifier(walker.type)).inserted else { continue }
      mayHaveIDs = mayHaveIDs || walker.readID != nil
      mayBeEphemeral = mayBeEphemeral || walker.isEphemeralType
      pending.append(contentsOf: walker.steps.compactMap { $0?.walker })
    }
    return (mayHaveIDs, mayBeEphemeral)
  }

  /// Appends the identity of the value `value` refers to, which is of this walker's type.
  func walk<T>(_ value: StateRef<T>, into accumulator: inout IdentityAccumulator) {
    InternalChecks.walker(of: type, walks: T.self)
    walk(UnsafeRawPointer(value.pointer), into: &accumulator)
  }

  /// Whether the value `value` refers to, which is of this walker's type, is ephemeral.
  func isEphemeral<T>(_ value: StateRef<T>) -> Bool {
    InternalChecks.walker(of: type, walks: T.self)
    return isEphemeral(UnsafeRawPointer(value.pointer))
  }

  private func walk(_ value: UnsafeRawPointer, into accumulator: inout IdentityAccumulator) {
    if let readID { accumulator.append(id: readID(value)) }
    guard let metadata else { return }
    let tag = metadata.tag(at: value)
    accumulator.append(tag: tag)
    let index = Int(tag)
    guard index < steps.count, let step = steps[index] else { return }
    let walker = step.walker
    step.withPayload(value) { walker.walk($0, into: &accumulator) }
  }

  private func isEphemeral(_ value: UnsafeRawPointer) -> Bool {
    if isEphemeralType { return true }
    guard let metadata else { return false }
    let index = Int(metadata.tag(at: value))
    guard index < steps.count, let step = steps[index] else { return false }
    let walker = step.walker
    var result = false
    step.withPayload(value) { result = walker.isEphemeral($0) }
    return result
  }

  private static func payloadReader(
    _ payloadType: any Any.Type, enclosing: any Any.Type, metadata: EnumMetadata, tag: UInt32,
    indirect: Bool
  ) -> (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Void {
    func make<Enclosing, Payload>(
      _: Enclosing.Type, _: Payload.Type
    ) -> (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Void {
      { root, body in
        let payload = metadata.payload(
          of: root.assumingMemoryBound(to: Enclosing.self).pointee, tag: tag, as: Payload.self,
          indirect: indirect
        )
        withUnsafePointer(to: payload) { body(UnsafeRawPointer($0)) }
      }
    }
    return make(enclosing, payloadType)
  }
}

/// Reads `id` from values of `T` when `T` is `Identifiable`.
private func identifiableReader(for type: any Any.Type) -> ((UnsafeRawPointer) -> AnyHashable)? {
  guard let identifiable = type as? any Identifiable.Type else { return nil }
  func make<I: Identifiable>(_: I.Type) -> (UnsafeRawPointer) -> AnyHashable {
    { address in AnyHashable(address.assumingMemoryBound(to: I.self).pointee.id) }
  }
  return make(identifiable)
}

extension InternalChecks {
  /// A walker is given a value of the type it was built for.
  @inline(__always)
  static func walker<T>(of type: any Any.Type, walks _: T.Type) {
    #if STATECRAFT_INTERNAL_CHECKS
      if ObjectIdentifier(type) != ObjectIdentifier(T.self) {
        failed("the identity walker of \(type) was given a value of \(T.self)")
      }
    #endif
  }
}
