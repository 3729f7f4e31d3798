import Foundation
import StatecraftTesting
import Testing

@testable import Statecraft

/// Rule SH3: file storage reads JSON on first access, writes changes atomically, and never
/// loses what a bad file held.
@Suite("File storage")
struct FileStorageTests {
  private let url = URL(fileURLWithPath: "/data/settings.json")

  private func json(_ settings: SharedSettings) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(settings)) ?? Data()
  }

  private func decoded(_ data: Data?) -> SharedSettings? {
    data.flatMap { try? JSONDecoder().decode(SharedSettings.self, from: $0) }
  }

  @Test("The file is read when the key is first declared, and a change is written as JSON")
  func readsAndWrites() {
    let files = SharedFileSystem.inMemory(files: [url: json(SharedSettings(volume: 4))])
    withFreshStorage(SharedStorage(fileSystem: files)) {
      @Shared(.fileStorage(url)) var settings = SharedSettings()
      #expect(settings == SharedSettings(volume: 4))
      #expect(files.writeCount == 0)
      $settings.withLock { $0.isOn = true }
      #expect(files.writeCount == 1)
      #expect(decoded(files.contents(of: url)) == SharedSettings(isOn: true, volume: 4))
      #expect(
        String(decoding: files.contents(of: url) ?? Data(), as: UTF8.self)
          == "{\n  \"isOn\" : true,\n  \"volume\" : 4\n}")
      // Equal: nothing to write.
      $settings.withLock { $0.isOn = true }
      #expect(files.writeCount == 1)
    }
  }

  @Test("A missing or empty file gives the default, and nothing is written until a change")
  func missingOrEmpty() {
    let files = SharedFileSystem.inMemory(files: [URL(fileURLWithPath: "/data/empty.json"): Data()])
    withFreshStorage(SharedStorage(fileSystem: files)) {
      let issues = reportedIssues {
        @Shared(.fileStorage(url)) var missing = SharedSettings(volume: 1)
        @Shared(.fileStorage(URL(fileURLWithPath: "/data/empty.json"))) var empty = 7
        #expect(missing == SharedSettings(volume: 1))
        #expect(empty == 7)
      }
      #expect(issues.isEmpty)
      #expect(files.writeCount == 0)
      #expect(files.contents(of: url) == nil)
    }
  }

  @Test("An unreadable file is reported, the default used, and renamed before the first write")
  func unreadable() {
    let garbage = Data("not json".utf8)
    let files = SharedFileSystem.inMemory(files: [url: garbage])
    withFreshStorage(SharedStorage(fileSystem: files)) {
      let loadLine = #line + 2
      let loading = reportedIssues {
        @Shared(.fileStorage(url)) var settings = SharedSettings()
        #expect(settings == SharedSettings())
      }
      #expect(
        loading.map(\.message) == [
          """
          The file /data/settings.json cannot be read as SharedSettings: The given data was not \
          valid JSON.

          The default value is used. Before the first change is written, the file is renamed \
          settings.json.unreadable, so that nothing in it is lost.
          """
        ])
      #expect(loading.map(\.line) == [UInt(loadLine)])
      // Nothing is written, or moved, until a change.
      #expect(files.contents(of: url) == garbage)
      let changeLine = #line + 3
      let writing = reportedIssues {
        @Shared(.fileStorage(url)) var settings = SharedSettings()
        $settings.withLock { $0.volume = 2 }
      }
      #expect(
        writing.map(\.message) == [
          """
          The unreadable file /data/settings.json was renamed settings.json.unreadable before \
          the first change was written to it.
          """
        ])
      #expect(writing.map(\.line) == [UInt(changeLine)])
      #expect(files.contents(of: url.appendingPathExtension("unreadable")) == garbage)
      #expect(decoded(files.contents(of: url)) == SharedSettings(volume: 2))
    }
  }

  @Test("A second unreadable file is renamed under a name of its own: the first keeps its bytes")
  func secondUnreadable() throws {
    let (first, second) = (Data("first launch".utf8), Data("second launch".utf8))
    let files = SharedFileSystem.inMemory(files: [url: first])
    // Each launch: a storage of its own, reading the file, then a change.
    func launch() -> [String] {
      withFreshStorage(SharedStorage(fileSystem: files)) {
        reportedIssues {
          @Shared(.fileStorage(url)) var settings = SharedSettings()
          $settings.withLock { $0.volume += 1 }
        }
        .map(\.message)
      }
    }
    #expect(
      launch() == [
        """
        The file /data/settings.json cannot be read as SharedSettings: The given data was not \
        valid JSON.

        The default value is used. Before the first change is written, the file is renamed \
        settings.json.unreadable, so that nothing in it is lost.
        """,
        """
        The unreadable file /data/settings.json was renamed settings.json.unreadable before \
        the first change was written to it.
        """,
      ])
    try files.writeFromOutside(second, to: url)
    #expect(
      launch() == [
        """
        The file /data/settings.json cannot be read as SharedSettings: The given data was not \
        valid JSON.

        The default value is used. Before the first change is written, the file is renamed \
        settings.json.unreadable.2, so that nothing in it is lost.
        """,
        """
        The unreadable file /data/settings.json was renamed settings.json.unreadable.2 before \
        the first change was written to it.
        """,
      ])
    #expect(files.contents(of: url.appendingPathExtension("unreadable")) == first)
    #expect(
      files.contents(of: url.appendingPathExtension("unreadable").appendingPathExtension("2"))
        == second)
    #expect(decoded(files.contents(of: url)) == SharedSettings(volume: 1))
  }

  @Test("A value that cannot be encoded is reported once, until a write succeeds, as a disk is")
  func unencodable() {
    let files = SharedFileSystem.inMemory()
    let numbers = URL(fileURLWithPath: "/data/numbers.json")
    withFreshStorage(SharedStorage(fileSystem: files)) {
      @Shared(.fileStorage(numbers)) var values: [Double] = []
      let message = """
        The value of /data/numbers.json cannot be encoded as JSON: Unable to encode \
        Double.nan directly in JSON. Nothing was written; the next change tries again.
        """
      var issues = reportedIssues {
        for count in 1...5 { $values.withLock { $0 = Array(repeating: .nan, count: count) } }
      }
      #expect(issues.map(\.message) == [message])
      #expect(files.writeCount == 0)
      issues = reportedIssues {
        $values.withLock { $0 = [1] }
        $values.withLock { $0 = [.nan] }
        $values.withLock { $0 = [.nan, .nan] }
      }
      #expect(issues.map(\.message) == [message])
      let written = files.contents(of: numbers).map { String(decoding: $0, as: UTF8.self) }
      #expect(written == "[\n  1\n]")
    }
  }

  @Test("A file of another shape is unreadable too, and the message says where it differs")
  func otherShape() {
    let files = SharedFileSystem.inMemory(files: [url: Data(#"{"isOn": 3, "volume": 1}"#.utf8)])
    withFreshStorage(SharedStorage(fileSystem: files)) {
      let issues = reportedIssues {
        @Shared(.fileStorage(url)) var settings = SharedSettings()
      }
      #expect(
        issues.first?.message.hasPrefix(
          "The file /data/settings.json cannot be read as SharedSettings: Expected to decode "
        ) == true)
      #expect(issues.first?.message.contains("(at .isOn)") == true)
    }
  }

  @Test("A URL that is a directory is reported, and the value kept in memory, never written")
  func directory() {
    let files = SharedFileSystem.inMemory(files: [url.appendingPathComponent("inner"): Data()])
    withFreshStorage(SharedStorage(fileSystem: files)) {
      let issues = reportedIssues {
        @Shared(.fileStorage(url)) var settings = SharedSettings()
        $settings.withLock { $0.volume = 3 }
        #expect(settings.volume == 3)
      }
      #expect(
        issues.map(\.message) == [
          """
          The file storage at /data/settings.json is a directory, not a file: the value is kept \
          in memory and never written.

          Give .fileStorage the URL of a file.
          """
        ])
      #expect(files.writeCount == 0)
    }
  }

  @Test("save() writes now, and is a no-op for a value kept in memory")
  func save() async {
    let clock = TestClock()
    let files = SharedFileSystem.inMemory()
    await withDependencies {
      $0.sharedStorage = SharedStorage(fileSystem: files, clock: clock)
    } operation: {
      @Shared(.fileStorage(url)) var settings = SharedSettings()
      $settings.withLock { $0.volume = 1 }
      $settings.withLock { $0.volume = 2 }
      #expect(files.writeCount == 1)
      $settings.save()
      #expect(files.writeCount == 2)
      #expect(decoded(files.contents(of: url))?.volume == 2)
      // The write that was due is no longer.
      await clock.advance(by: .seconds(5))
      #expect(files.writeCount == 2)
      Shared(value: 1).save()
    }
  }
}

