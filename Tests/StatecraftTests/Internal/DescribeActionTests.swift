import Foundation
import Statecraft
import Testing

/// One way to print an action: every runtime issue and test failure names actions with
/// `describeAction`, so these texts are the ones users read.
@Suite("Printing an action")
struct DescribeActionTests {
  enum Settings: Equatable {
    case minutesChanged(Int)
    case renamed(to: String)
    case saved
  }

  enum Destination: Equatable {
    case settings(Settings)
  }

  struct Row: Equatable {
    var id: Int
    var title: String
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination>)
    case element(id: Int, action: Settings)
    case loaded([Int])
    case picked(Row)
    case chosen(Int?)
    case text(String)
    case tapped
    case move(IndexSet, Int)
  }

  @Test(
    "Actions print from a leading dot, nested cases the same way, payloads on one line",
    arguments: [
      (Action.tapped, ".tapped"),
      (
        Action.destination(.presented(.settings(.minutesChanged(25)))),
        ".destination(.presented(.settings(.minutesChanged(25))))"
      ),
      (
        Action.destination(.presented(.settings(.saved))),
        ".destination(.presented(.settings(.saved)))"
      ),
      (Action.destination(.dismiss), ".destination(.dismiss)"),
      (
        Action.destination(.presented(.settings(.renamed(to: "Focus")))),
        #".destination(.presented(.settings(.renamed(to: "Focus"))))"#
      ),
      (Action.element(id: 9, action: .saved), ".element(id: 9, action: .saved)"),
      (Action.loaded([1, 2, 3]), ".loaded([1, 2, 3])"),
      (Action.loaded([]), ".loaded([])"),
      (
        Action.picked(Row(id: 1, title: "Lamp")),
        #".picked(DescribeActionTests.Row(id: 1, title: "Lamp"))"#
      ),
      (Action.chosen(nil), ".chosen(nil)"),
      (Action.chosen(3), ".chosen(3)"),
      (Action.text("say \"hi\""), #".text("say \"hi\"")"#),
      // TCA's Todos: an index set prints as its elements, as an array does.
      (Action.move(IndexSet([0, 2, 3]), 1), ".move([0, 2, 3], 1)"),
      (Action.move(IndexSet(), 0), ".move([], 0)"),
    ]
  )
  func shortForm(action: Action, text: String) {
    #expect(describeAction(action) == text)
  }

  @Test("A payload longer than 80 characters is elided; the cases around it are not")
  func longPayload() {
    let long = String(repeating: "a", count: 90)
    #expect(describeAction(Action.text(long)) == ".text(…)")
    #expect(describeAction(Action.loaded(Array(0..<40))) == ".loaded(…)")
    let row = Action.destination(.presented(.settings(.renamed(to: long))))
    #expect(describeAction(row) == ".destination(.presented(.settings(.renamed(…))))")
  }
}
