// documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
  // documentation/swiftui/dynamicproperty/update()
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

// documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  // documentation/swiftui/binding/transaction
  public var transaction: Transaction

  // documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  // documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }

  // documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) { fatalError() }

  // documentation/swiftui/binding/init(get:set:) (the overload without a transaction; its
  // identifier is in VIEW-LAYER.md §1.9)
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }

  // documentation/swiftui/binding/init(get:set:)-6g3d5
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) { fatalError() }

  // documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

  // documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> { fatalError() }

  // documentation/swiftui/binding/transaction(_:)
  public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }

  // documentation/swiftui/binding/animation(_:)
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

extension Binding {
  // documentation/swiftui/binding/init(_:)-6krsi
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }

  // documentation/swiftui/binding/init(_:)-5z9t9
  public init?(_ base: Binding<Value?>) { fatalError() }

  // documentation/swiftui/binding/init(_:) (the AnyHashable overload)
  public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { fatalError() }
}

// documentation/swiftui/binding/init(get:set:)-6g3d5, discussion: "A binding conforms to Sendable
// only if its wrapped value type also conforms to Sendable."
extension Binding: Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

// documentation/swiftui/binding (Identifiable, Sequence and Collection conformances, for
// `ForEach($items)` and `List($items)`)
extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { fatalError() }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Binding<Value>.Index { fatalError() }
  public var endIndex: Binding<Value>.Index { fatalError() }
  public var indices: Value.Indices { fatalError() }
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
  public func formIndex(after i: inout Binding<Value>.Index) { fatalError() }
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { fatalError() }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
  public func formIndex(before i: inout Binding<Value>.Index) { fatalError() }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

// documentation/swiftui/bindable
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  // documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value

  // An initializer nobody can call, so that Swift synthesizes no `init(wrappedValue:)` beside the
  // documented one, which needs `Value: AnyObject & Observable`.
  private init(standIn: Never) { switch standIn {} }

  // documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { fatalError() }
}

extension Bindable where Value: AnyObject {
  // documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> { fatalError() }
}

extension Bindable where Value: AnyObject, Value: Observable {
  // documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) { fatalError() }

  // documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) { fatalError() }

  // documentation/swiftui/bindable/init(projectedvalue:)
  public init(projectedValue: Bindable<Value>) { fatalError() }
}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { fatalError() }
}

extension Bindable: Sendable where Value: Sendable {}

extension Bindable: DynamicProperty {}

// documentation/swiftui/state (the property wrapper; the Xcode 27 SDK spells `@State` as a macro,
// documentation/swiftui/state(initialvalue:), "when you build with Xcode 26 or earlier, the system
// uses the State property wrapper instead". A macro needs a compiler plugin, so both flavours keep
// the property wrapper: see the README.)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  // documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { fatalError() }

  // documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { fatalError() }

  // documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  // documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
  // documentation/swiftui/state/init()
  public init() { fatalError() }
}

extension State: Sendable where Value: Sendable {}

// documentation/swiftui/environment
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  // documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

  // documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

extension Environment {
  // documentation/swiftui/environment/init(_:) (the Observable object overload; iOS 17)
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }

  // documentation/swiftui/environment/init(_:) (the optional Observable object overload; iOS 17)
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
    fatalError()
  }
}

extension Environment: Sendable where Value: Sendable {}

// documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  public init() { fatalError() }

  // documentation/swiftui/environmentvalues/dismiss
  public var dismiss: DismissAction { fatalError() }
}

// documentation/swiftui/dismissaction
@MainActor @preconcurrency
public struct DismissAction {
  // documentation/swiftui/dismissaction/callasfunction()
  @MainActor @preconcurrency public func callAsFunction() { fatalError() }
}
