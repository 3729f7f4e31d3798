import Statecraft
import Testing

private typealias State = BindingForm.State
private typealias Draft = BindingForm.Draft

@Suite("BindingAction")
struct BindingActionTests {
  @Test("Equal key path and value are equal; another value or path is not")
  func equality() {
    let ana = BindingAction<State>.set(\.name, "Ana")
    #expect(ana == .set(\.name, "Ana"))
    #expect(ana != .set(\.name, "Bea"))
    #expect(BindingAction<State>.set(\.draft.name, "Ana") != ana)
    #expect(BindingAction<State>.set(\.isOn, true) != .set(\.isOn, false))
    #expect(BindingAction<State>.set(\.isOn, true) != ana)
  }

  @Test("A nested path is equal however it was built, and not equal to its prefix")
  func nestedPaths() {
    let draft: WritableKeyPath<State, Draft> = \.draft
    let appended = draft.appending(path: \Draft.name)
    let built = BindingAction<State>.set(appended, "Clavos")
    #expect(built == .set(\.draft.name, "Clavos"))
    #expect(built.keyPath == \State.draft.name)
    #expect(BindingAction<State>.set(\.draft, Draft(name: "Clavos")) != built)
  }

  @Test("value(at:) reads what a set of exactly that field writes")
  func valueAt() {
    let action = BindingAction<State>.set(\.draft.name, "Clavos")
    #expect(action.value(at: \.draft.name) == "Clavos")
    #expect(action.value(at: \.name) == nil)
    #expect(action.value(at: \.draft) == nil)
    #expect(BindingAction<State>.set(\.quantity, 3).value(at: \.quantity) == 3)
  }

  @Test("case .binding(\\.field) matches by exact key-path equality")
  func patternMatching() {
    func matched(_ action: BindingForm.Action) -> String {
      switch action {
      case .binding(\.draft): return "draft"
      case .binding(\.draft.name): return "draft.name"
      case .binding(\.name): return "name"
      case .binding: return "other"
      case .saveTapped: return "save"
      }
    }
    #expect(matched(.binding(.set(\.draft.name, "x"))) == "draft.name")
    #expect(matched(.binding(.set(\.draft, Draft()))) == "draft")
    #expect(matched(.binding(.set(\.name, "x"))) == "name")
    #expect(matched(.binding(.set(\.isOn, true))) == "other")
    let draft: WritableKeyPath<State, Draft> = \.draft
    #expect(matched(.binding(.set(draft.appending(path: \.name), "x"))) == "draft.name")
  }

  @Test("A computed field and the stored field it writes are two fields to match")
  func computedAndStored() {
    func matched(_ action: BindingAction<State>) -> String {
      switch action {
      case \.quantity: "quantity"
      case \.draft.quantity: "draft.quantity"
      default: "other"
      }
    }
    #expect(matched(.set(\.quantity, 3)) == "quantity")
    #expect(matched(.set(\.draft.quantity, 3)) == "draft.quantity")
    #expect(matched(.set(\.draft.name, "3")) == "other")
  }

  @Test("A line matches its field only, for key paths of every kind and in generic code")
  func matchingEveryKindOfPath() {
    // Kinds: stored at one offset with another type, of no size, through a class, computed,
    // built at run time.
    let shapes = BindingShapes.State.self
    func matched(_ action: BindingAction<BindingShapes.State>) -> String {
      switch action {
      case \.inner: "inner"
      case \.inner.first: "inner.first"
      case \.inner.second: "inner.second"
      case \.mark: "mark"
      case \.otherMark: "otherMark"
      case \.box.count: "box.count"
      case \.doubled: "doubled"
      default: "other"
      }
    }
    // `inner` and `inner.first` lie at one offset; they differ by their value's type.
    #expect(matched(.set(\.inner, .init())) == "inner")
    #expect(matched(.set(\.inner.first, 1)) == "inner.first")
    #expect(matched(.set(\.inner.second, 2)) == "inner.second")
    // Two fields of no size: compared as the standard library's `==` compares them (it finds
    // two such fields at one offset equal).
    let marksEqual = \BindingShapes.State.mark == \BindingShapes.State.otherMark
    #expect(matched(.set(\.mark, .init())) == "mark")
    #expect(matched(.set(\.otherMark, .init())) == (marksEqual ? "mark" : "otherMark"))
    // Through a class: no offset in the root.
    #expect(matched(.set(\.box.count, 3)) == "box.count")
    #expect(matched(.set(\.doubled, 4)) == "doubled")
    #expect(matched(.set(\.plain, 5)) == "other")
    // Key paths built at run time, on either side of the match.
    let inner: WritableKeyPath<BindingShapes.State, BindingShapes.Inner> = \.inner
    #expect(matched(.set(inner.appending(path: \.second), 2)) == "inner.second")
    let second = inner.appending(path: \BindingShapes.Inner.second)
    #expect(second ~= BindingAction<BindingShapes.State>.set(\.inner.second, 2))
    #expect(!(second ~= BindingAction<BindingShapes.State>.set(\.inner.first, 2)))
    // Unspecialized generic code, where no offset is worked out when compiling.
    #expect(BindingShapes.matches(.set(\.inner.second, 2), second, in: shapes))
    #expect(!BindingShapes.matches(.set(\.plain, 2), second, in: shapes))
    #expect(BindingShapes.matches(.set(\.otherMark, .init()), \.otherMark, in: shapes))
    #expect(BindingShapes.matches(.set(\.otherMark, .init()), \.mark, in: shapes) == marksEqual)
  }

  @Test("BindableAction.set and binding read and build the case")
  func bindableAction() {
    let action = BindingForm.Action.set(\.name, "Ana")
    #expect(action == .binding(.set(\.name, "Ana")))
    #expect(action.binding == .set(\.name, "Ana"))
    #expect(BindingForm.Action.saveTapped.binding == nil)
  }
}

/// A state with a field of every kind a binding's key path can reach.
private enum BindingShapes {
  struct Inner: Equatable, Sendable {
    var first = 0
    var second = 0
  }
  struct Mark: Equatable, Sendable {}
  final class Box: Equatable, @unchecked Sendable {
    // Unchecked: a test fixture, written on the test's own thread only.
    var count = 0
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
  }
  struct State: Equatable, Sendable {
    var inner = Inner()
    var mark = Mark()
    var otherMark = Mark()
    var plain = 0
    var box = Box()
    var doubled: Int {
      get { plain * 2 }
      set { plain = newValue / 2 }
    }
  }

  @inline(never)
  static func matches<Root, Value>(
    _ action: BindingAction<Root>, _ keyPath: WritableKeyPath<Root, Value>, in root: Root.Type
  ) -> Bool {
    keyPath ~= action
  }
}
