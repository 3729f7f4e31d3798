import Testing

@testable import Statecraft

@Suite("LockIsolated")
struct LockIsolatedTests {
  @Test("Increments from many tasks at once are none of them lost")
  func concurrentIncrements() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { count.withValue { $0 += 1 } }
        }
      }
    }
    #expect(count.value == 8_000)
  }

  @Test("withValue returns what its operation returns; setValue replaces the value")
  func withValueAndSetValue() {
    let names = LockIsolated<[String]>([])
    let size = names.withValue { names -> Int in
      names.append("Ada")
      return names.count
    }
    #expect(size == 1)
    names.setValue(["Grace"])
    #expect(names.value == ["Grace"])
  }

  @Test("A dependency's stand-in records its calls through it")
  func standIn() {
    let saved = LockIsolated<[String]>([])
    let save: @Sendable (String) -> Void = { text in saved.withValue { $0.append(text) } }
    save("one")
    save("two")
    #expect(saved.value == ["one", "two"])
  }
}
