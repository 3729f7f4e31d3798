import Statecraft
import Testing

@testable import StatecraftTesting

private struct Form: Reducer {
  struct Draft: Equatable, Sendable { var name = "" }
  struct State: Equatable, Sendable {
    var name = ""
    var draft = Draft()
    var count: Int {
      get { 0 }
      set {}
    }
  }
  enum Action: BindableAction, Equatable, Sendable { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> { BindingReducer() }
}

@Suite("SwiftLiteral of binding actions")
struct SwiftLiteralBindingTests {
  @Test("Stored and computed paths are written as code, the same every time")
  func literals() {
    let texts = (0..<2).map { _ in
      [
        SwiftLiteral.text(of: Form.Action.binding(.set(\.name, "Ana"))),
        SwiftLiteral.text(of: Form.Action.binding(.set(\.count, 2))),
        SwiftLiteral.text(of: Form.Action.binding(.set(\.draft, Form.Draft(name: "x")))),
      ]
    }
    let expected = [
      #".binding(.set(\State.name, "Ana"))"#,
      #".binding(.set(\State.(computed Int), 2))"#,
      #".binding(.set(\State.draft, Form.Draft(name: "x")))"#,
    ]
    #expect(texts == [expected, expected])
  }
}
