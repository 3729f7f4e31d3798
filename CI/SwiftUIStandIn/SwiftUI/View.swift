// Stand-in for Apple's SwiftUI, for type-checking on Linux only (CI/SwiftUIStandIn/README.md).
// Each declaration is transcribed from the Apple documentation page named in the comment above it
// (paths under https://developer.apple.com/); bodies only trap. `STATECRAFT_STANDIN_SDK27` selects
// the Xcode 27 SDK's declarations where the two SDKs differ.

@_exported import Foundation
@_exported import Observation

/// The value of a stand-in `static let`: never evaluated, as nothing here runs.
@usableFromInline func standInValue<T>() -> T { fatalError() }

// documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  // documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  // documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// documentation/swiftui/never/body
extension Never: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/optional (View where Wrapped: View)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/emptyview
@frozen nonisolated public struct EmptyView: View {
  public typealias Body = Never

  // documentation/swiftui/emptyview/init()
  nonisolated public init() {}

  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/tupleview
@frozen public struct TupleView<T> {
  public var value: T

  // documentation/swiftui/tupleview/init(_:)
  @inlinable nonisolated public init(_ value: T) { self.value = value }
}

extension TupleView: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// The view `buildEither` returns (underscored, but in every view builder's signature).
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline init() { fatalError() }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/anyview
@frozen public struct AnyView: View {
  public typealias Body = Never

  // documentation/swiftui/anyview/init(_:)
  nonisolated public init<V>(_ view: V) where V: View { fatalError() }

  // documentation/swiftui/anyview/init(erasing:)
  nonisolated public init<V>(erasing view: V) where V: View { fatalError() }

  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View

  // documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

  // documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

// The proxy `ViewModifier.Content` names (underscored, as in Apple's interface).
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
  // documentation/swiftui/modifiedcontent/content
  public var content: Content

  // documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  // documentation/swiftui/modifiedcontent/init(content:modifier:)
  @inlinable nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
  @MainActor @preconcurrency public func body(content: _ViewModifier_Content<Self>) -> Never {
    fatalError()
  }
}

extension View {
  // documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    fatalError()
  }
}
