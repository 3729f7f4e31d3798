extension Store {
  /// A store for one screen of a navigation stack, or `nil` when no element has that id.
  ///
  /// Scope to the stack first, then to each screen by id, as a navigation view draws them:
  ///
  /// ```swift
  /// let pathStore = store.scope(state: \.path, action: Feature.Action.path)
  /// for id in pathStore.ids {
  ///   if let screen = pathStore.scope(id: id) {
  ///     // draw the screen with `screen`, a Store<Path.State, Path.Action>
  ///   }
  /// }
  /// ```
  ///
  /// Actions sent on the screen's store reach the parent as `.element(id:action:)`. Once the
  /// element is popped, the store keeps showing the last state it had (a view animating away
  /// still has something to draw), and drops what is sent on it: the first such send is reported
  /// as a runtime issue naming this call site.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Returns: The element's store, or `nil` when it is not in the stack.
  public func scope<ElementState, ElementAction>(
    id: StackElementID,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return cachedScope(key: .id(id), callSite: callSite, observes: false) {
      let plan = IdentityPlan.of(ElementState.self)
      return ScopeReading(
        child: { $0[id: id] }, identity: { $0[id: id].map(plan.identity(of:)) },
        embed: { .element(id: id, action: $0) },
        dropped: { action in
          """
          An action was sent on the store of the stack element \(id), which has been popped. The \
          action was dropped, and so will be any sent on this store after it.

            Action: \(action)

          A view should let go of a screen's store when the screen leaves the stack.
          """
        }
      )
    }
  }

  /// Pushes a screen: mints its id with the store's `\.stackElementID` and sends
  /// `.push(id:state:)`.
  ///
  /// ```swift
  /// pathStore.push(.detail(Detail.State(item: item)))
  /// ```
  ///
  /// The id is above every id the stack ever held. Past `Int.max` (an id that high pushed by
  /// hand) the ids go on from `Int.min`, reported once at this call site, and an id the stack
  /// holds is passed over.
  ///
  /// - Parameters:
  ///   - element: The screen's state.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Returns: The effects the push started, to cancel them or wait for them.
  @discardableResult
  public func push<ElementState, ElementAction>(
    _ element: ElementState,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreTask
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let generator = rootDependencies.stackElementID
    let id = withState { stack in
      stack._freshID(
        from: generator, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return send(.push(id: id, state: element))
  }

  /// Takes the ids a navigation view's path now holds, after the user went back: sends one
  /// `.popFrom(id:)` for the first screen that left.
  ///
  /// A navigation view can only take screens off the top (a back button, a swipe, a long press
  /// on back that jumps several screens): `ids` is then a proper prefix of the stack's ids, and
  /// one pop, of the lowest screen gone, removes them all. Ids equal to the stack's send nothing.
  /// Anything else (ids the stack does not hold, in another order, or more of them) is reported
  /// as a runtime issue naming this call site, and nothing is sent: push a screen with
  /// ``push(_:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// // A SwiftUI path binding's setter:
  /// set: { ids in pathStore.setPath(ids) }
  /// ```
  ///
  /// - Parameters:
  ///   - ids: The ids the view's path holds now, bottom first.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Returns: The effects the pop started, to cancel them or wait for them.
  @discardableResult
  public func setPath<ElementState, ElementAction>(
    _ ids: [StackElementID],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreTask
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let current = withState { $0.ids }
    if ids == current { return StoreTask(group: nil) }
    guard ids.count < current.count, current.starts(with: ids) else {
      reportIssue(
        """
        Store.setPath(_:) was given the ids \(StackState<ElementState>.describe(ids)), which are \
        neither the stack's ids \(StackState<ElementState>.describe(current)) nor a first part \
        of them. Nothing was sent.

        A navigation view's path only loses screens from the top; push a screen with push(_:).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return StoreTask(group: nil)
    }
    return send(.popFrom(id: current[ids.count]))
  }
}
