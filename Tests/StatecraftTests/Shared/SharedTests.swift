import Foundation
import Testing

@testable import Statecraft

/// A settings value with two fields, for derived shares and whole-value reads.
struct SharedSettings: Equatable, Codable, Sendable {
  var isOn = false
  var volume = 0
}

/// A state holding a shared value, as features declare them.
struct SharedHolder: Equatable {
  @Shared var settings: SharedSettings
  var title = "Settings"
}

@Suite("Shared")
struct SharedTests {
  @Test("Shared(value:) holds a value that every copy reads and changes")
  func copiesShare() {
    let shared = Shared(value: 1)
    let copy = shared
    let doubled = copy.withLock { value -> Int in
      value += 1
      return value * 2
    }
    #expect(doubled == 4)
    #expect(shared.wrappedValue == 2)
    #expect(copy.wrappedValue == 2)
  }

  @Test("As a property wrapper: $x is the Shared, and the value is read-only")
  func propertyWrapper() {
    @Shared(value: 3) var count: Int
    $count.withLock { $0 += 1 }
    #expect(count == 4)
    #expect($count.wrappedValue == 4)
    // Read-only: no writable key path reaches the value.
    #expect(!((\Shared<Int>.wrappedValue as AnyKeyPath) is WritableKeyPath<Shared<Int>, Int>))
  }

  @Test("withLock keeps the changes made before its operation throws, and rethrows")
  func throwingOperation() {
    struct Stop: Error {}
    let shared = Shared(value: 0)
    #expect(throws: Stop.self) {
      try shared.withLock { value in
        value = 7
        throw Stop()
      }
    }
    #expect(shared.wrappedValue == 7)
  }

  @Test("Equatable by value: two boxes with equal values are equal, one box equals itself")
  func equatableByValue() {
    let one = Shared(value: 1)
    let other = Shared(value: 1)
    #expect(one == other)
    other.withLock { $0 = 2 }
    #expect(one != other)
    #expect(one == one)
    #expect(
      SharedHolder(settings: Shared(value: SharedSettings()))
        == SharedHolder(settings: Shared(value: SharedSettings())))
  }

  @Test("Neither Hashable nor Codable: a value that changes in a set, a box lost when decoded")
  func notHashableNorCodable() {
    let shared: Any = Shared(value: 1)
    #expect(!(shared is any Hashable))
    #expect(!(shared is any Encodable))
    #expect(!(shared is any Decodable))
    #expect(!(SharedReader(value: 1) as Any is any Hashable))
  }

  @Test("Dumps as its value, under the property's name")
  func dumpsAsItsValue() {
    let holder = SharedHolder(settings: Shared(value: SharedSettings(isOn: true, volume: 3)))
    #expect(
      Dump.text(of: holder) == """
        SharedHolder(
          settings: SharedSettings(
            isOn: true,
            volume: 3
          ),
          title: "Settings"
        )
        """)
    #expect("\(Shared(value: 5))" == "5")
  }

  @Test("$x.field is a Shared of the field: it reads and writes the whole value's box")
  func member() {
    let settings = Shared(value: SharedSettings())
    let volume = settings.volume
    volume.withLock { $0 = 9 }
    #expect(settings.wrappedValue == SharedSettings(isOn: false, volume: 9))
    settings.withLock { $0.volume = 2 }
    #expect(volume.wrappedValue == 2)
    // Two fields of one box with equal values are equal, as values.
    settings.withLock { $0 = SharedSettings(isOn: false, volume: 0) }
    #expect(settings.isOn.wrappedValue == false)
  }

  @Test("A reader follows the value, through $x.reader and its own members")
  func reader() {
    let settings = Shared(value: SharedSettings())
    let reader = settings.reader
    let isOn = reader.isOn
    settings.withLock { $0.isOn = true }
    #expect(reader.wrappedValue.isOn)
    #expect(isOn.wrappedValue)
    #expect(reader == SharedReader(value: SharedSettings(isOn: true)))
    #expect(SharedReader(settings).wrappedValue == settings.wrappedValue)
    #expect(Dump.text(of: isOn) == "true")
  }

  @Test("A withLock inside a withLock of the same value is reported; its change is discarded")
  func nestedWithLock() {
    let shared = Shared(value: 0)
    let line = #line + 4
    let issues = reportedIssues {
      shared.withLock { outer in
        outer = 1
        shared.withLock { $0 = 50 }
        // Inside, the value reads as it was before the outer change.
        outer += shared.wrappedValue * 10
      }
    }
    #expect(shared.wrappedValue == 1)
    #expect(
      issues.map(\.message) == [
        """
        withLock was called on a shared value inside its own withLock; the inner change was \
        discarded.

        Make the whole change in one withLock.
        """
      ])
    #expect(issues.map(\.line) == [UInt(line)])
  }

  @Test("10,000 withLocks from many threads at once lose no change")
  func concurrentWithLocks() {
    let shared = Shared(value: 0)
    let settings = Shared(value: SharedSettings())
    let halfChanged = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 10_000) { _ in
      shared.withLock { $0 += 1 }
      settings.withLock {
        $0.volume += 1
        $0.isOn = $0.volume.isMultiple(of: 2)
      }
      // A read sees a whole value, never one half-changed.
      let read = settings.wrappedValue
      if read.isOn != read.volume.isMultiple(of: 2) { halfChanged.withLock { $0 += 1 } }
    }
    #expect(halfChanged.withLock { $0 } == 0)
    #expect(shared.wrappedValue == 10_000)
    #expect(settings.wrappedValue.volume == 10_000)
  }
}
