/// One thing the benchmark times: a name, the baseline it is compared with, and a closure that
/// performs a given number of operations and returns the time that ``measure(_:)`` took.
///
/// The baseline is another scenario's id, or the sum of several (``Baseline/sum(_:)``), measured
/// in the same run and compared round by round.
///
/// ```swift
/// Scenario("send", baseline: "send.observable", operations: 200_000) { count in
///   let store = Store(initialState: Counter.State()) { Counter() }
///   let duration = measure {
///     for _ in 0..<count { store.send(.increment) }
///   }
///   check(store.count == count, "every send incremented")
///   return duration
/// }
/// ```
struct Scenario {
  /// A short dotted id, such as `scope.10`; `--scenario` selects by it (or by a prefix of it).
  let id: String
  /// What one operation is, for `--list`.
  let summary: String
  /// The scenario, or scenarios added up, that this one is compared with, measured in the same run.
  let baseline: Baseline?
  /// How many operations one repetition performs, before `--scale` or `--operations`.
  let operations: Int
  /// How many units of work one operation is, when the table reports a smaller unit: a round of
  /// 1,000 effects reported per effect.
  let batch: Int
  /// What the scenario must achieve; see ``Target``.
  let target: Target
  /// Nanoseconds per operation measured elsewhere, shown for comparison (see ``reference``).
  let reference: Double?
  /// Which rounds the scenario runs in; see ``Group``.
  let group: Group
  /// Performs `count` operations and returns the timed part.
  let run: @MainActor (_ count: Int) async -> Duration

  init(
    _ id: String,
    _ summary: String,
    baseline: Baseline? = nil,
    operations: Int,
    batch: Int = 1,
    target: Target = Target(),
    reference: Double? = nil,
    group: Group = .store,
    run: @escaping @MainActor (_ count: Int) async -> Duration
  ) {
    self.id = id
    self.summary = summary
    self.baseline = baseline
    self.operations = operations
    self.batch = batch
    self.target = target
    self.reference = reference
    self.group = group
    self.run = run
  }

  /// The scenarios that are timed in rounds of their own, one group after the other.
  ///
  /// The first `TestStore` of the process installs a process-wide job tracker (every job of the
  /// global concurrent executor runs on its pool from then on), which changes what a plain
  /// `Store`'s effects cost. So every ``store`` scenario finishes its rounds before the first
  /// ``testStore`` one starts. A scenario and its baseline belong to the same group, so that their
  /// ratio pairs times of the same round.
  ///
  /// The cases are in the order the groups run.
  enum Group: CaseIterable {
    /// Scenarios that never create a `TestStore` (or a `TestClock`): timed first.
    case store
    /// The `TestStore` scenarios and their `Store` baselines: timed after every ``store`` one.
    case testStore
  }
}

/// What a scenario is compared with: one other scenario, or the sum of several.
///
/// A string (literal or interpolated) names one scenario; ``sum(_:)`` adds the times per operation of several, round
/// by round:
///
/// ```swift
/// Scenario("cycle.with-effect", "…", baseline: .sum("cycle.present-dismiss", "effects.run"), …)
/// ```
struct Baseline: Equatable, ExpressibleByStringInterpolation {
  /// The ids of the scenarios whose times per operation add up to the baseline's time.
  let ids: [String]

  /// The scenario `id`.
  init(_ id: String) {
    ids = [id]
  }

  init(stringLiteral id: String) {
    self.init(id)
  }

  private init(ids: [String]) {
    self.ids = ids
  }

  /// The sum of the times per operation of the scenarios `ids`, measured in the same round.
  static func sum(_ ids: String...) -> Self {
    Self(ids: ids)
  }

  /// The ids joined by `+`, for the table and the CSV: `cycle.present-dismiss+effects.run`.
  var label: String {
    ids.joined(separator: "+")
  }

  /// The median over the rounds of `times[round]` divided by the sum of the baselines' times in
  /// the same round; `nil` when a baseline has no times.
  ///
  /// - Parameters:
  ///   - times: The scenario's time per operation in each round.
  ///   - timesByID: Every scenario's time per operation in each round, by id.
  /// - Returns: The median of the same-round ratios.
  func ratio(of times: [Double], timesByID: [String: [Double]]) -> Double? {
    guard !ids.isEmpty else { return nil }
    var sums = Array(repeating: 0.0, count: times.count)
    for id in ids {
      guard let baseline = timesByID[id], baseline.count == times.count else { return nil }
      for round in sums.indices { sums[round] += baseline[round] }
    }
    return Result.median(zip(times, sums).map { $0 / $1 })
  }
}

