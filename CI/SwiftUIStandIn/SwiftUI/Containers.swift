// documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  // documentation/swiftui/foreach/data
  public var data: Data

  // documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // documentation/swiftui/foreach/init(_:content:) (the Identifiable overload)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
}

extension ForEach where Content: View {
  // documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }

  // documentation/swiftui/foreach/init(_:content:) (the Binding overload, iOS 15)
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  { fatalError() }

  // documentation/swiftui/foreach/init(_:id:content:) (the Binding overload, iOS 15)
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection,
    C: RandomAccessCollection, C.Index: Hashable
  { fatalError() }
}

#if STATECRAFT_STANDIN_SDK27
  // documentation/swiftui/foreach/init(_:content:)-ktgx (27: the extension has no `Content: View`)
  extension ForEach where Data == Range<Int>, ID == Int {
    @export(implementation) public init(
      _ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content
    ) { fatalError() }
  }
#else
  // documentation/swiftui/foreach/init(_:content:)-ktgx (26)
  extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
      fatalError()
    }
  }
#endif

// documentation/swiftui/list
public struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View {}

extension List: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  // documentation/swiftui/list/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }

  // documentation/swiftui/list/init(_:rowcontent:)-3vn6i
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  { fatalError() }

  // documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  { fatalError() }

  // documentation/swiftui/list/init(_:rowcontent:) (the Binding overload)
  nonisolated public init<Data, RowContent>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  { fatalError() }
}

// documentation/swiftui/form
public struct Form<Content> where Content: View {
  // documentation/swiftui/form/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension Form: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/vstack
@frozen public struct VStack<Content> where Content: View {
  // documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
}

extension VStack: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/hstack
@frozen public struct HStack<Content> where Content: View {
  // documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
}

extension HStack: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/spacer
@frozen public struct Spacer {
  // documentation/swiftui/spacer/init(minlength:)
  nonisolated public init(minLength: CGFloat? = nil) { fatalError() }
}

extension Spacer: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading: HorizontalAlignment = standInValue()
  public static let center: HorizontalAlignment = standInValue()
  public static let trailing: HorizontalAlignment = standInValue()
}

// documentation/swiftui/verticalalignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
  public static let top: VerticalAlignment = standInValue()
  public static let center: VerticalAlignment = standInValue()
  public static let bottom: VerticalAlignment = standInValue()
}

// documentation/swiftui/textfield
nonisolated public struct TextField<Label> where Label: View {
  // documentation/swiftui/textfield/init(text:prompt:label:)
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) { fatalError() }
}

extension TextField: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  // documentation/swiftui/textfield/init(_:text:)
  @export(implementation) nonisolated public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>
  ) { fatalError() }

  // documentation/swiftui/textfield/init(_:text:)-2laoi
  @_disfavoredOverload
  @export(implementation) nonisolated public init<S>(_ title: S, text: Binding<String>)
  where S: StringProtocol { fatalError() }

  // documentation/swiftui/textfield/init(_:text:prompt:) (the LocalizedStringKey overload)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    fatalError()
  }

  // documentation/swiftui/textfield/init(_:text:prompt:) (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?)
  where S: StringProtocol { fatalError() }
}

// documentation/swiftui/toggle
nonisolated public struct Toggle<Label> where Label: View {
  // documentation/swiftui/toggle/init(ison:label:)
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Toggle: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  // documentation/swiftui/toggle/init(_:ison:) (the LocalizedStringKey overload)
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }

  // documentation/swiftui/toggle/init(_:ison:) (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
    fatalError()
  }
}
