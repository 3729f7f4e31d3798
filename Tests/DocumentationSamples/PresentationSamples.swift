// The code of Sources/Statecraft/Statecraft.docc/PresentingFeatures.md, as written there, and its
// tests.
//
// `Dismissals`, `choose(_:in:)` and the tests not shown in the article are scaffolding.
import Foundation
import Statecraft
import StatecraftTesting
import Testing

// MARK: - Scaffolding and small features

struct Item: Equatable, Identifiable {
  let id: UUID
  var name: String
  var quantity = 0
}

struct ItemDetail: Reducer {
  struct State: Equatable, Identifiable {
    var item: Item
    var id: Item.ID { item.id }
  }
  enum Action: Equatable {
    case restockTapped
    case restocked
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .restockTapped:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(2))
          await send(.restocked)
        }
      }
    case .restocked:
      state.item.quantity += 1
      return .none
    }
  }
}

// MARK: - Dismissing from inside

struct ItemForm: Reducer {
  struct State: Equatable { var draft: Item }
  enum Action: Equatable {
    case nameChanged(String)
    case saveTapped
    case cancelTapped
    case delegate(Delegate)
    enum Delegate: Equatable { case saved(Item) }
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let name):
      state.draft.name = name
      return .none
    case .saveTapped:
      return .send(.delegate(.saved(state.draft)))
    case .cancelTapped:
      return .run { _ in await dismiss() }
    case .delegate:
      return .none
    }
  }
}

// MARK: - One slot, many destinations

struct Inventory: Reducer {
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item> = []
    @Presents var destination: Destination.State? = nil
  }

  enum Action: Equatable {
    case rowTapped(Item.ID)
    case addTapped
    case deleteTapped(Item.ID)
    case destination(PresentationAction<Destination.Action>)

    enum Alert: Equatable { case confirmDelete(Item.ID) }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped(let id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .detail(ItemDetail.State(item: item))
        return .none

      case .addTapped:
        state.destination = .form(ItemForm.State(draft: Item(id: uuid(), name: "")))
        return .none

      case .deleteTapped(let id):
        state.destination = .alert(.confirmDelete(id))
        return .none

      case .destination(.presented(.alert(.confirmDelete(let id)))):
        state.items.remove(id: id)
        return .none

      case .destination(.presented(.form(.delegate(.saved(let item))))):
        state.items.append(item)
        state.destination = nil
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}

extension Inventory {
  struct Destination: Reducer {
    enum State: Equatable {
      case detail(ItemDetail.State)
      case form(ItemForm.State)
      case alert(AlertState<Inventory.Action.Alert>)
    }

    enum Action: Equatable {
      case detail(ItemDetail.Action)
      case form(ItemForm.Action)
      case alert(Inventory.Action.Alert)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) { ItemDetail() }
      Scope(state: State.form, action: Action.form) { ItemForm() }
    }
  }
}

extension AlertState where Action == Inventory.Action.Alert {
  static func confirmDelete(_ id: Item.ID) -> Self {
    AlertState {
      TextState("Delete this item?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDelete(id)) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("It cannot be brought back.")
    }
  }
}

// MARK: - What a UI layer does

@MainActor
func render(_ store: Store<Inventory.State, Inventory.Action>) -> [String] {
  var lines = store.items.map { "\($0.name) (\($0.quantity))" }
  guard
    let destination = store.scope(state: \.$destination, action: Inventory.Action.destination)
  else { return lines }

  if let detail = destination.scope(
    state: Inventory.Destination.State.detail, action: Inventory.Destination.Action.detail
  ) {
    lines.append("Detail: \(detail.item.name)")
  } else if let form = destination.scope(
    state: Inventory.Destination.State.form, action: Inventory.Destination.Action.form
  ) {
    lines.append("New item: \(form.draft.name)")
  } else if case .alert(let alert) = destination.state {
    lines.append(alert.title.description)
    lines += alert.buttons.map { "[\($0.label)]" }
  }
  return lines
}

/// Scaffolding: what a UI layer does when a button is chosen (AlertsAndDialogs.md shows it).
@MainActor
func choose(
  _ button: ButtonState<Inventory.Action.Alert>, in store: Store<Inventory.State, Inventory.Action>
) {
  button.withAction { action in
    if let action {
      store.send(.destination(.presented(.alert(action))))
    } else {
      store.send(.destination(.dismiss))
    }
  }
}

/// Scaffolding: counts the calls of a test's `DismissEffect`.
actor Dismissals {
  private(set) var count = 0
  func record() { count += 1 }
}

@MainActor
@Suite("Presentation")
struct PresentationSamples {
  @Test("A presented feature tested on its own records its dismissal")
  func formOnItsOwn() async {
    let dismissals = Dismissals()
    let store = TestStore(initialState: ItemForm.State(draft: Item(id: UUID(), name: ""))) {
      ItemForm()
    } withDependencies: {
      $0.dismiss = DismissEffect { await dismissals.record() }
    }
    await store.send(.cancelTapped)
    await store.finish()
    #expect(await dismissals.count == 1)
  }

