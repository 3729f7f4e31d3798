import Foundation
import Statecraft

/// A presented counter whose "start" runs a ticking effect on the injected clock, and which can
/// dismiss itself.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }

  enum Action: Equatable {
    case startTapped
    case tick
    case closeTapped
    case renamed(Int)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .closeTapped:
        return .run { _ in
          await dismiss()
          await dismiss()
        }
      case .renamed(let id):
        state.id = id
        return .none
      }
    }
  }
}

/// A screen with one destination slot: a ticker, another ticker, or an alert.
struct Screen: Reducer {
  struct State: Equatable {
    var log: [String] = []
    @Presents var destination: Destination.State? = nil
  }

  enum Action: Equatable {
    case showTicker(id: Int)
    case showOther(id: Int)
    case showAlert
    case clear
    case mutateTicker
    case destination(PresentationAction<Destination.Action>)
    enum Alert: Equatable { case confirm, replace }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case ticker(Ticker.State)
      case other(Ticker.State)
      case alert(AlertState<Screen.Action.Alert>)
    }

    enum Action: Equatable {
      case ticker(Ticker.Action)
      case other(Ticker.Action)
      case alert(Screen.Action.Alert)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.ticker, action: Action.ticker) { Ticker() }
      Scope(state: State.other, action: Action.other) { Ticker() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showTicker(let id):
        state.destination = .ticker(Ticker.State(id: id))
        return .none
      case .showOther(let id):
        state.destination = .other(Ticker.State(id: id))
        return .none
      case .showAlert:
        state.destination = .alert(.confirmation)
        return .none
      case .clear:
        state.destination = nil
        return .none
      case .mutateTicker:
        if case .ticker(var ticker) = state.destination {
          ticker.ticks += 100
          state.destination = .ticker(ticker)
        }
        return .none
      case .destination(.presented(.alert(.replace))):
        state.log.append("replace")
        state.destination = .alert(.confirmation)
        return .none
      case .destination(.presented(let child)):
        var ticks = "none"
        if case .ticker(let ticker) = state.destination { ticks = "\(ticker.ticks)" }
        state.log.append("parent saw \(child), ticks \(ticks)")
        return .none
      case .destination(.dismiss):
        state.log.append("parent saw dismiss, slot filled: \(state.destination != nil)")
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}

extension AlertState where Action == Screen.Action.Alert {
  static var confirmation: Self {
    AlertState {
      TextState("Sure?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
      ButtonState(action: .replace) { TextState("Ask again") }
      ButtonState(role: .cancel) { TextState("No") }
    }
  }
}
