import Testing

@testable import Statecraft

/// `reduce(into:action:)` called by hand on a feature with a `body`: a body made only of `Reduce`
/// lines is built and run at each call; any other goes through the function prepared once per type.
@Suite("Reducers called by hand")
struct HandCallTests {
  struct Twice: Reducer {
    typealias State = [String]
    enum Action { case tap(String) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard case .tap(let name) = action else { return .none }
        state.append("first \(name)")
        return .none
      }
      Reduce { state, action in
        guard case .tap(let name) = action else { return .none }
        state.append("second \(name)")
        return .run { _ in }
      }
      EmptyReducer()
    }
  }

  struct Scoped: Reducer {
    struct State { var names: [String] = [] }
    enum Action { case twice(Twice.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.names, action: CasePath(Action.twice)) { Twice() }
    }
  }

  @Test("Only bodies of Reduce lines (and EmptyReducer) are built at each call")
  func classification() {
    #expect(type(of: Twice().body) is any _BuiltWithoutWork.Type)
    #expect(!(type(of: Scoped().body) is any _BuiltWithoutWork.Type))
  }

  @Test("Both ways give what a store gives: the lines in order, and their effects")
  @MainActor
  func sameAsStore() async {
    var names: [String] = []
    for round in 0..<3 {
      let effect = Twice().reduce(into: &names, action: .tap("\(round)"))
      #expect(!effect.isNone)
    }
    #expect(names == ["first 0", "second 0", "first 1", "second 1", "first 2", "second 2"])

    var scoped = Scoped.State()
    _ = Scoped().reduce(into: &scoped, action: .twice(.tap("a")))
    _ = Scoped().reduce(into: &scoped, action: .twice(.tap("b")))
    #expect(scoped.names == ["first a", "second a", "first b", "second b"])

    let store = Store(initialState: [String]()) { Twice() }
    store.send(.tap("0"))
    #expect(store.state == ["first 0", "second 0"])
  }
}
