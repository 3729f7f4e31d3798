#if canImport(SwiftUI)
  public import Statecraft
  public import SwiftUI

  // `$store.binding(\.field, send: Action.fieldChanged)`: a SwiftUI binding of a field for a
  // feature without `BindableAction` (one with it writes `$store.field`). Derived through a key
  // path, as the presentation bindings are; each read and write is part 1's
  // `Store.binding(_:send:)` (rule V15).

  extension Binding {
    /// A binding of a field for a feature without `BindableAction`: it reads the field and sends
    /// `action` with each value written.
    ///
    /// ```swift
    /// TextField("Search", text: $store.binding(\.query, send: Search.Action.queryChanged))
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The field.
    ///   - action: The action that carries a new value.
    ///   - fileID: The file of the call site; leave the default.
    ///   - filePath: The file path of the call site; leave the default.
    ///   - line: The line of the call site; leave the default.
    ///   - column: The column of the call site; leave the default.
    /// - Returns: The binding of the field.
    @MainActor
    public func binding<State, Action, Field>(
      _ keyPath: KeyPath<State, Field>,
      send action: CasePath<Action, Field>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Field> where Value == Store<State, Action> {
      let key = SendingKey(
        field: keyPath, action: action,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return self[dynamicMember: \Store<State, Action>.[sending: key]]
    }

    /// A binding of a field for a feature without `BindableAction`, with the action's case
    /// constructor.
    @MainActor
    public func binding<State, Action, Field>(
      _ keyPath: KeyPath<State, Field>,
      send action: @escaping @Sendable (Field) -> Action,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Field> where Value == Store<State, Action> {
      binding(
        keyPath, send: CasePath(action), fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }

  extension Bindable {
    /// A binding of a field for a feature without `BindableAction`, from a `@Bindable` store: see
    /// `Binding.binding(_:send:)`.
    ///
    /// ```swift
    /// TextField("Search", text: $store.binding(\.query, send: Search.Action.queryChanged))
    /// ```
    @MainActor
    public func binding<State, Action, Field>(
      _ keyPath: KeyPath<State, Field>,
      send action: CasePath<Action, Field>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Field> where Value == Store<State, Action> {
      let key = SendingKey(
        field: keyPath, action: action,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return self[dynamicMember: \Store<State, Action>.[sending: key]]
    }

    /// A binding of a field for a feature without `BindableAction`, from a `@Bindable` store, with
    /// the action's case constructor.
    @MainActor
    public func binding<State, Action, Field>(
      _ keyPath: KeyPath<State, Field>,
      send action: @escaping @Sendable (Field) -> Action,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Field> where Value == Store<State, Action> {
      binding(
        keyPath, send: CasePath(action), fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }

  /// What a field binding is made for, as a key path subscript's index: the field and the call
  /// site. The action case is carried along, not compared: one call site always passes the same
  /// one.
  struct SendingKey<State, Action, Field>: Hashable, @unchecked Sendable {
    // Unchecked Sendable: the key path and the case path are immutable values, read on the main
    // actor only, by the store's subscript.
    let field: KeyPath<State, Field>
    let action: CasePath<Action, Field>
    let callSite: CallSite

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.field == rhs.field && lhs.callSite == rhs.callSite
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(field)
      hasher.combine(callSite)
    }
  }

  extension Store {
    /// The field a binding made with `key` reads and writes: the store's `binding(_:send:)`.
    subscript<Field>(sending key: SendingKey<State, Action, Field>) -> Field {
      get { binding(key.field, send: key.action).wrappedValue }
      set { binding(key.field, send: key.action).wrappedValue = newValue }
    }
  }
#endif
