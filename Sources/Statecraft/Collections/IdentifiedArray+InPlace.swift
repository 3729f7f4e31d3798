extension IdentifiedArray {
  /// Runs `body` on the element with `id` where it is stored, without copying it, or returns `nil`
  /// when there is none.
  ///
  /// `forEach` uses this so that a child reducer mutating its element does not copy the element's
  /// own collections. An element whose id `body` changes is reported; the array follows the new id
  /// when it is free, and drops the element when another element already has it.
  @usableFromInline
  package mutating func _modifyElement<R>(
    id: ID, _ body: (inout Element) throws -> R
  ) rethrows -> R? {
    guard let offset = _offsets[id] else { return nil }
    let result = try body(&_elements[offset])
    let newID = _elements[offset][keyPath: _idPath]
    guard newID != id else { return result }
    if _offsets[newID] == nil {
      reportIssue(
        "IdentifiedArray: an element's id changed from \(id) to \(newID) while it was mutated in "
          + "place; the array now files it under the new id."
      )
      _offsets[id] = nil
      _offsets[newID] = offset
      _ids[offset] = newID
    } else {
      reportIssue(
        "IdentifiedArray: an element's id changed from \(id) to \(newID), which another element "
          + "already has; the changed element was removed."
      )
      remove(id: id)
    }
    return result
  }
}
