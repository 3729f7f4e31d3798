import Statecraft
import StatecraftTesting
import Testing

/// A slot that is a computed property choosing between two stored slots.
struct SwitchingSlots: Reducer {
  struct State: Equatable {
    var useSecond = false
    @Presents var first: Pinger.State? = nil
    @Presents var second: Pinger.State? = nil

    var current: Presents<Pinger.State> {
      get { useSecond ? $second : $first }
      set {
        if useSecond { $second = newValue } else { $first = newValue }
      }
    }
  }

  enum Action: Equatable {
    case show(Int)
    case switchSlots
    case current(PresentationAction<Pinger.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show(let id): state.current.wrappedValue = Pinger.State(id: id)
      case .switchSlots: state.useSecond.toggle()
      case .current: break
      }
      return .none
    }
    .ifLet(\.current, action: Action.current) { Pinger() }
  }
}

/// A slot that is a computed property of an enum state, at another place in each case.
struct EnumSlot: Reducer {
  struct First: Equatable {
    @Presents var sheet: Pinger.State? = nil
  }

  struct Second: Equatable {
    var name = "second"
    var count = 0
    @Presents var sheet: Pinger.State? = nil
  }

  enum State: Equatable {
    case first(First)
    case second(Second)

    var sheet: Presents<Pinger.State> {
      get {
        switch self {
        case .first(let first): first.$sheet
        case .second(let second): second.$sheet
        }
      }
      set {
        switch self {
        case .first(var first):
          first.$sheet = newValue
          self = .first(first)
        case .second(var second):
          second.$sheet = newValue
          self = .second(second)
        }
      }
    }
  }

  enum Action: Equatable {
    case toSecond
    case sheet(PresentationAction<Pinger.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .toSecond = action { state = .second(Second(sheet: Pinger.State(id: 2))) }
      return .none
    }
    .ifLet(\.sheet, action: Action.sheet) { Pinger() }
  }
}

/// A slot kept behind a reference that copies of the state share.
final class SharedSlot: @unchecked Sendable {
  // Unchecked: used from one test on the main actor.
  var sheet = Presents<Pinger.State>(wrappedValue: nil)
}

struct ReferenceSlot: Reducer {
  struct State {
    let shared = SharedSlot()
    var padding = 0

    var sheet: Presents<Pinger.State> {
      get { shared.sheet }
      nonmutating set { shared.sheet = newValue }
    }
  }

  enum Action {
    case show
    case sheet(PresentationAction<Pinger.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .show = action { state.sheet.wrappedValue = Pinger.State(id: 1) }
      return .none
    }
    .ifLet(\.sheet, action: Action.sheet) { Pinger() }
  }
}

/// R10: any writable key path to a slot works, stored or computed, without reading wrong memory.
@MainActor
@Suite("Slot access")
struct SlotAccessTests {
  @Test("A slot that switches between two stored slots reaches the one it names now")
  func switchingSlots() async {
    let store = TestStore(initialState: SwitchingSlots.State()) { SwitchingSlots() }
    await store.send(.show(1)) { $0.first = Pinger.State(id: 1) }
    await store.send(.current(.presented(.ping))) { $0.first?.pings = 1 }
    await store.send(.switchSlots) { $0.useSecond = true }
    await store.send(.show(2)) { $0.second = Pinger.State(id: 2) }
    await store.send(.current(.presented(.ping))) { $0.second?.pings = 1 }
  }

  @Test("A slot that is a computed property of an enum state is read in the case it is in")
  func enumStateSlot() async {
    let store = TestStore(
      initialState: EnumSlot.State.first(EnumSlot.First(sheet: Pinger.State(id: 1)))
    ) {
      EnumSlot()
    }
    await store.send(.sheet(.presented(.ping))) {
      $0 = .first(EnumSlot.First(sheet: Pinger.State(id: 1, pings: 1)))
    }
    await store.send(.toSecond) {
      $0 = .second(EnumSlot.Second(sheet: Pinger.State(id: 2)))
    }
    await store.send(.sheet(.presented(.ping))) {
      $0 = .second(EnumSlot.Second(sheet: Pinger.State(id: 2, pings: 1)))
    }
  }

  @Test("A slot behind a shared reference is used through its key path, never overwritten")
  func referenceSlot() {
    let store = Store(initialState: ReferenceSlot.State()) { ReferenceSlot() }
    store.send(.show)
    store.send(.sheet(.presented(.ping)))
    store.send(.sheet(.presented(.ping)))
    #expect(store.state.shared.sheet.wrappedValue?.pings == 2)
    store.send(.sheet(.dismiss))
    #expect(store.state.shared.sheet.wrappedValue == nil)
  }
}
