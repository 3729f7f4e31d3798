import Synchronization

/// A slot for what a feature presents: a sheet, a detail, a form, an alert, a confirmation dialog.
///
/// Everything that can appear over a screen is one optional value in one slot. With a destination
/// enum in the slot, two things can never be presented at once and nothing can be presented without
/// its data:
///
/// ```swift
/// struct State: Equatable {
///   var items: IdentifiedArrayOf<Item> = []
///   @Presents var destination: Destination.State? = nil
/// }
/// ```
///
/// Present by assigning (`state.destination = .detail(...)`), dismiss by assigning `nil` or by
/// sending `.destination(.dismiss)`. `State()` and `State(destination: .detail(...))` both work.
///
/// `\.$destination` is the key path that
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CasePath<Action,PresentationAction<DestinationAction>>,_,_,_,_,_)`` and
/// ``Store/scope(state:action:fileID:filePath:line:column:)-(KeyPath<State,Presents<ChildState>>,CasePath<Action,PresentationAction<ChildAction>>,_,_,_,_)``
/// take.
///
/// > Important: Pair each `@Presents` property with an `ifLet` in the feature's body; it runs the
/// > presented feature, dismisses, and cancels the presented feature's effects when it goes away.
///
/// The value is stored in a box shared until written (copy-on-write), so a destination that can
/// present itself again does not grow the parent's size. Equality, hashing and coding look only at
/// the wrapped value.
@propertyWrapper
public struct Presents<State> {
  /// `nil` for an empty slot, so that empty slots cost no allocation.
  // Safe: `ManagedBuffer` opts out of `Sendable`, but this box is never mutated while shared (see
  // `Storage`), so a `Presents` is as sendable as its value.
  @usableFromInline nonisolated(unsafe) var storage: Storage?

  /// A slot holding exactly `storage`, for locating slots in memory (see `SlotLocation`).
  @usableFromInline
  init(storage: Storage?) {
    self.storage = storage
  }

  /// Creates a slot holding `wrappedValue` (`nil`: nothing presented).
  @inlinable
  public init(wrappedValue: State?) {
    storage = wrappedValue.map { Storage.make($0, generation: nextGeneration()) }
  }

  /// What is presented, or `nil`.
  @inlinable
  public var wrappedValue: State? {
    get { storage?.value }
    set {
      guard let newValue else {
        storage = nil
        return
      }
      guard storage != nil else {
        storage = Storage.make(newValue, generation: nextGeneration())
        return
      }
      // Assigning an alert or a dialog is always a new presentation, even of an equal value
      // (rule R6): a parent that answers a button with the same alert keeps it up.
      if Self.isEphemeral(newValue) {
        storage = Storage.make(newValue, generation: nextGeneration())
        return
      }
      // Checked before binding the box to a name, which would hold a second reference to it.
      if isKnownUniquelyReferenced(&storage) {
        storage.unsafelyUnwrapped.replaceValue(with: newValue)
      } else {
        storage = Storage.make(newValue, generation: storage.unsafelyUnwrapped.generation)
      }
    }
    _modify {
      guard storage != nil else {
        var value: State?
        yield &value
        if let value { storage = Storage.make(value, generation: nextGeneration()) }
        return
      }
      makeUnique()
      // The value moves out of the (unique) box for the access and back in after it, so that it is
      // changed in place: nothing it holds is copied. A box left empty is dropped.
      let box = storage.unsafelyUnwrapped
      var value: State? = box.takeValue()
      defer {
        if let newValue = value {
          value = nil
          box.putValue(newValue)
        } else {
          storage = nil
        }
      }
      yield &value
    }
  }

  /// Whether `value` is an alert or dialog, or a case holding one.
  @usableFromInline
  static func isEphemeral(_ value: State) -> Bool {
    let plan = IdentityPlan.of(State.self)
    guard plan.mayBeEphemeral else { return false }
    return StateRef.with(value) { plan.isEphemeral(at: $0) }
  }

