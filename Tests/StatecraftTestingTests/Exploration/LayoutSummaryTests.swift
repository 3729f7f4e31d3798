import Statecraft
import StatecraftTesting
import Testing

/// A notepad with a counter, which presents nothing, and two slots of one type: most of its new
/// states differ from a known one in the counter alone, so the explorer learns what they present
/// from the states before them, by the values of the two slots.
struct Notepad: Reducer {
  struct State: Hashable {
    var count = 0
    @Presents var left: Note.State? = nil
    @Presents var right: Note.State? = nil
  }

  enum Action: Equatable {
    case incremented
    case leftTapped
    case rightTapped
    case left(PresentationAction<Note.Action>)
    case right(PresentationAction<Note.Action>)
  }

  struct Note: Reducer {
    struct State: Hashable { var text = "note" }
    enum Action: Equatable { case edited }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incremented: state.count += 1
      case .leftTapped: state.left = Note.State()
      case .rightTapped: state.right = Note.State()
      case .left, .right: break
      }
      return .none
    }
    .ifLet(\.$left, action: Action.left) { Note() }
    .ifLet(\.$right, action: Action.right) { Note() }
  }

  /// Count to two, or open either note, while nothing is presented; close the note that is.
  static func inputs(_ state: State) -> [FuzzInput<Action>] {
    if state.left != nil { return [.send(.left(.dismiss))] }
    if state.right != nil { return [.send(.right(.dismiss))] }
    return (state.count < 2 ? [.send(.incremented)] : []) + [
      .send(.leftTapped), .send(.rightTapped),
    ]
  }
}

@MainActor
@Suite("What new states present")
struct LayoutSummaryTests {
  @Test("States that differ in what cannot present present what their slots hold")
  func learnedByTheSlots() async {
    let report = await StateExplorer(initialState: Notepad.State()) { Notepad() }
      .explore(inputs: Notepad.inputs)
    #expect(report.violation == nil)
    // Three counts, each with nothing, the left note or the right note presented.
    #expect(report.states == 9 && report.transitions == 14 && report.depth == 3)
    #expect(
      report.configurations == [
        "nothing presented", "$left Notepad.Note.State", "$right Notepad.Note.State",
      ])
    #expect(
      report.coverage.presentations.reached == [
        "$left Notepad.Note.State", "$right Notepad.Note.State",
      ])
    #expect(report.coverage.presentations.never.isEmpty)
    #expect(
      report.graph == """
        flowchart TD
          c0["nothing presented"]
          c1["$left Notepad.Note.State"]
          c2["$right Notepad.Note.State"]
          c0 --> c1
          c0 --> c2
          c1 --> c0
          c2 --> c0
        """)
  }

  @Test("Two things presented at once are found again in a state whose slots were seen before")
  func simultaneousWhenLearned() async {
    // The second exploration meets states whose slots the first one saw: it must find the same
    // failure with the same trace.
    for _ in 0..<2 {
      var report: ExplorationReport<Notepad.Action>?
      let failures = await explorationFailures {
        report = await StateExplorer(initialState: Notepad.State()) { Notepad() }
          .explore { state in
            // The right note opens over the left one.
            (state.left == nil ? [.send(.leftTapped)] : [])
              + (state.left != nil && state.right == nil ? [.send(.rightTapped)] : [])
          }
      }
      #expect(failures.count == 1)
      #expect(report?.violation?.property == .check(.onePresentationAtATime))
      #expect(report?.trace == [.send(.leftTapped), .send(.rightTapped)])
    }
  }
}
