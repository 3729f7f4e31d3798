import Testing

@testable import Statecraft

private final class Reference: Equatable, @unchecked Sendable {
  // Safe: immutable after creation.
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.value == rhs.value }
}

private struct Failure: Error, Equatable { var code: Int }

private enum Inner: Equatable { case a(Int), b(String), c }

private indirect enum Tree: Equatable {
  case leaf(Int)
  case node(Tree, Tree)
}

private enum Shapes {
  case first(Int)
  case second(Int)
  case pair(Int, String)
  case named(value: String)
  case position(x: Int, y: Int)
  case optional(Int?)
  case failure(any Error)
  case inner(Inner)
  case reference(Reference)
  indirect case recursive(Shapes)
  case tapped
  case closed
  case any(Any)
}

/// Payloads with spare bits (references, strings), where an enum may keep its case in the payload.
private enum SpareBits {
  case first(Reference)
  case second(Reference)
  case third(String)
  case fourth(String)
  case fifth(Reference?)
  case sixth([Int])
  case seventh
}

@Suite("CasePath")
struct CasePathTests {
  @Test("Payloads are read correctly when the enum stores its case in the payload's spare bits")
  func spareBitPayloads() {
    let object = Reference(1)
    let other = Reference(2)
    let second = CasePath(SpareBits.second)
    let fourth = CasePath(SpareBits.fourth)
    let fifth = CasePath(SpareBits.fifth)
    let sixth = CasePath(SpareBits.sixth)
    for _ in 0..<3 {
      #expect(second.extract(from: .second(object)) === object)
      #expect(second.extract(from: .first(other)) == nil)
      #expect(fourth.extract(from: .fourth("short")) == "short")
      let long = String(repeating: "long text that is not a small string ", count: 3)
      #expect(fourth.extract(from: .fourth(long)) == long)
      #expect(fourth.extract(from: .third("x")) == nil)
      #expect(fifth.extract(from: .fifth(object)) == .some(object))
      #expect(fifth.extract(from: .fifth(nil)) == .some(nil))
      #expect(fifth.extract(from: .seventh) == nil)
      #expect(sixth.extract(from: .sixth([1, 2, 3])) == [1, 2, 3])
      #expect(sixth.extract(from: .second(other)) == nil)
    }
  }

  @Test("Cases with the same payload type are told apart")
  func samePayloadType() {
    let first = CasePath(Shapes.first)
    let second = CasePath(Shapes.second)
    #expect(first.extract(from: .first(1)) == 1)
    #expect(first.extract(from: .second(2)) == nil)
    #expect(second.extract(from: .second(2)) == 2)
    #expect(second.extract(from: .first(1)) == nil)
    // A fresh path that first sees the other case still learns correctly.
    let fresh = CasePath(Shapes.second)
    #expect(fresh.extract(from: .first(7)) == nil)
    #expect(fresh.extract(from: .second(8)) == 8)
  }

  @Test("Tuple payloads")
  func tuplePayload() throws {
    let pair = CasePath<Shapes, (Int, String)>(Shapes.pair)
    let value = try #require(pair.extract(from: .pair(1, "one")))
    #expect(value.0 == 1 && value.1 == "one")
    #expect(pair.extract(from: .first(1)) == nil)
  }

  @Test("A single labelled payload")
  func singleLabelledPayload() {
    let named = CasePath(Shapes.named)
    #expect(named.extract(from: .named(value: "x")) == "x")
    #expect(named.extract(from: .first(1)) == nil)
  }

  @Test("Several labelled payloads")
  func labelledPayloads() throws {
    let position = CasePath<Shapes, (Int, Int)>(Shapes.position)
    let value = try #require(position.extract(from: .position(x: 3, y: 4)))
    #expect(value.0 == 3 && value.1 == 4)
  }

  @Test("Optional payloads, present and absent")
  func optionalPayload() {
    let optional = CasePath(Shapes.optional)
    #expect(optional.extract(from: .optional(5)) == .some(5))
    #expect(optional.extract(from: .optional(nil)) == .some(nil))
    #expect(optional.extract(from: .first(5)) == nil)
  }

