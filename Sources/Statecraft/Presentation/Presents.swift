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
/// ``Store/scope(state:action:)-(KeyPath<State,Presents<ChildState>>,CasePath<Action,PresentationAction<ChildAction>>)``
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
  @usableFromInline var storage: Storage?

  /// A slot holding exactly `storage`, for locating slots in memory (see `SlotLocation`).
  @usableFromInline
  init(storage: Storage?) {
    self.storage = storage
  }

  /// Creates a slot holding `wrappedValue` (`nil`: nothing presented).
  @inlinable
  public init(wrappedValue: State?) {
    storage = wrappedValue.map { Storage(value: $0, generation: nextGeneration()) }
  }

  /// What is presented, or `nil`.
  @inlinable
  public var wrappedValue: State? {
    get { storage?.value ?? nil }
    set {
      guard let newValue else {
        storage = nil
        return
      }
      if storage == nil {
        storage = Storage(value: newValue, generation: nextGeneration())
      } else {
        makeUnique()
        storage?.value = newValue
      }
    }
    _modify {
      if let storage {
        if !isKnownUniquelyReferenced(&self.storage) {
          self.storage = Storage(value: storage.value, generation: storage.generation)
        }
        // Non-nil: assigned just above. Yielding the box's own value mutates it in place.
        yield &self.storage!.value
        if self.storage?.value == nil { self.storage = nil }
      } else {
        var value: State?
        yield &value
        if let value { storage = Storage(value: value, generation: nextGeneration()) }
      }
    }
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
    guard let storage, let value = storage.value else { return nil }
    return IdentityPlan.of(State.self).identity(of: value, generation: storage.generation)
  }

  /// The generation of the current presentation: new each time the slot goes from empty to full.
  @inlinable
  var generation: UInt64? { storage?.generation }

  /// The identity of the current presentation, read with a plan the caller holds (no lookup).
  @inlinable
  func presentationID(with plan: IdentityPlan<State>) -> PresentationID? {
    guard let storage else { return nil }
    if plan.isTrivial { return PresentationID(generation: storage.generation) }
    return storage.withValue { plan.identity(at: $0, generation: storage.generation) }
  }

  /// Whether what is presented is ephemeral (an alert or dialog, or a case holding one).
  @inlinable
  func isEphemeral(with plan: IdentityPlan<State>) -> Bool {
    guard plan.mayBeEphemeral, let storage else { return false }
    return storage.withValue { plan.isEphemeral(at: $0) }
  }

  @inlinable
  mutating func makeUnique() {
    if let storage, !isKnownUniquelyReferenced(&self.storage) {
      self.storage = Storage(value: storage.value, generation: storage.generation)
    }
  }

  // Safe: a box is only written after `makeUnique()` made it unique to one `Presents` value, so a
  // box that is shared (and so possibly seen from another thread) is never mutated.
  @usableFromInline final class Storage: @unchecked Sendable {
    /// Never `nil` at rest: a slot whose value became `nil` drops its box.
    ///
    /// Exclusivity is not checked dynamically: the box is only written through a `Presents` that
    /// is itself being mutated (and so exclusively accessed), after `makeUnique()`.
    @exclusivity(unchecked) @usableFromInline var value: State?
    @usableFromInline let generation: UInt64

    /// Calls `body` with the address of the presented value, without copying it.
    @inlinable
    func withValue<R>(_ body: (UnsafePointer<State>) -> R) -> R {
      withUnsafeMutablePointer(to: &value) { optional in
        // A box's value is never `nil` at rest, and an optional keeps its payload at offset 0.
        body(UnsafeRawPointer(optional).assumingMemoryBound(to: State.self))
      }
    }

    @inlinable
    init(value: State?, generation: UInt64) {
      self.value = value
      self.generation = generation
    }
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
    lhs.wrappedValue == rhs.wrappedValue
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
