/// The screens of a navigation stack, in order from the bottom: each an element with an id of its
/// own.
///
/// Keep a stack in a feature's state and run its screens with
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``:
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Adding an element (`append`, `StackState([...])`, `insert`) mints its id with the
/// `\.stackElementID` dependency (see ``StackElementID``); actions and tests name elements by id,
/// which stays right as the stack changes, where a position goes stale:
///
/// ```swift
/// state.path.append(.detail(Detail.State()))  // #0
/// state.path[id: 0]                           // the detail
/// state.path.pop(from: 0)                     // pops it and every screen above it
/// ```
///
/// Reading an element by position is as cheap as an `Array` read; reading or changing one by id
/// looks from the top of the stack down, so the screens near the top, the ones actions are for,
/// are found first.
///
/// Input that reaches outside the stack is reported with a runtime issue and changes nothing:
/// ``pop(from:fileID:filePath:line:column:)`` and ``pop(to:fileID:filePath:line:column:)`` of an
/// id that is not there, a ``subscript(id:case:fileID:filePath:line:column:)`` write for another
/// case, a `replaceSubrange`, `removeFirst(_:)` or `removeLast(_:)` out of range. As for an
/// `Array`, reading a position out of range, and `removeLast()` or `removeFirst()` on an empty
/// stack, trap: use ``subscript(id:)`` and `popLast()`, which answer `nil`.
public struct StackState<Element> {
  /// The ids, bottom first, parallel to `_elements`. Element writes never touch it, so a sweep
  /// compares it by storage.
  @usableFromInline package var _ids: [StackElementID]
  @usableFromInline var _elements: [Element]
  /// The identity of each element (its case and `Identifiable` ids, see `IdentityPlan`), kept up to
  /// date by every write: an element whose identity changes is a new screen, whose effects end.
  ///
  /// Kept as plain integers, parallel to `_ids`: the case tags of the first levels
  /// (`PresentationID`'s `cases`). The rest of an identity (deeper tags, `Identifiable` ids), which
  /// few elements have, is in `_deepIdentities` by id. So the copy of a stack's bookkeeping that
  /// each push makes (the store keeps the state before the send) copies bytes, with no reference
  /// counting per element (issue 37).
  @usableFromInline package var _caseTags: [UInt64]
  /// The rest of the identity of the elements that have one, by id; empty for most stacks.
  @usableFromInline var _deepIdentities: [StackElementID: IdentityPath]
  /// The highest id this stack ever held, or -1: ids minted for it are above, so that one popped is
  /// never minted again for it, even outside a store.
  @usableFromInline package var _highWater: Int
  /// Whether ids were minted past `Int.max`, from `Int.min` on: ids above ``_highWater`` may then
  /// be in the stack, and a new id is checked against them.
  @usableFromInline var _hasWrapped: Bool
  /// Whether ids were minted outside any store (a stack decoded or built before its store): the
  /// stack's `forEach` gives them fresh ones when a store that minted them already takes it in.
  @usableFromInline package var _isUnbound: Bool
  @usableFromInline let _plan: IdentityPlan<Element>

  /// Creates an empty stack.
  public init() {
    _ids = []
    _elements = []
    _caseTags = []
    _deepIdentities = [:]
    _highWater = -1
    _hasWrapped = false
    _isUnbound = false
    _plan = IdentityPlan.of(Element.self)
  }

  /// Creates a stack of `elements`, bottom first, minting an id for each.
  ///
  /// - Parameter elements: The screens, bottom first.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The ids of the elements, bottom first.
  ///
  /// ```swift
  /// for (id, element) in zip(state.path.ids, state.path) where element.isFinished {
  ///   state.path.pop(from: id)
  ///   break
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  public var ids: [StackElementID] { _ids }

  // MARK: - By id

  /// Accesses the element with the given id, or `nil` when there is none.
  ///
  /// Setting an element whose id is present replaces it where it stands; setting `nil` removes it
  /// (and only it: use ``pop(from:fileID:filePath:line:column:)`` to remove the screens above it
  /// too); setting one with an id that is not in the stack appends it under that id, which is how
  /// a test asserts a push:
  ///
  /// ```swift
  /// await store.send(.path(.push(id: 0, state: .detail(Detail.State())))) {
  ///   $0.path[id: 0] = .detail(Detail.State())
  /// }
  /// ```
  ///
  /// - Parameter id: The id of the element.
  /// - Returns: The element with that id, if any.
  /// - Complexity: O(*d*), where *d* is the element's distance from the top.
  public subscript(id id: StackElementID) -> Element? {
    get {
      guard let offset = _offset(of: id) else { return nil }
      return _elements[offset]
    }
    set {
      guard let offset = _offset(of: id) else {
        if let newValue { _append(newValue, id: id) }
        return
      }
      guard let newValue else {
        _remove(at: offset..<(offset + 1))
        return
      }
      _modifyElement(at: offset) { $0 = newValue }
    }
  }