/// The disk: atomic writes, and failures that keep the old file and are retried.
@Suite("File storage on the disk")
struct DiskFileStorageTests {
  /// A directory of its own under the temporary directory, removed afterwards.
  private func inTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statecraft-shared-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test("A change replaces the file in one rename, leaving no temporary file")
  func atomicWrite() throws {
    try inTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("count.json")
      try Data("1".utf8).write(to: url)
      withFreshStorage(SharedStorage(fileSystem: .disk)) {
        @Shared(.fileStorage(url)) var count = 0
        #expect(count == 1)
        $count.withLock { $0 = 2 }
      }
      #expect(try String(contentsOf: url, encoding: .utf8) == "2")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["count.json"])
    }
  }

  @Test("A write failing half-way keeps the old file whole, and is reported")
  func halfWayFailure() throws {
    try inTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("count.json")
      try Data("1111".utf8).write(to: url)
      let fileSystem = SharedFileSystem.disk(interruptingWritesAfter: 2)
      let issues = withFreshStorage(SharedStorage(fileSystem: fileSystem)) {
        reportedIssues {
          @Shared(.fileStorage(url)) var count = 0
          $count.withLock { $0 = 222_222 }
        }
      }
      #expect(
        issues.map(\.message) == [
          """
          The file \(url.path) cannot be written: the write was interrupted after 2 of 6 bytes. \
          The value is kept in memory; the next change tries again.
          """
        ])
      #expect(try String(contentsOf: url, encoding: .utf8) == "1111")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["count.json"])
    }
  }

  @Test("A URL that cannot be written is reported, kept in memory, and retried at the next change")
  func unwritable() throws {
    try inTemporaryDirectory { directory in
      // A file where the directory of the URL should be: no write can succeed (even as root).
      let blocker = directory.appendingPathComponent("blocked")
      try Data().write(to: blocker)
      let url = blocker.appendingPathComponent("count.json")
      withFreshStorage(SharedStorage(fileSystem: .disk)) {
        @Shared(.fileStorage(url)) var count = 0
        let issues = reportedIssues {
          $count.withLock { $0 = 1 }
          // The same failure again is not reported again.
          $count.withLock { $0 = 2 }
        }
        #expect(count == 2)
        #expect(
          issues.map(\.message) == [
            """
            The file \(url.path) cannot be written: \(blocker.path) is a file, not a directory. \
            The value is kept in memory; the next change tries again.
            """
          ])
        try? FileManager.default.removeItem(at: blocker)
        let retried = reportedIssues { $count.withLock { $0 = 3 } }
        #expect(retried.isEmpty)
      }
      #expect(try String(contentsOf: url, encoding: .utf8) == "3")
    }
  }
}

