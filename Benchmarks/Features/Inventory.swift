import Statecraft
import StatecraftTesting

/// The shape of the Inventario example, for the explorer's benchmarks: a list of articles whose
/// stock the list changes, and one destination slot holding a detail (which follows the stock in
/// an effect), a form, or a delete alert.
///
/// With five articles whose stock goes from 0 to 9, the list alone has 100,000 states: what
/// `explore.100k` visits.
struct Inventory: Reducer {
  struct State: Hashable {
    var items = IdentifiedArray(
      uniqueElements: (0..<5).map { Item(id: $0, name: "Article \($0)") }, id: \Item.id)
    @Presents var destination: Destination.State? = nil
  }

  struct Item: Hashable, Identifiable {
    let id: Int
    var name: String
    var stock = 0
  }

  enum Action: Equatable {
    case rowTapped(Int)
    case stockStepped(id: Int, by: Int)
    case addTapped
    case deleteTapped(Int)
    case destination(PresentationAction<Destination.Action>)

    enum Alert: Hashable { case confirmDelete(Int) }
  }

  struct Destination: Reducer {
    enum State: Hashable {
      case detail(Detail.State)
      case form(Form.State)
      case alert(AlertState<Inventory.Action.Alert>)
    }

    enum Action: Equatable {
      case detail(Detail.Action)
      case form(Form.Action)
      case alert(Inventory.Action.Alert)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) { Detail() }
      Scope(state: State.form, action: Action.form) { Form() }
    }
  }

  struct Detail: Reducer {
    struct State: Hashable {
      var item: Item
      var isFollowing = false
    }

    enum Action: Equatable { case followTapped, stockRead(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .followTapped:
        state.isFollowing.toggle()
        return state.isFollowing ? .run { send in await send(.stockRead(1)) } : .none
      case .stockRead(let stock):
        state.item.stock = stock
        return .none
      }
    }
  }

  struct Form: Reducer {
    struct State: Hashable { var name = "" }
    enum Action: Equatable { case nameChanged(String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .nameChanged(let name) = action { state.name = name }
      return .none
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped(let id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .detail(Detail.State(item: item))
      case .stockStepped(let id, let step):
        guard let stock = state.items[id: id]?.stock, (0...9).contains(stock + step) else {
          return .none
        }
        state.items[id: id]?.stock = stock + step
      case .addTapped:
        state.destination = .form(Form.State())
      case .deleteTapped(let id):
        state.destination = .alert(
          AlertState {
            TextState("Delete article \(id)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete(id)) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
      case .destination(.presented(.alert(.confirmDelete(let id)))):
        state.items.remove(id: id)
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }

  /// What the screen offers: the list's buttons while nothing is presented, the presentation's
  /// otherwise, and a late tap on a row that is gone.
  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    switch state.destination {
    case nil:
      var inputs: [FuzzInput<Action>] = []
      for id in state.items.ids {
        inputs += [
          .send(.stockStepped(id: id, by: 1)), .send(.stockStepped(id: id, by: -1)),
          .send(.rowTapped(id)), .send(.deleteTapped(id)),
        ]
      }
      return inputs + [.send(.addTapped), .stale(.rowTapped(99))]
    case .detail:
      return [
        .send(.destination(.presented(.detail(.followTapped)))), .send(.destination(.dismiss)),
      ]
    case .form:
      return [
        .send(.destination(.presented(.form(.nameChanged("Clavos"))))),
        .send(.destination(.dismiss)),
      ]
    case .alert(let alert):
      return FuzzInput.buttons(of: alert) { .destination($0.map(Destination.Action.alert)) }
    }
  }
}
