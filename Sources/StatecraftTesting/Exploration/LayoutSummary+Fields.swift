@_spi(Reflection) import Swift

/// The fields of a state type that can present something: their positions among the type's
/// stored properties and, where it can, what reads them at their own types.
struct PresentingFields {
  /// Whether the type is a struct; the other fields are empty when it is not.
  let isStruct: Bool
  /// The positions of the fields that can present, as a mirror counts its children.
  let offsets: [Int]
  /// The hash of ``offsets``, found once.
  let salt: Int
  /// A `FieldReaders<State>` for the state's type, when every field that can present is a
  /// `Hashable` stored property that a key path reads; `nil` otherwise (the fields are then read
  /// through a mirror).
  let readers: AnyObject?

  @MainActor
  init<State>(of state: State) {
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .struct else {
      (isStruct, offsets, salt, readers) = (false, [], 0, nil)
      return
    }
    isStruct = true
    let children = Array(mirror.children)
    let offsets = children.indices.filter { offset in
      PresentationLayout.canPresent(Swift.type(of: children[offset].value))
    }
    self.offsets = offsets
    salt = offsets.hashValue
    // Key paths read the fields a mirror finds only when both see the same fields: the type
    // given is the value's own, its mirror is the default one (a custom mirror may list other
    // children, or the same number in another order), and there is a key path for each child.
    guard Swift.type(of: state) == State.self, !(state is any CustomReflectable),
      let keyPaths = StoredFields.keyPaths(of: State.self), keyPaths.count == children.count
    else {
      readers = nil
      return
    }
    readers = FieldReaders<State>(
      offsets.map { (keyPaths[$0], Swift.type(of: children[$0].value)) })
  }
}

/// What reads the fields of a state that can present, each at its own type: their values, and
/// the hash and equality of values read.
///
/// Made once per state type, by opening each field's type: a key path to a stored property
/// reads it in place, and hashing and comparing at the field's type needs neither a mirror nor
/// an `AnyHashable` (whose dynamic cast costs more than the rest of a summary).
final class FieldReaders<State> {
  /// The values of the fields, in order.
  let values: (State) -> [Any]
  /// Adds values read by ``values`` to a hasher.
  let hash: ([Any], inout Hasher) -> Void
  /// Whether two lists of values read by ``values`` are equal.
  let matches: ([Any], [Any]) -> Bool

  /// Readers of the fields at the given key paths, each with the type of its values; `nil` when
  /// one of the types is not `Hashable`, or a key path does not read it.
  init?(_ fields: [(keyPath: AnyKeyPath, type: any Any.Type)]) {
    var readers: [FieldReader<State>] = []
    for field in fields {
      guard let type = field.type as? any Hashable.Type,
        let reader = Self.reader(of: type, at: field.keyPath)
      else { return nil }
      readers.append(reader)
    }
    if readers.count == 1 {
      // The usual state presents through one slot: its reader is called directly.
      let only = readers[0]
      values = { state in [only.value(state)] }
      hash = { values, hasher in
        if let value = values.first { only.hash(value, &hasher) }
      }
      matches = { lhs, rhs in
        lhs.count == 1 && rhs.count == 1 && only.isEqual(lhs[0], rhs[0])
      }
      return
    }
    values = { state in readers.map { $0.value(state) } }
    hash = { values, hasher in
      for (reader, value) in zip(readers, values) { reader.hash(value, &hasher) }
    }
    matches = { lhs, rhs in
      guard lhs.count == readers.count, rhs.count == readers.count else { return false }
      for index in readers.indices where !readers[index].isEqual(lhs[index], rhs[index]) {
        return false
      }
      return true
    }
  }

  /// The reader of the field of type `Value` at `keyPath`, if the key path reads that type.
  private static func reader<Value: Hashable>(
    of _: Value.Type, at keyPath: AnyKeyPath
  ) -> FieldReader<State>? {
    guard let keyPath = keyPath as? KeyPath<State, Value> else { return nil }
    return FieldReader(
      value: { state in state[keyPath: keyPath] },
      hash: { value, hasher in
        if let value = value as? Value { hasher.combine(value) }
      },
      isEqual: { lhs, rhs in
        guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
        return lhs == rhs
      }
    )
  }
}

/// One field's reader: see ``FieldReaders``.
struct FieldReader<State> {
  let value: (State) -> Any
  let hash: (Any, inout Hasher) -> Void
  let isEqual: (Any, Any) -> Bool
}

/// The stored properties of a struct as key paths, made by the standard library's reflection
/// (`_forEachFieldWithKeyPath`, which makes a key path to each stored property from the type's
/// field records), once per type.
///
/// The key paths come in the order of the properties' declaration, the order in which a mirror
/// lists a struct's children.
@MainActor
enum StoredFields {
  /// The key paths to the stored properties of `type`, in order; `nil` when the standard library
  /// cannot make them (a type that is not a struct or a class, or that has a property it does not
  /// support, such as a weak reference).
  static func keyPaths<Root>(of type: Root.Type) -> [AnyKeyPath]? {
    let id = ObjectIdentifier(type)
    if let known = made[id] { return known }
    var keyPaths: [AnyKeyPath] = []
    let isComplete = _forEachFieldWithKeyPath(of: type) { _, keyPath in
      keyPaths.append(keyPath)
      return true
    }
    made[id] = .some(isComplete ? keyPaths : nil)
    return isComplete ? keyPaths : nil
  }

  /// The key paths made, by type; `nil` for a type whose key paths cannot be made.
  private static var made: [ObjectIdentifier: [AnyKeyPath]?] = [:]
}
