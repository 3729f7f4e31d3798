import Statecraft
import StatecraftTesting
import Testing

@testable import Statecraft

/// A feature whose action enum has 64 cases with payloads before its presentation case, so that
/// the presentation case's tag (payload cases first) is 64: past the word of bits.
struct ManyCasesForgotTheIfLet: Reducer {
  struct State: Equatable {
    @Presents var sheet: Pinger.State? = Pinger.State(id: 1)
  }

  enum Action: Equatable {
    case c0(Int), c1(Int), c2(Int), c3(Int), c4(Int), c5(Int), c6(Int), c7(Int), c8(Int)
    case c9(Int), c10(Int), c11(Int), c12(Int), c13(Int), c14(Int), c15(Int), c16(Int), c17(Int)
    case c18(Int), c19(Int), c20(Int), c21(Int), c22(Int), c23(Int), c24(Int), c25(Int)
    case c26(Int), c27(Int), c28(Int), c29(Int), c30(Int), c31(Int), c32(Int), c33(Int)
    case c34(Int), c35(Int), c36(Int), c37(Int), c38(Int), c39(Int), c40(Int), c41(Int)
    case c42(Int), c43(Int), c44(Int), c45(Int), c46(Int), c47(Int), c48(Int), c49(Int)
    case c50(Int), c51(Int), c52(Int), c53(Int), c54(Int), c55(Int), c56(Int), c57(Int)
    case c58(Int), c59(Int), c60(Int), c61(Int), c62(Int), c63(Int)
    case sheet(PresentationAction<Pinger.Action>)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Suite("Sets of case tags")
struct CaseTagSetTests {
  @Test("A set holds exactly its tags, below 64, at 63 and 64, and far past them")
  func membership() {
    let sets: [Set<UInt32>] = [[], [0], [63], [64], [0, 1, 62, 63, 64, 65, 200], Set(0..<130)]
    for tags in sets {
      let set = CaseTagSet(tags)
      #expect(set.isEmpty == tags.isEmpty)
      let wrong = (0..<300).filter { set.contains($0) != tags.contains($0) }
      #expect(wrong.isEmpty, "\(tags.sorted()): wrong for \(wrong)")
    }
  }

  @MainActor
  @Test("A presentation action of a case past the 64th that no ifLet takes is reported")
  func presentationCasePast64() async {
    let store = TestStore(initialState: ManyCasesForgotTheIfLet.State()) {
      ManyCasesForgotTheIfLet()
    }
    let failures = await capturingFailures {
      await store.send(.c0(1))
      await store.send(.c63(1))
      await store.send(.sheet(.presented(.ping)))
    }
    #expect(failures.count == 1)
    #expect(
      failures.allSatisfy {
        $0.message.hasPrefix(
          "A presentation action reached the root feature of a store, and no ifLet took it:")
          && $0.message.contains("Action: .sheet(.presented(.ping))")
      })
  }
}
