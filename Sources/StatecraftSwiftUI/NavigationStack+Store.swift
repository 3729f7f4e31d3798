#if canImport(SwiftUI)
  public import Statecraft
  public import SwiftUI

  extension NavigationStack {
    /// A navigation stack driven by a stack's store: its screens are the stack's elements, each
    /// shown by `destination` with its own store.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: Feature.Action.path)) {
    ///   ListView(store: store)
    /// } destination: { screen in
    ///   ScreenView(store: screen)
    /// }
    /// ```
    ///
    /// The stack reads and writes the store's `path`: back, a swipe back and a long press on back
    /// send one `.popFrom(id:)`, a `NavigationLink(state:label:)` sends one `.push(id:state:)`
    /// (rule V12). Each screen's store is made once per element (rule V13).
    ///
    /// - Parameters:
    ///   - path: The binding of the stack's store, from `$store.scope(state:action:)`.
    ///   - root: The view at the bottom of the stack.
    ///   - destination: The view of a screen, given the screen's store.
    ///   - fileID: The file of the call site; leave the default.
    ///   - filePath: The file path of the call site; leave the default.
    ///   - line: The line of the call site; leave the default.
    ///   - column: The column of the call site; leave the default.
    @MainActor
    public init<ElementState, ElementAction, RootContent: View, DestinationContent: View>(
      path: Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>,
      @ViewBuilder root: () -> RootContent,
      @ViewBuilder destination:
        @escaping (Store<ElementState, ElementAction>) -> DestinationContent,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    )
    where
      Data == StackPath<ElementState>,
      Root == ModifiedContent<
        RootContent, StackDestinationModifier<ElementState, ElementAction, DestinationContent>
      >
    {
      let modifier = StackDestinationModifier(
        store: path.wrappedValue, destination: destination,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      self.init(path: path[dynamicMember: \.path]) {
        root().modifier(modifier)
      }
    }
  }

  /// Shows each screen of a navigation stack driven by a stack's store: what
  /// `NavigationStack(path:root:destination:)` puts on its root view.
  public struct StackDestinationModifier<ElementState, ElementAction, Destination: View>:
    ViewModifier
  {
    let store: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
    let destination: (Store<ElementState, ElementAction>) -> Destination
    let callSite: CallSite

    /// The root view, showing each screen the path holds.
    public func body(content: Content) -> some View {
      content.navigationDestination(for: StackPath<ElementState>.Component.self) { component in
        if let screen = store.scope(
          component: component, fileID: callSite.fileID, filePath: callSite.filePath,
          line: callSite.line, column: callSite.column)
        {
          destination(screen)
        }
      }
    }
  }

  extension NavigationLink where Destination == Never {
    /// A link that pushes a screen with `state` on the navigation stack of a stack's store (see
    /// `NavigationStack(path:root:destination:)`): a tap sends one `.push(id:state:)`, with an id
    /// from `\.stackElementID`.
    ///
    /// ```swift
    /// NavigationLink(state: Detail.State(item: item)) {
    ///   Text(item.name)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state of the screen to push; `nil` disables the link.
    ///   - label: The link's label.
    public init<ElementState>(state: ElementState?, @ViewBuilder label: () -> Label) {
      self.init(value: state.map { StackPath<ElementState>.Component.link($0) }, label: label)
    }

    /// A link with a title that pushes a screen with `state` on the navigation stack of a stack's
    /// store.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title.
    ///   - state: The state of the screen to push; `nil` disables the link.
    public init<ElementState>(_ titleKey: LocalizedStringKey, state: ElementState?)
    where Label == Text {
      self.init(titleKey, value: state.map { StackPath<ElementState>.Component.link($0) })
    }

    /// A link with a title that pushes a screen with `state` on the navigation stack of a stack's
    /// store.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - state: The state of the screen to push; `nil` disables the link.
    @_disfavoredOverload
    public init<Title: StringProtocol, ElementState>(_ title: Title, state: ElementState?)
    where Label == Text {
      self.init(title, value: state.map { StackPath<ElementState>.Component.link($0) })
    }
  }
#endif
