import Statecraft
import StatecraftTesting
import Testing

@testable import Statecraft

/// A feature with a `@Presents` slot and no `ifLet` for it.
struct ForgotTheIfLet: Reducer {
  struct State: Equatable {
    @Presents var sheet: Pinger.State? = Pinger.State(id: 1)
  }

  enum Action: Equatable {
    case sheet(PresentationAction<Pinger.Action>)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// The same feature, scoped into a parent.
struct HostOfForgetful: Reducer {
  struct State: Equatable { var child = ForgotTheIfLet.State() }
  enum Action: Equatable { case child(ForgotTheIfLet.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.child) { ForgotTheIfLet() }
  }
}

/// A destination enum with a case whose `Scope` line is missing.
struct ForgotAScopeLine: Reducer {
  struct Destination: Reducer {
    enum State: Equatable {
      case first(Pinger.State)
      case second(Pinger.State)
    }

    enum Action: Equatable {
      case first(Pinger.Action)
      case second(Pinger.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.first, action: Action.first) { Pinger() }
    }
  }

  struct State: Equatable {
    @Presents var destination: Destination.State? = .second(Pinger.State(id: 2))
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

/// A row with a `@Presents` slot and no `ifLet` for it, run by a `forEach`.
struct RowThatForgotTheIfLet: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    @Presents var sheet: Pinger.State? = Pinger.State(id: 1)
  }

  enum Action: Equatable {
    case sheet(PresentationAction<Pinger.Action>)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct ListOfRowsThatForgotTheIfLet: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<RowThatForgotTheIfLet.State> = [.init(id: 7)]
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<RowThatForgotTheIfLet>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: Action.rows) { RowThatForgotTheIfLet() }
  }
}

/// Wiring mistakes are diagnosed: TCA says nothing about them.
@MainActor
@Suite("Wiring mistakes")
struct WiringMistakeTests {
  @Test("A presentation action that no ifLet takes is reported, once")
  func slotWithoutIfLet() async {
    let store = TestStore(initialState: ForgotTheIfLet.State()) { ForgotTheIfLet() }
    let failures = await capturingFailures {
      await store.send(.sheet(.presented(.ping)))
      await store.send(.sheet(.presented(.ping)))
    }
    #expect(failures.count == 1)
    #expect(
      failures.allSatisfy { failure in
        failure.message.hasPrefix(
          "A presentation action reached the root feature of a store, and no ifLet took it"
        )
      })
  }

  @Test("The report names the slot by its action case, \\.$sheet and Action.sheet, not \\.$slot")
  func slotNamed() async {
    let store = TestStore(initialState: ForgotTheIfLet.State()) { ForgotTheIfLet() }
    let failures = await capturingFailures {
      await store.send(.sheet(.presented(.ping)))
    }
    #expect(
      failures.map(\.message) == [
        """
        A presentation action reached the root feature of a store, and no ifLet took it: the \
        @Presents slot it is for has no ifLet, so what the slot presents never runs.

          Action: .sheet(.presented(.ping))

        Add one to the feature's body, after the reducer that fills the slot: \
        .ifLet(\\.$sheet, action: Action.sheet) { … }
        """
      ])
  }

  @Test("A child's presentation action that no ifLet of the child takes is reported at its Scope")
  func nestedSlotWithoutIfLet() async {
    let store = TestStore(initialState: HostOfForgetful.State()) { HostOfForgetful() }
    let failures = await capturingFailures {
      await store.send(.child(.sheet(.presented(.ping))))
    }
    #expect(
      failures.allSatisfy { failure in
        let text = failure.message
        return text.hasPrefix("A presentation action reached the child of the Scope at ")
          && text.contains("WiringMistakeTests.swift")
      })
  }

  @Test("A row's presentation action that no ifLet of the row takes is reported at its forEach")
  func rowSlotWithoutIfLet() async {
    let store = TestStore(initialState: ListOfRowsThatForgotTheIfLet.State()) {
      ListOfRowsThatForgotTheIfLet()
    }
    let failures = await capturingFailures {
      await store.send(.rows(.element(id: 7, action: .sheet(.presented(.ping)))))
      await store.send(.rows(.element(id: 7, action: .sheet(.presented(.ping)))))
    }
    #expect(failures.count == 1)
    #expect(
      failures.allSatisfy { failure in
        let text = failure.message
        return text.hasPrefix(
          "A presentation action reached the element reducer of the forEach at "
        ) && text.contains("WiringMistakeTests.swift")
      })
  }

  @Test("A destination action for a case with no Scope line is reported, naming the line to add")
  func missingScopeLine() async {
    let store = TestStore(initialState: ForgotAScopeLine.State()) { ForgotAScopeLine() }
    let failures = await capturingFailures {
      await store.send(.destination(.presented(.second(.ping))))
    }
    #expect(
      failures.allSatisfy { failure in
        let text = failure.message
        return text.hasPrefix(
          "The destination reducer of this ifLet has no Scope line for the case 'second'"
        ) && text.contains("Scope(state: State.second, action: Action.second) { … }")
      })
  }
}
