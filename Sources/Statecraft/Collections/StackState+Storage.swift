// MARK: - Internal bookkeeping

extension StackState {
  /// The position of the element with `id`, looking from the top down.
  package func _offset(of id: StackElementID) -> Int? {
    var offset = _ids.count
    while offset > 0 {
      offset -= 1
      if _ids[offset] == id { return offset }
    }
    return nil
  }

  /// The identity of `element`: its case tags and `Identifiable` ids (see ``IdentityPlan``).
  func _identity(of element: Element) -> PresentationID {
    if _plan.isTrivial { return PresentationID(generation: 0) }
    return withUnsafePointer(to: element) { element in
      if let getTag = _plan.caseTagOnly, let typeMetadata = _plan.typeMetadata {
        // A destination enum of plain feature states: its identity is its case tag.
        let identity = PresentationID(
          generation: 0, caseTag: getTag(UnsafeRawPointer(element), typeMetadata))
        InternalChecks.identity(identity, equals: _plan.identity(at: element, generation: 0))
        return identity
      }
      return _plan.identity(at: element, generation: 0)
    }
  }

  /// Appends `element` under `id`, which the caller knows is not in the stack.
  package mutating func _append(_ element: Element, id: StackElementID) {
    _ids.append(id)
    _identities.append(_identity(of: element))
    _elements.append(element)
    _highWater = Swift.max(_highWater, id.generation)
  }

  /// Removes the elements at `range`, which the caller has checked.
  mutating func _remove(at range: Range<Int>) {
    guard !range.isEmpty else { return }
    if range.upperBound == _ids.count {
      _ids.removeLast(range.count)
      _identities.removeLast(range.count)
      _elements.removeLast(range.count)
    } else {
      _ids.removeSubrange(range)
      _identities.removeSubrange(range)
      _elements.removeSubrange(range)
    }
  }

  /// Runs `body` on the element at `offset` where it is stored, then records its identity if it
  /// changed.
  @discardableResult
  package mutating func _modifyElement<R>(at offset: Int, _ body: (inout Element) -> R) -> R {
    let result = body(&_elements[offset])
    if !_plan.isTrivial {
      let identity = _identity(of: _elements[offset])
      if identity != _identities[offset] { _identities[offset] = identity }
    }
    return result
  }

  /// Mints `count` ids for new elements: from the generator in force, above every id this stack
  /// ever held.
  mutating func _mintIDs(_ count: Int) -> [StackElementID] {
    guard count > 0 else { return [] }
    let generator = DependencyValues.current.stackElementID
    var ids: [StackElementID] = []
    ids.reserveCapacity(count)
    for _ in 0..<count {
      let id = generator.next(atLeast: _highWater + 1)
      _highWater = id.generation
      ids.append(id)
    }
    return ids
  }

  /// The ids and identities, for a sweep: unchanged while both are.
  package var _holdings: StackHoldings {
    StackHoldings(ids: _ids, identities: _identities)
  }

  /// The level key of the element at `offset`: its id and its identity.
  package func _levelKey(at offset: Int) -> StackLevelKey {
    StackLevelKey(id: _ids[offset], identity: _identities[offset])
  }
}

/// What a stack's elements are, for a store's sweep: their ids and identities, compared by storage
/// first (a stack nobody changed shares both with the copy kept at the last sweep).
package struct StackHoldings {
  let ids: [StackElementID]
  let identities: [PresentationID]

  /// Whether `other` holds the same elements: O(1) when it shares the storage.
  package func isSame(as other: StackHoldings) -> Bool {
    (Self.sharesStorage(ids, other.ids) || ids == other.ids)
      && (Self.sharesStorage(identities, other.identities) || identities == other.identities)
  }

  private static func sharesStorage<T>(_ lhs: [T], _ rhs: [T]) -> Bool {
    lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        lhs.baseAddress == rhs.baseAddress && lhs.count == rhs.count
      }
    }
  }
}

/// The level of one stack element: its id and its identity. An element that changes case (or
/// inner `Identifiable` id) is another level, and the effects of the one before end.
package struct StackLevelKey: Hashable, Sendable, CustomStringConvertible {
  package let id: StackElementID
  package let identity: PresentationID

  /// The id, `#0`: the identity is what tells two screens under one id apart, not what a
  /// reader looks for.
  package var description: String { id.description }
}
