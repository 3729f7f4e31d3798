/// The running effects under one cancellation key: a set that holds one id without allocating.
///
/// Most cancellation ids name one effect at a time (a search request, a timer, an element's
/// load). A `Set` for each key cost an allocation when the effect started and a free when it
/// ended, twice over (a key is registered at its level and at each level above); this keeps a
/// lone id inline and makes a set only for the second.
struct EffectIDs {
  private enum Storage {
    case empty
    case one(EffectID)
    case many(Set<EffectID>)
  }

  private var storage = Storage.empty

  init() {}

  /// Whether no id is left.
  var isEmpty: Bool {
    if case .empty = storage { true } else { false }
  }

  /// The ids, oldest first: the order in which a cancellation ends them.
  var ascending: [EffectID] {
    switch storage {
    case .empty: []
    case .one(let id): [id]
    case .many(let ids): ids.sorted()
    }
  }

  mutating func insert(_ id: EffectID) {
    switch storage {
    case .empty:
      storage = .one(id)
    case .one(let existing):
      if existing != id { storage = .many([existing, id]) }
    case .many(var ids):
      // Emptied first, so that the set is changed in place, not copied.
      storage = .empty
      ids.insert(id)
      storage = .many(ids)
    }
  }

  mutating func remove(_ id: EffectID) {
    switch storage {
    case .empty:
      break
    case .one(let existing):
      if existing == id { storage = .empty }
    case .many(var ids):
      storage = .empty
      ids.remove(id)
      storage = ids.count == 1 ? .one(ids[ids.startIndex]) : .many(ids)
    }
  }
}

extension Dictionary where Key == CancelKey, Value == EffectIDs {
  /// Removes `id` from the ids under `key`, and the key once none is left: one look-up.
  mutating func remove(_ id: EffectID, under key: CancelKey) {
    guard let index = index(forKey: key) else { return }
    values[index].remove(id)
    if values[index].isEmpty { remove(at: index) }
  }
}
