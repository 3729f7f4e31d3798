// The samples of Sources/Statecraft/Statecraft.docc/Bindings.md, as written there, and their
// tests.
import Statecraft
import StatecraftTesting
import Testing

struct Signup: Reducer {
  struct State: Equatable {
    var name = ""
    var email = ""
    var wantsNewsletter = false
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case submitTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.name = String(state.name.prefix(5))
        return .none
      case .binding, .submitTapped:
        return .none
      }
    }
  }
}

// MARK: - Binding a row by id

struct ShoppingList: Reducer {
  struct State: Equatable {
    var items: IdentifiedArrayOf<ShoppingItem.State> = []
  }

  enum Action: Equatable {
    case items(IdentifiedActionOf<ShoppingItem>)
    case removeTapped(ShoppingItem.State.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .removeTapped(let id):
        state.items.remove(id: id)
        return .none
      case .items:
        return .none
      }
    }
    .forEach(\.items, action: Action.items) {
      ShoppingItem()
    }
  }
}

struct ShoppingItem: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var name = ""
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@MainActor
@Suite("Bindings article samples")
struct BindingsSamples {
  @Test("Sending a binding action")
  func sending() {
    let store = Store(initialState: Signup.State()) { Signup() }
    store.set(\.email, "ana@example.com")
    store.send(.binding(.set(\.wantsNewsletter, true)))
    #expect(store.state == Signup.State(email: "ana@example.com", wantsNewsletter: true))
  }

  @Test("Reacting to a field")
  func reacting() {
    let store = Store(initialState: Signup.State(name: "Aleja")) { Signup() }
    store.set(\.name, "Alejandra")
    #expect(store.name == "Aleja")
  }

  @Test("Testing")
  func testing() async {
    let store = TestStore(initialState: Signup.State()) { Signup() }
    await store.send(.binding(.set(\.name, "Alejandra"))) {
      $0.name = "Aleja"
    }
  }

  @Test("A row bound by id: a binding for a removed row is reported and dropped, never trapped")
  func bindingByID() async {
    let store = TestStore(
      initialState: ShoppingList.State(items: [ShoppingItem.State(id: 3, name: "Milk")])
    ) {
      ShoppingList()
    }
    await store.send(.items(.element(id: 3, action: .binding(.set(\.name, "Oat milk"))))) {
      $0.items[id: 3]?.name = "Oat milk"
    }
    await store.send(.removeTapped(3)) {
      $0.items = []
    }
    let messages = await capturingFailures {
      await store.send(.items(.element(id: 3, action: .binding(.set(\.name, "Soy milk")))))
    }.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "A forEach received an action for an element that is not in its collection.") == true)
    #expect(store.state.items.isEmpty)
  }

  @Test("A failure names the action as it is written")
  func failureText() async {
    let messages = await capturingFailures {
      let store = TestStore(initialState: Signup.State()) { Signup() }
      await store.send(.binding(.set(\.name, "Alejandra")))
    }.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        #"The state changed after send(.binding(.set(\State.name, "Alejandra")))"#)
        == true)
  }
}
