extension StackState: RandomAccessCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>
  public typealias Iterator = IndexingIterator<[Element]>

  /// The position of the bottom element; always 0.
  public var startIndex: Int { 0 }

  /// The position one past the top element; equal to `count`.
  public var endIndex: Int { _elements.count }

  /// The element at a position, from the bottom: `path[0]` is the first screen pushed.
  ///
  /// Read-only: change an element by id, ``subscript(id:)``, which stays right as the stack
  /// changes. Reading out of range traps, as it does for `Array`.
  ///
  /// - Parameter position: A valid position, `0..<count`.
  public subscript(position: Int) -> Element {
    _elements[position]
  }

  /// Returns an iterator over the elements, bottom first.
  public func makeIterator() -> IndexingIterator<[Element]> {
    _elements.makeIterator()
  }
}

extension StackState: RangeReplaceableCollection {
  /// Replaces the elements at `subrange` with `newElements`, minting an id for each new one.
  ///
  /// Every edit of a `RangeReplaceableCollection` goes through this method (`append`, `insert`,
  /// `removeSubrange`, `removeAll(where:)`, ...). A range outside `0...count` is reported as a
  /// runtime issue and nothing changes.
  ///
  /// - Parameters:
  ///   - subrange: The positions to replace.
  ///   - newElements: The elements to put there; each gets a new id.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    guard subrange.lowerBound >= 0, subrange.upperBound <= count else {
      reportIssue(
        "StackState: replaceSubrange(\(subrange), with:) is out of range 0...\(count); "
          + "nothing was changed."
      )
      return
    }
    let ids = _mintIDs(newElements.count)
    let identities = newElements.map(_identity(of:))
    if !_deepIdentities.isEmpty {
      for id in _ids[subrange] { _deepIdentities[id] = nil }
    }
    for (id, identity) in zip(ids, identities) {
      if let rest = identity.rest { _deepIdentities[id] = rest }
    }
    if subrange.lowerBound == count {
      _ids.append(contentsOf: ids)
      _caseTags.append(contentsOf: identities.map(\.cases))
      _elements.append(contentsOf: newElements)
      return
    }
    _ids.replaceSubrange(subrange, with: ids)
    _caseTags.replaceSubrange(subrange, with: identities.map(\.cases))
    _elements.replaceSubrange(subrange, with: newElements)
  }

  /// Adds an element on top, minting its id.
  ///
  /// - Parameters:
  ///   - newElement: The screen to push.
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  @inlinable
  public mutating func append(
    _ newElement: Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    _append(
      newElement,
      id: _mintID(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Removes every element.
  ///
  /// Ids are not reused: the next element added gets an id above every id this stack held.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage for reuse.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _caseTags.removeAll(keepingCapacity: keepCapacity)
    _deepIdentities.removeAll()
    _elements.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes the top `k` elements.
  ///
  /// Unlike `Array`'s, a `k` outside `0...count` does not trap: it is reported and nothing is
  /// removed.
  ///
  /// - Parameter k: How many screens to pop.
  public mutating func removeLast(_ k: Int) {
    guard k >= 0, k <= count else {
      reportIssue(
        "StackState: removeLast(\(k)) is out of range 0...\(count); nothing was removed.")
      return
    }
    _remove(at: (count - k)..<count)
  }

  /// Removes the bottom `k` elements.
  ///
  /// Unlike `Array`'s, a `k` outside `0...count` does not trap: it is reported and nothing is
  /// removed.
  ///
  /// - Parameter k: How many elements to remove from the bottom.
  public mutating func removeFirst(_ k: Int) {
    guard k >= 0, k <= count else {
      reportIssue(
        "StackState: removeFirst(\(k)) is out of range 0...\(count); nothing was removed.")
      return
    }
    _remove(at: 0..<k)
  }

  /// Removes the top element and returns it, or returns `nil` when the stack is empty.
  ///
  /// - Returns: The element popped, if any.
  @discardableResult
  public mutating func popLast() -> Element? {
    guard let last = _elements.last else { return nil }
    _remove(at: (count - 1)..<count)
    return last
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack from a list of elements, bottom first, minting an id for each:
  /// `var path: StackState<Path.State> = []`.
  ///
  /// - Parameter elements: The screens, bottom first.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
