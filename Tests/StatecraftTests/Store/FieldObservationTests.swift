import Observation
import Statecraft
import Synchronization
import Testing

@testable import Statecraft

/// Rules V14-V16: field bindings, and observation field by field.
@MainActor
@Suite("Field bindings and observation")
struct FieldObservationTests {
  /// Counts the changes that invalidate what `read` reads, re-registering after each as a view
  /// that renders again would.
  private final class Probe: Sendable {
    private let count = Atomic(0)
    private let read: @MainActor @Sendable () -> Void

    @MainActor
    init(_ read: @escaping @MainActor @Sendable () -> Void) {
      self.read = read
      observe()
    }

    var invalidations: Int { count.load(ordering: .relaxed) }

    @MainActor
    func observe() {
      withObservationTracking {
        read()
      } onChange: { [self] in
        count.add(1, ordering: .relaxed)
      }
    }
  }

  @Test("V16: a reader of one field is invalidated only by changes of that field")
  func oneField() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    let count = Probe { _ = store.count }
    let title = Probe { _ = store.title }
    let whole = Probe { _ = store.state }
    store.send(.binding(.set(\.title, "Poetry")))
    #expect(count.invalidations == 0)
    #expect(title.invalidations == 1)
    #expect(whole.invalidations == 1)
    title.observe()
    whole.observe()
    store.send(.countChanged(2))
    #expect(count.invalidations == 1)
    #expect(title.invalidations == 1)
    #expect(whole.invalidations == 2)
  }

  @Test("V16: a send that leaves the state equal invalidates nobody")
  func equalState() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    let count = Probe { _ = store.count }
    let whole = Probe { _ = store.state }
    store.send(.countChanged(0))
    #expect(count.invalidations == 0)
    #expect(whole.invalidations == 0)
  }

  @Test("V16: a child store's field readers hear of their field only")
  func childFields() {
    let store = Store(initialState: Catalogue.State(destination: .editor(Folio.State(name: "a")))) {
      Catalogue()
    }
    let editor = store.scope(state: \.$destination, action: Catalogue.Action.destination)?
      .scope(state: Catalogue.Destination.State.editor, action: Catalogue.Destination.Action.editor)
    let name = Probe { _ = editor?.name }
    let text = Probe { _ = editor?.text }
    editor?.send(.textChanged("x"))
    #expect(name.invalidations == 0)
    #expect(text.invalidations == 1)
  }

  @Test("V14: store.field = v sends exactly one binding action, even of an equal value")
  func fieldSetter() {
    let harness = CatalogueHarness()
    harness.store.title = "Poetry"
    harness.store.title = "Poetry"
    #expect(
      harness.take() == [.binding(.set(\.title, "Poetry")), .binding(.set(\.title, "Poetry"))])
    #expect(harness.store.title == "Poetry")
  }

  @Test("V14, B3: a write the feature refuses tells that field's readers, and only them")
  func refusedWrite() {
    let store = Store(initialState: Catalogue.State(count: 10, limit: 10)) { Catalogue() }
    let count = Probe { _ = store.count }
    let title = Probe { _ = store.title }
    store.count = 50
    #expect(store.count == 10)
    #expect(count.invalidations == 1)
    #expect(title.invalidations == 0)
  }

  @Test("V15: binding(_:send:) reads the field and sends one action per write")
  func sendingBinding() {
    let harness = CatalogueHarness()
    let count = harness.store.binding(\.count, send: Catalogue.Action.countChanged)
    count.wrappedValue = 3
    count.wrappedValue = 3
    #expect(harness.take() == [.countChanged(3), .countChanged(3)])
    #expect(count.wrappedValue == 3)
  }

  @Test("V3: a field write on an ended store is dropped silently")
  func fieldWriteOnEndedStore() {
    let harness = CatalogueHarness(Catalogue.State(detail: Folio.State(name: "a")))
    guard let detail = harness.store.scope(state: \.detail, action: Catalogue.Action.detail) else {
      Issue.record("no detail")
      return
    }
    harness.store.send(.showDetail("b"))
    _ = harness.take()
    let text = detail.binding(\.text, send: Folio.Action.textChanged)
    let issues = reportedIssues { text.wrappedValue = "late" }
    #expect(issues.isEmpty)
    #expect(harness.take() == [])
  }
}
