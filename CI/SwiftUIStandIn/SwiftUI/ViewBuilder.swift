// documentation/swiftui/viewbuilder
//
// The two SDKs' builders differ. Xcode 26's requires `View` of every component; Xcode 27's is
// type-agnostic ("doesn't restrict the types you use in closures to conform to View", the 27 page
// says) and adds `ContentBuilder`, a type alias for it. Parameters of declarations that exist in
// both SDKs are written `@ViewBuilder` here, as the 26 pages spell them (the 27 pages spell the
// same type `@ContentBuilder`); declarations only in the 27 SDK are written `@ContentBuilder`.
@resultBuilder public struct ViewBuilder {
  #if STATECRAFT_STANDIN_SDK27
    // documentation/swiftui/viewbuilder/buildblock() (27)
    @export(implementation) public static func buildBlock() -> EmptyContent { EmptyView() }

    // documentation/swiftui/viewbuilder/buildblock(_:) (27)
    @export(implementation) public static func buildBlock<Content>(_ content: Content) -> Content {
      content
    }
  #else
    // documentation/swiftui/viewbuilder/buildexpression(_:) (26)
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: View { content }

    // documentation/swiftui/viewbuilder/buildblock() (26)
    public static func buildBlock() -> EmptyView { EmptyView() }

    // documentation/swiftui/viewbuilder/buildblock(_:) (26)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
      content
    }
  #endif

  // documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content))
  }
}

#if STATECRAFT_STANDIN_SDK27
  // documentation/swiftui/contentbuilder (27 only: the ViewBuilder page says "when you build your
  // project in Xcode 26 and earlier, use ViewBuilder")
  public typealias ContentBuilder = ViewBuilder

  // What `buildBlock()` returns in the 27 SDK: its page prints `EmptyContent` and its identifier
  // mangles `EmptyView`, so a type alias of it (no page for the alias was found).
  public typealias EmptyContent = EmptyView

  extension ViewBuilder {
    // documentation/swiftui/viewbuilder/buildif(_:) (27)
    @export(implementation) public static func buildIf<Content>(_ content: Content?) -> Content? {
      content
    }

    // documentation/swiftui/viewbuilder/buildeither(first:) (27)
    @export(implementation) public static func buildEither<TrueContent, FalseContent>(
      first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }

    // documentation/swiftui/viewbuilder/buildeither(second:) (27)
    @export(implementation) public static func buildEither<TrueContent, FalseContent>(
      second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  }
#else
  extension ViewBuilder {
    // documentation/swiftui/viewbuilder/buildif(_:) (26)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
      content
    }

    // documentation/swiftui/viewbuilder/buildeither(first:) (26)
    public static func buildEither<TrueContent, FalseContent>(
      first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }

    // documentation/swiftui/viewbuilder/buildeither(second:) (26)
    public static func buildEither<TrueContent, FalseContent>(
      second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }
  }
#endif

extension ViewBuilder {
  // documentation/swiftui/viewbuilder/buildlimitedavailability(_:) (the View overload, from the 26
  // page; the 27 page shows only the overload group's `Commands` member)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View { AnyView(content) }
}
