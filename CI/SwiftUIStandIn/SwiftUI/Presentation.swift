extension View {
  // documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { fatalError() }

  // documentation/swiftui/view/sheet(item:ondismiss:content:)
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { fatalError() }

  // documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:) (no macOS)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { fatalError() }

  // documentation/swiftui/view/fullscreencover(item:ondismiss:content:) (no macOS)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { fatalError() }

  // documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
  // (no tvOS, no watchOS)
  @available(tvOS, unavailable) @available(watchOS, unavailable)
  nonisolated public func popover<Content>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { fatalError() }

  // documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  // (no tvOS, no watchOS)
  @available(tvOS, unavailable) @available(watchOS, unavailable)
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { fatalError() }
}

// documentation/swiftui/popoverattachmentanchor
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

// documentation/swiftui/anchor
@frozen public struct Anchor<Value> {
  // documentation/swiftui/anchor/source
  @frozen public struct Source {}
}

extension Anchor.Source where Value == CGRect {
  // documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { fatalError() }
}

// documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public static let center: UnitPoint = standInValue()
  public static let top: UnitPoint = standInValue()
  public static let bottom: UnitPoint = standInValue()
}

// documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
}
