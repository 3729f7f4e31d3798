import Foundation

/// The compile-time benchmark (`--compile-time`): how long the type checker takes on a large
/// generated feature, and how long clean builds of the library take.
///
/// Long reducer chains are where result-builder frameworks stop type-checking, so the generated
/// feature has a 30-case destination enum whose reducer has 30 `Scope` lines, and a root reducer
/// with 12 chained `ifLet`s. It is type-checked with `swiftc -typecheck` against the Statecraft
/// module this executable was built with, next to a file that only imports Statecraft (the cost of
/// loading the module, which the feature's time includes).
enum CompileTime {
  static let destinationCases = 30
  static let chainedIfLets = 12

  /// The parts of the benchmark, each selectable alone with `--scenario compile.<part>`.
  enum Part: String, CaseIterable {
    /// The generated feature and the module alone, type-checked.
    case feature
    /// Clean debug and release builds of the library.
    case library
    /// The generated app (``generatedApp(repository:)``), type-checked and built clean.
    case app
  }

  /// What a row's time must stay under.
  enum Goal {
    /// Less than this many seconds.
    case under(Double)
    /// At most `factor` times a time measured before (a ``Reference`` value).
    case withinFactor(Double, of: Double)
  }

  /// The wall-clock time of a compile, and the processor time of the processes it ran: the
  /// second is what a busy machine changes least.
  struct Timing {
    var seconds: Double
    var cpuSeconds: Double

    /// The median wall-clock time and the median processor time of three timings or more.
    static func median(_ timings: [Timing]) -> Timing {
      Timing(
        seconds: timings.map(\.seconds).sorted()[timings.count / 2],
        cpuSeconds: timings.map(\.cpuSeconds).sorted()[timings.count / 2]
      )
    }
  }

  static func run(_ parts: Set<Part> = Set(Part.allCases)) -> String {
    var rows: [[String]] = []
    func add(_ name: String, _ seconds: Double?, goal: Goal? = nil, note: String = "") {
      var met = ""
      var target = ""
      var note = note
      switch goal {
      case .under(let limit):
        target = String(format: "< %.0f s", limit)
        if let seconds { met = seconds < limit ? "yes" : "NO" }
      case .withinFactor(let factor, let reference):
        target = String(format: "≤ %.2f s", factor * reference)
        if let seconds { met = seconds <= factor * reference ? "yes" : "NO" }
        note =
          String(format: "%.1f× %.2f s", factor, reference) + (note.isEmpty ? "" : "; ")
          + note
      case nil:
        break
      }
      rows.append([
        name, seconds.map { String(format: "%.2f", $0) } ?? "failed", target, met, note,
      ])
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statecraft-compile-time-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let modules = moduleDirectory()
    if modules == nil {
      printError("compile time: Statecraft.swiftmodule not found next to this executable")
    }
    if parts.contains(.feature), let modules {
      let empty = directory.appendingPathComponent("Empty.swift")
      let feature = directory.appendingPathComponent("Feature.swift")
      try? "import Statecraft\n".write(to: empty, atomically: true, encoding: .utf8)
      try? generatedFeature().write(to: feature, atomically: true, encoding: .utf8)
      printError("type-checking \(feature.path)")
      add("typecheck: import Statecraft only", typecheck([empty], modules)?.seconds)
      add(
        "typecheck: \(destinationCases)-case destination, \(chainedIfLets) ifLets",
        typecheck([feature], modules)?.seconds, goal: .under(5)
      )
    }
    if parts.contains(.library) {
      for configuration in ["debug", "release"] {
        printError("clean \(configuration) build of the Statecraft target (takes a while)")
        add(
          "clean \(configuration) build: swift build --target Statecraft",
          cleanBuild(configuration: configuration),
          goal: configuration == "debug" ? .under(30) : nil,
          note: configuration == "release" ? "TCA*: \(Int(Reference.cleanReleaseBuild)) s" : ""
        )
      }
    }
    if parts.contains(.app) {
      let app = directory.appendingPathComponent("GeneratedApp")
      let sources = writeApp(to: app)
      let name = "generated app, \(appFeatureCount) features"
      if let modules {
        printError("type-checking the generated app in \(app.path)")
        let timing = sources.flatMap { typecheck($0, modules, wholeModule: true) }
        add(
          "typecheck: \(name)", timing?.seconds,
          goal: .withinFactor(1.2, of: Reference.appTypecheck), note: cpuNote(timing)
        )
      }
      printError("clean debug builds of the generated app, the library built once (takes a while)")
      let timing = sources == nil ? nil : cleanAppBuild(app)
      add(
        "clean debug build: \(name)", timing?.seconds,
        goal: .withinFactor(1.2, of: Reference.appCleanDebugBuild), note: cpuNote(timing)
      )
    }
    return Table.render(
      header: ["compile time", "seconds", "target", "met", "reference"], rows: rows,
      leftAligned: [0, 4]
    ) + (parts.contains(.library) ? "\n" + tcaNote : "")
      + (parts.contains(.app) ? "\n" + appNote : "")
  }

  private static let tcaNote =
    "* TCA: clean release build of The Composable Architecture on this machine, from the "
    + "benchmarks issue."

  private static func cpuNote(_ timing: Timing?) -> String {
    timing.map { String(format: "cpu %.2f s", $0.cpuSeconds) } ?? ""
  }

  private static let appNote =
    "The generated app's reference times were measured on commit 5ba0d72 on this machine "
    + "(Reference.appTypecheck, Reference.appCleanDebugBuild)."

  // MARK: - Timing processes

  /// The median of three `swiftc -typecheck` runs of `files`, or `nil` when they do not
  /// type-check. With `wholeModule`, one compiler process type-checks every file once (without
  /// it, the driver starts one process a file, each parsing all of them).
  private static func typecheck(
    _ files: [URL], _ modules: URL, wholeModule: Bool = false
  ) -> Timing? {
    let arguments =
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path]
      + (wholeModule ? ["-wmo"] : []) + files.map(\.path)
    var timings: [Timing] = []
    for _ in 0..<3 {
      guard let result = run(arguments, in: nil) else { return nil }
      timings.append(result.timing)
    }
    return Timing.median(timings)
  }

