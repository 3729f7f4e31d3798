import Synchronization

/// The values that shared boxes show on one thread while a test store's assertion closure runs
/// (rule SH4): reads of a box in it return its value here, and `withLock` changes the value here,
/// never the box.
///
/// The test store fills it with the values it recorded at the step's start, installs it around
/// the closure, and compares what the closure left in it with the values recorded after the step.
/// The live box is never written, so an assertion can neither change the feature's shared state
/// nor be seen by another store (TCA #3605).
@usableFromInline
package final class SharedOverlay {
  /// One box's value.
  private struct Slot {
    let id: ObjectIdentifier
    var value: Any
    var isWritten = false
  }

  /// The value of each box. A step holds few boxes: they are looked up by a scan, and through
  /// ``positions`` once there are many.
  private var slots: [Slot]
  private var positions: [ObjectIdentifier: Int]?

  /// An overlay showing the values of `entries`, by the identities of their boxes.
  init(_ entries: [SharedValues.Entry]) {
    self.slots = entries.map { Slot(id: ObjectIdentifier($0.root), value: $0.value) }
    if slots.count > 8 {
      positions = Dictionary(
        slots.indices.map { (slots[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  private func position(of id: ObjectIdentifier) -> Int? {
    if let positions { return positions[id] }
    return slots.firstIndex { $0.id == id }
  }

  /// The value the overlay shows for the box `id`, if it has one.
  func value(for id: ObjectIdentifier) -> Any? {
    position(of: id).map { slots[$0].value }
  }

  /// The value a `withLock` left for the box `id`, if one wrote it.
  package func writtenValue(for id: ObjectIdentifier) -> Any? {
    guard let position = position(of: id), slots[position].isWritten else { return nil }
    return slots[position].value
  }

  /// A `withLock` left `value` as the value of the box `id`.
  func write(_ value: Any, for id: ObjectIdentifier) {
    guard let position = position(of: id) else { return }
    slots[position].value = value
    slots[position].isWritten = true
  }

  /// Runs `body` with this overlay in force on the calling thread (the closure of a test step is
  /// synchronous, so it runs on this thread from start to end).
  package func install<R>(_ body: () throws -> R) rethrows -> R {
    Self.installed.add(1, ordering: .relaxed)
    let context = ThreadContextRef.current
    let outer = context.value.sharedOverlay
    context.value.sharedOverlay = self
    defer {
      context.value.sharedOverlay = outer
      Self.installed.subtract(1, ordering: .relaxed)
    }
    return try body()
  }

  /// How many overlays are installed on any thread: while none is, which is always in an app,
  /// a read of a box skips the look at its thread's context.
  private static let installed = Atomic<Int>(0)

  /// Whether an overlay may be installed on this thread: never, in an app.
  ///
  /// Not inlinable: a static `Atomic` read from code inlined into another module crashed (Swift
  /// 6.3.1, Linux).
  @usableFromInline
  static var mayBeInstalled: Bool {
    installed.load(ordering: .relaxed) != 0
  }

  /// The overlay in force on this thread, if any.
  static var current: SharedOverlay? {
    guard mayBeInstalled else { return nil }
    return ThreadContextRef.current.value.sharedOverlay
  }
}