/// The budget of a scenario, from the benchmarks issue; each part is optional.
struct Target {
  /// At most this many times the baseline's time per operation.
  var maxRatio: Double?
  /// At most this long per operation.
  var maxDuration: Duration?
  /// At most this many heap allocations per operation (checked with `--allocations`).
  var maxAllocations: Double?

  /// Whether `result` meets every part that is set; `nil` when the target has none.
  func isMet(by result: Result) -> Bool? {
    var checks: [Bool] = []
    if let maxRatio, let ratio = result.ratio { checks.append(ratio <= maxRatio) }
    if let maxDuration {
      checks.append(result.nanosecondsPerOperation <= maxDuration.nanoseconds)
    }
    if let maxAllocations, let allocations = result.allocationsPerOperation {
      checks.append(allocations <= maxAllocations)
    }
    return checks.isEmpty ? nil : checks.allSatisfy { $0 }
  }

  /// The target in a few characters, for the table: `≤3×`, `<50ms`, `0 alloc`.
  var label: String {
    var parts: [String] = []
    if let maxRatio { parts.append("≤\(formatRatio(maxRatio))") }
    if let maxDuration { parts.append("≤\(formatDuration(maxDuration.nanoseconds))") }
    if let maxAllocations { parts.append("\(Int(maxAllocations)) alloc") }
    return parts.joined(separator: ", ")
  }
}

/// The measured outcome of one scenario.
struct Result {
  let scenario: Scenario
  /// The median over the repetitions.
  let nanosecondsPerOperation: Double
  /// Half the distance between the fastest and the slowest repetition, relative to the median.
  let spread: Double
  /// The median over the rounds of this scenario's time divided by its baseline's time in the
  /// same round, when there is a baseline.
  var ratio: Double?
  /// Heap allocations per operation, counted with `--allocations`; `nil` when not counted.
  var allocationsPerOperation: Double?

  init(
    scenario: Scenario, nanosecondsPerOperation: Double, spread: Double, ratio: Double? = nil,
    allocationsPerOperation: Double? = nil
  ) {
    self.scenario = scenario
    self.nanosecondsPerOperation = nanosecondsPerOperation
    self.spread = spread
    self.ratio = ratio
    self.allocationsPerOperation = allocationsPerOperation
  }

  /// The median and spread of `times`, nanoseconds per operation of each repetition.
  init(scenario: Scenario, times: [Double]) {
    let median = Self.median(times)
    let range = (times.max() ?? 0) - (times.min() ?? 0)
    self.init(
      scenario: scenario, nanosecondsPerOperation: median,
      spread: median > 0 ? range / 2 / median : 0
    )
  }

  /// The middle value of `values` (the mean of the two middle ones for an even count); 0 for none.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    if sorted.isEmpty { return 0 }
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Nanoseconds per operation measured for The Composable Architecture built for Linux on this
/// machine (release, median), quoted from the benchmarks issue. Not measured by this program.
enum Reference {
  static let send = 4_232.0
  static let threeScopes = 13_131.0
  static let presentedChild = 26_195.0
  static let destinationChild = 62_986.0
  static let presentDismissCycle = 178_237.0
  static let testStoreStep = 27_735.0
  /// Seconds for a clean release build of TCA.
  static let cleanReleaseBuild = 580.0

  // MARK: - Statecraft's own, measured before

  // The compile-time rows of the generated app (`CompileTime.generatedApp`) must stay within 1.2×
  // of these seconds, measured by `Benchmarks --scenario compile` (release build) on commit
  // 5ba0d72, the library as the app's first commit found it, on this machine: 2 cores, Debian 12,
  // Swift 6.3.1, load average 2.01 at the start (another engineer's tests held both cores; the
  // same run's clean debug build of the library took 48 s, 21 s when the machine is idle). The
  // processor times of that run were 1.43 s and 14.32 s. On an idle machine the wall-clock times
  // are lower, so the target is lenient until these are measured again there.
  /// Seconds to type-check the generated app in one compiler process.
  static let appTypecheck = 1.59
  /// Seconds for a clean debug build of the generated app, the library built before.
  static let appCleanDebugBuild = 14.75
}