  let chair = Item(id: UUID(), name: "Chair", quantity: 2)

  // MARK: - Testing a presentation

  @MainActor
  @Test func deleteAfterConfirming() async {
    let chair = Item(id: UUID(), name: "Chair")
    let store = TestStore(initialState: Inventory.State(items: [chair])) { Inventory() }

    await store.send(.deleteTapped(chair.id)) {
      $0.destination = .alert(.confirmDelete(chair.id))
    }
    await store.send(.destination(.presented(.alert(.confirmDelete(chair.id))))) {
      $0.items = []
      $0.destination = nil  // R6: the alert is gone after its button
    }
  }

  @Test("A form that dismisses itself shows up as a received action")
  func formCancels() async {
    let id = UUID()
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.uuid = .constant(id)
    }
    await store.send(.addTapped) {
      $0.destination = .form(ItemForm.State(draft: Item(id: id, name: "")))
    }
    await store.send(.destination(.presented(.form(.cancelTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test("A delegate action is received by its value, however deep it is")
  func formSaves() async {
    let id = UUID()
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.uuid = .constant(id)
    }
    let lamp = Item(id: id, name: "Lamp")
    await store.send(.addTapped) {
      $0.destination = .form(ItemForm.State(draft: Item(id: id, name: "")))
    }
    await store.send(.destination(.presented(.form(.nameChanged("Lamp"))))) {
      $0.destination = .form(ItemForm.State(draft: lamp))
    }
    await store.send(.destination(.presented(.form(.saveTapped))))
    await store.receive(.destination(.presented(.form(.delegate(.saved(lamp)))))) {
      $0.items = [lamp]
      $0.destination = nil
    }
  }

  @Test("The text UI draws the slot's content and sends the chosen button")
  func renderAndChoose() {
    let store = Store(initialState: Inventory.State(items: [chair])) { Inventory() }
    #expect(render(store) == ["Chair (2)"])
    store.send(.rowTapped(chair.id))
    #expect(render(store) == ["Chair (2)", "Detail: Chair"])
    store.send(.deleteTapped(chair.id))
    #expect(render(store) == ["Chair (2)", "Delete this item?", "[Delete]", "[Cancel]"])
    guard case .alert(let alert) = store.destination, let delete = alert.buttons.first else {
      Issue.record("the alert is not presented")
      return
    }
    choose(delete, in: store)
    #expect(store.items.isEmpty)
    #expect(store.destination == nil)
  }
}

// A free function, as in the article: its longest line fits the 100 columns only at this depth.
@MainActor
@Test func closingTheDetailEndsItsTimer() async {
  let clock = TestClock()
  let chair = Item(id: UUID(), name: "Chair", quantity: 2)
  let store = TestStore(initialState: Inventory.State(items: [chair])) {
    Inventory()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.rowTapped(chair.id)) {
    $0.destination = .detail(ItemDetail.State(item: chair))
  }
  await store.send(.destination(.presented(.detail(.restockTapped))))
  await clock.advance(by: .seconds(2))
  await store.receive(.destination(.presented(.detail(.restocked)))) {
    $0.destination = .detail(ItemDetail.State(item: Item(id: chair.id, name: "Chair", quantity: 3)))
  }
  await store.send(.destination(.dismiss)) {
    $0.destination = nil
  }
}
