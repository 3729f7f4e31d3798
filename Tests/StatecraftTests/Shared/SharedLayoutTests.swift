import Foundation
import Testing

@testable import Statecraft

private struct Profile: Equatable {
  @Shared var stats: Int
}

private struct Line: Equatable, Identifiable {
  let id: Int
  @Shared var count: Int
}

private enum LayoutScreen: Equatable {
  case detail(Line)
  case empty
}

private struct Layout: Equatable {
  @Shared var total: Int
  @Shared var profile: Profile
  var lines: IdentifiedArrayOf<Line> = []
  var list: [Line] = []
  var byName: [String: Line] = [:]
  var optional: Line?
  @Presents var screen: LayoutScreen? = nil
  var plain = PlainPart()
}

/// A part that can hold no shared value.
private struct PlainPart: Equatable {
  var name = ""
  var numbers = [1, 2, 3]
}

@Suite("SharedLayout")
struct SharedLayoutTests {
  @Test("Every box, with every path that holds it, in the order they are met")
  func paths() {
    let total = Shared(value: 0)
    let line = Line(id: 7, count: total)
    let layout = Layout(
      total: total, profile: Shared(value: Profile(stats: Shared(value: 1))), lines: [line],
      list: [line], byName: ["seven": line], optional: line, screen: .detail(line))
    let holdings = SharedLayout(of: layout).holdings
    #expect(
      holdings.map(\.paths) == [
        [
          "$total", "lines[id: 7].$count", "list[0].$count", "byName[\"seven\"].$count",
          "optional.$count", "screen.detail.$count",
        ],
        ["$profile"],
        ["$profile.$stats"],
      ])
    #expect(holdings.first?.root === total.reference.root)
  }

  @Test("A type that holds no shared value is learned once and skipped from then on")
  func freeTypes() {
    _ = SharedLayout(of: PlainPart())
    #expect(!SharedLayout.mayHoldShared(PlainPart.self))
    #expect(!SharedLayout.mayHoldShared([PlainPart].self))
    #expect(SharedLayout.mayHoldShared(Layout.self))
    #expect(SharedValues(reading: PlainPart()).isEmpty)
  }

  @Test("A derived element is held by its array's box")
  func derived() {
    let lines = Shared<IdentifiedArrayOf<PlainLine>>(value: [PlainLine(id: 1)])
    let holder = DerivedHolder(lines: lines, line: lines[id: 1])
    #expect(SharedLayout(of: holder).holdings.map(\.paths) == [["$lines", "line"]])
  }
}

private struct PlainLine: Equatable, Identifiable {
  let id: Int
}

private struct DerivedHolder {
  @Shared var lines: IdentifiedArrayOf<PlainLine>
  var line: Shared<PlainLine>?
}