  /// The payload of one case of the element with the given id, to read or to change in place.
  ///
  /// Reads the payload when the element is in that case, and `nil` otherwise. Through it, a test's
  /// assertion closure changes one field of a screen instead of rebuilding the case:
  ///
  /// ```swift
  /// await store.send(.path(.element(id: 0, action: .detail(.titleChanged("Hi"))))) {
  ///   $0.path[id: 0, case: Path.State.detail]?.title = "Hi"
  /// }
  /// ```
  ///
  /// Setting a value replaces the element with that case (or appends it under `id`, when the id
  /// is not in the stack); setting `nil` removes the element. Writing while the element is in
  /// another case is taken for a mistake: it is reported as a runtime issue naming this call
  /// site, and nothing changes (an optional chain on another case, `?.title = "Hi"`, writes back
  /// the `nil` it read, and is reported too).
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - path: The case, as a ``CasePath``.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  public subscript<Case>(
    id id: StackElementID,
    case path: CasePath<Element, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get {
      self[id: id].flatMap(path.extract(from:))
    }
    set {
      guard let offset = _offset(of: id) else {
        if let newValue { _append(path.embed(newValue), id: id) }
        return
      }
      guard path.extract(from: _elements[offset]) != nil else {
        reportIssue(
          "StackState: a write through subscript(id: \(id), case:) is for another case than "
            + "the element's, \(describeCase(_elements[offset])); nothing was changed.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      guard let newValue else {
        _remove(at: offset..<(offset + 1))
        return
      }
      _modifyElement(at: offset) { $0 = path.embed(newValue) }
    }
  }

  /// The payload of one case of the element with the given id, named by its case constructor:
  /// `$0.path[id: 0, case: Path.State.detail]?.title = "Hi"`.
  ///
  /// The same as the subscript taking a ``CasePath``.
  @_disfavoredOverload
  public subscript<Case>(
    id id: StackElementID,
    case embed: @escaping @Sendable (Case) -> Element,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get {
      self[
        id: id,
        case: CasePath(embed, fileID: fileID, filePath: filePath, line: line, column: column),
        fileID: fileID, filePath: filePath, line: line, column: column
      ]
    }
    set {
      self[
        id: id,
        case: CasePath(embed, fileID: fileID, filePath: filePath, line: line, column: column),
        fileID: fileID, filePath: filePath, line: line, column: column
      ] = newValue
    }
  }

  /// Whether an element has the given id.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: `true` when an element has that id.
  /// - Complexity: O(*d*), where *d* is the element's distance from the top.
  public func contains(id: StackElementID) -> Bool {
    _offset(of: id) != nil
  }

  // MARK: - Popping

  /// Removes the element with the given id and every element above it.
  ///
  /// An id that is not in the stack is reported as a runtime issue, naming this call site, and
  /// nothing is removed.
  ///
  /// - Parameters:
  ///   - id: The id of the lowest element to remove.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  public mutating func pop(
    from id: StackElementID,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard let offset = _offset(of: id) else {
      return reportMissing(
        id, in: "pop(from:)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    _remove(at: offset..<count)
  }

  /// Removes every element above the one with the given id, which stays on top.
  ///
  /// An id that is not in the stack is reported as a runtime issue, naming this call site, and
  /// nothing is removed.
  ///
  /// - Parameters:
  ///   - id: The id of the element to leave on top.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  public mutating func pop(
    to id: StackElementID,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard let offset = _offset(of: id) else {
      return reportMissing(
        id, in: "pop(to:)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    _remove(at: (offset + 1)..<count)
  }

  private func reportMissing(
    _ id: StackElementID, in operation: String, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    reportIssue(
      "StackState: \(operation) was given \(id), which is not in the stack "
        + "\(Self.describe(_ids)); nothing was removed.",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// `[#0, #1]`: ids as messages show them.
  static func describe(_ ids: [StackElementID]) -> String {
    "[\(ids.map(\.description).joined(separator: ", "))]"
  }
}

/// `Sendable` when its elements are: the identity plan is immutable.
extension StackState: Sendable where Element: Sendable {}
