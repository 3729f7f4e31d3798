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

  static func run() -> String {
    var rows: [[String]] = []
    func add(_ name: String, _ seconds: Double?, target: Double? = nil, note: String = "") {
      var met = ""
      if let seconds, let target { met = seconds <= target ? "yes" : "NO" }
      rows.append([
        name, seconds.map { String(format: "%.2f", $0) } ?? "failed",
        target.map { String(format: "< %.0f s", $0) } ?? "", met, note,
      ])
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statecraft-compile-time-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    if let modules = moduleDirectory() {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let empty = directory.appendingPathComponent("Empty.swift")
      let feature = directory.appendingPathComponent("Feature.swift")
      try? "import Statecraft\n".write(to: empty, atomically: true, encoding: .utf8)
      try? generatedFeature().write(to: feature, atomically: true, encoding: .utf8)
      printError("type-checking \(feature.path)")
      add("typecheck: import Statecraft only", typecheck(empty, modules))
      add(
        "typecheck: \(destinationCases)-case destination, \(chainedIfLets) ifLets",
        typecheck(feature, modules), target: 5
      )
    } else {
      printError("compile time: Statecraft.swiftmodule not found next to this executable")
    }
    for configuration in ["debug", "release"] {
      printError("clean \(configuration) build of the Statecraft target (takes a while)")
      add(
        "clean \(configuration) build: swift build --target Statecraft",
        cleanBuild(configuration: configuration),
        target: configuration == "debug" ? 30 : nil,
        note: configuration == "release" ? "TCA*: \(Int(Reference.cleanReleaseBuild)) s" : ""
      )
    }
    return Table.render(
      header: ["compile time", "seconds", "target", "met", "reference"], rows: rows,
      leftAligned: [0, 4]
    ) + "\n* TCA: clean release build of The Composable Architecture on this machine, from the "
      + "benchmarks issue."
  }

  // MARK: - Timing processes

  /// The median of three `swiftc -typecheck` runs of `file`, or `nil` when it does not type-check.
  private static func typecheck(_ file: URL, _ modules: URL) -> Double? {
    let arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
    var times: [Double] = []
    for _ in 0..<3 {
      guard let seconds = time(arguments, in: nil) else { return nil }
      times.append(seconds)
    }
    return times.sorted()[1]
  }

  /// A clean build of the library into a fresh scratch directory, from the current directory.
  private static func cleanBuild(configuration: String) -> Double? {
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
      printError("compile time: run from the package root for the clean builds")
      return nil
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("statecraft-clean-\(configuration)-\(getpid())")
    defer {
      try? FileManager.default.removeItem(at: scratch)
      // NB: SwiftPM leaves lock files named after the scratch path in the temporary directory.
      let temporary = FileManager.default.temporaryDirectory
      let prefix = scratch.path.replacingOccurrences(of: "/", with: "_")
      for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
      where name.hasPrefix(prefix) {
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
      }
    }
    return time(
      [
        "swift", "build", "-c", configuration, "--scratch-path", scratch.path,
        "--target", "Statecraft",
      ],
      in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
  }

  /// Runs `arguments` through `/usr/bin/env` and returns the seconds it took, or `nil` (with its
  /// output on standard error) when it fails.
  private static func time(_ arguments: [String], in directory: URL?) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try process.run()
    } catch {
      printError("could not run \(arguments.joined(separator: " ")): \(error)")
      return nil
    }
    let text = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = clock.now - start
    guard process.terminationStatus == 0 else {
      printError(
        "\(arguments.joined(separator: " ")) failed:\n\(String(decoding: text, as: UTF8.self))")
      return nil
    }
    return elapsed.nanoseconds / 1e9
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
