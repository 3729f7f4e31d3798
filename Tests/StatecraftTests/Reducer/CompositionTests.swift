import Foundation
import Statecraft
import Synchronization
import Testing

@testable import StatecraftTesting

@MainActor
@Suite("Composition")
struct CompositionTests {
  @Test("Scope runs the child on its state and maps its effects back")
  func scope() async {
    let store = Store(initialState: Parent.State()) { Parent(clock: ImmediateClock()) }
    store.send(.counter(.increment))
    #expect(store.counter.count == 1)
    #expect(store.log == ["parent saw counter increment at 1"])
  }

  @Test("Scope over a computed key path works like a stored one")
  func scopeComputedKeyPath() {
    struct Wrapper: Reducer {
      struct State: Equatable {
        var storage = Counter.State()
        var counter: Counter.State {
          get { storage }
          set { storage = newValue }
        }
      }
      enum Action { case counter(Counter.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: Action.counter) { Counter() }
      }
    }
    let store = Store(initialState: Wrapper.State()) { Wrapper() }
    store.send(.counter(.increment))
    #expect(store.storage.count == 1)
  }

  @Test("Scope to an enum case runs the child only in that case, and reports the others")
  func scopeToCase() {
    struct Holder: Reducer {
      var body: some Reducer<Flow.State, Flow.Action> {
        Scope(state: Flow.State.loggedIn, action: Flow.Action.loggedIn) { Counter() }
      }
    }
    let store = Store(initialState: Flow.State.loggedIn(Counter.State())) { Holder() }
    store.send(.loggedIn(.increment))
    #expect(store.state == .loggedIn(Counter.State(count: 1)))

    let loggedOut = Store(initialState: Flow.State.loggedOut) { Holder() }
    let (_, issues) = withCapturedIssues { loggedOut.send(.loggedIn(.increment)) }
    #expect(loggedOut.state == .loggedOut)
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasPrefix(
        """
        A Scope received a child action while its enum state is in another case. The action was \
        ignored.

          Action: .loggedIn(.increment)
          State: Flow.State.loggedOut
        """
      ) == true
    )
  }

  @Test("R4: ifLet runs the child first, then the parent")
  func ifLetOrder() {
    let store = Store(initialState: Parent.State(optional: Counter.State())) {
      Parent(clock: ImmediateClock())
    }
    store.send(.optional(.increment))
    #expect(store.log == ["parent saw optional increment at 1"])
  }

  @Test("ifLet: a child action for nil state is reported and changes nothing")
  func ifLetNilState() {
    let store = Store(initialState: Parent.State()) { Parent(clock: ImmediateClock()) }
    let (_, issues) = withCapturedIssues { store.send(.optional(.increment)) }
    #expect(store.state == Parent.State())
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasPrefix(
        """
        An ifLet received a child action while its state (Counter.State? in Parent.State) is \
        nil. Nothing was changed.

          Action: .optional(.increment)
        """
      ) == true
    )
  }

  @Test("ifLet cancels the child's effects when its state becomes nil")
  func ifLetCancelsOnNil() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State(optional: Counter.State())) {
      Parent(clock: clock)
    }
    let task = store.send(.optional(.startTicking))
    await clock.waitForSleepers(1)
    store.send(.clearOptional)
    await task.finish()
    #expect(task.isCancelled)
    #expect(clock.sleeperCount == 0)
  }

  @Test("ifCaseLet runs the child in its case, reports other cases, cancels on leaving")
  func ifCaseLet() async {
    let clock = TestClock()
    let store = Store(initialState: Flow.State.loggedIn(Counter.State())) { Flow(clock: clock) }
    store.send(.loggedIn(.increment))
    #expect(store.state == .loggedIn(Counter.State(count: 1)))
    let task = store.send(.loggedIn(.startTicking))
    await clock.waitForSleepers(1)
    store.send(.logOut)
    await task.finish()
    #expect(task.isCancelled)

    let (_, issues) = withCapturedIssues { store.send(.loggedIn(.increment)) }
    #expect(store.state == .loggedOut)
    #expect(
      issues == [
        """
        An ifCaseLet received a child action while its state is in another case: \
        Flow.State.loggedOut. Nothing was changed.

          Action: .loggedIn(.increment)

        This usually means an effect of a child that was dismissed is still sending actions, or \
        that the parent sent the child an action without checking that it is there.
        """
      ]
    )
  }

  @Test("R4: forEach runs the element first, then the parent")
  func forEachOrder() {
    let store = Store(initialState: Parent.State(rows: [Counter.State(id: 7)])) {
      Parent(clock: ImmediateClock())
    }
    store.send(.rows(.element(id: 7, action: .increment)))
    #expect(store.rows[id: 7]?.count == 1)
    #expect(store.log == ["parent saw row 7 increment at 1"])
  }

  @Test("forEach: an action for a missing id is reported and changes nothing")
  func forEachMissingID() {
    let store = Store(initialState: Parent.State(rows: [Counter.State(id: 7)])) {
      Parent(clock: ImmediateClock())
    }
    let (_, issues) = withCapturedIssues { store.send(.rows(.element(id: 8, action: .increment))) }
    #expect(store.state == Parent.State(rows: [Counter.State(id: 7)]))
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasPrefix(
        """
        A forEach received an action for an element that is not in its collection. Nothing was \
        changed.

          Action: .rows(.element(id: 8, action: .increment))
          Element id: 8
          Collection: IdentifiedArray<Int, Counter.State> in Parent.State
        """
      ) == true
    )
  }

  @Test("forEach cancels an element's effects when it is removed, and only its own")
  func forEachCancelsRemoved() async {
    let clock = TestClock()
    let store = Store(
      initialState: Parent.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
    ) {
      Parent(clock: clock)
    }
    let first = store.send(.rows(.element(id: 1, action: .startTicking)))
    let second = store.send(.rows(.element(id: 2, action: .startTicking)))
    await clock.waitForSleepers(2)
    store.send(.removeRow(1))
    await first.finish()
    #expect(first.isCancelled)
    #expect(!second.isCancelled)
    await clock.advance(by: .seconds(1))
    while store.rows[id: 2]?.count != 1 { await Task.yield() }
    second.cancel()
  }

  @Test("A store evaluates a body once, not once per action")
  func bodyEvaluatedOnce() {
    let before = bodyEvaluations.load(ordering: .relaxed)
    let store = Store(initialState: Parent.State()) { Parent(clock: ImmediateClock()) }
    for _ in 0..<10 { store.send(.counter(.increment)) }
    #expect(bodyEvaluations.load(ordering: .relaxed) - before == 1)
  }

  @Test("Builders support if, if/else, optional and empty bodies")
  func builderControlFlow() {
    struct Flags: Reducer {
      let first: Bool
      let second: Bool
      var body: some Reducer<[String], String> {
        if first {
          Reduce { state, action in
            state.append("first \(action)")
            return .none
          }
        }
        if second {
          Reduce { state, action in
            state.append("second \(action)")
            return .none
          }
        } else {
          Reduce { state, action in
            state.append("not second \(action)")
            return .none
          }
        }
      }
    }
    struct Empty: Reducer {
      var body: some Reducer<[String], String> {}
    }
    let both = Store(initialState: [String]()) { Flags(first: true, second: true) }
    both.send("a")
    #expect(both.state == ["first a", "second a"])
    let neither = Store(initialState: [String]()) { Flags(first: false, second: false) }
    neither.send("b")
    #expect(neither.state == ["not second b"])
    let empty = Store(initialState: [String]()) { Empty() }
    empty.send("c")
    #expect(empty.state == [])
  }

  @Test("CombineReducers groups reducers under one operator")
  func combineReducers() {
    let store = Store(initialState: 0) {
      CombineReducers {
        Reduce<Int, Int> { state, action in
          state += action
          return .none
        }
        Reduce<Int, Int> { state, action in
          state *= 2
          return .none
        }
      }
      .onChange(of: { $0 > 10 }) { _, isLarge in
        Reduce { state, _ in
          if isLarge { state = -1 }
          return .none
        }
      }
    }
    store.send(1)
    #expect(store.state == 2)
    store.send(4)
    #expect(store.state == -1)
  }

  @Test("onChange runs only when the value changed, with old and new values")
  func onChange() {
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        if action > 0 { state.append(action) }
        return .none
      }
      .onChange(of: \.count) { old, new in
        Reduce { state, _ in
          state.append(old * 100 + new)
          return .none
        }
      }
    }
    store.send(0)
    #expect(store.state == [])
    store.send(5)
    #expect(store.state == [5, 1])
  }

  @Test("_printChanges prints each action and the state change it caused")
  func printChanges() {
    final class Output: @unchecked Sendable {
      // Safe: only used on the main actor by this test.
      var text: [String] = []
    }
    let output = Output()
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges { output.text.append($0) }
    }
    store.send(.increment)
    store.send(.startTicking).cancel()
    #expect(
      output.text == [
        """
        received action:
          Counter.Action.increment
            Counter.State(
              … (1 unchanged)
          −   count: 0
          +   count: 1
            )
        """,
        """
        received action:
          Counter.Action.startTicking
          (no state change)
        """,
      ]
    )
  }
}

