// documentation/swiftui/alert (deprecated in 27.0; the type `alert(isPresented:content:)` and
// `alert(item:content:)` take)
public struct Alert {
  // documentation/swiftui/alert/init(title:message:dismissbutton:)
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    fatalError()
  }

  // documentation/swiftui/alert/init(title:message:primarybutton:secondarybutton:)
  public init(
    title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button
  ) { fatalError() }

  // documentation/swiftui/alert/button
  public struct Button {
    // documentation/swiftui/alert/button/default(_:action:)
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      fatalError()
    }

    // documentation/swiftui/alert/button/cancel(_:action:)
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      fatalError()
    }

    // documentation/swiftui/alert/button/cancel(_:)
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { fatalError() }

    // documentation/swiftui/alert/button/destructive(_:action:)
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      fatalError()
    }
  }
}