  /// A clean build of the library into a fresh scratch directory, from the current directory.
  private static func cleanBuild(configuration: String) -> Double? {
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
      printError("compile time: run from the package root for the clean builds")
      return nil
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("statecraft-clean-\(configuration)-\(getpid())")
    defer { removeScratch(scratch) }
    return time(
      [
        "swift", "build", "-c", configuration, "--scratch-path", scratch.path,
        "--target", "Statecraft",
      ],
      in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
  }

  /// Removes a SwiftPM scratch directory, and the lock files SwiftPM leaves beside it.
  static func removeScratch(_ scratch: URL) {
    try? FileManager.default.removeItem(at: scratch)
    // NB: SwiftPM leaves lock files named after the scratch path in the temporary directory.
    let temporary = FileManager.default.temporaryDirectory
    let prefix = scratch.path.replacingOccurrences(of: "/", with: "_")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) {
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
  }

  /// Runs `arguments` through `/usr/bin/env` and returns the seconds it took, or `nil` (with its
  /// output on standard error) when it fails.
  static func time(_ arguments: [String], in directory: URL?) -> Double? {
    run(arguments, in: directory)?.timing.seconds
  }

  /// Runs `arguments` through `/usr/bin/env`; the seconds it took and its output (standard output
  /// and error), or `nil` (with its output on standard error) when it fails.
  static func run(_ arguments: [String], in directory: URL?) -> (timing: Timing, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let clock = ContinuousClock()
    let start = clock.now
    let cpuStart = childrenCPUSeconds()
    do {
      try process.run()
    } catch {
      printError("could not run \(arguments.joined(separator: " ")): \(error)")
      return nil
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let elapsed = clock.now - start
    let cpu = childrenCPUSeconds() - cpuStart
    guard process.terminationStatus == 0 else {
      printError("\(arguments.joined(separator: " ")) failed:\n\(text)")
      return nil
    }
    return (Timing(seconds: elapsed.nanoseconds / 1e9, cpuSeconds: cpu), text)
  }

  /// The user and system time of every child process waited for so far, with their own children.
  private static func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
    #else
      let children = RUSAGE_CHILDREN
    #endif
    guard getrusage(children, &usage) == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The `Modules` directory beside this executable, where SwiftPM puts `Statecraft.swiftmodule`.
  private static func moduleDirectory() -> URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [executable, URL(fileURLWithPath: CommandLine.arguments[0])].map {
      $0.deletingLastPathComponent().appendingPathComponent("Modules")
    }
    return candidates.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("Statecraft.swiftmodule").path)
    }
  }
}
