extension Optional {
  /// The payload of one case of the optional enum, to read or to change in place.
  ///
  /// An optional enum is what a `@Presents` slot or a plain optional destination holds. The
  /// subscript reads the payload when that case is held, and `nil` otherwise. Through it, a test's
  /// assertion closure changes one field of the presented case instead of rebuilding the case:
  ///
  /// ```swift
  /// await store.send(.minutesChanged(25)) {
  ///   $0.destination[case: Destination.State.settings]?.minutes = 25
  /// }
  /// ```
  ///
  /// Setting a value while the optional is `nil` or holds that case stores the case with the
  /// value. Setting a value while it holds another case is taken for a mistake: it is reported as
  /// a runtime issue naming this call site, and nothing changes. Setting `nil` sets the optional to
  /// `nil` when it holds that case, and changes nothing otherwise (an optional chain through the
  /// subscript, `?.minutes = 25` on another case, writes back the `nil` it read).
  ///
  /// - Parameters:
  ///   - path: The case, as a ``CasePath``.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  public subscript<Value>(
    case path: CasePath<Wrapped, Value>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Value? {
    get {
      flatMap(path.extract(from:))
    }
    set {
      let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      setCase(path, to: newValue, at: site)
    }
  }

  /// The payload of one case of the optional enum, named by its case constructor:
  /// `$0.destination[case: Destination.State.settings]?.minutes = 25`.
  ///
  /// The same as the subscript taking a ``CasePath``.
  ///
  /// - Parameters:
  ///   - embed: The case constructor, such as `Destination.State.settings`.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  @_disfavoredOverload
  public subscript<Value>(
    case embed: @escaping @Sendable (Value) -> Wrapped,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Value? {
    get {
      self[
        case: CasePath(embed, fileID: fileID, filePath: filePath, line: line, column: column),
        fileID: fileID, filePath: filePath, line: line, column: column
      ]
    }
    set {
      self[
        case: CasePath(embed, fileID: fileID, filePath: filePath, line: line, column: column),
        fileID: fileID, filePath: filePath, line: line, column: column
      ] = newValue
    }
  }

  private mutating func setCase<Value>(
    _ path: CasePath<Wrapped, Value>, to newValue: Value?, at site: CallSite
  ) {
    guard var wrapped = self else {
      if let newValue { self = path.embed(newValue) }
      return
    }
    guard path.extract(from: wrapped) != nil else {
      // `nil` for a case not held is what the getter gave: no change, and no mistake.
      guard let newValue else { return }
      reportIssue(
        """
        A case subscript set \(describeCase(path.embed(newValue))), but the optional holds \
        another case: \(describeCase(wrapped)). Nothing was changed.
        """,
        at: site
      )
      return
    }
    guard let newValue else {
      self = nil
      return
    }
    // Out of `self` while it changes, so that a payload held by no one else is changed where it is
    // stored, not copied.
    self = nil
    if path.modifyInPlace(&wrapped, { $0 = newValue }) == nil {
      wrapped = path.embed(newValue)
    }
    self = wrapped
  }
}
