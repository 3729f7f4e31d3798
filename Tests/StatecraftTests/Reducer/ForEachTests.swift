import StatecraftTesting
import Testing

@testable import Statecraft

/// A row whose `start` runs an effect until its level ends: it sleeps on a clock nobody advances.
struct SleepingRow: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var title = ""
  }

  enum Action: Equatable {
    case start
    /// Writes another id into the row, in place: the collection reports it and files the row
    /// under the new id.
    case changeID(to: Int)
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] _ in
        while true { try await clock.sleep(for: .seconds(86_400)) }
      }
    case .changeID(let id):
      state.id = id
      return .none
    }
  }
}

/// A change to a list of rows that a reducer makes without going through its `forEach`.
enum RowEdit: Equatable {
  /// Edits every row in place: no id changes.
  case retitle
  /// Puts equal rows in a new collection: the ids are equal, their storage is not.
  case rebuild
  case reverse
  case remove(Int)
  /// Puts a row with another id in the place of `id`.
  case replace(Int, with: Int)
  case removeAll

  func apply(to rows: inout IdentifiedArrayOf<SleepingRow.State>) {
    switch self {
    case .retitle:
      for id in rows.ids { rows[id: id]?.title += "!" }
    case .rebuild:
      rows = IdentifiedArray(uniqueElements: Array(rows))
    case .reverse:
      rows.reverse()
    case .remove(let id):
      rows.remove(id: id)
    case .replace(let id, let newID):
      guard let offset = rows.index(id: id) else { return }
      rows.remove(id: id)
      rows.insert(SleepingRow.State(id: newID), at: offset)
    case .removeAll:
      rows.removeAll()
    }
  }
}

/// Which reducer edits the rows: the `forEach`'s own parent, a sibling after the `forEach`, or
/// an ancestor that reaches the list through a `Scope`.
enum RowEditor: CaseIterable, Sendable {
  case parent
  case sibling
  case ancestor
}

/// A list of sleeping rows, run by a `forEach` over a stored property or over a computed one
/// (whose key path is not plain storage).
struct SleepingRows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<SleepingRow.State>
    var taps = 0
    /// The same rows, through a key path that is not a stored property.
    var computedRows: IdentifiedArrayOf<SleepingRow.State> {
      get { rows }
      set { rows = newValue }
    }
  }

  enum Action: Equatable {
    case tap
    case edit(RowEdit)
    case rows(IdentifiedActionOf<SleepingRow>)
  }

  let editor: RowEditor
  let computed: Bool

  private var rowsPath: WritableKeyPath<State, IdentifiedArrayOf<SleepingRow.State>> {
    computed ? \.computedRows : \.rows
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.taps += 1
      case .edit(let edit) where editor == .parent:
        edit.apply(to: &state.rows)
      case .edit, .rows:
        break
      }
      return .none
    }
    .forEach(rowsPath, action: Action.rows) { SleepingRow() }
    Reduce { state, action in
      if editor == .sibling, case .edit(let edit) = action { edit.apply(to: &state.rows) }
      return .none
    }
  }
}

/// A feature holding a ``SleepingRows`` list, which edits the list's rows itself when asked.
struct SleepingRowsHost: Reducer {
  struct State: Equatable {
    var list: SleepingRows.State
  }

  enum Action: Equatable {
    case list(SleepingRows.Action)
    case edit(RowEdit)
  }

  let editor: RowEditor
  let computed: Bool

  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: Action.list) {
      SleepingRows(editor: editor, computed: computed)
    }
    Reduce { state, action in
      if case .edit(let edit) = action {
        if editor == .ancestor {
          edit.apply(to: &state.list.rows)
        } else {
          // The list's own reducers make the edit.
          return .send(.list(.edit(edit)))
        }
      }
      return .none
    }
  }
}

