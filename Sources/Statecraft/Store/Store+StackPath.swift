import Foundation

extension Store {
  /// A store for a navigation stack in the state: what a navigation view reads its ``path`` from
  /// and writes it back to, and scopes each screen's store from.
  ///
  /// ```swift
  /// let stack = store.scope(state: \.path, action: Feature.Action.path)
  /// stack.path                    // the screens, bottom first
  /// stack.scope(id: 0)            // the bottom screen's store
  /// ```
  ///
  /// Each call from the same place returns the same store, so the screens' stores it gives
  /// (``scope(id:fileID:filePath:line:column:)``) are the same from one read to the next.
  ///
  /// - Parameters:
  ///   - toStackState: The key path to the stack.
  ///   - toStackAction: The action case holding the stack's actions.
  ///   - fileID: The file of the call site; leave the default.
  ///   - filePath: The file path of the call site; leave the default.
  ///   - line: The line of the call site; leave the default.
  ///   - column: The column of the call site; leave the default.
  /// - Returns: The stack's store.
  public func scope<ElementState, ElementAction>(
    state toStackState: KeyPath<State, StackState<ElementState>>,
    action toStackAction: CasePath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>> {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return propertyStore(
      toStackState, embed: toStackAction.embed, what: "a stack", at: callSite)
  }

  /// A store for a navigation stack in the state, with the action's case constructor.
  public func scope<ElementState, ElementAction>(
    state toStackState: KeyPath<State, StackState<ElementState>>,
    action toStackAction: @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>> {
    scope(
      state: toStackState, action: CasePath(toStackAction),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The store of the screen `component` stands for: the stack's element that component names,
  /// by id, never by position; `nil` when the stack no longer holds it.
  ///
  /// This is what a navigation view's destination builds each screen from. A navigation view may
  /// still ask for a screen the stack has just popped, while it animates away: that screen gets
  /// `nil`, and so nothing to draw but what the view kept.
  ///
  /// ```swift
  /// .navigationDestination(for: StackPath<Path.State>.Component.self) { component in
  ///   if let screen = stack.scope(component: component) {
  ///     PathView(store: screen)
  ///   }
  /// }
  /// ```
  ///
  /// The store is the one ``scope(id:fileID:filePath:line:column:)`` gives for the element's id:
  /// a screen pushed by a link (``StackPath/Component/link(_:)``) is found by its link's token.
  ///
  /// - Parameters:
  ///   - component: A component of this store's ``path``.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Returns: The screen's store, or `nil` when the stack does not hold the screen.
  public func scope<ElementState, ElementAction>(
    component: StackPath<ElementState>.Component,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let id: StackElementID
    switch component.id {
    case .element(let elementID):
      id = elementID
    case .link(let token):
      guard let linked = viewRoot.element(linkedBy: token) else { return nil }
      id = linked
    }
    return scope(id: id, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Store
where
  State: _StackStateProtocol, Action: _StackActionProtocol,
  Action._ElementState == State._ElementState
{
  /// The stack as a navigation view's path: its screens, bottom first.
  ///
  /// Reading it registers observation of the stack's screens (their ids), not of their states.
  ///
  /// Setting it is what a navigation view does, and sends what the write means (rule V12):
  /// - the same screens: nothing;
  /// - the first screens only (back, a swipe back, a long press on back): one `.popFrom(id:)`,
  ///   of the lowest screen that left;
  /// - the same screens followed by ``StackPath/Component/link(_:)`` components: one
  ///   `.push(id:state:)` for each, with ids the store mints with `\.stackElementID`; the pushed
  ///   screen keeps its link's id in the path;
  /// - anything else (screens in another order, screens the stack does not hold, a pop and a push
  ///   at once): nothing, and a runtime issue naming where the stack's store was scoped.
  ///
  /// ```swift
  /// stack.path = StackPath(stack.path.dropLast())  // back: sends .popFrom(id:) of the top screen
  /// ```
  public var path: StackPath<State._ElementState> {
    get {
      let stack = withState { $0._stack }
      node.access(field: .stackPath, value: stack.ids, state: core.state) {
        ReadField(keyPath: nil, value: stack.ids) { $0.value._stack.ids }
      }
      let tokens = viewRoot.linkTokens
      return StackPath(
        zip(stack.ids, stack).map { id, element in
          StackPath.Component(
            id: tokens[id].map(StackPathID.link) ?? .element(id), element: element)
        }
      )
    }
    set {
      UIWrite.perform { write(newValue) }
    }
  }

  /// Sends what a path written by a navigation view means (see ``path``).
  private func write(_ newPath: StackPath<State._ElementState>) {
    let current = withState { $0._stack.ids }
    let tokens = viewRoot.linkTokens
    var kept: [StackElementID] = []
    var links: [(token: UUID, element: State._ElementState)] = []
    var isValid = true
    for component in newPath {
      switch component.id {
      case .element(let id) where links.isEmpty:
        kept.append(id)
      case .link(let token) where links.isEmpty:
        if let id = current.first(where: { tokens[$0] == token }) {
          kept.append(id)
        } else {
          links.append((token, component.element))
        }
      case .link(let token):
        if current.contains(where: { tokens[$0] == token }) { isValid = false }
        links.append((token, component.element))
      case .element:
        isValid = false
      }
    }
    if isValid, links.isEmpty, kept == current { return }
    if isValid, links.isEmpty, kept.count < current.count, current.starts(with: kept) {
      for id in current[kept.count...] { viewRoot.unlink(id) }
      send(Action(_stackAction: .popFrom(id: current[kept.count])))
      return
    }
    if isValid, !links.isEmpty, kept == current {
      for link in links {
        let generator = rootDependencies.stackElementID
        let site = pin?.callSite
        let id = withState { state in
          state._stack._freshID(
            from: generator, fileID: site?.fileID ?? #fileID, filePath: site?.filePath ?? #filePath,
            line: site?.line ?? #line, column: site?.column ?? #column)
        }
        viewRoot.link(id, token: link.token)
        send(Action(_stackAction: .push(id: id, state: link.element)))
      }
      return
    }
    let described = newPath.map { component -> String in
      switch component.id {
      case .element(let id): "\(id)"
      case .link: "a link"
      }
    }
    let message = """
      A navigation path was written with [\(described.joined(separator: ", "))], which is \
      neither the stack \(StackState<State._ElementState>.describe(current)), a first part of it, \
      nor the stack followed by links. Nothing was sent.

      A navigation view's path only loses screens from the top or gains links at the top.
      """
    if let callSite = pin?.callSite {
      reportIssue(message, at: callSite)
    } else {
      reportIssue(message)
    }
  }
}

/// Not API: what a stack store's ``Store/path`` needs of its state, `StackState`.
@_documentation(visibility: private)
public protocol _StackStateProtocol {
  /// The state of one screen.
  associatedtype _ElementState
  /// The stack itself.
  var _stack: StackState<_ElementState> { get }
}

extension StackState: _StackStateProtocol {
  /// The stack itself.
  @_documentation(visibility: private)
  public var _stack: StackState<Element> { self }
}

/// Not API: what a stack store's ``Store/path`` needs of its action, `StackAction`.
@_documentation(visibility: private)
public protocol _StackActionProtocol {
  /// The state of one screen.
  associatedtype _ElementState
  /// The action of one screen.
  associatedtype _ElementAction
  /// The stack action itself.
  init(_stackAction: StackAction<_ElementState, _ElementAction>)
}

extension StackAction: _StackActionProtocol {
  /// The stack action itself.
  @_documentation(visibility: private)
  public init(_stackAction action: Self) {
    self = action
  }
}
