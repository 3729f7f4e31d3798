// Stand-in for Apple's UIKit, for type-checking on Linux only (CI/SwiftUIStandIn/README.md): the
// view controller presentation and alert API the adapters use, transcribed from the Apple
// documentation page named above each declaration (paths under https://developer.apple.com/).
// UIKit's identifiers are Objective-C ones (`c:objc(cs)…`) that no Swift declaration mangles to,
// so the symbol check compares these by path and declaration instead.

@_exported import Foundation

// documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

// documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  // documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  // documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }

  // documentation/uikit/uiviewcontroller/title
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError() }

  // documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

  // documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { fatalError() }

  // documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? { fatalError() }

  // documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingDismissed: Bool { fatalError() }
}

// documentation/uikit/uialertcontroller
@MainActor open class UIAlertController: UIViewController {
  // documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { fatalError() }

  // documentation/uikit/uialertcontroller/title
  open override var title: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) { fatalError() }

  // documentation/uikit/uialertcontroller/actions
  open var actions: [UIAlertAction] { fatalError() }

  // documentation/uikit/uialertcontroller/preferredaction
  open var preferredAction: UIAlertAction? {
    get { fatalError() }
    set { fatalError() }
  }

  // documentation/uikit/uialertcontroller/message
  open var message: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // documentation/uikit/uialertcontroller/preferredstyle
  open var preferredStyle: UIAlertController.Style { fatalError() }

  // documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    // documentation/uikit/uialertcontroller/style/actionsheet
    case actionSheet = 0

    // documentation/uikit/uialertcontroller/style/alert
    case alert = 1
  }
}

// documentation/uikit/uialertaction
@MainActor open class UIAlertAction: NSObject {
  // documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { fatalError() }

  // documentation/uikit/uialertaction/title
  open var title: String? { fatalError() }

  // documentation/uikit/uialertaction/style-swift.property
  open var style: UIAlertAction.Style { fatalError() }

  // documentation/uikit/uialertaction/isenabled
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, Sendable {
    // documentation/uikit/uialertaction/style-swift.enum/default
    case `default` = 0

    // documentation/uikit/uialertaction/style-swift.enum/cancel
    case cancel = 1

    // documentation/uikit/uialertaction/style-swift.enum/destructive
    case destructive = 2
  }
}
