import Foundation
import Testing

/// Checks that the articles, and the doc comments of the source files that ask for it, show only
/// code that this target compiles.
///
/// Each article of the DocC catalogs names, in an HTML comment, the files of this target that hold
/// its samples ("Tests/DocumentationSamples/<Name>.swift"), and those of the stand-in's fixtures
/// that hold its SwiftUI and UIKit samples ("CI/SwiftUIStandIn/Fixtures/<Name>.swift"). Every
/// fenced code block of the article must appear in one of those files: Swift code line by line,
/// with indentation, blank lines and `import` lines ignored (imports are at the top of the file),
/// where a line `// ...` in the article stands for any lines of the file; a plain block (a failure
/// message, wrapped to fit the page) word by word, as the text of a string literal of the file. A
/// block preceded by `<!-- not compiled: why -->` is exempt: the Package.swift lines, a compiler
/// error, code of another library, an API that does not exist yet.
@Suite("Article samples")
struct ArticleSamplesTests {
  @Test("Every code block of every article is in a samples file the article names")
  func everyBlockIsCompiled() throws {
    let articles = try Self.articles()
    #expect(!articles.isEmpty, "no article found under \(Self.root.path)")
    for article in articles {
      let text = try String(contentsOf: article, encoding: .utf8)
      let blocks = Self.codeBlocks(in: text)
      guard !blocks.checked.isEmpty else { continue }
      if let comparer = try Self.comparingTest(of: article, text: text) {
        // The article's blocks are the expected texts of that test, which reads them from the
        // article itself: it fails when a block and what the code prints differ.
        let test = try String(
          contentsOf: Self.root.appendingPathComponent(comparer), encoding: .utf8)
        #expect(
          test.contains(article.lastPathComponent),
          "\(comparer) does not read \(article.lastPathComponent)")
        continue
      }
      let samplesPaths = Self.samplesPaths(in: text)
      guard !samplesPaths.isEmpty else {
        Issue.record(
          """
          \(article.lastPathComponent) has code blocks but names no samples file: add \
          <!-- The samples of this article are compiled and run by \
          Tests/DocumentationSamples/<File>.swift. --> under its title.
          """)
        continue
      }
      for block in try Self.missing(blocks.checked, from: samplesPaths) {
        Issue.record(
          """
          The block at line \(block.line) of \(article.lastPathComponent) is in none of \
          \(samplesPaths.joined(separator: ", ")):

          \(block.lines.joined(separator: "\n"))
          """)
      }
    }
  }

  /// The doc comments of a source file are checked as an article is, when the comment at the
  /// file's top names the samples file that compiles them ("// The code of this file's doc
  /// comments is compiled, as written, by Tests/DocumentationSamples/<Name>.swift."). A doc comment
  /// then cannot show an API that the platforms the project runs on lack (`URL.documentsDirectory`
  /// is not in Foundation on Linux).
  @Test("Every code block of a source file's doc comments is in the samples file the file names")
  func everyDocCommentBlockIsCompiled() throws {
    var checkedFiles: [String] = []
    for source in try Self.sourceFiles() {
      let text = try String(contentsOf: source, encoding: .utf8)
      let samplesPaths = Self.samplesPaths(in: Self.headerComment(of: text))
      guard !samplesPaths.isEmpty else { continue }
      let name = source.path.replacingOccurrences(of: Self.root.path + "/", with: "")
      checkedFiles.append(name)
      let blocks = Self.codeBlocks(in: Self.docComments(of: text))
      #expect(!blocks.checked.isEmpty, "\(name) names a samples file but has no code block")
      for block in try Self.missing(blocks.checked, from: samplesPaths) {
        Issue.record(
          """
          The doc comment's block at line \(block.line) of \(name) is in none of \
          \(samplesPaths.joined(separator: ", ")):

          \(block.lines.joined(separator: "\n"))
          """)
      }
    }
    #expect(checkedFiles.contains("Sources/Statecraft/Shared/FileStorageKey.swift"))
  }

  @Test("The checker reads doc comments only, at their lines, and the header comment only")
  func checkerReadsDocComments() {
    let text = """
      // The code of this file's doc comments is compiled, as written, by
      // Tests/DocumentationSamples/A.swift.

      /// A type.
      ///
      /// ```swift
      /// let x = 1
      /// ```
      struct A {
        // ```swift
        // not a doc comment
        // ```
        let y = 2  // Tests/DocumentationSamples/B.swift
      }
      """
    #expect(
      Self.samplesPaths(in: Self.headerComment(of: text)) == ["Tests/DocumentationSamples/A.swift"])
    #expect(
      Self.codeBlocks(in: Self.docComments(of: text)).checked == [
        Block(line: 6, lines: ["let x = 1"], isCode: true)
      ])
  }

  @Test("The checker finds a block whose lines are all there, in order, around an elision")
  func checkerMatchesElisions() {
    let sample = Self.significantLines("a {\n  b\n  c\n  d\n}\n")
    #expect(Self.contains(sample, ["a {", "b", "// ...", "d", "}"]))
    #expect(Self.contains(sample, ["c", "d"]))
    #expect(!Self.contains(sample, ["b", "d"]))
    #expect(!Self.contains(sample, ["d", "// ...", "b"]))
  }

  @Test("The checker compares text blocks word by word, across line breaks and continuations")
  func checkerComparesWords() {
    #expect(Self.words("a\n  b  c\n") == "a b c")
    #expect(Self.words("  one \\\n  two\n") == "one two")
    #expect(Self.words("  \"\"\"\n  one two\n  three\n  \"\"\"").contains(Self.words("two three")))
  }

  @Test("The checker skips blocks marked as not compiled, and shell commands")
  func checkerSkipsMarkedBlocks() {
    let text = """
      # Title

      <!-- not compiled: a manifest,
           on two lines -->

      ```swift
      let package = Package()
      ```

      ```sh
      swift test
      ```

      ```swift
      let x = 1
      ```

      ```
      A message
      ```
      """
    let blocks = Self.codeBlocks(in: text)
    #expect(
      blocks.checked == [
        Block(line: 14, lines: ["let x = 1"], isCode: true),
        Block(line: 18, lines: ["A message"], isCode: false),
      ])
    #expect(blocks.skipped == 2)
  }

  @Test("An article names samples files of this target and of the stand-in's fixtures")
  func samplesPathsOfBothPlaces() {
    let header = """
      <!-- The samples of this article are compiled and run by
           Tests/DocumentationSamples/ViewsSamples.swift; its SwiftUI and UIKit samples are
           type-checked by CI/SwiftUIStandIn/Fixtures/ViewsArticle.swift. -->
      """
    #expect(
      Self.samplesPaths(in: header) == [
        "Tests/DocumentationSamples/ViewsSamples.swift",
        "CI/SwiftUIStandIn/Fixtures/ViewsArticle.swift",
      ])
  }

  // MARK: - Reading articles

  /// The package's root directory, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func articles() throws -> [URL] {
    let catalogs = [
      "Sources/Statecraft/Statecraft.docc", "Sources/StatecraftTesting/StatecraftTesting.docc",
    ]
    return try catalogs.flatMap { catalog in
      let folder = root.appendingPathComponent(catalog)
      return try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".md") }
        .sorted()
        .map { folder.appendingPathComponent($0) }
    }
  }

  /// The Swift files under `Sources`.
  static func sourceFiles() throws -> [URL] {
    let folder = root.appendingPathComponent("Sources")
    return try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { folder.appendingPathComponent($0) }
  }

  /// The comment lines at the top of a source file, before its first line of code.
  static func headerComment(of text: String) -> String {
    text.components(separatedBy: "\n")
      .prefix { line in
        let line = line.trimmingCharacters(in: .whitespaces)
        return line.isEmpty || (line.hasPrefix("//") && !line.hasPrefix("///"))
      }
      .joined(separator: "\n")
  }

  /// The text of a source file's doc comments (`///` and one space removed), every other line
  /// blank, so that a block's line is its line in the file.
  static func docComments(of text: String) -> String {
    text.components(separatedBy: "\n")
      .map { line -> String in
        let line = line.trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("///") else { return "" }
        let comment = line.dropFirst(3)
        return String(comment.hasPrefix(" ") ? comment.dropFirst() : comment)
      }
      .joined(separator: "\n")
  }

  /// The blocks that are in none of the samples files.
  static func missing(_ blocks: [Block], from samplesPaths: [String]) throws -> [Block] {
    let samples = try samplesPaths.map { path in
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    let sampleLines = samples.map(significantLines)
    let sampleWords = samples.map(words)
    return blocks.filter { block in
      block.isCode
        ? !sampleLines.contains { contains($0, block.lines) }
        : !sampleWords.contains { $0.contains(words(block.lines.joined(separator: " "))) }
    }
  }

  /// The test that compares every block of the article with what the code prints, when the
  /// article names one ("<!-- The blocks of this article are compared with what the code prints
  /// by Tests/<Target>/<Name>.swift. -->"), as the bad-input catalogue does.
  static func comparingTest(of article: URL, text: String) throws -> String? {
    text.firstMatch(
      of: /are compared with what the code prints\s+by\s+(Tests\/\w+\/\w+\.swift)/
    ).map { String($0.output.1) }
  }

  /// The samples files an article names: its blocks may be in any of them. SwiftUI and UIKit
  /// samples are in the stand-in's fixtures (CI/SwiftUIStandIn/Fixtures/), which
  /// `.ci/swiftui-standin` type-checks, as no Linux build has SwiftUI.
  static func samplesPaths(in article: String) -> [String] {
    article.matches(
      of: /(Tests\/DocumentationSamples|CI\/SwiftUIStandIn\/Fixtures)\/\w+\.swift/
    ).map { String($0.output.0) }
  }

  struct Block: Equatable {
    var line: Int
    var lines: [String]
    /// Swift code, compared line by line; otherwise text, compared word by word.
    var isCode: Bool
  }

  /// The fenced blocks to check (Swift, or no language) and how many were exempt.
  static func codeBlocks(in text: String) -> (checked: [Block], skipped: Int) {
    var checked: [Block] = []
    var skipped = 0
    var current: Block?
    var isExempt = false
    var exemptNext = false
    var inMarker = false
    for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if inMarker {
        inMarker = !line.contains("-->")
        continue
      }
      if var block = current {
        if line == "```" {
          if isExempt { skipped += 1 } else { checked.append(block) }
          current = nil
        } else if !line.isEmpty, !line.hasPrefix("import "), !line.hasPrefix("public import ") {
          block.lines.append(line)
          current = block
        }
        continue
      }
      if line.hasPrefix("```") {
        let language = line.dropFirst(3)
        isExempt = exemptNext || !["", "swift", "text"].contains(language)
        exemptNext = false
        current = Block(line: index + 1, lines: [], isCode: language == "swift")
      } else if line.hasPrefix("<!-- not compiled:") {
        exemptNext = true
        inMarker = !line.contains("-->")
      } else if !line.isEmpty {
        exemptNext = false
      }
    }
    return (checked, skipped)
  }

  // MARK: - Matching

  /// The text with every run of whitespace, line breaks included, as one space; a backslash
  /// that ends a line (a string literal's line continuation, after a space) is not a word.
  static func words(_ text: String) -> String {
    text.replacingOccurrences(of: "\\\n", with: "\n")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  static func significantLines(_ text: String) -> [String] {
    text.components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// Whether `block`'s lines appear in `lines` in order, each run between `// ...` lines contiguous.
  static func contains(_ lines: [String], _ block: [String]) -> Bool {
    let runs = block.split(separator: "// ...", omittingEmptySubsequences: true).map(Array.init)
    var start = 0
    for run in runs {
      guard let found = firstIndex(of: run, in: lines, from: start) else { return false }
      start = found + run.count
    }
    return true
  }

  private static func firstIndex(of run: [String], in lines: [String], from start: Int) -> Int? {
    guard run.count <= lines.count - start else { return nil }
    for index in start...(lines.count - run.count)
    where Array(lines[index..<index + run.count]) == run {
      return index
    }
    return nil
  }
}
