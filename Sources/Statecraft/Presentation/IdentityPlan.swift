import Synchronization

/// How to read the presentation identity of values of type `T`, worked out once per type.
///
/// The plan for an enum reads the case tag and, for cases whose payload matters (an enum, an
/// `Identifiable` value, ephemeral state), projects the payload and follows the payload's plan. A
/// payload that is none of those is not looked at, so the identity of a plain feature state costs
/// one tag read. Plans are built from type metadata when an `ifLet` is created, not per action.
@usableFromInline
final class IdentityPlan<T>: @unchecked Sendable {
  // Safe: immutable after creation; the closures only read type metadata and the value passed in.
  /// Whether identity is the generation alone: `T` is neither an enum nor `Identifiable`.
  @usableFromInline let isTrivial: Bool
  /// Whether a value can be ephemeral at all: an alert or dialog, or an enum that may hold one.
  @usableFromInline let mayBeEphemeral: Bool
  private let isEphemeralType: Bool
  private let readID: ((UnsafePointer<T>) -> AnyHashable)?
  private let enumPlan: EnumPlan?

  private struct EnumPlan {
    let metadata: EnumMetadata
    let cases: [CasePlan?]
  }

  private struct CasePlan {
    let walk: (UnsafePointer<T>, inout IdentityAccumulator) -> Void
    let isEphemeral: (UnsafePointer<T>) -> Bool
  }

  private init(depth: Int) {
    isEphemeralType = T.self is any _EphemeralState.Type
    readID = identifiableReader(for: T.self)
    guard depth < 4, let metadata = EnumMetadata.of(T.self) else {
      enumPlan = nil
      isTrivial = readID == nil
      mayBeEphemeral = isEphemeralType
      return
    }
    isTrivial = false
    enumPlan = EnumPlan(
      metadata: metadata,
      cases: metadata.cases.enumerated().map { tag, enumCase in
        guard let payloadType = enumCase.payloadType else { return nil }
        return Self.casePlan(
          payloadType, metadata: metadata, tag: UInt32(tag), indirect: enumCase.isIndirect,
          depth: depth
        )
      }
    )
    mayBeEphemeral = true
  }

  /// The plan for `T`, built on first use and cached.
  @usableFromInline
  static func of(_: T.Type) -> IdentityPlan<T> {
    let key = ObjectIdentifier(T.self)
    if let plan = plans.withLock({ $0[key] }) as? IdentityPlan<T> { return plan }
    let plan = IdentityPlan(depth: 0)
    plans.withLock { $0[key] = plan }
    return plan
  }

  /// The identity of `value`, which fills a slot of generation `generation`.
  @usableFromInline
  func identity(of value: T, generation: UInt64) -> PresentationID {
    var accumulator = IdentityAccumulator()
    withUnsafePointer(to: value) { walk($0, into: &accumulator) }
    return PresentationID(generation: generation, cases: accumulator.cases, ids: accumulator.ids)
  }

  /// Whether `value` is ephemeral: an alert or dialog, or an enum case holding one.
  @usableFromInline
  func isEphemeral(_ value: T) -> Bool {
    withUnsafePointer(to: value) { isEphemeral($0) }
  }

  private func walk(_ value: UnsafePointer<T>, into accumulator: inout IdentityAccumulator) {
    if let readID { accumulator.append(id: readID(value)) }
    guard let enumPlan else { return }
    let tag = enumPlan.metadata.tag(of: value.pointee)
    accumulator.append(tag: tag)
    if enumPlan.cases.indices.contains(Int(tag)), let casePlan = enumPlan.cases[Int(tag)] {
      casePlan.walk(value, &accumulator)
    }
  }

  private func isEphemeral(_ value: UnsafePointer<T>) -> Bool {
    if isEphemeralType { return true }
    guard let enumPlan else { return false }
    let tag = Int(enumPlan.metadata.tag(of: value.pointee))
    guard enumPlan.cases.indices.contains(tag), let casePlan = enumPlan.cases[tag] else {
      return false
    }
    return casePlan.isEphemeral(value)
  }

  private static func casePlan(
    _ payloadType: any Any.Type, metadata: EnumMetadata, tag: UInt32, indirect: Bool, depth: Int
  ) -> CasePlan? {
    func make<Payload>(_: Payload.Type) -> CasePlan? {
      let matters =
        EnumMetadata.of(Payload.self) != nil
        || Payload.self is any Identifiable.Type
        || Payload.self is any _EphemeralState.Type
      guard matters else { return nil }
      let plan = IdentityPlan<Payload>(depth: depth + 1)
      return CasePlan(
        walk: { root, accumulator in
          let payload = metadata.payload(
            of: root.pointee, tag: tag, as: Payload.self, indirect: indirect
          )
          withUnsafePointer(to: payload) { plan.walk($0, into: &accumulator) }
        },
        isEphemeral: { root in
          let payload = metadata.payload(
            of: root.pointee, tag: tag, as: Payload.self, indirect: indirect
          )
          return plan.isEphemeral(payload)
        }
      )
    }
    return make(payloadType)
  }
}

private let plans = Mutex<[ObjectIdentifier: any Sendable]>([:])

/// Reads `id` from values of `T` when `T` is `Identifiable`.
private func identifiableReader<T>(for _: T.Type) -> ((UnsafePointer<T>) -> AnyHashable)? {
  guard let identifiable = T.self as? any Identifiable.Type else { return nil }
  func make<I: Identifiable>(_: I.Type) -> (UnsafePointer<T>) -> AnyHashable {
    { pointer in
      UnsafeRawPointer(pointer).withMemoryRebound(to: I.self, capacity: 1) {
        AnyHashable($0.pointee.id)
      }
    }
  }
  return make(identifiable)
}
