/// How to read the presentation identity of values of type `T`, worked out once per type.
///
/// The plan for an enum reads the case tag and, for cases whose payload matters (an enum, an
/// `Identifiable` value, ephemeral state), projects the payload and follows the payload's plan. A
/// payload that is none of those is not looked at, so the identity of a plain feature state costs
/// one tag read. Plans are built from type metadata when an `ifLet` is created, not per action,
/// and work on raw addresses, so that reading an identity involves no generic type at all.
// Safe: immutable after creation; the closures only read type metadata and the value passed in.
@usableFromInline final class IdentityPlan<T>: @unchecked Sendable {
  /// Whether identity is the generation alone: `T` is neither an enum nor `Identifiable`.
  @usableFromInline let isTrivial: Bool
  /// Whether a value can be ephemeral at all: an alert or dialog, or an enum that may hold one.
  @usableFromInline let mayBeEphemeral: Bool
  private let walker: IdentityWalker
  /// Set when identity is the case tag of `T` alone (an enum whose payloads are plain feature
  /// states, the usual destination enum): `Presents` reads the tag itself, without a walk.
  @usableFromInline let caseTagOnly: EnumMetadata.GetEnumTag?
  // Safe: type metadata is immutable and never freed.
  @usableFromInline nonisolated(unsafe) let typeMetadata: UnsafeRawPointer?

  private init() {
    walker = IdentityWalker(T.self, depth: 0)
    isTrivial = walker.readID == nil && walker.enumPlan == nil
    mayBeEphemeral = walker.mayBeEphemeral
    if let enumPlan = walker.enumPlan, !walker.mayHaveIDs,
      enumPlan.cases.allSatisfy({ $0 == nil })
    {
      caseTagOnly = enumPlan.metadata.getTag
      typeMetadata = enumPlan.metadata.metadata
    } else {
      caseTagOnly = nil
      typeMetadata = nil
    }
  }

  /// The plan for `T`, built on first use and cached.
  @usableFromInline
  static func of(_: T.Type) -> IdentityPlan<T> {
    let key = ObjectIdentifier(T.self)
    if let plan = plans.withLock({ $0[key] }) as? IdentityPlan<T> { return plan }
    let plan = IdentityPlan()
    plans.withLock { $0[key] = plan }
    return plan
  }

  /// The identity of the value at `address`, read in place, which fills a slot of generation
  /// `generation`.
  @usableFromInline
  func identity(at address: UnsafePointer<T>, generation: UInt64) -> PresentationID {
    // (Trivial and case-tag-only plans are read inline by `Presents.presentationID(with:)`.)
    guard walker.mayHaveIDs else {
      // Only case tags: no `Identifiable` value anywhere the walk can go.
      var cases = CaseTags()
      walker.walkCases(UnsafeRawPointer(address), into: &cases)
      return PresentationID(generation: generation, cases: cases.value)
    }
    var accumulator = IdentityAccumulator()
    walker.walk(UnsafeRawPointer(address), into: &accumulator)
    return PresentationID(
      generation: generation, cases: accumulator.cases.value, ids: accumulator.ids
    )
  }

  /// Whether the value at `address` is ephemeral, read in place.
  @usableFromInline
  func isEphemeral(at address: UnsafePointer<T>) -> Bool {
    walker.isEphemeral(UnsafeRawPointer(address))
  }
}

private let plans = Locked<[ObjectIdentifier: any Sendable]>([:])

/// The type-independent part of a plan: closures over raw addresses, built for one type.
private struct IdentityWalker {
  struct EnumPlan {
    let metadata: EnumMetadata
    let cases: [CasePlan?]
  }

  struct CasePlan {
    let walk: (UnsafeRawPointer, inout IdentityAccumulator) -> Void
    let walkCases: (UnsafeRawPointer, inout CaseTags) -> Void
    let isEphemeral: (UnsafeRawPointer) -> Bool
    /// What the payload's own walker found; see the walker's properties of the same names.
    let mayHaveIDs: Bool
    let mayBeEphemeral: Bool
  }

  let isEphemeralType: Bool
  let readID: ((UnsafeRawPointer) -> AnyHashable)?
  let enumPlan: EnumPlan?
  /// Whether a walk can meet an `Identifiable` value; when not, identity is case tags alone.
  let mayHaveIDs: Bool
  /// Whether a value can be ephemeral: an alert or dialog, or an enum with a case that may hold one.
  let mayBeEphemeral: Bool

