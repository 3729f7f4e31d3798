// documentation/swiftui/navigationstack
nonisolated public struct NavigationStack<Data, Root> where Root: View {
  // documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  { fatalError() }

  // documentation/swiftui/navigationstack/init(root:)
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    fatalError()
  }

  // documentation/swiftui/navigationstack/init(path:root:)-63x0h
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath { fatalError() }
}

extension NavigationStack: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
  // documentation/swiftui/navigationpath/init()
  public init() { fatalError() }

  // documentation/swiftui/navigationpath/init(_:)
  public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable { fatalError() }

  // documentation/swiftui/navigationpath/count
  public var count: Int { fatalError() }

  // documentation/swiftui/navigationpath/isempty
  public var isEmpty: Bool { fatalError() }

  // documentation/swiftui/navigationpath/append(_:)
  public mutating func append<V>(_ value: V) where V: Hashable { fatalError() }

  // documentation/swiftui/navigationpath/removelast(_:)
  public mutating func removeLast(_ k: Int = 1) { fatalError() }

  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

// documentation/swiftui/navigationlink
nonisolated public struct NavigationLink<Label, Destination>
where Label: View, Destination: View {
  // documentation/swiftui/navigationlink/init(destination:label:) (iOS 16; a destination builder)
  nonisolated public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) { fatalError() }

  // documentation/swiftui/navigationlink/init(destination:label:)-9dxix (deprecated in 27.0)
  nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
    fatalError()
  }
}

extension NavigationLink: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
  // documentation/swiftui/navigationlink/init(_:destination:) (the LocalizedStringKey overload)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination
  ) { fatalError() }

  // documentation/swiftui/navigationlink/init(_:destination:) (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination)
  where S: StringProtocol { fatalError() }
}

extension NavigationLink where Destination == Never {
  // documentation/swiftui/navigationlink/init(value:label:) (the Hashable overload)
  nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
    fatalError()
  }

  // documentation/swiftui/navigationlink/init(value:label:) (the Codable overload)
  nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label)
  where P: Decodable, P: Encodable, P: Hashable { fatalError() }

  // documentation/swiftui/navigationlink/init(_:value:) (the LocalizedStringKey overload)
  nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?)
  where Label == Text, P: Hashable { fatalError() }

  // documentation/swiftui/navigationlink/init(_:value:) (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public init<S, P>(_ title: S, value: P?)
  where Label == Text, S: StringProtocol, P: Hashable { fatalError() }
}

extension View {
  // documentation/swiftui/view/navigationdestination(for:destination:)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { fatalError() }

  // documentation/swiftui/view/navigationdestination(ispresented:destination:)
  nonisolated public func navigationDestination<V>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View where V: View { fatalError() }

  // documentation/swiftui/view/navigationdestination(item:destination:)
  nonisolated public func navigationDestination<D, C>(
    item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { fatalError() }
}
