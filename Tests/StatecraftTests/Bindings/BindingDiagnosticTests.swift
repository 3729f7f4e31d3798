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

/// Two sheets whose features both forgot `BindingReducer`.
private struct TwoForgetfulSheets: Reducer {
  struct State: Equatable, Sendable {
    @Presents var first: Forgetful.State? = Forgetful.State()
    @Presents var second: Forgetful.State? = Forgetful.State()
  }
  enum Action: Equatable, Sendable {
    case first(PresentationAction<Forgetful.Action>)
    case second(PresentationAction<Forgetful.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$first, action: Action.first) { Forgetful() }
      .ifLet(\.$second, action: Action.second) { Forgetful() }
  }
  /// The lines of the two `ifLet`s, as their reports name them.
  static let firstLine: UInt = #line - 4
  static let secondLine: UInt = #line - 4
}

@MainActor
@Suite("B2 at a presented feature")
struct BindingPresentationDiagnosticTests {
  private func report(ifLetAt line: UInt, name: String) -> String {
    """
    A binding action reached the presented feature of the ifLet at \
    StatecraftTests/BindingDiagnosticTests.swift:\(line), and no BindingReducer applied it: it \
    changed nothing.

      Action: .binding(.set(\\State.name, "\(name)"))

    Add BindingReducer() first in the body of the feature it is for, or check that that feature \
    runs for this action (a Scope, ifLet or forEach for it in its parent).

      Raised at: StatecraftTests/BindingDiagnosticTests.swift:\(line)
    """
  }

  @Test("Each presented feature is reported once, at its own ifLet; never as the store's root")
  func eachPresentedFeatureOnce() async {
    let messages = await capturingFailures {
      let store = TestStore(initialState: TwoForgetfulSheets.State()) { TwoForgetfulSheets() }
      await store.send(.first(.presented(.set(\.name, "Ana"))))
      await store.send(.first(.presented(.set(\.name, "Bea"))))
      await store.send(.second(.presented(.set(\.name, "Cid"))))
      await store.send(.second(.presented(.set(\.name, "Dan"))))
    }.map(\.message)
    #expect(
      messages == [
        report(ifLetAt: TwoForgetfulSheets.firstLine, name: "Ana"),
        report(ifLetAt: TwoForgetfulSheets.secondLine, name: "Cid"),
      ])
  }
}

/// A screen whose feature applies its bindings.
private struct StepEditor: Reducer {
  struct State: Equatable, Sendable { var name = "" }
  enum Action: BindableAction, Equatable, Sendable { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> { BindingReducer() }
}

/// A destination whose body forgot the `stepEditor` line.
private struct Steps: Reducer {
  enum State: Equatable, Sendable {
    case viewer(StepEditor.State)
    case stepEditor(StepEditor.State)
  }
  enum Action: Equatable, Sendable {
    case viewer(StepEditor.Action)
    case stepEditor(StepEditor.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: State.viewer, action: Action.viewer) { StepEditor() }
  }
}

/// The `Steps` destination pushed on a stack and presented in a slot.
private struct StepsHost: Reducer {
  struct State: Equatable, Sendable {
    var path = StackState<Steps.State>()
    @Presents var sheet: Steps.State? = nil
  }
  enum Action: Equatable, Sendable {
    case path(StackActionOf<Steps>)
    case sheet(PresentationAction<Steps.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: Action.path) { Steps() }
      .ifLet(\.$sheet, action: Action.sheet) { Steps() }
  }
  static let forEachLine: UInt = #line - 3
  static let ifLetLine: UInt = #line - 3
}

@MainActor
@Suite("B2 and a missing Scope line")
struct BindingUnscopedDiagnosticTests {
  @Test("A stack's screen without its Scope line is reported as that alone, not as B2 too")
  func stackScreenWithoutScopeLine() async {
    let messages = await capturingFailures {
      let store = TestStore(
        initialState: StepsHost.State(path: StackState([.stepEditor(StepEditor.State())]))
      ) {
        StepsHost()
      }
      await store.send(.path(.element(id: 0, action: .stepEditor(.set(\.name, "Ana")))))
      await store.send(.path(.element(id: 0, action: .stepEditor(.set(\.name, "Bea")))))
    }.map(\.message)
    #expect(
      messages == [
        """
        The destination reducer of this forEach has no Scope line for the case 'stepEditor', so \
        the pushed feature did not run.

          Action: .path(.element(id: #0, action: .stepEditor(.binding(.set(\\State.name, "Ana")))))

        Add the line to the destination's body: Scope(state: State.stepEditor, action: \
        Action.stepEditor) { … }

          Raised at: StatecraftTests/BindingDiagnosticTests.swift:\(StepsHost.forEachLine)
        """
      ])
  }

  @Test("A presented case without its Scope line is reported as that alone, not as B2 too")
  func presentedCaseWithoutScopeLine() async {
    let messages = await capturingFailures {
      let store = TestStore(
        initialState: StepsHost.State(sheet: .stepEditor(StepEditor.State()))
      ) {
        StepsHost()
      }
      await store.send(.sheet(.presented(.stepEditor(.set(\.name, "Ana")))))
    }.map(\.message)
    #expect(
      messages == [
        """
        The destination reducer of this ifLet has no Scope line for the case 'stepEditor', so \
        the presented feature did not run.

          Action: .sheet(.presented(.stepEditor(.binding(.set(\\State.name, "Ana")))))

        Add the line to the destination's body: Scope(state: State.stepEditor, action: \
        Action.stepEditor) { … }

          Raised at: StatecraftTests/BindingDiagnosticTests.swift:\(StepsHost.ifLetLine)
        """
      ])
  }

  @Test("A binding action for an empty slot is reported once, as R7 at the ifLet")
  func bindingForEmptySlot() async {
    let messages = await capturingFailures {
      let store = TestStore(initialState: StepsHost.State()) { StepsHost() }
      await store.send(.sheet(.presented(.viewer(.set(\.name, "Ana")))))
    }.map(\.message)
    #expect(
      messages == [
        """
        An ifLet received a presentation action while nothing is presented in its slot \
        (StepsHost.State → Presents<Steps.State>). Neither the presented feature nor the parent \
        ran; nothing was changed.

          Action: .sheet(.presented(.viewer(.binding(.set(\\State.name, "Ana")))))

        This usually means the action arrived after the presentation was dismissed: a tap on a \
        stale button, or an effect of the dismissed feature that is still sending actions.

          Raised at: StatecraftTests/BindingDiagnosticTests.swift:\(StepsHost.ifLetLine)
        """
      ])
  }
}
