// MARK: - Internal bookkeeping

extension StackState {
  /// The position of the element with `id`, looking from the top down.
  @inlinable
  package func _offset(of id: StackElementID) -> Int? {
    var offset = _ids.count
    while offset > 0 {
      offset -= 1
      if _ids[offset] == id { return offset }
    }
    return nil
  }

  /// The identity of `element`: its case tags and `Identifiable` ids (see ``IdentityPlan``).
  @inlinable
  func _identity(of element: Element) -> PresentationID {
    if _plan.isTrivial { return PresentationID(generation: 0) }
    if let tags = _plan.caseTagOnly {
      // A destination enum of plain feature states: its identity is its case tag.
      let identity = PresentationID(generation: 0, caseTag: tags.tag(of: element))
      InternalChecks.identity(identity, equals: _plan.identity(of: element))
      return identity
    }
    return _plan.identity(of: element)
  }

  /// Records `identity` as that of the element `id`, at the end of the case tags or at `offset`.
  @inlinable
  mutating func _setIdentity(_ identity: PresentationID, of id: StackElementID, at offset: Int?) {
    if let offset {
      if _caseTags[offset] != identity.cases { _caseTags[offset] = identity.cases }
    } else {
      _caseTags.append(identity.cases)
    }
    if let rest = identity.rest {
      _deepIdentities[id] = rest
    } else if !_deepIdentities.isEmpty {
      _deepIdentities[id] = nil
    }
  }

  /// The identity of the element at `offset`.
  @inlinable
  func _identity(at offset: Int) -> PresentationID {
    PresentationID(
      generation: 0, cases: _caseTags[offset],
      rest: _deepIdentities.isEmpty ? nil : _deepIdentities[_ids[offset]])
  }

  /// Appends `element` under `id`, which the caller knows is not in the stack.
  @inlinable
  package mutating func _append(_ element: Element, id: StackElementID) {
    _ids.append(id)
    _setIdentity(_identity(of: element), of: id, at: nil)
    _elements.append(element)
    if _highWater == .max {
      // No id is above `Int.max`: one pushed after it (a store's push minted it past the wrap)
      // is where the ids go on from, and the wrap is not reported again.
      _highWater = id.generation
      _hasWrapped = true
    } else {
      _highWater = Swift.max(_highWater, id.generation)
    }
  }

  /// Removes the elements at `range`, which the caller has checked.
  @inlinable
  mutating func _remove(at range: Range<Int>) {
    guard !range.isEmpty else { return }
    if !_deepIdentities.isEmpty {
      for id in _ids[range] { _deepIdentities[id] = nil }
    }
    if range.upperBound == _ids.count {
      _ids.removeLast(range.count)
      _caseTags.removeLast(range.count)
      _elements.removeLast(range.count)
    } else {
      _ids.removeSubrange(range)
      _caseTags.removeSubrange(range)
      _elements.removeSubrange(range)
    }
  }

  /// Runs `body` on the element at `offset` where it is stored, then records its identity if it
  /// changed.
  @inlinable @discardableResult
  package mutating func _modifyElement<R>(at offset: Int, _ body: (inout Element) -> R) -> R {
    let result = body(&_elements[offset])
    if !_plan.isTrivial {
      _setIdentity(_identity(of: _elements[offset]), of: _ids[offset], at: offset)
    }
    return result
  }

