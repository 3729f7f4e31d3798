import Foundation
import Statecraft
import Testing

@testable import Statecraft

@Suite("StackState")
struct StackStateTests {
  enum Screen: Equatable, Hashable, Codable {
    case list
    case detail(Int)
  }

  @Test("Outside a store, a stack mints its own ids, from one past the highest it ever held")
  func idsOutsideAStore() {
    var stack = StackState<Screen>([.list, .detail(1)])
    #expect(stack.ids == [0, 1])
    stack.append(.detail(2))
    #expect(stack.ids == [0, 1, 2])
    stack.removeAll()
    stack.append(.list)
    // Never #0 again: a late action for the popped #0 cannot reach this one.
    #expect(stack.ids == [3])
    let literal: StackState<Screen> = [.list]
    #expect(literal.ids == [0])
  }

  @Test("Inside withDependencies, a stack mints from the generator given, never below its own ids")
  func idsFromAGenerator() {
    let generator = StackElementIDGenerator.incrementing
    _ = generator.next()
    var stack = withDependencies {
      $0.stackElementID = generator
    } operation: {
      StackState<Screen>([.list])
    }
    #expect(stack.ids == [1])
    #expect(generator.peek() == 2)
    var outside = StackState<Screen>([.list, .list, .list, .list])
    withDependencies {
      $0.stackElementID = generator
    } operation: {
      outside.append(.list)
      stack.append(.list)
    }
    #expect(outside.ids == [0, 1, 2, 3, 4])
    #expect(stack.ids == [1, 5])
  }

  @Test("subscript(id:): reads, replaces in place, appends under a new id, removes with nil")
  func subscriptByID() {
    var stack = StackState<Screen>([.list, .detail(1)])
    #expect(stack[id: 1] == .detail(1))
    #expect(stack[id: 9] == nil)
    stack[id: 0] = .detail(0)
    #expect(Array(stack) == [.detail(0), .detail(1)])
    stack[id: 5] = .detail(5)
    #expect(stack.ids == [0, 1, 5])
    stack[id: 1] = nil
    #expect(stack.ids == [0, 5])
    // Appending goes on past the id set by hand.
    stack.append(.list)
    #expect(stack.ids == [0, 5, 6])
  }

