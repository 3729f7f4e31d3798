import Observation

/// The observation side of one store: its observers, the state they last heard of, the fields they
/// read, and the stores scoped from it.
///
/// Observers register by reading. Reading ``Store/state`` registers interest in the whole state;
/// reading one property through the store (`store.count`) registers interest in that property
/// alone, as an ``ObservedField``, so that a change elsewhere in the state leaves its reader alone
/// (rule V16). Scoping to a presentation registers a field too, whose value is the presentation's
/// identity, so that a view that only scopes hears of a presentation coming or going and of nothing
/// inside it (rule V4).
@MainActor
final class StoreNode<State> {
  /// What observers of the store's state register with and hear from.
  let observation = StateObservation()
  let isEqual: ((StateRef<State>, StateRef<State>) -> Bool)?
  /// The state the observers last heard of: child stores only, as a root store's runtime compares
  /// states itself (and a root store keeping its initial state would keep it alive).
  ///
  /// Held at an address of its own rather than as an optional `State`: code that is not
  /// specialized would look up the optional's type metadata on each access, twice per level of a
  /// chain of child stores on every change.
  // Safe: made in `init` and destroyed in `deinit`; read and written by the node's own methods,
  // on the main actor only.
  nonisolated(unsafe) let lastObservedState: HeapCell<State>?
  /// Whether the state has been read through the store since it was made.
  ///
  /// Observers register by reading, so a store nobody has read has none: it neither compares nor
  /// tells the registrar of a change, and a child store of it only passes its parent's changes on
  /// to its own children. Reading it the first time brings its last observed state up to date.
  // Unchecked: read and written on the main actor only, by the store and its node.
  @exclusivity(unchecked) var isRead = false
  /// The links to the child stores made by `scope`, to tell them of changes: an array, which is
  /// cheaper to walk on every change than a dictionary.
  // Unchecked: read on every change and written by `scope` and a child's going away, on the main
  // actor only; a child cannot be made or go away while the links are being told.
  @exclusivity(unchecked) private(set) var children: [ChildLink] = []
  /// Where each child's link is in `children`, by the identity of the child's node: a child that
  /// goes away is swapped with the last link and removed, in constant time.
  @exclusivity(unchecked) private var childIndices: [ObjectIdentifier: Int] = [:]
  /// The fields read through the store, by what they read (a key path, or a scope's key).
  private var fields: [ViewKey: ObservedField] = [:]
  /// The fields read since they last told their observers of a change: only they can have
  /// observers waiting, as `withObservationTracking` (and a SwiftUI view) hears of one change per
  /// registration. The others are not compared.
  @exclusivity(unchecked) private var armedFields: [ObservedField] = []

  init(isEqual: ((StateRef<State>, StateRef<State>) -> Bool)?, lastObserved: State?) {
    self.isEqual = isEqual
    self.lastObservedState = lastObserved.map(HeapCell.init)
  }

  nonisolated deinit {
    lastObservedState?.destroy()
  }

  func addChild(_ link: ChildLink) {
    childIndices[link.id] = children.count
    children.append(link)
  }

  func removeChild(_ id: ObjectIdentifier) {
    guard let index = childIndices.removeValue(forKey: id) else { return }
    let last = children.removeLast()
    if index < children.count {
      children[index] = last
      childIndices[last.id] = index
    }
  }

  /// How many changes this child store has told its observers of (B3 reads it around a send).
  // Unchecked: read and written on the main actor only.
  @exclusivity(unchecked) private(set) var changesNotified: UInt = 0

  // MARK: - Reading

  /// The first read: from now on the store compares its parent's changes with what it last saw.
  func beginReading(at state: State) {
    isRead = true
    lastObservedState?.value = state
  }

  /// Registers interest in one field of the state, whose value is now `value`.
  ///
  /// - Parameters:
  ///   - key: What the field reads: a key path, or a scope's key. Equal keys are one field.
  ///   - value: The value the reader gets now, kept to compare with after the next change.
  ///   - state: The store's state now, when this is the store's first read.
  ///   - makeField: Makes the field on its first read.
  func access<Value>(
    field key: ViewKey,
    value: Value,
    state: @autoclosure () -> State,
    makeField: () -> FieldOf<State, Value>
  ) {
    if !isRead { beginReading(at: state()) }
    let field: ObservedField
    if let existing = fields[key] {
      field = existing
    } else {
      field = makeField()
      add(field, for: key)
    }
    // The field was made here with this `Value`, for this key.
    if let field = field as? FieldOf<State, Value> { field.last = value }
    arm(field)
  }