  /// Mints the id of one new element; see ``_mintIDs(_:)``. The call site is the user's
  /// (`append`), for the notice of ids going past `Int.max`.
  @usableFromInline
  mutating func _mintID(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> StackElementID {
    _mintID(
      from: DependencyValues.current.stackElementID, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// ``_mintID(fileID:filePath:line:column:)`` from `generator`.
  mutating func _mintID(
    from generator: StackElementIDGenerator, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StackElementID {
    let id = _freshID(
      from: generator, fileID: fileID, filePath: filePath, line: line, column: column)
    if id.generation <= _highWater { _hasWrapped = true }
    _highWater = id.generation
    if !generator.isBound { _isUnbound = true }
    return id
  }

  /// The id `generator` mints for a new element of this stack: above every id the stack ever
  /// held, and never one it holds.
  ///
  /// Past `Int.max` (an id that high pushed or set by hand) the ids wrap around to `Int.min`,
  /// reported once at the call site, rather than trapping (R10); from then on an id the stack
  /// holds is passed over.
  package func _freshID(
    from generator: StackElementIDGenerator, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) -> StackElementID {
    if _highWater == .max {
      reportIssue(
        "StackState: the stack held \(StackElementID(generation: .max)), the highest id there "
          + "is; ids minted after it go on from \(StackElementID(generation: .min)).",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
    var id = generator.next(atLeast: _highWater &+ 1)
    guard _hasWrapped || _highWater == .max else { return id }
    // At most one id a screen is passed over.
    while contains(id: id) { id = generator.next(atLeast: id.generation &+ 1) }
    return id
  }

  /// Mints `count` ids for new elements: from the generator in force, above every id this stack
  /// ever held.
  mutating func _mintIDs(_ count: Int) -> [StackElementID] {
    guard count > 0 else { return [] }
    let generator = DependencyValues.current.stackElementID
    var ids: [StackElementID] = []
    ids.reserveCapacity(count)
    for _ in 0..<count { ids.append(_mintID(from: generator)) }
    return ids
  }

  /// Takes in a stack whose ids were minted outside any store, for the store whose dependencies
  /// are in force: when that store's generator has minted one of its ids (it may have given it
  /// to a screen since popped), every element gets a fresh id from it, so that a late action for
  /// a popped screen never reaches one of these; otherwise the ids stay, and the generator moves
  /// past them. Outside any store it does nothing.
  @usableFromInline
  package mutating func _takeIn() {
    let generator = DependencyValues.current.stackElementID
    guard _isUnbound, generator.isBound else { return }
    _isUnbound = false
    guard _ids.contains(where: generator.hasMinted) else {
      for id in _ids { generator.adopt(id) }
      return
    }
    _highWater = -1
    _hasWrapped = false
    let deep = _deepIdentities
    _deepIdentities = [:]
    for offset in _ids.indices {
      let id = _freshID(
        from: generator, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      if let rest = deep[_ids[offset]] { _deepIdentities[id] = rest }
      _ids[offset] = id
      _highWater = id.generation
    }
  }

  /// The ids and identities, for a sweep: unchanged while both are.
  @inlinable
  package var _holdings: StackHoldings {
    StackHoldings(ids: _ids, caseTags: _caseTags, deepIdentities: _deepIdentities)
  }

  /// The level key of the element at `offset`: its id and its identity.
  @inlinable
  package func _levelKey(at offset: Int) -> StackLevelKey {
    StackLevelKey(id: _ids[offset], identity: _identity(at: offset))
  }
}

/// What a stack's elements are, for a store's sweep: their ids and identities, compared by storage
/// first (a stack nobody changed shares both with the copy kept at the last sweep).
@usableFromInline
package struct StackHoldings {
  @usableFromInline let ids: [StackElementID]
  @usableFromInline let caseTags: [UInt64]
  @usableFromInline let deepIdentities: [StackElementID: IdentityPath]

  @inlinable
  init(
    ids: [StackElementID], caseTags: [UInt64], deepIdentities: [StackElementID: IdentityPath]
  ) {
    self.ids = ids
    self.caseTags = caseTags
    self.deepIdentities = deepIdentities
  }

  /// Whether `other` holds the same elements: O(1) when it shares the storage.
  @inlinable
  package func isSame(as other: StackHoldings) -> Bool {
    (ArrayIdentity.sharesStorage(ids, other.ids) || ids == other.ids)
      && (ArrayIdentity.sharesStorage(caseTags, other.caseTags) || caseTags == other.caseTags)
      && deepIdentities == other.deepIdentities
  }

  /// The level key of the element at `offset`.
  @usableFromInline
  func key(at offset: Int) -> StackLevelKey {
    StackLevelKey(
      id: ids[offset],
      identity: PresentationID(
        generation: 0, cases: caseTags[offset],
        rest: deepIdentities.isEmpty ? nil : deepIdentities[ids[offset]]))
  }
}

/// The level of one stack element: its id and its identity. An element that changes case (or
/// inner `Identifiable` id) is another level, and the effects of the one before end.
@usableFromInline
package struct StackLevelKey: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline package let id: StackElementID
  @usableFromInline package let identity: PresentationID

  @inlinable
  init(id: StackElementID, identity: PresentationID) {
    self.id = id
    self.identity = identity
  }

  /// The id, `#0`: the identity is what tells two screens under one id apart, not what a
  /// reader looks for.
  @usableFromInline package var description: String { id.description }
}
