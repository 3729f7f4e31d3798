/// An action that writes one value into a feature's state through a key path: what a text field,
/// toggle or stepper sends when the user edits it.
///
/// A form with ten fields needs no ten actions and ten reducer cases: the feature's action has one
/// `binding` case, its body starts with ``BindingReducer``, and a UI layer sends
/// `.binding(.set(\.name, "Ana"))` (or calls ``Store/set(_:_:)``).
///
/// ```swift
/// @MainActor
/// struct Profile: Reducer {
///   struct State: Equatable { var name = ""; var isPublic = false }
///   enum Action: BindableAction { case binding(BindingAction<State>) }
///
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in
///       switch action {
///       case .binding(\.name):
///         state.name = String(state.name.prefix(20))
///         return .none
///       case .binding:
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// A binding action is built only with ``set(_:_:)``: there is no public initialiser, so two actions
/// that write equal values through equal key paths are always equal, also when one was built by a
/// test and the other by a UI.
///
/// Binding actions print as they are written: `.set(\State.name, "Ana")` (the standard library
/// names the root by its innermost type name). A computed property's key path prints
/// `\State.(computed Int)`, without the address the standard library puts in its description, so
/// the text is the same on every run.
///
/// > Note: Swift makes a key path through an optional chain, `\.draft?.name`, read-only, so it
/// > cannot be given to `set`; bind the optional itself (`\.draft`) or give the field a
/// > non-optional home.
public struct BindingAction<Root>: Sendable {
  @usableFromInline let storage: any BindingStorage<Root>

  @inlinable
  init(storage: any BindingStorage<Root>) {
    self.storage = storage
  }

  /// An action that writes `value` through `keyPath`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.draft.name, "Clavos")))
  /// ```
  ///
  /// Writing follows key-path semantics: through `\.draft?.name` while `draft` is `nil` nothing is
  /// written, and a computed property's setter runs as written.
  ///
  /// - Parameters:
  ///   - keyPath: The field to write; a key path to a `let` does not compile.
  ///   - value: The value to write.
  /// - Returns: The action.
  @inlinable
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    // Inlinable, so that the action is made where its types are known: made in code that is not
    // specialized, each keystroke looked its storage's generic type up at run time.
    Self(storage: TypedBinding(keyPath: keyPath, value: value))
  }

  /// The key path this action writes through.
  public var keyPath: PartialKeyPath<Root> {
    storage.partialKeyPath
  }

  /// The value this action writes through `keyPath`, or `nil` when it writes another field.
  ///
  /// ```swift
  /// let action = BindingAction<State>.set(\.name, "Ana")
  /// action.value(at: \.name)   // "Ana"
  /// action.value(at: \.email)  // nil
  /// ```
  ///
  /// - Parameter keyPath: The field to ask about.
  /// - Returns: The value a `.set` of exactly that key path writes, else `nil`.
  public func value<Value: Equatable & Sendable>(at keyPath: WritableKeyPath<Root, Value>) -> Value?
  {
    // A `.set` of this field was made with this `Value`, so its storage is of this class.
    guard writes(through: keyPath), let typed = storage as? TypedBinding<Root, Value> else {
      return nil
    }
    return typed.value
  }

  /// Writes the value into `root` and notes the write (``ReductionSignal/bindingApplied(at:)``):
  /// what ``BindingReducer`` does.
  @inlinable
  func apply(to root: inout Root) {
    storage.apply(to: &root)
  }
}

/// Which field a binding action writes, in the terms a `case .binding(\.field):` line compares:
/// the type of the value written and, for a key path through stored properties only, where the
/// field lies in the root. The base class of every ``BindingStorage``, so that inlined code reads
/// both without a call.
@usableFromInline
// Safe: both stored properties are immutable values, set when the object is made.
class BindingField: @unchecked Sendable {
  /// The type of the value written.
  @usableFromInline final let valueType: ObjectIdentifier
  /// The field's offset in the root (`MemoryLayout<Root>.offset(of:)`), or -1 for a key path that
  /// is not plain storage there or a value of no size.
  @usableFromInline final let storedOffset: Int

  @inlinable
  init(valueType: Any.Type, storedOffset: Int?) {
    self.valueType = ObjectIdentifier(valueType)
    self.storedOffset = storedOffset ?? -1
  }
}