  /// Registers interest in the identity of what a scope reads (rule V4), when the field exists
  /// already (see ``access(identity:value:state:read:)``).
  func access(identity key: ViewKey, value: PresentationID?) {
    guard let field = fields[key] else { return }
    access(identity: field, value: value)
  }

  /// Registers interest in the identity of what a scope reads (rule V4), through its field,
  /// which a cached scope keeps so that a hit looks nothing up.
  func access(identity field: ObservedField, value: PresentationID?) {
    field.remember(identity: value)
    arm(field)
  }

  /// Registers interest in the identity of what a scope reads (rule V4), whose value is now
  /// `value`; `read` reads it from a state.
  ///
  /// - Returns: The field, for the scope's cache to keep.
  @discardableResult
  func access(
    identity key: ViewKey,
    value: PresentationID?,
    state: @autoclosure () -> State,
    read: @escaping (StateRef<State>) -> PresentationID?
  ) -> ObservedField {
    if !isRead { beginReading(at: state()) }
    let field: ObservedField
    if let existing = fields[key] {
      field = existing
    } else {
      field = IdentityField(read: read)
      add(field, for: key)
    }
    access(identity: field, value: value)
    return field
  }

  private func add(_ field: ObservedField, for key: ViewKey) {
    field.registrarKeyPath = StateObservation.fieldKeyPath(fields.count)
    fields[key] = field
  }

  private func arm(_ field: ObservedField) {
    if !field.isArmed {
      field.isArmed = true
      armedFields.append(field)
    }
    observation.access(field: field.registrarKeyPath)
  }

  // MARK: - Changes

  /// A send on this child store applied a binding that left its state equal: its observers are
  /// told anyway, so a field shows the feature's value rather than the typed one (B3). The fields
  /// told are those the bindings wrote, when the bindings are known to be the store's own.
  func bindingAppliedWithoutChange(_ written: AppliedBindings) {
    guard isRead else { return }
    observation.changed()
    tellFields(nil, written: written)
  }

  /// After a batch that changed the state of a root store (its runtime decides), or that applied
  /// a binding: notifies the store's observers, then its children.
  ///
  /// - Parameters:
  ///   - state: The state after the batch.
  ///   - bindingsBefore: ``ReductionSignal/bindingsApplied`` before the batch.
  func rootDidChange(at state: StateRef<State>, bindingsBefore: UInt) {
    if isRead {
      observation.changed()
      if !armedFields.isEmpty { tellFields(state, written: .since(bindingsBefore)) }
    }
    // Asked here: most root stores have no child store, and the call costs more than the answer.
    if !children.isEmpty { notifyChildren(at: state) }
  }

  /// A child store compares with the state it last saw, as its parent's change may not be its own.
  ///
  /// The parent passes the child's new state down, so that a chain of scoped stores reads the root
  /// state once per change, not once per level.
  func parentDidChange(to newState: StateRef<State>) {
    // Only child stores are told of their parent's changes, and each has a last observed state.
    guard let lastObservedState else { return }
    guard isRead else {
      // Nobody observes this store: its children compare their parts for themselves.
      notifyChildren(at: newState)
      return
    }
    if let isEqual, isEqual(lastObservedState.ref, newState) { return }
    lastObservedState.value = newState.value
    changesNotified &+= 1
    observation.changed()
    tellFields(lastObservedState.ref, written: .none)
    notifyChildren(at: lastObservedState.ref)
  }

  /// A child store compares with the state it last saw: as ``parentDidChange(to:)``, for a child
  /// state made from the parent's (not a stored property of it).
  func parentDidChange(toValue newState: State) {
    var newState = newState
    StateRef.with(&newState) { parentDidChange(to: $0) }
  }

