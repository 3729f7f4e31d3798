/// How to read the presentation identity of values of type `T`, worked out once per type.
///
/// The identity of an enum is its case tag and, for cases whose payload matters (an enum, an
/// `Identifiable` value, ephemeral state), the identity of the payload, to any depth. A payload
/// that is none of those is not looked at, so the identity of a plain feature state costs one
/// tag read. Plans are built from type metadata when an `ifLet` is created, not per action, and
/// work on raw addresses, so that reading an identity involves no generic type at all.
///
/// Types may be recursive (a destination that can present its own feature again): the steps into
/// a payload's type are found when a walk first takes them, and each type's steps are built
/// once, so building a plan never follows a cycle.
// Safe: immutable after creation; the walkers it holds only read type metadata and the value
// passed in.
@usableFromInline final class IdentityPlan<T>: @unchecked Sendable {
  /// Whether identity is the generation alone: `T` is neither an enum nor `Identifiable`.
  @usableFromInline let isTrivial: Bool
  /// Whether a value can be ephemeral at all: an alert or dialog, or an enum that may hold one.
  @usableFromInline let mayBeEphemeral: Bool
  /// Whether a walk can meet an `Identifiable` value at all.
  let mayHaveIDs: Bool
  private let walker: IdentityWalker
  /// Set when identity is the case tag of `T` alone (an enum whose payloads are plain feature
  /// states, the usual destination enum): `Presents` reads the tag itself, without a walk.
  @usableFromInline let caseTagOnly: EnumTagReader<T>?

  private init() {
    walker = IdentityWalker.of(T.self)
    let reach = walker.reachable()
    mayHaveIDs = reach.mayHaveIDs
    mayBeEphemeral = reach.mayBeEphemeral
    isTrivial = walker.readID == nil && walker.metadata == nil
    if let metadata = walker.metadata, walker.readID == nil,
      walker.steps.allSatisfy({ $0 == nil })
    {
      caseTagOnly = EnumTagReader(metadata: metadata)
    } else {
      caseTagOnly = nil
    }
  }

  /// The plan for `T`, built on first use and cached.
  @usableFromInline
  static func of(_: T.Type) -> IdentityPlan<T> {
    let key = ObjectIdentifier(T.self)
    if let plan = plans.withLock({ $0[key] }) as? IdentityPlan<T> { return plan }
    let plan = IdentityPlan()
    return plans.withLock { plans in
      if let existing = plans[key] as? IdentityPlan<T> { return existing }
      plans[key] = plan
      return plan
    }
  }

  /// The identity of the value at `address`, read in place, which fills a slot of generation
  /// `generation`.
  @usableFromInline
  func identity(at address: UnsafePointer<T>, generation: UInt64) -> PresentationID {
    // (Trivial and case-tag-only plans are read inline by `Presents.presentationID(with:)`.)
    var accumulator = IdentityAccumulator()
    walker.walk(UnsafeRawPointer(address), into: &accumulator)
    return accumulator.identity(generation: generation)
  }

  /// The identity of `value` apart from any slot: its case tags and `Identifiable` ids, what a
  /// plain optional's or an enum case's scope is pinned to.
  @usableFromInline
  func identity(of value: T) -> PresentationID {
    if isTrivial { return PresentationID(generation: 0) }
    return withUnsafePointer(to: value) { identity(at: $0, generation: 0) }
  }

  /// Whether `value` is ephemeral: an alert or dialog, or an enum case that holds one.
  func isEphemeral(_ value: T) -> Bool {
    guard mayBeEphemeral else { return false }
    return withUnsafePointer(to: value) { isEphemeral(at: $0) }
  }

  /// Whether the value at `address` is ephemeral, read in place.
  @usableFromInline
  func isEphemeral(at address: UnsafePointer<T>) -> Bool {
    walker.isEphemeral(UnsafeRawPointer(address))
  }
}

private let plans = Locked<[ObjectIdentifier: any Sendable]>([:])
private let walkers = Locked<[ObjectIdentifier: IdentityWalker]>([:])

/// The identity steps of one type: its `Identifiable` id, its enum cases, and for each case whose
/// payload matters, how to reach the payload and the payload's type.
// Safe: immutable after creation; closures over type metadata and the addresses passed in.
private final class IdentityWalker: @unchecked Sendable {
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

  func walk(_ value: UnsafeRawPointer, into accumulator: inout IdentityAccumulator) {
    if let readID { accumulator.append(id: readID(value)) }
    guard let metadata else { return }
    let tag = metadata.tag(at: value)
    accumulator.append(tag: tag)
    let index = Int(tag)
    guard index < steps.count, let step = steps[index] else { return }
    let walker = step.walker
    step.withPayload(value) { walker.walk($0, into: &accumulator) }
  }

  func isEphemeral(_ value: UnsafeRawPointer) -> Bool {
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
