/// A value of a library type that a case path can call its case constructor with, to learn its
/// case in a module built without reflection metadata (see ``CaseReflection``): the payloads of
/// the cases that Statecraft's operators route (`case path(StackActionOf<Path>)`,
/// `case binding(BindingAction<State>)`, `case rows(IdentifiedActionOf<Row>)`), which are not
/// plain bits and have no case without a payload.
package protocol CaseSample {
  /// A value of this type, or `nil` when none can be made (a generic argument that cannot be).
  static var caseSample: Self? { get }
}

extension StackAction: CaseSample {
  package static var caseSample: Self? { .popFrom(id: StackElementID(generation: 0)) }
}

extension IdentifiedAction: CaseSample {
  package static var caseSample: Self? {
    guard let id = EnumMetadata.sample(ID.self), let action = EnumMetadata.sample(Action.self)
    else { return nil }
    return .element(id: id, action: action)
  }
}

extension BindingAction: CaseSample {
  package static var caseSample: Self? { Self(storage: SampleBinding()) }
}

/// The storage of the sample binding action: it writes nothing and equals nothing. Only ever
/// given to a case constructor and dropped. An object: the action's storage is a reference, whose
/// address no other box has (see `EnumMetadata.holdsPayloadInBox`).
// Safe: it has no stored property of its own; its base class's are immutable.
private final class SampleBinding<Root>: BindingField, BindingStorage, @unchecked Sendable {
  init() { super.init(valueType: Never.self, storedOffset: nil) }

  var partialKeyPath: PartialKeyPath<Root> { \Root.self }
  var keyPathDescription: String { "\\\(typeName(Root.self)).self" }
  var valueDescription: String { "()" }
  var boundValue: Any { () }
  func apply(to root: inout Root) {}
  func isEqual(to other: any BindingStorage<Root>) -> Bool { false }
  func writes<Other>(through keyPath: WritableKeyPath<Root, Other>) -> Bool { false }
}