  @Test("Existential payloads")
  func existentialPayload() {
    let failure = CasePath(Shapes.failure)
    #expect(failure.extract(from: .failure(Failure(code: 3))) as? Failure == Failure(code: 3))
    #expect(failure.extract(from: .tapped) == nil)
    let any = CasePath(Shapes.any)
    #expect(any.extract(from: .any("text")) as? String == "text")
    #expect(any.extract(from: .failure(Failure(code: 1))) == nil)
  }

  @Test("Enum and class payloads")
  func enumAndClassPayloads() {
    let inner = CasePath(Shapes.inner)
    #expect(inner.extract(from: .inner(.b("x"))) == .b("x"))
    #expect(inner.extract(from: .inner(.c)) == .c)
    let reference = CasePath(Shapes.reference)
    let object = Reference(9)
    #expect(reference.extract(from: .reference(object)) === object)
  }

  @Test("Indirect cases and indirect enums")
  func indirectPayloads() {
    let recursive = CasePath(Shapes.recursive)
    #expect(recursive.extract(from: .recursive(.first(1))).map { "\($0)" } == "first(1)")
    #expect(recursive.extract(from: .first(1)) == nil)
    let node = CasePath<Tree, (Tree, Tree)>(Tree.node)
    let value = node.extract(from: .node(.leaf(1), .leaf(2)))
    #expect(value?.0 == .leaf(1) && value?.1 == .leaf(2))
    #expect(CasePath(Tree.leaf).extract(from: .leaf(4)) == 4)
    #expect(CasePath(Tree.leaf).extract(from: .node(.leaf(1), .leaf(2))) == nil)
  }

  @Test("Indirect payloads read after the case is learned, in place and through spare bits")
  func indirectPayloadsAfterLearning() {
    // `Shapes` keeps its case in a separate tag byte, so the box reference is read in place;
    // `Tree` keeps it in the spare bits of its box references, which must be masked off first.
    let recursive = CasePath(Shapes.recursive)
    let node = CasePath<Tree, (Tree, Tree)>(Tree.node)
    let leaf = CasePath(Tree.leaf)
    for round in 0..<3 {
      let boxed = recursive.extract(from: .recursive(.pair(round, "p")))
      #expect(boxed.map { "\($0)" } == "pair(\(round), \"p\")")
      #expect(recursive.extract(from: .second(round)) == nil)
      let pair = node.extract(from: .node(.leaf(round), .node(.leaf(1), .leaf(2))))
      #expect(pair?.0 == .leaf(round) && pair?.1 == .node(.leaf(1), .leaf(2)))
      #expect(node.extract(from: .leaf(round)) == nil)
      #expect(leaf.extract(from: .leaf(round)) == round)
      #expect(leaf.extract(from: .node(.leaf(1), .leaf(2))) == nil)
    }
  }

  @Test("Payload-less cases are values")
  func payloadlessCase() {
    let tapped = CasePath(Shapes.tapped)
    #expect(tapped.extract(from: .tapped) != nil)
    #expect(tapped.extract(from: .closed) == nil)
    #expect(tapped.extract(from: .first(1)) == nil)
    if case .tapped = tapped.embed(()) {} else { Issue.record("embed built another case") }
  }

  @Test("Embedding builds the case")
  func embedding() {
    if case .second(let value) = CasePath(Shapes.second).embed(4) {
      #expect(value == 4)
    } else {
      Issue.record("embed built another case")
    }
  }

  @Test("Optional is an enum too")
  func optionalRoot() {
    let some = CasePath<Int?, Int>(Optional.some)
    #expect(some.extract(from: 3) == 3)
    #expect(some.extract(from: nil) == nil)
  }

  @Test("Generic enums resolve their payload types")
  func genericEnum() {
    let success = CasePath(Result<Int, Failure>.success)
    let failure = CasePath(Result<Int, Failure>.failure)
    #expect(success.extract(from: .success(1)) == 1)
    #expect(success.extract(from: .failure(Failure(code: 2))) == nil)
    #expect(failure.extract(from: .failure(Failure(code: 2))) == Failure(code: 2))
  }

