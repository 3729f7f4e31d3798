// Why this lives in Internal/Unsafe: `withContiguousStorageIfAvailable(_:)` is public `Sequence`
// API whose signature hands the caller an `UnsafeBufferPointer`, so it cannot sit behind a typed
// helper. Statecraft itself reads no memory here: it forwards to `Array`'s own buffer, and the
// standard library's generic algorithms (`elementsEqual`, `Array(_:)`, `sort` on a copy) use it to
// skip per-element index calls.

extension IdentifiedArray {
  /// Calls `body` with the elements' contiguous storage, which is always available.
  ///
  /// The buffer is `Array`'s own, valid only for the duration of `body`, in the same order as
  /// the collection's indices. Read-only on purpose: a mutable view would let a caller change ids
  /// behind the index.
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try _elements.withUnsafeBufferPointer(body)
  }
}
