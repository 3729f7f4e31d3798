/// How to read the presentation identity of values of type `T`, worked out once per type.
///
/// The identity of an enum is its case tag and, for cases whose payload matters (an enum, an
/// `Identifiable` value, ephemeral state), the identity of the payload, to any depth. A payload
/// that is none of those is not looked at, so the identity of a plain feature state costs one
/// tag read. Plans are built from type metadata when an `ifLet` is created, not per action, and
/// walk values in place (``IdentityWalker``), so that reading an identity involves no generic type
/// at all.
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

  /// The identity of the value `value` refers to, read in place, which fills a slot of
  /// generation `generation`.
  @usableFromInline
  func identity(at value: StateRef<T>, generation: UInt64) -> PresentationID {
    // (Trivial and case-tag-only plans are read inline by `Presents.presentationID(with:)`.)
    var accumulator = IdentityAccumulator()
    walker.walk(value, into: &accumulator)
    return accumulator.identity(generation: generation)
  }

  /// The identity of `value` apart from any slot: its case tags and `Identifiable` ids, what a
  /// plain optional's or an enum case's scope is pinned to.
  @usableFromInline
  func identity(of value: T) -> PresentationID {
    if isTrivial { return PresentationID(generation: 0) }
    return StateRef.with(value) { identity(at: $0, generation: 0) }
  }

  /// Whether `value` is ephemeral: an alert or dialog, or an enum case that holds one.
  func isEphemeral(_ value: T) -> Bool {
    guard mayBeEphemeral else { return false }
    return StateRef.with(value) { isEphemeral(at: $0) }
  }

  /// Whether the value `value` refers to is ephemeral, read in place.
  @usableFromInline
  func isEphemeral(at value: StateRef<T>) -> Bool {
    walker.isEphemeral(value)
  }
}

private let plans = Locked<[ObjectIdentifier: any Sendable]>([:])
