/// A check that many operations leave the resident memory where it was: a leak of a byte an
/// operation shows as a megabyte over a million of them.
struct MemoryCheck {
  /// A dotted id, selected by `--scenario` like a scenario's.
  let id: String
  let summary: String
  /// How many operations, before `--scale` or `--operations`.
  let operations: Int
  /// Sets up, warms up, and performs the operations between two readings of resident memory.
  let run: @MainActor (_ count: Int) async -> MemoryReading

  /// The most the resident memory may grow, in kilobytes.
  static let allowedGrowth = 1_024
}

/// Resident memory before and after the operations of a ``MemoryCheck``.
struct MemoryReading {
  var before: Int?
  var after: Int?
  var operations = 0
  /// What else the check measured, and whether that met its target: `4 writes in 3.20 s`.
  var note: String?
  var noteIsMet = true

  /// The growth in kilobytes, when both readings exist.
  var growth: Int? {
    guard let before, let after else { return nil }
    return after - before
  }

  var isMet: Bool? { growth.map { $0 <= MemoryCheck.allowedGrowth && noteIsMet } }
}

/// Performs `count / 10` operations to warm up (caches, buffers reaching their working size),
/// then `count` more between two readings of resident memory.
@MainActor
func residentGrowth(over count: Int, _ operation: () -> Void) -> MemoryReading {
  for _ in 0..<max(1, count / 10) { operation() }
  var reading = MemoryReading(before: residentKilobytes(), operations: count)
  for _ in 0..<count { operation() }
  reading.after = residentKilobytes()
  return reading
}

/// ``residentGrowth(over:_:)`` for operations that await.
@MainActor
func residentGrowthAsync(over count: Int, _ operation: () async -> Void) async -> MemoryReading {
  for _ in 0..<max(1, count / 10) { await operation() }
  var reading = MemoryReading(before: residentKilobytes(), operations: count)
  for _ in 0..<count { await operation() }
  reading.after = residentKilobytes()
  return reading
}
