import Foundation
import Testing

/// The sessions that README.md shows are what the apps print, so that they cannot drift.
///
/// Each session in the README follows a marker that names the app and the lines typed:
///
/// ````
/// <!-- transcript: Reservations "c 2" "1" "q" -->
/// ```
/// (what the app prints with that input piped in)
/// ```
/// ````
///
/// After a change to what an app draws, `UPDATE_README_TRANSCRIPTS=1 swift test --filter
/// ReadmeTranscript` writes the new output into the README; review it like any other change.
@Suite("README transcripts")
struct ReadmeTranscriptTests {
  @Test("Each session in the README is what its app prints for that input")
  func transcripts() async throws {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    var lines = try String(contentsOf: readme, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let transcripts = try Transcript.all(in: lines)
    #expect(transcripts.map(\.app) == ["Inventario", "Reservations"])

    var changed = false
    // From the last, so that rewriting one does not move the lines of those before it.
    for transcript in transcripts.reversed() {
      let outcome = try await ExampleProcess(name: transcript.app).run(
        input: transcript.input.map { $0 + "\n" }.joined())
      #expect(outcome.status == 0)
      var printed = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      if printed.last == "" { printed.removeLast() }
      guard printed != Array(lines[transcript.block]) else { continue }
      if ProcessInfo.processInfo.environment["UPDATE_README_TRANSCRIPTS"] == "1" {
        lines.replaceSubrange(transcript.block, with: printed)
        changed = true
      } else {
        Issue.record(
          """
          README.md's \(transcript.app) session is not what the app prints. Update it with \
          UPDATE_README_TRANSCRIPTS=1 swift test --filter ReadmeTranscript

          The app prints:
          \(printed.joined(separator: "\n"))
          """
        )
      }
    }
    if changed {
      try lines.joined(separator: "\n").write(to: readme, atomically: true, encoding: .utf8)
    }
  }

  @Test("A marker reads as the app and the lines typed, its block as the lines up to the fence")
  func marcador() throws {
    let transcripts = try Transcript.all(in: [
      "text", "<!-- transcript: Reservations \"c 2\" \"1\" -->", "```", "uno", "dos", "```",
    ])
    #expect(transcripts.map(\.app) == ["Reservations"])
    #expect(transcripts.map(\.input) == [["c 2", "1"]])
    #expect(transcripts.map(\.block) == [3..<5])
    #expect(throws: Transcript.Malformed.self) {
      try Transcript.all(in: ["<!-- transcript: Cuenta \"b\" -->", "sin bloque"])
    }
  }
}

/// A session shown in the README: which app, what is typed, and where its printed lines are.
struct Transcript {
  let app: String
  let input: [String]
  /// The lines of the README between the fences.
  let block: Range<Int>

  /// A marker without its fenced block after it.
  struct Malformed: Error, CustomStringConvertible {
    let line: Int
    var description: String {
      "README.md line \(line + 1): a transcript marker must be followed by a fenced block."
    }
  }

  /// The transcripts marked in `lines`, in order.
  static func all(in lines: [String]) throws -> [Transcript] {
    let prefix = "<!-- transcript: "
    var transcripts: [Transcript] = []
    for (index, line) in lines.enumerated() where line.hasPrefix(prefix) {
      let words = line.dropFirst(prefix.count).split(separator: "\"")
      let app = words.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      let input = words.dropFirst().enumerated().filter { $0.offset % 2 == 0 }.map {
        String($0.element)
      }
      let start = index + 2
      guard lines.indices.contains(index + 1), lines[index + 1] == "```",
        let end = lines[start...].firstIndex(of: "```")
      else { throw Malformed(line: index) }
      transcripts.append(Transcript(app: app, input: input, block: start..<end))
    }
    return transcripts
  }
}
