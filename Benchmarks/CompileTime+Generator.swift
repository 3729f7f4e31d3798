extension CompileTime {
  /// The source of the generated feature: ``destinationCases`` small features, a destination enum
  /// with one case and one `Scope` line for each, and a root with ``chainedIfLets`` `@Presents`
  /// slots, each with its own `ifLet` in one chain (the first slot holds the destination).
  static func generatedFeature() -> String {
    let features = (0..<destinationCases).map(feature).joined(separator: "\n")
    let cases = (0..<destinationCases)
    let slots = (1..<chainedIfLets)
    return """
      import Statecraft

      \(features)
      struct Destination: Reducer {
        enum State: Equatable {
      \(cases.map { "    case feature\($0)(Feature\($0).State)" }.joined(separator: "\n"))
        }

        enum Action: Equatable {
      \(cases.map { "    case feature\($0)(Feature\($0).Action)" }.joined(separator: "\n"))
        }

        var body: some ReducerOf<Self> {
      \(cases.map(scopeLine).joined(separator: "\n"))
        }
      }

      struct Root: Reducer {
        struct State: Equatable {
          var log: [String] = []
          @Presents var destination: Destination.State? = nil
      \(slots.map { "    @Presents var slot\($0): Feature\($0).State? = nil" }.joined(separator: "\n"))
        }

        enum Action: Equatable {
          case show(Int)
          case destination(PresentationAction<Destination.Action>)
      \(slots.map { "    case slot\($0)(PresentationAction<Feature\($0).Action>)" }.joined(separator: "\n"))
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .show(let index):
              switch index {
      \(slots.map { "        case \($0): state.slot\($0) = Feature\($0).State()" }.joined(separator: "\n"))
              default: state.destination = .feature0(Feature0.State())
              }
              return .none
            case .destination(.presented(.feature0(.increment))):
              state.log.append("feature0 incremented")
              return .none
            case .destination(.dismiss):
              state.log.append("dismissed")
              return .none
            case .destination:
              return .none
      \(slots.map { "      case .slot\($0): return .none" }.joined(separator: "\n"))
            }
          }
          .ifLet(\\.$destination, action: Action.destination) {
            Destination()
          }
      \(slots.map(ifLetLine).joined(separator: "\n"))
        }
      }

      """
  }

  private static func feature(_ index: Int) -> String {
    """
    struct Feature\(index): Reducer {
      struct State: Equatable {
        var count = 0
        var title = "Feature \(index)"
      }

      enum Action: Equatable {
        case increment
        case rename(String)
        case load
        case loaded(Int)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .increment:
            state.count += 1
            return .none
          case .rename(let title):
            state.title = title
            return .none
          case .load:
            return .run { send in await send(.loaded(\(index))) }
          case .loaded(let value):
            state.count = value
            return .none
          }
        }
      }
    }

    """
  }

  private static func scopeLine(_ index: Int) -> String {
    "    Scope(state: State.feature\(index), action: Action.feature\(index)) { Feature\(index)() }"
  }

  private static func ifLetLine(_ index: Int) -> String {
    """
        .ifLet(\\.$slot\(index), action: Action.slot\(index)) {
          Feature\(index)()
        }
    """
  }
}
