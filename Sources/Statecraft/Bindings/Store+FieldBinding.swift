extension Store where Action: BindableAction, Action.State == State {
  /// Reads a field of the state, or writes it by sending a binding action: `store.name = "Ana"`
  /// sends `.binding(.set(\.name, "Ana"))`, and so SwiftUI's `$store.name` is a binding.
  ///
  /// ```swift
  /// store.name = "Ana"    // store.send(.binding(.set(\.name, "Ana")))
  /// TextField("Name", text: $store.name)   // in a SwiftUI view of a @Bindable store
  /// ```
  ///
  /// Each write sends exactly one binding action, even of a value equal to the one in the state,
  /// and the field's readers are told after it even when the feature kept the old value (rule
  /// B3), so a text field shows the feature's value rather than the typed one. A write on a store
  /// whose presentation, element or row has ended is dropped silently: a focused field may write
  /// as its sheet goes away.
  @inlinable
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    set { UIWrite.perform { _ = send(.binding(.set(keyPath, newValue))) } }
  }
}

extension Store {
  /// A read-write pair on a field for a feature without `BindableAction`: reading reads the state,
  /// writing sends `action(value)`.
  ///
  /// ```swift
  /// let query = store.binding(\.query, send: Search.Action.queryChanged)
  /// query.wrappedValue = "lisbon"   // store.send(.queryChanged("lisbon"))
  /// ```
  ///
  /// Each write sends one action (rule V15); a write on a store whose presentation, element or row
  /// has ended is dropped silently.
  ///
  /// - Parameters:
  ///   - keyPath: The field to read.
  ///   - action: The action case that carries a new value.
  /// - Returns: The binding.
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>,
    send action: CasePath<Action, Value>
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { [self] in self[dynamicMember: keyPath] },
      set: { [self] value in UIWrite.perform { _ = send(action.embed(value)) } }
    )
  }

  /// A read-write pair on a field for a feature without `BindableAction`, with the action's case
  /// constructor.
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>,
    send action: @escaping @Sendable (Value) -> Action
  ) -> StoreBinding<Value> {
    binding(keyPath, send: CasePath(action))
  }
}

/// A field of a store's state as a read-write value: reading reads the state, writing sends an
/// action. Made by ``Store/binding(_:send:)-(_,CasePath<Action,Value>)``.
@MainActor
public struct StoreBinding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The field's value; setting it sends the binding's action with the new value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
