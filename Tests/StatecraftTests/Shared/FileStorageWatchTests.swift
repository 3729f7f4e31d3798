import Foundation
import Observation
import StatecraftTesting
import Testing

@testable import Statecraft

/// Rule SH3 grown: a change another process makes to the file is read, and notifies, as any
/// change; the app's next change goes on from it.
@Suite("File storage and changes from outside")
struct FileStorageOutsideChangeTests {
  private let url = URL(fileURLWithPath: "/data/count.json")

  @Test("A change from outside is read at once in memory, notifies, and the next builds on it")
  func inMemory() throws {
    let files = SharedFileSystem.inMemory(files: [url: Data("1".utf8)])
    try withFreshStorage(SharedStorage(fileSystem: files)) {
      @Shared(.fileStorage(url)) var count = 0
      #expect(count == 1)
      let notified = Locked(0)
      withObservationTracking {
        _ = count
      } onChange: {
        notified.withLock { $0 += 1 }
      }
      try files.writeFromOutside(Data("2".utf8), to: url)
      #expect(count == 2)
      #expect(notified.withLock { $0 } == 1)
      $count.withLock { $0 += 10 }
      #expect(files.contents(of: url) == Data("12".utf8))
      // The same bytes again are no change.
      try files.writeFromOutside(Data("12".utf8), to: url)
      #expect(count == 12)
    }
  }

  @Test("Bytes from outside that are not a value are reported, the value kept, the file kept aside")
  func unreadableFromOutside() {
    let files = SharedFileSystem.inMemory(files: [url: Data("1".utf8)])
    let garbage = Data("{ half a write".utf8)
    withFreshStorage(SharedStorage(fileSystem: files)) {
      let line = #line + 1
      @Shared(.fileStorage(url)) var count = 0
      let issues = reportedIssues {
        #expect(throws: Never.self) { try files.writeFromOutside(garbage, to: url) }
      }
      #expect(
        issues.map(\.message) == [
          """
          The file /data/count.json was changed outside this process and cannot be read as Int: \
          The given data was not valid JSON.

          The value in memory is kept. Before the next change is written, the file is renamed \
          count.json.unreadable, so that nothing in it is lost.
          """
        ])
      #expect(issues.map(\.line) == [UInt(line)])
      #expect(count == 1)
      let written = reportedIssues { $count.withLock { $0 = 5 } }
      #expect(written.count == 1)
      #expect(files.contents(of: url.appendingPathExtension("unreadable")) == garbage)
      #expect(files.contents(of: url) == Data("5".utf8))
    }
  }
}

/// The disk: another process writes the file, and the app reads it.
@Suite("File storage on the disk, changed by another process")
struct DiskFileStorageWatchTests {
  private func inTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statecraft-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
  }

  /// Runs `/bin/sh -c script` with `arguments` as `$0`, `$1`, …, and waits for it to end.
  private func shell(_ script: String, _ arguments: String...) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script] + arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Whether `shared` changes within `bound` after `change` runs: the first notification ends
  /// the wait (the bound only ends a wait for a change that never comes).
  private func changes<Value>(
    _ shared: Shared<Value>, within bound: Duration = .seconds(20),
    after change: () throws -> Void
  ) async throws -> Bool {
    let (notifications, continuation) = AsyncStream<Void>.makeStream()
    withObservationTracking {
      _ = shared.wrappedValue
    } onChange: {
      continuation.yield()
      continuation.finish()
    }
    try change()
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await _ in notifications { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: bound)
        continuation.finish()
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }

  @Test("A value another process writes is read and notifies; the app's next change builds on it")
  func secondProcess() async throws {
    try await inTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("count.json")
      try Data("1".utf8).write(to: url)
      try await withDependencies {
        $0.sharedStorage = SharedStorage(fileSystem: .disk)
      } operation: { () async throws in
        @Shared(.fileStorage(url)) var count = 0
        #expect(count == 1)
        // Another process writes the file in place, as a shell's redirection does.
        let changed = try await changes($count) {
          let status = try shell(#"printf 2 > "$0""#, url.path)
          #expect(status == 0)
        }
        #expect(changed)
        #expect(count == 2)
        $count.withLock { $0 += 10 }
        #expect(try String(contentsOf: url, encoding: .utf8) == "12")
        // And replacing it, as an atomic writer does.
        let replaced = try await changes($count) {
          let status = try shell(#"printf 40 > "$0.new" && mv "$0.new" "$0""#, url.path)
          #expect(status == 0)
        }
        #expect(replaced)
        #expect(count == 40)
      }
    }
  }

  @Test("A file deleted from outside leaves the value as it is; the next change writes it again")
  func deletedFromOutside() async throws {
    try await inTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("count.json")
      try Data("7".utf8).write(to: url)
      try await withDependencies {
        $0.sharedStorage = SharedStorage(fileSystem: .disk)
      } operation: { () async throws in
        @Shared(.fileStorage(url)) var count = 0
        let removed = try shell(#"rm "$0""#, url.path)
        #expect(removed == 0)
        #expect(count == 7)
        $count.withLock { $0 += 1 }
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == "8")
        // The watch is the directory's: it goes on seeing the file made again.
        let changed = try await changes($count) {
          let written = try shell(#"printf 20 > "$0""#, url.path)
          #expect(written == 0)
        }
        #expect(changed)
        #expect(count == 20)
      }
    }
  }
}
