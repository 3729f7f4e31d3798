import Statecraft
import StatecraftTesting
import Testing

// This module is built as an app target is with Xcode's "Reflection Metadata Level" set to
// "Without Names" (`-disable-reflection-names`, in Package.swift): its types keep their payload
// types and field layouts, and lose every case and property name.

struct Viewer: Reducer {
  struct State: Hashable { var count = 0 }
  enum Action: Equatable { case incrementTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      }
    }
  }
}

struct Editor: Reducer {
  struct State: Hashable { var title = "" }
  enum Action: Equatable { case titleChanged(String) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none
      }
    }
  }
}

struct Shelf: Reducer {
  struct State: Hashable {
    @Presents var destination: Destination.State?
    var deleted = 0
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case viewTapped, editTapped, deleteTapped
  }

  struct Destination: Reducer {
    enum State: Hashable {
      case viewer(Viewer.State)
      case editor(Editor.State)
      case alert(AlertState<Alert>)
    }

    enum Action: Equatable {
      case viewer(Viewer.Action)
      case editor(Editor.Action)
      case alert(Alert)
    }

    enum Alert: Hashable { case confirmDeletion }

    var body: some ReducerOf<Self> {
      Scope(state: State.viewer, action: Action.viewer) { Viewer() }
      Scope(state: State.editor, action: Action.editor) { Editor() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .viewTapped:
        state.destination = .viewer(Viewer.State())
        return .none
      case .editTapped:
        state.destination = .editor(Editor.State())
        return .none
      case .deleteTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          })
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deleted += 1
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

@MainActor
@Suite("Built without reflection names")
struct WithoutNamesTests {
  @Test("This module really is built without names: a mirror's labels are empty")
  func namesAreStripped() {
    let labels = Mirror(reflecting: Editor.State(title: "a")).children.map { $0.label ?? "" }
    #expect(labels == [""])
  }

  @Test("An action for the second case of a destination reaches the feature presented there")
  func secondCaseRuns() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.editTapped) { $0.destination = .editor(Editor.State()) }
    await store.send(.destination(.presented(.editor(.titleChanged("B"))))) {
      $0.destination = .editor(Editor.State(title: "B"))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test("An action for another case than the one presented changes nothing, and is reported")
  func wrongCaseIsReported() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.viewTapped) { $0.destination = .viewer(Viewer.State()) }
    await withKnownIssue {
      await store.send(.destination(.presented(.editor(.titleChanged("B")))))
    } matching: { issue in
      issue.description.contains("another destination case")
    }
    await store.send(.destination(.presented(.viewer(.incrementTapped)))) {
      $0.destination = .viewer(Viewer.State(count: 1))
    }
  }

  @Test("An alert's button is handled by the parent, and the alert goes")
  func alertDismissesItself() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.deleteTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        })
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.deleted = 1
      $0.destination = nil
    }
  }

  @Test("A case whose name was stripped reads as its tag, the same for every equal value")
  func strippedCaseNames() {
    // `presented` is `indirect`: the runtime's own description of such a value shows its box's
    // address, which the explorer's keys and a trace's lines would then differ by.
    func action() -> Shelf.Action { .destination(.presented(.editor(.titleChanged("B")))) }
    // The tags are the runtime's: cases with a payload of some size first (`editor`; `viewer` and
    // `alert` hold enums of one case, which take no bytes), then the others.
    #expect(describeAction(action()) == #".case#0(.presented(.case#0(.case#0("B"))))"#)
    #expect(
      describeAction(Shelf.Action.destination(.presented(.alert(.confirmDeletion))))
        == ".case#0(.presented(.case#2(.case#0)))")
    #expect(FuzzInput.send(action()).description == describeAction(action()).wrappedInSend)
    #expect(describeAction(Shelf.Action.editTapped) == ".case#2")
    #expect(Dump.text(of: Shelf.Action.viewTapped) == "Shelf.Action.case#1")
  }

  @Test("A trace of a feature without names is not pasted as source that names case#N")
  func exploredTraceSaysWhy() async {
    var report: ExplorationReport<Shelf.Action>?
    await withKnownIssue {
      report = await StateExplorer(initialState: Shelf.State()) { Shelf() }
        .invariant("nothing is deleted") { $0.state.deleted == 0 }
        .explore { state in
          state.destination == nil
            ? [.send(.deleteTapped)] : [.send(.destination(.presented(.alert(.confirmDeletion))))]
        }
    }
    let source = report?.testSource ?? ""
    #expect(source.contains("its build stripped (Reflection Metadata Level below \"All\")"))
    #expect(!source.contains("TestStore(initialState: Shelf.State"))
  }

  @Test("A binding action into a type without names prints its field by offset, and does not stop")
  func bindingActionPrints() {
    // The standard library's own description of this key path stops the program (Swift 6.3).
    let action = BindingAction<Editor.State>.set(\.title, "B")
    #expect(action.description == #".set(\Editor.State.<offset 0 (String)>, "B")"#)
  }

  @Test("Case paths of every payload shape find their case")
  func casePaths() {
    let editor = CasePath(Shelf.Destination.State.editor)
    #expect(editor.extract(from: .editor(Editor.State(title: "x"))) == Editor.State(title: "x"))
    #expect(editor.extract(from: .viewer(Viewer.State())) == nil)
    let edit = CasePath(Shelf.Action.editTapped)
    #expect(edit.extract(from: .editTapped) != nil)
    #expect(edit.extract(from: .viewTapped) == nil)
  }
}

extension String {
  fileprivate var wrappedInSend: String { "send(\(self))" }
}
