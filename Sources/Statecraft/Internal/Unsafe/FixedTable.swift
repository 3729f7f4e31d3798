/// A table of plain values, allocated once and freed by the one object that owns it: what a
/// lookup made on every action reads without the retain and release that reading an `Array`
/// stored in a class costs.
///
/// The owner makes it in its `init` with ``init(copying:)`` and calls ``deallocate()`` exactly
/// once, in its `deinit`, after which nothing reads it; its elements are never written after
/// they are copied in. Reads are not bounds-checked in a release build (callers check against
/// ``count``, as they would for an array): the internal-checks build keeps the array the table
/// was copied from and compares every read, index and value, with it.
@usableFromInline
// Safe: immutable after `init`, and only freed by its owner's `deinit`.
struct FixedTable<Element: BitwiseCopyable & Equatable>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Element>
  #if STATECRAFT_INTERNAL_CHECKS
    private let copied: [Element]
  #endif

  /// A table holding `elements`, in order, which its owner must ``deallocate()``.
  init(copying elements: [Element]) {
    buffer = .allocate(capacity: elements.count)
    _ = buffer.initialize(from: elements)
    #if STATECRAFT_INTERNAL_CHECKS
      copied = elements
    #endif
  }

  /// The number of elements.
  var count: Int { buffer.count }

  /// The element at `index`, which must be in `0..<count`.
  subscript(index: Int) -> Element {
    let element = buffer[index]
    #if STATECRAFT_INTERNAL_CHECKS
      InternalChecks.tableRead(element, at: index, of: copied)
    #endif
    return element
  }

  /// Frees the table: called once, by its owner's `deinit`.
  func deallocate() {
    buffer.deallocate()
  }
}

extension InternalChecks {
  #if STATECRAFT_INTERNAL_CHECKS
    /// A table's read is in range and gives the element the table was made with.
    static func tableRead<Element: Equatable>(
      _ element: Element, at index: Int, of copied: [Element]
    ) {
      guard !copied.indices.contains(index) || copied[index] != element else { return }
      if !copied.indices.contains(index) {
        failed("a table of \(copied.count) \(Element.self) was read at \(index)")
      }
      failed("a table read \(element) at \(index) where it was made with \(copied[index])")
    }
  #endif
}
