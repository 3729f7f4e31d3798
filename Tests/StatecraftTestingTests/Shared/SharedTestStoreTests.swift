import Foundation
import Statecraft
import StatecraftTesting
import Testing

/// Rules SH4-SH7: shared values the state holds are asserted by the test store like any state.
@MainActor
@Suite("TestStore and shared state")
struct SharedTestStoreTests {
  private func store(
    _ count: Shared<Int> = Shared(value: 0), child: Bool = false
  )
    -> TestStore<SharedCounter.State, SharedCounter.Action>
  {
    TestStore(
      initialState: SharedCounter.State(count: count, child: child ? .init(count: count) : nil)
    ) {
      SharedCounter()
    }
  }

  // MARK: - SH5

  @Test("SH5: a shared change asserted with withLock in the step's closure passes")
  func assertedChange() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.increment) {
        $0.$count.withLock { $0 = 1 }
      }
      await store.send(.increment) {
        $0.$count.withLock { $0 += 1 }
      }
      #expect(store.state.count == 2)
    }
    #expect(failures == [])
  }

  @Test("SH5: a shared change the step did not assert fails, naming the shared value")
  func unassertedChange() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.increment)
    }
    #expect(
      failures == [
        """
        The state changed after send(.increment), but the test expected no change:

            Shared $count:
          −   0
          +   1

        (Expected: −, Actual: +) Describe the change in the trailing closure: send(…) { \
        $0.$count.withLock { $0 = … } }
        """
      ])
  }

  @Test("SH5: a shared change asserted wrong fails with both values")
  func wrongAssertion() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.increment) {
        $0.$count.withLock { $0 = 2 }
      }
    }
    #expect(
      failures == [
        """
        The state after send(.increment) does not match the expectation:

            Shared $count:
          −   2
          +   1

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test("SH5: the diff names every path holding the box; asserting through one path asserts it")
  func everyPath() async {
    let failures = await failureTexts {
      let store = store(Shared(value: 1), child: true)
      await store.send(.child(.double)) {
        // Through the child's path: the same box.
        $0.child?.$count.withLock { $0 = 2 }
      }
      await store.send(.increment)
      await store.send(.child(.double)) {
        $0.$count.withLock { $0 = 6 }
      }
    }
    #expect(
      failures == [
        """
        The state changed after send(.increment), but the test expected no change:

            Shared $count, child.$count:
          −   2
          +   3

        (Expected: −, Actual: +) Describe the change in the trailing closure: send(…) { \
        $0.$count.withLock { $0 = … } }
        """
      ])
  }

  // MARK: - An element the state holds

  @Test("A removed element the state holds: the failure says so, and how to assert the removal")
  func removedElement() async {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<ListedItem> = [ListedItem(id: 1)]
    let failures = await failureTexts {
      guard let item = $items[id: 1] else { return }
      let store = TestStore(initialState: ItemRow.State(item: item)) { ItemRow() }
      await store.send(.deleteTapped)
    }
    #expect(
      failures == [
        """
        The state changed after send(.deleteTapped), but the test expected no change:

            Shared .inMemory("items"), which the state holds only in part, as $item:
          −   [
          −     [0]: ListedItem(
          −       id: 1,
          −       title: ""
          −     )
          −   ]
          +   []

        (Expected: −, Actual: +) The element with id 1 was removed from the shared value \
        .inMemory("items"), which the state holds only in part: $0.$item cannot describe a \
        removal. Declare the key in the test (@Shared(.inMemory("items")) var items: \
        IdentifiedArray<Int, ListedItem> = …) and describe the change through it in the trailing \
        closure: send(…) { _ in $items.withLock { $0.remove(id: 1) } }
        """
      ])
  }

  @Test("The removal asserted through the element fails with the same advice")
  func removedElementAssertedThroughIt() async {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<ListedItem> = [ListedItem(id: 1)]
    let failures = await failureTexts {
      guard let item = $items[id: 1] else { return }
      let store = TestStore(initialState: ItemRow.State(item: item)) { ItemRow() }
      await store.send(.deleteTapped) {
        $0.$item.withLock { $0 = ListedItem(id: 1) }
      }
    }
    #expect(
      failures == [
        """
        The state after send(.deleteTapped) does not match the expectation:

            Shared .inMemory("items"), which the state holds only in part, as $item:
          −   [
          −     [0]: ListedItem(
          −       id: 1,
          −       title: ""
          −     )
          −   ]
          +   []

        (Expected: −, Actual: +) The element with id 1 was removed from the shared value \
        .inMemory("items"), which the state holds only in part: $0.$item cannot describe a \
        removal. Declare the key in the test (@Shared(.inMemory("items")) var items: \
        IdentifiedArray<Int, ListedItem> = …) and describe the change through it in the trailing \
        closure: send(…) { _ in $items.withLock { $0.remove(id: 1) } }
        """
      ])
  }

  @Test("The removal asserted through the list, the test's own declaration of the key, passes")
  func removedElementAssertedThroughTheList() async {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<ListedItem> = [ListedItem(id: 1)]
    let failures = await failureTexts {
      guard let item = $items[id: 1] else { return }
      let store = TestStore(initialState: ItemRow.State(item: item)) { ItemRow() }
      await store.send(.deleteTapped) { _ in
        $items.withLock { $0.remove(id: 1) }
      }
      #expect(items == [])
    }
    #expect(failures == [])
  }

  @Test("A removed element of a list that belongs to no key: assert it through the test's Shared")
  func removedElementOfKeylessList() async {
    let items = Shared<IdentifiedArrayOf<ListedItem>>(value: [ListedItem(id: 1)])
    let failures = await failureTexts {
      guard let item = items[id: 1] else { return }
      let store = TestStore(initialState: OwnedItemRow.State(item: item)) {
        OwnedItemRow(items: items)
      }
      await store.send(.deleteTapped)
    }
    #expect(
      failures == [
        """
        The state changed after send(.deleteTapped), but the test expected no change:

            Shared value, which the state holds only in part, as $item:
          −   [
          −     [0]: ListedItem(
          −       id: 1,
          −       title: ""
          −     )
          −   ]
          +   []

        (Expected: −, Actual: +) The element with id 1 was removed from the shared value, which \
        the state holds only in part: $0.$item cannot describe a removal. Describe the change \
        through the Shared(value:) the test made, here called shared, in the trailing closure: \
        send(…) { _ in shared.withLock { $0.remove(id: 1) } }
        """
      ])
  }

  @Test("An effect's removal of the element the state holds: store.assert through the list")
  func removedElementOutsideStep() async {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<ListedItem> = [ListedItem(id: 1)]
    let failures = await failureTexts {
      guard let item = $items[id: 1] else { return }
      let store = TestStore(initialState: ItemRow.State(item: item)) { ItemRow() }
      await store.send(.deleteInEffect)
    }
    #expect(
      failures == [
        """
        A shared value changed outside a step, after the last step:

            Shared .inMemory("items"), which the state holds only in part, as $item:
          −   [
          −     [0]: ListedItem(
          −       id: 1,
          −       title: ""
          −     )
          −   ]
          +   []

        (Before: −, After: +) No reducer made this change: an effect's withLock, another store \
        or the test did. The element with id 1 was removed from the shared value \
        .inMemory("items"), which the state holds only in part: $0.$item cannot describe a \
        removal. Declare the key in the test (@Shared(.inMemory("items")) var items: \
        IdentifiedArray<Int, ListedItem> = …) and describe the change through it. Assert it \
        with store.assert { _ in $items.withLock { $0.remove(id: 1) } } once it has happened, or \
        make it in a reducer.
        """
      ])
  }

  @Test("A change of the list beside the element the state holds: assert it through the list")
  func listChangedBesideElement() async {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<ListedItem> = [ListedItem(id: 1)]
    let failures = await failureTexts {
      guard let item = $items[id: 1] else { return }
      let store = TestStore(initialState: ItemRow.State(item: item)) { ItemRow() }
      await store.send(.siblingAdded)
      await store.send(.renamed("Milk"))
    }
    #expect(
      failures == [
        """
        The state changed after send(.siblingAdded), but the test expected no change:

            Shared .inMemory("items"), which the state holds only in part, as $item:
              [
                … (1 unchanged)
          +     [1]: ListedItem(
          +       id: 2,
          +       title: ""
          +     )
              ]

        (Expected: −, Actual: +) The shared value .inMemory("items") changed beside the part of it \
        that the state holds ($item), which cannot describe that. Declare the key in the test \
        (@Shared(.inMemory("items")) var items: IdentifiedArray<Int, ListedItem> = …) and \
        describe the change through it in the trailing closure: send(…) { _ in $items.withLock \
        { $0 = … } }
        """,
        // Only the element changed: the part the state holds describes it.
        """
        The state changed after send(.renamed("Milk")), but the test expected no change:

            Shared .inMemory("items"), which the state holds only in part, as $item:
              [
                [0]: ListedItem(
                  … (1 unchanged)
          −       title: ""
          +       title: "Milk"
                ),
                … (1 unchanged)
              ]

        (Expected: −, Actual: +) Describe the change in the trailing closure: send(…) { \
        $0.$item.withLock { $0 = … } }
        """,
      ])
  }

  @Test("SH5: a state change and a shared change in one step are shown together")
  func stateAndShared() async {
    let failures = await failureTexts {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
        Reduce { state, action in
          if action == .increment { state.label = "more" }
          return .none
        }
      }
      await store.send(.increment) {
        $0.label = "less"
      }
    }
    #expect(
      failures == [
        """
        The state after send(.increment) does not match the expectation:

            SharedCounter.State(
              … (2 unchanged)
          −   label: "less"
          +   label: "more"
            )
            Shared $count:
          −   0
          +   1

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test("A closure that asserts only a shared change is not told that nothing changed")
  func sharedOnlyIsAChange() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.increment) {
        $0.$count.withLock { $0 = 1 }
      }
      // Nothing changes, and the closure's withLock leaves the value as it was.
      await store.send(.noop) {
        $0.$count.withLock { $0 = 1 }
      }
    }
    #expect(
      failures == [
        """
        Expected the state to change after send(.noop), but it did not change, and the trailing \
        closure changed nothing either.

        When no change is expected, omit the closure: send(…)
        """
      ])
  }

  // MARK: - SH4

  @Test("SH4: the closure sees the values at the step's start, and never writes the box")
  func noWriteThrough() async {
    let count = Shared(value: 0)
    let other = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
    var seen: [Int] = []
    let failures = await failureTexts {
      let store = store(count)
      await store.send(.increment) {
        seen.append($0.count)
        // A wrong assertion: it must change what the test expects, not the feature's value.
        $0.$count.withLock { $0 = 100 }
        seen.append($0.count)
      }
    }
    #expect(seen == [0, 100])
    #expect(count.wrappedValue == 1)
    #expect(other.count == 1)
    #expect(failures.count == 1)
  }

  // MARK: - SH6

  @Test("SH6: an effect's withLock fails at the next step as a change outside a step")
  func changedOutsideAStep() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.incrementInEffect)
      await store.send(.noop)
    }
    #expect(
      failures == [
        """
        A shared value changed outside a step, before send(.noop):

            Shared $count:
          −   0
          +   1

        (Before: −, After: +) No reducer made this change: an effect's withLock, another store \
        or the test did. Assert it with store.assert { $0.$count.withLock { … } } once it has \
        happened, or make it in a reducer.
        """
      ])
  }

  @Test("SH6: a change after the last step fails at the end of the test, at the last step")
  func changedAtTheEnd() async {
    let line = #line + 3
    let failures = await recordedFailures {
      let store = store()
      await store.send(.incrementInEffect)
    }
    #expect(
      failures == [
        RecordedFailure(
          text: """
            A shared value changed outside a step, after the last step:

                Shared $count:
              −   0
              +   1

            (Before: −, After: +) No reducer made this change: an effect's withLock, another \
            store or the test did. Assert it with store.assert { $0.$count.withLock { … } } \
            once it has happened, or make it in a reducer.
            """,
          line: line
        )
      ])
  }

  @Test("SH6: another store's change is a change outside a step too")
  func anotherStore() async {
    let count = Shared(value: 0)
    let failures = await failureTexts {
      let store = store(count)
      let other = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
      other.send(.increment)
      await store.send(.noop)
    }
    #expect(
      failures == [
        """
        A shared value changed outside a step, before send(.noop):

            Shared $count:
          −   0
          +   1

        (Before: −, After: +) No reducer made this change: an effect's withLock, another store \
        or the test did. Assert it with store.assert { $0.$count.withLock { … } } once it has \
        happened, or make it in a reducer.
        """
      ])
  }

  @Test("SH6: store.assert asserts a change outside a step, and a wrong one fails")
  func assertOutsideChange() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.incrementInEffect)
      store.assert {
        $0.$count.withLock { $0 = 1 }
      }
      await store.send(.increment) {
        $0.$count.withLock { $0 = 2 }
      }
      await store.send(.incrementInEffect)
      store.assert {
        $0.$count.withLock { $0 = 5 }
      }
      // Asserted (wrongly) once: not reported again, here or at the end.
      await store.send(.noop)
    }
    #expect(
      failures == [
        """
        The current state does not match the expectation:

            Shared $count:
          −   5
          +   3

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test("SH6: store.assert with nothing changed fails when its closure changes a shared value")
  func assertNothingChanged() async {
    let failures = await failureTexts {
      let store = store()
      store.assert {
        $0.$count.withLock { $0 = 1 }
      }
    }
    #expect(
      failures == [
        """
        The current state does not match the expectation:

            Shared $count:
          −   1
          +   0

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test("With exhaustivity off, unasserted shared changes, in a step or outside one, pass")
  func exhaustivityOff() async {
    let printed = await skippedAssertionsOutput {
      let failures = await failureTexts {
        let store = store()
        store.exhaustivity = .off(showSkippedAssertions: true)
        await store.send(.increment)
        await store.send(.incrementInEffect)
        await store.send(.noop)
        // An assertion still has to hold.
        await store.send(.increment) {
          $0.$count.withLock { $0 = 3 }
        }
      }
      #expect(failures == [])
    }
    let file = "StatecraftTestingTests/SharedTestStoreTests.swift"
    #expect(
      printed.map { $0.replacingOccurrences(of: file, with: "FILE") }.map {
        $0.replacing(/:\d+:/, with: ":_:")
      } == [
        "[StatecraftTesting] FILE:_: State changes after send, asserted or not:\n"
          + "    Shared $count:\n  −   0\n  +   1",
        "[StatecraftTesting] FILE:_: Shared values changed outside a step, before send(.noop):\n"
          + "    Shared $count:\n  −   1\n  +   2",
        "[StatecraftTesting] FILE:_: State changes after send, asserted or not:\n"
          + "    Shared $count:\n  −   2\n  +   3",
      ])
  }

  @Test("With exhaustivity off, a wrong shared assertion still fails")
  func exhaustivityOffWrong() async {
    let failures = await failureTexts {
      let store = store()
      store.exhaustivity = .off
      await store.send(.increment) {
        $0.$count.withLock { $0 = 5 }
      }
    }
    #expect(
      failures == [
        """
        The state after send(.increment) does not match the expectation:

            Shared $count:
          −   5
          +   1

        (Expected: −, Actual: +)
        """
      ])
  }

  // MARK: - SH7

  @Test("SH7: a change made reducing a received action belongs to its receive (TCA #3064)")
  func receivedActionsChange() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.request)
      await store.receive(.response) {
        $0.$count.withLock { $0 = 42 }
      }
    }
    #expect(failures == [])
  }

  @Test("SH7: the same change asserted at the send fails there, and again at the receive")
  func receivedChangeAtTheSend() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.request) {
        $0.$count.withLock { $0 = 42 }
      }
      await store.receive(.response)
    }
    #expect(
      failures == [
        """
        The state after send(.request) does not match the expectation:

            Shared $count:
          −   42
          +   0

        (Expected: −, Actual: +)
        """,
        """
        The state changed after receive(.response), but the test expected no change:

            Shared $count:
          −   0
          +   42

        (Expected: −, Actual: +) Describe the change in the trailing closure: receive(…) { \
        $0.$count.withLock { $0 = … } }
        """,
      ])
  }

  @Test("SH6, SH7: an effect's change before its action is outside a step, at the receive")
  func effectChangeBeforeItsAction() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.incrementThenTick)
      await store.receive(.tick) {
        $0.label = "tick"
      }
    }
    #expect(
      failures == [
        """
        A shared value changed outside a step, before the received action .tick was reduced:

            Shared $count:
          −   0
          +   1

        (Before: −, After: +) No reducer made this change: an effect's withLock, another store \
        or the test did. Assert it with store.assert { $0.$count.withLock { … } } once it has \
        happened, or make it in a reducer.
        """
      ])
  }

  @Test("SH6, SH7: store.assert before the receive asserts the effect's change")
  func assertBeforeReceive() async {
    let failures = await failureTexts {
      let store = store()
      await store.send(.incrementThenTick)
      store.assert {
        $0.$count.withLock { $0 = 1 }
      }
      await store.receive(.tick) {
        $0.label = "tick"
      }
    }
    #expect(failures == [])
  }

  @Test("A change outside a step before a skipped received action is reported at the skip")
  func outsideChangeAtSkip() async {
    let line = #line + 4
    let failures = await recordedFailures {
      let store = store()
      await store.send(.incrementThenTick)
      await store.skipReceivedActions()
    }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.map(\.text) == [
        """
        A shared value changed outside a step, before the received action .tick was reduced:

            Shared $count:
          −   0
          +   1

        (Before: −, After: +) No reducer made this change: an effect's withLock, another store \
        or the test did. Assert it with store.assert { $0.$count.withLock { … } } once it has \
        happened, or make it in a reducer.
        """
      ])
  }

  @Test("A SharedReader in the state is one more path of its box")
  func readerPath() async {
    struct Mirrored: Reducer {
      struct State: Equatable {
        @Shared var count: Int
        @SharedReader var shown: Int
      }
      enum Action { case increment }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
    let count = Shared(value: 0)
    let failures = await failureTexts {
      let store = TestStore(initialState: Mirrored.State(count: count, shown: count.reader)) {
        Mirrored()
      }
      await store.send(.increment)
    }
    #expect(failures.first?.contains("    Shared $count, $shown:\n  −   0\n  +   1") == true)
  }

  @Test("A shared value that a shared value comes to hold is recorded, with its path")
  func nestedBox() async {
    struct Nested: Reducer {
      struct Row: Equatable {
        @Shared var count: Int
      }
      struct State: Equatable {
        @Shared var rows: [Row]
      }
      enum Action { case add, bumpInEffect, noop }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .add:
          // The state still holds the same box: only the box's value now holds another.
          state.$rows.withLock { $0.append(Row(count: Shared(value: 0))) }
          return .none
        case .bumpInEffect:
          return .run { [rows = state.rows] _ in rows.first?.$count.withLock { $0 += 1 } }
        case .noop:
          return .none
        }
      }
    }
    let failures = await failureTexts {
      let store = TestStore(initialState: Nested.State(rows: Shared(value: []))) { Nested() }
      await store.send(.add) {
        $0.$rows.withLock { $0 = [Nested.Row(count: Shared(value: 0))] }
      }
      await store.send(.bumpInEffect)
      await store.send(.noop)
    }
    #expect(
      failures == [
        """
        A shared value changed outside a step, before send(.noop):

            Shared $rows[0].$count:
          −   0
          +   1

        (Before: −, After: +) No reducer made this change: an effect's withLock, another store \
        or the test did. Assert it with store.assert { $0.$rows[0].$count.withLock { … } } once \
        it has happened, or make it in a reducer.
        """
      ])
  }

  @Test("Each verdict is the same on every run", arguments: [0])
  func repeated(_: Int) async {
    var outcomes: Set<[String]> = []
    for _ in 0..<50 {
      outcomes.insert(
        await failureTexts {
          let store = store()
          await store.send(.incrementThenTick)
          await store.receive(.tick) { $0.label = "tick" }
          await store.send(.incrementInEffect)
          await store.send(.request)
          await store.receive(.response)
        })
    }
    #expect(outcomes.count == 1)
    #expect(outcomes.first?.count == 3)
  }
}
