import Foundation

/// What a run prints, kept so that `--update-docs` can write it into the documentation.
///
/// Under `--csv` only the timing table goes to standard output; everything else goes to standard
/// error, so that standard output is one CSV table.
struct Report {
  let csv: Bool
  private(set) var text: [String] = []

  init(csv: Bool) {
    self.csv = csv
  }

  /// Adds the timing table, which goes to standard output even under `--csv`.
  mutating func addTable(_ table: String) {
    text.append(table)
    output(table)
  }

  /// Adds anything else: the machine, the memory table, the compile-time table.
  mutating func add(_ section: String) {
    text.append(section)
    if csv { printError(section) } else { output(section) }
  }

  /// Replaces the part of the Markdown file at `path` between the markers
  /// `<!-- results:begin -->` and `<!-- results:end -->` with this report and the command.
  func update(docs path: String, command: [String]) {
    let begin = "<!-- results:begin -->"
    let end = "<!-- results:end -->"
    guard let document = try? String(contentsOfFile: path, encoding: .utf8),
      let start = document.range(of: begin), let stop = document.range(of: end),
      start.upperBound <= stop.lowerBound
    else {
      printError("error: \(path) has no \(begin) … \(end) section to update")
      failedChecks += 1
      return
    }
    let arguments = command.dropFirst().joined(separator: " ")
    let date = ISO8601DateFormatter().string(from: Date())
    let results = """

      Generated \(date) by `swift run -c release Benchmarks \(arguments)`:

      ```text
      \(text.joined(separator: "\n"))
      ```

      """
    let updated = document.replacingCharacters(
      in: start.upperBound..<stop.lowerBound, with: results)
    do {
      try updated.write(toFile: path, atomically: true, encoding: .utf8)
      printError("updated \(path)")
    } catch {
      printError("error: could not write \(path): \(error)")
      failedChecks += 1
    }
  }
}

/// Writes a line to standard output, unbuffered, so that it stays in order with standard error.
func output(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The first line of `swiftc --version`, such as `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
func toolchainVersion() -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swiftc", "--version"]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
}
