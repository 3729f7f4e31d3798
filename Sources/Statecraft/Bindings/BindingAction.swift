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
  let storage: any BindingStorage<Root>

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
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
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
  public func value<Value>(at keyPath: WritableKeyPath<Root, Value>) -> Value? {
    // Equal key paths are of one class, and a key path's class fixes its value type; the metatype
    // check makes that explicit before the stored value is read as a `Value`.
    guard storage.valueType == ObjectIdentifier(Value.self),
      storage.partialKeyPath == keyPath as PartialKeyPath<Root>
    else { return nil }
    var result: Value?
    storage.withValue { result = $0.assumingMemoryBound(to: Value.self).pointee }
    return result
  }

  /// Writes the value into `root`: what ``BindingReducer`` does.
  func apply(to root: inout Root) {
    storage.write(into: &root)
  }
}

/// The typed half of a ``BindingAction``: made at `.set`, where `Value` is known.
protocol BindingStorage<Root>: Sendable {
  associatedtype Root
  var partialKeyPath: PartialKeyPath<Root> { get }
  var valueType: ObjectIdentifier { get }
  /// The key path as written in code, `\State.name` (see ``BindingAction``'s printing).
  var keyPathDescription: String { get }
  var valueDescription: String { get }
  var boundValue: Any { get }
  func write(into root: inout Root)
  /// Calls `body` with the address of the stored `Value`.
  func withValue(_ body: (UnsafeRawPointer) -> Void)
  /// `==` of the stored value and the `Value` at `other`.
  func isValueEqual(to other: UnsafeRawPointer) -> Bool
}

// Safe: both stored properties are immutable. A key path object is never changed after it is
// built (its subscript arguments, if any, are only compared), and `Value` is `Sendable`; the
// standard library only lacks a `Sendable` conformance for key paths not written as literals.
final class TypedBinding<Root, Value: Equatable & Sendable>: BindingStorage, @unchecked Sendable {
  let keyPath: WritableKeyPath<Root, Value>
  let value: Value

  init(keyPath: WritableKeyPath<Root, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }

  var partialKeyPath: PartialKeyPath<Root> { keyPath }
  var valueType: ObjectIdentifier { ObjectIdentifier(Value.self) }
  var keyPathDescription: String { KeyPathText.of(keyPath) }
  var valueDescription: String { Dump.text(of: value) }
  var boundValue: Any { value }

  func write(into root: inout Root) {
    root[keyPath: keyPath] = value
  }

  func withValue(_ body: (UnsafeRawPointer) -> Void) {
    withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
  }

  func isValueEqual(to other: UnsafeRawPointer) -> Bool {
    other.assumingMemoryBound(to: Value.self).pointee == value
  }
}