  /// Tells the observers of each armed field that changed, and of each field a binding wrote.
  ///
  /// - Parameters:
  ///   - state: The new state, or `nil` when only the bindings' fields are to be told.
  ///   - written: The fields bindings wrote in the batch.
  private func tellFields(_ state: StateRef<State>?, written: AppliedBindings) {
    guard !armedFields.isEmpty else { return }
    // First what changed, then the telling: an observer told may read a field again, which
    // arms it anew.
    var changed: [ObservedField] = []
    let address = state.map(StateAddress.init)
    let anyWritten = written.mayInclude
    for field in armedFields {
      var hasChanged = anyWritten && written.includes(field.keyPath)
      if !hasChanged, let address { hasChanged = field.hasChanged(in: address) }
      if hasChanged {
        field.isArmed = false
        changed.append(field)
      }
    }
    guard !changed.isEmpty else { return }
    armedFields.removeAll { !$0.isArmed }
    for field in changed {
      observation.changed(field: field.registrarKeyPath)
    }
  }

  /// Tells the child stores that the state, at `state`, changed.
  func notifyChildren(at state: StateRef<State>) {
    guard !children.isEmpty else { return }
    // The array is a snapshot: a child made or gone while they are told changes only the node's
    // own array, which then copies its storage.
    for child in children {
      child.parentDidChange(StateAddress(state))
    }
  }
}

/// One field of a store's state that an observer read: how to tell whether a change changed it.
///
/// Not generic, so that the node's lists of fields cost no generic metadata at run time (the
/// store's code is not specialized): the state is passed by address.
@MainActor
class ObservedField {
  /// The key path the field's observers register with, in the store's ``StateObservation``.
  var registrarKeyPath = StateObservation.fieldKeyPath(0)
  /// Whether someone read the field since its observers were last told of a change.
  var isArmed = false

  /// The key path the field reads, when it is one (binding writes name fields by key path).
  var keyPath: AnyKeyPath? { nil }

  /// Whether the field in the state at `state` differs from what was last read.
  func hasChanged(in state: StateAddress) -> Bool { true }

  /// Keeps the identity a scope read, for an identity field.
  func remember(identity: PresentationID?) {}
}

/// The identity of what a scope reads: a presentation, an optional child, an enum case (rule V4).
@MainActor
final class IdentityField<State>: ObservedField {
  private let read: (StateRef<State>) -> PresentationID?
  private var last: PresentationID?

  init(read: @escaping (StateRef<State>) -> PresentationID?) {
    self.read = read
  }

  override func hasChanged(in state: StateAddress) -> Bool {
    read(state.ref(as: State.self)) != last
  }

  override func remember(identity: PresentationID?) {
    last = identity
  }
}

/// A field of type `Value`: compared with `==` when `Value` is `Equatable`; otherwise any change
/// of the store's state changes it.
@MainActor
class FieldOf<State, Value>: ObservedField {
  /// `==` for `Value`; `nil` when `Value` is not `Equatable`.
  let isEqual: ((StateRef<Value>, StateRef<Value>) -> Bool)?
  private let readKeyPath: AnyKeyPath?
  /// What the reader got at its last read.
  var last: Value

  init(keyPath: AnyKeyPath?, value: Value) {
    self.readKeyPath = keyPath
    self.isEqual = equalityFunction(for: Value.self)
    self.last = value
  }

  /// A field read through `keyPath`, whose value is now `value`: compared where it lies in the
  /// state when it is a stored property.
  static func make(_ keyPath: KeyPath<State, Value>, value: Value) -> FieldOf {
    if let property = StoredProperty(keyPath) {
      return StoredField(property, value: value)
    }
    return ReadField(keyPath: keyPath, value: value) { $0.value[keyPath: keyPath] }
  }

  override var keyPath: AnyKeyPath? { readKeyPath }
}

/// A field read with a function of the state.
@MainActor
final class ReadField<State, Value>: FieldOf<State, Value> {
  private let read: (StateRef<State>) -> Value

  init(keyPath: AnyKeyPath?, value: Value, read: @escaping (StateRef<State>) -> Value) {
    self.read = read
    super.init(keyPath: keyPath, value: value)
  }

  override func hasChanged(in state: StateAddress) -> Bool {
    guard let isEqual else { return true }
    var now = read(state.ref(as: State.self))
    return !StateRef.compare(&last, &now, by: isEqual)
  }
}