  @Test("Hand-written paths and appending")
  func handWritten() {
    let inner = CasePath(Shapes.inner)
    let innerB = inner.appending(path: CasePath(Inner.b))
    #expect(innerB.extract(from: .inner(.b("deep"))) == "deep")
    #expect(innerB.extract(from: .inner(.a(1))) == nil)
    if case .inner(.b("x")) = innerB.embed("x") {} else { Issue.record("wrong embed") }
    let custom = CasePath<Shapes, Int>(
      embed: Shapes.first, extract: { if case .first(let v) = $0 { v } else { nil } }
    )
    #expect(custom.extract(from: .first(2)) == 2)
  }

  @Test("A path over a type that is not an enum is reported and extracts nothing")
  func notAnEnum() {
    struct Wrapper { var value: Int }
    let (path, issues) = withCapturedIssues { CasePath(Wrapper.init(value:)) }
    #expect(path.extract(from: Wrapper(value: 1)) == nil)
    #expect(issues.count == 1)
    #expect(issues.first?.contains("is not an enum") == true)
  }

  @Test("A function that builds a case of another payload type is reported")
  func mismatchedConstructor() {
    let path = CasePath<Shapes, Int>({ _ in Shapes.named(value: "x") })
    let (value, issues) = withCapturedIssues { path.extract(from: .first(1)) }
    #expect(value == nil)
    #expect(issues.count == 1)
    #expect(issues.first?.contains("builds case 'named'") == true)
  }
}

@Suite("CasePath.modify")
struct CasePathModifyTests {
  private enum Shape: Equatable {
    case circle(radius: Int)
    case square(side: Int)
    case list([Int])
    indirect case boxed(Shape)
  }

  @Test("Changes the payload of the case held and returns what the closure returns")
  func modifiesHeldCase() {
    let list = CasePath(Shape.list)
    var shape = Shape.list([1, 2])
    for n in 3...5 {
      let count = list.modify(&shape) { numbers -> Int in
        numbers.append(n)
        return numbers.count
      }
      #expect(count == n)
    }
    #expect(shape == .list([1, 2, 3, 4, 5]))

    let boxed = CasePath(Shape.boxed)
    var outer = Shape.boxed(.circle(radius: 1))
    boxed.modify(&outer) { $0 = .square(side: 2) }
    #expect(outer == .boxed(.square(side: 2)))
  }

  @Test("Another case is reported at the call site and nothing runs")
  func reportsAnotherCase() {
    let square = CasePath(Shape.square)
    var shape = Shape.circle(radius: 3)
    var ran = false
    let line = UInt(#line) + 3
    var result: Int?
    let issues = reportedIssues {
      result = square.modify(&shape) { side -> Int in
        ran = true
        side += 1
        return side
      }
    }
    #expect(result == nil)
    #expect(!ran)
    #expect(shape == .circle(radius: 3))
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.message) == [
        """
        CasePath<CasePathModifyTests.Shape, Int>.modify was given \
        CasePathModifyTests.Shape.circle(…), which is another case. Nothing was changed.
        """
      ]
    )
  }

  @Test("On an optional slot, changes the case held through the optional, in place")
  func modifiesThroughAnOptional() {
    // The form the migration guide shows for a presentation slot: the root is the enum, the
    // argument its optional.
    var slot: Shape? = .list([1])
    let count = CasePath(Shape.list).modify(&slot) { numbers -> Int in
      numbers.append(2)
      return numbers.count
    }
    #expect(count == 2)
    #expect(slot == .list([1, 2]))
  }

  @Test("On an optional slot, another case or nothing is reported at the call site")
  func reportsThroughAnOptional() {
    var other: Shape? = .circle(radius: 1)
    var empty: Shape? = nil
    let line = UInt(#line) + 3
    var ran = false
    let issues = reportedIssues {
      CasePath(Shape.square).modify(&other) { _ in ran = true }
      CasePath(Shape.square).modify(&empty) { _ in ran = true }
    }
    #expect(!ran)
    #expect(other == .circle(radius: 1))
    #expect(empty == nil)
    #expect(issues.map(\.line) == [line, line + 1])
    #expect(
      issues.map(\.message) == [
        """
        CasePath<CasePathModifyTests.Shape, Int>.modify was given \
        CasePathModifyTests.Shape.circle(…), which is another case. Nothing was changed.
        """,
        """
        CasePath<CasePathModifyTests.Shape, Int>.modify was given nil, which holds no case. \
        Nothing was changed.
        """,
      ]
    )
  }
}
