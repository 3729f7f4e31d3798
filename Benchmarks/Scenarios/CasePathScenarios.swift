import Statecraft

/// `CasePath.extract` against a hand-written `if case let`, for three payload shapes, hitting and
/// missing.
///
/// Both sides read their roots from the same array, sum what they extract, and are called through
/// a closure; the hand-written extraction is a function the optimiser may not inline: the
/// comparison is of one extraction each.
@MainActor
enum CasePathScenarios {
  static var all: [Scenario] {
    let payload = CasePath(Shape.payload)
    let labelled = CasePath<Shape, (Int, Int)>(Shape.labelled)
    let boxed = CasePath(Shape.boxed)
    let payloads = (0..<1024).map { Shape.payload($0) }
    let labels = (0..<1024).map { Shape.labelled(x: $0, y: 1) }
    let boxes = (0..<1024).map { Shape.boxed($0) }
    return [
      pair("payload.hit", payloads, path: { payload.extract(from: $0) }, manual: manualPayload),
      pair("payload.miss", labels, path: { payload.extract(from: $0) }, manual: manualPayload),
      pair(
        "labelled.hit", labels,
        path: { sum(labelled.extract(from: $0)) }, manual: manualLabelled
      ),
      pair(
        "labelled.miss", boxes,
        path: { sum(labelled.extract(from: $0)) }, manual: manualLabelled
      ),
      pair("indirect.hit", boxes, path: { boxed.extract(from: $0) }, manual: manualBoxed),
      pair("indirect.miss", payloads, path: { boxed.extract(from: $0) }, manual: manualBoxed),
    ].flatMap { $0 }
  }

  /// A case path scenario and its hand-written baseline, over the same roots.
  private static func pair(
    _ name: String,
    _ roots: [Shape],
    path: @escaping (Shape) -> Int?,
    manual: @escaping (Shape) -> Int?
  ) -> [Scenario] {
    let expectHit = path(roots[0]) != nil
    return [
      Scenario(
        "casepath.\(name).manual", "if case let in a function that is not inlined (baseline)",
        operations: 2_000_000
      ) { count in
        extractAll(roots, count: count, expectHit: expectHit, id: "\(name).manual", manual)
      },
      Scenario(
        "casepath.\(name)", "CasePath.extract(from:), \(expectHit ? "a hit" : "a miss")",
        baseline: "casepath.\(name).manual", operations: 2_000_000,
        target: Target(maxRatio: 3, maxAllocations: 0)
      ) { count in
        extractAll(roots, count: count, expectHit: expectHit, id: name, path)
      },
    ]
  }

  private static func extractAll(
    _ roots: [Shape], count: Int, expectHit: Bool, id: String, _ extract: (Shape) -> Int?
  ) -> Duration {
    var hits = 0
    var sum = 0
    let duration = measure {
      for index in 0..<count {
        if let value = extract(roots[index & 1023]) {
          hits += 1
          sum &+= value
        }
      }
    }
    blackHole(sum)
    check(hits == (expectHit ? count : 0), "casepath.\(id): \(hits) hits of \(count)")
    return duration
  }
}

/// The sum of an extracted pair, as ``manualLabelled`` returns it. Not isolated: a closure written
/// in the main-actor enum above would check the actor on every call, which the baseline does not.
private func sum(_ pair: (Int, Int)?) -> Int? {
  guard let (x, y) = pair else { return nil }
  return x &+ y
}

@inline(never)
private func manualPayload(_ shape: Shape) -> Int? {
  if case let .payload(value) = shape { return value }
  return nil
}

@inline(never)
private func manualLabelled(_ shape: Shape) -> Int? {
  if case let .labelled(x, y) = shape { return x &+ y }
  return nil
}

@inline(never)
private func manualBoxed(_ shape: Shape) -> Int? {
  if case let .boxed(value) = shape { return value }
  return nil
}