  init<T>(_: T.Type, depth: Int) {
    isEphemeralType = T.self is any _EphemeralState.Type
    readID = identifiableReader(for: T.self)
    guard depth < 4, let metadata = EnumMetadata.of(T.self) else {
      enumPlan = nil
      mayHaveIDs = readID != nil
      mayBeEphemeral = isEphemeralType
      return
    }
    let plan = EnumPlan(
      metadata: metadata,
      cases: metadata.cases.enumerated().map { tag, enumCase in
        guard let payloadType = enumCase.payloadType else { return nil }
        return Self.casePlan(
          payloadType, enclosing: T.self, metadata: metadata, tag: UInt32(tag),
          indirect: enumCase.isIndirect, depth: depth
        )
      }
    )
    enumPlan = plan
    mayHaveIDs = readID != nil || plan.cases.contains { $0?.mayHaveIDs == true }
    mayBeEphemeral = isEphemeralType || plan.cases.contains { $0?.mayBeEphemeral == true }
  }

  func walk(_ value: UnsafeRawPointer, into accumulator: inout IdentityAccumulator) {
    if let readID { accumulator.append(id: readID(value)) }
    guard let enumPlan else { return }
    let tag = enumPlan.metadata.tag(at: value)
    accumulator.cases.append(tag)
    let index = Int(tag)
    if index < enumPlan.cases.count, let casePlan = enumPlan.cases[index] {
      casePlan.walk(value, &accumulator)
    }
  }

  /// ``walk(_:into:)`` for a walker that meets no `Identifiable` value: the case tags only.
  func walkCases(_ value: UnsafeRawPointer, into cases: inout CaseTags) {
    guard let enumPlan else { return }
    let tag = enumPlan.metadata.tag(at: value)
    cases.append(tag)
    let index = Int(tag)
    if index < enumPlan.cases.count, let casePlan = enumPlan.cases[index] {
      casePlan.walkCases(value, &cases)
    }
  }

  func isEphemeral(_ value: UnsafeRawPointer) -> Bool {
    if isEphemeralType { return true }
    guard let enumPlan else { return false }
    let index = Int(enumPlan.metadata.tag(at: value))
    guard index < enumPlan.cases.count, let casePlan = enumPlan.cases[index] else { return false }
    return casePlan.isEphemeral(value)
  }

  private static func casePlan<Enclosing>(
    _ payloadType: any Any.Type, enclosing _: Enclosing.Type, metadata: EnumMetadata,
    tag: UInt32, indirect: Bool, depth: Int
  ) -> CasePlan? {
    func make<Payload>(_: Payload.Type) -> CasePlan? {
      let matters =
        EnumMetadata.of(Payload.self) != nil
        || Payload.self is any Identifiable.Type
        || Payload.self is any _EphemeralState.Type
      guard matters else { return nil }
      let walker = IdentityWalker(Payload.self, depth: depth + 1)
      func payload(_ root: UnsafeRawPointer) -> Payload {
        metadata.payload(
          of: root.assumingMemoryBound(to: Enclosing.self).pointee, tag: tag, as: Payload.self,
          indirect: indirect
        )
      }
      return CasePlan(
        walk: { root, accumulator in
          withUnsafePointer(to: payload(root)) {
            walker.walk(UnsafeRawPointer($0), into: &accumulator)
          }
        },
        walkCases: { root, cases in
          withUnsafePointer(to: payload(root)) {
            walker.walkCases(UnsafeRawPointer($0), into: &cases)
          }
        },
        isEphemeral: { root in
          withUnsafePointer(to: payload(root)) { walker.isEphemeral(UnsafeRawPointer($0)) }
        },
        mayHaveIDs: walker.mayHaveIDs,
        mayBeEphemeral: walker.mayBeEphemeral
      )
    }
    return make(payloadType)
  }
}

/// Reads `id` from values of `T` when `T` is `Identifiable`.
private func identifiableReader<T>(for _: T.Type) -> ((UnsafeRawPointer) -> AnyHashable)? {
  guard let identifiable = T.self as? any Identifiable.Type else { return nil }
  func make<I: Identifiable>(_: I.Type) -> (UnsafeRawPointer) -> AnyHashable {
    { address in AnyHashable(address.assumingMemoryBound(to: I.self).pointee.id) }
  }
  return make(identifiable)
}