/// The disk, as a hostile world leaves it: a second unreadable file, the leftovers of writes
/// killed midway, a URL that is a symbolic link, and writes that must not hold the caller.
@Suite("File storage on the disk, under hostile input")
struct DiskFileStorageHostileTests {
  private func inTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statecraft-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
  }

  private func names(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("Each unreadable file of each launch is kept, under a name of its own")
  func unreadableTwice() async throws {
    try await inTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("prefs.json")
      for launch in 1...3 {
        try Data("garbage \(launch)".utf8).write(to: url)
        let issues = withFreshStorage(SharedStorage(fileSystem: .disk)) {
          reportedIssues {
            @Shared(.fileStorage(url)) var count = 0
            $count.withLock { $0 = launch }
          }
        }
        #expect(issues.count == 2)
      }
      #expect(
        try names(in: directory) == [
          "prefs.json", "prefs.json.unreadable", "prefs.json.unreadable.2",
          "prefs.json.unreadable.3",
        ])
      let kept = try ["", ".2", ".3"].map {
        try String(contentsOfFile: url.path + ".unreadable" + $0, encoding: .utf8)
      }
      #expect(kept == ["garbage 1", "garbage 2", "garbage 3"])
      #expect(try String(contentsOf: url, encoding: .utf8) == "3")
    }
  }

  @Test("A write removes what killed writes left behind, and leaves a live process's own")
  func leftovers() async throws {
    try await inTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("count.json")
      // A process that has ended, and one that runs while the write is made.
      let ended = Process()
      ended.executableURL = URL(fileURLWithPath: "/bin/true")
      try ended.run()
      ended.waitUntilExit()
      let running = Process()
      running.executableURL = URL(fileURLWithPath: "/bin/sleep")
      running.arguments = ["60"]
      try running.run()
      defer {
        // Killed and reaped, so that no child outlives the test (and holds the test run's
        // output open for a minute).
        kill(running.processIdentifier, SIGKILL)
        running.waitUntilExit()
      }
      let leftovers = [
        ".count.json.\(UUID().uuidString).tmp",
        ".count.json.\(ended.processIdentifier).\(UUID().uuidString).tmp",
      ]
      let live = ".count.json.\(running.processIdentifier).\(UUID().uuidString).tmp"
      // Another file's: not this one's to remove.
      let other = ".other.json.\(ended.processIdentifier).\(UUID().uuidString).tmp"
      for name in leftovers + [live, other] {
        try Data("{".utf8).write(to: directory.appendingPathComponent(name))
      }
      withFreshStorage(SharedStorage(fileSystem: .disk)) {
        @Shared(.fileStorage(url)) var count = 0
        $count.withLock { $0 = 1 }
      }
      #expect(try names(in: directory) == [live, other, "count.json"].sorted())
      #expect(try String(contentsOf: url, encoding: .utf8) == "1")
    }
  }

  @Test("A URL that is a symbolic link is written through: the link stays, its file changes")
  func symbolicLink() async throws {
    try await inTemporaryDirectory { directory in
      let data = directory.appendingPathComponent("data")
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      let file = data.appendingPathComponent("settings.json")
      try Data("1".utf8).write(to: file)
      let link = directory.appendingPathComponent("settings.json")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "data/settings.json")
      withFreshStorage(SharedStorage(fileSystem: .disk)) {
        @Shared(.fileStorage(link)) var count = 0
        #expect(count == 1)
        $count.withLock { $0 = 2 }
      }
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
          == "data/settings.json")
      #expect(try String(contentsOf: file, encoding: .utf8) == "2")
      #expect(try names(in: data) == ["settings.json"])
    }
  }

  @Test("With a clock, a change is encoded and written off the thread that made it; save() waits")
  func offTheCallersThread() async throws {
    try await inTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("recorded.json")
      let clock = TestClock()
      try await withDependencies {
        $0.sharedStorage = SharedStorage(fileSystem: .disk, clock: clock)
      } operation: { () async throws in
        @Shared(.fileStorage(url)) var value = ThreadRecorded(number: 0)
        let caller = pthread_self()
        ThreadRecorded.encodings.withLock { $0 = [] }
        // The first change is written at once, on the file's queue.
        $value.withLock { $0.number = 1 }
        // Within the second: due at its end; save() writes it now, after the write under way.
        $value.withLock { $0.number = 2 }
        $value.save()
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == "{\n  \"number\" : 2\n}")
        // The first write, queued by the first change, ran on the queue: it encoded the value as
        // it was when it ran.
        let encodings = ThreadRecorded.encodings.withLock { $0 }
        #expect(encodings.first.map { pthread_equal($0.thread, caller) == 0 } == true)
        // A change due when the process ends is written by the flush, which waits for it.
        await clock.advance(by: .seconds(5))
        $value.withLock { $0.number = 3 }
        $value.withLock { $0.number = 4 }
        $value.box?.flushPendingWrite()
        let flushed = try String(contentsOf: url, encoding: .utf8)
        #expect(flushed == "{\n  \"number\" : 4\n}")
      }
    }
  }
}

