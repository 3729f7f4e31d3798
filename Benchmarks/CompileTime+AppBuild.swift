import Foundation

/// Timing the generated app's clean build.
///
/// The app is a SwiftPM package that depends on this repository by path, as a user's app depends
/// on Statecraft, so its first `swift build` also builds the library. What the row measures is the
/// app's own clean build with the library already built, as a user who changes the app's files and
/// cleans it sees: the first build builds both (and shows that the app compiles), then, three
/// times, every product of the app's target is removed and `swift build` is timed rebuilding it
/// and linking the executable. A timed build that compiled a file of the library, or none of the
/// app, is not what the row claims and fails it.
extension CompileTime {
  static let appTarget = "GeneratedApp"

  /// Writes the generated package into `directory`; the paths of its Swift sources (not the
  /// manifest), or `nil` when a file could not be written.
  static func writeApp(to directory: URL) -> [URL]? {
    let repository = FileManager.default.currentDirectoryPath
    var sources: [URL] = []
    for file in generatedApp(repository: repository) {
      let url = directory.appendingPathComponent(file.path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.text.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        printError("compile time: could not write \(url.path): \(error)")
        return nil
      }
      if file.path.hasPrefix("Sources/") { sources.append(url) }
    }
    return sources
  }

  /// The median of three clean debug builds of the app's target in `package`, the library built
  /// before them; `nil` when a build fails or does not rebuild exactly the app.
  static func cleanAppBuild(_ package: URL) -> Timing? {
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
      printError("compile time: run from the package root for the generated app's build")
      return nil
    }
    let scratch = package.appendingPathComponent(".build")
    defer { removeScratch(scratch) }
    let build = [
      "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
      "--product", appTarget,
    ]
    guard let first = run(build, in: nil) else { return nil }
    let warnings = first.output.split(separator: "\n").filter { $0.contains("warning:") }
    if !warnings.isEmpty {
      printError(
        "compile time: the generated app has warnings:\n" + warnings.joined(separator: "\n"))
    }
    let products = scratch.appendingPathComponent("debug").resolvingSymlinksInPath()
    var timings: [Timing] = []
    for _ in 0..<3 {
      removeAppProducts(in: products)
      guard let result = run(build, in: nil) else { return nil }
      guard result.output.contains("Compiling \(appTarget) "),
        !result.output.contains("Compiling Statecraft ")
      else {
        printError("compile time: the timed build did not rebuild the app alone:\n\(result.output)")
        return nil
      }
      timings.append(result.timing)
    }
    return Timing.median(timings)
  }

  /// Removes what compiling and linking the app's target made in the debug products directory
  /// (its objects, build records, module and executable), and nothing of the library's.
  ///
  /// SwiftPM writes the target's output file map and source list when it plans the build, not
  /// when it compiles: they stay, or the next build would fail to find them.
  private static func removeAppProducts(in products: URL) {
    let manager = FileManager.default
    let build = products.appendingPathComponent("\(appTarget).build")
    for name in (try? manager.contentsOfDirectory(atPath: build.path)) ?? []
    where name != "output-file-map.json" && name != "sources" {
      try? manager.removeItem(at: build.appendingPathComponent(name))
    }
    try? manager.removeItem(at: products.appendingPathComponent(appTarget))
    let modules = products.appendingPathComponent("Modules")
    for name in (try? manager.contentsOfDirectory(atPath: modules.path)) ?? []
    where name.hasPrefix(appTarget + ".") {
      try? manager.removeItem(at: modules.appendingPathComponent(name))
    }
  }
}
