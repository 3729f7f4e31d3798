import Foundation
import Testing

/// Golden files: the exact expected text of a dump or diff, kept in `.golden/NAME.txt` next to this
/// file.
///
/// The folder is hidden because SwiftPM warns about every file of a target it does not compile or
/// bundle, and the package declares no resources. The files are found through `#filePath`, which
/// works when `swift test` runs from the package root.
///
/// Run with `STATECRAFT_RECORD_GOLDEN=1` to write the files from the current output (the test then
/// fails, so a recording is never mistaken for a pass); review them before committing.
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(".golden")

  /// Checks `actual` against the golden file `name`; a mismatch records an issue showing both texts.
  static func assert(
    _ actual: String?, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = folder.appendingPathComponent("\(name).txt")
    let actual = actual ?? "<nil>"
    if ProcessInfo.processInfo.environment["STATECRAFT_RECORD_GOLDEN"] == "1" {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? Data((actual + "\n").utf8).write(to: file)
      Issue.record("Recorded golden file \(name).txt", sourceLocation: sourceLocation)
      return
    }
    guard let data = try? Data(contentsOf: file) else {
      Issue.record(
        "Missing golden file \(file.path). Actual text:\n\(actual)", sourceLocation: sourceLocation)
      return
    }
    var expected = String(decoding: data, as: UTF8.self)
    if expected.hasSuffix("\n") {
      expected.removeLast()
    }
    guard expected != actual else { return }
    Issue.record(
      """
      Golden file \(name).txt does not match.
      ––– expected (golden) –––
      \(expected)
      ––– actual –––
      \(actual)
      ––– end –––
      """,
      sourceLocation: sourceLocation
    )
  }
}