/// A value that records the thread each encoding of it runs on.
struct ThreadRecorded: Codable, Equatable, Sendable {
  var number: Int

  static let encodings = Locked<[(number: Int, thread: pthread_t)]>([])

  func encode(to encoder: any Encoder) throws {
    Self.encodings.withLock { $0.append((number, pthread_self())) }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
  }
}

/// The leading-edge throttle, on the storage's clock (rule SH3).
@Suite("File storage's throttle")
struct FileStorageThrottleTests {
  private let url = URL(fileURLWithPath: "/data/count.json")

  /// What the file system holds: the number of writes, and the value in the file.
  private func written(_ files: SharedFileSystem) -> String {
    let text = files.contents(of: url).map { String(decoding: $0, as: UTF8.self) } ?? "nil"
    return "\(files.writeCount) writes, \(text)"
  }

  @Test("The first change is written at once, later ones in that second once at its end")
  func leadingAndCoalesced() async {
    var runs: Set<[String]> = []
    for _ in 0..<50 {
      let clock = TestClock()
      let featureClock = TestClock()
      let files = SharedFileSystem.inMemory()
      var seen: [String] = []
      await withDependencies {
        $0.sharedStorage = SharedStorage(fileSystem: files, clock: clock)
        $0.continuousClock = featureClock
      } operation: {
        @Shared(.fileStorage(url)) var count = 0
        $count.withLock { $0 = 1 }
        seen.append(written(files))
        $count.withLock { $0 = 2 }
        $count.withLock { $0 = 3 }
        seen.append(written(files))
        await clock.waitForSleepers(1)
        // The feature's clock is not the storage's: it decides nothing.
        await featureClock.advance(by: .seconds(10))
        await clock.advance(by: .milliseconds(999))
        seen.append(written(files))
        await clock.advance(by: .milliseconds(1))
        seen.append(written(files))
        // After a quiet second, at once again.
        await clock.advance(by: .seconds(2))
        $count.withLock { $0 = 4 }
        seen.append(written(files))
      }
      runs.insert(seen)
    }
    #expect(
      runs == [
        ["1 writes, 1", "1 writes, 1", "1 writes, 1", "2 writes, 3", "3 writes, 4"]
      ])
  }

  @Test("A write still due when the process ends is made then")
  func flushAtExit() async {
    let clock = TestClock()
    let files = SharedFileSystem.inMemory()
    await withDependencies {
      $0.sharedStorage = SharedStorage(fileSystem: files, clock: clock)
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      $count.withLock { $0 = 2 }
      #expect(written(files) == "1 writes, 1")
      // What the exit does for every file-stored value (PendingWrites.flushAll, with atexit), for
      // this one: a flush of all would reach the values of the tests running beside this one.
      $count.box?.flushPendingWrite()
      #expect(written(files) == "2 writes, 2")
      // Flushed: the due write is not made a second time.
      await clock.waitForSleepers(1)
      await clock.advance(by: .seconds(1))
      #expect(written(files) == "2 writes, 2")
    }
  }
}

/// Rule SH2: every write reads the value under the box's lock, and no older value is written
/// over a newer one (swift-sharing #209).
@Suite("File storage under concurrent changes")
struct FileStorageConcurrencyTests {
  @Test("After 1,000 changes from many threads, the file holds the last value", arguments: 0..<5)
  func lastValueWins(_: Int) {
    let url = URL(fileURLWithPath: "/data/concurrent.json")
    let files = SharedFileSystem.inMemory()
    let shared = withFreshStorage(SharedStorage(fileSystem: files)) {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      shared.withLock { $0 += 1 }
    }
    #expect(shared.wrappedValue == 1_000)
    #expect(files.contents(of: url).map { String(decoding: $0, as: UTF8.self) } == "1000")
  }
}
