import Foundation
import Statecraft
import StatecraftTesting
import Testing

@MainActor
@Suite(
  "Dependencies trait",
  .dependencies { $0.date = .constant(Date(timeIntervalSince1970: 1)) }
)
struct DependenciesTraitTests {
  @Test(
    "A test store made in the test starts from the trait's values, its suite's and its own",
    .dependency(\.uuid, .constant(UUID(7)))
  )
  func testStore() async {
    let store = TestStore(initialState: Stamp.State()) { Stamp() }
    #expect(store.state.createdAt == Date(timeIntervalSince1970: 1))
    await store.send(.tapped) { $0.id = UUID(7) }
  }

  @Test("A store made in the test starts from them too", .dependency(\.uuid, .constant(UUID(3))))
  func store() {
    let store = Store(initialState: Stamp.State()) { Stamp() }
    store.send(.tapped)
    #expect(store.withState(\.id) == UUID(3))
    #expect(store.createdAt == Date(timeIntervalSince1970: 1))
  }

  @Test(
    "A store's own withDependencies changes the trait's values for that store",
    .dependency(\.uuid, .constant(UUID(3)))
  )
  func storeOverridesTrait() async {
    let store = TestStore(initialState: Stamp.State()) {
      Stamp()
    } withDependencies: {
      $0.uuid = .constant(UUID(9))
    }
    await store.send(.tapped) { $0.id = UUID(9) }
  }

  @Test(
    "Each test case has defaults of its own, so tests running in parallel never share one",
    .dependencies { _ in },
    arguments: 0..<16
  )
  func defaultsOfItsOwn(_ index: Int) async {
    @Dependency(\.uuid) var uuid
    var made: [UUID] = []
    for _ in 0..<5 {
      made.append(uuid())
      // Lets the other cases, running in parallel, make theirs in between.
      await Task.yield()
    }
    #expect(made == (0..<5).map { UUID($0) })
  }

  @Test("A test with no trait of its own runs with its suite's")
  func suiteValuesReachTests() {
    @Dependency(\.date) var date
    #expect(date() == Date(timeIntervalSince1970: 1))
  }
}