  /// The slot itself: `\.$destination` is a key path to it.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The identity of the current presentation, or `nil` when nothing is presented.
  ///
  /// It changes when something new is presented: when an empty slot is filled, when the value
  /// moves to another enum case (at any level of a nested destination enum), or when an
  /// `Identifiable` value, or an `Identifiable` payload, gets another id. Mutating the presented
  /// value otherwise keeps it. A UI layer rebuilds the presented view when the identity changes.
  public var id: PresentationID? {
    presentationID(with: IdentityPlan.of(State.self))
  }

  /// The generation of the current presentation: new each time the slot goes from empty to full.
  @inlinable
  var generation: UInt64? { storage?.generation }

  /// The identity of the current presentation, read with a plan the caller holds (no lookup).
  @inlinable @inline(__always)
  func presentationID(with plan: IdentityPlan<State>) -> PresentationID? {
    // Checked, then read without binding it: a binding retains the box (as below).
    guard storage != nil else { return nil }
    let generation = storage.unsafelyUnwrapped.generation
    if plan.isTrivial { return PresentationID(generation: generation) }
    if let tags = plan.caseTagOnly {
      // A destination enum of plain feature states: its identity is its case tag.
      let tag = storage.unsafelyUnwrapped.withValue { tags.tag(at: $0) }
      let identity = PresentationID(generation: generation, caseTag: tag)
      InternalChecks.identity(
        identity,
        equals: storage.unsafelyUnwrapped.withValue {
          plan.identity(at: $0, generation: generation)
        }
      )
      return identity
    }
    return storage.unsafelyUnwrapped.withValue { plan.identity(at: $0, generation: generation) }
  }

  /// Whether what is presented is ephemeral (an alert or dialog, or a case holding one).
  @inlinable
  func isEphemeral(with plan: IdentityPlan<State>) -> Bool {
    guard plan.mayBeEphemeral, storage != nil else { return false }
    return storage.unsafelyUnwrapped.withValue { plan.isEphemeral(at: $0) }
  }

  /// Calls `body` with a reference to what is presented, read-only; `nil` for an empty slot.
  @inlinable
  func withPresented<R>(_ body: (StateRef<State>) -> R) -> R? {
    guard storage != nil else { return nil }
    return storage.unsafelyUnwrapped.withValue(body)
  }

  /// Runs `body` on what is presented, where it is stored (the box is made unique first); `nil`
  /// for an empty slot. The hot path of a presented feature's actions: unlike a change through
  /// ``wrappedValue``, it neither moves the value nor wraps it in an optional.
  @inlinable
  mutating func modifyPresented<R>(_ body: (inout State) -> R) -> R? {
    guard storage != nil else { return nil }
    makeUnique()
    return storage.unsafelyUnwrapped.withMutableValue(body)
  }

  @inlinable
  mutating func makeUnique() {
    guard storage != nil, !isKnownUniquelyReferenced(&storage) else { return }
    let shared = storage.unsafelyUnwrapped
    storage = shared.withValue { Storage.make($0.value, generation: shared.generation) }
  }
}

private let generations = Atomic<UInt64>(0)

/// A process-wide unique generation, so that two slots never share a presentation identity.
@usableFromInline
func nextGeneration() -> UInt64 {
  generations.add(1, ordering: .relaxed).newValue
}

extension Presents: Equatable where State: Equatable {
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (nil, nil):
      return true
    case (let lhs?, let rhs?):
      // One box holds one value; two boxes are compared where their values are, without copies.
      if lhs === rhs { return true }
      return lhs.withValue { lhs in rhs.withValue { rhs in lhs.value == rhs.value } }
    default:
      return false
    }
  }
}

extension Presents: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Presents: Sendable where State: Sendable {}

extension Presents: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension Presents: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension Presents: CustomDumpRepresentable {
  /// Dumps as the optional it wraps: `destination: nil`, or what is presented.
  public var dumpValue: Any { wrappedValue as Any }
}

extension Presents: CustomReflectable {
  /// Reflects as the optional it wraps, so dumps and diffs show what is presented.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
