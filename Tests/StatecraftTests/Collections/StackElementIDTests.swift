import Foundation
import Statecraft
import StatecraftTesting
import Testing

@testable import Statecraft

@MainActor
@Suite("StackElementID and \\.stackElementID")
struct StackElementIDTests {
  @Test("An integer literal is an id; any integer, negative too, without trapping; dumped as #n")
  func literals() {
    let id: StackElementID = 3
    #expect(id.description == "#3")
    #expect(Dump.text(of: id) == "#3")
    let negative: StackElementID = -1
    #expect(negative.description == "#-1")
    #expect(StackElementID(integerLiteral: 3) == id)
  }

  @Test("Ids past Int.max wrap around, reported, and never trap: pushed, set by hand, or minted")
  func highestID() {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    let highest = StackElementID(integerLiteral: .max)
    let wrapped =
      "StackState: the stack held #9223372036854775807, the highest id there is; ids minted "
      + "after it go on from #-9223372036854775808."
    var issues = reportedIssues {
      store.send(.path(.push(id: highest, state: .screen(Card.State()))))
      store.send(.pushScreen)
      store.send(.pushScreen)
    }
    #expect(issues.map(\.message) == [wrapped])
    #expect(
      store.state.path.ids == [highest, -9_223_372_036_854_775_808, -9_223_372_036_854_775_807])
    let path = store.scope(state: \.path, action: Navigator.Action.path)
    path.send(.popFrom(id: highest))
    var stack = StackState<Int>()
    issues = reportedIssues {
      stack[id: highest] = 1
      stack.append(2)
      path.push(.screen(Card.State()))
    }
    #expect(issues.map(\.message) == [wrapped])
    #expect(stack.ids == [highest, -9_223_372_036_854_775_808])
    #expect(store.state.path.ids == [-9_223_372_036_854_775_806])
  }

  @Test("After the ids wrap around, a push never mints an id the stack holds; noticed at its line")
  func pushAfterWrapAround() {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    let lowest = StackElementID(integerLiteral: .min)
    let highest = StackElementID(integerLiteral: .max)
    store.send(.path(.push(id: lowest, state: .screen(Card.State()))))
    store.send(.path(.push(id: highest, state: .screen(Card.State()))))
    let path = store.scope(state: \.path, action: Navigator.Action.path)
    let line = #line + 2
    let issues = reportedIssues {
      path.push(.other(Card.State()))
      path.push(.other(Card.State()))
      store.send(.pushScreen)
    }
    #expect(
      issues.map(\.message) == [
        "StackState: the stack held #9223372036854775807, the highest id there is; ids minted "
          + "after it go on from #-9223372036854775808."
      ])
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      store.state.path.ids == [
        lowest, highest, -9_223_372_036_854_775_807, -9_223_372_036_854_775_806,
        -9_223_372_036_854_775_805,
      ])
    #expect(store.state.path.count == 5)
  }

  @Test("After the ids wrap around, a reducer's append passes over the ids the stack holds")
  func appendAfterWrapAround() {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    store.send(.path(.push(id: StackElementID(integerLiteral: .min), state: .screen(Card.State()))))
    store.send(.path(.push(id: StackElementID(integerLiteral: .max), state: .screen(Card.State()))))
    let issues = reportedIssues {
      store.send(.pushScreen)
      store.send(.pushScreen)
    }
    #expect(issues.count == 1)
    #expect(issues.map(\.line) == [Navigator.appendLine])
    #expect(
      store.state.path.ids.suffix(2) == [-9_223_372_036_854_775_807, -9_223_372_036_854_775_806])
    #expect(store.state.path.count == 4)
  }

  @Test("A generator peeks without minting, mints in order, and a copy goes on by itself")
  func generator() {
    let generator = StackElementIDGenerator.incrementing
    #expect(generator.peek() == 0)
    #expect(generator.next() == 0)
    #expect(generator.next() == 1)
    let copy = generator.copy()
    #expect(copy.next() == 2)
    #expect(copy.next() == 3)
    #expect(generator.peek() == 2)
    generator.advance(past: 1)
    #expect(generator.peek() == 2)
    generator.advance(past: 6)
    #expect(generator.next() == 7)
  }

  @Test("Each store counts from #0, in a test and in an app, and never reuses an id")
  func perStore() {
    for context in [DependencyContext.test, .live] {
      var firsts: [[StackElementID]] = []
      for _ in 0..<2 {
        let store = Store(initialState: Navigator.State(path: [.screen(Card.State())])) {
          Navigator()
        } withDependencies: {
          $0.context = context
        }
        store.send(.pushScreen)
        store.send(.popAll)
        store.send(.pushScreen)
        firsts.append(store.state.path.ids)
        #expect(store.state.path.ids == [2])
      }
      #expect(firsts == [[2], [2]])
    }
  }

  @Test("A stack replaced by a new one goes on with the store's ids, never reusing one")
  func replacedStack() {
    let store = Store(initialState: NavigatorHost.State()) { NavigatorHost() }
    store.send(.navigator(.pushScreen))
    store.send(.reset)
    store.send(.navigator(.pushScreen))
    #expect(store.state.navigator.path.ids == [1])
    // A push of an id the store has not minted yet: never minted after it.
    store.send(.navigator(.path(.push(id: 5, state: .screen(Card.State())))))
    store.send(.reset)
    store.send(.navigator(.pushScreen))
    #expect(store.state.navigator.path.ids == [6])
  }

  @Test("A generator set with withDependencies is kept by the store, and shared if set so")
  func overridden() {
    let generator = StackElementIDGenerator.incrementing
    _ = generator.next()
    let store = Store(initialState: Navigator.State()) {
      Navigator()
    } withDependencies: {
      $0.stackElementID = generator
    }
    store.send(.pushScreen)
    #expect(store.state.path.ids == [1])
    #expect(generator.peek() == 2)
  }

  @Test("A store made inside another store's reducer gets a generator of its own")
  func nestedStore() {
    let outer = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues.current.withFreshDefaults()
    }
    _ = outer.stackElementID.next()
    let inner = withDependencies {
      $0 = outer
    } operation: {
      DependencyValues.current.withFreshDefaults()
    }
    #expect(inner.stackElementID.peek() == 0)
    #expect(outer.stackElementID.peek() == 1)
  }
}

