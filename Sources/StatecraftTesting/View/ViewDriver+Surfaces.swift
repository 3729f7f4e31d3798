import Observation
public import Statecraft
import Synchronization

/// What a driver shows and renders: a presentation or a stack.
@MainActor
class DriverSurface {
  /// Re-reads the bindings, presenting and dismissing as SwiftUI would.
  func render() {}
}

// MARK: - Alerts and dialogs

/// An alert or a dialog as a driver shows it: content captured when it was presented (A6).
@MainActor
final class AlertModel<Content, ButtonAction>: DriverSurface {
  private unowned let driver: any AnyViewDriver
  private let makeBinding: @MainActor () -> PresentationBinding<Content, ButtonAction>
  let content: (Content) -> (title: String, message: String?, buttons: [ButtonState<ButtonAction>])
  private let tapButton:
    @MainActor (Store<Content, ButtonAction>, ButtonState<ButtonAction>) -> Void
  /// The binding of the last render: what a tap writes `nil` through.
  private var binding: PresentationBinding<Content, ButtonAction>?
  /// The binding that presented what is on screen: what a dismissal writes `nil` through (A2).
  private var presenting: PresentationBinding<Content, ButtonAction>?
  /// What is on screen: its store and its content when it was presented.
  private(set) var shown: (store: Store<Content, ButtonAction>, content: Content)?

  init(
    driver: any AnyViewDriver,
    binding: @escaping @MainActor () -> PresentationBinding<Content, ButtonAction>,
    content:
      @escaping (Content) -> (
        title: String, message: String?, buttons: [ButtonState<ButtonAction>]
      ),
    tap: @escaping @MainActor (Store<Content, ButtonAction>, ButtonState<ButtonAction>) -> Void
  ) {
    self.driver = driver
    self.makeBinding = binding
    self.content = content
    self.tapButton = tap
  }

  override func render() {
    let binding = makeBinding()
    self.binding = binding
    let current = binding.wrappedValue
    if let shown, current !== shown.store {
      self.shown = nil
      presenting?.wrappedValue = nil
    }
    if shown == nil, let current {
      shown = (current, current.withState { $0 })
      presenting = binding
    }
  }

  /// The content on screen, if something is.
  var onScreen: (title: String, message: String?, buttons: [ButtonState<ButtonAction>])? {
    shown.map { content($0.content) }
  }

  func tap(_ label: String, order: TapOrder, at site: SourceCallSite) {
    guard let shown, let binding else {
      site.fail("No alert or dialog is on screen to tap «\(label)» in.")
      return
    }
    let buttons = content(shown.content).buttons
    guard let button = buttons.first(where: { $0.label.description == label }) else {
      let labels = buttons.map { "«\($0.label)»" }.joined(separator: ", ")
      site.fail("No button «\(label)» is on screen; its buttons are \(labels).")
      return
    }
    driver.perform {
      switch order {
      case .actionFirst:
        tapButton(shown.store, button)
        binding.wrappedValue = nil
      case .nilWriteFirst:
        binding.wrappedValue = nil
        tapButton(shown.store, button)
      }
    }
  }

  func dismissBySystem() {
    guard let binding else { return }
    driver.perform { binding.wrappedValue = nil }
  }
}

/// An alert as a driver shows it: a live handle on what is on screen.
@MainActor
public struct AlertSurface<Action> {
  let model: AlertModel<AlertState<Action>, Action>

  /// Whether the alert is on screen.
  public var isPresented: Bool { model.shown != nil }
  /// The alert's title, or `nil` when none is on screen.
  public var title: String? { model.onScreen?.title }
  /// The alert's message, or `nil` when it has none or none is on screen.
  public var message: String? { model.onScreen?.message }
  /// The labels of the alert's buttons, in order; empty when none is on screen. An alert without
  /// buttons shows the system's OK, which is ``dismissBySystem()``.
  public var buttons: [String] { model.onScreen?.buttons.map { $0.label.description } ?? [] }

  /// Taps the button labelled `label`: runs its action and writes `nil` to the binding, in
  /// `order`, then ends the turn and renders.
  ///
  /// - Parameters:
  ///   - label: The button's label.
  ///   - order: The order of the button's action and the `nil` write.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  public func tap(
    _ label: String,
    order: TapOrder = .actionFirst,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    model.tap(
      label, order: order,
      at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Dismisses the alert as the system does (its own OK, Escape): writes `nil` to the binding and
  /// runs no button; then ends the turn and renders.
  public func dismissBySystem() {
    model.dismissBySystem()
  }
}

/// A confirmation dialog as a driver shows it: a live handle on what is on screen.
@MainActor
public struct DialogSurface<Action> {
  let model: AlertModel<ConfirmationDialogState<Action>, Action>

  /// Whether the dialog is on screen.
  public var isPresented: Bool { model.shown != nil }
  /// The dialog's title, or `nil` when none is on screen (whether the title is visible is
  /// ``titleVisibility``).
  public var title: String? { model.onScreen?.title }
  /// Whether the dialog shows its title, or `nil` when none is on screen.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility? {
    model.shown?.content.titleVisibility
  }
  /// The dialog's message, or `nil` when it has none or none is on screen.
  public var message: String? { model.onScreen?.message }
  /// The labels of the dialog's buttons, in order; empty when none is on screen.
  public var buttons: [String] { model.onScreen?.buttons.map { $0.label.description } ?? [] }

