import Statecraft
import StatecraftTesting
import Testing

/// One registry of shared keys per running test (TCA #3468).
@MainActor
@Suite("Shared storage in tests")
struct SharedStorageTests {
  /// Each case declares the same key and changes it once: run in parallel (or one after the
  /// other in one process), each sees only its own change.
  @Test("Tests running in parallel with one key keep their values apart", arguments: 0..<8)
  func keysApart(_ index: Int) async {
    @Shared(.inMemory("shared-storage-apart")) var count = 0
    $count.withLock { $0 += 1 }
    #expect(count == 1, "case \(index)")
    let store = TestStore(initialState: SharedCounter.State(count: $count)) { SharedCounter() }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 2 }
    }
    @Shared(.inMemory("shared-storage-apart")) var again = 0
    #expect(again == 2)
  }

  @Test("The stores of one test share its registry, also in the state a TestStore makes")
  func storesShare() async {
    let store = TestStore(
      initialState: SharedCounter.State(count: Shared(wrappedValue: 0, .inMemory("counter")))
    ) {
      SharedCounter()
    }
    let other = Store(
      initialState: SharedCounter.State(count: Shared(wrappedValue: 5, .inMemory("counter")))
    ) {
      SharedCounter()
    }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(other.count == 1)
  }

  @Test("A store keeps its test's registry for an action sent from outside the test's task")
  func storePinsItsRegistry() async {
    /// Declares the key when it opens, as a feature that makes a child's state does.
    struct Opener: Reducer {
      struct State: Equatable {
        var count: Int?
      }
      enum Action { case open }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        @Shared(.inMemory("shared-storage-pinned")) var count = 0
        state.count = count
        return .none
      }
    }
    @Shared(.inMemory("shared-storage-pinned")) var count = 0
    $count.withLock { $0 = 7 }
    let store = Store(initialState: Opener.State()) { Opener() }
    // A detached task knows nothing of the running test: only the store's own dependencies say
    // which registry is the test's.
    await Task.detached { _ = await store.send(.open) }.value
    #expect(store.count == 7)
  }

  @Test(
    "The .dependencies trait gives its test a storage of its own",
    .dependencies { _ in }, arguments: 0..<4)
  func traitIsFresh(_ index: Int) {
    @Shared(.inMemory("shared-storage-trait")) var count = index
    #expect(count == index)
  }

  @Test("A test context's storage is not the app's")
  func notLive() {
    @Dependency(\.sharedStorage) var storage
    #expect(storage.registry !== SharedStorage.live.registry)
    let live = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues.current.sharedStorage.registry
    }
    #expect(live === SharedStorage.live.registry)
  }
}