/// The typed half of a ``BindingAction``: made at `.set`, where `Value` is known.
///
/// Class-bound, so that an action holding one is copied and destroyed with one retain or release:
/// an existential of any type is copied through its value witnesses, on every copy of the action.
@usableFromInline
protocol BindingStorage<Root>: BindingField, Sendable {
  associatedtype Root
  var partialKeyPath: PartialKeyPath<Root> { get }
  /// The key path as written in code, `\State.name` (see ``BindingAction``'s printing).
  var keyPathDescription: String { get }
  var valueDescription: String { get }
  var boundValue: Any { get }
  /// Writes the value into `root`, and notes the key path written for the store's observers of
  /// that field (``ReductionSignal/bindingApplied(at:)``).
  func apply(to root: inout Root)
  /// Whether `other` sets the same field to an equal value: the `==` of the `Value` typed at
  /// `.set`, reached through the other storage's class (one class per `Root` and `Value`), never
  /// through a boxed value.
  func isEqual(to other: any BindingStorage<Root>) -> Bool
  /// Whether this writes through `keyPath`: what `case .binding(\.field):` asks, once a line.
  func writes<Other>(through keyPath: WritableKeyPath<Root, Other>) -> Bool
}

extension BindingAction {
  /// Whether this action writes through `keyPath`: what `case .binding(\.field):` asks.
  ///
  /// Inlined into the line that asks. Key paths to values of different types are never equal, and
  /// two paths through stored properties with one value type are equal exactly when they reach
  /// the same offset (see `TypedBinding.init`). For a key path literal of a root whose
  /// layout the compiler knows, `MemoryLayout.offset(of:)` is worked out when the line is
  /// compiled and the literal is never made: the line costs two comparisons. Other key paths
  /// (through a class or a computed property, or a root whose layout is only known at run time)
  /// are compared by the storage.
  @inlinable
  func writes<Value>(through keyPath: WritableKeyPath<Root, Value>) -> Bool {
    guard storage.valueType == ObjectIdentifier(Value.self) else { return false }
    if MemoryLayout<Value>.size > 0, let offset = MemoryLayout<Root>.offset(of: keyPath) {
      return storage.storedOffset == offset
    }
    return storage.writes(through: keyPath)
  }
}

@usableFromInline
// Safe: both stored properties are immutable. A key path object is never changed after it is
// built (its subscript arguments, if any, are only compared), and `Value` is `Sendable`; the
// standard library only lacks a `Sendable` conformance for key paths not written as literals.
final class TypedBinding<Root, Value: Equatable & Sendable>: BindingField, @unchecked Sendable,
  BindingStorage
{
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let value: Value

  /// `storedOffset` (in ``BindingField``) is where the field written lies in `Root`, when the key
  /// path is a chain of stored properties to a value of at least one byte. Two such paths with
  /// one value type are equal exactly when they reach the same offset: the fields they pass
  /// through are disjoint or nested, and a field never holds a value of its own type.
  @inlinable
  init(keyPath: WritableKeyPath<Root, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
    super.init(
      valueType: Value.self,
      storedOffset: MemoryLayout<Value>.size > 0 ? MemoryLayout<Root>.offset(of: keyPath) : nil)
  }

  @usableFromInline
  var partialKeyPath: PartialKeyPath<Root> { keyPath }
  @usableFromInline
  var keyPathDescription: String { KeyPathText.of(keyPath) }
  @usableFromInline
  var valueDescription: String { Dump.text(of: value) }
  @usableFromInline
  var boundValue: Any { value }

  @usableFromInline
  func apply(to root: inout Root) {
    root[keyPath: keyPath] = value
    ReductionSignal.bindingApplied(at: keyPath)
  }

  @usableFromInline
  func isEqual(to other: any BindingStorage<Root>) -> Bool {
    guard let other = other as? TypedBinding<Root, Value> else { return false }
    return keyPath == other.keyPath && value == other.value
  }

  @usableFromInline
  func writes<Other>(through other: WritableKeyPath<Root, Other>) -> Bool {
    // What `BindingAction.writes(through:)` cannot answer by offset: a path through a class or a
    // computed property, or to a value of no size. Key paths of different value types are never
    // equal; the same object is equal without the walk over both paths' components.
    guard Other.self == Value.self else { return false }
    return other === keyPath || keyPath == other
  }
}
