// MARK: - Access by id

extension IdentifiedArray {
  /// Accesses the element with the given id, or `nil` when there is none.
  ///
  /// Setting an element whose id is already present replaces it where it stands; setting one with
  /// a new id appends it; setting `nil` removes the element. The element set must carry the id it
  /// is set under: `self[id: 3] = element` with `element` identified as 4 is reported and ignored.
  ///
  /// ```swift
  /// todos[id: 2]?.title = "Bread"  // edits in place
  /// todos[id: 9] = Todo(id: 9)     // appends
  /// todos[id: 2] = nil             // removes
  /// ```
  ///
  /// - Parameter id: The id of the element.
  /// - Returns: The element with that id, if any.
  /// - Complexity: Reading, replacing and appending are O(1) on average; removing is O(`count`).
  public subscript(id id: ID) -> Element? {
    get {
      guard let offset = _offsets[id] else { return nil }
      return _elements[offset]
    }
    set {
      guard let newValue else {
        self.remove(id: id)
        return
      }
      let newID = _id(newValue)
      guard newID == id else {
        reportIssue(
          "IdentifiedArray: subscript(id: \(id)) was set to an element with id \(newID); "
            + "the write was ignored."
        )
        return
      }
      if let offset = _offsets[id] {
        _elements[offset] = newValue
      } else {
        _appendUnchecked(newValue, id: id)
      }
    }
  }

  /// Returns the position of the element with the given id.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The element's position, or `nil` when no element has that id.
  /// - Complexity: O(1) on average.
  public func index(id: ID) -> Int? {
    _offsets[id]
  }

  /// Returns whether an element has the given id.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: `true` when an element has that id.
  /// - Complexity: O(1) on average.
  public func contains(id: ID) -> Bool {
    _offsets[id] != nil
  }

  /// Removes the element with the given id.
  ///
  /// Removing an id that is not present is not an error: it changes nothing and returns `nil`.
  ///
  /// - Parameter id: The id of the element to remove.
  /// - Returns: The removed element, or `nil` when no element had that id.
  /// - Complexity: O(`count`).
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _offsets[id] else { return nil }
    return _removeUnchecked(at: offset)
  }

  /// Whether `other` holds the same ids in the same order.
  ///
  /// For `forEach`, which asks after each child action whether the list changed shape. O(1) when
  /// both arrays share their id storage (a copy whose elements were only edited in place shares
  /// it), O(`count`) otherwise.
  package func _hasSameIDs(as other: Self) -> Bool {
    _hasSameIDs(as: other._ids)
  }

  /// Whether the ids are `ids`, in order: O(1) when `ids` is this array's id storage.
  package func _hasSameIDs(as ids: [ID]) -> Bool {
    Self._areSameIDs(_ids, ids)
  }

  /// Whether `lhs` and `rhs` are the same ids in the same order: O(1) when they share their
  /// storage, as the ids of a collection whose elements were only edited in place do.
  @inlinable
  package static func _areSameIDs(_ lhs: [ID], _ rhs: [ID]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return ArrayIdentity.sharesStorage(lhs, rhs) || lhs == rhs
  }
}

// MARK: - Internal bookkeeping

extension IdentifiedArray {
  /// The id of `element`.
  func _id(_ element: Element) -> ID {
    element[keyPath: _idPath]
  }

  /// Appends an element whose id the caller knows to be new.
  mutating func _appendUnchecked(_ element: Element, id: ID) {
    _offsets[id] = _ids.count
    _ids.append(id)
    _elements.append(element)
  }

  /// Appends each element whose id is new; reports each duplicate, naming `operation`.
  mutating func _appendReportingDuplicates(
    _ elements: some Sequence<Element>, operation: String
  ) {
    for element in elements {
      let id = _id(element)
      guard _offsets[id] == nil else {
        reportIssue(
          "IdentifiedArray: duplicate id \(id) in \(operation); the later element was dropped."
        )
        continue
      }
      _appendUnchecked(element, id: id)
    }
  }

  /// Removes the element at a position the caller has checked.
  mutating func _removeUnchecked(at offset: Int) -> Element {
    _offsets[_ids.remove(at: offset)] = nil
    let element = _elements.remove(at: offset)
    _reindex(from: offset)
    return element
  }

  /// Records the position of every id from `start` on, after a shift.
  mutating func _reindex(from start: Int) {
    for offset in start..<_ids.count {
      _offsets[_ids[offset]] = offset
    }
  }

  /// Keeps only the elements at `order`, in that order. Each offset must be valid and appear once.
  mutating func _rearrange(to order: [Int]) {
    let ids = order.map { _ids[$0] }
    let elements = order.map { _elements[$0] }
    if ids.count != _ids.count {
      _offsets = Dictionary(minimumCapacity: ids.count)
    }
    _ids = ids
    _elements = elements
    _reindex(from: 0)
  }

  /// Whether the three stores agree with each other and with the elements' ids. For tests.
  var _isConsistent: Bool {
    _ids.count == _elements.count && _offsets.count == _ids.count
      && _ids.indices.allSatisfy { _offsets[_ids[$0]] == $0 && _id(_elements[$0]) == _ids[$0] }
  }
}
