import Statecraft
import Testing

/// `MainActor.isCurrent`, which a store's `deinit` asks before it touches main-actor state: it
/// must answer off the main actor too, not trap.
@Suite("Main actor check")
struct MainActorCheckTests {
  @Test("On the main actor it is true")
  @MainActor
  func onTheMainActor() {
    #expect(MainActor.isCurrent)
  }

  @Test("Off the main actor it is false, without trapping")
  func offTheMainActor() async {
    let answer = await Task.detached { MainActor.isCurrent }.value
    #expect(!answer)
  }
}
