import Observation
import Statecraft
import Synchronization
import Testing

@testable import Statecraft

/// Rules V1-V4: store identity, cached and pinned scopes, and what scoping observes.
@MainActor
@Suite("Cached scopes")
struct CachedScopeTests {
  @Test("A store is Identifiable and Hashable by identity")
  func storeIdentity() {
    let first = Store(initialState: Catalogue.State()) { Catalogue() }
    let second = Store(initialState: Catalogue.State()) { Catalogue() }
    #expect(first.id == ObjectIdentifier(first))
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
  }

  @Test("V1: the same presentation from the same call site is the same store; another is new")
  func samePresentationSameStore() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    func destination() -> Store<Catalogue.Destination.State, Catalogue.Destination.Action>? {
      store.scope(state: \.$destination, action: Catalogue.Action.destination)
    }
    #expect(destination() == nil)
    store.send(.showEditor("a"))
    let first = destination()
    #expect(first != nil)
    #expect(destination() === first)
    // A change inside the presentation keeps it.
    first?.send(.editor(.textChanged("typed")))
    #expect(destination() === first)
    #expect(store.destination == .editor(Folio.State(name: "a", text: "typed")))
    // Another identity (an Identifiable id) is another store.
    store.send(.showEditor("b"))
    let second = destination()
    #expect(second != nil)
    #expect(second !== first)
    // Emptied and filled again with an equal value: a new presentation, a new store.
    store.send(.clear)
    #expect(destination() == nil)
    store.send(.showEditor("b"))
    #expect(destination() !== second)
  }

  @Test("V1: two call sites may give two stores; each is stable")
  func callSites() {
    let store = Store(initialState: Catalogue.State(destination: .editor(Folio.State(name: "a")))) {
      Catalogue()
    }
    let here = store.scope(state: \.$destination, action: Catalogue.Action.destination)
    let there = store.scope(state: \.$destination, action: Catalogue.Action.destination)
    #expect(here != nil)
    #expect(here !== there)
    #expect(here?.state == there?.state)
  }

  @Test("V1: optional and enum-case scopes are cached and pinned the same way")
  func optionalAndCaseScopes() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    func detail() -> Store<Folio.State, Folio.Action>? {
      store.scope(state: \.detail, action: Catalogue.Action.detail)
    }
    func editor() -> Store<Folio.State, Folio.Action>? {
      store.scope(state: \.$destination, action: Catalogue.Action.destination)?
        .scope(
          state: Catalogue.Destination.State.editor, action: Catalogue.Destination.Action.editor)
    }
    store.send(.showDetail("a"))
    let detailStore = detail()
    #expect(detailStore != nil && detail() === detailStore)
    store.send(.showDetail("b"))
    #expect(detail() !== detailStore)

    store.send(.showEditor("a"))
    let editorStore = editor()
    #expect(editorStore != nil && editor() === editorStore)
    store.send(.showAlert)
    #expect(editor() == nil)
  }

  @Test("V1: the cache lets go of a store at the change that ends its presentation")
  func evictedAtTheChange() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    store.send(.showEditor("a"))
    weak let presented = store.scope(state: \.$destination, action: Catalogue.Action.destination)
    #expect(presented != nil)
    #expect(store.scopeCache.count == 1)
    store.send(.clear)
    // No timer, no later scope: the send that ended the presentation let go of the store.
    #expect(store.scopeCache.count == 0)
    #expect(presented == nil)
    #expect(store.childStoreCount == 0)
  }

  @Test("V2: a store whose presentation ended keeps its last state")
  func lastState() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    store.send(.showEditor("a"))
    let editor = store.scope(state: \.$destination, action: Catalogue.Action.destination)?
      .scope(state: Catalogue.Destination.State.editor, action: Catalogue.Destination.Action.editor)
    editor?.send(.textChanged("kept"))
    store.send(.showEditor("b"))
    #expect(editor?.state == Folio.State(name: "a", text: "kept"))
    #expect(editor?.hasEnded == true)
    store.send(.clear)
    #expect(editor?.state == Folio.State(name: "a", text: "kept"))
  }

  @Test("V3: a send on an ended store is dropped and reported once, at the scope's line")
  func endedSendsReportedOnce() {
    let harness = CatalogueHarness()
    let store = harness.store
    store.send(.showEditor("a"))
    let line: UInt = #line + 1
    let stale = store.scope(state: \.$destination, action: Catalogue.Action.destination)
    store.send(.showEditor("b"))
    _ = harness.take()
    let issues = reportedIssues {
      stale?.send(.editor(.textChanged("late")))
      stale?.send(.editor(.textChanged("later")))
    }
    #expect(
      issues.map(\.message) == [
        """
        An action was sent on the store of a presentation that has ended. The action was \
        dropped, and so will be any sent on this store after it.

          Action: .editor(.textChanged("late"))

        The store was scoped at this line. A view should let go of a child's store when what it \
        shows is dismissed or replaced.
        """
      ])
    #expect(issues.map(\.line) == [line])
    #expect(harness.take().isEmpty)
    #expect(store.destination == .editor(Folio.State(name: "b")))
  }

  @Test("V3: a UI write on an ended store is dropped silently")
  func endedUIWritesSilent() {
    let harness = CatalogueHarness()
    let store = harness.store
    store.send(.showAlert)
    let alert = store.scope(state: \.$destination, action: Catalogue.Action.destination)?
      .scope(state: Catalogue.Destination.State.alert, action: Catalogue.Destination.Action.alert)
    store.send(.showEditor("a"))
    _ = harness.take()
    let issues = reportedIssues {
      if let alert { alert.tap(alert.buttons[0]) }
    }
    #expect(issues.isEmpty)
    #expect(harness.take().isEmpty)
    #expect(store.destination == .editor(Folio.State(name: "a")))
  }

  @Test("V4: a reader that only scopes hears of the presentation, not of its content")
  func scopingObservesIdentity() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    let fired = Atomic(0)
    func observeScope() {
      withObservationTracking {
        _ = store.scope(state: \.$destination, action: Catalogue.Action.destination)
      } onChange: {
        fired.add(1, ordering: .relaxed)
      }
    }
    observeScope()
    store.send(.showEditor("a"))
    #expect(fired.load(ordering: .relaxed) == 1)
    observeScope()
    let editor = store.scope(state: \.$destination, action: Catalogue.Action.destination)
    editor?.send(.editor(.textChanged("typing")))
    editor?.send(.editor(.textChanged("typing more")))
    store.send(.countChanged(3))
    #expect(fired.load(ordering: .relaxed) == 1)
    store.send(.showEditor("b"))
    #expect(fired.load(ordering: .relaxed) == 2)
  }

  @Test("V17: reading, scoping and binding getters send nothing and change nothing")
  func readingIsPure() {
    let harness = CatalogueHarness(
      Catalogue.State(destination: .alert(.confirmation), rows: [CatalogueRow.State(id: 1)]))
    let store = harness.store
    let before = store.withState { $0 }
    _ = store.title
    _ = store.state
    _ = store.scope(state: \.$destination, action: Catalogue.Action.destination)
    _ =
      store.presentation(state: \.$destination, action: Catalogue.Action.destination)
      .scope(state: Catalogue.Destination.State.alert, action: Catalogue.Destination.Action.alert)
      .wrappedValue
    _ = Array(store.scope(state: \.rows, action: Catalogue.Action.rows))
    _ = store.scope(state: \.path, action: Catalogue.Action.path).path
    #expect(harness.take().isEmpty)
    #expect(store.withState { $0 } == before)
  }
}