  /// Taps the button labelled `label`: runs its action and writes `nil` to the binding, in
  /// `order`, then ends the turn and renders.
  ///
  /// - Parameters:
  ///   - label: The button's label.
  ///   - order: The order of the button's action and the `nil` write.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  public func tap(
    _ label: String,
    order: TapOrder = .actionFirst,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    model.tap(
      label, order: order,
      at: SourceCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Dismisses the dialog as the system does (a tap outside it, Escape): writes `nil` to the
  /// binding and runs no button; then ends the turn and renders.
  public func dismissBySystem() {
    model.dismissBySystem()
  }
}

// MARK: - Sheets

/// A sheet (or popover, cover, destination) as a driver shows it.
@MainActor
final class SheetModel<Content, ContentAction>: DriverSurface {
  private unowned let driver: any AnyViewDriver
  private let makeBinding: @MainActor () -> PresentationBinding<Content, ContentAction>
  private var binding: PresentationBinding<Content, ContentAction>?
  private var presenting: PresentationBinding<Content, ContentAction>?
  private(set) var shown: Store<Content, ContentAction>?

  init(
    driver: any AnyViewDriver,
    binding: @escaping @MainActor () -> PresentationBinding<Content, ContentAction>
  ) {
    self.driver = driver
    self.makeBinding = binding
  }

  override func render() {
    let binding = makeBinding()
    self.binding = binding
    let current = binding.wrappedValue
    if let shown, current !== shown {
      self.shown = nil
      presenting?.wrappedValue = nil
    }
    if shown == nil, let current {
      shown = current
      presenting = binding
    }
  }

  func swipeDown() {
    guard shown != nil, let binding else { return }
    driver.perform { binding.wrappedValue = nil }
  }
}

/// A sheet as a driver shows it: a live handle on what is on screen.
@MainActor
public struct SheetSurface<State, Action> {
  let model: SheetModel<State, Action>

  /// The store of the feature the sheet shows, or `nil` when no sheet is on screen.
  public var store: Store<State, Action>? { model.shown }

  /// Whether the sheet is on screen.
  public var isPresented: Bool { model.shown != nil }

  /// Swipes the sheet down (or taps outside a popover): writes `nil` to the binding, then ends
  /// the turn and renders.
  public func swipeDown() {
    model.swipeDown()
  }
}

// MARK: - Stacks

/// A navigation stack as a driver shows it.
@MainActor
final class StackModel<E, EA>: DriverSurface {
  private unowned let driver: any AnyViewDriver
  private let makeStack: @MainActor () -> Store<StackState<E>, StackAction<E, EA>>
  /// The path on screen, as of the last render.
  private(set) var path = StackPath<E>()
  private(set) var screens: [Store<E, EA>] = []
  private var stack: Store<StackState<E>, StackAction<E, EA>>?

  init(
    driver: any AnyViewDriver,
    stack: @escaping @MainActor () -> Store<StackState<E>, StackAction<E, EA>>
  ) {
    self.driver = driver
    self.makeStack = stack
  }

  override func render() {
    let stack = makeStack()
    self.stack = stack
    path = stack.path
    // Each screen as a navigation view's destination builds it: from its path component.
    screens = path.compactMap { stack.scope(component: $0) }
  }

  func write(_ newPath: StackPath<E>) {
    guard let stack else { return }
    driver.perform { stack.path = newPath }
  }
}

/// A navigation stack as a driver shows it: a live handle on its screens.
@MainActor
public struct StackSurface<State, Action> {
  let model: StackModel<State, Action>

  /// The stores of the screens on the stack, bottom first (the root view is not one of them).
  public var screens: [Store<State, Action>] { model.screens }

  /// Goes back one screen, as the back button or a swipe does.
  public func swipeBack() {
    guard !model.path.isEmpty else { return }
    model.write(StackPath(model.path.dropLast()))
  }

  /// Goes back to the root view, as a long press on back and its first entry do.
  public func popToRoot() {
    popTo(count: 0)
  }

  /// Goes back until `count` screens are left, as a long press on back does.
  ///
  /// - Parameter count: How many screens to keep.
  public func popTo(count: Int) {
    guard count >= 0, count < model.path.count else { return }
    model.write(StackPath(model.path.prefix(count)))
  }

  /// Taps a `NavigationLink(state:)` of a screen: appends a link to the path.
  ///
  /// - Parameter state: The state of the screen the link pushes.
  public func tapLink(_ state: State) {
    model.write(model.path + [.link(state)])
  }
}

// MARK: - Probes

/// What a probe reads, and how often it was invalidated.
@MainActor
final class ProbeModel {
  private let read: @MainActor () -> Void
  /// Changes that invalidated the last read, counted where the observation tells them (the
  /// thread of the change).
  private let fired = Counter()
  /// Whether the last read was invalidated and not read again yet.
  private var isStale = true

  init(read: @escaping @MainActor () -> Void) {
    self.read = read
  }

  var invalidations: Int { fired.value }

  /// Reads again if the last read was invalidated (or never made).
  func reread() {
    guard isStale || fired.value != readsInvalidated else { return }
    readsInvalidated = fired.value
    isStale = false
    let fired = self.fired
    withObservationTracking {
      read()
    } onChange: {
      fired.increment()
    }
  }

  private var readsInvalidated = 0
}

/// A count that observation callbacks bump from any thread.
private final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

/// How many times what a probe reads was invalidated: a live handle.
@MainActor
public struct ObservationProbe {
  let model: ProbeModel

  /// How many changes invalidated what the probe read; the first read is not one.
  public var invalidations: Int { model.invalidations }
}

/// A driver, whatever its types: what its surfaces run gestures through.
@MainActor
protocol AnyViewDriver: AnyObject {
  /// Runs a gesture, collecting its reports, ending the turn and rendering.
  func perform(_ gesture: () -> Void)
}

extension ViewDriver: AnyViewDriver {
  func perform(_ gesture: () -> Void) {
    self.gesture(gesture)
  }
}

extension SourceCallSite {
  /// Fails the running test here: a driver was asked for a gesture the screen does not offer.
  func fail(_ message: String) {
    recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
