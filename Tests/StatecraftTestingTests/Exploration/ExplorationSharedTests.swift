import Statecraft
import StatecraftTesting
import Testing

@testable import StatecraftTesting

/// Exploring a state that holds `@Shared` values: each state keeps its own values, though its
/// copies share their boxes.
@MainActor
@Suite("Exploration of shared state")
struct ExplorationSharedTests {
  @Test("Explored by value, each state its own shared values; the box is never written")
  func exploredByValue() async {
    for readerOnly in [false, true] {
      let theme = Shared(value: "claro")
      let report = await StateExplorer(
        initialState: Sharing.State(readerOnly: readerOnly, theme: theme)
      ) { Sharing() }
      .keyedByValue()
      .sometimes("dark, not tapped") { state in
        guard case .writer(let theme) = state.settings else { return true }
        return theme.wrappedValue == "oscuro" && state.taps == 0
      }
      .explore { _ in [.send(.tapped), .send(.darkTapped)] }
      #expect(report.isComplete)
      #expect(report.violation == nil)
      // Taps 0, 1, 2, each with the theme light or dark; a reader cannot make it dark.
      #expect(report.states == (readerOnly ? 3 : 6))
      #expect(theme.wrappedValue == "claro")
    }
  }

  @Test("A state that comes to hold a shared value keeps its own from then on")
  func sharedValueAppearsLater() async {
    let report = await StateExplorer(initialState: Themed.State()) { Themed() }
      .keyedByValue()
      .explore { state in
        state.theme == nil ? [.send(.openTapped)] : [.send(.darkTapped), .send(.closeTapped)]
      }
    #expect(report.isComplete && report.violation == nil)
    #expect(report.states == 3)
    // The box the presented state got from the test's registry was never written: each state
    // that held it changed its own value.
    @Shared(.inMemory("explored.theme")) var theme = "claro"
    #expect(theme == "claro")
  }

  @Test("A stale input that changes only a shared value: caught, with the change")
  func staleSharedChange() async {
    var report: ExplorationReport<Sharing.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Sharing.State()) { Sharing() }
        .keyedByValue()
        .explore { _ in [.send(.tapped), .stale(.darkTapped)] }
    }
    #expect(
      failures.map(\.message) == [
        """
        Exploring found that a stale input changed the feature.

          stale(.darkTapped) changed the state:

              Shared settings.writer:
            −   "claro"
            +   "oscuro"

          (Before: −, After: +)

        Shortest trace (1 step; explored breadth first, no shorter trace fails):
          1. stale(.darkTapped)
               settings.writer: "claro" → "oscuro"

        Found after 2 states and 2 transitions; report.testSource has the trace as a TestStore \
        test.
        """
      ])
    #expect(report?.trace == [.stale(.darkTapped)])
  }

  @Test("A trace shows what each step did to a shared value")
  func traceShowsSharedChanges() async {
    var report: ExplorationReport<Sharing.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Sharing.State()) { Sharing() }
        .keyedByValue()
        .invariant("never dark after a tap") { snapshot in
          guard case .writer(let theme) = snapshot.state.settings else { return true }
          return !(theme.wrappedValue == "oscuro" && snapshot.state.taps > 0)
        }
        .explore { _ in [.send(.tapped), .send(.darkTapped)] }
    }
    #expect(report?.trace == [.send(.tapped), .send(.darkTapped)])
    #expect(
      failures.map(\.message) == [
        """
        Exploring found that the invariant “never dark after a tap” does not hold.

          After send(.darkTapped), the invariant does not hold. The state:

            Sharing.State(
              settings: Sharing.State.Settings.writer("oscuro"),
              taps: 1
            )

          Effects running, by the action that started them: none

        Shortest trace (2 steps; explored breadth first, no shorter trace fails):
          1. send(.tapped)
               taps: 0 → 1
          2. send(.darkTapped)
               settings.writer: "claro" → "oscuro"

        Found after 5 states and 4 transitions; report.testSource has the trace as a TestStore \
        test.
        """
      ])
    #expect(
      report?.testSource == """
        /// The trace StateExplorer found: the invariant “never dark after a tap” does not hold.
        ///
        /// It takes the explorer: its initial state holds a shared value (Shared<String>) at \
        settings, which the explorer cannot write as Swift.
        @MainActor
        func exploredTrace(\
        _ explorer: StateExplorer<Sharing.State, Sharing.Action, ExplorationValueKey>\
        ) async {
          let store = explorer.testStore()
          store.exhaustivity = .off
          await store.send(.tapped)
          // taps: 0 → 1
          await store.send(.darkTapped)
          // settings.writer: "claro" → "oscuro"
          explorer.check(store)
        }
        """)
  }

  @Test("A trace line shows the changed path inside a stack screen that holds a shared value")
  func traceShowsStackScreenChange() async {
    var report: ExplorationReport<Kitchen.Action>?
    let failures = await explorationFailures {
      report = await StateExplorer(initialState: Kitchen.State()) { Kitchen() }
        .keyedByValue()
        .invariant("the timer never starts") { snapshot in
          guard case .detail(let detail)? = snapshot.state.path.last else { return true }
          return detail.secondsLeft == 1200
        }
        .explore(inputs: Kitchen.inputs)
    }
    // The push's line is cut, as a whole new screen; the tick's names the one field it changed,
    // under the screen's id, past the shared recipe the screen holds.
    #expect(
      failures.map(\.message) == [
        """
        Exploring found that the invariant “the timer never starts” does not hold.

          After send(.path(.element(id: 0, action: .detail(.tickTapped)))), the invariant does \
        not hold. The state:

            Kitchen.State(
              recipe: Kitchen.Recipe(
                name: "Slow-cooked tomato sauce",
                steps: [
                  [0]: "Chop the onions",
                  [1]: "Simmer"
                ]
              ),
              path: [
                #0: Kitchen.Path.State.detail(
                  Kitchen.Detail.State(
                    recipe: Kitchen.Recipe(
                      name: "Slow-cooked tomato sauce",
                      steps: [
                        [0]: "Chop the onions",
                        [1]: "Simmer"
                      ]
                    ),
                    secondsLeft: 1199
                  )
                )
              ]
            )

          Effects running, by the action that started them: none

        Shortest trace (2 steps; explored breadth first, no shorter trace fails):
          1. send(.openTapped)
               path: [] → [#0: Kitchen.Path.State.detail(Kitchen.Detail.State(recipe: Kitchen.Recipe(\
        name: "Slow-co…
          2. send(.path(.element(id: 0, action: .detail(.tickTapped))))
               path[#0].secondsLeft: 1200 → 1199

        Found after 3 states and 2 transitions; report.testSource has the trace as a TestStore \
        test.
        """
      ])
    #expect(report?.testSource.contains("  // path[#0].secondsLeft: 1200 → 1199\n") == true)
  }
}

/// A feature whose state holds no shared value until it opens a theme from the registry.
struct Themed: Reducer {
  struct State: Equatable {
    var theme: Shared<String>?
  }

  enum Action: Equatable {
    case openTapped
    case darkTapped
    case closeTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .openTapped: state.theme = Shared(wrappedValue: "claro", .inMemory("explored.theme"))
    case .darkTapped: state.theme?.withLock { $0 = "oscuro" }
    case .closeTapped: state.theme = nil
    }
    return .none
  }
}
