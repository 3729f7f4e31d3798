import Statecraft

/// A counter whose count is shared, with a child that holds the same count, and effects that
/// change it outside any reducer.
struct SharedCounter: Reducer {
  struct State: Equatable {
    @Shared var count: Int
    var child: Child.State?
    var label = ""

    init(count: Shared<Int> = Shared(value: 0), child: Child.State? = nil, label: String = "") {
      self._count = count
      self.child = child
      self.label = label
    }
  }

  enum Action: Equatable {
    case increment
    case incrementInEffect
    case incrementThenTick
    case tick
    case request
    case response
    case relabel(String)
    case noop
    case child(Child.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementInEffect:
        return .run { [count = state.$count] _ in count.withLock { $0 += 1 } }
      case .incrementThenTick:
        return .run { [count = state.$count] send in
          count.withLock { $0 += 1 }
          await send(.tick)
        }
      case .tick:
        state.label = "tick"
        return .none
      case .request:
        return .send(.response)
      case .response:
        state.$count.withLock { $0 = 42 }
        return .none
      case .relabel(let label):
        state.label = label
        return .none
      case .noop:
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.child, action: Action.child) { Child() }
  }

  /// Holds the parent's count and changes it.
  struct Child: Reducer {
    struct State: Equatable {
      @Shared var count: Int
    }

    enum Action: Equatable {
      case double
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$count.withLock { $0 *= 2 }
      return .none
    }
  }
}

/// An element of the shared list `.inMemory("items")`.
struct ListedItem: Equatable, Identifiable, Sendable {
  let id: Int
  var title = ""
}

/// A row that holds its element of the shared list (`$items[id: 1]`), and whose reducer removes
/// it, or adds another, through the list itself.
struct ItemRow: Reducer {
  struct State: Equatable {
    @Shared var item: ListedItem
  }

  enum Action: Equatable {
    case deleteTapped
    case deleteInEffect
    case renamed(String)
    case siblingAdded
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<ListedItem> = []
    switch action {
    case .deleteTapped:
      $items.withLock { _ = $0.remove(id: state.item.id) }
    case .deleteInEffect:
      return .run { [id = state.item.id] _ in
        @Shared(.inMemory("items")) var items: IdentifiedArrayOf<ListedItem> = []
        $items.withLock { _ = $0.remove(id: id) }
      }
    case .renamed(let title):
      state.$item.withLock { $0.title = title }
    case .siblingAdded:
      $items.withLock { _ = $0.append(ListedItem(id: 2)) }
    }
    return .none
  }
}

/// A row of a list that belongs to no key: the reducer holds the list the test made.
struct OwnedItemRow: Reducer {
  struct State: Equatable {
    @Shared var item: ListedItem
  }

  enum Action: Equatable {
    case deleteTapped
  }

  let items: Shared<IdentifiedArrayOf<ListedItem>>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    items.withLock { _ = $0.remove(id: state.item.id) }
    return .none
  }
}
