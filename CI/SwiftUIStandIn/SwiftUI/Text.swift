// documentation/swiftui/text
@frozen public struct Text: Equatable, Sendable {
  // documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { fatalError() }

  // documentation/swiftui/text/init(_:)-9d1g4
  // NB: `@_disfavoredOverload` is not printed on Apple's pages; the page says a string literal
  // "triggers the init(_:tableName:bundle:comment:) method", which needs it.
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol { fatalError() }

  // documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) { fatalError() }

  // documentation/swiftui/text/init(_:) (the LocalizedStringResource overload, iOS 16; its page is
  // not in the search corpus); disfavoured, as a literal is a key
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { fatalError() }

  // documentation/swiftui/text/init(_:format:)
  public init<F>(_ input: F.FormatInput, format: F)
  where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }

  public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

extension Text: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// documentation/swiftui/localizedstringkey
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) { fatalError() }

  // documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) { fatalError() }

  // documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

  // documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }

    public mutating func appendLiteral(_ literal: String) { fatalError() }

    // documentation/swiftui/localizedstringkey/stringinterpolation (the appendInterpolation members
    // for String, Text, a formatted value, a number with or without a format specifier and a
    // reference-convertible value with a formatter; not its Image, Date-style, AttributedString or
    // NSObject members)
    public mutating func appendInterpolation(_ string: String) { fatalError() }

    public mutating func appendInterpolation(_ text: Text) { fatalError() }

    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }

    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      fatalError()
    }

    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable { fatalError() }

    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: ReferenceConvertible { fatalError() }
  }

  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError() }
}

// The numbers `LocalizedStringKey` interpolates with a format specifier (underscored in Apple's
// interface too).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// Foundation's `LocalizedStringResource` (documentation/foundation/localizedstringresource), which
// swift-corelibs-foundation lacks. Declared here, in module `SwiftUI`; the symbol check maps
// `SwiftUI.LocalizedStringResource` to `Foundation.LocalizedStringResource` before comparing.
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) { fatalError() }
  public init(stringInterpolation: String.StringInterpolation) { fatalError() }
}

// documentation/swiftui/font
@frozen public struct Font: Hashable, Sendable {
  // documentation/swiftui/font/headline
  public static let headline: Font = standInValue()

  // documentation/swiftui/font/body
  public static let body: Font = standInValue()

  // documentation/swiftui/font/caption
  public static let caption: Font = standInValue()
}

// documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// documentation/swiftui/hierarchicalshapestyle
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  // documentation/swiftui/hierarchicalshapestyle/primary
  public static let primary: HierarchicalShapeStyle = standInValue()

  // documentation/swiftui/hierarchicalshapestyle/secondary
  public static let secondary: HierarchicalShapeStyle = standInValue()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  // documentation/swiftui/shapestyle/primary
  public static var primary: HierarchicalShapeStyle { fatalError() }

  // documentation/swiftui/shapestyle/secondary
  public static var secondary: HierarchicalShapeStyle { fatalError() }
}

extension View {
  // documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { fatalError() }

  // documentation/swiftui/view/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    fatalError()
  }

  // documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }

  // documentation/swiftui/view/navigationtitle(_:) (the Text overload)
  nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError() }

  // documentation/swiftui/view/navigationtitle(_:) (the LocalizedStringKey overload)
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    fatalError()
  }

  // documentation/swiftui/view/navigationtitle(_:) (the StringProtocol overload)
  @_disfavoredOverload
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    fatalError()
  }
}