/// A stored property of the state, compared where it lies, without a copy.
@MainActor
final class StoredField<State, Value>: FieldOf<State, Value> {
  private let property: StoredProperty<State, Value>

  init(_ property: StoredProperty<State, Value>, value: Value) {
    self.property = property
    super.init(keyPath: property.keyPath, value: value)
  }

  override func hasChanged(in state: StateAddress) -> Bool {
    guard let isEqual else { return true }
    return !property.compare(&last, toPropertyOf: state.ref(as: State.self), by: isEqual)
  }
}

/// The fields that binding actions wrote during a batch, for rule B3.
struct AppliedBindings {
  /// The key paths written, or `nil` when there were more than the log keeps.
  private let keyPaths: [AnyKeyPath]?

  /// No binding was applied.
  static var none: AppliedBindings { AppliedBindings(keyPaths: []) }

  /// The bindings applied on this thread since the count of applied bindings was `before`.
  static func since(_ before: UInt) -> AppliedBindings {
    guard ReductionSignal.bindingsApplied != before else { return .none }
    return AppliedBindings(keyPaths: ReductionSignal.bindingKeyPaths(since: before))
  }

  /// Whether a binding may have written some field.
  var mayInclude: Bool { keyPaths.map { !$0.isEmpty } ?? true }

  /// Whether a binding wrote the field read through `keyPath` (any field, when the bindings
  /// written are not known).
  func includes(_ keyPath: AnyKeyPath?) -> Bool {
    guard let keyPaths else { return true }
    guard let keyPath, !keyPaths.isEmpty else { return false }
    return keyPaths.contains(keyPath)
  }
}

/// A child store, as its parent knows it: how to hand it the parent's new state.
///
/// Not generic, so that the parent's dictionary of links needs no generic metadata at run time
/// (the store's code is not specialized): the parent's state is passed by address.
struct ChildLink {
  /// The identity of the child's node (or of whatever else listens to the parent).
  let id: ObjectIdentifier
  /// Hands the child its part of the parent's new state, given the address of that state.
  let parentDidChange: @MainActor (StateAddress) -> Void
}

/// The observable side of a store: reading the state registers with it, and a change notifies
/// through it.
///
/// Not generic, so that its conformance to `Observable` and its key paths are the same for every
/// store: a generic store notifying through itself looked up its own conformance and key path on
/// every change, at every level of a chain of child stores.
@MainActor
final class StateObservation: Observable {
  private let registrar = ObservationRegistrar()

  /// What observers track: the state, as a value that carries nothing.
  private nonisolated var state: Void { () }
  /// What observers of one field track: one of these per field, by the field's number.
  private nonisolated subscript(field index: Int) -> Void { () }
  /// Formed once: a key path literal is looked up in the runtime each time it is evaluated. Kept
  /// by each observation, so that a change reads it with a load: a static's every read first
  /// asks whether it was initialised.
  private let stateKeyPath: KeyPath<StateObservation, Void> = \.state
  /// The key paths of the first fields, formed once and shared by every store.
  // Safe: key paths are immutable once formed; the array is only ever read.
  private nonisolated(unsafe) static let firstFieldKeyPaths: [KeyPath<StateObservation, Void>] =
    (0..<16).map { \StateObservation.[field: $0] }

  /// The key path observers of the field numbered `index` register with.
  static func fieldKeyPath(_ index: Int) -> KeyPath<StateObservation, Void> {
    index < firstFieldKeyPaths.count ? firstFieldKeyPaths[index] : \.[field: index]
  }

  func access() {
    registrar.access(self, keyPath: stateKeyPath)
  }

  func access(field keyPath: KeyPath<StateObservation, Void>) {
    registrar.access(self, keyPath: keyPath)
  }

  func changed() {
    // `willSet` and `didSet` rather than `withMutation`, whose closure argument would carry a
    // dynamic main-actor check.
    registrar.willSet(self, keyPath: stateKeyPath)
    registrar.didSet(self, keyPath: stateKeyPath)
  }

  func changed(field keyPath: KeyPath<StateObservation, Void>) {
    registrar.willSet(self, keyPath: keyPath)
    registrar.didSet(self, keyPath: keyPath)
  }
}
