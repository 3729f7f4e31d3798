/// A path from an enum to the payload of one of its cases: it can build the enum from a payload
/// (``embed(_:)``) and try to get the payload back out (``extract(from:)``).
///
/// Case paths are to enum cases what key paths are to properties. Statecraft's composition
/// operators use them to route actions (`Scope(state: \.child, action: Action.child)`) and, for
/// enum-shaped state, to reach the state of one case. You rarely build one yourself: wherever a
/// `CasePath` is accepted, the case constructor itself is accepted too.
///
/// ```swift
/// enum Action { case child(Child.Action); case tapped }
///
/// let child = CasePath(Action.child)
/// child.extract(from: .child(.increment))  // .increment
/// child.extract(from: .tapped)             // nil
/// let tapped = CasePath(Action.tapped)     // a CasePath<Action, Void>
/// ```
///
/// A path built from a case constructor finds its case by reflection once, from the first values it
/// sees, and from then on checks a case with one comparison of the enum's tag and projects the
/// payload without allocating. It is right for every payload shape: several cases with the same
/// payload type, labelled and tuple payloads, `indirect` cases, optional, existential and enum
/// payloads.
public struct CasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  // Exactly one of the two is set. Two optionals rather than an enum: their layout does not depend
  // on `Root` and `Value`, so code that is not specialized reads them without generic metadata.
  @usableFromInline let reflection: CaseReflection<Root, Value>?
  @usableFromInline let custom: (@Sendable (Root) -> Value?)?

  /// Creates a path from an enum case constructor.
  ///
  /// ```swift
  /// let path = CasePath(Action.child)
  /// ```
  ///
  /// - Parameters:
  ///   - embed: A case constructor, such as `Action.child`. Passing a function that is not a
  ///   case constructor of an enum is reported as a runtime issue, and the path then extracts
  ///   nothing.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  public init(
    _ embed: @escaping @Sendable (Value) -> Root,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self._embed = embed
    self.reflection = CaseReflection(
      embed: embed,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.custom = nil
  }

  /// Creates a path from hand-written functions.
  ///
  /// Use this for a path that is not a plain case, for example one that goes through two levels of
  /// enums.
  ///
  /// - Parameters:
  ///   - embed: Builds the root from a value.
  ///   - extract: Returns the value when the root holds one, else `nil`.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self.reflection = nil
    self.custom = extract
  }

  /// Whether this path extracts nothing because it could not learn its case, and said so once
  /// (a constructor that is not one, an enum built without reflection metadata): what an
  /// operator then does not report again as "another case" on every action.
  @usableFromInline
  var hasGivenUp: Bool { reflection?.hasGivenUp ?? false }

  /// Builds the root enum holding `value`.
  @inlinable
  public func embed(_ value: Value) -> Root {
    _embed(value)
  }

  /// Returns the payload when `root` holds this path's case, else `nil`.
  @inlinable @inline(__always)
  public func extract(from root: Root) -> Value? {
    if reflection != nil {
      // Checked just above; reading it without binding spares a retain on this hot path.
      return reflection.unsafelyUnwrapped.extract(from: root)
    }
    guard let custom else { return nil }
    return custom(root)
  }

  /// Runs `body` on the payload in place when `root` holds this case and its payload can be
  /// changed where it is stored; `nil` when it cannot (then extract, change and embed instead).
  @inlinable
  func modifyInPlace<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R? {
    guard reflection != nil else { return nil }
    return reflection.unsafelyUnwrapped.modifyInPlace(&root, body)
  }

  /// Changes the payload of `root` in place when `root` holds this path's case; reports an issue
  /// and changes nothing when it holds another case.
  ///
  /// Use it to change one field of an enum's payload without rebuilding the case, in a reducer or
  /// in a test's assertion closure:
  ///
  /// ```swift
  /// let settings = CasePath(Destination.State.settings)
  /// settings.modify(&state.destination) { $0.minutes = 25 }
  /// ```
  ///
  /// Where `root` may rightly hold another case, check with ``extract(from:)`` first: a call on
  /// another case is taken for a mistake. It is reported as a runtime issue naming this call site
  /// (in a test, a failure of the running test), and nothing runs.
  ///
  /// - Parameters:
  ///   - root: The enum whose payload to change.
  ///   - body: Changes the payload.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Returns: What `body` returned, or `nil` when `root` holds another case.
  @discardableResult
  public func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) -> Result,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Result? {
    if let result = modifyInPlace(&root, body) { return result }
    guard var value = extract(from: root) else {
      reportIssue(
        """
        CasePath<\(typeName(Root.self)), \(typeName(Value.self))>.modify was given \
        \(describeCase(root)), which is another case. Nothing was changed.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return nil
    }
    let result = body(&value)
    root = embed(value)
    return result
  }

  /// Changes the payload of an optional enum in place when it holds this path's case: what a
  /// `@Presents` slot or a plain optional destination holds.
  ///
  /// ```swift
  /// await store.send(.titleChanged("B")) {
  ///   CasePath(Destination.State.edit).modify(&$0.destination) { $0.title = "B" }
  /// }
  /// ```
  ///
  /// An optional that holds another case, or nothing, is taken for a mistake, as in
  /// ``modify(_:_:fileID:filePath:line:column:)``: it is reported as a runtime issue naming this
  /// call site (in a test, a failure of the running test), and nothing runs.
  ///
  /// - Parameters:
  ///   - root: The optional enum whose payload to change.
  ///   - body: Changes the payload.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  /// - Returns: What `body` returned, or `nil` when `root` holds another case or nothing.
  @discardableResult
  public func modify<Result>(
    _ root: inout Root?,
    _ body: (inout Value) -> Result,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Result? {
    guard var wrapped = root else {
      reportIssue(
        """
        CasePath<\(typeName(Root.self)), \(typeName(Value.self))>.modify was given nil, which \
        holds no case. Nothing was changed.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return nil
    }
    // Out of `root` while it changes, so that a payload held by no one else is changed where it
    // is stored, not copied.
    root = nil
    defer { root = wrapped }
    return modify(
      &wrapped, body, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A path that goes through this path's case and then through `path`.
  ///
  /// ```swift
  /// let confirm = CasePath(Action.alert).appending(path: CasePath(AlertAction.confirm))
  /// ```
  public func appending<AppendedValue>(
    path: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    CasePath<Root, AppendedValue>(
      embed: { self.embed(path.embed($0)) },
      extract: { self.extract(from: $0).flatMap(path.extract(from:)) }
    )
  }
}

extension CasePath where Value == Void {
  /// Creates a path to a case without a payload, from the case itself.
  ///
  /// ```swift
  /// let tapped = CasePath(Action.tapped)
  /// tapped.extract(from: .tapped)  // ()
  /// ```
  @_disfavoredOverload
  public init(
    _ value: Root,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let constant = PayloadlessCase(value: value)
    self.init(
      { _ in constant.value }, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// A payload-less case value captured by a case path's `embed`.
private struct PayloadlessCase<Root>: @unchecked Sendable {
  // Safe: meant for a case without a payload, which holds no data that could be shared. A value
  // with a payload is reported as a misuse when the path first extracts.
  let value: Root
}
