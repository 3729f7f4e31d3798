import Statecraft
import StatecraftTesting
import Testing

/// A form whose body forgot `BindingReducer`.
private struct Forgetful: Reducer {
  struct State: Equatable, Sendable { var name = "" }
  enum Action: BindableAction, Equatable, Sendable { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A parent that holds a bindable child's actions but never runs the child (no `Scope`).
private struct Unscoped: Reducer {
  struct State: Equatable, Sendable { var child = BindingForm.State() }
  enum Action: Equatable, Sendable { case child(BindingForm.Action) }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@MainActor
@Suite("B2: a binding action no BindingReducer applied")
struct BindingDiagnosticTests {
  @Test("No BindingReducer: changes nothing, reported once, naming the action and both fixes")
  func noBindingReducer() async {
    let messages = await capturingFailures {
      let store = TestStore(initialState: Forgetful.State()) { Forgetful() }
      await store.send(.set(\.name, "Ana"))
      await store.send(.set(\.name, "Bea"))
    }.map(\.message)
    #expect(
      messages == [
        """
        A binding action reached the root feature of a store, and no BindingReducer applied it: \
        it changed nothing.

          Action: .binding(.set(\\State.name, "Ana"))

        Add BindingReducer() first in the body of the feature it is for, or check that that \
        feature runs for this action (a Scope, ifLet or forEach for it in its parent).
        """
      ])
  }

  @Test("Feature not scoped: reported once, naming the nested action")
  func notScoped() async {
    let messages = await capturingFailures {
      let store = TestStore(initialState: Unscoped.State()) { Unscoped() }
      await store.send(.child(.binding(.set(\.draft.name, "Clavos"))))
      await store.send(.child(.binding(.set(\.name, "x"))))
    }.map(\.message)
    #expect(
      messages == [
        """
        A binding action reached the root feature of a store, and no BindingReducer applied it: \
        it changed nothing.

          Action: .child(.binding(.set(\\State.draft.name, "Clavos")))

        Add BindingReducer() first in the body of the feature it is for, or check that that \
        feature runs for this action (a Scope, ifLet or forEach for it in its parent).
        """
      ])
  }

  @Test("Applied binding actions and other actions are not reported")
  func quietWhenApplied() async {
    let messages = await capturingFailures {
      let store = TestStore(initialState: BindingHost.State()) { BindingHost() }
      store.exhaustivity = .off
      await store.send(.open)
      await store.send(.form(.presented(.binding(.set(\.name, "Ana")))))
      await store.send(.form(.presented(.saveTapped)))
      // One failure the test expects, so that the capture has something to return.
      await store.send(.open) { $0.rows = [BindingHost.Row(id: 9)] }
    }.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { !$0.contains("BindingReducer") })
  }
}

/// A parent that scopes to a child whose body forgot `BindingReducer`.
private struct BindingHostOfForgetful: Reducer {
  struct State: Equatable, Sendable { var child = Forgetful.State() }
  enum Action: Equatable, Sendable { case child(Forgetful.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.child) { Forgetful() }
  }
}

@MainActor
@Suite("B2 at a Scope's child")
struct BindingScopeDiagnosticTests {
  @Test("Reported once, at the Scope, naming its call site; not again at the root")
  func scopedChild() async {
    let messages = await capturingFailures {
      let store = TestStore(initialState: BindingHostOfForgetful.State()) {
        BindingHostOfForgetful()
      }
      await store.send(.child(.set(\.name, "Ana")))
      await store.send(.child(.set(\.name, "Bea")))
    }.map(\.message)
    #expect(messages.count == 1)
    let expectedStart = "A binding action reached the child of the Scope at "
    let first = messages.first ?? ""
    #expect(first.hasPrefix(expectedStart))
    #expect(first.contains("BindingDiagnosticTests.swift:"))
    #expect(first.contains(#"Action: .binding(.set(\State.name, "Ana"))"#))
  }
}

/// A row whose feature forgot `BindingReducer`.
private struct ForgetfulRow: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    let id: Int
    var name = ""
  }
  enum Action: BindableAction, Equatable, Sendable { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A list that runs its forgetful rows with `forEach`.
private struct ListOfForgetful: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<ForgetfulRow.State> = [ForgetfulRow.State(id: 1)]
  }
  enum Action: Equatable, Sendable { case rows(IdentifiedActionOf<ForgetfulRow>) }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: Action.rows) { ForgetfulRow() }
  }
}

@MainActor
@Suite("B2 at a forEach's element")
struct BindingForEachDiagnosticTests {
  @Test("Reported once, at the forEach, naming its call site and the row's action")
  func elementWithoutBindingReducer() async {
    let line = #line - 9  // the forEach line above
    let messages = await capturingFailures {
      let store = TestStore(initialState: ListOfForgetful.State()) { ListOfForgetful() }
      await store.send(.rows(.element(id: 1, action: .set(\.name, "Ana"))))
      await store.send(.rows(.element(id: 1, action: .set(\.name, "Bea"))))
    }.map(\.message)
    #expect(
      messages == [
        """
        A binding action reached the element reducer of the forEach at \
        StatecraftTests/BindingDiagnosticTests.swift:\(line), and no BindingReducer applied it: \
        it changed nothing.

          Action: .binding(.set(\\State.name, "Ana"))

        Add BindingReducer() first in the body of the feature it is for, or check that that \
        feature runs for this action (a Scope, ifLet or forEach for it in its parent).

          Raised at: StatecraftTests/BindingDiagnosticTests.swift:\(line)
        """
      ])
  }
}