/// A screen whose state is `Codable`, to restore a stack from JSON.
private struct Note: Reducer {
  struct State: Codable, Equatable { var text = "" }
  enum Action: Equatable { case edit(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .edit(let text):
      state.text = text
      return .none
    }
  }
}

/// A stack of notes that can be replaced by one made elsewhere.
private struct Notebook: Reducer {
  struct State: Equatable { var path = StackState<Note.State>() }
  enum Action: Equatable {
    case add
    case restore(StackState<Note.State>)
    case path(StackActionOf<Note>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add:
        state.path.append(Note.State())
      case .restore(let path):
        state.path = path
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: Action.path) { Note() }
  }
}

@MainActor
@Suite("A stack made outside any store")
struct UnboundStackTests {
  @Test("Taken in by a store that minted its ids, it gets fresh ones: late actions reach nothing")
  func restoredAfterPop() throws {
    let store = Store(initialState: Notebook.State()) { Notebook() }
    store.send(.add)
    store.send(.path(.element(id: 0, action: .edit("first"))))
    store.send(.path(.popFrom(id: 0)))
    // Decoded outside the store: it counts its own ids, from #0.
    let restored = try JSONDecoder().decode(
      StackState<Note.State>.self, from: Data(#"[{"text": "restored"}]"#.utf8))
    #expect(restored.ids == [0])
    store.send(.restore(restored))
    #expect(store.state.path.ids == [1])
    let issues = reportedIssues {
      store.send(.path(.element(id: 0, action: .edit("late, for the popped screen"))))
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("A forEach received an action for a stack element") == true)
    #expect(store.state.path[id: 1] == Note.State(text: "restored"))
    store.send(.add)
    #expect(store.state.path.ids == [1, 2])
  }

  @Test("As a store's initial state it keeps its ids, and the store mints above them")
  func initialState() {
    let initial = Notebook.State(path: StackState([Note.State(), Note.State()]))
    let store = Store(initialState: initial) { Notebook() }
    store.send(.path(.element(id: 1, action: .edit("kept"))))
    #expect(store.state.path.ids == [0, 1])
    #expect(store.state.path[id: 1] == Note.State(text: "kept"))
    store.send(.add)
    #expect(store.state.path.ids == [0, 1, 2])
    store.send(.path(.popFrom(id: 0)))
    store.send(.restore(initial.path))
    #expect(store.state.path.ids == [3, 4])
  }

  @Test("A push on its store, before any action, mints above its ids and keeps them")
  func pushedOnFirst() {
    let initial = Notebook.State(path: StackState([Note.State(), Note.State()]))
    let store = Store(initialState: initial) { Notebook() }
    let path = store.scope(state: \.path, action: Notebook.Action.path)
    path.push(Note.State(text: "pushed"))
    #expect(store.state.path.ids == [0, 1, 2])
    store.send(.path(.element(id: 0, action: .edit("still #0"))))
    #expect(store.state.path[id: 0] == Note.State(text: "still #0"))
    // Taken in, its ids count as the store's: restored after a pop, they are minted afresh.
    store.send(.path(.popFrom(id: 0)))
    store.send(.restore(initial.path))
    #expect(store.state.path.ids == [3, 4])
  }
}
