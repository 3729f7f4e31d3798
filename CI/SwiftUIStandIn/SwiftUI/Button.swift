// documentation/swiftui/button
nonisolated public struct Button<Label> where Label: View {
  // documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { fatalError() }

  // documentation/swiftui/button/init(role:action:label:)
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { fatalError() }
}

extension Button: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// Titles: a localized string key, a string and a localized string resource, each with and without a
// role. The last two are disfavoured (not printed on the pages): a string literal is a key on Apple
// (`Button("Delete", role: .destructive)` on the ButtonRole page), and all three accept one.
extension Button where Label == Text {
  // documentation/swiftui/button/init(_:action:) (the LocalizedStringKey overload)
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) { fatalError() }

  // documentation/swiftui/button/init(_:action:) (the StringProtocol overload)
  @_disfavoredOverload
  @preconcurrency nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol { fatalError() }

  // documentation/swiftui/button/init(_:action:) (the LocalizedStringResource overload, iOS 16)
  @_disfavoredOverload
  @preconcurrency nonisolated public init(
    _ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void
  ) { fatalError() }

  // documentation/swiftui/button/init(_:role:action:) (the LocalizedStringKey overload)
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { fatalError() }

  // documentation/swiftui/button/init(_:role:action:) (the StringProtocol overload)
  @_disfavoredOverload
  @preconcurrency nonisolated public init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol { fatalError() }

  // documentation/swiftui/button/init(_:role:action:) (the LocalizedStringResource overload,
  // iOS 16)
  @_disfavoredOverload
  @preconcurrency nonisolated public init(
    _ titleResource: LocalizedStringResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) { fatalError() }
}

// documentation/swiftui/defaultbuttonlabel
nonisolated public struct DefaultButtonLabel: View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension Button where Label == DefaultButtonLabel {
  // documentation/swiftui/button/init(role:action:) (iOS 26)
  @preconcurrency nonisolated public init(
    role: ButtonRole, action: @escaping @MainActor () -> Void
  ) { fatalError() }
}

// documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  // documentation/swiftui/buttonrole/destructive
  public static let destructive: ButtonRole = standInValue()

  // documentation/swiftui/buttonrole/cancel
  public static let cancel: ButtonRole = standInValue()

  // documentation/swiftui/buttonrole/close (iOS 26)
  public static let close: ButtonRole = standInValue()

  // documentation/swiftui/buttonrole/confirm (iOS 26)
  public static let confirm: ButtonRole = standInValue()
}

// documentation/swiftui/visibility
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
  // documentation/swiftui/visibility/automatic
  case automatic

  // documentation/swiftui/visibility/visible
  case visible

  // documentation/swiftui/visibility/hidden
  case hidden
}