/// TCA's Todos' reordering: an `IndexSet` payload, printed as its elements.
struct Reorder: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
  }
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2), Row(id: 3)]
  }
  enum Action: Equatable {
    case move(IndexSet, Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .move(let source, let destination):
      state.rows.move(fromOffsets: source, toOffset: destination)
      return .none
    }
  }
}

@MainActor
@Suite("_printChanges of an IndexSet")
struct PrintChangesIndexSetTests {
  @Test("_printChanges prints an IndexSet payload as its elements, as an array prints")
  func indexSetPayload() {
    let output = Mutex<[String]>([])
    let store = Store(initialState: Reorder.State()) {
      Reorder()._printChanges { text in output.withLock { $0.append(text) } }
    }
    store.send(.move(IndexSet([0]), 3))
    #expect(
      output.withLock { $0 } == [
        """
        received action:
          Reorder.Action.move(
            .0: [
              [0]: 0
            ],
            .1: 3
          )
            Reorder.State(
              rows: [
          −     [0]: Reorder.Row(
          −       id: 1
          −     ),
                … (2 unchanged)
          +     [2]: Reorder.Row(
          +       id: 1
          +     )
              ]
            )
        """
      ])
  }
}

@MainActor
@Suite("Scope to an enum case, in place")
struct ScopeInPlaceTests {
  final class Tag: Equatable, Sendable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
  }

  struct Editor: Reducer {
    struct State: Equatable {
      var text = ""
      var tags: [Tag] = []
    }
    enum Action { case append(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .append(let text) = action {
        state.text += text
        state.tags.append(Tag(text))
      }
      return .none
    }
  }

  /// Cases whose payloads have spare bits, so the enum may keep its case inside them.
  enum Mode: Equatable {
    case editing(Editor.State)
    case reviewing(Editor.State)
    case label(String)
    case closed
  }

  enum Action { case editing(Editor.Action), reviewing(Editor.Action) }

  struct Modes: Reducer {
    var body: some Reducer<Mode, Action> {
      Scope(state: Mode.editing, action: Action.editing) { Editor() }
      Scope(state: Mode.reviewing, action: Action.reviewing) { Editor() }
    }
  }

  @Test("Changes to a case's state keep the case and every value, repeatedly")
  func repeatedChanges() {
    let editing = Store(initialState: Mode.editing(Editor.State())) { Modes() }
    let reviewing = Store(initialState: Mode.reviewing(Editor.State(text: ">"))) { Modes() }
    for word in ["a", "bb", String(repeating: "long ", count: 10)] {
      editing.send(.editing(.append(word)))
      reviewing.send(.reviewing(.append(word)))
    }
    let words = ["a", "bb", String(repeating: "long ", count: 10)]
    #expect(
      editing.state == .editing(Editor.State(text: words.joined(), tags: words.map(Tag.init)))
    )
    #expect(
      reviewing.state
        == .reviewing(Editor.State(text: ">" + words.joined(), tags: words.map(Tag.init)))
    )
  }
}
