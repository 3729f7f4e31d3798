/// An action type with a case for ``BindingAction``s, so that ``BindingReducer`` and
/// ``Store/set(_:_:)`` work with it.
///
/// An enum case satisfies the requirement:
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions write into.
  associatedtype State

  /// Embeds a binding action; an enum's `case binding(BindingAction<State>)`.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// A binding action that writes `value` through `keyPath`, embedded in this action type:
  /// `Action.set(\.name, "Ana")` is `.binding(.set(\.name, "Ana"))`.
  ///
  /// - Parameters:
  ///   - keyPath: The field to write.
  ///   - value: The value to write.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }

  /// The binding action this action holds, or `nil` when it is another case.
  public var binding: BindingAction<State>? {
    BindingEmbed<Self>().casePath.extract(from: self)
  }
}

/// A case path to a bindable action type's ``BindableAction/binding(_:)`` case.
///
/// A closure that calls `Action.binding` uses `Action`'s conformance, which Swift 6.2 and later
/// do not let a `@Sendable` closure capture unless the action type's metatype is `Sendable`; the
/// constructor is taken out here, where no closure captures it.
struct BindingEmbed<Action: BindableAction> {
  var casePath: CasePath<Action, BindingAction<Action.State>> {
    UncheckedEmbed(embed: Action.binding).casePath
  }
}

// Safe: `embed` is `binding(_:)` of a `BindableAction`, in practice an enum case constructor that
// builds a value from its argument and holds nothing to share.
private struct UncheckedEmbed<Action, State>: @unchecked Sendable {
  let embed: (BindingAction<State>) -> Action

  var casePath: CasePath<Action, BindingAction<State>> {
    CasePath { [self] in embed($0) }
  }
}
