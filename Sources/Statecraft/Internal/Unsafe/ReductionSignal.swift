/// Per-thread counters that reducers bump when they handle an action, so that the operator
/// around them can tell afterwards whether anyone did: how wiring mistakes are found (a slot
/// without its `ifLet`, a destination case without its `Scope` line) without changing what the
/// reducers return.
///
/// Reducing is synchronous, so the counts seen before and after a child reducer call on one
/// thread are that call's. Per thread rather than global, so that reducers run by hand on other
/// threads never mix their counts.
@usableFromInline
enum ReductionSignal {
  /// How many actions a `Scope` to an enum case (a destination's line) has run on this thread.
  @usableFromInline
  static var caseScopesMatched: UInt { ThreadContext.current.pointee.caseScopesMatched }

  /// How many actions a presentation `ifLet` has taken on this thread.
  @usableFromInline
  static var presentationsHandled: UInt { ThreadContext.current.pointee.presentationsHandled }

  @usableFromInline
  static func caseScopeMatched() {
    ThreadContext.current.pointee.caseScopesMatched &+= 1
  }

  @usableFromInline
  static func presentationHandled() {
    ThreadContext.current.pointee.presentationsHandled &+= 1
  }

  /// How many binding actions a `BindingReducer` has applied on this thread.
  @usableFromInline
  static var bindingsApplied: UInt { ThreadContext.current.pointee.bindingsApplied }

  /// Counts a binding action as applied although nothing wrote it (it was reported instead), so
  /// that the features around the one it was for do not report it again. It wrote no field.
  @usableFromInline
  static func bindingApplied() {
    bindingApplied(at: \ThreadContext.bindingsApplied)
  }

  /// Counts a binding a `BindingReducer` applied, and notes the key path it wrote.
  @usableFromInline
  static func bindingApplied(at keyPath: AnyKeyPath) {
    let context = ThreadContext.current
    context.pointee.bindingsApplied &+= 1
    let log = context.pointee.bindingKeyPaths.count
    context.pointee.bindingKeyPaths[Int(context.pointee.bindingsApplied % UInt(log))] = keyPath
  }

  /// The key paths of the bindings applied on this thread since ``bindingsApplied`` was `before`,
  /// oldest first; `nil` when there were more than the log keeps.
  static func bindingKeyPaths(since before: UInt) -> [AnyKeyPath]? {
    let context = ThreadContext.current
    let now = context.pointee.bindingsApplied
    let log = context.pointee.bindingKeyPaths
    guard now &- before <= UInt(log.count) else { return nil }
    var keyPaths: [AnyKeyPath] = []
    var count = before
    while count != now {
      count &+= 1
      guard let keyPath = log[Int(count % UInt(log.count))] else { return nil }
      keyPaths.append(keyPath)
    }
    return keyPaths
  }
}
