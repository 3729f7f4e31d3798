import Foundation
import Testing

@testable import Statecraft

extension SharedKey where Self == InMemoryKey<Int>.Default {
  /// A typed key with its default, as an app declares one.
  fileprivate static var launches: Self { Self[.inMemory("launches"), default: 3] }
}

private struct Item: Equatable, Identifiable, Sendable {
  let id: Int
}

extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<Item>>.Default {
  /// A typed key whose value is not a literal's default type.
  fileprivate static var items: Self { Self[.inMemory("items"), default: []] }
}

/// A state that declares the typed key with an array literal, as a user writes it.
private struct Inventory {
  @Shared(.items) var items = [Item(id: 1)]
  @SharedReader(.items) var reader = [Item(id: 2)]
}

/// Runs `body` with a storage of its own, so that keys are fresh whatever else runs.
func withFreshStorage<R>(
  _ storage: SharedStorage = SharedStorage(fileSystem: .inMemory()), _ body: () throws -> R
) rethrows -> R {
  try withDependencies {
    $0.sharedStorage = storage
  } operation: {
    try body()
  }
}

@Suite("Shared keys")
struct SharedKeyTests {
  @Test("SH1: the first declaration of a key decides its value; later ones share it")
  func firstValueWins() {
    withFreshStorage {
      @Shared(.inMemory("count")) var first = 1
      @Shared(.inMemory("count")) var second = 2
      #expect(first == 1)
      #expect(second == 1)
      $second.withLock { $0 = 5 }
      #expect(first == 5)
      #expect($first == $second)
    }
  }

  @Test("A later declaration of a key already held does not evaluate its default")
  func defaultNotEvaluated() {
    withFreshStorage {
      let evaluated = Locked(0)
      func expensive() -> Int {
        evaluated.withLock { $0 += 1 }
        return 10
      }
      @Shared(.inMemory("count")) var first = expensive()
      @Shared(.inMemory("count")) var second = expensive()
      #expect(first == 10)
      #expect(second == 10)
      #expect(evaluated.withLock { $0 } == 1)
    }
  }

  @Test("SH1: the same key with another type of value is reported and gets a box of its own")
  func otherType() {
    withFreshStorage {
      @Shared(.inMemory("count")) var number = 1
      let line = #line + 2
      let issues = reportedIssues {
        @Shared(.inMemory("count")) var text = "one"
        #expect(text == "one")
      }
      #expect(
        issues.map(\.message) == [
          """
          The shared key .inMemory("count") already holds a value of type Int; this \
          declaration's type is String, so it gets a value of its own, shared only with the \
          declarations of this key as String.

          Give each type of value a key of its own.
          """
        ])
      #expect(issues.map(\.line) == [UInt(line)])
      // Declarations of the second type share theirs, reported no more.
      let again = reportedIssues {
        @Shared(.inMemory("count")) var text = "two"
        #expect(text == "one")
      }
      #expect(again.isEmpty)
      #expect(number == 1)
    }
  }

  @Test("A typed key carries its default: @Shared(.launches) var launches")
  func typedKey() {
    withFreshStorage {
      @Shared(.launches) var launches
      #expect(launches == 3)
      $launches.withLock { $0 += 1 }
      @Shared(.launches) var again = 100
      #expect(again == 4)
      @SharedReader(.launches) var reader
      #expect(reader == 4)
    }
    // A declaration's own value replaces the default while the key is not held.
    withFreshStorage {
      @Shared(.launches) var launches = 100
      #expect(launches == 100)
    }
  }

  @Test("An array literal on a typed key takes the key's type: @Shared(.items) var items = [...]")
  func literalOnTypedKey() {
    withFreshStorage {
      let inventory = Inventory()
      #expect(inventory.items == [Item(id: 1)])
      #expect(type(of: inventory.items) == IdentifiedArrayOf<Item>.self)
      // The reader is the second declaration of the key: it shares the value, its own unused.
      #expect(inventory.reader == [Item(id: 1)])
      @Shared(.items) var items = [Item(id: 3)]
      #expect(items == [Item(id: 1)])
      #expect(inventory.$items == $items)
    }
    withFreshStorage {
      @Shared(.items) var items
      #expect(items == [])
    }
  }

  @Test("A SharedReader of a key reads the key's shared value")
  func readerOfKey() {
    withFreshStorage {
      @Shared(.inMemory("name")) var name = "a"
      @SharedReader(.inMemory("name")) var reader = "b"
      $name.withLock { $0 = "c" }
      #expect(reader == "c")
    }
  }

  @Test("Two storages keep the same key apart")
  func storagesApart() {
    let first = SharedStorage(fileSystem: .inMemory())
    let second = SharedStorage(fileSystem: .inMemory())
    let one = withFreshStorage(first) { Shared(wrappedValue: 1, .inMemory("count")) }
    let two = withFreshStorage(second) { Shared(wrappedValue: 2, .inMemory("count")) }
    one.withLock { $0 = 10 }
    #expect(two.wrappedValue == 2)
    #expect(withFreshStorage(first) { Shared(wrappedValue: 0, .inMemory("count")) } == one)
  }
}