/// Rule R5 for `forEach`: a row's effects end when it leaves the collection or changes identity,
/// whichever reducer of the feature changed it, before the `send` returns; the other rows keep
/// theirs.
@MainActor
@Suite("forEach")
struct ForEachTests {
  private func makeStore(
    rows: [Int], editor: RowEditor, computed: Bool
  ) -> Store<SleepingRowsHost.State, SleepingRowsHost.Action> {
    Store(
      initialState: SleepingRowsHost.State(
        list: SleepingRows.State(
          rows: IdentifiedArray(uniqueElements: rows.map { SleepingRow.State(id: $0) })
        )
      )
    ) {
      SleepingRowsHost(editor: editor, computed: computed)
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
  }

  private func start(
    _ ids: [Int], in store: Store<SleepingRowsHost.State, SleepingRowsHost.Action>
  ) {
    for id in ids { store.send(.list(.rows(.element(id: id, action: .start)))) }
  }

  @Test(
    "Rows removed or replaced by any reducer end their effects; the rows kept keep theirs",
    arguments: RowEditor.allCases, [false, true])
  func editsEndOnlyTheRowsThatLeft(editor: RowEditor, computed: Bool) {
    let store = makeStore(rows: [1, 2, 3, 4, 5], editor: editor, computed: computed)
    start([1, 2, 3, 4, 5], in: store)
    #expect(store.runningEffectCount == 5)
    // Edits that keep every id keep every effect.
    store.send(.list(.tap))
    store.send(.edit(.retitle))
    store.send(.edit(.rebuild))
    store.send(.edit(.reverse))
    #expect(store.runningEffectCount == 5)
    #expect(store.list.rows.ids == [5, 4, 3, 2, 1])
    #expect(store.list.rows[id: 1]?.title == "!")
    store.send(.edit(.remove(2)))
    #expect(store.runningEffectCount == 4)
    store.send(.edit(.replace(3, with: 30)))
    #expect(store.list.rows.ids == [5, 4, 30, 1])
    #expect(store.runningEffectCount == 3)
    // Each row kept still runs its own effect: removing it ends exactly one.
    for (id, remaining) in [(5, 2), (1, 1), (4, 0)] {
      store.send(.edit(.remove(id)))
      #expect(store.runningEffectCount == remaining)
    }
  }

  @Test(
    "Removing every row ends every row's effect, also rows started after the last sweep",
    arguments: RowEditor.allCases, [false, true])
  func removeAllEndsEveryRow(editor: RowEditor, computed: Bool) {
    let store = makeStore(rows: [1, 2, 3], editor: editor, computed: computed)
    start([1, 2], in: store)
    store.send(.list(.tap))
    start([3], in: store)
    #expect(store.runningEffectCount == 3)
    store.send(.edit(.removeAll))
    #expect(store.runningEffectCount == 0)
  }

  @Test(
    "A row that writes another id into itself is another row: its effects end",
    arguments: [false, true])
  func rowChangingItsIDEndsItsEffects(computed: Bool) {
    let store = makeStore(rows: [1, 2], editor: .parent, computed: computed)
    start([1, 2], in: store)
    let (_, issues) = withCapturedIssues {
      store.send(.list(.rows(.element(id: 1, action: .changeID(to: 10)))))
    }
    #expect(issues.count == 1)
    #expect(store.list.rows.ids == [10, 2])
    #expect(store.runningEffectCount == 1)
    store.send(.edit(.remove(2)))
    #expect(store.runningEffectCount == 0)
  }

  @Test("A TestStore: rows replaced and removed by an ancestor leave nothing running")
  func editsUnderATestStore() async {
    let store = TestStore(
      initialState: SleepingRowsHost.State(
        list: SleepingRows.State(rows: [SleepingRow.State(id: 1), SleepingRow.State(id: 2)])
      )
    ) {
      SleepingRowsHost(editor: .ancestor, computed: false)
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.list(.rows(.element(id: 1, action: .start))))
    await store.send(.list(.rows(.element(id: 2, action: .start))))
    await store.send(.edit(.replace(1, with: 3))) {
      $0.list.rows = [SleepingRow.State(id: 3), SleepingRow.State(id: 2)]
    }
    await store.send(.edit(.remove(2))) {
      $0.list.rows = [SleepingRow.State(id: 3)]
    }
    // The test ends here: an effect still running would fail it.
  }
}
