import Foundation
import Statecraft
import Testing

@testable import StatecraftTesting

/// A state of every kind of value the exported test writes as Swift.
private struct Written: Equatable {
  struct Row: Equatable, Identifiable {
    var id: Int
    var title: String
  }

  enum Mode: Equatable {
    case idle
    case editing(Row)
    case moving(from: Int, to: Int)
  }

  var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a")]
  var selected: Row? = Row(id: 2, title: "b")
  var mode = Mode.moving(from: 1, to: 2)
  var modes: [Mode] = [.idle, .editing(Row(id: 3, title: "c"))]
  var tags: Set<String> = ["b", "a", "c"]
  var scores: [String: Int] = ["z": 1, "y": 2]
  var path = StackState<Row>()
  @Presents var sheet: Row? = nil
}

private final class LiteralBox: Equatable {
  static func == (lhs: LiteralBox, rhs: LiteralBox) -> Bool { lhs === rhs }
}

private enum AlertAction: Equatable { case ok }

/// An enum that writes its own description, which is not its case's name.
private enum Loud: Equatable, CustomStringConvertible {
  case quiet
  var description: String { "QUIET" }
}

@MainActor
@Suite("SwiftLiteral as source")
struct SwiftLiteralSourceTests {
  @Test("A state is written as the Swift that makes it: the same text compiles to an equal state")
  func writesCompilingSource() {
    let written = SwiftLiteral.source(of: Written())
    #expect(written.problem == nil)
    #expect(
      written.text == """
        Written(rows: [.init(id: 1, title: "a")], selected: .init(id: 2, title: "b"), \
        mode: .moving(from: 1, to: 2), modes: [.idle, .editing(.init(id: 3, title: "c"))], \
        tags: ["a", "b", "c"], scores: ["y": 2, "z": 1], path: [], sheet: nil)
        """)
    // The text above, compiled.
    let compiled = Written(
      rows: [.init(id: 1, title: "a")], selected: .init(id: 2, title: "b"),
      mode: .moving(from: 1, to: 2), modes: [.idle, .editing(.init(id: 3, title: "c"))],
      tags: ["a", "b", "c"], scores: ["y": 2, "z": 1], path: [], sheet: nil)
    #expect(compiled == Written())
    // The fuzzer's one-line text is unchanged: type names, a case's description.
    #expect(SwiftLiteral.text(of: Loud.quiet) == ".QUIET")
    #expect(
      SwiftLiteral.text(of: Written.Row(id: 1, title: "a")) == "Written.Row(id: 1, title: \"a\")")
  }

  @Test("What cannot be written is named, with where the state holds it")
  func namesWhatCannotBeWritten() {
    struct WithClass { var box = LiteralBox() }
    struct WithClosure { var make: () -> Int = { 1 } }
    struct WithShared { @Shared var count: Int }
    struct WithAlert { var alert: AlertState<AlertAction>? = AlertState { TextState("Hi") } }
    struct WithDate { var rows: [Date] = [Date(timeIntervalSince1970: 0)] }
    struct WithLoud { var loud = Loud.quiet }
    #expect(
      SwiftLiteral.source(of: WithClass()).problem == "an instance of the class LiteralBox at box")
    #expect(SwiftLiteral.source(of: WithClosure()).problem == "a value of () -> Int at make")
    #expect(
      SwiftLiteral.source(of: WithShared(count: Shared(value: 1))).problem
        == "a shared value (Shared<Int>) at count")
    #expect(
      SwiftLiteral.source(of: WithAlert()).problem
        == "a value of AlertState<AlertAction> at alert")
    #expect(SwiftLiteral.source(of: WithDate()).problem == "a value of Date at rows")
    #expect(
      SwiftLiteral.source(of: WithLoud()).problem == "a case of Loud that describes itself at loud")
  }
}