  @Test("subscript(id:case:): reads a case, writes it, removes with nil; another case is reported")
  func subscriptByCase() {
    var stack = StackState<Screen>([.detail(1), .list])
    #expect(stack[id: 0, case: Screen.detail] == 1)
    #expect(stack[id: 1, case: Screen.detail] == nil)
    stack[id: 0, case: Screen.detail]? += 1
    #expect(stack[id: 0] == .detail(2))
    stack[id: 3, case: Screen.detail] = 3
    #expect(stack.ids == [0, 1, 3])
    stack[id: 0, case: Screen.detail] = nil
    #expect(stack.ids == [1, 3])

    var line: UInt = 0
    let issues = reportedIssues {
      line = #line + 1
      stack[id: 1, case: Screen.detail]? += 1
    }
    #expect(
      issues.map(\.message) == [
        "StackState: a write through subscript(id: #1, case:) is for another case than the "
          + "element's, StackStateTests.Screen.list; nothing was changed."
      ])
    #expect(issues.map(\.line) == [line])
    #expect(Array(stack) == [.list, .detail(3)])
  }

  @Test("pop(from:) and pop(to:); an id that is not there is reported and removes nothing")
  func popping() {
    var stack = StackState<Screen>([.list, .detail(1), .detail(2), .detail(3)])
    stack.pop(to: 1)
    #expect(stack.ids == [0, 1])
    stack.pop(from: 1)
    #expect(stack.ids == [0])
    var lines: [UInt] = []
    let issues = reportedIssues {
      lines.append(#line + 1)
      stack.pop(from: 7)
      lines.append(#line + 1)
      stack.pop(to: 7)
    }
    #expect(
      issues.map(\.message) == [
        "StackState: pop(from:) was given #7, which is not in the stack [#0]; nothing was removed.",
        "StackState: pop(to:) was given #7, which is not in the stack [#0]; nothing was removed.",
      ])
    #expect(issues.map(\.line) == lines)
    #expect(stack.ids == [0])
    #expect(stack.popLast() == .list)
    #expect(stack.popLast() == nil)
  }

  @Test("Removing or replacing out of range is reported and changes nothing, never traps")
  func outOfRange() {
    var stack = StackState<Screen>([.list, .detail(1)])
    let issues = reportedIssues {
      stack.removeLast(3)
      stack.removeFirst(-1)
      stack.replaceSubrange(1..<4, with: [Screen.list])
    }
    #expect(
      issues.map(\.message) == [
        "StackState: removeLast(3) is out of range 0...2; nothing was removed.",
        "StackState: removeFirst(-1) is out of range 0...2; nothing was removed.",
        "StackState: replaceSubrange(1..<4, with:) is out of range 0...2; nothing was changed.",
      ])
    #expect(stack.ids == [0, 1])
    stack.removeFirst(1)
    #expect(stack.ids == [1])
    stack.insert(.detail(9), at: 0)
    #expect(stack.ids == [2, 1])
    stack.removeLast(2)
    #expect(stack.isEmpty)
  }

  @Test("Equal when the ids and the elements are; hashes agree")
  func equality() {
    let first = StackState<Screen>([.list])
    var second = StackState<Screen>()
    second[id: 1] = .list
    #expect(first != second)
    var third = StackState<Screen>()
    third[id: 0] = .list
    #expect(first == third)
    #expect(first.hashValue == third.hashValue)
  }

  @Test("Codable as a plain array; decoding mints the ids")
  func codable() throws {
    var stack = StackState<Screen>([.list, .detail(1)])
    stack.pop(from: 0)
    stack.append(.detail(2))
    let data = try JSONEncoder().encode(stack)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix("["))
    let decoded = try JSONDecoder().decode(StackState<Screen>.self, from: data)
    #expect(Array(decoded) == [.detail(2)])
    #expect(decoded.ids == [0])
  }

  @Test("Dumps and diffs show the ids as #n, in stack order, and pair elements by id")
  func dumps() {
    var stack = StackState<Screen>()
    stack[id: 10] = .list
    stack[id: 2] = .detail(1)
    #expect(
      Dump.text(of: stack)
        == "[\n  #10: StackStateTests.Screen.list,\n  #2: StackStateTests.Screen.detail(1)\n]")
    #expect(stack.description == "[#10: list, #2: detail(1)]")
    #expect(StackState<Screen>().description == "[]")
    var changed = stack
    changed[id: 2] = .detail(5)
    #expect(
      Dump.diff(stack, changed) == """
          [
            … (1 unchanged)
        −   #2: StackStateTests.Screen.detail(1)
        +   #2: StackStateTests.Screen.detail(5)
          ]
        """)
  }

  @Test("An element's identity is its case: what ends its level when it changes")
  func identities() {
    var stack = StackState<Screen>([.detail(1)])
    let before = stack._levelKey(at: 0)
    stack[id: 0] = .detail(2)
    #expect(stack._levelKey(at: 0) == before)
    stack[id: 0] = .list
    #expect(stack._levelKey(at: 0) != before)
    #expect(stack._levelKey(at: 0).description == "#0")
  }

  /// A screen whose identity has more than its case: an `Identifiable` id.
  enum Card: Equatable {
    case note(Note)
    case list

    struct Note: Equatable, Identifiable {
      var id: Int
      var text = ""
    }
  }

  @Test("Identities beyond the case are kept by id through edits, removals and fresh ids")
  func deepIdentities() {
    var stack = StackState<Card>([.note(.init(id: 1)), .list, .note(.init(id: 2))])
    func expectIdentitiesRead() {
      for offset in stack.indices {
        #expect(stack._levelKey(at: offset).identity == stack._identity(of: stack[offset]))
      }
    }
    expectIdentitiesRead()
    let before = stack._levelKey(at: 0)
    stack[id: 0, case: Card.note]?.text = "edited"
    #expect(stack._levelKey(at: 0) == before)
    stack[id: 0, case: Card.note]?.id = 3
    #expect(stack._levelKey(at: 0) != before)
    expectIdentitiesRead()
    stack.pop(from: 1)
    stack.append(.note(.init(id: 4)))
    stack.insert(.note(.init(id: 5)), at: 0)
    expectIdentitiesRead()
    #expect(stack._deepIdentities.count == 3)
    // Taken in by a store that minted its ids: fresh ids, the same identities.
    let identities = stack.indices.map { stack._levelKey(at: $0).identity }
    withDependencies {
      $0.stackElementID = .incrementing
      for _ in 0...10 { _ = $0.stackElementID.next() }
    } operation: {
      stack._takeIn()
    }
    #expect(stack.ids == [11, 12, 13])
    #expect(stack.indices.map { stack._levelKey(at: $0).identity } == identities)
    #expect(stack._deepIdentities.count == 3)
    stack.removeAll()
    #expect(stack._deepIdentities.isEmpty)
  }
}
